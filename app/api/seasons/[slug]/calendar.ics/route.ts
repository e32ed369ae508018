import { listReservations } from '@/server/reservations';
import { calendarIcs } from '@/lib/calendar/ics';
import { seasonOr404 } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET — iCalendar feed of the confirmed tournaments (all-day events, stable UIDs). */
export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const found = seasonOr404(connection(), slug, { publicOnly: true });
  if (!found.ok) return found.response;
  const season = found.season;
  const host = new URL(req.url).hostname || 'grand-prix';
  return new Response(calendarIcs(season.name, slug, host, listReservations(connection(), season)), {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `inline; filename="${slug}.ics"`, 'cache-control': 'no-store' },
  });
}

import { calendarIcs } from '@/lib/calendar/ics';
import { download } from '@/server/api';
import { listReservations } from '@/server/reservations';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET — iCalendar feed of the confirmed tournaments (all-day events, stable UIDs). */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season, req }) => {
  const host = new URL(req.url).hostname || 'grand-prix';
  return download(calendarIcs(season.name, season.slug, host, listReservations(conn, season)), 'text/calendar; charset=utf-8', `inline; filename="${season.slug}.ics"`);
});

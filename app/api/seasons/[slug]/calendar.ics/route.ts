import { calendarIcs } from '@/lib/calendar/ics';
import { CALENDAR_WORDS } from '@/lib/i18n/calendar-words';
import { download } from '@/server/api';
import { publicCalendar } from '@/server/reservations';
import { publicHost, publicSiteBase } from '@/server/public-host';
import { withRoute } from '@/server/route';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

/** GET — iCalendar feed of the confirmed tournaments and the tournaments held (all-day events, stable UIDs at the public host; a held one links its results). */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season, req }) => {
  return download(calendarIcs(season.name, season.slug, publicHost(req), publicCalendar(conn, season), words('pl', CALENDAR_WORDS).organizer, publicSiteBase(req)), 'text/calendar; charset=utf-8', `inline; filename="${season.slug}.ics"`);
});

import { refuse } from '@/lib/problem';
import { competitionBySlug } from '@/server/lookups';
import { leagueCalendarEvents, leagueCalendarIcs } from '@/lib/competitions/round-robin-league/league-calendar';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { download } from '@/server/api';
import { getCompetitionView } from '@/server/competitions';
import { notFound, withRoute } from '@/server/route';
import { publicHost } from '@/server/public-host';
import { ROUND_ROBIN_LEAGUE_KIND } from '@/lib/competitions/round-robin-league/round-robin-league-kind';

export const dynamic = 'force-dynamic';

/** GET /api/competitions/{slug}/calendar.ics — a season of leagues: every game day and every postponed game's new date (public). */
export const GET = withRoute<{ slug: string }>({}, ({ conn, params, req }) => {
  const c = competitionBySlug(conn, params.slug);
  if (!c || !c.public || c.kind !== ROUND_ROBIN_LEAGUE_KIND.kind) return notFound({ what: 'league-season', name: params.slug });
  const view = getCompetitionView(conn, c);
  if (!view.load.ok) return refuse(view.load.errors.map((e) => ({ line: e.line, code: e.code, message: `${e.file ? `${e.file}: ` : ''}${e.message}` })), 'COMPETITION_INCOMPLETE');
  const season = view.load.result as LeagueSeason;
  const host = publicHost(req);
  return download(leagueCalendarIcs(season.name, c.slug, host, leagueCalendarEvents(season)), 'text/calendar; charset=utf-8', `inline; filename="${c.slug}.ics"`);
});

import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import type { ReserveDate } from '@/lib/competitions/round-robin-league/reserve-days';
import { day, gameDaysLabel, points, type Lang } from './league-format';
import { LEAGUE_SEASON_OVERVIEW_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

interface LeagueSeasonOverviewProps {
  season: { name: string; asOf: string | null; reserveDaysLeft: readonly ReserveDate[]; leagues: readonly LeagueResult[] };
  lang: Lang;
  /** Where a league's page is (the integrator's route); no link when omitted. */
  leagueHref?: (leagueId: string) => string;
}


/** All leagues of a season on one page (`/leagues/{slug}`): game days, leaders, games decided, postponed games. */
export function LeagueSeasonOverview({ season, lang, leagueHref }: LeagueSeasonOverviewProps) {
  const w = words(lang, LEAGUE_SEASON_OVERVIEW_WORDS);
  return (
    <section className="league-season">
      {/* issue 40 (the walk at 390 px: leader and games past the screen's edge): on a phone each league is a card of labelled lines (site.css, table.stacked) */}
      <DataTable data-testid="league-season" className="stacked">
        <caption>{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.league}</th>
            <th scope="col">{w.days}</th>
            <th scope="col">{w.timeControl}</th>
            <th scope="col">{w.leader}</th>
            <th scope="col" className="num">{w.games}</th>
            <th scope="col" className="num">{w.postponed}</th>
            <th scope="col" className="num">{w.exclusionsDue}</th>
          </tr>
        </thead>
        <tbody>
          {season.leagues.map((l) => {
            const leaders = l.standings.filter((r) => r.place === 1);
            const counted = l.games.filter((g) => g.status !== 'annulled');
            const decided = counted.filter((g) => g.status === 'played' || g.status === 'forfeit').length;
            const due = l.flags.filter((f) => f.due.length > 0 && !f.confirmed).length;
            return (
              <tr key={l.id}>
                <th scope="row">{leagueHref ? <a href={leagueHref(l.id)}>{l.name}</a> : l.name}</th>
                <td data-label={w.days}>{gameDaysLabel(l, lang)}</td>
                <td data-label={w.timeControl}>{l.schedule?.timeControl ?? ''}</td>
                <td data-label={w.leader}>{leaders.length > 0 && decided > 0 ? `${leaders.map((r) => r.name).join(', ')} (${points(lang, leaders[0]!.points)})` : '–'}</td>
                <td className="num" data-label={w.games}>
                  {decided}/{counted.length}
                </td>
                <td className="num" data-label={w.postponed}>{l.postponed.length}</td>
                <td className="num" data-label={w.exclusionsDue}>{due}</td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      {season.asOf ? (
        <p className="explain">
          {w.asOf(day(lang, season.asOf))} {w.reserveLeft(season.reserveDaysLeft.length, season.reserveDaysLeft.map((d) => `${day(lang, d.date)} ${d.start}–${d.end}`).join(', '))}
        </p>
      ) : null}
    </section>
  );
}

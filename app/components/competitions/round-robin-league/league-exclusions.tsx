import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { day, playerName, type Lang } from './league-format';
import { LEAGUE_EXCLUSIONS_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

type Thresholds = LeagueResult['thresholds'];


/** Players an exclusion rule triggers for, or whom the arbiter excluded, with the consequence. */
export function LeagueExclusions({ league, lang }: { league: LeagueResult; lang: Lang }) {
  const w = words(lang, LEAGUE_EXCLUSIONS_WORDS);
  const flagged = league.flags.filter((f) => f.due.length > 0 || f.confirmed);
  return (
    <section className="league-exclusions">
      {flagged.length > 0 ? (
        /* issue 40: on a phone each player a card of labelled lines (site.css, table.stacked): four long headings did not fit */
        <DataTable data-testid="league-exclusions" className="stacked">
          <caption>{w.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.player}</th>
              <th scope="col" className="num">{w.postponed}</th>
              <th scope="col" className="num">{w.absences}</th>
              <th scope="col">{w.state}</th>
            </tr>
          </thead>
          <tbody>
            {flagged.map((f) => (
              <tr key={f.startNumber} className={f.confirmed ? 'excluded' : 'due'}>
                <th scope="row">{playerName(league, f.startNumber)}</th>
                <td className="num" data-label={w.postponed}>{f.unplayedPostponed.length}</td>
                <td className="num" data-label={w.absences}>{f.absencesWithoutWarning.length}</td>
                <td data-label={w.state}>
                  {f.consequence === 'annulled'
                    ? w.annulled(league.thresholds.minGamesPlayed)
                    : f.consequence === 'forfeited'
                      ? w.forfeited(league.thresholds.minGamesPlayed)
                      : f.confirmed
                        ? w.confirmedWithoutRule
                        : w.due(f.dueSince === null ? null : day(lang, f.dueSince))}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <p className="explain">{w.rules(league.thresholds)}</p>
    </section>
  );
}

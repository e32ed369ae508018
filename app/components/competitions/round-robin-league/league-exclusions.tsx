import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { day, playerName, type Lang } from './league-format';

type Thresholds = LeagueResult['thresholds'];

const words = {
  pl: {
    caption: 'Wykluczenia',
    player: 'Zawodnik',
    postponed: 'Nierozegrane partie przełożone na własną prośbę',
    absences: 'Nieobecności bez uprzedzenia',
    state: 'Stan',
    due: (since: string | null) => `przesłanka wykluczenia${since ? ` od ${since}` : ''} — czeka na decyzję sędziego`,
    annulled: (n: number) => `wykluczony; mniej niż ${n} rozegranych partii — wszystkie jego partie anulowane`,
    forfeited: (n: number) => `wykluczony; co najmniej ${n} rozegranych partii — pozostałe partie walkowerem`,
    confirmedWithoutRule: 'wykluczony decyzją sędziego',
    rules: (t: Thresholds) =>
      `Regulamin: wykluczenie po ${t.unplayedPostponed} nierozegranych partiach przełożonych (nie liczą się partie przełożone na prośbę przeciwnika ani już odrobione) albo po ${t.absencesWithoutWarning} nieobecnościach bez uprzedzenia (co najmniej ${t.warningHours} godziny przed rundą).`,
  },
  en: {
    caption: 'Exclusions',
    player: 'Player',
    postponed: 'Own postponed games not yet played',
    absences: 'Absences without warning',
    state: 'State',
    due: (since: string | null) => `an exclusion rule triggers${since ? ` since ${since}` : ''} — awaiting the arbiter`,
    annulled: (n: number) => `excluded; fewer than ${n} games played — all their games annulled`,
    forfeited: (n: number) => `excluded; ${n} or more games played — remaining games forfeited`,
    confirmedWithoutRule: "excluded by the arbiter's decision",
    rules: (t: Thresholds) =>
      `Regulation: exclusion after ${t.unplayedPostponed} postponed games not yet played (games postponed at the opponent's request or already made up do not count), or after ${t.absencesWithoutWarning} absences without a warning at least ${t.warningHours} hours before the round.`,
  },
} as const;

/** Players an exclusion rule triggers for, or whom the arbiter excluded, with the consequence. */
export function LeagueExclusions({ league, lang }: { league: LeagueResult; lang: Lang }) {
  const w = words[lang];
  const flagged = league.flags.filter((f) => f.due.length > 0 || f.confirmed);
  return (
    <section className="league-exclusions">
      {flagged.length > 0 ? (
        <div className="table-wrap">
          <table data-testid="league-exclusions">
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
                  <td className="num">{f.unplayedPostponed.length}</td>
                  <td className="num">{f.absencesWithoutWarning.length}</td>
                  <td>
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
          </table>
        </div>
      ) : null}
      <p className="explain">{w.rules(league.thresholds)}</p>
    </section>
  );
}

import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { BoardInput } from '@/lib/competitions/team-league/team-league-model';
import type { Lang } from '@/lib/i18n/messages';
import { formatScore } from '@/lib/i18n/formats';
import { ROUNDS_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { ParticipantName } from '@/app/components/games/participant-name';
import { teamPersonHref } from './person-links';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';
import { TeamName } from './team-name';


/** Every round's matches with their boards: players, results, forfeits, vacancies and byes (issue 10, "rounds with every match and board"). */
export function TeamLeagueRounds({ result, lang, slug }: { result: Pick<TeamLeagueResult, 'matches' | 'teams' | 'rules'> & Partial<Pick<TeamLeagueResult, 'players'>>; lang: Lang; slug?: string }) {
  const href = teamPersonHref({ players: result.players ?? [], teams: result.teams }, lang, slug);
  const w = words(lang, ROUNDS_WORDS);
  const name = (t: number) => <TeamName team={t} name={result.teams[t]!.name} />;
  const plain = (t: number) => result.teams[t]!.name;
  const rounds = [...new Set(result.matches.map((m) => m.match.round))].sort((a, b) => a - b);
  const boardRows = (list: BoardInput[], key: string, home: number, away: number) =>
    list.map((b) => (
      <tr key={`${key}-${b.board}`}>
        <td className="num">{b.board}</td>
        <td>{b.homePlayer !== null ? <ParticipantName name={b.homePlayer} href={href(b.homePlayer, home)} /> : <em>{w.vacant}</em>}</td>
        <td className="num result">{b.result ? w.results[b.result] : <span className="muted">{w.pending}</span>}</td>
        <td>{b.awayPlayer !== null ? <ParticipantName name={b.awayPlayer} href={href(b.awayPlayer, away)} /> : <em>{w.vacant}</em>}</td>
      </tr>
    ));
  return (
    <section className="team-league-rounds" id="rounds" data-testid="team-league-rounds">
      <h2>{w.title}</h2>
      {rounds.length === 0 && <p>{w.none}</p>}
      {rounds.map((r) => (
        <section key={r} data-testid={`round-${r}`}>
          <h3>{w.round(r, result.rules.swissRounds)}</h3>
          {result.matches
            .filter((m) => m.match.round === r)
            .map(({ match: m, score, forfeitedByRemoval }) => {
              const key = `${r}-${m.home}-${m.away ?? 'bye'}`;
              if (m.away === null) {
                return (
                  <p key={key} className="match-bye">
                    {name(m.home)} — {w.bye}
                  </p>
                );
              }
              const total = score.complete ? formatScore(score.home.gamePoints, score.away!.gamePoints) : '–';
              return (
                <div key={key} className="match" data-testid={`match-${r}-${m.home}-${m.away}`}>
                  <h4>
                    {name(m.home)} – {name(m.away)} <span className="match-score">{total}</span>
                  </h4>
                  {forfeitedByRemoval !== null ? (
                    <p>{w.removed}</p>
                  ) : m.forfeit !== null ? (
                    <p>{w.forfeit(m.forfeit === 'home' ? plain(m.home) : m.forfeit === 'away' ? plain(m.away) : w.both)}</p>
                  ) : (
                    <DataTable className="match-boards">
                      <thead>
                        <tr>
                          <th scope="col" className="num">{w.board}</th>
                          <th scope="col">{name(m.home)}</th>
                          <th scope="col" className="num"></th>
                          <th scope="col">{name(m.away)}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {boardRows(m.boards, 'b', m.home, m.away)}
                        {m.playoff.length > 0 && (
                          <tr>
                            <th scope="rowgroup" colSpan={4}>{w.playoff}</th>
                          </tr>
                        )}
                        {boardRows(m.playoff, 'p', m.home, m.away)}
                      </tbody>
                    </DataTable>
                  )}
                </div>
              );
            })}
        </section>
      ))}
    </section>
  );
}

import { formatGameResult, formatScore } from '@/lib/i18n/formats';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { MatchStatus } from '@/lib/competitions/swiss-open/knockout-match';
import { PlayerName, SlotName } from './slot-name';
import { MATCH_BRACKET_WORDS as words } from '@/lib/i18n/swiss-open-words';


/** The knock-out matches with their game-by-game results. */
export function MatchBracket({ result, lang, slug }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string }) {
  const w = words[lang];
  const { players } = result;
  return (
    <section className="matches">
      <h2>{w.title}</h2>
      <p>{w.rule}</p>
      {result.matches.map((m) => (
        <article key={m.id} className={`match ${m.status}`}>
          <h3>{w.names[m.id] ?? m.id}</h3>
          <p>
            <SlotName slot={m.players[0]} players={players} lang={lang} slug={slug} /> – <SlotName slot={m.players[1]} players={players} lang={lang} slug={slug} />{' '}
            {m.games.some((g) => g.result !== null) && <strong>{formatScore(m.score[0], m.score[1])}</strong>}{' '}
            <span className="status">({w.status[m.status]})</span>
          </p>
          {m.games.length > 0 && (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col"></th>
                    <th scope="col">{w.white}</th>
                    <th scope="col">{w.black}</th>
                    <th scope="col">{w.result}</th>
                  </tr>
                </thead>
                <tbody>
                  {m.games.map((g) => (
                    <tr key={String(g.round)}>
                      <th scope="row">{w.game(g.round)}</th>
                      <td><PlayerName startNo={g.white} players={players} lang={lang} slug={slug} /></td>
                      <td><PlayerName startNo={g.black} players={players} lang={lang} slug={slug} /></td>
                      <td>{g.result === null ? w.toPlay : formatGameResult(g.result)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {m.winner !== null && (
            <p>
              {w.winner} <PlayerName startNo={m.winner} players={players} lang={lang} slug={slug} /> {m.decidedBy === 'withdrawal' && w.byWithdrawal}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}

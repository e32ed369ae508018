import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { PlayerName, SlotName } from './slot-name';
import { formatGameResult } from '@/lib/i18n/formats';
import { PLAYOFF_BRACKET_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


/** The play-off bracket round by round: pairings as soon as determined, results, who goes through. */
export function PlayoffBracket({ result, lang, slug }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string }) {
  const w = words(lang, PLAYOFF_BRACKET_WORDS);
  const b = result.playoff;
  if (!b) return null;
  const { players } = result;
  return (
    <section className="playoff" id="playoff">
      <h2>{w.title}</h2>
      <p>{w.rule}</p>
      {b.rounds.map((round) => (
        <div key={round.round} className="playoff-round">
          <h3>{w.round(round.round, round.round === b.rounds.length)}</h3>
          {round.byes.length > 0 && (
            <p>
              {w.waiting}{' '}
              {round.byes.map((s, i) => (
                <span key={s}>
                  {i > 0 && ', '}
                  <PlayerName startNo={s} players={players} lang={lang} slug={slug} />
                </span>
              ))}
            </p>
          )}
          <ol className="pairings">
            {round.matches.map((m, i) => (
              <li key={i}>
                <SlotName slot={m.high} players={players} lang={lang} slug={slug} /> – <SlotName slot={m.low} players={players} lang={lang} slug={slug} />
                {m.game && m.game.result && (
                  <>
                    {' '}
                    ({w.white}: <PlayerName startNo={m.game.white} players={players} lang={lang} slug={slug} />) <span className="result">{formatGameResult(m.game.result)}</span>
                  </>
                )}
                {m.winner !== null ? (
                  <>
                    {' '}
                    — {w.through} <PlayerName startNo={m.winner} players={players} lang={lang} slug={slug} /> {m.decidedBy === 'withdrawal' && w.byWithdrawal}
                  </>
                ) : (
                  m.high.startNo !== null && m.low.startNo !== null && <> — {w.toPlay}</>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
      <h3>{w.seats}</h3>
      <DataTable>
        <thead>
          <tr>
            <th scope="col" className="num">{w.seat}</th>
            <th scope="col">{w.player}</th>
          </tr>
        </thead>
        <tbody>
          {result.seats.map((s, i) => (
            <tr key={i}>
              <td className="num">{i + 1}</td>
              <td>
                <SlotName slot={s} players={players} lang={lang} slug={slug} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

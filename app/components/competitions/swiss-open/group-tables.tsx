import { formatTiebreak, decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import { tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import type { EventPlayer, SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { pointsOf } from '@/lib/competitions/swiss-open/event-game';
import type { RoundRobinStage } from '@/lib/competitions/swiss-open/round-robin-stage';
import { GROUP_NAMES } from '@/lib/competitions/swiss-open/swiss-open-json';
import { SlotName } from './slot-name';
import { GROUP_TABLES_WORDS as words } from '@/lib/i18n/swiss-open-words';


/** The four group tables with cross-tables, then the placement round robins for places 5–16. */
export function GroupTables({ result, lang }: { result: SwissOpenResult; lang: 'pl' | 'en' }) {
  const w = words[lang];
  const n = result.groups.length;
  return (
    <section className="groups">
      <h2>{w.groups}</h2>
      <p>{w.order}</p>
      {result.groups.map((g, i) => (
        <RoundRobinTable key={g.id} title={w.group(GROUP_NAMES[i] ?? String(i + 1))} stage={g} chain={result.rules.groups.chain} players={result.players} lang={lang} />
      ))}
      <h2>{w.placements}</h2>
      {result.placements.map((p) => (
        <RoundRobinTable key={p.id} title={w.places(p.firstPlace, p.firstPlace + n - 1)} stage={p} chain={result.rules.placements.find((x) => x.groupPosition === p.groupPosition)!.chain} players={result.players} lang={lang} firstPlace={p.firstPlace} />
      ))}
    </section>
  );
}

/** One round robin: standings with the chain's columns and a cross-table (row player's score against the column's). */
export function RoundRobinTable(props: { title: string; stage: RoundRobinStage; chain: readonly TiebreakCode[]; players: readonly EventPlayer[]; lang: 'pl' | 'en'; firstPlace?: number }) {
  const { stage, chain, players, lang } = props;
  const w = words[lang];
  const sep = decimalSeparator(lang);
  const name = (s: number) => players.find((p) => p.startNo === s)?.name ?? String(s);
  const score = (a: number, b: number) => {
    const g = stage.games.find((x) => (x.white === a && x.black === b) || (x.white === b && x.black === a));
    if (!g || g.result === null) return '';
    const p = pointsOf(g, a)!;
    const text = p === 2 ? '1' : p === 1 ? '½' : '0';
    return g.result.includes('/') && g.result !== '1/2-1/2' ? (p === 2 ? '+' : '−') : text;
  };
  return (
    <div className="round-robin">
      <h3>{props.title}</h3>
      {stage.standings.length === 0 ? (
        <p>
          {w.members}{' '}
          {stage.members.map((m, i) => (
            <span key={i}>
              {i > 0 && '; '}
              <SlotName slot={m} players={players} lang={lang} />
            </span>
          ))}
        </p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption>{stage.complete ? w.decided : w.provisional}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">{w.pos}</th>
                <th scope="col" className="num">{w.seat}</th>
                <th scope="col">{w.name}</th>
                {stage.standings.map((r, i) => (
                  <th scope="col" className="num" key={r.startNo}>{i + 1}</th>
                ))}
                <th scope="col" className="num">{w.points}</th>
                {chain.map((c) => (
                  <th scope="col" className="num" key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stage.standings.map((r, i) => {
                const decided = stage.positions[i]?.startNo === r.startNo;
                return (
                  <tr key={r.startNo}>
                    <td className="num">{decided ? (props.firstPlace ?? 1) + i : ''}</td>
                    <td className="num">{r.seat}</td>
                    <th scope="row">{name(r.startNo)}</th>
                    {stage.standings.map((c) => (
                      <td className={c.startNo === r.startNo ? 'num diagonal' : 'num'} key={c.startNo}>{c.startNo === r.startNo ? '×' : score(r.startNo, c.startNo)}</td>
                    ))}
                    <td className="num">{formatPoints(r.points, sep)}</td>
                    {chain.map((c) => (
                      <td className="num" key={c}>{formatTiebreak(lang, c, r.values[c] ?? 0)}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {stage.games.some((g) => g.line === 0) && <p>{w.forfeitByRules}: {stage.games.filter((g) => g.line === 0).map((g) => `${name(g.white)} – ${name(g.black)} ${g.result}`).join('; ')}</p>}
      {stage.standings.length > 0 && stage.remaining.length > 0 && (
        <p>
          {w.remaining} {stage.remaining.map(([a, b]) => `${name(a)} – ${name(b)}`).join('; ')}
        </p>
      )}
    </div>
  );
}

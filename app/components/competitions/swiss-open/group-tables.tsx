import { formatTiebreak, decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import { tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import type { EventPlayer, SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { isForfeit, pointsOf } from '@/lib/competitions/swiss-open/event-game';
import { formatGameResult, scoreSymbol } from '@/lib/i18n/formats';
import type { RoundRobinStage } from '@/lib/competitions/swiss-open/round-robin-stage';
import { GROUP_NAMES } from '@/lib/competitions/swiss-open/swiss-open-json';
import { EventPlayerName, SlotName } from './slot-name';
import { GROUP_TABLES_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { words } from '@/lib/i18n/words';


/** The four group tables with cross-tables, then the placement round robins for places 5–16. */
export function GroupTables({ result, lang, slug }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string }) {
  const w = words(lang, GROUP_TABLES_WORDS);
  const n = result.groups.length;
  return (
    <section className="groups" id="groups">
      <h2>{w.groups}</h2>
      <p>{w.order}</p>
      {result.groups.map((g, i) => (
        <RoundRobinTable key={g.id} title={w.group(GROUP_NAMES[i] ?? String(i + 1))} stage={g} chain={result.rules.groups?.chain ?? []} players={result.players} lang={lang} slug={slug} />
      ))}
      <h2>{w.placements}</h2>
      {result.placements.map((p) => (
        <RoundRobinTable key={p.id} title={w.places(p.firstPlace, p.firstPlace + n - 1)} stage={p} chain={(result.rules.placements ?? []).find((x) => x.groupPosition === p.groupPosition)!.chain} players={result.players} lang={lang} firstPlace={p.firstPlace} slug={slug} />
      ))}
    </section>
  );
}

/** One round robin: standings with the chain's columns and a cross-table (row player's score against the column's). */
export function RoundRobinTable(props: { title: string; stage: RoundRobinStage; chain: readonly TiebreakCode[]; players: readonly EventPlayer[]; lang: 'pl' | 'en'; firstPlace?: number; slug?: string }) {
  const { stage, chain, players, lang } = props;
  const w = words(lang, GROUP_TABLES_WORDS);
  const sep = decimalSeparator(lang);
  const name = (s: number) => players.find((p) => p.startNo === s)?.name ?? String(s);
  const score = (a: number, b: number) => {
    const g = stage.games.find((x) => (x.white === a && x.black === b) || (x.white === b && x.black === a));
    if (!g || g.result === null) return '';
    const p = pointsOf(g, a)!;
    return isForfeit(g.result) ? (p === 2 ? '+' : '−') : scoreSymbol(p);
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
              <SlotName slot={m} players={players} lang={lang} slug={props.slug} />
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
                  <th scope="col" className="num game" key={r.startNo}>{i + 1}</th>
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
                    <th scope="row"><EventPlayerName startNo={r.startNo} players={players} lang={lang} slug={props.slug} /></th>
                    {stage.standings.map((c) => (
                      <td className={c.startNo === r.startNo ? 'num game diagonal' : 'num game'} key={c.startNo}>{c.startNo === r.startNo ? '×' : score(r.startNo, c.startNo)}</td>
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
      {stage.games.some((g) => g.line === 0) && <p>{w.forfeitByRules}: {stage.games.filter((g) => g.line === 0).map((g) => `${name(g.white)} – ${name(g.black)} ${formatGameResult(g.result!)}`).join('; ')}</p>}
      {stage.standings.length > 0 && stage.remaining.length > 0 && (
        <p>
          {w.remaining} {stage.remaining.map(([a, b]) => `${name(a)} – ${name(b)}`).join('; ')}
        </p>
      )}
    </div>
  );
}

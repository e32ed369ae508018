import Link from 'next/link';
import { resultSymbol, type CrossCell, type CrossTable } from '@/lib/games/cross-table';
import type { Edition } from '@/lib/games/editions';
import type { RankedRow } from '@/lib/games/rank-by-chain';
import type { TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, formatTiebreak, type Lang } from '@/lib/i18n/messages';
import { TOURNAMENT_GAMES_WORDS } from '@/lib/i18n/games-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


interface TournamentGamesProps {
  lang: Lang;
  edition: Edition;
  chain: TiebreakCode[];
  ranking: RankedRow[];
  table: CrossTable;
  /** The player page of a ranked player, by start number (only players in the season table have one). */
  hrefOf: (startNumber: number) => string | null;
  jsonHref: string;
}

/** A tournament uploaded as TRF: the final ranking with its tie-break columns, and the cross-table (issue 8). */
export function TournamentGames({ lang, edition, chain, ranking, table, hrefOf, jsonHref }: TournamentGamesProps) {
  const w = words(lang, TOURNAMENT_GAMES_WORDS);
  const sep = decimalSeparator(lang);
  const name = (n: string, startNumber: number) => {
    const href = hrefOf(startNumber);
    return href ? <Link href={href}>{n}</Link> : n;
  };
  const cell = (c: CrossCell) => {
    const colour = c.colour ? w.colour[c.colour] : '';
    const who = c.opponentRank === null ? '' : String(c.opponentRank);
    return `${who}${colour}${who || colour ? ' ' : ''}${resultSymbol(c.result)}`.trim();
  };
  return (
    <section aria-labelledby="games-ranking">
      <h3 id="games-ranking">{w.ranking}</h3>
      <p className="explain">
        {w.explain(chain.join(', '), edition)} <a href={jsonHref}>{w.download}</a>
      </p>
      <DataTable fit data-testid="games-ranking">
        <thead>
          <tr>
            <th scope="col" className="num">{w.rank}</th>
            <th scope="col" className="num">{w.startNo}</th>
            <th scope="col" className="sticky">{w.player}</th>
            <th scope="col" className="num">{w.points}</th>
            {chain.map((code) => (
              <th scope="col" className="num" key={code}>{code}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ranking.map((r) => (
            <tr key={r.startNumber}>
              <td className="num">{r.rank}</td>
              <td className="num">{r.startNumber}</td>
              <td className="sticky">{name(r.name, r.startNumber)}</td>
              <td className="num">{formatPoints(r.points, sep)}</td>
              {chain.map((code) => (
                <td className="num" key={code}>{formatTiebreak(lang, code, r.values[code] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h3>{w.crossTable}</h3>
      <p className="muted">{w.legend}</p>
      <DataTable fit data-testid="cross-table" className="cross-table">
        <thead>
          <tr>
            <th scope="col" className="num">{w.rank}</th>
            <th scope="col" className="sticky">{w.player}</th>
            {table.kind === 'swiss'
              ? Array.from({ length: table.roundCount }, (_, i) => (
                  <th scope="col" className="num" key={i}>{w.round(i + 1)}</th>
                ))
              : table.rows.map((r) => (
                  <th scope="col" className="num game" key={r.startNumber} title={r.name}>{r.rank}</th>
                ))}
            <th scope="col" className="num">{w.points}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.startNumber}>
              <td className="num">{r.rank}</td>
              <td className="sticky">{name(r.name, r.startNumber)}</td>
              {table.kind === 'swiss'
                ? r.rounds.map((c, i) => (
                    <td className="num" key={i}>{cell(c)}</td>
                  ))
                : r.against!.map((cells, i) => (
                    <td className={cells === null ? 'num game diagonal' : 'num game'} key={i}>
                      {cells === null ? '×' : cells.map((c) => resultSymbol(c.result)).join(' ')}
                    </td>
                  ))}
              <td className="num">{formatPoints(r.points, sep)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

import type { CrossTable } from './cross-table';
import type { Edition } from './editions';
import { resultPoints } from '@/lib/import/trf/result-codes';
import type { RankedRow } from './rank-by-chain';
import { tiebreakDecimal, type TiebreakCode } from './tiebreaks/tiebreak-registry';

/**
 * The JSON of a tournament's games (issue 8): the ranking in the shape of `gp tiebreaks --json`
 * (competitions.md §6: startNo, name, points, rank, tiebreaks as decimals) and each player's
 * rounds (opponent start number and rank, colour, TRF result code, points).
 */
export function gamesToJson(g: { edition: Edition; chain: readonly TiebreakCode[]; ranking: readonly RankedRow[]; table: CrossTable }) {
  const rounds = new Map(g.table.rows.map((r) => [r.startNumber, r.rounds]));
  return {
    edition: g.edition,
    tiebreaks: [...g.chain],
    kind: g.table.kind,
    rounds: g.table.roundCount,
    ranking: g.ranking.map((r) => ({
      startNo: r.startNumber,
      name: r.name,
      points: r.points / 2,
      rank: r.rank,
      tiebreaks: Object.fromEntries(g.chain.map((code) => [code, tiebreakDecimal(code, r.values[code] ?? 0)])),
      games: (rounds.get(r.startNumber) ?? []).map((c, i) => ({ round: i + 1, opponent: c.opponentStartNumber, opponentRank: c.opponentRank, colour: c.colour, result: c.result, points: resultPoints(c.result) / 2 })),
    })),
  };
}

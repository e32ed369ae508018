import type { Edition } from './editions';
import { afterRound, type GamesModel } from './games-model';
import { rankByChain } from './rank-by-chain';
import type { TiebreakContextOptions } from './tiebreaks/create-tiebreak-context';
import type { TiebreakCode } from './tiebreaks/tiebreak-registry';

export interface RankProgressRow {
  startNumber: number;
  name: string;
  /** The rank after round 1, 2 … — one per round played so far. */
  ranks: number[];
}

/**
 * Issue 40, item 4 (chess-results' "Rank after round"): each player's rank after every round played
 * so far, as the standings would have stood then — points, then the event's own tie-break chain
 * over the games up to that round (C.07 computed on the event as it stood: `afterRound`). Rounds
 * after the last one with a result are left out; rows in the order of the latest rank.
 */
export function rankProgress(model: GamesModel, chain: readonly TiebreakCode[], edition: Edition, options: TiebreakContextOptions = {}): RankProgressRow[] {
  let played = 0;
  for (let r = 0; r < model.roundCount; r++) if (model.players.some((p) => p.rounds[r] !== undefined && p.rounds[r]!.result !== ' ')) played = r + 1;
  const ranks = new Map(model.players.map((p) => [p.startNumber, [] as number[]]));
  let last: { startNumber: number; rank: number }[] = [];
  for (let r = 1; r <= played; r++) {
    last = rankByChain(afterRound(model, r), chain, edition, options);
    for (const row of last) ranks.get(row.startNumber)!.push(row.rank);
  }
  const name = new Map(model.players.map((p) => [p.startNumber, p.name]));
  const order = played === 0 ? model.players.map((p) => p.startNumber) : last.map((x) => x.startNumber);
  return order.map((startNumber) => ({ startNumber, name: name.get(startNumber)!, ranks: ranks.get(startNumber)! }));
}

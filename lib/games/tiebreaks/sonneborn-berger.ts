import { sumAfterCuts } from './cut-entries';
import type { TiebreakContext, TiebreakFunction } from './tiebreak-context';

/**
 * Sonneborn-Berger with Art. 14 modifiers, in quarter-points: Σ opponent's score × points scored
 * against them (C.07 9.1). Half-points × half-points are quarter-points, so 21¼ stays exact (85).
 */
export function sonnebornBergerWithCuts(ctx: TiebreakContext, low: number): number[] {
  return ctx.entries.map((entries) =>
    sumAfterCuts(entries, ctx.roundCount, {
      low,
      high: 0,
      voluntaryUnplayedFirst: ctx.rules.cutVoluntaryUnplayedFirst,
      value: (e) => e.score * e.result,
    }),
  );
}

/**
 * SB (C.07 9.1); with Cut-`low` (Art. 14.1, SB/C1) without the contribution of the lowest-scored
 * opponent (several with that score: the smallest of their contributions); Art. 16.5 for voluntary
 * unplayed rounds.
 */
export const sonnebornBerger = (low = 0): TiebreakFunction => (ctx) => sonnebornBergerWithCuts(ctx, low);

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

/** SB (C.07 9.1). */
export const sonnebornBerger: TiebreakFunction = (ctx) => sonnebornBergerWithCuts(ctx, 0);

import { sumAfterCuts } from './cut-entries';
import type { TiebreakContext, TiebreakFunction } from './tiebreak-context';

/** Buchholz with Art. 14 modifiers, in quarter-points: the sum of the opponents' scores (C.07 8.1). */
export function buchholzWithCuts(ctx: TiebreakContext, low: number, high: number): number[] {
  return ctx.entries.map((entries) =>
    sumAfterCuts(entries, ctx.roundCount, {
      low,
      high,
      voluntaryUnplayedFirst: ctx.rules.cutVoluntaryUnplayedFirst,
      value: (e) => e.score * 2,
    }),
  );
}

/** BH (C.07 8.1): the sum of the opponents' scores; unplayed rounds by the edition (Art. 16 / 2009). */
export const buchholz: TiebreakFunction = (ctx) => buchholzWithCuts(ctx, 0, 0);

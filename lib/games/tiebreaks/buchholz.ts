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

/**
 * BH (C.07 8.1): the sum of the opponents' scores; unplayed rounds by the edition (Art. 16 / 2009).
 * With Art. 14 modifiers: Cut-`low` leaves out the `low` least significant values (BH/C1, BH/C2),
 * Median-k also the `high` most significant ones (BH/M1 is low 1, high 1).
 */
export const buchholz = (low = 0, high = 0): TiebreakFunction => (ctx) => buchholzWithCuts(ctx, low, high);

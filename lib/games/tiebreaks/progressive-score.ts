import type { TiebreakContext, TiebreakFunction } from './tiebreak-context';

/**
 * Progressive score with the first `cut` rounds left out, in quarter-points: the sum of the running
 * score after each round (C.07 7.5). Points awarded without playing count as they were awarded.
 */
export function progressiveScoreWithCut(ctx: TiebreakContext, cut: number): number[] {
  return ctx.players.map((p) => {
    let running = 0;
    let sum = 0;
    p.rounds.forEach((r, i) => {
      running += r.points;
      if (i >= cut) sum += running;
    });
    return sum * 2;
  });
}

/** PS (C.07 7.5); with Cut-`cut` (Art. 14.1, PS/C1) the running scores after the first `cut` rounds — the least significant values — are left out. */
export const progressiveScore = (cut = 0): TiebreakFunction => (ctx) => progressiveScoreWithCut(ctx, cut);

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

/** PS (C.07 7.5). */
export const progressiveScore: TiebreakFunction = (ctx) => progressiveScoreWithCut(ctx, 0);

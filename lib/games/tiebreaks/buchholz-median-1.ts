import { buchholzWithCuts } from './buchholz';
import type { TiebreakFunction } from './tiebreak-context';

/** BH/M1 (C.07 8.1 with Art. 14.2 Median-1): Buchholz without the least and the most significant value. */
export const buchholzMedian1: TiebreakFunction = (ctx) => buchholzWithCuts(ctx, 1, 1);

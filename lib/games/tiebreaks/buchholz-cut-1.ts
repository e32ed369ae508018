import { buchholzWithCuts } from './buchholz';
import type { TiebreakFunction } from './tiebreak-context';

/** BH/C1 (C.07 8.1 with Art. 14.1 Cut-1): Buchholz without the least significant value. */
export const buchholzCut1: TiebreakFunction = (ctx) => buchholzWithCuts(ctx, 1, 0);

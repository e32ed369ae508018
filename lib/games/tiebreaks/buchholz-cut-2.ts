import { buchholzWithCuts } from './buchholz';
import type { TiebreakFunction } from './tiebreak-context';

/** BH/C2 (C.07 8.1 with Art. 14.1 Cut-2): Buchholz without the two least significant values. */
export const buchholzCut2: TiebreakFunction = (ctx) => buchholzWithCuts(ctx, 2, 0);

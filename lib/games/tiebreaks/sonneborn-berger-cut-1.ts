import { sonnebornBergerWithCuts } from './sonneborn-berger';
import type { TiebreakFunction } from './tiebreak-context';

/**
 * SB/C1 (C.07 9.1 with Art. 14.1): without the contribution of the lowest-scored opponent (several
 * with that score: the smallest of their contributions); Art. 16.5 for voluntary unplayed rounds.
 */
export const sonnebornBergerCut1: TiebreakFunction = (ctx) => sonnebornBergerWithCuts(ctx, 1);

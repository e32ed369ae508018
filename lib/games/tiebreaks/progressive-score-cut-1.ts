import { progressiveScoreWithCut } from './progressive-score';
import type { TiebreakFunction } from './tiebreak-context';

/** PS/C1 (C.07 7.5 with Art. 14.1): the running score after round 1 — the least significant value — is left out. */
export const progressiveScoreCut1: TiebreakFunction = (ctx) => progressiveScoreWithCut(ctx, 1);

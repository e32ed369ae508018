import type { Edition } from '@/lib/games/editions';
import { afterRound, type GamesModel } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { applyLots, type OrderedRow } from './apply-lots';
import { completedRounds } from '@/lib/games/completed-rounds';
import type { SwissOpenRules } from './swiss-open-rules';

interface ContinuationRow extends OrderedRow {
  /** n + 1, n + 2 … among the players who did not qualify (shared while a complete tie is open). */
  place: number;
  /** Still in the play-off: may yet leave the Swiss for the final stage. */
  mayQualify: boolean;
}

export interface SwissContinuation {
  /** All rounds of the Swiss: qualifier + continuation (8 + 5). */
  rounds: number;
  roundsPlayed: number;
  rows: ContinuationRow[];
  /** The places are final: the qualifiers are known and every round is played. */
  decided: boolean;
}

interface SwissContinuationParams {
  model: GamesModel;
  rules: SwissOpenRules;
  edition: Edition;
  /** The players who left for the final stage (as far as known). */
  qualified: ReadonlySet<number>;
  /** Players who may still qualify (the play-off under way). */
  undecided: ReadonlySet<number>;
  qualifiersKnown: boolean;
  lots: readonly (readonly number[])[];
}

/**
 * The Swiss for everybody else (§2.6): the qualifiers leave after round 8 (their rounds 9–13 are
 * unplayed, which the tie-breaks of their former opponents take into account per the edition);
 * the same chain over all rounds orders the rest; "Zwycięzca Turnieju Szwajcarskiego będzie
 * sklasyfikowany na 17 miejscu, itd.".
 */
export function swissContinuation(params: SwissContinuationParams): SwissContinuation {
  const { rules } = params;
  const rounds = rules.qualifier.rounds + (rules.continuation?.rounds ?? 0);
  const roundsPlayed = Math.min(completedRounds(params.model), rounds);
  const ranked = applyLots(rankByChain(afterRound(params.model, roundsPlayed), rules.continuation?.chain ?? rules.qualifier.chain, params.edition), params.lots);
  const rest = ranked.filter((r) => !params.qualified.has(r.startNumber));
  const first = (rules.qualifier.qualifiers ?? 0) + 1;
  const rows: ContinuationRow[] = [];
  rest.forEach((r, i) => {
    const previous = rows[i - 1];
    const shared = previous !== undefined && r.openTie && previous.openTie && previous.rank === r.rank;
    rows.push({ ...r, place: shared ? previous.place : first + i, mayQualify: params.undecided.has(r.startNumber) });
  });
  return { rounds, roundsPlayed, rows, decided: params.qualifiersKnown && roundsPlayed === rounds };
}

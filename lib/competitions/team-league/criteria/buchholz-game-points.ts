import { buchholzEntries, sumWithoutLowest } from '../team-buchholz';
import type { RankingCriterionRule } from './ranking-criterion';

/**
 * Seed 001's "Buchholz z odrzuceniem po jednym skrajnym wyniku" (`buchholzCut1`, code BH/C1) and
 * "pełny Buchholz" (`buchholz`, BH): the opponents' game points, unplayed rounds as
 * `buchholzUnplayed` says (team-buchholz.ts). Half-points.
 */
export function buchholzOfGamePoints(cut: number): RankingCriterionRule {
  return {
    kind: 'value',
    unit: 2,
    values: (input) => buchholzEntries(input.rounds, input.boards, input.buchholzUnplayed).map((e) => [sumWithoutLowest(e, cut)]),
  };
}

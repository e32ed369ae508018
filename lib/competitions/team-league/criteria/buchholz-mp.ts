import type { RankingCriterionRule } from './ranking-criterion';
import { opponentScores } from './unplayed-rounds';

/**
 * `buchholzMP` (chess-results "BH:MP"): the sum of the opponents' final match points; a bye (or
 * another unplayed round) adds the edition's virtual or dummy opponent — in 2023 the team's own
 * match points (competitions.md §6: "a bye adds the team's own"). With `cut` (issue 40, a file's
 * `BH:MP/C1`) the lowest value (or the `cut` lowest) left out.
 */
export function buchholzOfMatchPoints(cut: number): RankingCriterionRule {
  return {
    kind: 'value',
    unit: 1,
    values(input) {
      return opponentScores(input, 'match').map((values) => [
        [...values]
          .sort((a, b) => a - b)
          .slice(Math.min(cut, values.length))
          .reduce((s, v) => s + v, 0),
      ]);
    },
  };
}

export const buchholzMP: RankingCriterionRule = buchholzOfMatchPoints(0);

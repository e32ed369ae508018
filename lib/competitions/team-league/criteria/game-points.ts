import { sumRounds, type RankingCriterionRule } from './ranking-criterion';

/** `gamePoints` (competitions.md §6): the sum of the board results (a forfeit win 1); a bye `byeGamePoints` / 2. Half-points. */
export const gamePoints: RankingCriterionRule = {
  kind: 'value',
  unit: 2,
  values: (input) => sumRounds(input, (r) => r.gamePoints).map((v) => [v]),
};

import { sumRounds, type RankingCriterionRule } from './ranking-criterion';

/**
 * `matchPoints` (competitions.md §6): points.matchWin / matchDraw / matchLoss per match (2 / 1 / 0),
 * a bye `byeMatchPoints`, a forfeited match `forfeitMatchPoints` — as scoreMatch gave them.
 */
export const matchPoints: RankingCriterionRule = {
  kind: 'value',
  unit: 1,
  values: (input) => sumRounds(input, (r) => r.matchPoints).map((v) => [v]),
};

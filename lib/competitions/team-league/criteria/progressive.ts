import type { RankingCriterionRule } from './ranking-criterion';

/** Seed 001's "progres (małych punktów)" (`progressive`, code PS): the sum of the running game points after each round. Half-points. */
export const progressive: RankingCriterionRule = {
  kind: 'value',
  unit: 2,
  values: (input) =>
    input.rounds.map((rs) => {
      let running = 0;
      return [rs.reduce((sum, r) => sum + (running += r.gamePoints), 0)];
    }),
};

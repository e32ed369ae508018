import type { RankingCriterionRule } from './ranking-criterion';

/** Seed 001's "lepszy wynik na pierwszej szachownicy i w razie potrzeby kolejno na dalszych" (`boardPoints`, code BOARDS): board 1's points, then board 2's … Half-points. */
export const boardPoints: RankingCriterionRule = {
  kind: 'value',
  unit: 2,
  values: (input) => input.rounds.map((rs) => Array.from({ length: input.boards }, (_, b) => rs.reduce((s, r) => s + r.boardPoints[b]!, 0))),
};

import type { RankingCriterionRule } from './ranking-criterion';

/**
 * `berlinerWertung` (Berliner Wertung): board-weighted points — a win on board k of n is worth
 * n + 1 − k, a draw half of it. Boards as scored (scoreMatch): a forfeit win counts as a win; a
 * bye's game points spread evenly over its boards (our reading, as for the board tie-break).
 * Half-points × weight: unit 2.
 */
export const berlinerWertung: RankingCriterionRule = {
  kind: 'value',
  unit: 2,
  values: (input) => input.rounds.map((rs) => [rs.reduce((s, r) => s + r.boardPoints.reduce((b, points, k) => b + points * (input.boards - k), 0), 0)]),
};

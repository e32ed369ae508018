import type { RankingCriterionRule } from './ranking-criterion';
import { opponentScores } from './unplayed-rounds';

/**
 * `sonnebornBergerGG` (FIDE "EGGSB"; chess-results "FIDE-Sonneborn-Berger"): the sum over the
 * rounds of (the opponent's final game points × the team's own game points in that match). A bye
 * or another unplayed round counts against the edition's virtual or dummy opponent
 * (unplayed-rounds.ts; 2023: the team's own final game points). Half-points × half-points: unit 4.
 */
export const sonnebornBergerGG: RankingCriterionRule = {
  kind: 'value',
  unit: 4,
  values(input) {
    const opponents = opponentScores(input, 'game');
    return input.rounds.map((rs, t) => [rs.reduce((s, r, i) => s + opponents[t]![i]! * r.gamePoints, 0)]);
  },
};

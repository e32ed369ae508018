import type { RankingCriterionRule } from './ranking-criterion';
import { opponentScores } from './unplayed-rounds';

/**
 * `sonnebornBergerMG` (FIDE "EMGSB", the Olympiad's: issue 40): the sum over the rounds of (the
 * opponent's final match points × the team's own game points in that match); with `cut` the
 * smallest contribution (or the `cut` smallest) left out, as the file's `EMGSB/C1` asks. A bye or
 * another unplayed round counts against the edition's virtual or dummy opponent
 * (unplayed-rounds.ts). Match points × half-points: unit 2.
 */
export function sonnebornBergerMG(cut: number): RankingCriterionRule {
  return {
    kind: 'value',
    unit: 2,
    values(input) {
      const opponents = opponentScores(input, 'match');
      return input.rounds.map((rs, t) => {
        const parts = rs.map((r, i) => opponents[t]![i]! * r.gamePoints).sort((a, b) => a - b);
        return [parts.slice(Math.min(cut, parts.length)).reduce((s, v) => s + v, 0)];
      });
    },
  };
}

import type { RankingCriterionRule } from './ranking-criterion';
import { opponentScores } from './unplayed-rounds';

/**
 * `sonnebornBergerReal` (chess-results "Sonneborn-Berger with real points"): the sum over the
 * rounds of (the opponent's final game points × 1 for a match won, ½ drawn, 0 lost). Won, drawn,
 * lost by the match points of the round (a bye's `byeMatchPoints` of 1 is a draw's; our reading),
 * its opponent the edition's virtual or dummy one (unplayed-rounds.ts). Half-points × halves: unit 4.
 */
export const sonnebornBergerReal: RankingCriterionRule = {
  kind: 'value',
  unit: 4,
  values(input) {
    const opponents = opponentScores(input, 'game');
    const p = input.points;
    const factor = (mp: number) => (mp >= p.matchWin ? 2 : mp >= p.matchDraw && mp > p.matchLoss ? 1 : 0);
    return input.rounds.map((rs, t) => [rs.reduce((s, r, i) => s + (r.kind === 'not-paired' || r.kind === 'pending' ? 0 : opponents[t]![i]! * factor(r.matchPoints)), 0)]);
  },
};

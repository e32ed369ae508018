import type { TeamRound } from '../team-rounds';
import type { RankingInput } from './ranking-criterion';

/** Which score of a team an opponent-based criterion sums: game points (half-points) or match points. */
type TeamScore = 'game' | 'match';

/** A round the team sat down to: played, or paired and not reported yet (its opponent is known). */
export function isPlayed(r: TeamRound): boolean {
  return r.kind === 'played' || r.kind === 'pending';
}

/**
 * For each team and each of its rounds, the opponent's score the criterion uses (tiebreaks.md,
 * "Unplayed rounds", applied to teams as C.07 applies it to players; our reading):
 *  - `fide-2009`: a played round's opponent counts with the opponent's unplayed rounds as drawn
 *    matches; the team's own unplayed round (bye, forfeited match either way, no pairing) counts
 *    against a virtual opponent who starts the round with the team's score, scores the opposite of
 *    the team's result and draws every later round: S_before + (win − result) + draw · (n − R).
 *  - `fide-2023` (Art. 16.4): a played round's opponent counts with the points awarded; the team's
 *    own unplayed round counts against a dummy with the team's own final score
 *    (competitions.md §6: "a bye counts as a match against a virtual opponent with the team's own
 *    final game points").
 *  - `fide-2026`: as 2023, the dummy's score capped — for a forfeited match by the scheduled
 *    opponent's score, for every other unplayed round by a draw's points × the rounds.
 * A match score below a loss (−2 for a forfeit) counts as a loss in the virtual opponent's result.
 */
export function opponentScores(input: RankingInput, score: TeamScore): number[][] {
  const { rounds, boards, points, edition } = input;
  const n = rounds[0]?.length ?? 0;
  const of = (r: TeamRound) => (score === 'game' ? r.gamePoints : r.matchPoints);
  const win = score === 'game' ? 2 * boards : points.matchWin;
  const draw = score === 'game' ? boards : points.matchDraw;
  const loss = score === 'game' ? 0 : points.matchLoss;
  const actual = rounds.map((rs) => rs.reduce((s, r) => s + of(r), 0));
  const adjusted = rounds.map((rs) => rs.reduce((s, r) => s + (isPlayed(r) ? of(r) : draw), 0));
  return rounds.map((rs, t) => {
    let before = 0;
    return rs.map((r) => {
      let value: number;
      if (isPlayed(r)) value = edition === 'fide-2009' ? adjusted[r.opponent!]! : actual[r.opponent!]!;
      else if (edition === 'fide-2009') value = before + (win - Math.min(win, Math.max(loss, of(r)))) + draw * (n - r.round);
      else if (edition === 'fide-2023') value = actual[t]!;
      else {
        const cap = (r.kind === 'forfeit-win' || r.kind === 'forfeit-loss') && r.opponent !== null ? actual[r.opponent]! : draw * n;
        value = Math.min(actual[t]!, cap);
      }
      before += of(r);
      return value;
    });
  });
}

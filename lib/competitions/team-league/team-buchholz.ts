import type { HalfPoints } from '@/lib/half-points';
import type { TeamRound } from './team-rounds';
import type { TeamLeagueRules } from './team-league-rules';

/**
 * The values a team's Buchholz adds up, one per Swiss round, in half-points of game points.
 * Our reading (competitions.md §5): "wartościowanie Buchholza" sums the opponents' game points.
 *  - `virtual-opponent` (the fide-2009 way, tiebreaks.md): an opponent's unplayed rounds (bye,
 *    forfeit, no pairing) count as drawn matches in the opponent's score; the team's own unplayed
 *    round counts against a virtual opponent who starts the round with the team's game points,
 *    scores the opposite of the team's result and then draws every later round:
 *    S_before + (full − S_result) + draw · (n − R), with full = all boards won, draw = half of them.
 *  - `actual`: the opponents' game points as they stand; rounds without an opponent add nothing.
 * A match not yet reported counts as played (its opponent is known).
 */
export function buchholzEntries(rounds: readonly (readonly TeamRound[])[], boards: number, mode: TeamLeagueRules['buchholzUnplayed']): HalfPoints[][] {
  const full = 2 * boards;
  const draw = boards;
  const n = rounds[0]?.length ?? 0;
  const played = (r: TeamRound) => r.kind === 'played' || r.kind === 'pending';
  const actual = rounds.map((rs) => rs.reduce((s, r) => s + r.gamePoints, 0));
  const adjusted = rounds.map((rs) => rs.reduce((s, r) => s + (played(r) ? r.gamePoints : draw), 0));
  return rounds.map((rs) => {
    const entries: HalfPoints[] = [];
    let before = 0;
    for (const r of rs) {
      if (mode === 'actual') {
        if (r.opponent !== null) entries.push(actual[r.opponent]!);
      } else if (played(r)) {
        entries.push(adjusted[r.opponent!]!);
      } else {
        entries.push(before + (full - r.gamePoints) + draw * (n - r.round));
      }
      before += r.gamePoints;
    }
    return entries;
  });
}

/** Buchholz without the `cut` lowest values (C.07 Art. 14: with no more values than cuts, 0). */
export function sumWithoutLowest(entries: readonly HalfPoints[], cut: number): HalfPoints {
  if (entries.length <= cut) return 0;
  return [...entries]
    .sort((a, b) => a - b)
    .slice(cut)
    .reduce((s, x) => s + x, 0);
}

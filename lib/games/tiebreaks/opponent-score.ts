import type { HalfPoints } from '@/lib/half-points';
import type { ByeBeforeForfeitLoss, PlayerView, TiebreakContext } from './tiebreak-context';
import { forfeitsCountAsPlayed } from './tiebreak-context';

type Needs = Pick<TiebreakContext, 'rules' | 'roundRobin' | 'reading'>;

const DRAW: HalfPoints = 1;

/**
 * The score a player counts for in an opponent's Buchholz or Sonneborn-Berger.
 *  - Round robins (C.07 15.2): the real score — every round was scheduled, nothing is adjusted.
 *  - fide-2009: every unplayed game of the player counts as a draw (tiebreaks.md, "for the
 *    opponents' tie-breaks, all of a player's unplayed games count as draws").
 *  - fide-2023 / fide-2026, Art. 16.3: unplayed rounds of categories 1–4 count the points awarded;
 *    category 5 (16.2.5: a requested bye or absence followed only by voluntary unplayed rounds,
 *    or in the last round) counts as a draw. See `ByeBeforeForfeitLoss` for the one disputed case.
 */
export function opponentScore(player: PlayerView, ctx: Needs): HalfPoints {
  if (forfeitsCountAsPlayed(ctx)) return player.points;
  if (ctx.rules.unplayedRounds === 'virtual-opponent') {
    return player.rounds.reduce((sum, r) => sum + (r.kind === 'played' ? r.points : DRAW), 0);
  }
  const lastPresent = lastRoundNotMissedByChoice(player, ctx.reading);
  return player.rounds.reduce((sum, r, i) => {
    const requestedOrAbsent = r.kind === 'half-point-bye' || r.kind === 'zero-point-bye';
    return sum + (requestedOrAbsent && i + 1 > lastPresent ? DRAW : r.points);
  }, 0);
}

/**
 * The last round (1-based; 0 for none) after which the player missed every round by choice —
 * the look-ahead of 16.2.3 / 16.2.5. Byes and absences are always missed by choice; a forfeit loss
 * only under the `'draw'` reading.
 */
function lastRoundNotMissedByChoice(player: PlayerView, reading: ByeBeforeForfeitLoss): number {
  let last = 0;
  player.rounds.forEach((r, i) => {
    const byChoice = r.kind === 'half-point-bye' || r.kind === 'zero-point-bye' || (reading === 'draw' && r.kind === 'forfeit-loss');
    if (!byChoice) last = i + 1;
  });
  return last;
}

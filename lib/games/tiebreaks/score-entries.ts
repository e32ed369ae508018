import type { HalfPoints } from '@/lib/half-points';
import { forfeitsCountAsPlayed, isVoluntaryUnplayed, type PlayerView, type TiebreakContext } from './tiebreak-context';

/** One round's contribution to a player's Buchholz-type and Sonneborn-Berger values. */
export interface ScoreEntry {
  round: number;
  /** The opponent's score as C.07 counts it (or the dummy's / virtual opponent's), half-points. */
  score: HalfPoints;
  /** What the player scored in the round, half-points. */
  result: HalfPoints;
  /** The round is one the player chose not to play (Art. 16.1); cuts take these first (16.5). */
  voluntaryUnplayed: boolean;
}

type Needs = Pick<TiebreakContext, 'rules' | 'roundRobin' | 'roundCount' | 'opponentScores'>;

/**
 * A player's rounds as Buchholz and Sonneborn-Berger see them.
 *  - Round robins (15.2): a game, played or forfeited, against the scheduled opponent; rounds
 *    without an opponent (the rest round of an odd number of players) count for nothing.
 *  - fide-2023 / 2026 (Art. 16.4): an unplayed round (forfeit or bye) is a game against a dummy
 *    whose score is the player's own final score, with the points awarded as the result. 2026
 *    caps the dummy: for a forfeit, at the scheduled opponent's score (16.4.1); for other unplayed
 *    rounds, at draw points × number of rounds (16.4.2).
 *  - fide-2009: an unplayed round is a game against a virtual opponent who starts the round with
 *    the player's score, gets the opposite result, then draws: S_before + (1 − S_result) + ½·(n − R).
 */
export function scoreEntries(player: PlayerView, ctx: Needs): ScoreEntry[] {
  const entries: ScoreEntry[] = [];
  const n = ctx.roundCount;
  let before: HalfPoints = 0;
  player.rounds.forEach((r, i) => {
    const round = i + 1;
    const opponentScore = r.opponent === null ? null : ctx.opponentScores[r.opponent]!;
    if (forfeitsCountAsPlayed(ctx)) {
      if (opponentScore !== null) entries.push({ round, score: opponentScore, result: r.points, voluntaryUnplayed: false });
    } else if (r.kind === 'played' && opponentScore !== null) {
      entries.push({ round, score: opponentScore, result: r.points, voluntaryUnplayed: false });
    } else if (ctx.rules.unplayedRounds === 'virtual-opponent') {
      // half-points: ½·(n − R) points is (n − R) half-points, (1 − S) points is (2 − s) half-points
      entries.push({ round, score: before + (2 - r.points) + (n - round), result: r.points, voluntaryUnplayed: false });
    } else {
      let dummy = player.points;
      if (ctx.rules.capDummy) dummy = Math.min(dummy, opponentScore ?? n /* draw (1 half-point) × n rounds */);
      entries.push({ round, score: dummy, result: r.points, voluntaryUnplayed: isVoluntaryUnplayed(r.kind) });
    }
    before += r.points;
  });
  return entries;
}

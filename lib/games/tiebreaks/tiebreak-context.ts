import type { HalfPoints } from '@/lib/half-points';
import type { Edition, EditionRules } from '@/lib/games/editions';
import type { ResultKind } from '@/lib/games/games-model';
import type { ScoreEntry } from './score-entries';

/**
 * The known disagreement (tiebreaks.md): a requested or zero-point bye (or an absence) followed
 * only by a forfeit loss. C.07 (2023) 16.2.5 puts a requested bye "followed only by VURs" in
 * category 5 (a draw for the opponents' tie-breaks), and 16.1 calls a forfeit loss a VUR.
 *  - `'face-value'` (ours, and Vega's): the trailing forfeit loss is not a round the player chose
 *    to miss while looking ahead, so the bye keeps the points it awarded (category 3). This is the
 *    only reading that reproduces every published value of the Hobsons Bay Cup 2024
 *    (verification_summary.json: "2023b … reproduces ALL", 43/43 BH and BH-C1, where the other
 *    reading gets 33/43 and 36/43); the eight other events do not tell the readings apart.
 *  - `'draw'` (TieBreakServer 1.9.57): the forfeit loss is a VUR, so the bye is category 5 (a draw).
 * The trailing forfeit loss itself always counts at face value (category 4).
 */
export type ByeBeforeForfeitLoss = 'face-value' | 'draw';
export const DEFAULT_BYE_BEFORE_FORFEIT_LOSS: ByeBeforeForfeitLoss = 'face-value';

interface RoundView {
  kind: ResultKind;
  /** Index of the opponent in `TiebreakContext.players`, or null. */
  opponent: number | null;
  colour: 'w' | 'b' | null;
  points: HalfPoints;
}

export interface PlayerView {
  index: number;
  startNumber: number;
  rating: number | null;
  /** Final score in half-points. */
  points: HalfPoints;
  rounds: RoundView[];
}

export interface TiebreakContext {
  edition: Edition;
  rules: EditionRules;
  roundCount: number;
  roundRobin: boolean;
  reading: ByeBeforeForfeitLoss;
  players: PlayerView[];
  /** The score each player counts for as someone's opponent (2009 draws, 2023 Art. 16.3, 15.2). */
  opponentScores: HalfPoints[];
  /** Per player, one value per round for Buchholz and Sonneborn-Berger (Art. 16.4 / virtual opponent). */
  entries: ScoreEntry[][];
  indexOf: ReadonlyMap<number, number>;
}

/** Round robins under 15.2 count a forfeit as a played game against the scheduled opponent. */
export function forfeitsCountAsPlayed(ctx: Pick<TiebreakContext, 'roundRobin' | 'rules'>): boolean {
  return ctx.roundRobin && ctx.rules.roundRobinForfeitsPlayed;
}

/** Art. 16.1: a voluntary unplayed round is a requested bye (half or zero), an absence, or a forfeit loss. */
export function isVoluntaryUnplayed(kind: ResultKind): boolean {
  return kind === 'half-point-bye' || kind === 'zero-point-bye' || kind === 'forfeit-loss';
}

/** Groups of player indexes still tied when a tie-break is applied (only direct encounter reads them). */
type TiedGroups = readonly (readonly number[])[];

/** One tie-break: a value per player (indexed like `ctx.players`), an integer in its definition's unit. */
export type TiebreakFunction = (ctx: TiebreakContext, tied: TiedGroups) => number[];

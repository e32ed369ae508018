import type { HalfPoints } from '@/lib/half-points';

/** A game result from white's side as `games.csv` writes it (competitions.md §6). */
/** `-/-` (a double forfeit) is never read from games.csv: only the rules write it (two withdrawn players). */
export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '+/-' | '-/+' | '-/-';

/** One row of `games.csv`: a game of a stage after the qualifier. */
export interface EventGame {
  /** Physical line in games.csv (0 for games the rules add, e.g. a withdrawn player's forfeits). */
  line: number;
  stage: string;
  /** A round number, or `A` for an armageddon. */
  round: number | 'A';
  /** Start numbers in swiss.trf. */
  white: number;
  black: number;
  /** null: paired, not yet played (an empty result cell). */
  result: GameResult | null;
}

/** White's and black's points, in half-points. */
export function gamePoints(result: GameResult): { white: HalfPoints; black: HalfPoints } {
  switch (result) {
    case '1-0':
    case '+/-':
      return { white: 2, black: 0 };
    case '0-1':
    case '-/+':
      return { white: 0, black: 2 };
    case '1/2-1/2':
      return { white: 1, black: 1 };
    case '-/-':
      return { white: 0, black: 0 };
  }
}

export function isForfeit(result: GameResult): boolean {
  return result === '+/-' || result === '-/+' || result === '-/-';
}

/** The points a player scored in a game, in half-points; null when the game is not played yet. */
export function pointsOf(game: EventGame, startNo: number): HalfPoints | null {
  if (game.result === null) return null;
  const p = gamePoints(game.result);
  return game.white === startNo ? p.white : p.black;
}

import type { GameResult } from './event-game';

/**
 * A result cell of `games.csv` (competitions.md §6): `1-0`, `0-1`, `1/2-1/2` (also `½-½` and
 * `0.5-0.5`), `+/-`, `-/+`; spaces ignored, `:` read as `-`. An empty cell is a game paired but not
 * yet played (null). Anything else is `undefined`: not a result.
 */
export function readGameResult(cell: string): GameResult | null | undefined {
  const text = cell.replace(/\s+/g, '').replace(/:/g, '-').replace(/½/g, '1/2').replace(/0[.,]5/g, '1/2');
  if (text === '') return null;
  switch (text) {
    case '1-0':
    case '0-1':
    case '1/2-1/2':
    case '+/-':
    case '-/+':
      return text;
    case '+-':
      return '+/-';
    case '-+':
      return '-/+';
    default:
      return undefined;
  }
}

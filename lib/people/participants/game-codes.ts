/**
 * A game's result from one player's side, in the TRF's own codes (C.04 Annex 2): `1 = 0` played,
 * `+ -` forfeits, `W D L` unrated, `H F U Z` byes, ` ` not played yet. One code set for every kind.
 */
const MIRROR: Record<string, string> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+', W: 'L', L: 'W', D: 'D' };

/** A `1-0`-style result written from white's (or home's) side, as the player on `side` reads it. */
export function sideCode(result: string | null, side: 'w' | 'b'): string {
  if (result === null) return ' ';
  const white = ({ '1-0': '1', '0-1': '0', '1/2-1/2': '=', '=': '=', '+/-': '+', '-/+': '-', '-/-': '-' } as Record<string, string>)[result];
  if (white === undefined) return ' ';
  if (result === '-/-') return '-';
  return side === 'w' ? white : MIRROR[white]!;
}

/**
 * Column arithmetic of the fixed-width TRF layout (C.04 Annex 2): columns are 1-based and
 * inclusive; round r (1-based) of a `001` record starts at column 92 + 10·(r − 1).
 */
export function field(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
}

export function roundColumn(round: number): number {
  return 92 + 10 * (round - 1);
}

/** Points as the points column writes them: `11.5`, `7`, real files also `7,5`; half-points or null. */
export function readPointsText(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const fraction = m[2] ?? '0';
  const whole = Number(m[1]);
  if (/^0+$/.test(fraction)) return whole * 2;
  if (/^50?$/.test(fraction)) return whole * 2 + 1;
  return null;
}

/** Half-points as the points column writes them: 23 → "11.5", 8 → "4.0". */
export function writePointsText(half: number): string {
  return `${Math.floor(half / 2)}.${half % 2 === 0 ? '0' : '5'}`;
}

/** Right-aligns `text` in `width` columns (truncating from the left never happens in valid data). */
export function right(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : ' '.repeat(width - text.length) + text;
}

export function left(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

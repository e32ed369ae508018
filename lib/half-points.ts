/**
 * Scores are multiples of ½. Inside the project they are integer half-points
 * (6½ → 13) so sums and comparisons are exact; only the edges print `6.5`.
 */
export type HalfPoints = number;

/** Half-points → a JSON/number value in points (13 → 6.5). */
export function toPoints(half: HalfPoints): number {
  return half / 2;
}


/** Half-points printed the Polish way or the English way: 13 → "6,5" / "6.5", 12 → "6". */
export function formatPoints(half: HalfPoints, decimalSeparator: '.' | ',' = '.'): string {
  const whole = Math.trunc(half / 2);
  const rest = Math.abs(half % 2);
  if (rest === 0) return String(whole);
  const sign = half < 0 && whole === 0 ? '-' : '';
  return `${sign}${whole}${decimalSeparator}5`;
}

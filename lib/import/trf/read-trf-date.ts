/**
 * Dates in `042`/`052` as real programs write them: `2024/06/18` (C.04 Annex 2), `2024-06-18`,
 * `2024.06.18`, `18.06.2024`, `18/06/2024`, and the two-digit year of `132` (`24/06/18`).
 * Returns an ISO date, or null when the text is not a date.
 */
export function readTrfDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(t);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(t))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{2})[/.-](\d{2})[/.-](\d{2})$/.exec(t))) [y, m, d] = [2000 + Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

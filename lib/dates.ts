/** ISO calendar dates (YYYY-MM-DD) as plain strings: they sort and compare as text. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2018-02-30). */
export function isIsoDate(value: string): value is IsoDate {
  const m = ISO.exec(value);
  if (!m) return false;
  return isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}


/**
 * The year a birth (or date) field holds — `1990`, `1990/05/01`, `1990-05-01`, `1990.05.01`, a TRF's
 * `1990/00/00` — else null (a year outside 1851–2200 is no birth year). One reading for the results
 * files, the TRF games, the rating cards and the players' directory.
 */
export function birthYearOf(birth: string | null | undefined): number | null {
  const m = /^(\d{4})(?:$|[-/.])/.exec((birth ?? '').trim());
  if (!m) return null;
  const year = Number(m[1]);
  return year > 1850 && year <= 2200 ? year : null;
}

/**
 * CR ids are numbers written as text: `9` comes before `10` (rules §2 picks the smallest on a
 * conflict). Digits only, so the shorter is the smaller, then text order; null (none) goes last.
 */
export function compareCrIds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.length - b.length || (a < b ? -1 : 1);
}

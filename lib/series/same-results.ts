import { normalizeName } from '@/lib/identity/normalize-name';

/** A row as the comparison sees it: who, with how many (half-)points. */
export interface ComparedRow {
  name: string;
  points: number;
}

/** Fewer rows than this and two tournaments may well agree by chance (a three-player file). */
export const SAME_RESULTS_MIN_ROWS = 4;

const key = (rows: readonly ComparedRow[]) =>
  rows
    .map((r) => `${normalizeName(r.name)}\u0000${r.points}`)
    .sort()
    .join('\u0001');

/**
 * Issue 40, C6: the other tournaments of the season whose rows are the same as the upload's — the
 * same players (names normalized) with the same points, in any order. The same file uploaded under
 * a new tournament id would count everyone's points twice; the arbiter is warned before committing.
 */
export function sameResultsAs(rows: readonly ComparedRow[], others: readonly { code: string; rows: readonly ComparedRow[] }[]): string[] {
  if (rows.length < SAME_RESULTS_MIN_ROWS) return [];
  const mine = key(rows);
  return others.filter((o) => o.rows.length === rows.length && key(o.rows) === mine).map((o) => o.code);
}

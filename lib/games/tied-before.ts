import type { TiebreakCode } from './tiebreaks/tiebreak-registry';

/**
 * Issue 40, C13: which rows a tie-break separates at all — those sharing their points and every
 * earlier value of the chain with another row. DE (direct encounter) is a position within a group
 * of tied players, 1 for anyone alone in theirs, so a table without ties showed "1" for everyone;
 * a page shows the value only where it decides something.
 */
export function tiedBefore(rows: readonly { points: number; values: Partial<Record<TiebreakCode, number>> }[], chain: readonly TiebreakCode[], code: TiebreakCode): boolean[] {
  const earlier = chain.slice(0, Math.max(0, chain.indexOf(code)));
  const key = (r: (typeof rows)[number]) => [r.points, ...earlier.map((c) => r.values[c] ?? '')].join('\u0000');
  const count = new Map<string, number>();
  for (const r of rows) count.set(key(r), (count.get(key(r)) ?? 0) + 1);
  return rows.map((r) => count.get(key(r))! > 1);
}

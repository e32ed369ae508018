/**
 * Competition ranks (1, 2, 2, 4) over an already sorted list: `sameRank(a, b)` tells whether two
 * neighbours share a rank. A shared rank is shown as a range: "2–3".
 */
export function competitionRanks<T>(sorted: readonly T[], sameRank: (a: T, b: T) => boolean): { rank: number; rankLabel: string }[] {
  const ranks: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    ranks.push(i > 0 && sameRank(sorted[i - 1]!, sorted[i]!) ? ranks[i - 1]! : i + 1);
  }
  const size = new Map<number, number>();
  for (const r of ranks) size.set(r, (size.get(r) ?? 0) + 1);
  return ranks.map((rank) => {
    const n = size.get(rank)!;
    return { rank, rankLabel: n > 1 ? `${rank}–${rank + n - 1}` : String(rank) };
  });
}

/** Compares optional places: a known place beats none; lower is better. */
export function comparePlaces(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });
/** Alphabetical order the Polish way, for players or clubs that share a rank. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** CR ids in numeric order; a player without one comes after. */
export { compareCrIds } from '@/lib/identity/cr-id';

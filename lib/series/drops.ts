import type { HalfPoints } from '@/lib/half-points';
import type { DropRuleSet } from './rules';

/** How many of `n` regular tournaments are dropped (rules §4: 9–11 → 1, 12–14 → 2, 15–17 → 3). */
export function dropCount(n: number, rule: DropRuleSet): number {
  switch (rule.kind) {
    case 'growing':
      return n < rule.firstAfter ? 0 : 1 + Math.floor((n - rule.firstAfter) / rule.every);
    case 'bestOf':
      return Math.max(0, n - rule.best);
    case 'none':
      return 0;
  }
}

export interface BestOfResult {
  /** Sum of the values that count. */
  sum: HalfPoints;
  /** Indexes (into `values`) of the dropped values. */
  dropped: number[];
}

/**
 * "Best N minus drops": the `drops` lowest values are dropped; among equal values the earliest
 * tournament (lowest index — callers pass values in date order) is dropped first.
 */
export function sumBest(values: readonly HalfPoints[], drops: number): BestOfResult {
  const d = Math.min(drops, values.length);
  const order = values.map((v, i) => i).sort((a, b) => values[a]! - values[b]! || a - b);
  const dropped = order.slice(0, d).sort((a, b) => a - b);
  const droppedSet = new Set(dropped);
  let sum = 0;
  for (let i = 0; i < values.length; i++) if (!droppedSet.has(i)) sum += values[i]!;
  return { sum, dropped };
}

import type { Units } from '@/lib/fraction';
import type { DropRuleSet } from './rules';

/** What the counting rules know of the season besides one player's values. */
export interface DropsContext {
  /** Regular tournaments with results. */
  n: number;
  /** The most regular tournaments any classified player played (Keshmat: best (most − 1) count). */
  mostPlayed: number;
}

/**
 * The season's number of dropped values — the `drops` of formats §4. For rules that differ per
 * player it is the number dropped for a player who played every tournament.
 */
export function dropCount(n: number, rule: DropRuleSet, context: Partial<DropsContext> = {}): number {
  switch (rule.kind) {
    case 'growing':
      // rules §4: 9–11 tournaments → 1, 12–14 → 2, 15–17 → 3
      return n < rule.firstAfter ? 0 : 1 + Math.floor((n - rule.firstAfter) / rule.every);
    case 'bestOf':
      // rule-variants (pomysl-blitz): "the worst of the edition's tournaments held so far is dropped,
      // also while the edition is under way (after 4 of 5 held the best 3 count)". Our reading: the
      // edition's M − N drops apply to the n held, but one result always counts (after 1 held, it).
      if (rule.edition !== undefined && n < rule.edition) return Math.min(rule.edition - rule.best, Math.max(0, n - 1));
      return Math.max(0, n - rule.best);
    case 'none':
      return 0;
    case 'dropWorst':
      // Hattersheim: best (n − 2) of n
      return Math.min(n, rule.count);
    case 'bestOfMostPlayed':
      // Keshmat Chess Circuit 2024/25: best (most events played by any player − 1). Early in the
      // season (most played = 1) that would count nothing; at least one result always counts.
      return Math.max(0, n - Math.max(1, (context.mostPlayed ?? n) - rule.minus));
    case 'dropIfPlayedAll':
      return Math.min(n, rule.count);
    case 'bestPerPart':
      return partsOf(n, rule).reduce((d, p) => d + Math.max(0, p.indexes.length - p.best), 0);
  }
}

/** OKS Sokół: the regular tournaments (date order) in consecutive parts, each with its own best N. */
export function partsOf(n: number, rule: Extract<DropRuleSet, { kind: 'bestPerPart' }>): { indexes: number[]; best: number }[] {
  const out: { indexes: number[]; best: number }[] = [];
  let next = 0;
  for (const part of rule.parts) {
    const size = part.tournaments === null ? n - next : Math.min(part.tournaments, n - next);
    out.push({ indexes: Array.from({ length: Math.max(0, size) }, (_, k) => next + k), best: part.best });
    next += Math.max(0, size);
  }
  return out;
}

const NONE: ReadonlySet<number> = new Set();

interface CountedValues {
  /** Sum of the values that count. */
  sum: Units;
  /** Indexes (into `values`) of the dropped values. */
  dropped: number[];
}

interface CountParams {
  /** One value per regular tournament in date order; null = absent or not eligible (worth 0). */
  values: readonly (Units | null)[];
  rule: DropRuleSet;
  context: DropsContext;
  /** Indexes that can never be dropped (Sailwave "non-discardable"). */
  neverDrop?: ReadonlySet<number>;
}

/** Which of a player's (or a club's) values count under the season's counting rule. */
export function countValues({ values, rule, context, neverDrop = NONE }: CountParams): CountedValues {
  const plain = values.map((v) => v ?? 0);
  if (rule.kind === 'dropIfPlayedAll') {
    // Dolnośląskie youth GP: only a player who played every event loses the worst
    const playedAll = values.every((v) => v !== null);
    return sumBest(plain, playedAll ? rule.count : 0, neverDrop);
  }
  if (rule.kind === 'bestPerPart') {
    const dropped: number[] = [];
    for (const part of partsOf(values.length, rule)) {
      const inPart = sumBest(part.indexes.map((i) => plain[i]!), part.indexes.length - part.best, new Set(part.indexes.flatMap((i, k) => (neverDrop.has(i) ? [k] : []))));
      dropped.push(...inPart.dropped.map((k) => part.indexes[k]!));
    }
    const droppedSet = new Set(dropped);
    return { sum: plain.reduce((s, v, i) => (droppedSet.has(i) ? s : s + v), 0), dropped };
  }
  return sumBest(plain, dropCount(values.length, rule, context), neverDrop);
}

/**
 * "Best N minus drops": the `drops` lowest values are dropped; among equal values the earliest
 * tournament (lowest index — callers pass values in date order) is dropped first. Values that can
 * never be dropped stay, and then fewer are dropped if nothing else is left.
 */
export function sumBest(values: readonly Units[], drops: number, neverDrop: ReadonlySet<number> = NONE): CountedValues {
  // Picks the lowest (value, index) `drops` times instead of sorting: called for every player of
  // every prefix of a season (progression), with a few drops out of ~40 values, it allocates nothing.
  const isDropped = new Uint8Array(values.length);
  const someNeverDrop = neverDrop.size > 0;
  let count = 0;
  for (; count < drops; count++) {
    let lowest = -1;
    for (let i = 0; i < values.length; i++) {
      if (isDropped[i] || (someNeverDrop && neverDrop.has(i))) continue;
      if (lowest === -1 || values[i]! < values[lowest]!) lowest = i;
    }
    if (lowest === -1) break;
    isDropped[lowest] = 1;
  }
  const dropped: number[] = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    if (isDropped[i]) dropped.push(i);
    else sum += values[i]!;
  }
  return { sum, dropped };
}

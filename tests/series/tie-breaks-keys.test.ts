import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sumBest } from '@/lib/series/drops';
import { comparePlaces } from '@/lib/series/ranking';
import type { TieBreakName } from '@/lib/series/rules';
import { KEYED_TIE_BREAKS, keyedTieBreakChain, TIE_BREAKS, type TieBreakComparator, type TieBreakContext, type TieBreakEntry } from '@/lib/series/tie-breaks';

/**
 * The tie-breaks are computed as a key per player, compared (a decorated sort) — for speed on
 * seasons of thousands of players. Their definition is the rule read straight off two players'
 * results, as written below (the comparators the engine used before the keys): on random players
 * the keyed tie-breaks must give the very same numbers, and so the same order.
 */
const regularEligible = (e: TieBreakEntry) => e.results.filter((r) => r.eligible && !r.final);
const placeIn = (e: TieBreakEntry, id: string | undefined) => e.results.find((r) => r.tournament === id && r.eligible)?.place ?? null;
const pointsIn = (e: TieBreakEntry, id: string) => e.results.find((r) => r.tournament === id && r.eligible)?.points ?? 0;
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
function compareDescending(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return 1;
    if (y === undefined) return -1;
    return y - x;
  }
  return 0;
}
const PLAIN: Record<TieBreakName, (context: TieBreakContext) => TieBreakComparator> = {
  finalPlace: () => (a, b) => comparePlaces(a.finalPlace, b.finalPlace),
  bestSingleResult: () => (a, b) => Math.max(0, ...regularEligible(b).map((r) => r.points)) - Math.max(0, ...regularEligible(a).map((r) => r.points)),
  lastTournamentPlace: ({ regularIds }) => {
    const last = regularIds[regularIds.length - 1];
    return (a, b) => comparePlaces(placeIn(a, last), placeIn(b, last));
  },
  sumAllResults: () => (a, b) => sum(regularEligible(b).map((r) => r.points)) - sum(regularEligible(a).map((r) => r.points)),
  pointsPerCountedEvent: () => (a, b) => {
    const na = a.results.filter((r) => r.counted).length;
    const nb = b.results.filter((r) => r.counted).length;
    if (na === 0 || nb === 0) return nb - na;
    return b.total * na - a.total * nb;
  },
  fewerEvents: () => (a, b) => regularEligible(a).length - regularEligible(b).length,
  moreEvents: () => (a, b) => regularEligible(b).length - regularEligible(a).length,
  countBack: () => (a, b) => {
    const places = (e: TieBreakEntry) => regularEligible(e).map((r) => r.place);
    const pa = places(a);
    const pb = places(b);
    const worst = Math.max(0, ...pa, ...pb);
    for (let p = 1; p <= worst; p++) {
      const c = pb.filter((x) => x === p).length - pa.filter((x) => x === p).length;
      if (c !== 0) return c;
    }
    return 0;
  },
  sailwaveA8: ({ regularIds }) => (a, b) => {
    const counted = (e: TieBreakEntry) => e.results.filter((r) => r.counted && !r.final).map((r) => r.points).sort((x, y) => y - x);
    const c = compareDescending(counted(a), counted(b));
    if (c !== 0) return c;
    for (let i = regularIds.length - 1; i >= 0; i--) {
      const d = pointsIn(b, regularIds[i]!) - pointsIn(a, regularIds[i]!);
      if (d !== 0) return d;
    }
    return 0;
  },
  lowerRating: () => (a, b) => comparePlaces(a.rating, b.rating),
};

const ids = ['t1', 't2', 't3', 't4', 'final'];
/** Small ranges, so that equal totals, places and points are common. */
const result = fc.record({
  tournament: fc.constantFrom(...ids),
  eligible: fc.boolean(),
  counted: fc.boolean(),
  place: fc.integer({ min: 1, max: 5 }),
  points: fc.integer({ min: 0, max: 6 }),
});
const entry: fc.Arbitrary<TieBreakEntry> = fc.record({
  total: fc.integer({ min: 0, max: 12 }),
  finalPlace: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  results: fc.array(result, { maxLength: 7 }).map((rs) => rs.map((r) => ({ ...r, final: r.tournament === 'final' }))),
  rating: fc.option(fc.integer({ min: 1000, max: 1003 }), { nil: null }),
});
const names = Object.keys(PLAIN) as TieBreakName[];
const context = fc.record({ regularIds: fc.subarray(ids.slice(0, 4)) });

describe('keyed tie-breaks equal the rules read off the results (decorated sort)', () => {
  test.each(names)('%s: the same comparison on random players', (name) => {
    fc.assert(
      fc.property(entry, entry, context, (a, b, ctx) => {
        const keyed = KEYED_TIE_BREAKS[name](ctx);
        expect(keyed.compare(keyed.key(a), keyed.key(b))).toBe(PLAIN[name](ctx)(a, b));
        expect(TIE_BREAKS[name](ctx)(a, b)).toBe(PLAIN[name](ctx)(a, b));
      }),
      { numRuns: 300 },
    );
  });

  test('a chain sorts players in the same order as the chain of the rules', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 2, maxLength: 30 }), fc.subarray(names), context, (players, chainNames, ctx) => {
        const plain = chainNames.map((n) => PLAIN[n](ctx));
        const byRules = (a: TieBreakEntry, b: TieBreakEntry) => b.total - a.total || plain.reduce((r, c) => r || c(a, b), 0);
        const chain = keyedTieBreakChain(chainNames, ctx);
        const decorated = players.map((e) => ({ e, key: chain.key(e) }));
        decorated.sort((x, y) => y.e.total - x.e.total || chain.compare(x.key, y.key));
        expect(decorated.map((d) => d.e)).toEqual([...players].sort(byRules));
      }),
      { numRuns: 200 },
    );
  });
});

describe('sumBest picks the same values as sorting them', () => {
  /** The definition: sort (value, index) ascending, drop the first `drops` that may be dropped. */
  function bySorting(values: number[], drops: number, neverDrop: Set<number>) {
    const order = values.map((_, i) => i).filter((i) => !neverDrop.has(i)).sort((a, b) => values[a]! - values[b]! || a - b);
    const dropped = order.slice(0, Math.max(0, Math.min(drops, order.length))).sort((a, b) => a - b);
    return { sum: values.reduce((s, v, i) => (dropped.includes(i) ? s : s + v), 0), dropped };
  }
  test('on random values, drops and never-drop sets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }), fc.integer({ min: -1, max: 14 }), fc.uniqueArray(fc.nat(12)), (values, drops, never) => {
        const neverDrop = new Set(never);
        expect(sumBest(values, drops, neverDrop)).toEqual(bySorting(values, drops, neverDrop));
      }),
      { numRuns: 500 },
    );
  });
});

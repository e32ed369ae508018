import type { Units } from '@/lib/fraction';
import { comparePlaces } from './ranking';

/** What a series tie-break looks at of a classified player. */
export interface TieBreakEntry {
  total: Units;
  /** Place in the Final's own ranking (eligible Final result), else null. */
  finalPlace: number | null;
  /** Results in date order, the Final last. */
  results: readonly {
    tournament: string;
    final: boolean;
    eligible: boolean;
    counted: boolean;
    place: number;
    points: Units;
  }[];
  /** National ranking (rules §6 category facts), for "lower rating". */
  rating: number | null;
}

export interface TieBreakContext {
  /** Regular tournaments with results, in date order. */
  regularIds: readonly string[];
}

/** Negative: `a` ranks higher. 0: still tied. */
export type TieBreakComparator = (a: TieBreakEntry, b: TieBreakEntry) => number;

/**
 * A tie-break as a key computed once per player and a comparison of keys. Sorting 1,000s of
 * players compares each one ~log n times: a key read off the results once (a decorated sort)
 * replaces re-filtering every player's results on each comparison. `compare(key(a), key(b))` is
 * the tie-break's order (tests/series/tie-breaks-keys.test.ts checks it against the plain rules).
 */
export interface KeyedTieBreak<K = unknown> {
  key(e: TieBreakEntry): K;
  compare(a: K, b: K): number;
  /** Whether the key reads `results` (a light classification builds them only when one does). */
  readsResults: boolean;
  /**
   * Whether the key reads the player's rating (a §6 category fact, from outside the rows): a light
   * classification reads the facts only when one does, and the progression cannot reuse the
   * prefixes of an earlier revision, whose rows may be equal while a rating changed.
   */
  readsRating: boolean;
}

/** The points of the eligible regular results, in date order. */
function regularEligiblePoints(e: TieBreakEntry): number[] {
  const out: number[] = [];
  for (const r of e.results) if (r.eligible && !r.final) out.push(r.points);
  return out;
}
/** The first eligible result in tournament `id`. */
function eligibleIn(e: TieBreakEntry, id: string | undefined) {
  for (const r of e.results) if (r.tournament === id && r.eligible) return r;
  return undefined;
}
const higherFirst = (a: number, b: number) => b - a;
const lowerFirst = (a: number, b: number) => a - b;

/** Compares two lists of numbers element by element, higher first; a longer list wins a common prefix. */
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

/** A registry entry; `reads`: what its key looks at — the results (unless `results: false`), the rating (only with `rating: true`). */
function keyed<K>(key: (e: TieBreakEntry) => K, compare: (a: K, b: K) => number, reads: { results?: boolean; rating?: boolean } = {}): KeyedTieBreak<K> {
  return { key, compare, readsResults: reads.results ?? true, readsRating: reads.rating ?? false };
}

/**
 * The series tie-breaks (rule-variants "Series tie-breaks"): a registry {name → keyed tie-break}.
 * A season lists names in `tieBreaks`; each is tried in order after the total, and players still
 * equal share the rank.
 */
const ENTRIES = {
  /** Warmia-Mazury (rules §4): the better place in the Final; a player without one comes after. */
  finalPlace: () => keyed((e) => e.finalPlace, comparePlaces, { results: false }),

  /** Zehlendorf; Pomysł GrandPrix: the best single result of a regular tournament. */
  bestSingleResult: () => keyed((e) => Math.max(0, ...regularEligiblePoints(e)), higherFirst),

  /** DZSzach internet GP; Hetman (second): the higher place in the last tournament; absent comes after. */
  lastTournamentPlace: ({ regularIds }) => {
    const last = regularIds[regularIds.length - 1];
    return keyed((e) => eligibleIn(e, last)?.place ?? null, comparePlaces);
  },

  /** Hetman Wrocław; Pomysł GrandPrix: the sum of all regular results including the dropped ones. */
  sumAllResults: () => keyed((e) => regularEligiblePoints(e).reduce((s, x) => s + x, 0), higherFirst),

  /**
   * Keshmat Chess Circuit: higher points per counted event. Counted events are the results that
   * count (absences are no events); with equal totals it means fewer counted events.
   */
  pointsPerCountedEvent: () =>
    keyed(
      (e) => ({ total: e.total, counted: e.results.filter((r) => r.counted).length }),
      (a, b) => {
        if (a.counted === 0 || b.counted === 0) return b.counted - a.counted;
        // a.total / na vs b.total / nb, in whole numbers
        return b.total * a.counted - a.total * b.counted;
      },
    ),

  /** GP Tczewa: fewer tournaments played (eligible regular results). */
  fewerEvents: () => keyed((e) => regularEligiblePoints(e).length, lowerFirst),

  /** The opposite reading some series use: more tournaments played ranks higher. */
  moreEvents: () => keyed((e) => regularEligiblePoints(e).length, higherFirst),

  /**
   * KKSz online GP: the count of 1st places, then of 2nd places, … (regular tournaments). The key:
   * [place, count] of each place 1, 2, 3 … held, ascending; the first place whose counts differ decides.
   */
  countBack: () =>
    keyed(
      (e) => {
        const counts = new Map<number, number>();
        for (const r of e.results) if (r.eligible && !r.final && Number.isInteger(r.place) && r.place >= 1) counts.set(r.place, (counts.get(r.place) ?? 0) + 1);
        return [...counts].sort((x, y) => x[0] - y[0]);
      },
      (a, b) => {
        let i = 0;
        let j = 0;
        while (i < a.length || j < b.length) {
          const pa = i < a.length ? a[i]![0] : Infinity;
          const pb = j < b.length ? b[j]![0] : Infinity;
          const place = Math.min(pa, pb);
          const c = (pb === place ? b[j++]![1] : 0) - (pa === place ? a[i++]![1] : 0);
          if (c !== 0) return c;
        }
        return 0;
      },
    ),

  /**
   * Sailwave / Racing Rules of Sailing A8: A8.1 the counted scores sorted best first, compared at
   * the first difference (no dropped scores); A8.2 then the scores in the last event, the one
   * before, … (all scores, dropped included; absent = 0).
   */
  sailwaveA8: ({ regularIds }) =>
    keyed(
      (e) => ({
        counted: e.results.filter((r) => r.counted && !r.final).map((r) => r.points).sort((x, y) => y - x),
        perEvent: regularIds.map((id) => eligibleIn(e, id)?.points ?? 0),
      }),
      (a, b) => {
        const c = compareDescending(a.counted, b.counted);
        if (c !== 0) return c;
        for (let i = regularIds.length - 1; i >= 0; i--) {
          const d = b.perEvent[i]! - a.perEvent[i]!;
          if (d !== 0) return d;
        }
        return 0;
      },
    ),

  /** GP Tczewa (second): the lower rating ranks higher (the one who did more with less); unknown after. */
  lowerRating: () => keyed((e) => e.rating, comparePlaces, { results: false, rating: true }),
} satisfies Record<string, (context: TieBreakContext) => KeyedTieBreak>;

/** A series tie-break's name: a key of the registry above, so a new entry is all a new tie-break needs here. */
export type TieBreakName = keyof typeof ENTRIES;
export const KEYED_TIE_BREAKS: Record<TieBreakName, (context: TieBreakContext) => KeyedTieBreak> = ENTRIES;

/** The names in the registry's order: what the rule set's `tieBreaks` accepts (lib/series/rules.ts). */
export const TIE_BREAK_NAMES = Object.keys(KEYED_TIE_BREAKS) as [TieBreakName, ...TieBreakName[]];

/** The same tie-breaks as plain comparators of two players. */
export const TIE_BREAKS = Object.fromEntries(
  Object.entries(KEYED_TIE_BREAKS).map(([name, make]) => [
    name,
    (context: TieBreakContext): TieBreakComparator => {
      const t = make(context);
      return (a, b) => t.compare(t.key(a), t.key(b));
    },
  ]),
) as Record<TieBreakName, (context: TieBreakContext) => TieBreakComparator>;

/** The season's chain of tie-breaks as one keyed tie-break: the key lists each criterion's key. */
export function keyedTieBreakChain(names: readonly TieBreakName[], context: TieBreakContext): KeyedTieBreak<unknown[]> {
  const chain = names.map((n) => KEYED_TIE_BREAKS[n](context));
  return {
    key: (e) => chain.map((c) => c.key(e)),
    compare: (a, b) => {
      for (let i = 0; i < chain.length; i++) {
        const r = chain[i]!.compare(a[i], b[i]);
        if (r !== 0) return r;
      }
      return 0;
    },
    readsResults: chain.some((c) => c.readsResults),
    readsRating: chain.some((c) => c.readsRating),
  };
}

/** Whether a season's chain reads a player's rating (what the registry entries say, not a list of names). */
export function chainReadsRating(names: readonly TieBreakName[]): boolean {
  return names.some((n) => KEYED_TIE_BREAKS[n]({ regularIds: [] }).readsRating);
}

/** The season's chain of tie-breaks as one comparator. */
export function tieBreakChain(names: readonly TieBreakName[], context: TieBreakContext): TieBreakComparator {
  const chain = keyedTieBreakChain(names, context);
  return (a, b) => chain.compare(chain.key(a), chain.key(b));
}

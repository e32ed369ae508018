import type { Units } from '@/lib/fraction';
import { comparePlaces } from './ranking';
import type { TieBreakName } from './rules';

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

const regularEligible = (e: TieBreakEntry) => e.results.filter((r) => r.eligible && !r.final);
const placeIn = (e: TieBreakEntry, id: string | undefined) => e.results.find((r) => r.tournament === id && r.eligible)?.place ?? null;
const pointsIn = (e: TieBreakEntry, id: string) => e.results.find((r) => r.tournament === id && r.eligible)?.points ?? 0;
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

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

/**
 * The series tie-breaks (rule-variants "Series tie-breaks"): a registry {name → comparator}. A
 * season lists names in `tieBreaks`; each is tried in order after the total, and players still
 * equal share the rank.
 */
export const TIE_BREAKS: Record<TieBreakName, (context: TieBreakContext) => TieBreakComparator> = {
  /** Warmia-Mazury (rules §4): the better place in the Final; a player without one comes after. */
  finalPlace: () => (a, b) => comparePlaces(a.finalPlace, b.finalPlace),

  /** Zehlendorf; Pomysł GrandPrix: the best single result of a regular tournament. */
  bestSingleResult: () => (a, b) => Math.max(0, ...regularEligible(b).map((r) => r.points)) - Math.max(0, ...regularEligible(a).map((r) => r.points)),

  /** DZSzach internet GP; Hetman (second): the higher place in the last tournament; absent comes after. */
  lastTournamentPlace: ({ regularIds }) => {
    const last = regularIds[regularIds.length - 1];
    return (a, b) => comparePlaces(placeIn(a, last), placeIn(b, last));
  },

  /** Hetman Wrocław; Pomysł GrandPrix: the sum of all regular results including the dropped ones. */
  sumAllResults: () => (a, b) => sum(regularEligible(b).map((r) => r.points)) - sum(regularEligible(a).map((r) => r.points)),

  /**
   * Keshmat Chess Circuit: higher points per counted event. Counted events are the results that
   * count (absences are no events); with equal totals it means fewer counted events.
   */
  pointsPerCountedEvent: () => (a, b) => {
    const na = a.results.filter((r) => r.counted).length;
    const nb = b.results.filter((r) => r.counted).length;
    if (na === 0 || nb === 0) return nb - na;
    // a.total / na vs b.total / nb, in whole numbers
    return b.total * na - a.total * nb;
  },

  /** GP Tczewa: fewer tournaments played (eligible regular results). */
  fewerEvents: () => (a, b) => regularEligible(a).length - regularEligible(b).length,

  /** The opposite reading some series use: more tournaments played ranks higher. */
  moreEvents: () => (a, b) => regularEligible(b).length - regularEligible(a).length,

  /** KKSz online GP: the count of 1st places, then of 2nd places, … (regular tournaments). */
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

  /**
   * Sailwave / Racing Rules of Sailing A8: A8.1 the counted scores sorted best first, compared at
   * the first difference (no dropped scores); A8.2 then the scores in the last event, the one
   * before, … (all scores, dropped included; absent = 0).
   */
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

  /** GP Tczewa (second): the lower rating ranks higher (the one who did more with less); unknown after. */
  lowerRating: () => (a, b) => comparePlaces(a.rating, b.rating),
};

/** The season's chain of tie-breaks as one comparator. */
export function tieBreakChain(names: readonly TieBreakName[], context: TieBreakContext): TieBreakComparator {
  const chain = names.map((n) => TIE_BREAKS[n](context));
  return (a, b) => {
    for (const c of chain) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  };
}

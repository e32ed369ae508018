import type { Units } from '@/lib/fraction';
import { countValues, type DropsContext } from './drops';
import type { RuleSet } from './rules';

/** What is left of the season (formats §3 `remaining`): regular tournaments still to play, and the Final. */
export interface Remaining {
  regular: number;
  final: boolean;
}

/** One player's "what do I need?" (issue 14 item 5). Totals in 1/unit of the season. */
export interface Outlook {
  maxTotal: Units;
  minTotal: Units;
  bestRank: number;
  worstRank: number;
  /** worstRank within the place prizes: no completion of the season takes the prize place away. */
  prizeSecured: boolean;
  /** bestRank past the place prizes: no completion brings a prize place. */
  outOfReach: boolean;
}

interface OutlookPlayer {
  key: string;
  /** Values of the regular tournaments held, date order; null = absent or not eligible. */
  values: readonly (Units | null)[];
  /** The Final's value already counted (multiplier applied), 0 if none. */
  final: Units;
}

interface OutlookParams {
  players: readonly OutlookPlayer[];
  rules: RuleSet;
  context: DropsContext;
  neverDrop: ReadonlySet<number>;
  remaining: Remaining;
  /** The most one regular tournament can be worth, in units (full score and the best place). */
  maxPerTournament: Units;
}

/**
 * The highest and lowest total still possible for each player and the best and worst rank.
 * Semantics (stated on the page too): each player's remaining results are independent, anything
 * from absence to a full score; only players already in the table are counted; an equal total
 * "could finish either side". The remaining tournaments are held, so drops that grow with events
 * held grow (Warmia-Mazury). Counting is monotone in every value, so the extremes are "a full
 * score everywhere" and "absent everywhere"; best (most played − k) counts the most results when
 * everyone might play, the fewest when nobody plays more.
 */
export function seasonOutlook(p: OutlookParams): Map<string, Outlook> {
  const { regular, final } = p.remaining;
  const n = p.context.n + regular;
  const finalMax = final ? p.maxPerTournament * p.rules.multiplier : 0;
  const totals = new Map<string, { max: Units; min: Units }>();
  for (const player of p.players) {
    const high = countValues({ values: [...player.values, ...Array(regular).fill(p.maxPerTournament)], rule: p.rules.drops, context: { n, mostPlayed: Math.min(n, p.context.mostPlayed + regular) }, neverDrop: p.neverDrop });
    const low = countValues({ values: [...player.values, ...Array(regular).fill(null)], rule: p.rules.drops, context: { n, mostPlayed: p.context.mostPlayed }, neverDrop: p.neverDrop });
    totals.set(player.key, { max: high.sum + player.final + finalMax, min: low.sum + player.final });
  }
  const prizes = p.rules.placePrizes.length;
  const out = new Map<string, Outlook>();
  // the counts over all players by binary search in the sorted totals (1,000s of players: not n²)
  const maxes = [...totals.values()].map((t) => t.max).sort((a, b) => a - b);
  const mins = [...totals.values()].map((t) => t.min).sort((a, b) => a - b);
  for (const [key, me] of totals) {
    // others = everyone but me: subtract my own contribution from the counts over all players
    const worstRank = 1 + (maxes.length - firstIndex(maxes, (x) => x >= me.min)) - 1;
    const bestRank = 1 + (mins.length - firstIndex(mins, (x) => x > me.max));
    out.set(key, { maxTotal: me.max, minTotal: me.min, bestRank, worstRank, prizeSecured: prizes > 0 && worstRank <= prizes, outOfReach: bestRank > prizes });
  }
  return out;
}

/** The first index of an ascending list where `holds` (true from there on), or its length. */
function firstIndex(sorted: readonly number[], holds: (x: number) => boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (holds(sorted[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

import type { ScoreEntry } from './score-entries';

interface CutOptions {
  /** Cut-k / Median-k: how many of the least significant values to remove. */
  low: number;
  /** Median-k: how many of the most significant values to remove. */
  high: number;
  /** Art. 16.5 (2023+): a voluntary unplayed round's value is cut first. */
  voluntaryUnplayedFirst: boolean;
  /** The value being summed, in quarter-points. */
  value: (e: ScoreEntry) => number;
}

/**
 * C.07 Art. 14 modifiers on a sum of per-round values, in quarter-points.
 * The least significant value is the one of the lowest-scored opponent (for Sonneborn-Berger, the
 * smallest contribution among equally scored opponents). The number of cuts is limited by the
 * number of rounds, not of games; with no more values than cuts the result is 0.
 * Art. 16.5: when the player has voluntary unplayed rounds, the lowest of their values is cut
 * first — unless the least significant value (searched among all values, the voluntary ones
 * included) is worth more, which can only happen in Sonneborn-Berger, where the lowest-scored
 * opponent may carry the bigger contribution: then that one goes, so the cut removes the higher of
 * the two. In Buchholz the voluntary round always goes first (Held's exercise 7, player 4:
 * 15.0 → 11.5, though an opponent scored 1.5). Searching among all values is TieBreakServer's
 * reading too; with it Held's SB/C1 answers and every published BH/C1 value are reproduced.
 */
export function sumAfterCuts(entries: readonly ScoreEntry[], roundCount: number, options: CutOptions): number {
  const low = Math.min(options.low, roundCount);
  const high = Math.min(options.high, roundCount - low);
  if (entries.length <= low + high) return 0;
  const left = [...entries];
  const least = (a: ScoreEntry, b: ScoreEntry) => a.score - b.score || options.value(a) - options.value(b);
  for (let k = 0; k < low; k++) {
    const ordinary = minBy(left, least)!; // left is never empty: entries outnumber the cuts
    const voluntary = options.voluntaryUnplayedFirst
      ? minBy(left.filter((e) => e.voluntaryUnplayed), (a, b) => options.value(a) - options.value(b) || a.score - b.score)
      : undefined;
    const cut = voluntary && !(options.value(ordinary) > options.value(voluntary)) ? voluntary : ordinary;
    left.splice(left.indexOf(cut), 1);
  }
  for (let k = 0; k < high; k++) {
    const most = minBy(left, (a, b) => -least(a, b))!;
    left.splice(left.indexOf(most), 1);
  }
  return left.reduce((sum, e) => sum + options.value(e), 0);
}

function minBy<T>(items: readonly T[], compare: (a: T, b: T) => number): T | undefined {
  let best: T | undefined;
  for (const x of items) if (best === undefined || compare(x, best) < 0) best = x;
  return best;
}

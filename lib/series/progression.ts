import { rescale, type Units } from '@/lib/fraction';
import { CompactProgression } from './compact-progression';
import { classify, countedOf, prepareSeason, type ComputeStandingsInput } from './standings';
import { compareTournaments } from './tournament-order';

export interface ProgressPoint {
  tournament: string;
  date: string;
  /** The player's total after this tournament (drops as they stood then), null if not yet classified; in 1/unit of the whole season (Standings.unit). */
  total: Units | null;
  rank: number | null;
}

/**
 * Each player's total and rank after every tournament of the season in date order — the standings
 * as the public saw them at the time: computeStandings on each prefix of the season, linked over the
 * whole season. Under any rule set: the prefixes share one linking and one scoring of each
 * tournament (prepareSeason), and each prefix re-runs only the counting and the ranking (classify).
 */
export function seasonProgression(input: ComputeStandingsInput): Map<string, ProgressPoint[]> {
  const { steps, result } = progressionSteps(input);
  for (const step of steps) step();
  const compact = result();
  return new Map(compact.keys().map((key) => [key, compact.get(key)!]));
}

/**
 * The same computation in steps, one per tournament, and its result once every step ran: a caller
 * may yield to other work between steps. The prefixes' totals and ranks go straight into the typed
 * columns the server keeps (CompactProgression): no point object per player and tournament.
 */
export function progressionSteps(input: ComputeStandingsInput): { steps: (() => void)[]; result: () => CompactProgression } {
  const ordered = [...input.tournaments].filter((t) => t.rows.length > 0).sort(compareTournaments);
  const season = prepareSeason(input, ordered);
  const width = ordered.length;
  const keys = season.playerKeys;
  const totals = new Float64Array(keys.length * width).fill(NaN);
  const ranks = new Int32Array(keys.length * width);
  const units: number[] = [];
  const steps = ordered.map((_, i) => () => {
    const { regular, final } = countedOf(ordered.slice(0, i + 1));
    const s = classify(season, regular, final, [], true);
    units[i] = s.unit;
    for (const e of s.individual) {
      const at = season.playerIndex.get(e.key)! * width + i;
      totals[at] = e.total;
      ranks[at] = e.rank;
    }
  });
  let done: CompactProgression | null = null;
  const result = () => {
    if (done) return done;
    if (units.length !== width) throw new Error('the progression was asked for before every step ran');
    // every prefix rescaled to the whole season's unit (a multiple of every prefix's, lib/fraction)
    const unit = units[width - 1];
    if (unit !== undefined) {
      for (let i = 0; i < width; i++) {
        const factor = rescale(1, units[i]!, unit);
        if (factor !== 1) for (let at = i; at < totals.length; at += width) totals[at] = totals[at]! * factor;
      }
    }
    // the columns are rescaled in place: made once, then given again
    done = CompactProgression.fromColumns({ tournaments: ordered.map((t) => ({ tournament: t.id, date: t.date })), keys, totals, ranks });
    return done;
  };
  return { steps, result };
}

import { rescale, type Units } from '@/lib/fraction';
import { CompactProgression } from './compact-progression';
import { classify, countedOf, prepareSeason, sameScoring, scoringSnapshot, type ComputeStandingsInput, type ScoringSnapshot } from './standings';
import { compareTournaments } from './tournament-order';
import { chainReadsRating } from './tie-breaks';

export interface ProgressPoint {
  tournament: string;
  date: string;
  /** The player's total after this tournament (drops as they stood then), null if not yet classified; in 1/unit of the whole season (Standings.unit). */
  total: Units | null;
  rank: number | null;
}

/**
 * What a season's progression leaves for the next revision's (progressionSteps' `previous`): the
 * rules it was computed under, each tournament's scoring snapshot in date order, and every prefix's
 * totals (in that prefix's own unit) and ranks.
 */
export interface ProgressionBasis {
  rules: string;
  tournaments: readonly ScoringSnapshot[];
  keys: readonly string[];
  /** player row × prefix: the total in the prefix's unit, NaN when not classified */
  totals: Float64Array;
  ranks: Int32Array;
  units: readonly number[];
}

/**
 * Each player's total and rank after every tournament of the season in date order — the standings
 * as the public saw them at the time: computeStandings on each prefix of the season, linked over the
 * whole season. Under any rule set: the prefixes share one linking and one scoring of each
 * tournament (prepareSeason), and each prefix re-runs only the counting and the ranking (classify).
 */
export function seasonProgression(input: ComputeStandingsInput, previous?: ProgressionBasis | null): Map<string, ProgressPoint[]> {
  const { steps, result } = progressionSteps(input, previous);
  for (const step of steps) step();
  const compact = result();
  return new Map(compact.keys().map((key) => [key, compact.get(key)!]));
}

/**
 * The same computation in steps, one per tournament, and its result once every step ran: a caller
 * may yield to other work between steps. The prefixes' totals and ranks go straight into the typed
 * columns the server keeps (CompactProgression): no point object per player and tournament.
 *
 * `previous`: the basis of an earlier revision of the season (`basis()` once every step ran). The
 * prefixes it shares with this one are copied, not classified again: those whose every tournament
 * has the same scoring snapshot (linked and scored the same, row by row) under the same rules. An
 * upload of the season's latest tournament — a results day — classifies one prefix instead of all;
 * a correction of the first tournament classifies them all again. Not when a tie-break reads a
 * player's rating: that comes from the register and the player's rows anywhere in the season.
 * `reused`: how many prefixes were copied.
 */
export function progressionSteps(
  input: ComputeStandingsInput,
  previous?: ProgressionBasis | null,
): { steps: (() => void)[]; result: () => CompactProgression; basis: () => ProgressionBasis; reused: number } {
  const ordered = [...input.tournaments].filter((t) => t.rows.length > 0).sort(compareTournaments);
  const season = prepareSeason(input, ordered);
  const width = ordered.length;
  const keys = season.playerKeys;
  const totals = new Float64Array(keys.length * width).fill(NaN);
  const ranks = new Int32Array(keys.length * width);
  const units: number[] = [];
  const rules = JSON.stringify(input.rules);
  let snapshots: ScoringSnapshot[] | null = null;
  const snapshotsOf = () => (snapshots ??= ordered.map((t) => scoringSnapshot(season, t)));
  let reused = 0;
  if (previous && previous.rules === rules && !chainReadsRating(input.rules.tieBreaks)) {
    const mine = snapshotsOf();
    let k = 0;
    while (k < width && k < previous.tournaments.length && sameScoring(previous.tournaments[k]!, mine[k]!)) k++;
    reused = copyPrefixes(previous, k, season.playerIndex, width, totals, ranks) ? k : 0;
    for (let i = 0; i < reused; i++) units[i] = previous.units[i]!;
  }
  const steps = ordered.slice(reused).map((_, j) => () => {
    const i = reused + j;
    const { regular, final } = countedOf(ordered.slice(0, i + 1));
    const s = classify(season, regular, final, [], true);
    units[i] = s.unit;
    for (const e of s.individual) {
      const at = season.playerIndex.get(e.key)! * width + i;
      totals[at] = e.total;
      ranks[at] = e.rank;
    }
  });
  const complete = () => {
    for (let i = 0; i < width; i++) if (units[i] === undefined) throw new Error('the progression was asked for before every step ran');
  };
  let done: CompactProgression | null = null;
  const result = () => {
    if (done) return done;
    complete();
    // every prefix rescaled to the whole season's unit (a multiple of every prefix's, lib/fraction);
    // a copy: the prefixes' own units stay in the basis
    const scaled = Float64Array.from(totals);
    const unit = units[width - 1];
    if (unit !== undefined) {
      for (let i = 0; i < width; i++) {
        const factor = rescale(1, units[i]!, unit);
        if (factor !== 1) for (let at = i; at < scaled.length; at += width) scaled[at] = scaled[at]! * factor;
      }
    }
    done = CompactProgression.fromColumns({ tournaments: ordered.map((t) => ({ tournament: t.id, date: t.date })), keys, totals: scaled, ranks });
    return done;
  };
  const basis = (): ProgressionBasis => {
    complete();
    return { rules, tournaments: snapshotsOf(), keys, totals, ranks, units };
  };
  return { steps, result, basis, reused };
}

/**
 * Copies the first `k` prefixes of `previous` into this revision's columns, by player key. False
 * (nothing copied) if a player classified in one of them is not a player of this revision — which
 * equal snapshots rule out, so it would be a bug: everything is classified again instead.
 */
function copyPrefixes(previous: ProgressionBasis, k: number, playerIndex: ReadonlyMap<string, number>, width: number, totals: Float64Array, ranks: Int32Array): boolean {
  if (k === 0) return true;
  const before = previous.units.length;
  for (let p = 0; p < previous.keys.length; p++) {
    const q = playerIndex.get(previous.keys[p]!);
    for (let i = 0; i < k; i++) {
      const total = previous.totals[p * before + i]!;
      if (q === undefined) {
        if (Number.isNaN(total)) continue;
        totals.fill(NaN);
        ranks.fill(0);
        return false;
      }
      totals[q * width + i] = total;
      ranks[q * width + i] = previous.ranks[p * before + i]!;
    }
  }
  return true;
}

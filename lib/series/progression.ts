import { rescale, type Units } from '@/lib/fraction';
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
  const steps = progressionSteps(input);
  let out = new Map<string, ProgressPoint[]>();
  for (const step of steps) out = step();
  return out;
}

/**
 * The same computation in steps, one per tournament (the last step's answer is the progression):
 * a caller may yield to other work between steps.
 */
export function progressionSteps(input: ComputeStandingsInput): (() => Map<string, ProgressPoint[]>)[] {
  const ordered = [...input.tournaments].filter((t) => t.rows.length > 0).sort(compareTournaments);
  const season = prepareSeason(input, ordered);
  const out = new Map<string, ProgressPoint[]>();
  const prefixes: { unit: number; totals: Map<string, { total: Units; rank: number }>; players: Iterable<string> }[] = [];
  const steps = ordered.map((_, i) => () => {
    const { regular, final } = countedOf(ordered.slice(0, i + 1));
    const s = classify(season, regular, final, [], true);
    prefixes.push({ unit: s.unit, totals: new Map(s.individual.map((e) => [e.key, { total: e.total, rank: e.rank }])), players: s.players.keys() });
    return out;
  });
  if (steps.length === 0) return [];
  // the last step: every prefix rescaled to the whole season's unit (a multiple of every prefix's, lib/fraction)
  const last = steps[steps.length - 1]!;
  steps[steps.length - 1] = () => {
    last();
    const unit = prefixes[prefixes.length - 1]!.unit;
    ordered.forEach((t, i) => {
      const s = prefixes[i]!;
      for (const key of s.players) if (!out.has(key)) out.set(key, ordered.slice(0, i).map((p) => ({ tournament: p.id, date: p.date, total: null, rank: null })));
      for (const [key, points] of out) {
        const e = s.totals.get(key);
        points.push({ tournament: t.id, date: t.date, total: e ? rescale(e.total, s.unit, unit) : null, rank: e ? e.rank : null });
      }
    });
    return out;
  };
  return steps;
}

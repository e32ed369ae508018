import type { HalfPoints } from '@/lib/half-points';
import { dropCount } from './drops';
import { comparePlaces, competitionRanks } from './ranking';
import { computeStandings, type ComputeStandingsInput, type Standings } from './standings';
import { compareTournaments } from './tournament-order';

export interface ProgressPoint {
  tournament: string;
  date: string;
  /** The player's total after this tournament (drops as they stood then), null if not yet classified. */
  total: HalfPoints | null;
  rank: number | null;
}

/**
 * Each player's total and rank after every tournament of the season in date order, as the table
 * stood then: drops as many as the tournaments played so far allow (rules §4), the Final counted
 * once it is played, the tie-break chain over what was known then.
 */
export function seasonProgression(input: ComputeStandingsInput): Map<string, ProgressPoint[]> {
  return progressionFromStandings(computeStandings(input));
}

/** What one player has so far: enough to give the total and the tie-breaks after each tournament. */
interface Running {
  key: string;
  /** Values of the eligible regular results, ascending (absences are the zeros not listed). */
  values: HalfPoints[];
  sum: HalfPoints;
  eligibleRegular: number;
  best: HalfPoints;
  finalPoints: HalfPoints;
  finalPlace: number | null;
  lastPlace: number | null;
  total: HalfPoints;
}

/**
 * One pass over the tournaments of already computed standings (their rows are linked, scored and
 * checked for eligibility once, for the whole season): after each tournament only the players'
 * running values change, and a sort gives the ranks. O(tournaments × players log players),
 * instead of the whole standings recomputed once per tournament.
 */
export function progressionFromStandings(s: Standings): Map<string, ProgressPoint[]> {
  const ordered = [...s.tournaments].sort(compareTournaments);
  const out = new Map<string, ProgressPoint[]>();
  for (const key of s.players.keys()) out.set(key, []);
  const running = new Map<string, Running>();
  const state = (key: string): Running => {
    let r = running.get(key);
    if (!r) {
      r = { key, values: [], sum: 0, eligibleRegular: 0, best: 0, finalPoints: 0, finalPlace: null, lastPlace: null, total: 0 };
      running.set(key, r);
    }
    return r;
  };
  let regularPlayed = 0;
  for (const t of ordered) {
    if (t.final) {
      for (const row of t.rows) {
        if (!row.eligible) continue;
        const r = state(row.playerKey);
        r.finalPoints = row.points * s.rules.multiplier;
        r.finalPlace = row.place;
      }
    } else {
      regularPlayed++;
      // the last tournament's place is a tie-break: it is the place in *this* tournament from now on
      for (const r of running.values()) r.lastPlace = null;
      for (const row of t.rows) {
        if (!row.eligible) continue;
        const r = state(row.playerKey);
        insertSorted(r.values, row.points);
        r.sum += row.points;
        r.eligibleRegular++;
        r.best = Math.max(r.best, row.points);
        r.lastPlace = row.place;
      }
    }
    const drops = dropCount(regularPlayed, s.rules.drops);
    const table = [...running.values()];
    for (const r of table) r.total = r.sum - lowest(r.values, drops - (regularPlayed - r.eligibleRegular)) + r.finalPoints;
    const tieBreak = (a: Running, b: Running): number => {
      for (const tb of s.rules.tieBreaks) {
        let c = 0;
        if (tb === 'finalPlace') c = comparePlaces(a.finalPlace, b.finalPlace);
        else if (tb === 'bestSingleResult') c = b.best - a.best;
        else if (tb === 'lastTournamentPlace') c = comparePlaces(a.lastPlace, b.lastPlace);
        if (c !== 0) return c;
      }
      return 0;
    };
    table.sort((a, b) => b.total - a.total || tieBreak(a, b));
    const ranks = competitionRanks(table, (a, b) => a.total === b.total && tieBreak(a, b) === 0);
    const rankOf = new Map<string, number>();
    table.forEach((r, i) => rankOf.set(r.key, ranks[i]!.rank));
    for (const [key, points] of out) {
      const r = running.get(key);
      points.push({ tournament: t.id, date: t.date, total: r ? r.total : null, rank: r ? rankOf.get(key)! : null });
    }
  }
  return out;
}

/** Inserts into an ascending list (a player has at most one value per tournament: short lists). */
function insertSorted(list: HalfPoints[], value: HalfPoints): void {
  let i = list.length;
  while (i > 0 && list[i - 1]! > value) i--;
  list.splice(i, 0, value);
}

/** The sum of the `n` lowest values of an ascending list (n ≤ 0: nothing; absences were dropped first). */
function lowest(list: readonly HalfPoints[], n: number): HalfPoints {
  let sum = 0;
  for (let i = 0; i < Math.min(n, list.length); i++) sum += list[i]!;
  return sum;
}

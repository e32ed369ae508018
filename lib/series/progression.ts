import { rescale, type Units } from '@/lib/fraction';
import { computeStandings, type ComputeStandingsInput } from './standings';
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
 * recomputed on each prefix of the season, as the public saw them at the time.
 */
export function seasonProgression(input: ComputeStandingsInput): Map<string, ProgressPoint[]> {
  const ordered = [...input.tournaments].filter((t) => t.rows.length > 0).sort(compareTournaments);
  const out = new Map<string, ProgressPoint[]>();
  const prefixes = ordered.map((_, i) => computeStandings({ ...input, tournaments: ordered.slice(0, i + 1), linkOver: input.tournaments }));
  // each prefix has its own unit; the whole season's is a multiple of every prefix's (lib/fraction)
  const unit = prefixes[prefixes.length - 1]?.unit ?? 2;
  ordered.forEach((t, i) => {
    const s = prefixes[i]!;
    const byKey = new Map(s.individual.map((e) => [e.key, e]));
    for (const key of s.players.keys()) if (!out.has(key)) out.set(key, ordered.slice(0, i).map((p) => ({ tournament: p.id, date: p.date, total: null, rank: null })));
    for (const [key, points] of out) {
      const e = byKey.get(key);
      points.push({ tournament: t.id, date: t.date, total: e ? rescale(e.total, s.unit, unit) : null, rank: e ? e.rank : null });
    }
  });
  return out;
}

import type { ProgressPoint } from './progression';

/** What a player page reads of the progression: one player's points. */
export interface ProgressionLookup {
  get(key: string): ProgressPoint[] | undefined;
}

/**
 * Every player's progression (lib/series/progression) in two typed arrays: a player's points are made
 * when asked for. On a 40 × 1,000 season the Map of point objects takes 23 MB of heap, this about
 * 1.5 MB, and it is kept per revision for every season a server has recently shown.
 */
export class CompactProgression implements ProgressionLookup {
  private readonly tournaments: { tournament: string; date: string }[];
  private readonly row = new Map<string, number>();
  /** player row × tournament: the total, NaN when not classified yet */
  private readonly totals: Float64Array;
  /** player row × tournament: the rank, 0 when not classified yet */
  private readonly ranks: Int32Array;

  constructor(progression: ReadonlyMap<string, readonly ProgressPoint[]>) {
    const first = progression.values().next().value as readonly ProgressPoint[] | undefined;
    this.tournaments = (first ?? []).map((p) => ({ tournament: p.tournament, date: p.date }));
    const width = this.tournaments.length;
    this.totals = new Float64Array(progression.size * width);
    this.ranks = new Int32Array(progression.size * width);
    let r = 0;
    for (const [key, points] of progression) {
      if (points.length !== width || points.some((p, i) => p.tournament !== this.tournaments[i]!.tournament)) {
        throw new Error(`the progression of ${key} does not follow the season's tournaments`);
      }
      this.row.set(key, r);
      points.forEach((p, i) => {
        this.totals[r * width + i] = p.total === null ? NaN : p.total;
        this.ranks[r * width + i] = p.rank ?? 0;
      });
      r++;
    }
  }

  get(key: string): ProgressPoint[] | undefined {
    const r = this.row.get(key);
    if (r === undefined) return undefined;
    const width = this.tournaments.length;
    return this.tournaments.map((t, i) => {
      const total = this.totals[r * width + i]!;
      const rank = this.ranks[r * width + i]!;
      return { tournament: t.tournament, date: t.date, total: Number.isNaN(total) ? null : total, rank: rank === 0 ? null : rank };
    });
  }
}

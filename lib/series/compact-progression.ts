import type { ProgressPoint } from './progression';

/** What a player page reads of the progression: one player's points. */
export interface ProgressionLookup {
  get(key: string): ProgressPoint[] | undefined;
}

/** The progression as columns: every player's total and rank after each tournament (lib/series/progression fills them). */
interface ProgressionColumns {
  tournaments: readonly { tournament: string; date: string }[];
  /** The players, one row each. */
  keys: readonly string[];
  /** player row × tournament: the total, NaN when not classified yet */
  totals: Float64Array;
  /** player row × tournament: the rank, 0 when not classified yet */
  ranks: Int32Array;
}

/**
 * Every player's progression (lib/series/progression) in two typed arrays: a player's points are made
 * when asked for. On a 40 × 1,000 season a Map of point objects takes 23 MB of heap, this about
 * 1.5 MB, and it is kept per revision for every season a server has recently shown.
 */
export class CompactProgression implements ProgressionLookup {
  private readonly row = new Map<string, number>();

  private constructor(private readonly columns: ProgressionColumns) {
    const size = columns.keys.length * columns.tournaments.length;
    if (columns.totals.length !== size || columns.ranks.length !== size) throw new Error('the progression columns do not have one cell per player and tournament');
    columns.keys.forEach((key, r) => this.row.set(key, r));
  }

  /** From the columns as computed (they are kept, not copied). */
  static fromColumns(columns: ProgressionColumns): CompactProgression {
    return new CompactProgression(columns);
  }

  /** From a Map of every player's points (all players' points follow the same tournaments). */
  static fromMap(progression: ReadonlyMap<string, readonly ProgressPoint[]>): CompactProgression {
    const first = progression.values().next().value as readonly ProgressPoint[] | undefined;
    const tournaments = (first ?? []).map((p) => ({ tournament: p.tournament, date: p.date }));
    const width = tournaments.length;
    const totals = new Float64Array(progression.size * width);
    const ranks = new Int32Array(progression.size * width);
    let r = 0;
    for (const [key, points] of progression) {
      if (points.length !== width || points.some((p, i) => p.tournament !== tournaments[i]!.tournament)) {
        throw new Error(`the progression of ${key} does not follow the season's tournaments`);
      }
      points.forEach((p, i) => {
        totals[r * width + i] = p.total === null ? NaN : p.total;
        ranks[r * width + i] = p.rank ?? 0;
      });
      r++;
    }
    return new CompactProgression({ tournaments, keys: [...progression.keys()], totals, ranks });
  }

  get(key: string): ProgressPoint[] | undefined {
    const r = this.row.get(key);
    if (r === undefined) return undefined;
    const { tournaments, totals, ranks } = this.columns;
    const width = tournaments.length;
    return tournaments.map((t, i) => {
      const total = totals[r * width + i]!;
      const rank = ranks[r * width + i]!;
      return { tournament: t.tournament, date: t.date, total: Number.isNaN(total) ? null : total, rank: rank === 0 ? null : rank };
    });
  }

  /** The players, in row order. */
  keys(): readonly string[] {
    return this.columns.keys;
  }

  /** The tournaments, in date order (every player's points follow them). */
  tournaments(): readonly { tournament: string; date: string }[] {
    return this.columns.tournaments;
  }
}

/**
 * Issue 31, item 4: a season that cannot be computed — the computation throws, or the season has
 * more rows than one thread should hold (GP_MAX_SEASON_ROWS) — shows the last table that could be
 * computed, with a notice, instead of answering 500 for every page of the season. With no such
 * table (the process was restarted since), an empty table says so.
 */
import type { Season } from '@/db/schema';
import { resolveRules, type RuleSet } from '@/lib/series/rules';
import { computeStandings, standingsNote, type ComputeStandingsInput, type Standings, type StandingsNote } from '@/lib/series/standings';

/** Rows (results and register) a season may have to be computed: GP_MAX_SEASON_ROWS, default 1,000,000 (a 40 × 3,000 season has 120,000). */
export function maxSeasonRows(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.GP_MAX_SEASON_ROWS);
  return Number.isInteger(n) && n >= 1 ? n : 1_000_000;
}

export class SeasonTooBig extends Error {
  constructor(readonly rows: number, readonly limit: number) {
    super(`the season has ${rows} rows of results and register, more than the ${limit} one computation may hold (GP_MAX_SEASON_ROWS)`);
  }
}

/** Throws SeasonTooBig when the input has more rows than maxSeasonRows(): checked before anything is computed. */
export function seasonTooBig(input: ComputeStandingsInput, limit = maxSeasonRows()): void {
  let rows = input.registry?.length ?? 0;
  for (const t of input.tournaments) rows += t.rows.length;
  if (rows > limit) throw new SeasonTooBig(rows, limit);
}

/**
 * `compute()`, or when it throws: `previous` (the last table computed, of an earlier revision) with
 * a STANDINGS_STALE notice first among its warnings, else an empty table with STANDINGS_UNAVAILABLE.
 */
export function lastGoodOr(season: Pick<Season, 'slug' | 'revision' | 'year' | 'preset' | 'rulesJson'>, previous: Standings | undefined, compute: () => Standings): Standings {
  try {
    return compute();
  } catch (e) {
    console.error(`season ${season.slug} revision ${season.revision}: the standings could not be computed: ${e instanceof Error ? e.message : String(e)}`);
    // a table shown after an earlier failure is still the last good one: its notice is replaced
    const base = previous ?? emptyStandings(season);
    const rest = base.stale ? base.notes.slice(1) : base.notes;
    const stale: StandingsNote = standingsNote(previous ? 'STANDINGS_STALE' : 'STANDINGS_UNAVAILABLE', null, 0);
    // no words here: the JSON says the notice first (lib/series/standings-json.ts `warningsInEnglish`), the page above the table
    return { ...base, stale, notes: [stale, ...rest] };
  }
}

function emptyStandings(season: Pick<Season, 'year' | 'preset' | 'rulesJson'>): Standings {
  return computeStandings({ year: season.year, rules: rulesOrDefault(season), registry: null, tournaments: [] });
}

/** The season's rules, or its preset's, or the plainest preset's: an empty table needs some. */
function rulesOrDefault(season: Pick<Season, 'preset' | 'rulesJson'>): RuleSet {
  let overrides: unknown = {};
  try {
    overrides = JSON.parse(season.rulesJson);
  } catch {
    // the preset alone
  }
  for (const [preset, o] of [[season.preset, overrides], [season.preset, {}], ['game-points-series', {}]] as const) {
    const r = resolveRules(preset, o);
    if (r.ok) return r.rules;
  }
  throw new Error('no preset resolves');
}

import { GRID_LIMITS, type GridInput, type GridLimits } from '@/lib/import/limits';

/**
 * The rows and columns an upload may have (issue 42; why these defaults: lib/import/limits.ts), each a
 * setting: GP_MAX_RESULT_ROWS (10,000), GP_MAX_REGISTER_ROWS (200,000), GP_MAX_COMPETITION_ROWS
 * (20,000), GP_MAX_FILE_COLUMNS (200, for each). A value that is not a positive integer is ignored.
 */
export function importLimits(env: Record<string, string | undefined> = process.env): Record<GridInput, GridLimits> {
  const setting = (name: string, fallback: number) => {
    const v = Number(env[name]?.trim() || NaN);
    return Number.isInteger(v) && v > 0 ? v : fallback;
  };
  const columns = (input: GridInput) => setting('GP_MAX_FILE_COLUMNS', GRID_LIMITS[input].columns);
  return {
    results: { input: 'results', rows: setting('GP_MAX_RESULT_ROWS', GRID_LIMITS.results.rows), columns: columns('results') },
    register: { input: 'register', rows: setting('GP_MAX_REGISTER_ROWS', GRID_LIMITS.register.rows), columns: columns('register') },
    competition: { input: 'competition', rows: setting('GP_MAX_COMPETITION_ROWS', GRID_LIMITS.competition.rows), columns: columns('competition') },
  };
}

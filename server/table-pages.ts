/**
 * Issue 42, item 2: the rows of a table a page shows at once (lib/render/table-pages.ts), the setting
 * GP_TABLE_PAGE_ROWS (default 500: a 10,000-row tournament is 20 pages of ≈ 0.4 MB instead of one of
 * 7.3 MB; a season of a few hundred players stays one page, searched and sorted in the browser).
 * A value that is not a positive integer is ignored.
 */
export const TABLE_PAGE_ROWS = 500;

export function tablePageRows(env: Record<string, string | undefined> = process.env): number {
  const v = Number(env.GP_TABLE_PAGE_ROWS?.trim() || NaN);
  return Number.isInteger(v) && v > 0 ? v : TABLE_PAGE_ROWS;
}

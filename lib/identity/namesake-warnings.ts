/**
 * Issue 31, item 4: a register may hold thousands of players of one name, a file thousands of rows
 * of it. Every list a linking warning writes out is bounded here — the ids of the candidates, the
 * lines of the rows — so that one warning stays a line of text whatever the numbers, and a name's
 * rows beyond the first few become one summary (link-players.ts) instead of a copy per row.
 */

/** Rows of one name (per file and kind of warning) listed one by one; more become one summary. */
export const ROWS_LISTED_PER_NAME = 3;
/** Lines a summary gives as examples. */
export const EXAMPLE_LINES = 5;
/** Register ids a warning names; the rest are counted. */
export const IDS_LISTED = 10;
/** Candidates a linked row carries (the preview offers them first; the register search finds the rest). */
export const CANDIDATES_KEPT = 10;

/** The first `limit` items, "100001, 100002, …, 100010", and how many more: the catalogue says "and 4,990 more". */
export function boundedList(items: readonly string[], limit = IDS_LISTED): { shown: string; more: number } {
  const shown = items.slice(0, limit).join(', ');
  const more = Math.max(0, items.length - limit);
  return { shown, more };
}

/** The first EXAMPLE_LINES lines, "2, 3, 4, 5, 6 …" when there are more. */
export function exampleLines(lines: readonly number[], total: number): string {
  return `${lines.slice(0, EXAMPLE_LINES).join(', ')}${total > EXAMPLE_LINES ? ' …' : ''}`;
}

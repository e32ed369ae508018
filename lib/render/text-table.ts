/**
 * A table for a terminal (the `gp` command's text output): columns as wide as their widest cell,
 * two spaces apart, `right` columns aligned right; `rule` draws a line of dashes under the head.
 */
export function textTable(head: readonly string[], rows: readonly (readonly string[])[], right: (column: number) => boolean, options: { rule?: boolean } = {}): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (right(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(head), ...(options.rule ? [widths.map((w) => '-'.repeat(w)).join('  ')] : []), ...rows.map(line)];
}

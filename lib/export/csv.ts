/**
 * CSV for spreadsheets that is safe to open: a cell starting with = + - @, a tab or a carriage
 * return gets a leading apostrophe, so Excel or LibreOffice never runs it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  // BOM so Excel reads UTF-8; CRLF as spreadsheets expect
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * CSV for spreadsheets that is safe to open: a cell starting with = + - @, a tab or a carriage
 * return gets a leading apostrophe, so Excel or LibreOffice never runs it as a formula.
 */
export function csvCell(value: string | number | null | undefined, delimiter: CsvDelimiter = ','): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  // with `;` between cells a decimal comma needs no quotes (Excel then reads "6,5" as a number)
  return (delimiter === ',' ? /[",;\n\r]/ : /[";\n\r]/).test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * `,` is the default (formats, the README); `;` is what Excel set to Polish expects (the comma is
 * its decimal separator), so a Polish download opens in columns.
 */
type CsvDelimiter = ',' | ';';

export function toCsv(rows: (string | number | null | undefined)[][], delimiter: CsvDelimiter = ','): string {
  // BOM so Excel reads UTF-8; CRLF as spreadsheets expect
  return '\uFEFF' + rows.map((r) => r.map((c) => csvCell(c, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
}

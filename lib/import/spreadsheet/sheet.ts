/**
 * A grid of text cells as the import reads it (formats §1): a workbook's sheet, a text file's
 * records, or one `<table>` of a saved web page. `SpreadsheetFormat` names the container.
 */
export type SpreadsheetFormat = 'xlsx' | 'ods' | 'csv' | 'html';

export interface SheetRow {
  /** 1-based row number of the sheet, as the spreadsheet program shows it. */
  row: number;
  /** Cell texts by column (A = 0); '' for an empty cell. Numbers as written without a thousands separator, dates as YYYY-MM-DD. */
  cells: string[];
  /**
   * An empty row stands between this row and the one before it. Absent: told by the row numbers
   * (a sheet's or a text file's rows are numbered one by one); a web page's rows, numbered by the
   * source line of their `<tr>`, say it.
   */
  gap?: boolean;
}

/** A range of merged cells, 1-based rows and 0-based columns, inclusive. */
export interface MergedRange {
  firstRow: number;
  lastRow: number;
  firstColumn: number;
  lastColumn: number;
}

export interface Sheet {
  format: SpreadsheetFormat;
  /** The sheet's name (its tab); for a web page, the table's own caption or `table N`. */
  name: string;
  /** Every sheet of the workbook in tab order, the one read included. */
  sheetNames: string[];
  /** Non-empty rows only, in row order. */
  rows: SheetRow[];
  merged: MergedRange[];
  /** Cells holding a formula whose value the file does not carry (never calculated by the program that wrote it). */
  formulasWithoutValue: { row: number; column: number }[];
}

/** Column letters of a 0-based column index: 0 → A, 27 → AB. */
export function columnName(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** `AB12` → column 27, row 12; null when it is not a cell reference. */
export function readCellReference(ref: string): { column: number; row: number } | null {
  // by hand, not a regular expression: every cell of a sheet has one (a 300-row crosstable: 6 000)
  let i = ref.charCodeAt(0) === 36 ? 1 : 0;
  let column = 0;
  let letters = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 32; // lower case
    if (c < 97 || c > 122) break;
    column = column * 26 + (c - 96);
    letters++;
  }
  if (letters === 0 || letters > 3) return null;
  if (ref.charCodeAt(i) === 36) i++;
  let row = 0;
  const digitsFrom = i;
  for (; i < ref.length; i++) {
    const d = ref.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    row = row * 10 + d;
  }
  if (i === digitsFrom || i - digitsFrom > 7) return null;
  return { column: column - 1, row };
}

/**
 * A spreadsheet number as text an arbiter would type: `6.5`, `1378397`. Binary floating point
 * noise of a computed cell (`20.450000000000003`) is cut at 12 significant digits.
 */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const shortest = String(value);
  // the shortest text that reads back as the number; only a long one can be noise
  if (shortest.length <= 12 || Number.isInteger(value)) return shortest;
  return String(Number(value.toPrecision(12)));
}

/** A date serial number (days since 1899-12-30, or since 1904-01-01 in a 1904 workbook) as YYYY-MM-DD. */
export function serialDate(serial: number, date1904: boolean): string {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return numberText(serial);
  const days = Math.floor(serial) + (date1904 ? 1462 : 0);
  // serial 60 is Lotus 1-2-3's 29 February 1900, which never was; later serials count it
  const epoch = Date.UTC(1899, 11, 30);
  const d = new Date(epoch + (days < 61 && !date1904 ? days + 1 : days) * 86400000);
  return d.toISOString().slice(0, 10);
}

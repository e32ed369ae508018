import type { Loaded, Problem } from '@/lib/problem';
import { decodeText, type TextEncodingName } from './decode';
import type { Field } from './headers';
import type { ProblemCode } from './problems';
import { findTable, type SheetTable } from './spreadsheet/find-table';
import { containerKind, readWorkbook } from './spreadsheet/read-workbook';
import type { SpreadsheetFormat } from './spreadsheet/sheet';
import type { TournamentFacts } from './spreadsheet/tournament-facts';

export type TableEncoding = TextEncodingName | SpreadsheetFormat;

/**
 * The table file as text, with the warnings of finding a spreadsheet's table, or the error that
 * refuses it with those warnings (issue 39: `Loaded`). Its readers say a refusal before its warnings
 * (`[...errors, ...warnings]`, as findTable's), and a table's warnings before the rows' problems.
 */
type DecodeTableResult = Loaded<{ text: string; encoding: TableEncoding; table: SheetTable | null }, Problem<ProblemCode, 'severity' | 'line'>>;

/**
 * The bytes of a table file as delimited text (formats §1): a text file decoded as it is; a
 * spreadsheet (told by its first bytes, never by its name) read to its first sheet's table, written
 * as tab-separated text in which line N is row N of the sheet, so every problem the text readers
 * find names the sheet row. Rows above the table's header (chess-results facts) become empty lines.
 * `required` are the columns the header must name (place, name, points; cr_id, name for a register).
 */
export function decodeTable(bytes: Uint8Array, required: readonly Field[]): DecodeTableResult {
  if (containerKind(bytes) === null) {
    const decoded = decodeText(bytes);
    return decoded.ok ? { ok: true, text: decoded.text, encoding: decoded.encoding, table: null, warnings: [] } : decoded;
  }
  const book = readWorkbook(bytes);
  if (!book.ok) return book;
  const found = findTable(book.sheet, required);
  if (!found.ok) return found;
  return { ok: true, text: tableText(found.table), encoding: book.sheet.format, table: found.table, warnings: found.warnings };
}

/** What the preview shows of a spreadsheet: the sheet read, its table and the tournament facts above it. */
export interface SheetFacts extends TournamentFacts {
  format: SpreadsheetFormat;
  sheet: string;
  /** How many sheets the workbook has (only the first is read). */
  sheets: number;
  headerRow: number;
  /** A crosstable (`1.Rd` … columns) rather than a ranking list. */
  crosstable: boolean;
  roundColumns: number;
}

export function sheetFacts(table: SheetTable): SheetFacts {
  return { ...table.facts, format: table.sheet.format, sheet: table.sheet.name, sheets: table.sheet.sheetNames.length, headerRow: table.header.row, crosstable: table.roundColumns.length > 0 || table.opponentColumns.length > 0, roundColumns: table.roundColumns.length || table.opponentColumns.length };
}

/** Tab-separated text of the table with each row on the line of its sheet row number. */
export function tableText(table: SheetTable): string {
  const last = table.rows.length > 0 ? table.rows[table.rows.length - 1]!.row : table.header.row;
  const lines: string[] = new Array<string>(last).fill('');
  // a header cell with a comma or semicolon is quoted, so the delimiter detected from the header is the tab
  lines[table.header.row - 1] = table.header.cells.map((c) => textCell(c, /[",;]/)).join('\t');
  for (const r of table.rows) lines[r.row - 1] = r.cells.map((c) => textCell(c, /"/)).join('\t');
  return lines.join('\n') + '\n';
}

function textCell(cell: string, quoteWhen: RegExp): string {
  // a line break inside a cell would move the following rows off their sheet row numbers
  const flat = cell.replace(/[\t\r\n]+/g, ' ');
  return quoteWhen.test(flat) ? `"${flat.replace(/"/g, '""')}"` : flat;
}

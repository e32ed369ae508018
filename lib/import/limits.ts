import type { Problem } from '@/lib/problem';
import { decodeText } from './decode';
import { problem, type ProblemCode } from './problems';
import { containerKind, readWorkbook } from './spreadsheet/read-workbook';

/**
 * How many rows and columns an uploaded grid may have (issue 42): limits from the data's nature,
 * checked before a row is validated, linked or stored, so that an accepted file never makes a page
 * or a download bigger than the server can hold. A 2.7 MB xlsx of 400,000 rows and a 9.8 MB CSV of
 * 135,471 rows were accepted before, and a 100,000-column CSV; afterwards a tournament page was
 * 293 MB of HTML and five anonymous readers took 3.4 GB.
 *
 * - results: the world's largest opens have about 5,000 players in one ranking list; 10,000 rows
 *   leave a mass school event room and keep every page of a tournament bounded.
 * - register: a season's register of players (the federation's central register, CR, exported for a
 *   region or the whole country: tens of thousands of members); 200,000 rows.
 * - competition: a competition folder's table files (an open's TRF, a league's boards, teams):
 *   a team league of 50 teams, 9 rounds and 10 boards is 2,250 boards; 20,000 rows.
 * - columns: a ranking list has about 10–30, a crosstable one per round (or per player of a
 *   round-robin), a register about 15; 200 for each.
 *
 * Each is a setting of the server (server/import-limits.ts reads them from the environment).
 */
export type GridInput = 'results' | 'register' | 'competition';

export interface GridLimits {
  input: GridInput;
  rows: number;
  columns: number;
}

export const GRID_LIMITS: Readonly<Record<GridInput, GridLimits>> = {
  results: { input: 'results', rows: 10_000, columns: 200 },
  register: { input: 'register', rows: 200_000, columns: 200 },
  competition: { input: 'competition', rows: 20_000, columns: 200 },
};

/**
 * The refusal of a grid of `rows` rows below its header (a results file's players, a register's
 * members) and at most `columns` columns in one row, or null when it is within `limits`. Line 0: the
 * file as a whole.
 */
export function checkGridLimits(rows: number, columns: number, limits: GridLimits = GRID_LIMITS.results): Problem<ProblemCode, 'severity' | 'line'> | null {
  if (rows > limits.rows) return problem('TOO_MANY_ROWS', 0, { count: rows, limit: limits.rows, list: limits.input });
  if (columns > limits.columns) return problem('TOO_MANY_COLUMNS', 0, { count: columns, limit: limits.columns, list: limits.input });
  return null;
}

const TAB = 9;
const LF = 10;
const CR = 13;
const COMMA = 44;
const SEMICOLON = 59;

/**
 * The size of a delimited text as the import reads it: its non-empty lines, and the most cells a
 * line could have — 1 + the most tabs, commas or semicolons on one line (a quoted cell's own comma
 * counts too: an over-estimate by the few a name or a club may hold, far below any limit). One pass
 * over the characters, nothing allocated: a 10 MB file is measured before it is split or parsed.
 * A spreadsheet's table, written as tab-separated text (lib/import/decode-table.ts), is measured the same way.
 */
export function textGridSize(text: string): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  let tabs = 0;
  let commas = 0;
  let semicolons = 0;
  let filled = false;
  const endLine = () => {
    if (filled) rows++;
    columns = Math.max(columns, 1 + Math.max(tabs, commas, semicolons));
    tabs = commas = semicolons = 0;
    filled = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) {
      endLine();
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      continue;
    }
    if (c === TAB) tabs++;
    else if (c === COMMA) commas++;
    else if (c === SEMICOLON) semicolons++;
    else if (c !== 32) filled = true;
  }
  endLine();
  return { rows, columns: rows === 0 ? 0 : columns };
}

/** {@link checkGridLimits} of a delimited text (a text file decoded, or a sheet's table as text). */
export function checkTextLimits(text: string, limits: GridLimits): Problem<ProblemCode, 'severity' | 'line'> | null {
  const { rows, columns } = textGridSize(text);
  // the first line is the header (a TRF's few records before its players count as rows: a bound this far away allows for them)
  return checkGridLimits(Math.max(0, rows - 1), columns, limits);
}

/** {@link checkGridLimits} of a table read (its header and rows; a sheet's widest row). */
export function checkTableLimits(table: { header: { cells: readonly string[] }; rows: readonly { cells: readonly string[] }[] }, limits: GridLimits): Problem<ProblemCode, 'severity' | 'line'> | null {
  let columns = table.header.cells.length;
  for (const r of table.rows) columns = Math.max(columns, r.cells.length);
  return checkGridLimits(table.rows.length, columns, limits);
}

/**
 * {@link checkGridLimits} of a file's bytes, for the inputs read by their own loaders (a competition's
 * files): a workbook's first sheet, else the text. Null when the file is within the limits or cannot
 * be read at all (its loader says why).
 */
export function checkFileLimits(bytes: Uint8Array, limits: GridLimits): Problem<ProblemCode, 'severity' | 'line'> | null {
  if (containerKind(bytes) !== null) {
    const book = readWorkbook(bytes);
    if (!book.ok) return null;
    let columns = 0;
    for (const r of book.sheet.rows) columns = Math.max(columns, r.cells.length);
    return checkGridLimits(Math.max(0, book.sheet.rows.length - 1), columns, limits);
  }
  const decoded = decodeText(bytes);
  return decoded.ok ? checkTextLimits(decoded.text, limits) : null;
}

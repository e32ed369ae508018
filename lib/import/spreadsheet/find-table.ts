import type { Problem } from '@/lib/problem';
import { mapHeaders, type Field } from '@/lib/import/headers';
import { gameColumns } from '@/lib/import/games-columns';
import { problem, type ProblemCode } from '@/lib/import/problems';
import { columnName, type Sheet, type SheetRow } from './sheet';
import { CAPTION, readTournamentFacts, rowText, type TournamentFacts } from './tournament-facts';

/** A results or register table found on a sheet: its header row, its rows and what stands above it. */
export interface SheetTable {
  sheet: Sheet;
  header: SheetRow;
  rows: SheetRow[];
  facts: TournamentFacts;
  /** Round columns of a crosstable (`1.Rd` …), in round order; empty for a ranking list. */
  roundColumns: number[];
  /** Opponent columns `1` … `n` of a round-robin crosstable (lib/import/games-columns.ts); empty otherwise. */
  opponentColumns: number[];
}

export type FindTableResult = { ok: true; table: SheetTable; problems: Problem<ProblemCode, 'severity' | 'line'>[] } | { ok: false; problems: Problem<ProblemCode, 'severity' | 'line'>[] };

/** Rows searched for the header: a chess-results sheet has about 20 lines of facts above it. */
const HEADER_SEARCH_ROWS = 200;
const TITLES = new Set(['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM', 'AGM', 'AIM', 'AFM', 'ACM']);

/** The names of each field's columns, for the message that no header was found. */
export const FIELD_HINTS: Partial<Record<Field, string>> = {
  place: 'Rk., M-ce, place, miejsce',
  name: 'Name, Nazwisko i imię, zawodnik',
  points: 'Pts., Pkt., points, punkty',
  cr_id: 'cr_id, ID CR, ID PZSzach',
};

/**
 * formats §1: the table is found under its caption (`Final Ranking after 7 Rounds`), whatever lines
 * stand above it; without a caption, the first row that names the required columns is the header.
 * The table ends at an empty row after which no row continues it (a row continues it when its
 * required cells are filled): chess-results notes below a table are not players.
 */
export function findTable(sheet: Sheet, required: readonly Field[]): FindTableResult {
  const problems: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  if (sheet.sheetNames.length > 1) {
    const others = sheet.sheetNames.filter((_, i) => i !== sheet.sheetNames.indexOf(sheet.name));
    problems.push(problem('SHEET_OTHER_SHEETS', 0, { sheet: sheet.name, others: others.join(', '), count: others.length }));
  }
  if (sheet.rows.length === 0) {
    return { ok: false, problems: [problem('SHEET_EMPTY', 0, { sheet: sheet.name }), ...problems] };
  }
  const searched = sheet.rows.slice(0, HEADER_SEARCH_ROWS);
  const captionIndex = searched.findIndex((r) => CAPTION.test(rowText(r)) && !hasRequired(r, required));
  const from = captionIndex < 0 ? 0 : captionIndex + 1;
  let headerIndex = -1;
  for (let i = from; i < searched.length; i++) {
    if (hasRequired(searched[i]!, required)) {
      headerIndex = i;
      break;
    }
  }
  if (headerIndex < 0) {
    const last = searched[searched.length - 1]!.row;
    const expected = required.map((f) => `${f} (${FIELD_HINTS[f] ?? f})`).join('; ');
    return {
      ok: false,
      problems: [problem('SHEET_NO_HEADER', 0, { sheet: sheet.name, last, expected }), ...problems],
    };
  }
  const header = { row: searched[headerIndex]!.row, cells: [...searched[headerIndex]!.cells] };
  const columns = mapHeaders(header.cells, required).columns;
  const rest = sheet.rows.slice(headerIndex + 1);
  const tableRows: SheetRow[] = [];
  let previous = header.row;
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const r = rest[i]!;
    if (r.row !== previous + 1 && !required.every((f) => (r.cells[columns[f]!] ?? '').trim() !== '')) {
      end = i;
      break;
    }
    tableRows.push({ row: r.row, cells: [...r.cells] });
    previous = r.row;
  }
  if (end < rest.length) {
    const first = rest[end]!.row;
    const last = rest[rest.length - 1]!.row;
    problems.push(problem('SHEET_ROWS_AFTER_TABLE', first, { first, last }));
  }
  fillMergedDown(sheet, header.row, tableRows, problems);
  const lastRow = tableRows.length > 0 ? tableRows[tableRows.length - 1]!.row : header.row;
  for (const f of sheet.formulasWithoutValue) {
    if (f.row <= header.row || f.row > lastRow) continue;
    const ref = `${columnName(f.column)}${f.row}`;
    problems.push(problem('SHEET_FORMULA_NO_VALUE', f.row, { cell: ref }));
  }
  nameTitleColumn(header, tableRows, columns.name);
  const facts = readTournamentFacts(searched.slice(0, captionIndex < 0 ? headerIndex : captionIndex), captionIndex < 0 ? null : searched[captionIndex]!);
  const games = gameColumns(header, tableRows);
  return { ok: true, table: { sheet, header, rows: tableRows, facts, roundColumns: games?.kind === 'rounds' ? games.columns : [], opponentColumns: games?.kind === 'opponents' ? games.columns : [] }, problems };
}

function hasRequired(row: SheetRow, required: readonly Field[]): boolean {
  const { columns } = mapHeaders(row.cells, required);
  return required.every((f) => columns[f] !== undefined);
}

/**
 * A merged cell holds its value in its top-left cell only; the sheet shows it on every row it
 * covers, so each row of the table reads it (a `Pts.` merged over two tied players is both
 * players' points). Said as a warning, so the arbiter can check.
 */
function fillMergedDown(sheet: Sheet, headerRow: number, rows: SheetRow[], problems: Problem<ProblemCode, 'severity' | 'line'>[]): void {
  if (sheet.merged.length === 0 || rows.length === 0) return;
  const byRow = new Map(rows.map((r) => [r.row, r]));
  const last = rows[rows.length - 1]!.row;
  for (const m of sheet.merged) {
    if (m.lastRow <= headerRow || m.firstRow > last || m.firstRow === m.lastRow) continue;
    const top = byRow.get(m.firstRow);
    const value = top?.cells[m.firstColumn] ?? '';
    for (let row = Math.max(m.firstRow + 1, headerRow + 1); row <= m.lastRow; row++) {
      const r = byRow.get(row);
      if (!r || value === '') continue;
      while (r.cells.length <= m.firstColumn) r.cells.push('');
      if (r.cells[m.firstColumn] === '') r.cells[m.firstColumn] = value;
    }
    const range = `${columnName(m.firstColumn)}${m.firstRow}:${columnName(m.lastColumn)}${m.lastRow}`;
    problems.push(problem('SHEET_MERGED_CELLS', Math.max(m.firstRow, headerRow + 1), { range, value, first: m.firstRow, last: m.lastRow }));
  }
}

/** chess-results leaves the title column before `Name` without a header: it is named `Tit.` when it holds titles. */
function nameTitleColumn(header: SheetRow, rows: readonly SheetRow[], nameColumn: number | undefined): void {
  if (nameColumn === undefined || nameColumn === 0) return;
  const c = nameColumn - 1;
  if ((header.cells[c] ?? '').trim() !== '') return;
  const values = rows.map((r) => (r.cells[c] ?? '').trim()).filter((v) => v !== '');
  if (values.length > 0 && values.every((v) => TITLES.has(v.toUpperCase()))) header.cells[c] = 'Tit.';
}

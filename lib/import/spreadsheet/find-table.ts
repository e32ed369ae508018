import type { Loaded, Problem } from '@/lib/problem';
import { FIDE_TITLES, mapHeaders, type Field } from '@/lib/import/headers';
import { gameColumns } from '@/lib/import/games-columns';
import { problem, type ProblemCode } from '@/lib/import/problems';
import { columnName, type Sheet, type SheetRow } from './sheet';
import { CAPTION, readTournamentFacts, rowText, STAGE, type TournamentFacts } from './tournament-facts';

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

/** A table of a file as the preview lists it, so the arbiter can pick another (formats §1). */
export interface TableChoice {
  /** 0-based, in file order: what `options.table` names. */
  index: number;
  /** The sheet's or web page table's name ('' for a text file). */
  sheet: string;
  /** The caption above the table (`Rangliste: Stand nach der 7. Runde`), when there is one. */
  caption: string | null;
  headerRow: number;
  rows: number;
  /** A results table (name and points or games) the standings can be read from. */
  results: boolean;
}

/**
 * The table found, with the warnings its finding said (other sheets not read, rows left empty, …), or
 * the error that no table is there (an empty sheet, no header) with the warnings (issue 39: `Loaded`).
 * A refusal is said before its warnings: its readers show `[...errors, ...warnings]`.
 */
type FindTableResult = Loaded<{ table: SheetTable }, Problem<ProblemCode, 'severity' | 'line'>>;

/** Rows searched for the header: a chess-results sheet has about 20 lines of facts above it. */
const HEADER_SEARCH_ROWS = 200;

/** The names of each field's columns, for the message that no header was found. */
export const FIELD_HINTS: Partial<Record<Field, string>> = {
  place: 'Rk., M-ce, place, miejsce',
  name: 'Name, Nazwisko i imię, zawodnik',
  points: 'Pts., Pkt., points, punkty',
  cr_id: 'cr_id, ID CR, ID PZSzach',
};

/**
 * What makes a row the header of the table wanted: every `required` field named, and, for a results
 * table, `orAny` — points, or the games columns a crosstable's points come from (QUIRKS H4: a
 * starting-rank crosstable may have no `Pts.` column). The place is not required: without it the
 * row order is the place (formats §1 "place (or row order)").
 */
export interface TableWanted {
  required: readonly Field[];
  /** At least one of these fields, or round columns when `games` is set. */
  orAny?: readonly Field[];
  games?: boolean;
}

/**
 * Stage 2 and 3 of reading (lib/import/pipeline.ts): every table of every sheet, and the one read.
 * formats §1: a table is found under its caption, whatever lines stand above it; it ends where it
 * ends (a footer, a legend, the next caption). Several tables on one sheet (a page of groups, a start
 * list above a ranking) are each a choice.
 */
export function findTables(sheets: readonly Sheet[], wanted: TableWanted | readonly Field[]): FoundTable[] {
  const want = normalize(wanted);
  const found: FoundTable[] = [];
  for (const sheet of sheets) {
    let from = 0;
    while (from < sheet.rows.length) {
      const next = tableFrom(sheet, from, want);
      if (!next) break;
      found.push({ table: next.table, problems: next.problems });
      from = next.next;
    }
  }
  return found;
}

/** A table and what its finding said (rows in it left empty, rows under it not read). */
export interface FoundTable {
  table: SheetTable;
  problems: Problem<ProblemCode, 'severity' | 'line'>[];
}

/** The tables a person would list: each with where it stands and whether it is a results table. */
export function tableChoices(tables: readonly SheetTable[], wanted: TableWanted | readonly Field[]): TableChoice[] {
  const want = normalize(wanted);
  return tables.map((t, index) => ({ index, sheet: t.sheet.name, caption: t.facts.caption, headerRow: t.header.row, rows: t.rows.length, results: isWanted(t.header, t.rows, want) }));
}

/**
 * The first sheet's table, as before the pipeline (a register; `gp tiebreaks`): the first table the
 * header of which names the required fields, or the refusal that no row does.
 */
export function findTable(sheet: Sheet, required: readonly Field[]): FindTableResult {
  const warnings: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  if (sheet.sheetNames.length > 1 && sheet.format !== 'html') {
    const others = sheet.sheetNames.filter((_, i) => i !== sheet.sheetNames.indexOf(sheet.name));
    warnings.push(problem('SHEET_OTHER_SHEETS', 0, { sheet: sheet.name, others: others.join(', '), count: others.length }));
  }
  if (sheet.rows.length === 0) return { ok: false, errors: [problem('SHEET_EMPTY', 0, { sheet: sheet.name })], warnings };
  const found = tableFrom(sheet, 0, normalize(required));
  if (!found) return { ok: false, errors: [noHeader(sheet, required)], warnings };
  // a found table's problems are warnings only (rows left empty, rows under it, merged cells, formulas)
  return { ok: true, table: found.table, warnings: [...warnings, ...found.problems] };
}

export function noHeader(sheet: Sheet, required: readonly Field[]): Problem<ProblemCode, 'severity' | 'line'> {
  const searched = sheet.rows.slice(0, HEADER_SEARCH_ROWS);
  const last = searched.length > 0 ? searched[searched.length - 1]!.row : 0;
  const expected = required.map((f) => `${f} (${FIELD_HINTS[f] ?? f})`).join('; ');
  return problem('SHEET_NO_HEADER', 0, { sheet: sheet.name, last, expected });
}

function normalize(wanted: TableWanted | readonly Field[]): TableWanted {
  return Array.isArray(wanted) ? { required: wanted as readonly Field[] } : (wanted as TableWanted);
}

function isWanted(header: SheetRow, rows: readonly SheetRow[], want: TableWanted): boolean {
  const { columns } = mapHeaders(header.cells, [...want.required, ...(want.orAny ?? [])]);
  if (!want.required.every((f) => columns[f] !== undefined)) return false;
  if (!want.orAny || want.orAny.length === 0) return true;
  if (want.orAny.some((f) => columns[f] !== undefined)) return true;
  return want.games === true && headerGameColumns(header).length > 0 && rows.length >= 0;
}

/** The first table at or after row index `from` of the sheet: its header, its rows, and where the search goes on. */
function tableFrom(sheet: Sheet, from: number, want: TableWanted): { table: SheetTable; problems: Problem<ProblemCode, 'severity' | 'line'>[]; next: number } | null {
  const problems: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  const limit = Math.min(sheet.rows.length, from + HEADER_SEARCH_ROWS);
  let headerIndex = -1;
  for (let i = from; i < limit; i++) {
    if (isWanted(sheet.rows[i]!, [], want)) {
      headerIndex = i;
      break;
    }
  }
  if (headerIndex < 0) return null;
  // the caption: the nearest row above the header (after the previous table) that names a ranking
  let captionIndex = -1;
  for (let i = headerIndex - 1; i >= from && i >= headerIndex - 40; i--) {
    if (CAPTION.test(rowText(sheet.rows[i]!)) || STAGE.test(rowText(sheet.rows[i]!))) {
      captionIndex = i;
      break;
    }
  }
  const header = { row: sheet.rows[headerIndex]!.row, cells: [...sheet.rows[headerIndex]!.cells] };
  const columns = mapHeaders(header.cells, [...want.required, ...(want.orAny ?? []), 'place']).columns;
  const rounds = headerGameColumns(header);
  const rest = sheet.rows.slice(headerIndex + 1);
  const tableRows: SheetRow[] = [];
  let previous = header.row;
  let end = rest.length;
  const emptyBefore: number[] = [];
  for (let i = 0; i < rest.length; i++) {
    const r = rest[i]!;
    const gap = r.gap ?? r.row !== previous + 1;
    // after an empty row only a full player row goes on: a place or points, and a name
    const player = continuesTable(r, columns, rounds) && (!gap || fullRow(r, columns, rounds));
    if (!player || (gap && isWanted(r, [], want))) {
      end = i;
      break;
    }
    if (gap) emptyBefore.push(r.row);
    tableRows.push({ row: r.row, cells: [...r.cells] });
    previous = r.row;
  }
  for (const row of emptyBefore) problems.push(problem('TABLE_EMPTY_ROW', row));
  // rows after the table up to the next table's header are its footer: said once, not read
  let next = headerIndex + 1 + end;
  if (end < rest.length) {
    let stop = end;
    while (stop < rest.length && !isWanted(rest[stop]!, [], want)) stop++;
    if (stop > end) {
      const first = rest[end]!.row;
      const last = rest[stop - 1]!.row;
      problems.push(problem('SHEET_ROWS_AFTER_TABLE', first, { first, last }));
    }
    next = headerIndex + 1 + stop;
  }
  fillMergedDown(sheet, header.row, tableRows, problems);
  const lastRow = tableRows.length > 0 ? tableRows[tableRows.length - 1]!.row : header.row;
  for (const f of sheet.formulasWithoutValue) {
    if (f.row <= header.row || f.row > lastRow) continue;
    const ref = `${columnName(f.column)}${f.row}`;
    problems.push(problem('SHEET_FORMULA_NO_VALUE', f.row, { cell: ref }));
  }
  nameTitleColumn(header, tableRows, columns.name);
  const above = sheet.rows.slice(from, captionIndex < 0 ? headerIndex : captionIndex);
  const facts = readTournamentFacts(above, captionIndex < 0 ? null : sheet.rows[captionIndex]!);
  const games = gameColumns(header, tableRows);
  return { table: { sheet, header, rows: tableRows, facts, roundColumns: games?.kind === 'rounds' ? games.columns : [], opponentColumns: games?.kind === 'opponents' ? games.columns : [] }, problems, next };
}

/**
 * A row goes on with the table when it has something in the table's name, points or place column,
 * or in a round column: a footer (`You find all details…`, a legend, `Chess-Tournament-Results-Server`)
 * writes one long cell in the first column, which a table of players never has on its own.
 */
function continuesTable(row: SheetRow, columns: Partial<Record<Field, number>>, rounds: readonly number[]): boolean {
  const at = (c: number | undefined) => (c === undefined ? '' : (row.cells[c] ?? '').trim());
  const filled = row.cells.map((c) => c.trim()).filter((c) => c !== '');
  if (filled.length === 0) return false;
  if (filled.length === 1 && row.cells.findIndex((c) => c.trim() !== '') !== columns.name) return false;
  // chess-results repeats a footer's text in every cell of its row (QUIRKS X13)
  if (filled.length > 1 && filled.every((c) => c === filled[0]) && filled[0]!.length > 20) return false;
  return at(columns.name) !== '' || at(columns.points) !== '' || at(columns.place) !== '' || rounds.some((c) => at(c) !== '');
}

function fullRow(row: SheetRow, columns: Partial<Record<Field, number>>, rounds: readonly number[]): boolean {
  const at = (c: number | undefined) => (c === undefined ? '' : (row.cells[c] ?? '').trim());
  return at(columns.name) !== '' && (at(columns.points) !== '' || at(columns.place) !== '' || rounds.some((c) => at(c) !== ''));
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
  if (values.length > 0 && values.every((v) => FIDE_TITLES.has(v.toUpperCase()))) header.cells[c] = 'Tit.';
}

/** The games columns the header alone names (rounds, or a round robin's opponents): the rows decide which (lib/import/games-columns.ts). */
function headerGameColumns(header: SheetRow): number[] {
  return gameColumns(header, [])?.columns ?? [];
}

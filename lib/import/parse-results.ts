import type { Problem } from '@/lib/problem';
import { parseCategory } from './category';
import type { HalfPoints } from '@/lib/half-points';
import { formatPoints } from '@/lib/half-points';
import type { Delimiter } from './csv';
import { textSheet } from './container';
import { findTables, type TableChoice, type TableWanted } from './spreadsheet/find-table';
import type { CrosstableNumbering } from './spreadsheet/crosstable-tournament';
import type { SheetRow } from './spreadsheet/sheet';
import { decodeTable, sheetFacts, type SheetFacts, type TableEncoding } from './decode-table';
import { headerKey, mapHeaders, detectStyle, START_NUMBER_HEADERS, type Field, type FileStyle } from './headers';
import { placeSequence } from './place-sequence';
import { problem, type ProblemCode } from './problems';
import { cleanText, emptyToNull, parseBirthYear, parseId, parsed, parsePlace, parsePoints, parseRating, parseSex, refused, type Sex } from './values';
import { textProblems } from './text-problems';

/** One line of a tournament's final ranking, validated. */
export interface ResultRow {
  line: number;
  place: number;
  name: string;
  points: HalfPoints;
  crId: string | null;
  fideId: string | null;
  birthYear: number | null;
  sex: Sex | null;
  club: string | null;
  region: string | null;
  rating: number | null;
  category: string | null;
  fed: string | null;
  /**
   * rule-variants "ties by score": the place this row shares with every row equal to it on points and
   * on every tie-break column of the file (the first such row's place). Absent: its place.
   */
  scorePlace?: number;
}

export interface FileFacts {
  /** A text file's encoding, or the spreadsheet format (`xlsx`, `ods`) of a workbook. */
  encoding: TableEncoding;
  /** '' for a file of fixed columns (TRF). */
  delimiter: Delimiter | '';
  style: FileStyle;
  /** Which fields the header provides (the region column decides eligibility without a registry). */
  fields: Field[];
  /** For a spreadsheet or a web page: the sheet read and the tournament facts above its table (formats §1). */
  sheet?: SheetFacts;
  /** Every table of a file that holds several, and the one read (formats §1: the arbiter may pick another). */
  tables?: TableChoice[];
  table?: number;
  /** A crosstable's opponent numbering (by start number or by place) and why (the preview says it). */
  numbering?: CrosstableNumbering;
}

export interface ParseResultsOutput {
  /** Valid rows; empty when there is any error, so nothing of a bad file can be stored. */
  rows: ResultRow[];
  problems: Problem<ProblemCode, 'severity' | 'line'>[];
  facts: FileFacts | null;
}

export interface ParseResultsOptions {
  /** Number of rounds when known: more points than rounds is refused. */
  rounds?: number | null;
}

const RESULT_FIELDS: Field[] = ['place', 'name', 'points', 'cr_id', 'fide_id', 'birth', 'sex', 'club', 'region', 'rating', 'category', 'fed'];
export const REQUIRED: Field[] = ['place', 'name', 'points'];

/**
 * Staged import of a results file (formats §1): decode → delimiter → header mapping → per-row
 * validation. Never throws on bad data: every problem comes back with its line.
 */
export function parseResultsFile(bytes: Uint8Array, options: ParseResultsOptions = {}): ParseResultsOutput {
  const decoded = decodeTable(bytes, REQUIRED);
  if (!decoded.ok) return { rows: [], problems: [...decoded.errors, ...decoded.warnings], facts: null };
  const parsed = parseResultsText(decoded.text, decoded.encoding, options);
  if (!decoded.table) return parsed;
  const problems = [...decoded.warnings, ...parsed.problems];
  return { rows: problems.some((p) => p.severity === 'error') ? [] : parsed.rows, problems, facts: parsed.facts && { ...parsed.facts, delimiter: '', sheet: sheetFacts(decoded.table) } };
}

export function parseResultsText(text: string, encoding: TableEncoding, options: ParseResultsOptions = {}): ParseResultsOutput {
  if (text.trim() === '') return { rows: [], problems: [problem('EMPTY_FILE', 0)], facts: null };
  const container = textSheet(text);
  const sheet = container.sheets[0]!;
  const found = findTables([sheet], RESULTS_TABLE);
  if (found.length > 0) {
    const read = readRows(found[0]!.table, { encoding, delimiter: container.delimiter }, options);
    return { ...read, problems: [...container.problems, ...found[0]!.problems, ...read.problems] };
  }
  // no row names a results table: the first line is the header the file meant, and says what it lacks
  const header = sheet.rows[0];
  if (!header) return { rows: [], problems: [...container.problems, problem('EMPTY_FILE', 0, { reason: 'no-header' })], facts: null };
  const read = readRows({ header, rows: sheet.rows.slice(1) }, { encoding, delimiter: container.delimiter }, options);
  return { ...read, problems: [...container.problems, ...read.problems] };
}

/** What makes a results table (lib/import/spreadsheet/find-table.ts): a name, and points or games. */
export const RESULTS_TABLE: TableWanted = { required: ['name'], orAny: ['points'], games: true };

/**
 * Stage 5 of reading (lib/import/pipeline.ts): the rows of the chosen table, validated (formats §1
 * "Read what is there"). The standings need a name and points, and the place or the row order:
 * an empty place cell, a missing place column, a row without a name are warnings naming the row;
 * only a missing name or points column, points that do not parse and places out of order refuse the
 * file. `pointsOf` gives a crosstable's points from its games where the table has no points column.
 */
export function readRows(
  table: { header: SheetRow; rows: readonly SheetRow[] },
  container: { encoding: TableEncoding; delimiter: Delimiter | '' },
  options: ParseResultsOptions & { pointsOf?: (row: number) => HalfPoints | null } = {},
): ParseResultsOutput {
  const problems: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  const header = { line: table.header.row, cells: table.header.cells };
  const { columns, duplicates } = mapHeaders(header.cells, RESULT_FIELDS);
  for (const d of duplicates) {
    problems.push(problem('DUPLICATE_COLUMN', header.line, { header: d.header, column: d.field }));
  }
  const fromGames = columns.points === undefined && options.pointsOf !== undefined;
  const facts: FileFacts = {
    encoding: container.encoding,
    delimiter: container.delimiter,
    style: detectStyle(header.cells),
    fields: RESULT_FIELDS.filter((f) => columns[f] !== undefined || (f === 'points' && fromGames)),
  };
  const missing = (['name', 'points'] as const).filter((f) => columns[f] === undefined && !(f === 'points' && fromGames));
  // a file with neither name nor points nor place is no table at all: say all three, as always
  const report: Field[] = missing.length > 0 && columns.place === undefined && missing.length === 2 ? [...REQUIRED] : missing;
  if (report.length > 0) {
    for (const f of report) {
      problems.push(problem('MISSING_COLUMN', header.line, { column: f, expected: COLUMN_HINTS[f] ?? '' }));
    }
    return { rows: [], problems, facts };
  }
  if (columns.place === undefined) problems.push(problem('PLACE_FROM_ORDER', header.line));
  if (fromGames) problems.push(problem('POINTS_FROM_GAMES', header.line));
  if (table.rows.length === 0) {
    problems.push(problem('NO_ROWS', 0));
    return { rows: [], problems, facts };
  }

  const col = (f: Field) => columns[f] ?? -1;
  const at = { place: col('place'), name: col('name'), points: col('points'), crId: col('cr_id'), fideId: col('fide_id'), birth: col('birth'), sex: col('sex'), club: col('club'), region: col('region'), rating: col('rating'), category: col('category'), fed: col('fed') };
  const rows: ResultRow[] = [];
  const nextPlace = placeSequence();
  const rounds = options.rounds ?? null;
  const errorsBefore = () => problems.length;

  for (const { row: line, cells } of inPlaceOrder(table, at.place, problems)) {
    const firstProblem = errorsBefore();
    const nameText = cleanText(cellAt(cells, at.name));
    const name = nameText.value;
    if (name === null) {
      problems.push(problem('ROW_WITHOUT_NAME', line));
      continue;
    }
    const pointsRaw = fromGames ? '' : cellAt(cells, at.points);
    const gamePoints = fromGames ? options.pointsOf!(line) : null;
    const points: ReturnType<typeof parsePoints> = fromGames ? (gamePoints === null ? refused('not-a-number') : parsed(gamePoints)) : parsePoints(pointsRaw);
    const placeRaw = cellAt(cells, at.place);
    const position = rows.length + 1;
    let place: ReturnType<typeof parsePlace>;
    if (at.place < 0) place = parsed(position);
    else if (placeRaw.trim() === '') {
      // QUIRKS X8: chess-results leaves the rank of a player tied with the row above empty
      const above = rows[rows.length - 1];
      const tied = above !== undefined && points.ok && above.points === points.value;
      const value = tied ? above.place : position;
      place = parsed(value);
      problems.push(problem('PLACE_EMPTY', line, { place: value, tied: tied ? 'yes' : 'no' }));
    } else place = parsePlace(placeRaw);
    if (!place.ok) problems.push(problem('BAD_PLACE', line, { value: placeRaw.trim(), reason: place.errors[0]! }));
    else {
      // formats §1: a shared place is a tie (kept as written), not an error
      const sequence = nextPlace(line, place.value, points.ok ? points.value : null);
      if (sequence) problems.push(sequence);
    }
    problems.push(...textProblems('name', line, nameText));
    const clubText = cleanText(cellAt(cells, at.club));
    problems.push(...textProblems('club', line, clubText));
    if (!points.ok) {
      if (points.errors[0] === 'not-half') problems.push(problem('POINTS_NOT_HALF', line, { value: pointsRaw.trim() }));
      else problems.push(problem('BAD_POINTS', line, { value: pointsRaw.trim(), reason: points.errors[0]! }));
    } else if (rounds !== null && points.value > rounds * 2) {
      problems.push(problem('POINTS_ABOVE_ROUNDS', line, { points: formatPoints(points.value), rounds }));
    }
    const birthRaw = cellAt(cells, at.birth);
    const birth = parseBirthYear(birthRaw);
    if (!birth.ok) problems.push(problem('BAD_BIRTH', line, { value: birthRaw.trim(), reason: birth.errors[0]! }));
    const sexRaw = cellAt(cells, at.sex);
    const sex = parseSex(sexRaw);
    if (!sex.ok) problems.push(problem('BAD_SEX', line, { value: sexRaw.trim(), reason: sex.errors[0]! }));
    const ratingRaw = cellAt(cells, at.rating);
    const rating = parseRating(ratingRaw);
    if (!rating.ok) problems.push(problem('BAD_RATING', line, { value: ratingRaw.trim(), reason: rating.errors[0]! }));
    const categoryRaw = cellAt(cells, at.category);
    if (categoryRaw.trim() !== '' && parseCategory(categoryRaw) === null) {
      problems.push(problem('BAD_CATEGORY', line, { value: categoryRaw.trim() }));
    }
    let bad = false;
    for (let k = firstProblem; k < problems.length; k++) if (problems[k]!.severity === 'error') bad = true;
    if (bad || !place.ok || !points.ok) continue;
    const fed = emptyToNull(cellAt(cells, at.fed));
    rows.push({
      line,
      place: place.value,
      name,
      points: points.value,
      crId: parseId(cellAt(cells, at.crId)),
      fideId: parseId(cellAt(cells, at.fideId)),
      birthYear: birth.ok ? birth.value : null,
      sex: sex.ok ? sex.value : null,
      club: clubText.value,
      region: emptyToNull(cellAt(cells, at.region)),
      rating: rating.ok ? rating.value : null,
      category: emptyToNull(cellAt(cells, at.category)),
      fed: fed === null ? null : fed.toUpperCase(),
    });
  }
  const hasError = problems.some((p) => p.severity === 'error');
  return { rows: hasError ? [] : rows, problems, facts };
}

/**
 * A starting-rank table (QUIRKS H1, H4: chess-results' "Starting rank crosstable", a round robin's
 * table in start order) lists the players by start number with the place in a column of its own:
 * with a start-number column and places that are all there but not in order, the rows are read in
 * the order of their places (a warning says so). Any other table is read as it stands, and places
 * out of order are the error they always were.
 */
function inPlaceOrder(table: { header: SheetRow; rows: readonly SheetRow[] }, placeColumn: number, problems: Problem<ProblemCode, 'severity' | 'line'>[]): readonly SheetRow[] {
  if (placeColumn < 0 || !table.header.cells.some((c) => START_NUMBER_HEADERS.has(headerKey(c)))) return table.rows;
  const places = table.rows.map((r) => parsePlace(cellAt(r.cells, placeColumn)));
  if (!places.every((p) => p.ok)) return table.rows;
  const values = places.map((p) => (p.ok ? p.value : 0));
  if (values.every((v, i) => i === 0 || v >= values[i - 1]!)) return table.rows;
  problems.push(problem('ROWS_IN_START_ORDER', table.header.row));
  return table.rows.map((r, i) => ({ r, place: values[i]! })).sort((a, b) => a.place - b.place || a.r.row - b.r.row).map((x) => x.r);
}


function cellAt(cells: readonly string[], index: number): string {
  return index < 0 ? '' : (cells[index] ?? '');
}

const COLUMN_HINTS: Record<string, string> = {
  place: 'place, rank, Rk., M-ce, miejsce, Lp.',
  name: 'name, player, zawodnik, Nazwisko i imię',
  points: 'points, pts, Pts., pkt, Pkt., punkty',
};

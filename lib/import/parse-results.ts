import type { Problem } from '@/lib/problem';
import { parseCategory } from './category';
import type { HalfPoints } from '@/lib/half-points';
import { formatPoints } from '@/lib/half-points';
import { parseCsv, detectDelimiter, type Delimiter } from './csv';
import { decodeTable, sheetFacts, type SheetFacts, type TableEncoding } from './decode-table';
import { mapHeaders, detectStyle, type Field, type FileStyle } from './headers';
import { placeSequence } from './place-sequence';
import { problem, type ProblemCode } from './problems';
import { cleanText, emptyToNull, parseBirthYear, parseId, parsePlace, parsePoints, parseRating, parseSex, type Sex } from './values';
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
}

export interface FileFacts {
  /** A text file's encoding, or the spreadsheet format (`xlsx`, `ods`) of a workbook. */
  encoding: TableEncoding;
  /** '' for a file of fixed columns (TRF). */
  delimiter: Delimiter | '';
  style: FileStyle;
  /** Which fields the header provides (the region column decides eligibility without a registry). */
  fields: Field[];
  /** For a spreadsheet: the sheet read and the tournament facts above its table (formats §1). */
  sheet?: SheetFacts;
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
  if (!decoded.ok) return { rows: [], problems: decoded.problems, facts: null };
  const parsed = parseResultsText(decoded.text, decoded.encoding, options);
  if (!decoded.table) return parsed;
  const problems = [...decoded.problems, ...parsed.problems];
  return { rows: problems.some((p) => p.severity === 'error') ? [] : parsed.rows, problems, facts: parsed.facts && { ...parsed.facts, delimiter: '', sheet: sheetFacts(decoded.table) } };
}

export function parseResultsText(text: string, encoding: TableEncoding, options: ParseResultsOptions = {}): ParseResultsOutput {
  const problems: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  if (text.trim() === '') return { rows: [], problems: [problem('EMPTY_FILE', 0)], facts: null };
  const delimiter = detectDelimiter(text);
  const { records, unterminatedQuoteLine } = parseCsv(text, delimiter);
  if (unterminatedQuoteLine !== null) {
    problems.push(problem('UNTERMINATED_QUOTE', unterminatedQuoteLine));
  }
  const header = records[0];
  if (!header) return { rows: [], problems: [...problems, problem('EMPTY_FILE', 0, { reason: 'no-header' })], facts: null };
  const { columns, duplicates } = mapHeaders(header.cells, RESULT_FIELDS);
  for (const d of duplicates) {
    problems.push(problem('DUPLICATE_COLUMN', header.line, { header: d.header, column: d.field }));
  }
  const facts: FileFacts = {
    encoding,
    delimiter,
    style: detectStyle(header.cells),
    fields: RESULT_FIELDS.filter((f) => columns[f] !== undefined),
  };
  const missing = REQUIRED.filter((f) => columns[f] === undefined);
  if (missing.length > 0) {
    for (const f of missing) {
      problems.push(problem('MISSING_COLUMN', header.line, { column: f, expected: COLUMN_HINTS[f] ?? '' }));
    }
    return { rows: [], problems, facts };
  }
  if (records.length < 2) {
    problems.push(problem('NO_ROWS', 0));
    return { rows: [], problems, facts };
  }

  const col = (f: Field) => columns[f] ?? -1;
  const at = { place: col('place'), name: col('name'), points: col('points'), crId: col('cr_id'), fideId: col('fide_id'), birth: col('birth'), sex: col('sex'), club: col('club'), region: col('region'), rating: col('rating'), category: col('category'), fed: col('fed') };
  const rows: ResultRow[] = [];
  const nextPlace = placeSequence();
  const rounds = options.rounds ?? null;
  const errorsBefore = () => problems.length;

  for (let r = 1; r < records.length; r++) {
    const { line, cells } = records[r]!;
    const firstProblem = errorsBefore();
    const placeRaw = cellAt(cells, at.place);
    const place = parsePlace(placeRaw);
    const pointsRaw = cellAt(cells, at.points);
    const points = parsePoints(pointsRaw);
    if (!place.ok) problems.push(problem('BAD_PLACE', line, { value: placeRaw.trim(), reason: place.reason }));
    else {
      // formats §1: a shared place is a tie (kept as written), not an error
      const sequence = nextPlace(line, place.value, points.ok ? points.value : null);
      if (sequence) problems.push(sequence);
    }
    const nameText = cleanText(cellAt(cells, at.name));
    const name = nameText.value;
    if (name === null) problems.push(problem('MISSING_NAME', line));
    problems.push(...textProblems('name', line, nameText));
    const clubText = cleanText(cellAt(cells, at.club));
    problems.push(...textProblems('club', line, clubText));
    if (!points.ok) {
      if (points.notHalf) problems.push(problem('POINTS_NOT_HALF', line, { value: pointsRaw.trim() }));
      else problems.push(problem('BAD_POINTS', line, { value: pointsRaw.trim(), reason: points.reason }));
    } else if (rounds !== null && points.value > rounds * 2) {
      problems.push(problem('POINTS_ABOVE_ROUNDS', line, { points: formatPoints(points.value), rounds }));
    }
    const birthRaw = cellAt(cells, at.birth);
    const birth = parseBirthYear(birthRaw);
    if (!birth.ok) problems.push(problem('BAD_BIRTH', line, { value: birthRaw.trim(), reason: birth.reason }));
    const sexRaw = cellAt(cells, at.sex);
    const sex = parseSex(sexRaw);
    if (!sex.ok) problems.push(problem('BAD_SEX', line, { value: sexRaw.trim(), reason: sex.reason }));
    const ratingRaw = cellAt(cells, at.rating);
    const rating = parseRating(ratingRaw);
    if (!rating.ok) problems.push(problem('BAD_RATING', line, { value: ratingRaw.trim(), reason: rating.reason }));
    const categoryRaw = cellAt(cells, at.category);
    if (categoryRaw.trim() !== '' && parseCategory(categoryRaw) === null) {
      problems.push(problem('BAD_CATEGORY', line, { value: categoryRaw.trim() }));
    }
    let bad = false;
    for (let k = firstProblem; k < problems.length; k++) if (problems[k]!.severity === 'error') bad = true;
    if (bad || !place.ok || !points.ok || name === null) continue;
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

function cellAt(cells: string[], index: number): string {
  return index < 0 ? '' : (cells[index] ?? '');
}

const COLUMN_HINTS: Record<string, string> = {
  place: 'place, rank, Rk., M-ce, miejsce, Lp.',
  name: 'name, player, zawodnik, Nazwisko i imię',
  points: 'points, pts, Pts., pkt, Pkt., punkty',
};

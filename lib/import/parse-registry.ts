import type { Problem } from '@/lib/problem';
import { parseCategory } from './category';
import { isIsoDate, type IsoDate } from '@/lib/dates';
import { parseCsv, detectDelimiter } from './csv';
import { decodeTable } from './decode-table';
import { mapHeaders, type Field } from './headers';
import { formatCount, lineRanges, LINE_RANGES_LISTED, problem, type ProblemCode } from './problems';
import { cleanText, emptyToNull, parseBirthYear, parseId, parseRating, parseSex, type Sex } from './values';
import { textProblems } from './text-problems';
import { checkTextLimits, GRID_LIMITS, type GridLimits } from './limits';

/** One membership period of a player of the Central Register extract (formats §2). */
export interface RegistryRow {
  line: number;
  crId: string;
  name: string;
  fideId: string | null;
  birthYear: number | null;
  sex: Sex | null;
  rating: number | null;
  category: string | null;
  fed: string | null;
  club: string | null;
  region: string | null;
  /** Inclusive period; null = open. */
  from: IsoDate | null;
  to: IsoDate | null;
}

interface ParseRegistryOutput {
  /** The valid rows; with errors in `problems` the register must not be stored. */
  rows: RegistryRow[];
  problems: Problem<ProblemCode, 'severity' | 'line'>[];
}

const FIELDS: Field[] = ['cr_id', 'name', 'fide_id', 'birth', 'sex', 'rating', 'category', 'fed', 'club', 'region', 'from', 'to'];

export function parseRegistryFile(bytes: Uint8Array, limits: GridLimits = GRID_LIMITS.register): ParseRegistryOutput {
  const decoded = decodeTable(bytes, ['cr_id', 'name']);
  if (!decoded.ok) return { rows: [], problems: [...decoded.errors, ...decoded.warnings] };
  const tooBig = checkTextLimits(decoded.text, limits);
  if (tooBig) return { rows: [], problems: [tooBig] };
  const parsed = parseRegistryText(decoded.text);
  if (decoded.warnings.length === 0) return parsed;
  const problems = [...decoded.warnings, ...parsed.problems];
  return { rows: problems.some((p) => p.severity === 'error') ? [] : parsed.rows, problems };
}

export function parseRegistryText(text: string): ParseRegistryOutput {
  const problems: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  if (text.trim() === '') return { rows: [], problems: [problem('EMPTY_FILE', 0, { list: 'register' })] };
  const { records, unterminatedQuoteLine } = parseCsv(text, detectDelimiter(text));
  if (unterminatedQuoteLine !== null) {
    problems.push(problem('UNTERMINATED_QUOTE', unterminatedQuoteLine));
  }
  const header = records[0];
  if (!header) return { rows: [], problems: [...problems, problem('EMPTY_FILE', 0, { list: 'register', reason: 'no-header' })] };
  const { columns } = mapHeaders(header.cells, FIELDS);
  for (const f of ['cr_id', 'name'] as const) {
    if (columns[f] === undefined) problems.push(problem('MISSING_COLUMN', header.line, { column: f, list: 'register' }));
  }
  if (problems.some((p) => p.severity === 'error')) return { rows: [], problems };
  const cell = (cells: string[], f: Field) => {
    const i = columns[f];
    return i === undefined ? '' : (cells[i] ?? '');
  };
  const rows: RegistryRow[] = [];
  for (let r = 1; r < records.length; r++) {
    const { line, cells } = records[r]!;
    let bad = false;
    const crId = parseId(cell(cells, 'cr_id'));
    if (crId === null) {
      problems.push(problem('MISSING_CR_ID', line));
      bad = true;
    }
    const nameText = cleanText(cell(cells, 'name'));
    const name = nameText.value;
    if (name === null) {
      problems.push(problem('MISSING_NAME', line, { list: 'register' }));
      bad = true;
    }
    const clubText = cleanText(cell(cells, 'club'));
    for (const p of [...textProblems('name', line, nameText), ...textProblems('club', line, clubText)]) {
      problems.push(p);
      if (p.severity === 'error') bad = true;
    }
    const dates: Record<'from' | 'to', IsoDate | null> = { from: null, to: null };
    for (const f of ['from', 'to'] as const) {
      const raw = cell(cells, f).trim();
      if (raw === '') continue;
      if (!isIsoDate(raw)) {
        problems.push(problem('BAD_DATE', line, { value: raw }));
        bad = true;
      } else dates[f] = raw;
    }
    if (dates.from && dates.to && dates.from > dates.to) {
      // kept (it covers no date), as the register extract may hold such rows; the arbiter sees why
      problems.push(problem('DATE_ORDER', line, { from: dates.from ?? '', to: dates.to ?? '' }));
    }
    const birth = parseBirthYear(cell(cells, 'birth'));
    if (!birth.ok) problems.push(problem('BAD_BIRTH', line, { value: cell(cells, 'birth').trim(), reason: birth.errors[0]! }));
    const sex = parseSex(cell(cells, 'sex'));
    if (!sex.ok) problems.push(problem('BAD_SEX', line, { value: cell(cells, 'sex').trim(), reason: sex.errors[0]! }));
    const rating = parseRating(cell(cells, 'rating'));
    if (!rating.ok) problems.push(problem('BAD_RATING', line, { value: cell(cells, 'rating').trim(), reason: rating.errors[0]! }));
    const categoryRaw = cell(cells, 'category');
    if (categoryRaw.trim() !== '' && parseCategory(categoryRaw) === null) {
      problems.push(problem('BAD_CATEGORY', line, { value: categoryRaw.trim() }));
    }
    if (bad || crId === null || name === null) continue;
    rows.push({
      line,
      crId,
      name,
      fideId: parseId(cell(cells, 'fide_id')),
      birthYear: birth.ok ? birth.value : null,
      sex: sex.ok ? sex.value : null,
      rating: rating.ok ? rating.value : null,
      category: emptyToNull(cell(cells, 'category')),
      fed: emptyToNull(cell(cells, 'fed'))?.toUpperCase() ?? null,
      club: clubText.value,
      region: emptyToNull(cell(cells, 'region')),
      from: dates.from,
      to: dates.to,
    });
  }
  // Two periods of one player that overlap make the club on a date ambiguous: the earlier row wins.
  // One warning per player, whatever the number of rows: sorted by start, a period overlaps an
  // earlier one when it starts before the latest end seen so far (linear after the sort).
  const byId = new Map<string, RegistryRow[]>();
  for (const row of rows) {
    const list = byId.get(row.crId);
    if (list) list.push(row);
    else byId.set(row.crId, [row]);
  }
  for (const [crId, periods] of byId) {
    if (periods.length < 2) continue;
    const sorted = [...periods].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? '') || a.line - b.line);
    const overlapping = new Set<number>();
    let reach = sorted[0]!;
    for (let i = 1; i < sorted.length; i++) {
      const b = sorted[i]!;
      if ((b.from ?? '') <= (reach.to ?? '9999')) {
        overlapping.add(reach.line);
        overlapping.add(b.line);
      }
      if ((b.to ?? '9999') > (reach.to ?? '9999')) reach = b;
    }
    if (overlapping.size === 0) continue;
    const lines = [...overlapping].sort((x, y) => x - y);
    problems.push(
      problem(
        'OVERLAPPING_PERIODS',
        lines[1]!,
        { crId, first: lines[0]!, second: lines.length === 2 ? lines[1]! : lineRanges(lines.slice(1), LINE_RANGES_LISTED), ...(lines.length > 2 ? { rows: lines.length, lines: lineRanges(lines, LINE_RANGES_LISTED) } : {}) },
      ),
    );
  }
  // the valid rows come back even when other rows have errors (the preview shows both);
  // whoever stores a register refuses it while it has errors
  return { rows, problems };
}

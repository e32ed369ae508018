import { type Problem, said, type ParamsArg } from '@/lib/problem';
import { TRF_PROBLEM_CODES } from './trf/trf-problems';
import { SHEET_PROBLEM_CODES } from './spreadsheet/sheet-problems';
import { WEB_PAGE_PROBLEM_CODES } from './web-page/web-page-problems';
/**
 * Every problem an import can find carries a code (for programs and translations), the line of the
 * file it is on (1 = the header line; 0 = the file as a whole) and a message an arbiter understands.
 * Errors refuse the whole file; warnings are shown and the file is still accepted.
 */
export const PROBLEM_CODES = {
  ...TRF_PROBLEM_CODES,
  ...SHEET_PROBLEM_CODES,
  ...WEB_PAGE_PROBLEM_CODES,
  /** A TRF's rank column differs from the ranking recomputed from its games (issue 8). */
  RANK_DISAGREES: 'warning',
  /** A ranking list's places disagree with its own tie-break columns (issue 8). */
  PLACE_DISAGREES: 'warning',
  NOT_TEXT: 'error',
  /** formats §1: a pairing program's own file (Swiss-Manager .TUNx, a Papi database) or a PDF, by its first bytes. */
  PROGRAM_FILE: 'error',
  /** The file holds tables but none is a results table: a start list, a pairings list, a team table. */
  NOT_RESULTS: 'error',
  /** Lines commented out with `#` (QUIRKS C2): not read. */
  LINES_COMMENTED: 'warning',
  /** An empty row inside the table (a player deleted by the organizer): the table goes on under it. */
  TABLE_EMPTY_ROW: 'warning',
  /** The file holds several tables; which one is read (the preview lets the arbiter pick another). */
  TABLE_CHOSEN: 'warning',
  /** No place column: the places are the row order. */
  PLACE_FROM_ORDER: 'warning',
  /** An empty place cell: tied with the row above (equal points), else the row's position. */
  PLACE_EMPTY: 'warning',
  /** A row of the table without a name (a player deleted, a note): not read. */
  ROW_WITHOUT_NAME: 'warning',
  /** No points column: each player's points are those of their games (a starting-rank crosstable, QUIRKS H4). */
  POINTS_FROM_GAMES: 'warning',
  /** A starting-rank table: rows in start order, read in the order of their place column. */
  ROWS_IN_START_ORDER: 'warning',
  EMPTY_FILE: 'error',
  NO_ROWS: 'error',
  MISSING_COLUMN: 'error',
  DUPLICATE_COLUMN: 'warning',
  BAD_PLACE: 'error',
  PLACE_ORDER: 'error',
  /** formats §1: a gap no tie explains (`95` then `100`) — players deleted after the tournament; the rows keep their places (issue 27). */
  PLACE_GAP: 'warning',
  SHARED_PLACE_POINTS: 'error',
  MISSING_NAME: 'error',
  BAD_POINTS: 'error',
  POINTS_NOT_HALF: 'error',
  POINTS_ABOVE_ROUNDS: 'error',
  BAD_DATE: 'error',
  DATE_ORDER: 'warning',
  MISSING_CR_ID: 'error',
  BAD_BIRTH: 'warning',
  BAD_SEX: 'warning',
  BAD_RATING: 'warning',
  BAD_CATEGORY: 'warning',
  UNTERMINATED_QUOTE: 'error',
  OVERLAPPING_PERIODS: 'warning',
  NAME_TOO_LONG: 'error',
  INVISIBLE_CHARACTERS: 'warning',
  MIXED_SCRIPTS: 'warning',
  MORE_PROBLEMS: 'warning',
  /** issue 42: more rows or columns than the input may have (lib/import/limits.ts); the file as a whole. */
  TOO_MANY_ROWS: 'error',
  TOO_MANY_COLUMNS: 'error',
} as const;

export type ProblemCode = keyof typeof PROBLEM_CODES;
export type { Severity } from '@/lib/problem';


/** A problem of an import: its code, its line and the values its words need (lib/i18n/catalogue.ts says it). */
export function problem<C extends ProblemCode>(code: C, line: number, ...[params]: ParamsArg<C>): Problem<ProblemCode, 'severity' | 'line'> {
  return said<Problem<ProblemCode, 'severity' | 'line'>>(params ? { code, severity: PROBLEM_CODES[code], line, params } : { code, severity: PROBLEM_CODES[code], line });
}



/**
 * "2–3001", "2, 5, 7–9": sorted line numbers with runs written as ranges. At most `maxParts` parts,
 * then " …" (issue 31: every other line of a 100,000-row file would make one message of 600 KB).
 */
export function lineRanges(lines: readonly number[], maxParts = Infinity): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    if (parts.length >= maxParts) {
      parts.push('…');
      break;
    }
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** Problems shown per code before the rest are folded into one line; no answer lists more than this in all. */
export const PROBLEMS_PER_CODE = 20;
export const MAX_PROBLEMS = 200;
/** Ranges of lines a folded problem lists. */
export const LINE_RANGES_LISTED = 20;

/**
 * Keeps an answer small whatever the file: the first PROBLEMS_PER_CODE problems of each code are
 * listed, the others of that code become one "N more rows: lines …" problem, and the whole list
 * stops at MAX_PROBLEMS. Linear in the number of problems. Errors come first, so a refusal always
 * shows why.
 */
export function summarizeProblems(problems: readonly Problem<ProblemCode, 'severity' | 'line'>[]): Problem<ProblemCode, 'severity' | 'line'>[] {
  const shown = new Map<ProblemCode, number>();
  const folded = new Map<ProblemCode, number[]>();
  const kept: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  for (const p of problems) {
    const n = shown.get(p.code) ?? 0;
    if (n < PROBLEMS_PER_CODE) {
      shown.set(p.code, n + 1);
      kept.push(p);
    } else {
      const lines = folded.get(p.code);
      if (lines) lines.push(p.line);
      else folded.set(p.code, [p.line]);
    }
  }
  for (const [code, lines] of folded) {
    // MORE_ROWS' params under the row's own code (lib/i18n/problem-words.ts problemKey)
    kept.push(said<Problem<ProblemCode, 'severity' | 'line'>>({ code, severity: PROBLEM_CODES[code], line: lines[0]!, params: { folded: code, count: lines.length, lines: lineRanges(lines, LINE_RANGES_LISTED) } }));
  }
  const ordered = [...kept.filter((p) => p.severity === 'error'), ...kept.filter((p) => p.severity !== 'error')];
  if (ordered.length <= MAX_PROBLEMS) return ordered;
  const rest = ordered.length - (MAX_PROBLEMS - 1);
  return [...ordered.slice(0, MAX_PROBLEMS - 1), problem('MORE_PROBLEMS', 0, { count: rest })];
}

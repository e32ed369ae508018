import { TRF_PROBLEM_CODES } from './trf/trf-problems';
/**
 * Every problem an import can find carries a code (for programs and translations), the line of the
 * file it is on (1 = the header line; 0 = the file as a whole) and a message an arbiter understands.
 * Errors refuse the whole file; warnings are shown and the file is still accepted.
 */
export const PROBLEM_CODES = {
  ...TRF_PROBLEM_CODES,
  /** A TRF's rank column differs from the ranking recomputed from its games (issue 8). */
  RANK_DISAGREES: 'warning',
  /** A ranking list's places disagree with its own tie-break columns (issue 8). */
  PLACE_DISAGREES: 'warning',
  NOT_TEXT: 'error',
  EMPTY_FILE: 'error',
  NO_ROWS: 'error',
  MISSING_COLUMN: 'error',
  DUPLICATE_COLUMN: 'warning',
  BAD_PLACE: 'error',
  PLACE_ORDER: 'error',
  PLACE_GAP: 'error',
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
} as const;

export type ProblemCode = keyof typeof PROBLEM_CODES;
export type Severity = 'error' | 'warning';

export interface ImportProblem {
  code: ProblemCode;
  severity: Severity;
  /** 1-based physical line of the file; 0 when the problem concerns the whole file. */
  line: number;
  message: string;
  /** The values of the message, for the catalogue (lib/i18n/catalogue.ts) to say it in the page's language. */
  params?: Record<string, string | number>;
}

export function problem(code: ProblemCode, line: number, message: string, params?: Record<string, string | number>): ImportProblem {
  return params ? { code, severity: PROBLEM_CODES[code], line, message, params } : { code, severity: PROBLEM_CODES[code], line, message };
}


/** "gp03.csv line 5: …" — the form used by the command line and the API. */
export function describeProblem(p: ImportProblem, fileName?: string): string {
  const where = p.line > 0 ? `line ${p.line}` : '';
  const prefix = [fileName, where].filter(Boolean).join(' ');
  return prefix ? `${prefix}: ${p.message}` : p.message;
}

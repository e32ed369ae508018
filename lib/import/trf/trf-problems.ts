import { type Problem, type Severity, said, type ParamsOf } from '@/lib/problem';
/**
 * Problems a TRF file can have. Like `Problem<ProblemCode, 'severity' | 'line'>` (lib/import/problems.ts) every problem carries
 * a code, a severity, the 1-based physical line (0 = the file as a whole) and a plain-English
 * message; TRF problems may also name the column where the bad field starts. Errors refuse the
 * file; warnings are shown and the file is accepted.
 */
export const TRF_PROBLEM_CODES = {
  TRF_EMPTY_FILE: 'error',
  TRF_NOT_TEXT: 'error',
  TRF_NO_PLAYERS: 'error',
  TRF_BAD_LINE: 'error',
  TRF_BAD_POINTS: 'error',
  TRF_BAD_ROUND: 'error',
  TRF_DUPLICATE_START_NUMBER: 'error',
  TRF_UNKNOWN_OPPONENT: 'error',
  TRF_SELF_PAIRED: 'error',
  TRF_NOT_MIRRORED: 'error',
  TRF_RESULT_MISMATCH: 'error',
  /** Severity depends on the case: a warning when an announced bye of a later round explains it. */
  TRF_POINTS_MISMATCH: 'error',
  TRF_COLOUR_MISMATCH: 'warning',
  TRF_BAD_RATING: 'warning',
  TRF_BAD_FIDE_ID: 'warning',
  TRF_BAD_SEX: 'warning',
  TRF_BAD_RANK: 'warning',
  TRF_MISSING_NAME: 'warning',
  TRF_BAD_HEADER: 'warning',
  TRF_PLAYER_COUNT: 'warning',
  TRF_ROUND_COUNT: 'warning',
  TRF_UNKNOWN_TEAM_MEMBER: 'warning',
} as const;

export type TrfProblemCode = keyof typeof TRF_PROBLEM_CODES;
/** The one severity of lib/problem.ts. */
type TrfSeverity = Severity;


export function trfProblem<C extends TrfProblemCode>(
  code: C,
  line: number,
  params?: ParamsOf<C>,
  options: { column?: number; severity?: TrfSeverity } = {},
): Problem<TrfProblemCode, 'severity' | 'line'> {
  return said<Problem<TrfProblemCode, 'severity' | 'line'>>({ code, severity: options.severity ?? TRF_PROBLEM_CODES[code], line, ...(options.column !== undefined ? { column: options.column } : {}), ...(params ? { params } : {}) });
}


import { type Problem, type Severity, said, type ParamsArg } from '@/lib/problem';

/**
 * What the loader of a Grand Prix season folder (lib/season/season-folder.ts) finds wrong in
 * `season.json` and the files it names, by code with its severity; the words are the catalogue's
 * (lib/i18n/catalogue.ts), said with the file and line by `describe(lang, problem, { file })`.
 */
export const SEASON_PROBLEM_CODES = {
  SEASON_JSON_INVALID: 'error',
  SEASON_RULES: 'error',
  RULE_IGNORED: 'warning',
  SEASON_TOURNAMENT_ID_TWICE: 'error',
  SEASON_TOURNAMENT_BAD_DATE: 'error',
  SEASON_TOURNAMENT_OUTSIDE: 'warning',
  MORE_THAN_ONE_FINAL: 'error',
  SEASON_REGISTRY_MISSING: 'error',
  SEASON_RESULTS_MISSING: 'error',
  // aliases.csv (formats §3, §6): lib/season/aliases-file.ts
  ALIASES_MISSING: 'error',
  ALIASES_NOT_TEXT: 'error',
  ALIASES_NO_COLUMNS: 'error',
  ALIASES_EMPTY_CELL: 'error',
  ALIASES_BAD_SAME: 'error',
  ALIASES_SELF: 'warning',
  ALIASES_UNKNOWN_SPELLING: 'warning',
} as const satisfies Record<string, Severity>;
type SeasonProblemCode = keyof typeof SEASON_PROBLEM_CODES;
/** Every code the season loader gives of its own (the registry's and the tournament files' are their readers'). */
export const SEASON_LOADER_CODES = Object.keys(SEASON_PROBLEM_CODES) as SeasonProblemCode[];

/**
 * A problem of a season folder: its own codes, or a registry's or a tournament file's problem passed
 * on with the file it is in. It always knows its severity and file; `line` is 0 for the file as a whole.
 */
export type SeasonProblem = Problem<string, 'severity' | 'file' | 'line'>;

/** A season folder's own problem, its English filled from the catalogue. */
export function seasonProblem<C extends SeasonProblemCode>(code: C, file: string, line: number, ...[params]: ParamsArg<C>): SeasonProblem {
  return said<SeasonProblem>({ code, severity: SEASON_PROBLEM_CODES[code], file, line, ...(params ? { params } : {}) });
}

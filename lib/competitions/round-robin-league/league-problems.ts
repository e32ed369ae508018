// this kind's coded words, merged into the catalogue when first imported (issue 39)
import './round-robin-league-problem-words';
import { describe } from '@/lib/i18n/t';
import { coded, type Problem, said, type MessageCode, type ParamsOf, type ProblemParams } from '@/lib/problem';
import { TRF_PROBLEM_CODES, type TrfProblemCode } from '@/lib/import/trf/trf-problems';
import { PROBLEM_CODES, type ProblemCode } from '@/lib/import/problems';

/**
 * Problems of a league season, each with a code (for programs and translations), a severity, the
 * file it is in and its 1-based line (0 = the file as a whole). Errors refuse the season; warnings
 * are shown and the season is computed.
 */
export const LEAGUE_PROBLEM_CODES = {
  LEAGUE_JSON_MISSING: 'error',
  LEAGUE_JSON_INVALID: 'error',
  LEAGUE_JSON_SCHEMA: 'error',
  RULES_INVALID: 'error',
  DUPLICATE_LEAGUE_ID: 'error',
  UNKNOWN_GAME_DAYS: 'error',
  RESULTS_FILE_MISSING: 'error',
  TOO_MANY_ROUNDS: 'error',
  EXCLUDED_NOT_IN_LEAGUE: 'error',
  POSTPONEMENTS_FILE_MISSING: 'error',
  CSV_NOT_TEXT: 'error',
  CSV_MISSING_COLUMN: 'error',
  CSV_UNTERMINATED_QUOTE: 'error',
  CSV_UNKNOWN_LEAGUE: 'error',
  CSV_BAD_ROUND: 'error',
  CSV_UNKNOWN_PLAYER: 'error',
  CSV_BAD_WARNED: 'error',
  CSV_BAD_MADE_UP: 'error',
  CSV_BAD_ACCEPTED: 'error',
  CSV_DUPLICATE_ROW: 'error',
  NO_GAME: 'error',
  OPPONENT_MISMATCH: 'error',
  ABSENT_BUT_PLAYED: 'error',
  FORFEIT_MISMATCH: 'error',
  CONFLICTING_NOTES: 'error',
  MADE_UP_AFTER_ABSENCE: 'error',
  MADE_UP_CONFLICT: 'error',
  MADE_UP_BEFORE_ROUND: 'error',
  CHANGE_NO_GAME: 'error',
  CHANGE_BAD_RESULT: 'error',
  CHANGE_BAD_DATE: 'error',
  CHANGE_NOT_POSTPONED: 'error',
  EXCLUSION_UNKNOWN_PLAYER: 'error',
  EXCLUSION_ALREADY_CONFIRMED: 'error',
  EXCLUSION_NOT_CONFIRMED: 'error',
  EXCLUSION_NOT_DUE: 'error',
  CSV_UNKNOWN_COLUMN: 'warning',
  UNKNOWN_RULE: 'warning',
  MADE_UP_NOT_RESERVE_DAY: 'warning',
  MADE_UP_WITHOUT_DATE: 'warning',
  POSTPONED_BUT_FORFEITED: 'warning',
  PAIRING_NOT_BERGER: 'warning',
  COLOUR_NOT_BERGER: 'warning',
  UNUSED_GAME_DAYS: 'warning',
  EXCLUDED_WITHOUT_RULE: 'warning',
  /** competitions.md §6: a league with no game days and no round dates in its TRF is ranked, without a calendar. */
  LEAGUE_NO_CALENDAR: 'warning',
  LEAGUE_ROUNDS_WITHOUT_DATE: 'warning',
  /** Issue 40: what a league's file was read as (a TRF, a crosstable, a group of a page), for the preview. */
  LEAGUE_FILE_READ: 'warning',
  /** A round-robin crosstable numbered by final place: its games have no round. */
  LEAGUE_ROUNDS_UNKNOWN: 'warning',
  /** A page of several groups under one league: one league per group. */
  LEAGUE_GROUPS_SPLIT: 'warning',
  /** league.json names a group the page does not have. */
  LEAGUE_GROUP_MISSING: 'error',
  /** Issue 40, item 4: league.json names no league yet — a results file uploaded under any name adds one. */
  NO_LEAGUES: 'warning',
  /** The new season's form: a game day that does not read, hours that are not HH:MM, days out of order. */
  GAME_DAY_UNREADABLE: 'error',
  GAME_DAY_TIME: 'error',
  GAME_DAYS_ORDER: 'error',
  /** Issue 40, item 6: a results file league.json did not name becomes a league's file (`part` the league, `added` 1 when new). */
  LEAGUE_FILE_ADOPTED: 'warning',
  /** A group's pairing names a player its ranking does not list. */
  LEAGUE_GROUP_UNKNOWN_PLAYER: 'warning',
  /** A group's pairing has a result that cannot be read: the game stays without one. */
  LEAGUE_GROUP_BAD_RESULT: 'warning',
  /** A postponement note for a round with no date: the 3-hour rule cannot be judged. */
  NOTE_WITHOUT_ROUND_DATE: 'error',
} as const;

/** Its own codes, and those of the readers of its results files (a TRF; a crosstable or a web page: lib/import). */
export type LeagueProblemCode = keyof typeof LEAGUE_PROBLEM_CODES | TrfProblemCode | ProblemCode;

/** Where a problem is: the season file, a league's results (TRF) or the postponements file. */
type LeagueProblemSource = 'league.json' | 'results' | 'postponements';


/**
 * Every code a league season's loader (and the workspace's previews of it) can give: its own, the
 * TRF reader's for the league files. The message catalogue has each in Polish and English.
 */
export const LEAGUE_LOADER_CODES: readonly LeagueProblemCode[] = [...new Set<LeagueProblemCode>([...(Object.keys(LEAGUE_PROBLEM_CODES) as (keyof typeof LEAGUE_PROBLEM_CODES)[]), ...(Object.keys(TRF_PROBLEM_CODES) as TrfProblemCode[]), ...(Object.keys(PROBLEM_CODES) as ProblemCode[])])];

/** Where a league's problem is, and its code's params (`params` required when the code's entry needs some). */
type LeagueProblemExtra<C extends MessageCode> = { league?: string; file?: string } & ({} extends ParamsOf<C> ? { params?: ParamsOf<C> } : { params: ParamsOf<C> });

export function leagueProblem<C extends keyof typeof LEAGUE_PROBLEM_CODES>(
  code: C,
  source: LeagueProblemSource,
  line: number,
  ...[extra]: {} extends ParamsOf<C> ? [extra?: LeagueProblemExtra<C>] : [extra: LeagueProblemExtra<C>]
): Problem<LeagueProblemCode, 'severity' | 'line'> {
  const { params, ...where } = (extra ?? {}) as { league?: string; file?: string; params?: ProblemParams };
  return said<Problem<LeagueProblemCode, 'severity' | 'line'>>({ code, severity: LEAGUE_PROBLEM_CODES[code], source, line, ...where, ...(params ? { params } : {}) });
}

/** "postponements.csv line 4: …": a league's problem names its input when the loader has not named the file. */
export const describeLeagueProblem = (p: Problem<LeagueProblemCode, 'severity' | 'line'>): string => describe('en', p, { file: p.file ?? (p.source === 'results' ? undefined : p.source) });

// this kind's coded words, merged into the catalogue when first imported (issue 39)
import './team-league-problem-words';
import { coded, type Problem, said, type ParamsArg } from '@/lib/problem';
import { TRF_PROBLEM_CODES } from '@/lib/import/trf/trf-problems';

/**
 * A problem of the league's files: a code for programs, the file and its line (0 = the file as a
 * whole) and a message an arbiter understands. Errors refuse the league; warnings are shown.
 */
export const TEAM_LEAGUE_PROBLEM_CODES = {
  FILE_MISSING: 'error',
  TEAM_NOT_TEXT: 'error',
  BAD_JSON: 'error',
  BAD_RULES: 'error',
  TEAM_UNKNOWN_RULE: 'warning',
  MISSING_COLUMN: 'error',
  UNTERMINATED_QUOTE: 'error',
  TEAM_NO_ROWS: 'error',
  MISSING_VALUE: 'error',
  BAD_BOARD: 'error',
  DUPLICATE_BOARD: 'error',
  TEAM_TWO_CLUBS: 'error',
  TEAM_DUPLICATE_PLAYER: 'error',
  TEAM_BAD_SEX: 'warning',
  TEAM_BAD_BIRTH: 'warning',
  TEAM_BAD_RATING: 'error',
  BAD_DATE: 'error',
  BAD_ROUND: 'error',
  UNKNOWN_TEAM: 'error',
  SAME_TEAM: 'error',
  BAD_RESULT: 'error',
  MATCH_ORIENTATION: 'error',
  TEAM_TWICE_IN_ROUND: 'error',
  BYE_WITH_BOARDS: 'error',
  FORFEIT_WITH_BOARDS: 'error',
  MISSING_BOARDS: 'error',
  VACANCY_RESULT: 'error',
  KNOCKOUT_BEFORE_SWISS_END: 'error',
  KNOCKOUT_PAIRING: 'error',
  /** A round after the last with `"knockout": null` (competitions.md §6). */
  ROUND_AFTER_LAST: 'error',
  LOT_PENDING: 'warning',
  TRF_FILE: 'error',
  TRF_WARNING: 'warning',
  TRF_NO_TEAMS: 'error',
  /** Issue 40: the teams and rosters read from a team TRF's team records, for the preview. */
  TEAMS_FROM_TRF: 'warning',
  /** The boards file is missing: the matches are read from the teams' TRF. */
  BOARDS_FROM_TEAMS_TRF: 'warning',
  /** A TRF-2026 `801` line-up that does not name a player who played: the player takes the board of one who did not. */
  TRF_LINEUP_DIFFERS: 'warning',
  /** Issue 40: teams whose match or game points we compute otherwise than the file's own table (310). */
  TRF_PUBLISHED_DIFFERS: 'warning',
  /** Issue 40: teams level on match points ordered as the file publishes them (its 202 tie-breaks). */
  TRF_PUBLISHED_ORDER: 'warning',
  /** Issue 40: the ranking asks for the file's order, and the file publishes none. */
  TRF_NO_PUBLISHED_ORDER: 'warning',
  TRF_TEAM_TWICE: 'error',
  TRF_MEMBER_TWICE: 'error',
  TRF_PLAYER_WITHOUT_TEAM: 'error',
  TRF_NO_OPPONENT_TEAM: 'error',
  TRF_TEAMS_MIXED: 'error',
  TRF_TOO_MANY_BOARDS: 'error',
  TRF_BOARD_MISMATCH: 'error',
  TRF_BOARD_RESULT: 'error',
} as const;

export type TeamLeagueProblemCode = keyof typeof TEAM_LEAGUE_PROBLEM_CODES;


/**
 * Every code the team league's loader, its TRF reader, its line-up checks and the captains'
 * submissions give (the TRF reader's own codes travel as `trfCode` of TRF_FILE / TRF_WARNING). The
 * message catalogue has each in Polish and English (tests/i18n/loader-codes.test.ts).
 */
export const TEAM_LEAGUE_CODES: readonly string[] = [...Object.keys(TEAM_LEAGUE_PROBLEM_CODES), ...Object.keys(TRF_PROBLEM_CODES)];

export function teamLeagueProblem<C extends TeamLeagueProblemCode>(code: C, file: string, line: number, ...[params]: ParamsArg<C>): Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'> {
  return said<Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>>({ code, severity: TEAM_LEAGUE_PROBLEM_CODES[code], file, line, ...(params ? { params } : {}) });
}


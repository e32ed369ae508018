/**
 * The rules a roster or a line-up can break (seed 001, "Skład drużyn"). A violation carries its
 * rule's code and the values its explanation needs, never words: the regulation's quote and every
 * explanation, Polish and English, live in the catalogue (lib/competitions/team-league/lineup-words.ts,
 * `describeViolation(lang, v)`).
 */
import type { Problem } from '@/lib/problem';

export const LINEUP_RULE_CODES = [
  'ROSTER_BOARD_MISSING',
  'ROSTER_WOMEN_BOARD',
  'REGULAR_IN_TWO_TEAMS',
  'LATE_ADDITION',
  'ADDED_NOT_LAST',
  'PLAYED_BEFORE_ADDED',
  'NOT_ON_ROSTER',
  'BOARD_ORDER',
  'WOMEN_BOARD',
  'VACANCY',
  'HIGHER_TEAM_REGULAR',
  'LOAN_LIMIT',
  'RESERVE_GAMES',
  'ONE_PLACE_PER_ROUND',
  'SAME_CLUB_MEETING',
] as const;

export type LineupRule = (typeof LINEUP_RULE_CODES)[number];

/** Where a player is registered: a board of a team (the women's board marked), or a place on the club's one reserve list. */
export type Registration = { team: string; board: number; women: boolean } | { club: string; reserve: number };

/** Why a player is no junior substitute for the women's board (or that the sex is not given). */
export type JuniorReason =
  | { why: 'sex-unknown' }
  | { why: 'no-junior' }
  | { why: 'no-birth-year' }
  | { why: 'born-before'; born: number; from: number }
  | { why: 'rated-above'; rating: number | null; max: number };

/** The values each rule's explanation needs (names as written in the files). */
export interface ViolationParams {
  ROSTER_BOARD_MISSING: { team: string; board: number };
  ROSTER_WOMEN_BOARD: { name: string; maxRating: number | null; reason: JuniorReason };
  REGULAR_IN_TWO_TEAMS: { name: string; at: Registration; line: number };
  LATE_ADDITION: { name: string; added: string; deadline: string };
  ADDED_NOT_LAST:
    | { case: 'reserve-after-later'; name: string; line: number }
    | { case: 'on-a-board'; name: string; added: string; board: number }
    | { case: 'after-a-later-date'; name: string; added: string; before: string; line: number };
  PLAYED_BEFORE_ADDED: { round: number; date: string; name: string | null; added: string };
  NOT_ON_ROSTER: { round: number; name: string | null; club: string; elsewhere: Registration | null };
  BOARD_ORDER: { round: number; name: string | null; at: Registration; board: number; above: string | null; aboveAt: Registration; aboveBoard: number };
  WOMEN_BOARD: {
    round: number;
    name: string | null;
    reason: { why: 'woman-on-a-men-board'; at: Registration } | { why: 'on-a-men-board'; at: Registration } | { why: 'reserve'; junior: JuniorReason };
  };
  VACANCY: { round: number; team: string; board: number; allowed: number[] };
  HIGHER_TEAM_REGULAR: { round: number; name: string | null; at: Registration; team: string };
  LOAN_LIMIT: { round: number; name: string | null; own: string; games: number; higher: string; team: string };
  RESERVE_GAMES: { round: number; name: string | null; games: number; other: string; limit: number; team: string };
  ONE_PLACE_PER_ROUND: { round: number; name: string | null; team: string; board: number; line: number };
  SAME_CLUB_MEETING: { round: number; home: string; away: string; club: string; from: number };
}

/**
 * A line-up violation is a finding of the shape of a Problem (lib/problem.ts): where it is (`file`,
 * `line`, Problem's own fields) and its code (`rule`); its values are typed per rule
 * (`ViolationParams`), not a Problem's flat `params`, because its sentence chooses among structured
 * values (a registration, a reason) — `describeViolation(lang, v)` says it, no message is kept.
 */
export interface ViolationOf<R extends LineupRule> extends Pick<Problem<R, 'file' | 'line'>, 'file' | 'line'> {
  rule: R;
  /** The values of the rule's explanation (lib/competitions/team-league/lineup-words.ts words them). */
  params: ViolationParams[R];
  /** null for a roster rule. */
  round: number | null;
  team: number;
  board: number | null;
  /** The player's name as written, when one player is concerned. */
  player: string | null;
}

export type LineupViolation = { [R in LineupRule]: ViolationOf<R> }[LineupRule];

/** A violation of `rule` with its values (the union's member for that rule). */
export function violation<R extends LineupRule>(v: ViolationOf<R>): LineupViolation {
  return v as unknown as LineupViolation;
}

/** A violation found on one board of one round's line-up: where the arbiter finds it and the values that explain it. */
export function violationAt<R extends LineupRule>(
  rule: R,
  board: { round: number; team: number; board: number; name: string | null; line: number },
  file: string,
  params: ViolationParams[R],
): LineupViolation {
  return violation({ rule, params, round: board.round, team: board.team, board: board.board, player: board.name, file, line: board.line });
}

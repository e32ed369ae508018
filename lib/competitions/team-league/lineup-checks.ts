import { checkBoardOrder } from './check-board-order';
import { checkHigherTeamRegular } from './check-higher-team-regular';
import { checkLoanLimit } from './check-loan-limit';
import { checkNotOnRoster } from './check-not-on-roster';
import { checkOnePlacePerRound } from './check-one-place-per-round';
import { checkPlayedBeforeAdded } from './check-played-before-added';
import { checkReserveGames } from './check-reserve-games';
import { checkRoster } from './check-roster';
import { checkSameClubMeeting } from './check-same-club-meeting';
import { checkVacancies } from './check-vacancies';
import { checkWomenBoard } from './check-women-board';
import type { LineupCheck, LineupCheckInput } from './lineup-check';
import type { LineupViolation } from './lineup-violation';

/** Every rule of "Skład drużyn", in the order the regulation states them. */
export const LINEUP_CHECKS: readonly LineupCheck[] = [
  checkRoster,
  checkNotOnRoster,
  checkBoardOrder,
  checkWomenBoard,
  checkVacancies,
  checkHigherTeamRegular,
  checkLoanLimit,
  checkReserveGames,
  checkOnePlacePerRound,
  checkSameClubMeeting,
  checkPlayedBeforeAdded,
];

/**
 * All violations, roster ones first, then by round, team and board. The software explains; the
 * arbiter decides ("Błędne ustawienie składu drużyny powoduje weryfikacje wszystkich zawodników
 * grających na niewłaściwych szachownicach" — the verdict is entered in boards.csv as forfeits).
 */
export function lineupViolations(input: LineupCheckInput): LineupViolation[] {
  const all = LINEUP_CHECKS.flatMap((check) => check(input));
  return all
    .map((v, i) => ({ v, i }))
    .sort((a, b) => (a.v.round ?? 0) - (b.v.round ?? 0) || a.v.team - b.v.team || (a.v.board ?? 0) - (b.v.board ?? 0) || a.i - b.i)
    .map(({ v }) => v);
}

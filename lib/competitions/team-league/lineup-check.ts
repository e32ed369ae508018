import type { MatchResult } from './score-all-matches';
import type { LineupBoard } from './resolve-lineups';
import type { RosterPlayer, TeamLeague } from './team-league-model';
import type { TeamLeagueRules } from './team-league-rules';
import type { LineupViolation, Registration } from './lineup-violation';

export interface LineupCheckInput {
  league: TeamLeague;
  lineups: readonly LineupBoard[];
  results: readonly MatchResult[];
  teamsFile: string;
  boardsFile: string;
}

/** One rule of seed 001's "Skład drużyn": the violations it finds, each with the values that explain it. */
export type LineupCheck = (input: LineupCheckInput) => LineupViolation[];

/** "juniora do 18 lat (ur.1989 i młodsi) z ograniczeniem rankingowym do 1600 włącznie"; no rating passes the limit. */
export function isJuniorSubstitute(p: Pick<RosterPlayer, 'birthYear' | 'rating'>, rules: Pick<TeamLeagueRules, 'juniorSubstitute'>): boolean {
  const j = rules.juniorSubstitute;
  if (j === null || p.birthYear === null) return false;
  return p.birthYear >= j.bornFrom && (p.rating ?? 0) <= j.maxRating;
}

/** Where a player is registered: "Team, board 2" or "reserve 3 of club C" (lib/competitions/team-league/lineup-words.ts words it). */
export function registration(p: RosterPlayer, league: TeamLeague): Registration {
  if (p.board === null) return { club: p.club, reserve: p.reserveIndex! + 1 };
  const women = league.rules.womenBoard && p.board === league.rules.menBoards + 1;
  return { team: league.teams[p.team]!.name, board: p.board, women };
}

export function teamName(league: TeamLeague, team: number): string {
  return league.teams[team]!.name;
}

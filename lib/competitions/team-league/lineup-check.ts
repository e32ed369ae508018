import type { MatchResult } from './score-all-matches';
import type { LineupBoard } from './resolve-lineups';
import type { RosterPlayer, TeamLeague } from './team-league-model';
import type { TeamLeagueRules } from './team-league-rules';
import type { LineupViolation } from './lineup-violation';

export interface LineupCheckInput {
  league: TeamLeague;
  lineups: readonly LineupBoard[];
  results: readonly MatchResult[];
  teamsFile: string;
  boardsFile: string;
}

/** One rule of seed 001's "Skład drużyn": the violations it finds, each explained. */
export type LineupCheck = (input: LineupCheckInput) => LineupViolation[];

/** "juniora do 18 lat (ur.1989 i młodsi) z ograniczeniem rankingowym do 1600 włącznie"; no rating passes the limit. */
export function isJuniorSubstitute(p: Pick<RosterPlayer, 'birthYear' | 'rating'>, rules: Pick<TeamLeagueRules, 'juniorSubstitute'>): boolean {
  const j = rules.juniorSubstitute;
  if (j === null || p.birthYear === null) return false;
  return p.birthYear >= j.bornFrom && (p.rating ?? 0) <= j.maxRating;
}

/** Where a player is registered, in both languages: "Team, board 2" / "reserve 3 of club C". */
export function registration(p: RosterPlayer, league: TeamLeague): { pl: string; en: string } {
  const team = league.teams[p.team]!;
  if (p.board === null) return { pl: `rezerwowy nr ${p.reserveIndex! + 1} klubu ${p.club}`, en: `reserve no. ${p.reserveIndex! + 1} of club ${p.club}` };
  const women = league.rules.womenBoard && p.board === league.rules.menBoards + 1;
  return {
    pl: `${team.name}, szachownica ${p.board}${women ? ' (kobieca)' : ''}`,
    en: `${team.name}, board ${p.board}${women ? " (women's)" : ''}`,
  };
}

export function teamName(league: TeamLeague, team: number): string {
  return league.teams[team]!.name;
}

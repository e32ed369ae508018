import type { Problem } from '@/lib/problem';
import { boardRankings, type BoardRankingRow } from './board-rankings';
import { clubFees, type ClubFees } from './club-fees';
import { knockoutBracket, type Knockout } from './knockout-bracket';
import { lineupViolations } from './lineup-checks';
import type { LineupViolation } from './lineup-violation';
import { resolveLineups, type LineupBoard } from './resolve-lineups';
import { teamLeagueRatingCards } from './team-league-ratings';
import type { RatingCardRow } from '@/lib/games/rating/player-ratings';
import { scoreAllMatches, type MatchResult } from './score-all-matches';
import { swissStandings, type SwissStandings } from './swiss-standings';
import type { RosterPlayer, Team, TeamLeague } from './team-league-model';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';
import { checksLineups, type TeamLeagueRules } from './team-league-rules';

export interface TeamLeagueResult {
  name: string;
  rules: TeamLeagueRules;
  teams: Team[];
  players: RosterPlayer[];
  /** Every match as scored (a removed team's later matches as forfeits), in file order. */
  matches: MatchResult[];
  lineups: LineupBoard[];
  swiss: SwissStandings;
  knockout: Knockout;
  /** "Klasyfikacja ostateczna drużyn": the places decided so far. */
  ranking: { place: number; team: number }[];
  boards: BoardRankingRow[];
  violations: LineupViolation[];
  fees: ClubFees[];
  /** Knock-out pairing errors and warnings (a lot still to draw). */
  problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[];
  /** Its players' FIDE rating cards from the boards as reported (issue 29; team-league-ratings.ts). */
  ratings: RatingCardRow[];
  /** Issue 40: the tie-breaks the pairing program's file declares (TRF `202`), as written; [] when none. */
  declaredTiebreaks?: string[];
}

interface ComputeTeamLeagueFiles {
  teamsFile: string;
  boardsFile: string;
}

/** The whole league from its rosters and board results: pure, every step one rule of seed 001. */
export function computeTeamLeague(league: TeamLeague, files: ComputeTeamLeagueFiles = { teamsFile: 'teams.csv', boardsFile: 'boards.csv' }): TeamLeagueResult {
  const scored = scoreAllMatches(league);
  const swiss = swissStandings(league, scored);
  const knockout = knockoutBracket(league, scored, swiss, files.boardsFile);
  const lineups = resolveLineups(league, scored.results);
  // `"lineupChecks": false` (issue 40): a regulation without line-up rules — none are looked for
  const violations = checksLineups(league.rules) ? lineupViolations({ league, lineups, results: scored.results, ...files }) : [];
  const finalPlace = new Map(knockout.places.map((p) => [p.team, p.place]));
  const swissPosition = new Map(swiss.rows.map((r) => [r.team, r.position]));
  const boards = boardRankings(league, lineups, (team) => finalPlace.get(team) ?? swissPosition.get(team) ?? Number.MAX_SAFE_INTEGER);
  const problems = [...knockout.problems];
  const pending = swiss.rows.filter((r) => r.lot === 'pending');
  if (swiss.complete && pending.length > 0) {
    problems.push(
      teamLeagueProblem(
        'LOT_PENDING',
        'team-league.json',
        0,
        { teams: pending.map((r) => `${r.name} (${r.rank})`).join(', ') },
      ),
    );
  }
  return {
    name: league.name,
    rules: league.rules,
    teams: league.teams,
    players: league.players,
    matches: scored.results,
    lineups,
    swiss,
    knockout,
    ranking: knockout.places,
    boards,
    violations,
    fees: clubFees(league, scored),
    problems,
    ratings: teamLeagueRatingCards(league.players, lineups),
    declaredTiebreaks: league.declaredTiebreaks ?? [],
  };
}

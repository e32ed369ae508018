import type { Problem, Loaded } from '@/lib/problem';
import { z } from 'zod';
import { normalizeName } from '@/lib/identity/normalize-name';
import { issuePath, lineOfKey } from '@/lib/config/json-text';
import { readConfigFile, type ConfigFailure } from '@/lib/config/read-config-file';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { computeTeamLeague, type TeamLeagueResult } from './compute-team-league';
import { readBoardsCsv } from './read-boards-csv';
import { looksLikeTrf, readTeamTrf } from './read-team-trf';
import { readTeamsCsv } from './read-teams-csv';
import { readTeamsTrf } from './read-teams-trf';
import { fileSchedule, withRoundsFromFile } from './rounds-from-file';
import { publishedStandingsCheck } from './published-standings-check';
import { withDeclaredTiebreaks } from './declared-tiebreaks';
import type { TeamLeague } from './team-league-model';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';
import { boardCount, TEAM_LEAGUE_CATALOGUE } from './team-league-rules';

export const TEAM_LEAGUE_FILE = 'team-league.json';

/**
 * `team-league.json` (competitions.md §6) `{"name", "preset": "mazovia-seniors-2007", "teams":
 * "teams.csv", "boards": "boards.csv"}`, and keys of ours: `rules` (fields of the preset to
 * replace, e.g. `{"roundDates": [...]}`), `lateEntries` (teams registered after the deadline) and
 * `lot` (the drawn order of teams that no criterion separates).
 */
export const TeamLeagueFileSchema = z.object({
  name: z.string().min(1),
  preset: z.string().min(1).optional(),
  teams: z.string().min(1),
  boards: z.string().min(1).optional(),
  rules: z.record(z.string(), z.unknown()).optional(),
  lateEntries: z.array(z.string()).optional(),
  lot: z.array(z.string()).optional(),
});

export type LoadTeamLeagueResult = Loaded<{ league: TeamLeague; result: TeamLeagueResult }, Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>>;

/** Reads a file of the folder by its name; null when it does not exist. */
type ReadTeamLeagueFile = (name: string) => Uint8Array | null;

/**
 * A league folder → the computed league, or every error found, each naming its file and line.
 * Pure apart from the injected reader (files on disk for the command line, rows of the database
 * for the website); bad input never throws.
 */
export function loadTeamLeague(read: ReadTeamLeagueFile): LoadTeamLeagueResult {
  const problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] = [];
  const fail = () => ({ ok: false as const, errors: problems.filter((p) => p.severity === 'error'), warnings: problems.filter((p) => p.severity === 'warning') });
  const config = readConfigFile(read, TEAM_LEAGUE_FILE, TeamLeagueFileSchema);
  if (!config.ok) {
    problems.push(...configProblems(config.errors[0]!));
    return fail();
  }
  const { text, data: spec } = config;
  const rules = TEAM_LEAGUE_CATALOGUE.resolve(spec.preset, spec.rules);
  if (!rules.ok) {
    for (const e of rules.errors) problems.push(teamLeagueProblem('BAD_RULES', TEAM_LEAGUE_FILE, lineOf(text, spec.rules ? 'rules' : 'preset'), { ...e, preset: spec.preset ?? '' }));
    return fail();
  }
  for (const rule of rules.warnings) problems.push(teamLeagueProblem('TEAM_UNKNOWN_RULE', TEAM_LEAGUE_FILE, lineOf(text, 'rules'), { rule }));
  const boards = boardCount(rules.rules);

  // issue 40: the teams from teams.csv, or from a pairing program's team TRF (its team records) under
  // the teams' name — or, with no teams file, under the boards' name
  let teamsFile = spec.teams;
  let teamsBytes = read(spec.teams);
  const boardsBytes = spec.boards !== undefined ? read(spec.boards) : null;
  if (teamsBytes === null && boardsBytes !== null && spec.boards !== undefined && looksLikeTrf(boardsBytes)) [teamsFile, teamsBytes] = [spec.boards, boardsBytes];
  if (teamsBytes === null) {
    problems.push(teamLeagueProblem('FILE_MISSING', spec.teams, 0, { file: spec.teams, role: 'teams' }));
    return fail();
  }
  const teamsTrf = looksLikeTrf(teamsBytes);
  const teams = teamsTrf ? readTeamsTrf(teamsBytes, teamsFile, boards) : readTeamsCsv(teamsBytes, spec.teams, boards);
  problems.push(...teams.problems);
  if (problems.some((p) => p.severity === 'error')) return fail();

  const teamIndex = (name: string, key: 'lateEntries' | 'lot') => {
    const t = teams.teams.find((x) => normalizeName(x.name) === normalizeName(name));
    if (!t) problems.push(teamLeagueProblem('UNKNOWN_TEAM', TEAM_LEAGUE_FILE, lineOf(text, key), { team: name, key, file: spec.teams }));
    return t?.index;
  };
  const lateEntries = (spec.lateEntries ?? []).map((n) => teamIndex(n, 'lateEntries')).filter((t): t is number => t !== undefined);
  const lot = (spec.lot ?? []).map((n) => teamIndex(n, 'lot')).filter((t): t is number => t !== undefined);

  let matches: TeamLeague['matches'] = [];
  // the teams' TRF holds the games too: without a boards file of its own, the matches are read from it
  const gamesFile = boardsBytes !== null ? spec.boards! : teamsTrf ? teamsFile : null;
  const gamesBytes = boardsBytes ?? (teamsTrf ? teamsBytes : null);
  if (gamesFile !== null && gamesBytes !== null) {
    if (boardsBytes === null && spec.boards !== undefined) problems.push(teamLeagueProblem('BOARDS_FROM_TEAMS_TRF', teamsFile, 0, { file: teamsFile, boards: spec.boards }));
    // a pairing program's team TRF (013 or 310 records) in place of the captains' CSV
    const read = looksLikeTrf(gamesBytes) ? readTeamTrf(gamesBytes, gamesFile, teams.teams, teams.players, boards) : readBoardsCsv(gamesBytes, gamesFile, teams.teams, boards);
    problems.push(...read.problems);
    matches = read.matches;
  } else if (spec.boards !== undefined) problems.push(teamLeagueProblem('FILE_MISSING', spec.boards, 0, { file: spec.boards, role: 'boards' }));
  if (problems.some((p) => p.severity === 'error')) return fail();

  // issue 40: a plain team Swiss takes its rounds and their dates from its pairing program's file —
  // the games' TRF, else the teams' TRF (a boards CSV has no header)
  const schedule = fileSchedule(gamesBytes !== null && looksLikeTrf(gamesBytes) ? gamesBytes : teamsTrf ? teamsBytes : null);
  const declaredTiebreaks = schedule.tiebreaks;
  // a file that publishes no order of its own: the tie-breaks it declares, as far as the site computes them
  const declared = withDeclaredTiebreaks(withRoundsFromFile(rules.rules, schedule, matches), declaredTiebreaks, teams.teams.some((t) => t.published !== undefined));
  const league: TeamLeague = { name: spec.name, rules: declared.rules, teams: teams.teams, players: teams.players, matches, lateEntries, lot, declaredTiebreaks };
  const result = computeTeamLeague(league, { teamsFile, boardsFile: gamesFile ?? spec.boards ?? 'boards.csv' });
  problems.push(...result.problems);
  // issue 40: the file's own table (310) beside ours, and the order it stands for
  problems.push(...publishedStandingsCheck(result, teamsFile, declaredTiebreaks, declared.applied));
  if (problems.some((p) => p.severity === 'error')) return fail();
  return { ok: true, league, result, warnings: problems };
}

/** team-league.json that cannot be read, as the team league's coded problems. */
function configProblems(failure: ConfigFailure): Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] {
  switch (failure.reason) {
    case 'missing':
      return [teamLeagueProblem('FILE_MISSING', TEAM_LEAGUE_FILE, 0, { file: TEAM_LEAGUE_FILE })];
    case 'not-text':
      return [teamLeagueProblem('BAD_JSON', TEAM_LEAGUE_FILE, 0, { file: TEAM_LEAGUE_FILE })];
    case 'json':
      return [teamLeagueProblem('BAD_JSON', TEAM_LEAGUE_FILE, failure.line, { file: TEAM_LEAGUE_FILE, reason: failure.detail })];
    case 'schema':
      return failure.issues.map((i) => {
        const path = issuePath(i.path);
        return teamLeagueProblem('BAD_JSON', TEAM_LEAGUE_FILE, lineOf(failure.text, String(i.path[0] ?? '')), { ...zodIssueParams(i, failure.json), file: TEAM_LEAGUE_FILE, path: path || TEAM_LEAGUE_FILE });
      });
  }
}

/** The line of a top-level key in the JSON text (1 when it is not there: the problem is the file's). */
function lineOf(text: string, key: string): number {
  return lineOfKey(text, key) || 1;
}

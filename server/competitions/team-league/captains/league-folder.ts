import type { Problem, Refusal, Result } from '@/lib/problem';
import { coded, refuse, said, type MessageCode, type ParamsArg } from '@/lib/problem';
/**
 * Team captains (issue 10): the arbiter binds an account to (team league, team); the captain
 * submits the board results of their own team's matches; a submission waits, outside the
 * standings, until the arbiter confirms it (its rows go into the board-results CSV as a new
 * version of the file, through putCompetitionFiles) or rejects it with a reason. Every use case
 * checks who calls it. This file: the league a captain's use case works on.
 */
import type { Connection } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug } from '@/db/queries/competitions';
import type { Competition } from '@/db/schema';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { loadTeamLeague, TEAM_LEAGUE_FILE } from '@/lib/competitions/team-league/load-team-league';
import { currentTime } from '@/server/clock';
import { filesBasis } from '@/server/competitions';

export { TEAM_LEAGUE_KIND } from '@/lib/competitions/team-league/team-league-kind';
import { TEAM_LEAGUE_KIND } from '@/lib/competitions/team-league/team-league-kind';
const DEFAULT_BOARDS = 'boards.csv';

/** A refusal of one coded problem: its English from the catalogue (lib/problem.ts `coded`). */
export const fail = <C extends MessageCode>(code: C, ...[params]: ParamsArg<C>): Refusal => refuse([said<Problem>({ code, ...(params ? { params } : {}) })]);

/** The team league `slug` from its current files: the folder, its config, and the computed league (null while it does not compute). */
export interface LeagueFolder {
  competition: Competition;
  files: Map<string, Uint8Array>;
  /** The versions the folder was read at ({@link filesBasis}): a confirmation stores nothing when a file moved since. */
  basis: string;
  config: Record<string, unknown>;
  boardsFile: string;
  result: TeamLeagueResult | null;
}

export function leagueFolder(conn: Connection, slug: string): Result<LeagueFolder> {
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return fail('NOT_FOUND', { what: 'competition', name: slug });
  if (competition.kind !== TEAM_LEAGUE_KIND.kind) return fail('CAPTAIN_NOT_TEAM_LEAGUE', { slug });
  const current = currentCompetitionFiles(conn, competition.id);
  const files = new Map([...current].map(([n, f]) => [n, f.bytes]));
  const loaded = loadTeamLeague((n) => files.get(n) ?? null);
  if (!loaded.ok) return fail('CAPTAIN_LEAGUE_INCOMPLETE');
  const config = JSON.parse(new TextDecoder().decode(files.get(TEAM_LEAGUE_FILE)!).replace(/^\uFEFF/, '')) as Record<string, unknown>;
  const boardsFile = typeof config.boards === 'string' ? config.boards : DEFAULT_BOARDS;
  return { ok: true, value: { competition, files, basis: filesBasis(current), config, boardsFile, result: loaded.result } };
}

/** The team of the league with that name (as teams.csv writes it), or undefined. */
export const teamNamed = (result: TeamLeagueResult, name: string) => result.teams.find((t) => normalizeName(t.name) === normalizeName(name));

export const isoNow = () => currentTime().toISOString();

import { formatLeagueSeasonText } from '@/lib/competitions/round-robin-league/format-league-text';
import { describeLeagueProblem } from '@/lib/competitions/round-robin-league/league-problems';
import { leagueSeasonToJson } from '@/lib/competitions/round-robin-league/league-season-json';
import { loadRoundRobinLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';

export const LEAGUE_USAGE = `Usage:
  gp league <folder> [--json]
  Round-robin leagues (seed 004): the folder holds league.json, one TRF per league and an optional
  postponements CSV. Prints standings, cross-tables, exclusion flags and postponed games.
`;

export interface LeagueCommandIo {
  out(s: string): void;
  err(s: string): void;
}

/**
 * `gp league <folder> --json` (competitions.md §6). `readFile` reads a path from the caller's
 * directory (null when missing). Exit codes: 0 done; 1 a file is missing or bad ("file line N:
 * message" on stderr); 2 bad usage.
 */
export function leagueCommand(args: string[], io: LeagueCommandIo, readFile: (path: string) => Uint8Array | null): number {
  const json = args.includes('--json');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--json');
  const positional = args.filter((a) => !a.startsWith('--'));
  if (unknown.length > 0 || positional.length !== 1) {
    io.err(`gp league: ${unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : 'expected one league folder'}\n${LEAGUE_USAGE}`);
    return 2;
  }
  const folder = positional[0]!.replace(/[\\/]+$/, '');
  const loaded = loadRoundRobinLeague((name) => readFile(`${folder}/${name}`));
  for (const w of loaded.warnings) io.err(`${describeLeagueProblem(w)} (warning)\n`);
  if (!loaded.ok) {
    for (const e of loaded.errors) io.err(`${describeLeagueProblem(e)}\n`);
    return 1;
  }
  io.out(json ? JSON.stringify(leagueSeasonToJson(loaded.season), null, 2) + '\n' : formatLeagueSeasonText(loaded.season));
  return 0;
}

import { inEnglish } from '@/lib/problem';
import { join } from 'node:path';
import { FIXTURES, folderReader } from '@/tests/helpers';
import { loadTeamLeague, type LoadTeamLeagueResult } from '@/lib/competitions/team-league/load-team-league';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';

export const TEAM_LEAGUE_FIXTURES = join(FIXTURES, 'competitions', 'team-league');

export function loadFixture(name: string): TeamLeagueResult {
  const r = loadTeamLeague(folderReader(join(TEAM_LEAGUE_FIXTURES, name)));
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.file} line ${e.line}: ${inEnglish(e).message}`).join('\n'));
  return r.result;
}

export interface InlineLeague {
  teams: string;
  boards?: string;
  rules?: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

/** A league from CSV texts in memory (the loader's reader takes file names). */
export function inlineReader(l: InlineLeague) {
  const files: Record<string, string> = {
    'team-league.json': JSON.stringify({ name: 'Test', preset: 'mazovia-seniors-2007', teams: 'teams.csv', ...(l.boards !== undefined ? { boards: 'boards.csv' } : {}), ...(l.rules ? { rules: l.rules } : {}), ...l.extra }),
    'teams.csv': l.teams,
    ...(l.boards !== undefined ? { 'boards.csv': l.boards } : {}),
  };
  return (name: string) => (name in files ? new TextEncoder().encode(files[name]!) : null);
}

export function loadInline(l: InlineLeague): LoadTeamLeagueResult {
  return loadTeamLeague(inlineReader(l));
}

export function computeInline(l: InlineLeague): TeamLeagueResult {
  const r = loadInline(l);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.file} line ${e.line}: ${inEnglish(e).message}`).join('\n'));
  return r.result;
}

/** Rosters of `n` teams with one player each ("Player i" of team "Ti", club "Club i"). */
export function oneBoardTeams(n: number): string {
  return ['team,club,board,name,sex,birth,rating', ...Array.from({ length: n }, (_, i) => `T${i + 1},Club ${i + 1},1,Player ${i + 1},m,1950,1800`)].join('\n');
}

export const ONE_BOARD_RULES = { menBoards: 1, womenBoard: false, vacanciesAllowedOn: [] };

/** A CSV of board rows: `[round, home, away, board, homePlayer, awayPlayer, result]`. */
export function boardsCsv(rows: (string | number)[][]): string {
  return ['round,home,away,board,home_player,away_player,result,playoff', ...rows.map((r) => r.join(','))].join('\n');
}

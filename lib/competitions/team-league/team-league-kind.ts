import type { CompetitionKind } from '@/lib/competitions/kind';
import type { TeamLeagueResult } from './compute-team-league';
import { loadTeamLeague, TEAM_LEAGUE_FILE } from './load-team-league';
import { teamLeagueToJson } from './team-league-json';
import { teamLeagueSummary } from './team-league-summary';
import { teamLeagueSheets } from './team-league-sheets';
import { teamLeagueDetailFiles } from '@/lib/competitions/detail-files';

/** Seed 001 as a competition kind of the site: the `gp team-league` folder (competitions.md §6). */
export const TEAM_LEAGUE_KIND: CompetitionKind<TeamLeagueResult> = {
  kind: 'team-league',
  path: 'team-leagues',
  configFile: TEAM_LEAGUE_FILE,
  title: { pl: 'Liga drużynowa: system szwajcarski i mecze o miejsca', en: 'Team league: Swiss, then matches for places' },
  folder: [
    { file: 'team-league.json', required: true, holds: { pl: 'opis: nazwa, regulamin (preset), pliki składów i wyników, reguły rankingu', en: 'the description: name, regulation (preset), the roster and results files, the ranking rules' } },
    { file: 'teams.csv', required: true, holds: { pl: 'składy: team,club,board,name,sex,birth,rating (kolejność szachownic, rezerwowi na końcu)', en: 'rosters: team,club,board,name,sex,birth,rating (board order, reserves last)' } },
    { file: 'boards.csv', required: true, holds: { pl: 'wyniki na szachownicach: round,home,away,board,home_player,away_player,result — albo drużynowy TRF (rekordy 013)', en: 'board results: round,home,away,board,home_player,away_player,result — or a team TRF (013 records)' } },
  ],
  template: `${JSON.stringify({ name: 'Liga drużynowa 2027', preset: 'mazovia-seniors-2007', teams: 'teams.csv', boards: 'boards.csv' }, null, 2)}\n`,
  load(read) {
    const r = loadTeamLeague(read);
    const strip = (p: { file: string; line: number; code: string; message: string; params?: Record<string, string | number> }) => ({ file: p.file, line: p.line, code: p.code, message: p.message, ...(p.params ? { params: p.params } : {}) });
    return r.ok ? { ok: true, result: r.result, warnings: r.warnings.map(strip) } : { ok: false, errors: r.errors.map(strip), warnings: r.warnings.map(strip) };
  },
  toJson: teamLeagueToJson,
  sheets: teamLeagueSheets,
  detailFiles: teamLeagueDetailFiles,
  summarize: teamLeagueSummary,
  nameOf: (r) => r.name,
};

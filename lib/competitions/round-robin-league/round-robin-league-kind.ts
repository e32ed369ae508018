import { commandRun, siteLoad, type CompetitionKind, type FolderReader } from '@/lib/competitions/kind';
import { formatLeagueSeasonText } from './format-league-text';
import { describeLeagueProblem } from './league-problems';
import { LEAGUE_CATALOGUE, LeagueRulesSchema } from './league-rules';
import { LeagueFileSchema, loadRoundRobinLeague, type LeagueSeason } from './load-round-robin-league';
import { leagueSeasonToJson } from './league-season-json';
import { leagueSummary } from './league-summary';
import { leagueSeasonSheets } from './league-sheets';
import { leagueDetailFiles } from '@/lib/competitions/detail-files';

const loadLeagues = (read: FolderReader) => {
  const r = loadRoundRobinLeague(read);
  return r.ok ? { ...r, result: r.season } : r;
};

/** Seed 004 as a competition kind of the site: a season of round-robin leagues, the `gp league` folder (competitions.md §6). */
export const ROUND_ROBIN_LEAGUE_KIND: CompetitionKind<LeagueSeason> = {
  kind: 'round-robin-league',
  path: 'leagues',
  parts: true,
  configFile: 'league.json',
  title: { pl: 'Ligi kołowe z dniami rezerwowymi', en: 'Round-robin leagues with reserve days' },
  folder: [
    { file: 'league.json', required: true, holds: { pl: 'opis: nazwa, regulamin (preset), lista lig (id, nazwa, plik TRF, wykluczeni) i plik przełożeń', en: 'the description: name, regulation (preset), the leagues (id, name, TRF file, excluded) and the postponements file' } },
    { file: '<id>.trf', required: true, holds: { pl: 'jeden plik FIDE TRF na ligę, pod nazwą z league.json', en: 'one FIDE TRF per league, under the name league.json gives' } },
    { file: 'postponements.csv', required: false, holds: { pl: 'przełożone i odrobione partie', en: 'postponed and made-up games' } },
  ],
  template: `${JSON.stringify({ name: 'Ligi 2027', preset: 'spb-leagues-2017', leagues: [{ id: 'liga-1', name: 'Liga 1', file: 'liga-1.trf', excluded: [] }], postponements: 'postponements.csv' }, null, 2)}\n`,
  configSchema: LeagueFileSchema,
  rulesSchema: LeagueRulesSchema,
  presets: LEAGUE_CATALOGUE,
  command: {
    name: 'league',
    summary: 'round-robin leagues: standings, cross-tables, exclusions',
    usage: `Usage:
  gp league <folder> [--json]
  Round-robin leagues (seed 004): the folder holds league.json, one TRF per league and an optional
  postponements CSV. Prints standings, cross-tables, exclusion flags and postponed games.
`,
    folderNoun: 'league folder',
    run: (read) => commandRun(loadLeagues(read), describeLeagueProblem),
    formatText: formatLeagueSeasonText,
  },
  load: (read) => siteLoad(loadLeagues(read)),
  toJson: leagueSeasonToJson,
  sheets: leagueSeasonSheets,
  detailFiles: leagueDetailFiles,
  summarize: leagueSummary,
  nameOf: (s) => s.name,
};

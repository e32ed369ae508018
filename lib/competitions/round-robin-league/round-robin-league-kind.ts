import { commandRun, siteLoad, type CompetitionKind, type FolderReader } from '@/lib/competitions/kind';
import { formatLeagueSeasonText } from './format-league-text';
import { withYear } from '@/lib/people/appearance';
import { roundRobinLeagueAppearances } from './round-robin-league-participants';
import { describeLeagueProblem } from './league-problems';
import { roundRobinLeagueEmbed } from './round-robin-league-embed';
import { LEAGUE_CATALOGUE, LeagueRulesSchema } from './league-rules';
import { LeagueFileSchema, loadRoundRobinLeague, type LeagueSeason } from './load-round-robin-league';
import { leagueSeasonToJson } from './league-season-json';
import { leagueSummary } from './league-summary';
import { leagueCalendarEvents, leagueCalendarIcs } from './league-calendar';
import { leagueSeasonSheets } from './league-sheets';
import { readConfigJson } from '@/lib/config/read-config-file';
import { kindWords } from '@/lib/i18n/kind-words';
import { ROUND_ROBIN_LEAGUE_KIND_WORDS } from './round-robin-league-words';
import { ROUND_ROBIN_LEAGUE_DEMO } from './generate-leagues';
import { newLeagueConfig, newLeagueConfigProblems } from './new-league-config';
import { adoptLeagueFile } from './adopt-league-file';

/** Each league's TRF (`league.json` "leagues"[].file): its header gives that league's details. */
function leagueDetailFiles(read: FolderReader): { scope: string | null; file: string }[] {
  const json = readConfigJson(read, 'league.json') as { leagues?: unknown } | null;
  if (!Array.isArray(json?.leagues)) return [];
  return json.leagues.flatMap((l: { id?: unknown; file?: unknown }) => (typeof l?.id === 'string' && typeof l.file === 'string' ? [{ scope: l.id, file: l.file }] : []));
}

const loadLeagues = (read: FolderReader) => {
  const r = loadRoundRobinLeague(read);
  return r.ok ? { ...r, result: r.season } : r;
};

const words = kindWords(ROUND_ROBIN_LEAGUE_KIND_WORDS);

/** Seed 004 as a competition kind of the site: a season of round-robin leagues, the `gp league` folder (competitions.md §6). */
export const ROUND_ROBIN_LEAGUE_KIND: CompetitionKind<LeagueSeason> = {
  kind: 'round-robin-league',
  path: 'leagues',
  parts: true,
  configFile: 'league.json',
  title: words.title,
  words: ROUND_ROBIN_LEAGUE_KIND_WORDS,
  folder: [
    { file: 'league.json', required: true, holds: words.holds('league.json') },
    { file: '<id>.trf', required: true, holds: words.holds('<id>.trf') },
    { file: 'postponements.csv', required: false, holds: words.holds('postponements.csv') },
  ],
  template: `${JSON.stringify({ name: 'Ligi 2027', preset: 'round-robin-leagues', leagues: [{ id: 'liga-1', name: 'Liga 1', file: 'liga-1.trf', excluded: [] }], postponements: 'postponements.csv' }, null, 2)}\n`,
  // issue 40, B5 and item 4: one league per line of the form (or none: the files uploaded add them), the game days in it
  newConfig: newLeagueConfig,
  newConfigGameDays: true,
  newConfigProblems: newLeagueConfigProblems,
  adoptFile: adoptLeagueFile,
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
  pairings: (season) => season.leagues.map((l) => ({ part: l.name, rounds: l.rounds.pairings })),
  detailFiles: leagueDetailFiles,
  summarize: leagueSummary,
  calendar: (season, { slug, host }) => leagueCalendarIcs(season.name, slug, host, leagueCalendarEvents(season)),
  embed: roundRobinLeagueEmbed,
  participants: (s, b) => ({ people: withYear(roundRobinLeagueAppearances(s, b), b.year), clubs: [] }),
  nameOf: (s) => s.name,
  demo: ROUND_ROBIN_LEAGUE_DEMO,
};

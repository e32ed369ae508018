import { commandRun, siteLoad, type CompetitionKind, type FolderReader } from '@/lib/competitions/kind';
import type { TeamLeagueResult } from './compute-team-league';
import { formatTeamLeagueText } from './format-team-league-text';
import { loadTeamLeague, TEAM_LEAGUE_FILE, TeamLeagueFileSchema } from './load-team-league';
import { teamLeagueToJson } from './team-league-json';
import { describe } from '@/lib/i18n/t';
import { TEAM_LEAGUE_EMBED_VIEWS, teamLeagueEmbed } from './team-league-embed';
import { teamLeagueAppearances } from './team-league-participants';
import { TEAM_LEAGUE_CATALOGUE, TeamLeagueRulesSchema } from './team-league-rules';
import { teamLeagueSummary } from './team-league-summary';
import { teamLeagueSheets } from './team-league-sheets';
import { readConfigJson } from '@/lib/config/read-config-file';
import { kindWords } from '@/lib/i18n/kind-words';
import { TEAM_LEAGUE_KIND_WORDS, TEAM_SWISS_SUBTITLE } from './team-league-words';
import { TEAM_LEAGUE_DEMO } from './generate-team-league';

const words = kindWords(TEAM_LEAGUE_KIND_WORDS);

/** The team league's boards file (`team-league.json` "boards"): a TRF's header gives its details; a boards.csv has none. */
function teamLeagueDetailFiles(read: FolderReader): { scope: string | null; file: string }[] {
  const json = readConfigJson(read, 'team-league.json') as { boards?: unknown } | null;
  if (json === null) return [];
  return [{ scope: null, file: typeof json.boards === 'string' ? json.boards : 'boards.csv' }];
}

/** Seed 001 as a competition kind of the site: the `gp team-league` folder (competitions.md §6). */
export const TEAM_LEAGUE_KIND: CompetitionKind<TeamLeagueResult> = {
  kind: 'team-league',
  path: 'team-leagues',
  configFile: TEAM_LEAGUE_FILE,
  title: words.title,
  words: TEAM_LEAGUE_KIND_WORDS,
  folder: [
    { file: 'team-league.json', required: true, holds: words.holds('team-league.json') },
    { file: 'teams.csv', required: true, holds: words.holds('teams.csv') },
    { file: 'boards.csv', required: true, holds: words.holds('boards.csv') },
  ],
  template: `${JSON.stringify({ name: 'Liga drużynowa 2027', preset: 'mazovia-seniors-2007', teams: 'teams.csv', boards: 'boards.csv' }, null, 2)}\n`,
  configSchema: TeamLeagueFileSchema,
  rulesSchema: TeamLeagueRulesSchema,
  presets: TEAM_LEAGUE_CATALOGUE,
  command: {
    name: 'team-league',
    summary: 'a team league: Swiss, knock-out, boards (competitions.md §5)',
    usage: `Usage:
  gp team-league <folder> [--json]
  A team league (seed 001): the folder holds team-league.json {"name", "preset":
  "mazovia-seniors-2007", "teams": "teams.csv", "boards": "boards.csv"}. Prints the Swiss table,
  the knock-out for places, the final ranking, the board rankings, line-up violations and fees.
`,
    folderNoun: 'league folder',
    // the team league's lines name the folder: "liga/teams.csv line 3: …"
    run: (read, folder) => commandRun(loadTeamLeague(read), (p) => `${folder}/${describe('en', p, { file: p.file })}`),
    formatText: formatTeamLeagueText,
  },
  load: (read) => siteLoad(loadTeamLeague(read)),
  toJson: teamLeagueToJson,
  sheets: teamLeagueSheets,
  detailFiles: teamLeagueDetailFiles,
  summarize: teamLeagueSummary,
  embed: teamLeagueEmbed,
  embedViews: TEAM_LEAGUE_EMBED_VIEWS,
  participants: (r, b) => {
    const out = teamLeagueAppearances(r, b);
    return { people: out.people, clubs: out.clubs };
  },
  nameOf: (r) => r.name,
  // issue 40: a team league without a knock-out (a plain team Swiss) is not "…, then matches for places"
  subtitle: (r) => (r.rules.knockout === null ? TEAM_SWISS_SUBTITLE : null),
  demo: TEAM_LEAGUE_DEMO,
};

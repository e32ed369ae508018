import { commandRun, siteLoad, type CompetitionKind, type FolderReader } from '@/lib/competitions/kind';
import type { SwissOpenResult } from './compute-swiss-open';
import { describe } from '@/lib/i18n/t';
import { swissOpenEmbed } from './swiss-open-embed';
import { withYear } from '@/lib/people/appearance';
import { swissOpenAppearances } from './swiss-open-participants';
import { formatSwissOpenText } from './format-swiss-open-text';
import { EventFileSchema, loadSwissOpen } from './load-swiss-open';
import { hasFinalStage, SWISS_OPEN_CATALOGUE, SwissOpenRulesSchema } from './swiss-open-rules';
import { swissOpenToJson } from './swiss-open-json';
import { swissOpenSummary } from './swiss-open-summary';
import { swissOpenSheets } from './swiss-open-sheets';
import { readConfigJson } from '@/lib/config/read-config-file';
import { kindWords } from '@/lib/i18n/kind-words';
import { OPEN_FORMAT_WORDS, SWISS_OPEN_KIND_WORDS } from './swiss-open-words';
import { SWISS_OPEN_DEMO } from './generate-open';

const words = kindWords(SWISS_OPEN_KIND_WORDS);

/** The open's Swiss file (`event.json` "swiss"): its header gives the open's details. */
function openDetailFiles(read: FolderReader): { scope: string | null; file: string }[] {
  const json = readConfigJson(read, 'event.json') as { swiss?: unknown } | null;
  return typeof json?.swiss === 'string' ? [{ scope: null, file: json.swiss }] : [];
}

/**
 * Seed 000 as a competition kind of the site: an open with a qualification cut. Its one name is
 * `swiss-open`; the contracts keep the spellings they were published with (competitions.md §6):
 * the address `/events/…`, the command `gp event`, the file `event.json`.
 */
export const SWISS_OPEN_KIND: CompetitionKind<SwissOpenResult> = {
  kind: 'swiss-open',
  path: 'events',
  configFile: 'event.json',
  title: words.title,
  words: SWISS_OPEN_KIND_WORDS,
  folder: [
    { file: 'event.json', required: true, holds: words.holds('event.json') },
    { file: 'swiss.trf', required: true, holds: words.holds('swiss.trf') },
    { file: 'games.csv', required: false, holds: words.holds('games.csv') },
  ],
  template: `${JSON.stringify({ name: 'Open 2027', preset: 'amplico-open', swiss: 'swiss.trf', games: 'games.csv' }, null, 2)}\n`,
  // issue 40, item 3: the form asks for the open's days — they date it (and pick the tie-break edition) when its Swiss file does not
  newConfigDates: true,
  // a plain Swiss open (format 'swiss', issue 40) has no games after its Swiss: its file names no games.csv
  newConfig: ({ name, preset, dates, rules }) => ({
    name,
    preset,
    swiss: 'swiss.trf',
    ...(SWISS_OPEN_CATALOGUE.info[preset]?.rules.format === 'swiss' ? {} : { games: 'games.csv' }),
    ...(dates ? { dates } : {}),
    ...(rules ? { rules } : {}),
  }),
  configSchema: EventFileSchema,
  rulesSchema: SwissOpenRulesSchema,
  presets: SWISS_OPEN_CATALOGUE,
  command: {
    name: 'event',
    summary: 'an open: qualifier, play-off, groups, matches (competitions.md §3)',
    usage: `Usage:
  gp event <folder> [--json]   an open with a qualification cut (competitions.md §3, §6): event.json,
                               the Swiss TRF and games.csv → the stages and the ranking so far
`,
    folderNoun: 'event folder',
    run(read) {
      return commandRun(loadSwissOpen(read), (p) => describe('en', p, { file: p.file }));
    },
    formatText: formatSwissOpenText,
  },
  load(read) {
    // the site shows the coded warnings; the command says `warnings`, in the TRF reader's own codes
    const r = loadSwissOpen(read);
    return siteLoad({ ...r, warnings: r.warningProblems });
  },
  toJson: swissOpenToJson,
  sheets: swissOpenSheets,
  pairings: (r) => [{ part: null, rounds: r.swissRounds.pairings }],
  detailFiles: openDetailFiles,
  summarize: swissOpenSummary,
  subtitle: (r) => {
    const format = hasFinalStage(r.rules) ? 'cut-and-final' : 'swiss';
    return { pl: OPEN_FORMAT_WORDS.pl[format], en: OPEN_FORMAT_WORDS.en[format] };
  },
  embed: swissOpenEmbed,
  participants: (r, b) => ({ people: withYear(swissOpenAppearances(r, b), b.year), clubs: [] }),
  nameOf: (r) => r.name,
  demo: SWISS_OPEN_DEMO,
};

import type { CompetitionKind } from '@/lib/competitions/kind';
import type { SwissOpenResult } from './compute-swiss-open';
import type { EventProblem } from './event-problems';
import { loadSwissOpen } from './load-swiss-open';
import { swissOpenToJson } from './swiss-open-json';
import { swissOpenSummary } from './swiss-open-summary';
import { swissOpenSheets } from './swiss-open-sheets';
import { openDetailFiles } from '@/lib/competitions/detail-files';

/** Seed 000 as a competition kind of the site: the `gp event` folder (competitions.md §6). */
export const SWISS_OPEN_KIND: CompetitionKind<SwissOpenResult> = {
  kind: 'swiss-open',
  path: 'events',
  configFile: 'event.json',
  title: { pl: 'Open: eliminacje, baraże, grupy i mecze', en: 'Open: qualifier, play-off, groups and matches' },
  folder: [
    { file: 'event.json', required: true, holds: { pl: 'opis: nazwa, regulamin (preset) i nazwy dwóch plików poniżej', en: 'the description: name, regulation (preset) and the names of the two files below' } },
    { file: 'swiss.trf', required: true, holds: { pl: 'turniej szwajcarski (eliminacje) jako FIDE TRF albo tabela krzyżowa chess-results (.xlsx)', en: 'the Swiss (qualifier) as a FIDE TRF or a chess-results crosstable (.xlsx)' } },
    { file: 'games.csv', required: false, holds: { pl: 'późniejsze partie: stage,round,white,black,result (baraż, grupy, mecze) — rośnie w ciągu dnia', en: 'the later games: stage,round,white,black,result (play-off, groups, matches) — grows during the day' } },
  ],
  template: `${JSON.stringify({ name: 'Open 2027', preset: 'amplico-open', swiss: 'swiss.trf', games: 'games.csv' }, null, 2)}\n`,
  load(read) {
    const r = loadSwissOpen(read);
    const coded = (e: EventProblem) => ({ file: e.file, line: e.line, code: e.code, message: e.message, ...(e.params ? { params: e.params } : {}) });
    const warnings = r.warningProblems.map(coded);
    return r.ok ? { ok: true, result: r.result, warnings } : { ok: false, errors: r.errors.map(coded), warnings };
  },
  toJson: swissOpenToJson,
  sheets: swissOpenSheets,
  detailFiles: openDetailFiles,
  summarize: swissOpenSummary,
  nameOf: (r) => r.name,
};

import type { CompetitionKind } from '@/lib/competitions/kind';
import type { SwissOpenResult } from './compute-swiss-open';
import type { EventProblem } from './event-problems';
import { loadSwissOpen } from './load-swiss-open';
import { swissOpenToJson } from './swiss-open-json';
import { swissOpenSummary } from './swiss-open-summary';

/** Seed 000 as a competition kind of the site: the `gp event` folder (competitions.md §6). */
export const SWISS_OPEN_KIND: CompetitionKind<SwissOpenResult> = {
  kind: 'swiss-open',
  path: 'events',
  configFile: 'event.json',
  title: { pl: 'Open: eliminacje, baraże, grupy i mecze', en: 'Open: qualifier, play-off, groups and matches' },
  load(read) {
    const r = loadSwissOpen(read);
    const coded = (e: EventProblem) => ({ file: e.file, line: e.line, code: e.code, message: e.message, ...(e.params ? { params: e.params } : {}) });
    const warnings = r.warningProblems.map(coded);
    return r.ok ? { ok: true, result: r.result, warnings } : { ok: false, errors: r.errors.map(coded), warnings };
  },
  toJson: swissOpenToJson,
  summarize: swissOpenSummary,
  nameOf: (r) => r.name,
};

import type { CompetitionKind } from '@/lib/competitions/kind';
import type { SwissOpenResult } from './compute-swiss-open';
import { loadSwissOpen } from './load-swiss-open';
import { swissOpenToJson } from './swiss-open-json';

/** Seed 000 as a competition kind of the site: the `gp event` folder (competitions.md §6). */
export const SWISS_OPEN_KIND: CompetitionKind<SwissOpenResult> = {
  kind: 'swiss-open',
  path: 'events',
  configFile: 'event.json',
  title: { pl: 'Open: eliminacje, baraże, grupy i mecze', en: 'Open: qualifier, play-off, groups and matches' },
  load(read) {
    const r = loadSwissOpen(read);
    const warnings = r.warnings.map((message) => ({ file: '', line: 0, code: 'EVENT_WARNING', message }));
    return r.ok ? { ok: true, result: r.result, warnings } : { ok: false, errors: r.errors.map((e) => ({ file: e.file, line: e.line, code: e.code, message: e.message })), warnings };
  },
  toJson: swissOpenToJson,
  nameOf: (r) => r.name,
};

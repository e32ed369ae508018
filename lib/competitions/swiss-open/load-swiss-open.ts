import { coded, type Loaded, type Problem } from '@/lib/problem';
import { z } from 'zod';
import { editionForDate, EDITIONS, type Edition } from '@/lib/games/editions';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { lineOfKey } from '@/lib/config/json-text';
import { readConfigFile, type ConfigFailure } from '@/lib/config/read-config-file';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { refinement } from '@/lib/config/refinement';
import { isIsoDate } from '@/lib/dates';
import { readGamesFile } from '@/lib/import/read-games-file';
import { computeSwissOpen, type SwissOpenResult } from './compute-swiss-open';
import { eventProblem, type EventProblemCode } from './event-problems';
import { readGamesCsv } from './read-games-csv';
import { MATCH_STAGES, SWISS_OPEN_CATALOGUE, stageIds } from './swiss-open-rules';

/** competitions.md §6: `event.json` of an open's folder (the keys after `games` are ours). */
export const EventFileSchema = z.object({
  name: z.string().min(1),
  preset: z.string().min(1),
  swiss: z.string().min(1),
  games: z.string().min(1).optional(),
  /** The C.07 edition; default: the preset's, else by the Swiss file's start date (042). */
  edition: z.enum(EDITIONS).optional(),
  /** Sections of the preset to change, e.g. `{"playoff": {"drawGoesTo": "white"}}`. */
  rules: z.record(z.string(), z.unknown()).optional(),
  /**
   * Players who withdrew: `before-cut` (during the qualifier: passed over at the cut, the next
   * player moves up) or `after-cut` (in the play-off or the final stage: every later game not yet
   * played is lost by forfeit).
   */
  withdrawn: z.array(z.object({ startNo: z.number().int().min(1), when: z.enum(['before-cut', 'after-cut']) })).optional(),
  /** Complete ties the regulation leaves open, decided by lot: each list in the lot's order. */
  lots: z.array(z.array(z.number().int().min(1)).min(2)).optional(),
  /**
   * Issue 40, item 3: the open's first and last day, from the arbiter's form. The Swiss file's own
   * start date (TRF 042, a sheet's "Date") wins; these date an open whose file has none (a crosstable
   * saved as CSV) — its year on the home page and the tie-break edition.
   */
  dates: z.object({ from: z.string().refine(isIsoDate, refinement('REAL_DATE')), to: z.string().refine(isIsoDate, refinement('REAL_DATE')).optional() }).optional(),
});

/**
 * `warnings` as the command line says them (the ignored rules and the TRF reader's own codes, each with
 * its file); `warningProblems` the same, coded for pages (code TRF with the reader's `trfCode`).
 */
type LoadSwissOpenResult = Loaded<{ result: SwissOpenResult }, Problem<EventProblemCode, 'file' | 'line'>, Problem<string, 'file' | 'line'>> & {
  warningProblems: Problem<EventProblemCode, 'file' | 'line'>[];
};

/** Reads a file of the folder by its name; null when it does not exist. */
type ReadEventFile = (name: string) => Uint8Array | null;

const EVENT_JSON = 'event.json';

/**
 * An open's folder (competitions.md §6) → the computed event, or every problem found, each with its
 * code, file and line. Pure apart from the injected reader, so the command line and the website
 * (files stored in the database) share it. Bad input never throws.
 */
export function loadSwissOpen(read: ReadEventFile): LoadSwissOpenResult {
  const warnings: Problem<string, 'file' | 'line'>[] = [];
  const warningProblems: Problem<EventProblemCode, 'file' | 'line'>[] = [];
  const fail = (...errors: Problem<EventProblemCode, 'file' | 'line'>[]): LoadSwissOpenResult => ({ ok: false, errors, warnings, warningProblems });
  const config = readConfigFile(read, EVENT_JSON, EventFileSchema);
  if (!config.ok) return fail(...configProblems(config.errors[0]!));
  const { text, data: event } = config;
  const rules = SWISS_OPEN_CATALOGUE.resolve(event.preset, event.rules);
  if (!rules.ok) return fail(...rules.errors.map((e) => eventProblem('EVENT_RULES', EVENT_JSON, lineOfKey(text, 'rules') || lineOfKey(text, 'preset'), e)));
  for (const rule of rules.warnings) {
    warnings.push(coded<Problem<string, 'file' | 'line'>>({ code: 'RULE_IGNORED', severity: 'warning', file: EVENT_JSON, line: 0, params: { rule } }));
    warningProblems.push(eventProblem('EVENT_UNKNOWN_RULE', EVENT_JSON, lineOfKey(text, 'rules'), { rule }));
  }

  const trfBytes = read(event.swiss);
  if (trfBytes === null) return fail(eventProblem('EVENT_FILE_MISSING', event.swiss, 0, { file: event.swiss }));
  // a TRF, or the chess-results crosstable sheet of the same Swiss (docs/spreadsheets.md)
  const trf = readGamesFile(trfBytes);
  warnings.push(...trf.warnings.map((w) => ({ ...w, file: event.swiss })));
  warningProblems.push(...trf.warnings.map((w) => eventProblem('TRF', event.swiss, w.line, { ...w.params, trfCode: w.code })));
  if (!trf.ok) return fail(...trf.errors.map((e) => eventProblem('TRF', event.swiss, e.line, { ...e.params, trfCode: e.code })));
  const fromFile = gamesModelFromTrf(trf.tournament, { roundRobin: false });
  // the file's own days when it has them (TRF 042/052, a sheet's "Date"), else the form's (event.json "dates")
  const ownDays = fromFile.startDate !== null;
  const swiss = !ownDays && event.dates ? { ...fromFile, startDate: event.dates.from } : fromFile;
  const endDate = ownDays ? trf.tournament.info.endDate : event.dates ? (event.dates.to ?? event.dates.from) : null;
  const startNumbers = new Set(swiss.players.map((p) => p.startNumber));

  const errors: Problem<EventProblemCode, 'file' | 'line'>[] = [];
  for (const w of event.withdrawn ?? []) {
    if (!startNumbers.has(w.startNo)) errors.push(eventProblem('EVENT_UNKNOWN_PLAYER', EVENT_JSON, lineOfKey(text, 'withdrawn'), { startNo: w.startNo }));
  }
  for (const lot of event.lots ?? []) {
    for (const s of lot) if (!startNumbers.has(s)) errors.push(eventProblem('EVENT_UNKNOWN_PLAYER', EVENT_JSON, lineOfKey(text, 'lots'), { startNo: s }));
  }

  const edition: Edition | null = event.edition ?? rules.rules.edition ?? (swiss.startDate ? editionForDate(swiss.startDate) : null);
  if (edition === null) {
    errors.push(eventProblem('EVENT_NO_EDITION', event.swiss, 0));
  }

  let games: ReturnType<typeof readGamesCsv>['games'] = [];
  if (event.games) {
    const bytes = read(event.games);
    // games.csv grows during the day: before the first game there may be none
    if (bytes !== null) {
      const read = readGamesCsv(bytes, { fileName: event.games, stages: stageIds(rules.rules), armageddonStages: ['playoff', ...MATCH_STAGES], startNumbers });
      errors.push(...read.problems);
      games = read.games;
    }
  }
  if (errors.length > 0 || edition === null) return fail(...errors);

  const { result, problems } = computeSwissOpen({
    name: event.name,
    rules: rules.rules,
    edition,
    swiss,
    endDate: endDate !== null && swiss.startDate !== null && endDate >= swiss.startDate ? endDate : null,
    games,
    withdrawn: event.withdrawn ?? [],
    lots: event.lots ?? [],
    swissFile: event.swiss,
    gamesFile: event.games ?? 'games.csv',
    playerLines: playerLines(new TextDecoder().decode(trfBytes)),
  });
  if (problems.length > 0) return fail(...problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line));
  return { ok: true, result, warnings, warningProblems };
}

/** event.json that cannot be read, as the open's coded problems. */
function configProblems(failure: ConfigFailure): Problem<EventProblemCode, 'file' | 'line'>[] {
  switch (failure.reason) {
    case 'missing':
      return [eventProblem('EVENT_JSON_MISSING', EVENT_JSON, 0)];
    case 'not-text':
      return [eventProblem('EVENT_JSON_INVALID', EVENT_JSON, 0, { reason: 'text' })];
    case 'json':
      return [eventProblem('EVENT_JSON_INVALID', EVENT_JSON, failure.line, { reason: 'json' })];
    case 'schema':
      return failure.issues.map((i) => {
        const path = i.path.map(String).join('.');
        return eventProblem('EVENT_JSON_INVALID', EVENT_JSON, lineOfKey(failure.text, String(i.path[0] ?? '')), { ...zodIssueParams(i, failure.json), path });
      });
  }
}

/** Start number → line of its `001` record (columns 5–8). */
function playerLines(text: string): Map<number, number> {
  const lines = new Map<number, number>();
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (line.startsWith('001')) {
      const n = Number(line.slice(4, 8));
      if (Number.isInteger(n) && n > 0 && !lines.has(n)) lines.set(n, i + 1);
    }
  });
  return lines;
}

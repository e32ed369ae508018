import type { Loaded, Problem } from '@/lib/problem';
import { readContainer, type Container } from './container';
import { headerKey, mapHeaders, START_NUMBER_HEADERS } from './headers';
import { RESULTS_TABLE } from './parse-results';
import { problem, type ProblemCode } from './problems';
import { findTables, noHeader, tableChoices, type FoundTable, type TableChoice } from './spreadsheet/find-table';
import { stageKind } from './spreadsheet/tournament-facts';

/**
 * Reading a results file, as one staged pipeline (issue 37 item 10). Each stage is a file:
 *
 * 1. **container** — lib/import/container.ts: bytes → text, spreadsheet, web page or TRF (a pairing
 *    program's own file is named and refused there); every container but a TRF gives `Sheet`s;
 * 2. **tables** — lib/import/spreadsheet/find-table.ts `findTables`: every table of every sheet,
 *    under its caption, ending where it ends;
 * 3. **table** — here, `readTables`: the one read (the first results table, or the one the arbiter
 *    picked), or the reason none is results (a start list, a pairings list, a team table);
 * 4. **columns** — lib/import/vocabulary.ts and headers.ts: each header cell's field, in any language;
 * 5. **rows** — lib/import/parse-results.ts `readRows`: place, name, points and the rest, best effort;
 * 6. **games** — lib/import/spreadsheet/crosstable-tournament.ts (a crosstable's cells) or
 *    lib/import/trf (a TRF): the tournament's games, which lib/series/tournament-file.ts ranks.
 *
 * A new format is one container reader; a new language one vocabulary entry. Pure; never throws.
 */
type ReadProblem = Problem<ProblemCode, 'severity' | 'line'>;

/**
 * Stages 1–3's answer (issue 39: `Loaded`): the container and the table read, with what the stages
 * found on the way, or the error that refuses the file (the container unreadable, no results table, an
 * empty file). `warnings` are the stages' findings in the order found — the container's own problems
 * first (a text file's commented lines; its unterminated quote too, an error the rows stage refuses
 * with, so that every error of the file is said at once), then the table's (rows left empty, the
 * table chosen of several). Readers say a refusal after them: `[...warnings, ...errors]`.
 */
export type TablesRead = Loaded<
  | { container: Extract<Container, { kind: 'trf' }> }
  | {
      container: Exclude<Container, { kind: 'trf' }>;
      /** The table read, with what finding it said. */
      found: FoundTable;
      /** Every table of the file, for the preview's choice. */
      choices: TableChoice[];
      chosen: number;
    },
  ReadProblem
>;

interface ReadTablesOptions {
  /** The table the arbiter picked (TableChoice.index); the first results table when absent. */
  table?: number | null;
}

/** Stages 1–3: the container, its tables, and the table read (or why none can be). */
export function readTables(bytes: Uint8Array, options: ReadTablesOptions = {}): TablesRead {
  const read = readContainer(bytes);
  if (!read.ok) return read;
  const container = read.container;
  if (container.kind === 'trf') return { ok: true, container, warnings: container.problems };
  const all = findTables(container.sheets, { required: ['name'] });
  const choices = tableChoices(
    all.map((f) => f.table),
    RESULTS_TABLE,
  );
  const results = all.filter((f, i) => choices[i]!.results && !isTeamTable(f));
  if (results.length === 0) {
    const refusal = notResults(container, all);
    if (refusal) return { ok: false, errors: [refusal], warnings: container.problems };
    // a text file whose no line names a results table: its first line is the header it meant, and
    // the rows stage says which columns it lacks (MISSING_COLUMN, formats §1)
    if (all[0]) return { ok: true, container, found: all[0], choices, chosen: 0, warnings: [...container.problems, ...all[0].problems] };
    const sheet = container.sheets[0]!;
    const header = sheet.rows[0];
    if (!header) return { ok: false, errors: [problem('EMPTY_FILE', 0, { reason: 'no-header' })], warnings: container.problems };
    const table = { sheet, header, rows: sheet.rows.slice(1), facts: NO_FACTS, roundColumns: [], opponentColumns: [] };
    return { ok: true, container, found: { table, problems: [] }, choices: [], chosen: 0, warnings: container.problems };
  }
  const picked = options.table != null ? all[options.table] : undefined;
  const found = picked && results.includes(picked) ? picked : results[0]!;
  const chosen = all.indexOf(found);
  const warnings = [...container.problems, ...found.problems];
  if (results.length > 1) {
    // a web page's table is named by its heading (`Capablanca – Rangliste`): ten groups' captions all read `Rangliste`
    const caption = found.table.sheet.format === 'html' ? found.table.sheet.name : (found.table.facts.caption ?? found.table.sheet.name);
    warnings.push(problem('TABLE_CHOSEN', found.table.header.row, { count: results.length, index: chosen + 1, caption, headerRow: found.table.header.row }));
  }
  return { ok: true, container, found, choices, chosen, warnings };
}

const NO_FACTS = { title: null, date: null, endDate: null, dateRow: null, rounds: null, roundsRow: null, type: null, caption: null, captionRow: null };

const PAIRINGS_HEADERS = new Set(['white', 'black', 'weiß', 'weiss', 'schwarz', 'białe', 'czarne', 'blancas', 'negras', 'brancas', 'pretas', 'blancs', 'noirs', 'wit', 'zwart', 'bílý', 'černý', 'белые', 'чёрные', 'черные']);
const TEAM_HEADERS = new Set(['team', 'mannschaft', 'drużyna', 'équipe', 'equipo', 'equipa', 'команда', 'družstvo', 'ploeg', 'teams']);
const BOARD_HEADERS = new Set(['bo.', 'bo', 'board', 'brett', 'br.', 'sz.', 'szachownica', 'tablero', 'tab.', 'échiquier', 'ech.', 'tabuleiro', 'bord', 'šach.', 'доска', 'д.']);

/** A ranking of a team event's board players (QUIRKS H8): a team column and a board column. */
function isTeamTable(f: FoundTable): boolean {
  const keys = f.table.header.cells.map(headerKey);
  return keys.some((k) => TEAM_HEADERS.has(k)) && keys.some((k) => BOARD_HEADERS.has(k));
}

/**
 * None of the file's tables is an individual results table: say what the file is instead, as a
 * person would (formats §1, issue 37 item 9) — one round's pairings, a team table, a start list. Null
 * for a text file with no table at all (its header's missing columns are said instead).
 */
function notResults(container: Exclude<Container, { kind: 'trf' }>, all: readonly FoundTable[]): ReadProblem | null {
  const teamTable = all.find(isTeamTable);
  if (teamTable) return problem('NOT_RESULTS', teamTable.table.header.row, { what: 'team', headerRow: teamTable.table.header.row, caption: (teamTable.table.facts.caption ?? '').slice(0, 80) });
  const first = all[0];
  if (!first) {
    const pairings = headerRow(container, (keys) => keys.filter((k) => PAIRINGS_HEADERS.has(k)).length >= 2);
    if (pairings !== null) return problem('NOT_RESULTS', pairings, { what: 'pairings', headerRow: pairings, caption: '' });
    const team = headerRow(container, (keys) => keys.some((k) => TEAM_HEADERS.has(k)));
    if (team !== null) return problem('NOT_RESULTS', team, { what: 'team', headerRow: team, caption: '' });
    if (container.kind === 'text') return null;
    return noHeader(container.sheets[0] ?? { format: 'csv', name: '', sheetNames: [], rows: [], merged: [], formulasWithoutValue: [] }, ['place', 'name', 'points']);
  }
  const t = first.table;
  const keys = t.header.cells.map(headerKey);
  const caption = t.facts.caption ?? '';
  const stage = stageKind(caption);
  const numbered = t.header.cells.some((c) => START_NUMBER_HEADERS.has(headerKey(c)));
  const what = keys.filter((k) => PAIRINGS_HEADERS.has(k)).length >= 2 || stage === 'pairings' ? 'pairings' : stage === 'start-list' || numbered ? 'start-list' : null;
  // a table of names with no points, games or start numbers: its header's missing column is said instead
  if (what === null) return null;
  return problem('NOT_RESULTS', t.header.row, { what, headerRow: t.header.row, caption: caption.slice(0, 80) });
}

/** The first row (of the first 200 of each sheet) whose header cells pass `test`: a pairings list's or a team table's header. */
function headerRow(container: Exclude<Container, { kind: 'trf' }>, test: (keys: string[]) => boolean): number | null {
  for (const sheet of container.sheets) {
    for (const r of sheet.rows.slice(0, 200)) if (test(r.cells.map(headerKey))) return r.row;
  }
  return null;
}

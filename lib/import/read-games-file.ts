import type { Problem, Loaded } from '@/lib/problem';
import { readContainer } from './container';
import type { Delimiter } from './csv';
import { readRows } from './parse-results';
import { readTables } from './pipeline';
import { problem, type ProblemCode } from './problems';
import { crosstableTournament, incompleteTiebreaksProblem, type CrosstableNumbering } from './spreadsheet/crosstable-tournament';
import type { SheetTable } from './spreadsheet/find-table';
import { parseTrf } from './trf/parse-trf';
import { resultPoints } from './trf/result-codes';
import type { TrfProblemCode } from './trf/trf-problems';
import type { TrfTournament } from './trf/trf-tournament';

type FileProblem = Problem<ProblemCode, 'severity' | 'line'> | Problem<TrfProblemCode, 'severity' | 'line'>;

type ReadGamesFileResult = Loaded<
  {
    tournament: TrfTournament;
    /**
     * Read from a crosstable (absent for a TRF): how its cells number the players, and whether its
     * games come from a round robin's opponent columns — which give no round: the rounds are then the
     * reader's placement, not the event's (issue 40: a league places them by the Berger table).
     */
    crosstable?: { numbering: CrosstableNumbering; byOpponentColumns: boolean; headerRow: number };
  },
  FileProblem
>;

/**
 * A file that holds a tournament's games: a TRF, or a crosstable (formats §1) — a spreadsheet, a
 * CSV or a saved web page with a Swiss crosstable's rounds or a round robin's opponent columns —
 * which gives the same tournament a TRF would. It is read through the stages of
 * lib/import/pipeline.ts; the content decides, never the file's name. The games are read as they
 * are (warnings for what cannot be), and the players whose games are incomplete are named in one
 * warning, since their tie-breaks are computed from what there is. A text file that holds no
 * crosstable is read as a TRF, so what is wrong with it is said as of a TRF. Pure; never throws.
 */
export function readGamesFile(bytes: Uint8Array): ReadGamesFileResult {
  const container = readContainer(bytes);
  // not text, empty, or text: a TRF unless it holds a crosstable; a workbook, a web page, a program's file: never a TRF
  const maybeTrf = container.ok ? container.container.kind === 'text' || container.container.kind === 'trf' : container.errors[0]!.code === 'NOT_TEXT' || container.errors[0]!.code === 'EMPTY_FILE';
  const read = readTables(bytes);
  if (read.ok && 'found' in read && hasGames(read.found.table)) return fromCrosstable(read.found.table, read.warnings, read.container.kind === 'text' ? read.container.delimiter : '');
  if (maybeTrf) return parseTrf(bytes);
  if (!read.ok) {
    // the container's unterminated quote (an error among the stages' findings) is said with the refusal
    const said = [...read.warnings, ...read.errors];
    return { ok: false, errors: said.filter((p) => p.severity === 'error'), warnings: said.filter((p) => p.severity !== 'error') };
  }
  const header = 'found' in read ? read.found.table.header.row : 0;
  return { ok: false, errors: [problem('SHEET_NOT_CROSSTABLE', header)], warnings: read.warnings };
}

function hasGames(table: SheetTable): boolean {
  return table.roundColumns.length > 0 || table.opponentColumns.length > 0;
}

function fromCrosstable(table: SheetTable, found: readonly FileProblem[], delimiter: Delimiter | ''): ReadGamesFileResult {
  const games = crosstableTournament(table);
  if (!games.ok) return { ok: false, errors: games.errors, warnings: [...found, ...games.warnings] };
  // the tie-breaks come from the games: what the ranking list's own columns get wrong (a place out
  // of order, an empty rank) is said, and does not stop them
  const points = new Map(games.tournament.players.map((p) => [games.lines.get(p.startNumber) ?? -1, p.rounds.reduce((s, r) => s + resultPoints(r.result), 0)]));
  const list = readRows(table, { encoding: table.sheet.format, delimiter }, { pointsOf: (row) => points.get(row) ?? null });
  const listed: FileProblem[] = list.problems.map((p) => (p.severity === 'error' ? { ...p, severity: 'warning' as const } : p));
  const names = new Map(games.tournament.players.map((p) => [p.startNumber, p.name]));
  const incomplete = incompleteTiebreaksProblem(games.incomplete.map((n) => ({ name: names.get(n) ?? String(n), line: games.lines.get(n) ?? 0 })));
  const crosstable = { numbering: games.numbering, byOpponentColumns: table.opponentColumns.length > 0, headerRow: table.header.row };
  return { ok: true, tournament: games.tournament, crosstable, warnings: [...found, ...listed, ...games.warnings, ...(incomplete ? [incomplete] : [])] };
}

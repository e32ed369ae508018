import type { Problem } from '@/lib/problem';
import { decodeTable } from './decode-table';
import { parseResultsText, REQUIRED } from './parse-results';
import { problem, type ProblemCode } from './problems';
import { crosstableTournament } from './spreadsheet/crosstable-tournament';
import { containerKind } from './spreadsheet/read-workbook';
import { parseTrf } from './trf/parse-trf';
import type { TrfProblemCode } from './trf/trf-problems';
import type { TrfTournament } from './trf/trf-tournament';

type FileProblem = Problem<ProblemCode, 'severity' | 'line'> | Problem<TrfProblemCode, 'severity' | 'line'>;

export type ReadGamesFileResult = { ok: true; tournament: TrfTournament; warnings: FileProblem[] } | { ok: false; errors: FileProblem[]; warnings: FileProblem[] };

/**
 * A file that holds a tournament's games: a TRF, or a chess-results crosstable sheet (formats §1),
 * which gives the same tournament a TRF would. The content decides, never the file's name. Pure;
 * never throws.
 */
export function readGamesFile(bytes: Uint8Array): ReadGamesFileResult {
  if (containerKind(bytes) === null) return parseTrf(bytes);
  const decoded = decodeTable(bytes, REQUIRED);
  const split = (all: readonly FileProblem[]) => ({ errors: all.filter((p) => p.severity === 'error'), warnings: all.filter((p) => p.severity !== 'error') });
  if (!decoded.ok) return { ok: false, ...split(decoded.problems) };
  const table = decoded.table!;
  if (table.roundColumns.length === 0) {
    return { ok: false, errors: [problem('SHEET_NOT_CROSSTABLE', table.header.row)], warnings: decoded.problems };
  }
  const list = parseResultsText(decoded.text, decoded.encoding);
  const before = [...decoded.problems, ...list.problems];
  if (before.some((p) => p.severity === 'error')) return { ok: false, ...split(before) };
  const games = crosstableTournament(table);
  if (!games.ok) return { ok: false, errors: games.errors, warnings: [...before, ...games.warnings] };
  return { ok: true, tournament: games.tournament, warnings: [...before, ...games.warnings] };
}


import type { Problem } from '@/lib/problem';
import { decodeTable } from './decode-table';
import { parseResultsText, REQUIRED } from './parse-results';
import { problem, type ProblemCode } from './problems';
import { crosstableTournament, incompleteTiebreaksProblem } from './spreadsheet/crosstable-tournament';
import { containerKind } from './spreadsheet/read-workbook';
import { parseTrf } from './trf/parse-trf';
import type { TrfProblemCode } from './trf/trf-problems';
import type { TrfTournament } from './trf/trf-tournament';

type FileProblem = Problem<ProblemCode, 'severity' | 'line'> | Problem<TrfProblemCode, 'severity' | 'line'>;

export type ReadGamesFileResult = { ok: true; tournament: TrfTournament; warnings: FileProblem[] } | { ok: false; errors: FileProblem[]; warnings: FileProblem[] };

/**
 * A file that holds a tournament's games: a TRF, or a crosstable sheet (formats §1) — a Swiss
 * crosstable's rounds or a round robin's opponent columns — which gives the same tournament a TRF
 * would. The content decides, never the file's name. The games are read as they are (warnings for
 * what cannot be), and the players whose games are incomplete are named in one warning, since
 * their tie-breaks are computed from what there is. Pure; never throws.
 */
export function readGamesFile(bytes: Uint8Array): ReadGamesFileResult {
  if (containerKind(bytes) === null) return parseTrf(bytes);
  const decoded = decodeTable(bytes, REQUIRED);
  const split = (all: readonly FileProblem[]) => ({ errors: all.filter((p) => p.severity === 'error'), warnings: all.filter((p) => p.severity !== 'error') });
  if (!decoded.ok) return { ok: false, ...split(decoded.problems) };
  const table = decoded.table!;
  if (table.roundColumns.length === 0 && table.opponentColumns.length === 0) {
    return { ok: false, errors: [problem('SHEET_NOT_CROSSTABLE', table.header.row)], warnings: decoded.problems };
  }
  // the tie-breaks come from the games: what the ranking list's own columns get wrong (a place out
  // of order, an empty rank) is said, and does not stop them
  const list = parseResultsText(decoded.text, decoded.encoding);
  const before: FileProblem[] = [...decoded.problems, ...list.problems.map((p) => (p.severity === 'error' ? { ...p, severity: 'warning' as const } : p))];
  const games = crosstableTournament(table);
  if (!games.ok) return { ok: false, errors: games.errors, warnings: [...before, ...games.warnings] };
  const names = new Map(games.tournament.players.map((p) => [p.startNumber, p.name]));
  const incomplete = incompleteTiebreaksProblem(games.incomplete.map((n) => ({ name: names.get(n) ?? String(n), line: games.lines.get(n) ?? 0 })));
  return { ok: true, tournament: games.tournament, warnings: [...before, ...games.warnings, ...(incomplete ? [incomplete] : [])] };
}

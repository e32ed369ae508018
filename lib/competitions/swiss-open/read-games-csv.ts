import type { Problem } from '@/lib/problem';
import { detectDelimiter, parseCsv } from '@/lib/import/csv';
import { decodeText } from '@/lib/import/decode';
import type { EventGame } from './event-game';
import { eventProblem, type EventProblemCode } from './event-problems';
import { readGameResult } from './read-game-result';

interface ReadGamesCsvParams {
  fileName: string;
  /** Stage ids of the rule set (`playoff`, `group-1` …). */
  stages: readonly string[];
  /** Stages where a round may be `A` (an armageddon). */
  armageddonStages: readonly string[];
  /** Start numbers of swiss.trf. */
  startNumbers: ReadonlySet<number>;
}

const COLUMNS = ['stage', 'round', 'white', 'black', 'result'] as const;

/**
 * `games.csv` → games with their lines, and every problem found (competitions.md §6). The header
 * names the five columns in any order (delimiter detected: comma, semicolon or tab); blank lines
 * are skipped. A row with a problem is left out and reported; the rest is read.
 */
export function readGamesCsv(bytes: Uint8Array, params: ReadGamesCsvParams): { games: EventGame[]; problems: Problem<EventProblemCode, 'file' | 'line'>[] } {
  const file = params.fileName;
  const problems: Problem<EventProblemCode, 'file' | 'line'>[] = [];
  const games: EventGame[] = [];
  if (bytes.length === 0) return { games, problems };
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { games, problems: [eventProblem('GAMES_NOT_TEXT', file, 0)] };
  const { records, unterminatedQuoteLine } = parseCsv(decoded.text, detectDelimiter(decoded.text));
  if (unterminatedQuoteLine !== null) problems.push(eventProblem('GAMES_BAD_HEADER', file, unterminatedQuoteLine));
  const header = records[0];
  if (!header) return { games, problems };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const index = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<(typeof COLUMNS)[number], number>;
  const missing = COLUMNS.filter((c) => index[c] < 0);
  if (missing.length > 0) {
    problems.push(eventProblem('GAMES_BAD_HEADER', file, header.line, { missing: missing.join(',') }));
    return { games, problems };
  }
  for (const record of records.slice(1)) {
    const cell = (c: (typeof COLUMNS)[number]) => (record.cells[index[c]] ?? '').trim();
    const line = record.line;
    const before = problems.length;
    const stage = cell('stage').toLowerCase();
    if (!params.stages.includes(stage)) {
      problems.push(eventProblem('GAMES_BAD_STAGE', file, line, { stage: cell('stage'), stages: params.stages.join(', ') }));
    }
    const roundText = cell('round');
    let round: number | 'A' = 0;
    if (/^[Aa]$/.test(roundText)) {
      round = 'A';
      if (params.stages.includes(stage) && !params.armageddonStages.includes(stage)) {
        problems.push(eventProblem('GAMES_BAD_ROUND', file, line, { round: roundText, stage, reason: 'armageddon' }));
      }
    } else if (/^\d+$/.test(roundText) && Number(roundText) >= 1) {
      round = Number(roundText);
    } else {
      problems.push(eventProblem('GAMES_BAD_ROUND', file, line, { round: roundText }));
    }
    const players: number[] = [];
    for (const side of ['white', 'black'] as const) {
      const text = cell(side);
      if (!/^\d+$/.test(text) || Number(text) < 1) {
        problems.push(eventProblem('GAMES_BAD_PLAYER', file, line, { side, value: text }));
      } else if (!params.startNumbers.has(Number(text))) {
        problems.push(eventProblem('GAMES_UNKNOWN_PLAYER', file, line, { side, startNo: Number(text) }));
      } else players.push(Number(text));
    }
    if (players.length === 2 && players[0] === players[1]) {
      problems.push(eventProblem('GAMES_SAME_PLAYER', file, line, { startNo: players[0]! }));
    }
    const result = readGameResult(cell('result'));
    if (result === undefined) {
      problems.push(eventProblem('GAMES_BAD_RESULT', file, line, { result: cell('result') }));
    }
    if (problems.length === before) {
      games.push({ line, stage, round, white: players[0]!, black: players[1]!, result: result ?? null });
    }
  }
  return { games, problems };
}

import { detectDelimiter, parseCsv } from '@/lib/import/csv';
import { decodeText } from '@/lib/import/decode';
import type { GameResult } from './event-game';

/** The results an arbiter enters for one game (competitions.md §6), as games.csv writes them. */
export const ENTRY_RESULTS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+'] as const satisfies readonly GameResult[];
export type EntryResult = (typeof ENTRY_RESULTS)[number];

/** One game as the arbiter enters it: a row of games.csv. */
export interface GameRow {
  stage: string;
  round: number | 'A';
  white: number;
  black: number;
  result: EntryResult;
}

export const GAMES_CSV_COLUMNS = ['stage', 'round', 'white', 'black', 'result'] as const;

/** A row that cannot be written as one CSV line: the reason, else null. The loader judges the rest. */
export function gameRowProblem(row: GameRow): string | null {
  if (!/^[a-z0-9][a-z0-9-]{0,30}$/.test(row.stage)) return 'stage';
  if (row.round !== 'A' && !(Number.isInteger(row.round) && row.round >= 1 && row.round <= 99)) return 'round';
  for (const side of ['white', 'black'] as const) if (!Number.isInteger(row[side]) || row[side] < 1 || row[side] > 9999) return side;
  if (!(ENTRY_RESULTS as readonly string[]).includes(row.result)) return 'result';
  return null;
}

/**
 * games.csv with one more game: the current bytes unchanged, then one line (ASCII only, so the
 * file's own encoding stays right) in the header's column order and delimiter, with the file's line
 * ending; a missing or empty file starts with the header of competitions.md §6. Throws on a row
 * {@link gameRowProblem} refuses — callers check first.
 */
export function appendGameRow(current: Uint8Array | null, row: GameRow): Uint8Array {
  const problem = gameRowProblem(row);
  if (problem) throw new Error(`not a games.csv row (${problem})`);
  const cells: Record<string, string> = { stage: row.stage, round: String(row.round), white: String(row.white), black: String(row.black), result: row.result };
  const encode = (s: string) => new TextEncoder().encode(s);
  if (!current || current.length === 0 || !hasHeader(current)) {
    const start = current && current.length > 0 ? current : new Uint8Array();
    const joint = start.length > 0 && !endsWithNewline(start) ? '\n' : '';
    return concat(start, encode(`${joint}${GAMES_CSV_COLUMNS.join(',')}\n${GAMES_CSV_COLUMNS.map((c) => cells[c]).join(',')}\n`));
  }
  const decoded = decodeText(current);
  const text = decoded.ok ? decoded.text : '';
  const delimiter = detectDelimiter(text);
  const header = parseCsv(text, delimiter).records[0]!.cells.map((c) => c.trim().toLowerCase());
  const columns = GAMES_CSV_COLUMNS.every((c) => header.includes(c)) ? header : [...GAMES_CSV_COLUMNS];
  const eol = /\r\n/.test(text) ? '\r\n' : '\n';
  const line = columns.map((c) => cells[c] ?? '').join(delimiter);
  return concat(current, encode(`${endsWithNewline(current) ? '' : eol}${line}${eol}`));
}

function hasHeader(bytes: Uint8Array): boolean {
  const decoded = decodeText(bytes);
  return decoded.ok && decoded.text.trim() !== '';
}

function endsWithNewline(bytes: Uint8Array): boolean {
  const last = bytes[bytes.length - 1];
  return last === 0x0a || last === 0x0d;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

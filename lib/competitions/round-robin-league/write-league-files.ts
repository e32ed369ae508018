import { isIsoDate, type IsoDate } from '@/lib/dates';
import { detectDelimiter, parseCsv, type Delimiter } from '@/lib/import/csv';
import { looksLikeTrf } from '@/lib/import/trf/looks-like-trf';
import { decodeText } from '@/lib/import/decode';
import { parseTrf } from '@/lib/import/trf/parse-trf';
import { resultPoints, type ResultCode } from '@/lib/import/trf/result-codes';
import { writePlayerLine } from '@/lib/import/trf/write-trf';
import { type Loaded, type Problem, said, type ParamsOf } from '@/lib/problem';
import { RESULT_CELLS, type ResultText } from './apply-game-change';
import { POSTPONEMENT_COLUMN_ALIASES } from './parse-postponements';
import { readLocalDateTime } from './warning-in-time';

/**
 * The arbiter's changes of one game stored as the files of the league folder (issue 9, "What to
 * build" 2): a result goes into the league's TRF (both players' cells of the round), a
 * postponement or a made-up date into the postponements CSV. Everything the change does not touch
 * stays byte for byte as it was: only the two player lines of the TRF, or one row of the CSV, are
 * written again.
 */
export type WriteFileResult = Loaded<{ bytes: Uint8Array }, Problem<WriteProblemCode>>;
type WriteProblemCode = 'WRITE_BAD_FILE' | 'WRITE_NO_PLAYER' | 'WRITE_BAD_RESULT' | 'WRITE_BAD_DATE' | 'WRITE_NOT_POSTPONED';
/** Why a file cannot be written (WRITE_BAD_FILE's `reason`, said by the catalogue). */
type BadFile = 'trf-unreadable' | 'not-trf' | 'postponements-not-text' | 'postponements-open-quote' | 'postponements-no-columns' | 'postponements-no-made-up' | 'postponements-break-in-quotes' | 'league-unreadable' | 'league-not-json' | 'league-no-league';

/** A refused write: its code and values; its English `message` from the catalogue (lib/i18n/catalogue.ts WRITE_*). */
const fail = <C extends WriteProblemCode>(code: C, params: ParamsOf<C>): WriteFileResult => ({ ok: false, errors: [said<Problem<WriteProblemCode>>({ code, params })], warnings: [] });
const badFile = (reason: BadFile, more: Omit<ParamsOf<'WRITE_BAD_FILE'>, 'reason'> = {}): WriteFileResult => fail('WRITE_BAD_FILE', { reason, ...more });


const encoder = new TextEncoder();
const BOM = [0xef, 0xbb, 0xbf];
const hasBom = (b: Uint8Array) => b.length >= 3 && b[0] === BOM[0] && b[1] === BOM[1] && b[2] === BOM[2];
const encode = (text: string, bom: boolean) => {
  const body = encoder.encode(text);
  if (!bom) return body;
  const out = new Uint8Array(body.length + 3);
  out.set(BOM);
  out.set(body, 3);
  return out;
};
/** The text split into lines, each keeping its own line break (the last may have none). */
const linesOf = (text: string) => text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
const breakOf = (line: string) => /\r\n|\r|\n$/.exec(line)?.[0] ?? '';

/**
 * The league's TRF with one game's result: the white player's cell of the round becomes
 * `black w <code>`, the black player's `white b <code>`, and both points columns move by the
 * points the cells gain or lose. Other lines are kept as read (a Windows-1250 file is written
 * back as UTF-8).
 */
export function writeResultToTrf(trf: Uint8Array, game: { round: number; white: number; black: number; result: ResultText }): WriteFileResult {
  const cells = Object.hasOwn(RESULT_CELLS, game.result) ? RESULT_CELLS[game.result] : undefined;
  if (!cells) return fail('WRITE_BAD_RESULT', { reason: 'result', value: String(game.result) });
  if (!Number.isInteger(game.round) || game.round < 1) return fail('WRITE_BAD_RESULT', { reason: 'round', value: String(game.round) });
  const decoded = decodeText(trf);
  // issue 40: a league read from a crosstable or a page of groups has no TRF to write the result into
  if (decoded.ok && !looksLikeTrf(decoded.text.replace(/^\uFEFF/, ''))) return badFile('not-trf');
  const parsed = parseTrf(trf);
  if (!parsed.ok || !decoded.ok) return badFile('trf-unreadable');
  const players = parsed.tournament.players;
  const white = players.find((p) => p.startNumber === game.white);
  const black = players.find((p) => p.startNumber === game.black);
  if (!white || !black || game.white === game.black) return fail('WRITE_NO_PLAYER', { white: game.white, black: game.black });

  const replaced = new Map<number, string>();
  for (const [p, cell] of [
    [white, { opponent: game.black, colour: 'w' as const, result: cells[0] }],
    [black, { opponent: game.white, colour: 'b' as const, result: cells[1] }],
  ] as const) {
    const rounds = p.rounds.map((r) => ({ ...r }));
    while (rounds.length < game.round) rounds.push({ opponent: null, colour: null, result: ' ' });
    const before = rounds[game.round - 1]!;
    rounds[game.round - 1] = cell;
    const points = p.points === null ? null : p.points - resultPoints(before.result) + resultPoints(cell.result);
    // rounds after the last paired one are not written (the line ends where the pairing program stops)
    while (rounds.length > 0 && rounds.at(-1)!.opponent === null && rounds.at(-1)!.result === ' ') rounds.pop();
    replaced.set(p.startNumber, writePlayerLine({ ...p, rounds, points }));
  }

  const out = linesOf(decoded.text).map((line) => {
    const content = line.replace(/[\r\n]+$/, '');
    if (content.slice(0, 3) !== '001') return line;
    const start = Number(content.slice(4, 8).trim());
    const written = replaced.get(start);
    return written === undefined ? line : written + breakOf(line);
  });
  return { ok: true, bytes: encode(out.join(''), hasBom(trf)), warnings: [] };
}

/** The postponements file's columns (parse-postponements.ts), in the order a new file gets them. */
export const POSTPONEMENT_COLUMNS = ['league', 'round', 'player', 'opponent', 'warned', 'reason', 'accepted', 'made_up'] as const;
type Column = (typeof POSTPONEMENT_COLUMNS)[number];
const ALIASES: Record<Column, readonly string[]> = POSTPONEMENT_COLUMN_ALIASES;

interface PostponementRow {
  league: string;
  round: number;
  /** The player who asks (or who did not come). */
  player: number;
  /** A check the loader makes against the schedule; null = not written. */
  opponent?: number | null;
  /** `YYYY-MM-DD HH:MM`, club time; null = no warning. */
  warnedAt: string | null;
  reason?: string | null;
  reasonAccepted?: boolean;
}

interface CsvFile {
  lines: string[];
  delimiter: Delimiter;
  newline: string;
  bom: boolean;
  /** The header's index of each column it has. */
  index: Map<Column, number>;
  header: string[];
  /** Data records: their line index in `lines` (0-based) and cells. */
  rows: { at: number; cells: string[] }[];
}

function readCsv(bytes: Uint8Array | null): CsvFile | { error: BadFile; line?: number } {
  if (bytes === null || bytes.length === 0) {
    return { lines: [], delimiter: ',', newline: '\n', bom: false, index: new Map(POSTPONEMENT_COLUMNS.map((c, i) => [c, i])), header: [...POSTPONEMENT_COLUMNS], rows: [] };
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { error: 'postponements-not-text' };
  const delimiter = detectDelimiter(decoded.text);
  const { records, unterminatedQuoteLine } = parseCsv(decoded.text, delimiter);
  if (unterminatedQuoteLine !== null) return { error: 'postponements-open-quote', line: unterminatedQuoteLine };
  const lines = linesOf(decoded.text);
  const newline = lines.map(breakOf).find((b) => b !== '') ?? '\n';
  const [head, ...data] = records;
  if (!head) return { lines, delimiter, newline, bom: hasBom(bytes), index: new Map(POSTPONEMENT_COLUMNS.map((c, i) => [c, i])), header: [...POSTPONEMENT_COLUMNS], rows: [] };
  const index = new Map<Column, number>();
  head.cells.forEach((cell, i) => {
    const name = cell.trim().toLowerCase().replace(/\s+/g, '_');
    const column = POSTPONEMENT_COLUMNS.find((c) => ALIASES[c].includes(name));
    if (column && !index.has(column)) index.set(column, i);
  });
  return { lines, delimiter, newline, bom: hasBom(bytes), index, header: head.cells, rows: data.map((r) => ({ at: r.line - 1, cells: r.cells })) };
}

const quote = (cell: string, d: Delimiter) => (/["\r\n]/.test(cell) || cell.includes(d) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell);

function rowText(file: CsvFile, values: Partial<Record<Column, string>>, base: string[] = []): string {
  const width = Math.max(file.header.length, base.length);
  const cells = Array.from({ length: width }, (_, i) => base[i] ?? '');
  for (const [column, value] of Object.entries(values) as [Column, string][]) {
    const i = file.index.get(column);
    if (i !== undefined) cells[i] = value;
  }
  return cells.map((c) => quote(c, file.delimiter)).join(file.delimiter);
}

function finish(file: CsvFile, lines: string[]): Uint8Array {
  return encode(lines.join(''), file.bom);
}

/** A header line for a file that had none. */
function withHeader(file: CsvFile): string[] {
  return file.lines.some((l) => l.trim() !== '') ? [...file.lines] : [POSTPONEMENT_COLUMNS.join(',') + file.newline];
}

function append(lines: string[], text: string, newline: string): string[] {
  const out = [...lines];
  const last = out.length - 1;
  if (last >= 0 && breakOf(out[last]!) === '') out[last] += newline;
  out.push(text + newline);
  return out;
}

/** A row written back in place: only single-line records (a quoted line break would move the lines after it). */
function replaceRow(file: CsvFile, lines: string[], at: number, text: string): string[] | null {
  if (file.rows.find((r) => r.at === at)!.cells.some((c) => /[\r\n]/.test(c))) return null;
  const out = [...lines];
  out[at] = text + (breakOf(out[at]!) || '');
  return out;
}

const cellOf = (file: CsvFile, cells: string[], c: Column) => {
  const i = file.index.get(c);
  return i === undefined ? '' : (cells[i] ?? '').trim();
};

/**
 * The postponements file with one player's postponement (or absence) of one round: a new row in the
 * file's own columns and delimiter, or — when the player already has a row for that round — that
 * row written again (its made-up date kept). `null` bytes: the file does not exist yet; it is
 * started with the documented header.
 */
export function writePostponementToCsv(csv: Uint8Array | null, row: PostponementRow): WriteFileResult {
  if (row.warnedAt !== null) {
    const at = readLocalDateTime(row.warnedAt);
    if (at === null || !isIsoDate(at.date)) return fail('WRITE_BAD_DATE', { reason: 'date-time', value: row.warnedAt });
  }
  const file = readCsv(csv);
  if ('error' in file) return badFile(file.error, file.line === undefined ? {} : { line: file.line });
  if (!file.index.has('league') || !file.index.has('round') || !file.index.has('player')) return badFile('postponements-no-columns');
  const warned = row.warnedAt === null ? '' : `${readLocalDateTime(row.warnedAt)!.date} ${readLocalDateTime(row.warnedAt)!.time}`;
  const values: Partial<Record<Column, string>> = {
    league: row.league,
    round: String(row.round),
    player: String(row.player),
    opponent: row.opponent == null ? '' : String(row.opponent),
    warned,
    reason: row.reason?.trim() ?? '',
    accepted: row.reasonAccepted === false ? 'no' : 'yes',
  };
  const earlier = file.rows.find((r) => cellOf(file, r.cells, 'league') === row.league && Number(cellOf(file, r.cells, 'round')) === row.round && Number(cellOf(file, r.cells, 'player')) === row.player);
  const lines = withHeader(file);
  if (earlier) {
    const out = replaceRow(file, lines, earlier.at, rowText(file, values, earlier.cells));
    if (out === null) return badFile('postponements-break-in-quotes', { line: earlier.at + 1 });
    return { ok: true, bytes: finish(file, out), warnings: [] };
  }
  return { ok: true, bytes: finish(file, append(lines, rowText(file, { ...values, made_up: '' }), file.newline)), warnings: [] };
}

/**
 * The postponements file with the date a postponed game is (or was) made up on: the `made_up` cell
 * of every row of that game (either player's). A game without a row was never postponed: refused.
 */
export function writeMadeUpToCsv(csv: Uint8Array | null, game: { league: string; round: number; white: number; black: number; date: IsoDate }): WriteFileResult {
  if (!isIsoDate(game.date)) return fail('WRITE_BAD_DATE', { reason: 'date', value: game.date });
  const file = readCsv(csv);
  if ('error' in file) return badFile(file.error, file.line === undefined ? {} : { line: file.line });
  const mine = file.rows.filter((r) => {
    const p = Number(cellOf(file, r.cells, 'player'));
    return cellOf(file, r.cells, 'league') === game.league && Number(cellOf(file, r.cells, 'round')) === game.round && (p === game.white || p === game.black);
  });
  if (mine.length === 0) return fail('WRITE_NOT_POSTPONED', { round: game.round, white: game.white, black: game.black });
  if (!file.index.has('made_up')) return badFile('postponements-no-made-up');
  let lines = [...file.lines];
  for (const r of mine) {
    const out = replaceRow(file, lines, r.at, rowText(file, { made_up: game.date }, r.cells));
    if (out === null) return badFile('postponements-break-in-quotes', { line: r.at + 1 });
    lines = out;
  }
  return { ok: true, bytes: finish(file, lines), warnings: [] };
}

/**
 * league.json with one league's confirmed exclusions changed (issue 9 "What to build" 3): the
 * player's start number added to or removed from the league's `excluded` (kept sorted). The file
 * is written again as two-space JSON, every other key as it was.
 */
export function writeExclusionToLeagueJson(json: Uint8Array, change: { league: string; startNumber: number; excluded: boolean }): WriteFileResult {
  const decoded = decodeText(json);
  if (!decoded.ok) return badFile('league-unreadable');
  let data: unknown;
  try {
    data = JSON.parse(decoded.text.replace(/^\uFEFF/, ''));
  } catch {
    return badFile('league-not-json');
  }
  const leagues = (data as { leagues?: unknown }).leagues;
  const league = Array.isArray(leagues) ? (leagues as Record<string, unknown>[]).find((l) => l?.id === change.league) : undefined;
  if (!league) return badFile('league-no-league', { league: change.league });
  const now = Array.isArray(league.excluded) ? (league.excluded as unknown[]).filter((s): s is number => typeof s === 'number') : [];
  const next = change.excluded ? [...new Set([...now, change.startNumber])] : now.filter((s) => s !== change.startNumber);
  league.excluded = next.sort((a, b) => a - b);
  return { ok: true, bytes: encoder.encode(`${JSON.stringify(data, null, 2)}\n`), warnings: [] };
}

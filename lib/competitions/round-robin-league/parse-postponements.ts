import type { Problem } from '@/lib/problem';
import { isIsoDate } from '@/lib/dates';
import { detectDelimiter, parseCsv } from '@/lib/import/csv';
import { decodeText } from '@/lib/import/decode';
import { leagueProblem, type LeagueProblemCode } from './league-problems';
import type { PostponementNote } from './postponement-note';
import { readLocalDateTime } from './warning-in-time';

/**
 * The postponements file (our format, documented in README): one row per player and game the
 * arbiter wrote something down about, for every league of the season.
 *
 *   league,round,player,opponent,warned,reason,accepted,made_up
 *   liga-1-1,3,7,,2017-11-17 12:30,illness,yes,2017-11-19
 *   liga-1-1,4,2,,,,,
 *
 *  - league: the league's id in league.json; round: the round number; player: the start number of
 *    the player who asked to postpone (or did not come);
 *  - opponent (optional): checked against the schedule;
 *  - warned: when the player warned, `YYYY-MM-DD HH:MM` in the club's time; blank = no warning;
 *  - reason (optional, free text); accepted: `yes`/`no` — whether the arbiter accepted the reason
 *    (blank = yes: a row with a warning is usually written because the reason was accepted);
 *  - made_up (optional): the reserve date the game was or will be played on.
 * Comma, semicolon or tab separated; UTF-8 or Windows-1250; headers in any case and order.
 */
interface ParsePostponementsResult {
  notes: Map<string, PostponementNote[]>;
  problems: Problem<LeagueProblemCode, 'severity' | 'line'>[];
}

/** The spellings each column of the postponements CSV may have (the writer uses them too). */
export const POSTPONEMENT_COLUMN_ALIASES = {
  league: ['league', 'liga'],
  round: ['round', 'runda', 'tour'],
  player: ['player', 'startno', 'start_no', 'zawodnik'],
  opponent: ['opponent', 'przeciwnik'],
  warned: ['warned', 'warned_at', 'warning'],
  reason: ['reason', 'powod', 'powód'],
  accepted: ['accepted', 'reason_accepted', 'valid'],
  made_up: ['made_up', 'made-up', 'madeup', 'made_up_on', 'reserve_date'],
} as const;
const COLUMNS = POSTPONEMENT_COLUMN_ALIASES;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['league', 'round', 'player'];

const YES = new Set(['', 'yes', 'y', 'true', '1', 'tak', 't', 'да']);
const NO = new Set(['no', 'n', 'false', '0', 'nie', 'нет']);

export function parsePostponements(bytes: Uint8Array, leagueIds: readonly string[]): ParsePostponementsResult {
  const notes = new Map<string, PostponementNote[]>();
  const problems: Problem<LeagueProblemCode, 'severity' | 'line'>[] = [];
  const decoded = decodeText(bytes);
  if (!decoded.ok) {
    if (decoded.errors[0]!.code === 'EMPTY_FILE') return { notes, problems };
    return { notes, problems: [leagueProblem('CSV_NOT_TEXT', 'postponements', 0)] };
  }
  const { records, unterminatedQuoteLine } = parseCsv(decoded.text, detectDelimiter(decoded.text));
  if (unterminatedQuoteLine !== null) problems.push(leagueProblem('CSV_UNTERMINATED_QUOTE', 'postponements', unterminatedQuoteLine));
  const [header, ...rows] = records;
  if (!header) return { notes, problems };
  const index = new Map<Column, number>();
  header.cells.forEach((cell, i) => {
    const name = cell.trim().toLowerCase().replace(/\s+/g, '_');
    const column = (Object.keys(COLUMNS) as Column[]).find((c) => (COLUMNS[c] as readonly string[]).includes(name));
    if (column && !index.has(column)) index.set(column, i);
    else if (!column && name !== '') problems.push(leagueProblem('CSV_UNKNOWN_COLUMN', 'postponements', header.line, { params: { value: cell.trim(), expected: Object.keys(COLUMNS).join(', ') } }));
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length > 0) {
    problems.push(leagueProblem('CSV_MISSING_COLUMN', 'postponements', header.line, { params: { column: missing.join(', ') } }));
    return { notes, problems };
  }
  for (const row of rows) {
    const cell = (c: Column) => (index.has(c) ? (row.cells[index.get(c)!] ?? '').trim() : '');
    const line = row.line;
    const bad = (code: Parameters<typeof leagueProblem>[0], value: string) => problems.push(leagueProblem(code, 'postponements', line, { params: { value } }));
    const league = cell('league');
    if (!leagueIds.includes(league)) {
      bad('CSV_UNKNOWN_LEAGUE', league);
      continue;
    }
    const round = wholeNumber(cell('round'));
    const player = wholeNumber(cell('player'));
    const opponentText = cell('opponent');
    const opponent = opponentText === '' ? null : wholeNumber(opponentText);
    if (round === null) bad('CSV_BAD_ROUND', cell('round'));
    if (player === null) bad('CSV_UNKNOWN_PLAYER', cell('player'));
    if (opponentText !== '' && opponent === null) bad('CSV_UNKNOWN_PLAYER', opponentText);
    const warnedText = cell('warned');
    const warnedAt = warnedText === '' ? null : readLocalDateTime(warnedText);
    const warnedOk = warnedText === '' || (warnedAt !== null && isIsoDate(warnedAt.date));
    if (!warnedOk) bad('CSV_BAD_WARNED', warnedText);
    const acceptedText = cell('accepted').toLowerCase();
    if (!YES.has(acceptedText) && !NO.has(acceptedText)) bad('CSV_BAD_ACCEPTED', cell('accepted'));
    const madeUp = cell('made_up');
    if (madeUp !== '' && !isIsoDate(madeUp)) bad('CSV_BAD_MADE_UP', madeUp);
    if (round === null || player === null || (opponentText !== '' && opponent === null) || !warnedOk || (madeUp !== '' && !isIsoDate(madeUp)) || (!YES.has(acceptedText) && !NO.has(acceptedText))) continue;
    const list = notes.get(league) ?? [];
    list.push({
      round,
      player,
      opponent,
      warnedAt: warnedAt,
      reason: cell('reason') || null,
      reasonAccepted: !NO.has(acceptedText),
      madeUpOn: madeUp || null,
      line,
    });
    notes.set(league, list);
  }
  return { notes, problems };
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

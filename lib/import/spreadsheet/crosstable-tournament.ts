import { type Problem, coded } from '@/lib/problem';
import { headerKey, mapHeaders } from '@/lib/import/headers';
import { problem, type ProblemCode } from '@/lib/import/problems';
import { parsePlace, parsePoints } from '@/lib/import/values';
import { checkPairings, type PlayerAtLine } from '@/lib/import/trf/check-pairings';
import type { ResultCode } from '@/lib/import/trf/result-codes';
import type { TrfInfo, TrfPlayer, TrfRound, TrfTournament } from '@/lib/import/trf/trf-tournament';
import type { SheetTable } from './find-table';
import { columnName } from './sheet';

export type CrosstableTournamentResult =
  | { ok: true; tournament: TrfTournament; lines: Map<number, number>; warnings: Problem<ProblemCode, 'severity' | 'line'>[] }
  | { ok: false; errors: Problem<ProblemCode, 'severity' | 'line'>[]; warnings: Problem<ProblemCode, 'severity' | 'line'>[] };

const FIDE_RATING_HEADERS = new Set(['rtg', 'rtgi', 'rtg int', 'rtg int.', 'elo', 'fide rating', 'elo fide']);
const TITLE_HEADERS = new Set(['tit', 'tit.', 'title', 'tytuł', 'tytul']);

/**
 * A chess-results crosstable (formats §1: `Final Ranking crosstable after 7 Rounds`) as the
 * tournament a TRF gives: one player per row numbered by its `Rk.` — the number the round cells
 * name the opponent by (or its `SNo` in a starting-rank crosstable, when only that numbering
 * mirrors every game) — and per round the opponent, colour and result of its cell:
 *
 * - `45w1`, `12b½`, `7w0`, `3b=`: a game against Rk. 45 (12, 7, 3) with white or black (`s`, the
 *   German *schwarz*, too) won, drawn or lost; `45w+` / `12b-` a forfeit won or lost;
 * - `-1` the bye of the pairing (TRF `U`), `-½` a half-point bye (`H`), `-0`, `-` or an empty cell
 *   a round without a game and without points (`Z`); `+` alone a point without a game whose
 *   opponent the sheet does not show (`F`, as a TRF writes a full point without an opponent).
 *
 * Every game is checked from both sides exactly as a TRF's are (competitions.md §1), each problem
 * on its sheet row. Pure; never throws.
 */
export function crosstableTournament(table: SheetTable): CrosstableTournamentResult {
  const roundCount = table.roundColumns.length;
  const byRank = readPlayers(table, null);
  let chosen = { ...byRank, checked: checkPairings(byRank.entries, roundCount, false) };
  // "Starting rank crosstable" exports name opponents by SNo instead: the numbering under which
  // every game is mirrored is the sheet's (Rk. first)
  const startColumn = table.header.cells.map(headerKey).findIndex((k) => START_NUMBER_HEADERS.has(k));
  if (startColumn >= 0 && (byRank.errors.length > 0 || chosen.checked.some((p) => p.severity === 'error'))) {
    const byStart = readPlayers(table, startColumn);
    const checked = checkPairings(byStart.entries, roundCount, false);
    if (byStart.errors.length === 0 && !checked.some((p) => p.severity === 'error')) chosen = { ...byStart, checked };
  }
  const errors = [...chosen.errors];
  const warnings: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  for (const p of chosen.checked) {
    const imported = coded<Problem<ProblemCode, 'severity' | 'line'>>({ code: p.code, severity: p.severity, line: p.line, ...(p.params ? { params: p.params } : {}) });
    (p.severity === 'error' ? errors : warnings).push(imported);
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line), warnings };
  const f = table.facts;
  const info: TrfInfo = {
    name: f.title,
    city: null,
    federation: null,
    startDate: f.date,
    endDate: f.endDate,
    declaredPlayers: null,
    declaredRounds: f.rounds,
    type: f.type,
    typeCode: null,
    chiefArbiter: null,
    deputies: [],
    timeControl: null,
    roundDates: [],
    tiebreakCodes: [],
  };
  const entries = chosen.entries;
  const tournament: TrfTournament = { format: 'TRF16', roundCount, records: [], players: entries.map((e) => e.player), teams: [], nationalRatings: [], info };
  return { ok: true, tournament, lines: new Map(entries.map((e) => [e.player.startNumber, e.line])), warnings };
}

const START_NUMBER_HEADERS = new Set(['sno', 'snr', 'sno.', 'st.nr.', 'st.nr', 'nr st.', 'nr']);

/** The players of the rows, numbered by Rk. (`numberColumn` null) or by the start number column. */
function readPlayers(table: SheetTable, numberColumn: number | null): { entries: PlayerAtLine[]; errors: Problem<ProblemCode, 'severity' | 'line'>[] } {
  const errors: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  const { columns } = mapHeaders(table.header.cells, ['place', 'name', 'points', 'fide_id', 'birth', 'sex', 'fed']);
  const keyed = table.header.cells.map(headerKey);
  const ratingColumn = keyed.findIndex((k) => FIDE_RATING_HEADERS.has(k));
  const titleColumn = keyed.findIndex((k) => TITLE_HEADERS.has(k));
  const cell = (cells: readonly string[], c: number | undefined) => (c === undefined || c < 0 ? '' : (cells[c] ?? '').trim());
  const entries: PlayerAtLine[] = [];
  const rowOfNumber = new Map<number, number>();
  const label = numberColumn === null ? 'Rk.' : table.header.cells[numberColumn]!.trim();
  for (const { row, cells } of table.rows) {
    const place = parsePlace(cell(cells, columns.place));
    // a row whose Rk. does not read is refused by the ranking list's own check (BAD_PLACE)
    if (!place.ok) continue;
    const numbered = numberColumn === null ? place : parsePlace(cell(cells, numberColumn));
    if (!numbered.ok) {
      errors.push(problem('CROSSTABLE_BAD_CELL', row, { cell: `${columnName(numberColumn!)}${row}`, round: 0, value: cell(cells, numberColumn!) }));
      continue;
    }
    const number = numbered.value;
    const earlier = rowOfNumber.get(number);
    if (earlier !== undefined) {
      errors.push(problem('CROSSTABLE_RANK_REPEATS', row, { rank: number, first: earlier }));
      continue;
    }
    rowOfNumber.set(number, row);
    const rounds: TrfRound[] = [];
    table.roundColumns.forEach((c, i) => {
      const raw = cell(cells, c);
      const read = readCrosstableCell(raw);
      if (!read) {
        const ref = `${columnName(c)}${row}`;
        errors.push(problem('CROSSTABLE_BAD_CELL', row, { cell: ref, round: i + 1, value: raw }));
        rounds.push({ opponent: null, colour: null, result: 'Z' });
      } else rounds.push(read);
    });
    const points = parsePoints(cell(cells, columns.points));
    const rating = Number(cell(cells, ratingColumn));
    const sex = cell(cells, columns.sex).toLowerCase();
    const title = cell(cells, titleColumn).toUpperCase();
    const fideId = cell(cells, columns.fide_id);
    const player: TrfPlayer = {
      startNumber: number,
      sex: sex === 'm' ? 'm' : sex === 'w' || sex === 'f' || sex === 'k' ? 'w' : null,
      title: title === '' ? null : title,
      name: cell(cells, columns.name),
      rating: Number.isInteger(rating) && rating > 0 ? rating : null,
      federation: cell(cells, columns.fed).toUpperCase() || null,
      fideId: /^\d+$/.test(fideId) && !/^0+$/.test(fideId) ? fideId : null,
      birth: cell(cells, columns.birth) || null,
      points: points.ok ? points.value : null,
      rank: place.value,
      rounds,
    };
    entries.push({ player, line: row });
  }
  return { entries, errors };
}

const RESULT: Record<string, ResultCode> = { '1': '1', '0': '0', '½': '=', '=': '=', '1/2': '=', '0.5': '=', '0,5': '=', '˝': '=', '+': '+', '-': '-' };
const GAME = /^(\d{1,4})\s*([wbs])\s*(1|0|½|=|1\/2|0[.,]5|˝|\+|-)$/i;

/** One crosstable cell as a round; null when it is none of the forms chess-results writes. */
export function readCrosstableCell(raw: string): TrfRound | null {
  const s = raw.trim().replace(/\u00A0/g, '');
  if (s === '' || s === '-' || s === '-0' || s === '–') return { opponent: null, colour: null, result: s === '' ? 'Z' : s === '-0' ? 'Z' : '-' };
  if (s === '-1' || s === '-+') return { opponent: null, colour: null, result: 'U' };
  if (s === '-½' || s === '-=' || s === '-1/2' || s === '-˝') return { opponent: null, colour: null, result: 'H' };
  if (s === '+') return { opponent: null, colour: null, result: 'F' };
  const m = GAME.exec(s);
  if (!m) return null;
  const opponent = Number(m[1]);
  if (opponent < 1) return null;
  const colour = m[2]!.toLowerCase() === 'w' ? 'w' : 'b';
  return { opponent, colour, result: RESULT[m[3]!]! };
}

import type { Problem, Loaded } from '@/lib/problem';
import { formatPoints, type HalfPoints } from '@/lib/half-points';
import { headerKey, keptColumnHeaders, mapHeaders, START_NUMBER_HEADERS } from '@/lib/import/headers';
import { isDiagonalMark, numberingOfCaption, type Numbering } from '@/lib/import/games-columns';
import { lineRanges, problem, type ProblemCode } from '@/lib/import/problems';
import { parsePlace, parsePoints } from '@/lib/import/values';
import { mirrorsOf, resultPoints, type ResultCode } from '@/lib/import/trf/result-codes';
import type { TrfInfo, TrfPlayer, TrfRound, TrfTournament } from '@/lib/import/trf/trf-tournament';
import type { SheetTable } from './find-table';
import { columnName } from './sheet';

type ImportProblem = Problem<ProblemCode, 'severity' | 'line'>;

/** How the cells name opponents, for the upload preview (formats §1: "the preview says which"). */
export interface CrosstableNumbering {
  /** `start`: by start number (a "Starting rank crosstable"); `place`: by final place (`Rk.`, or the row order). */
  numbering: Numbering;
  /** `caption`: the caption says so; `mirrors`: the most games are seen from both sides under it; `only`: the table has no start-number column. */
  reason: 'caption' | 'mirrors' | 'only';
  /** What the caption says, when it says something (it may disagree with the games: then the games decide). */
  captionSays: Numbering | null;
  /** The header of the column whose numbers name the players (`Rk.`, `No.`), or null: the row order. */
  column: string | null;
  /** Games whose opponent's row shows the same pairing, under this numbering (a round robin's diagonals count as such). */
  mirrored: number;
  /** Every game cell naming an opponent. */
  games: number;
}

type CrosstableTournamentResult = Loaded<
  {
    tournament: TrfTournament;
    /** The sheet row of each player, by the number the cells name them by. */
    lines: Map<number, number>;
    numbering: CrosstableNumbering;
    /** Players (by number) whose games are incomplete: an opponent without a row, an unreadable cell, a pending round, a game the other side does not show. */
    incomplete: number[];
  },
  ImportProblem
>;

const FIDE_RATING_HEADERS = keptColumnHeaders('fide_rating');
const TITLE_HEADERS = keptColumnHeaders('title');

/**
 * A crosstable's games (formats §1, "Read what is there") as the tournament a TRF gives. Every cell
 * form the programs write is read (see `readGamesCell`); a round-robin table's opponent columns
 * become rounds of a Berger schedule (the table does not say the order: colours are unknown and the
 * progressive score follows the schedule, not the event).
 *
 * Nothing here refuses the file. A cell that cannot be read, an opponent without a row (deleted by
 * the organizer, or a list cut after N ranks), a game the other side does not show or contradicts,
 * a round paired but not played, a points column the games do not add up to: each a warning naming
 * its rows. A row's own cell decides its own points — a game that cannot be matched with the other
 * side becomes a result without a game worth the same points (win `F`, draw `H`, loss `Z`) — and the
 * players concerned are listed in `incomplete`, so their tie-breaks can be said to be incomplete.
 *
 * Opponents are numbered by final place (`Rk.`, or the row's position where a tied player's rank is
 * empty) or by start number (`No.`, `SNo`): the caption decides when it says, unless the games
 * clearly mirror better under the other numbering; otherwise the numbering under which more games
 * mirror. Pure; never throws.
 */
export function crosstableTournament(table: SheetTable): CrosstableTournamentResult {
  const roundRobin = table.opponentColumns.length > 0;
  const gameColumns = roundRobin ? table.opponentColumns : table.roundColumns;
  const keyed = table.header.cells.map(headerKey);
  const { columns } = mapHeaders(table.header.cells, ['place', 'name', 'points', 'fide_id', 'birth', 'sex', 'fed']);
  const startColumn = keyed.findIndex((k, i) => START_NUMBER_HEADERS.has(k) && i !== columns.place && !gameColumns.includes(i));
  const text = (cells: readonly string[], c: number | undefined) => (c === undefined || c < 0 ? '' : (cells[c] ?? '').replace(/\u00A0/g, ' ').trim());

  // a row emptied where a player was deleted is no player
  const rows = table.rows.filter((r) => text(r.cells, columns.name) !== '' || gameColumns.some((c) => text(r.cells, c) !== ''));
  if (rows.length === 0) return { ok: false, errors: [problem('NO_ROWS', table.header.row)], warnings: [] };
  const reads = rows.map((r) => gameColumns.map((c) => (roundRobin ? readOpponentCell(text(r.cells, c)) : readGamesCell(text(r.cells, c)))));

  const ranks = rows.map((r) => text(r.cells, columns.place));
  const byPlace = placeNumbers(ranks, columns.place !== undefined);
  // rows in start order (a starting-rank crosstable without a start-number column: Rk. out of order) are numbered by the row order
  const inStartOrder = columns.place !== undefined && !ascending(ranks);
  const byStart = startColumn >= 0 ? startNumbers(rows.map((r) => text(r.cells, startColumn))) : inStartOrder ? rows.map((_, i) => i + 1) : null;
  const countPlace = mirrorCount(byPlace, reads, roundRobin);
  const countStart = byStart ? mirrorCount(byStart, reads, roundRobin) : null;
  const captionSays = numberingOfCaption(table.facts.caption);
  let numbering: Numbering = 'place';
  let reason: CrosstableNumbering['reason'] = 'only';
  if (countStart) {
    const [said, other] = captionSays === 'start' ? [countStart, countPlace] : [countPlace, countStart];
    // the caption is believed unless the other numbering mirrors more games and the caption's leaves many unmatched
    const overruled = other.mirrored > said.mirrored && said.mirrored < 0.9 * said.games;
    if (captionSays !== null && !overruled) [numbering, reason] = [captionSays, 'caption'];
    // equal: the numbers agree; a table without a place column is in the order of its start numbers (Vega's `#`)
    else [numbering, reason] = [countStart.mirrored > countPlace.mirrored || (countStart.mirrored === countPlace.mirrored && columns.place === undefined) ? 'start' : 'place', 'mirrors'];
  } else if (captionSays === 'place') reason = 'caption';
  const chosen = numbering === 'start' ? byStart! : byPlace;
  const counted = numbering === 'start' ? countStart! : countPlace;

  const warnings: ImportProblem[] = [];
  const incomplete = new Set<number>();
  const numberColumn = numbering === 'start' ? startColumn : (columns.place ?? -1);
  const numbers = assignNumbers(chosen, rows, numberColumn, table.header.cells, warnings, incomplete);
  const rowOf = new Map(numbers.map((n, i) => [n, i]));
  // a round robin's seats: one per opponent column, or per row when rows outnumber them
  const seats = Math.max(gameColumns.length, rows.length);
  const roundCount = roundRobin ? bergerRounds(seats) : gameColumns.length;
  const schedule = roundRobin ? bergerSchedule(seats) : null;

  // each row's rounds as its cells say, then every game checked against the other side
  const rounds: TrfRound[][] = rows.map(() => Array.from({ length: roundCount }, () => ({ opponent: null, colour: null, result: ' ' as ResultCode })));
  const unreadable = rows.map(() => new Set<number>());
  const missing: { row: number; opponent: number }[] = [];
  const pending = new Map<number, number[]>();
  rows.forEach((r, i) => {
    const me = numbers[i]!;
    reads[i]!.forEach((read, k) => {
      const column = gameColumns[k]!;
      const cell = `${columnName(column)}${r.row}`;
      const value = text(r.cells, column);
      // a round robin's column k is the game against number k + 1, played in the schedule's round
      const opponentOfColumn = roundRobin ? k + 1 : null;
      const round = roundRobin ? (opponentOfColumn === me ? -1 : schedule!(me, opponentOfColumn!)) : k;
      if (read === 'diagonal' && opponentOfColumn === me) return;
      // a round robin's empty cell: no game (the diagonal, a withdrawn player's rest)
      if (roundRobin && read !== null && read !== 'diagonal' && read.kind === 'none') return;
      const unplaced = roundRobin && opponentOfColumn !== me && round < 0;
      if (read === null || read === 'diagonal' || unplaced || opponentOfColumn === me || (read.kind === 'game' && read.opponent === me)) {
        warnings.push(problem('CROSSTABLE_BAD_CELL', r.row, { cell, round: roundRobin ? 0 : k + 1, value }));
        incomplete.add(me);
        if (round >= 0) {
          unreadable[i]!.add(round);
          rounds[i]![round] = { opponent: null, colour: null, result: 'Z' };
        }
        return;
      }
      if (round < 0) return;
      if (read.kind === 'none') {
        rounds[i]![round] = { opponent: null, colour: null, result: read.result };
        return;
      }
      const opponent = roundRobin ? opponentOfColumn! : read.opponent;
      if (read.result === ' ') {
        const list = pending.get(round) ?? [];
        list.push(r.row);
        pending.set(round, list);
        incomplete.add(me);
      }
      if (!rowOf.has(opponent)) {
        missing.push({ row: r.row, opponent });
        incomplete.add(me);
        rounds[i]![round] = withoutGame(read.result);
        return;
      }
      rounds[i]![round] = { opponent, colour: read.colour, result: read.result };
    });
  });

  // both sides of each game: the one who does not show it, or contradicts it, keeps own points without the game
  const original = rounds.map((list) => list.map((x) => ({ ...x })));
  rows.forEach((r, i) => {
    const me = numbers[i]!;
    original[i]!.forEach((mine, round) => {
      if (mine.opponent === null) return;
      const j = rowOf.get(mine.opponent)!;
      const theirs = original[j]![round]!;
      if (unreadable[j]!.has(round)) {
        rounds[i]![round] = withoutGame(mine.result);
        incomplete.add(me);
        return;
      }
      const cell = roundRobin ? `${columnName(gameColumns[mine.opponent - 1]!)}${r.row}` : `${columnName(gameColumns[round]!)}${r.row}`;
      const other = rows[j]!.row;
      const base = { cell, round: roundRobin ? 0 : round + 1, player: me, opponent: mine.opponent, otherRow: other };
      if (theirs.opponent !== me) {
        warnings.push(problem('CROSSTABLE_NOT_MIRRORED', r.row, { ...base, reason: 'opponent', shown: theirs.opponent ?? '' }));
        rounds[i]![round] = withoutGame(mine.result);
        incomplete.add(me).add(mine.opponent);
        return;
      }
      if (!mirrorsOf(mine.result).includes(theirs.result)) {
        // said once, from the upper row; each side keeps its own points
        if (i < j) warnings.push(problem('CROSSTABLE_NOT_MIRRORED', r.row, { ...base, reason: 'result', result: resultText(mine.result), theirs: resultText(theirs.result) }));
        rounds[i]![round] = withoutGame(mine.result);
        incomplete.add(me);
        return;
      }
      if (i < j && mine.colour !== null && mine.colour === theirs.colour) {
        warnings.push(problem('CROSSTABLE_NOT_MIRRORED', r.row, { ...base, reason: 'colour', colour: mine.colour }));
      }
    });
  });

  if (missing.length > 0) {
    const players = new Set(missing.map((m) => m.row)).size;
    warnings.push(problem('CROSSTABLE_MISSING_OPPONENT', missing[0]!.row, { rows: lineRanges(missing.map((m) => m.row), 20), opponents: lineRanges(missing.map((m) => m.opponent), 20), count: missing.length, players }));
  }
  for (const [round, at] of [...pending].sort((a, b) => a[0] - b[0])) {
    warnings.push(problem('CROSSTABLE_PENDING_ROUND', at[0]!, { round: round + 1, rows: lineRanges(at, 20), count: at.length }));
  }

  const keyedRating = keyed.findIndex((k) => FIDE_RATING_HEADERS.has(k));
  const titleColumn = keyed.findIndex((k) => TITLE_HEADERS.has(k));
  const pointsHeader = columns.points === undefined ? '' : table.header.cells[columns.points]!.trim();
  const players: TrfPlayer[] = rows.map((r, i) => {
    const cells = r.cells;
    const published = columns.points === undefined ? null : parsePoints(text(cells, columns.points));
    const points: HalfPoints | null = published?.ok ? published.value : null;
    const sum = rounds[i]!.reduce((s, x) => s + resultPoints(x.result), 0);
    if (points !== null && sum !== points) {
      warnings.push(problem('CROSSTABLE_POINTS_DIFFER', r.row, { column: pointsHeader, points: formatPoints(points), sum: formatPoints(sum) }));
    }
    const place = parsePlace(text(cells, columns.place));
    const rating = Number(text(cells, keyedRating));
    const sex = text(cells, columns.sex).toLowerCase();
    const title = text(cells, titleColumn).toUpperCase();
    const fideId = text(cells, columns.fide_id);
    return {
      startNumber: numbers[i]!,
      sex: sex === 'm' ? 'm' : sex === 'w' || sex === 'f' || sex === 'k' ? 'w' : null,
      title: title === '' ? null : title,
      name: text(cells, columns.name),
      rating: Number.isInteger(rating) && rating > 0 ? rating : null,
      federation: text(cells, columns.fed).toUpperCase() || null,
      fideId: /^\d+$/.test(fideId) && !/^0+$/.test(fideId) ? fideId : null,
      birth: text(cells, columns.birth) || null,
      points,
      rank: place.ok ? place.value : null,
      rounds: rounds[i]!,
    };
  });

  const f = table.facts;
  const info: TrfInfo = {
    name: f.title,
    city: null,
    federation: null,
    startDate: f.date,
    endDate: f.endDate,
    declaredPlayers: null,
    declaredRounds: roundRobin ? null : f.rounds,
    type: f.type ?? (roundRobin ? 'Round robin' : null),
    typeCode: null,
    chiefArbiter: null,
    deputies: [],
    timeControl: null,
    roundDates: [],
    tiebreakCodes: [],
  };
  const tournament: TrfTournament = { format: 'TRF16', roundCount, records: [], players, teams: [], nationalRatings: [], info };
  return {
    ok: true,
    tournament,
    lines: new Map(numbers.map((n, i) => [n, rows[i]!.row])),
    warnings: warnings.sort((a, b) => a.line - b.line),
    numbering: { numbering, reason, captionSays, column: numberColumn >= 0 ? table.header.cells[numberColumn]!.trim() : null, mirrored: counted.mirrored, games: counted.games },
    incomplete: [...incomplete].sort((a, b) => a - b),
  };
}

/** A game whose other side cannot be matched: the points of the player's own cell, without a game (a win `F`, a draw `H`, a loss `Z`). */
function withoutGame(result: ResultCode): TrfRound {
  const points = resultPoints(result);
  return { opponent: null, colour: null, result: result === ' ' ? ' ' : points === 2 ? 'F' : points === 1 ? 'H' : 'Z' };
}

const RESULT_TEXT: Partial<Record<ResultCode, string>> = { '=': '½', ' ': '' };
const resultText = (r: ResultCode): string => RESULT_TEXT[r] ?? r;

/**
 * The numbers of the rows by final place: the row's `Rk.` when it is above the previous row's
 * number, else the previous number + 1 — a tied player's empty rank (QUIRK X8) and a repeated rank
 * are the row's position, as the cells count it. Without a place column: the row order. Rows not in
 * the order of their ranks (a starting-rank table) are numbered by their `Rk.` where it is readable
 * and once, else after all others.
 */
function placeNumbers(ranks: readonly string[], hasColumn: boolean): (number | null)[] {
  if (hasColumn && !ascending(ranks)) return startNumbers(ranks);
  let previous = 0;
  return ranks.map((raw) => {
    const rank = hasColumn ? parsePlace(raw) : null;
    previous = rank?.ok && rank.value > previous ? rank.value : previous + 1;
    return previous;
  });
}

/** Readable ranks never go down from row to row (empty ones aside): the rows are in the order of the ranking. */
function ascending(ranks: readonly string[]): boolean {
  let previous = 0;
  for (const raw of ranks) {
    const rank = parsePlace(raw);
    if (!rank.ok) continue;
    if (rank.value < previous) return false;
    previous = rank.value;
  }
  return true;
}

/** The numbers of the rows by their start-number column; null where it is unreadable or repeated. */
function startNumbers(values: readonly string[]): (number | null)[] {
  const seen = new Set<number>();
  return values.map((raw) => {
    const n = parsePlace(raw);
    if (!n.ok || seen.has(n.value)) return null;
    seen.add(n.value);
    return n.value;
  });
}

/** Every row a number: a row whose number is unreadable or repeated gets one above all others, with a warning, and its games are incomplete. */
function assignNumbers(chosen: readonly (number | null)[], rows: SheetTable['rows'], numberColumn: number, header: readonly string[], warnings: ImportProblem[], incomplete: Set<number>): number[] {
  let next = Math.max(0, ...chosen.map((n) => n ?? 0));
  const firstRow = new Map<number, number>();
  return chosen.map((n, i) => {
    const row = rows[i]!;
    if (n !== null) {
      firstRow.set(n, row.row);
      return n;
    }
    const value = (row.cells[numberColumn] ?? '').trim();
    const repeated = parsePlace(value);
    const number = ++next;
    const column = (header[numberColumn] ?? '').trim();
    if (repeated.ok) warnings.push(problem('CROSSTABLE_RANK_REPEATS', row.row, { column, rank: repeated.value, first: firstRow.get(repeated.value) ?? 0 }));
    else warnings.push(problem('CROSSTABLE_NO_NUMBER', row.row, { cell: `${columnName(Math.max(0, numberColumn))}${row.row}`, column, value }));
    incomplete.add(number);
    return number;
  });
}

/** How many game cells name an opponent whose row, under these numbers, names this row back in the same round (or column); a round robin's diagonal on the row's own number counts too. */
function mirrorCount(numbers: readonly (number | null)[], reads: readonly (readonly GamesCellRead[])[], roundRobin: boolean): { mirrored: number; games: number } {
  const rowOf = new Map<number, number>();
  numbers.forEach((n, i) => n !== null && rowOf.set(n, i));
  let mirrored = 0;
  let games = 0;
  reads.forEach((cells, i) => {
    const me = numbers[i];
    if (me === null || me === undefined) return;
    cells.forEach((read, k) => {
      if (roundRobin) {
        if (read === 'diagonal') {
          games++;
          if (k + 1 === me) mirrored++;
          return;
        }
        if (read === null || read.kind !== 'game') return;
        games++;
        const j = rowOf.get(k + 1);
        const back = j === undefined ? undefined : reads[j]![me - 1];
        if (back && back !== 'diagonal' && back.kind === 'game') mirrored++;
        return;
      }
      if (read === null || read === 'diagonal' || read.kind !== 'game') return;
      games++;
      const j = rowOf.get(read.opponent);
      const back = j === undefined ? undefined : reads[j]![k];
      if (back && back !== 'diagonal' && back.kind === 'game' && back.opponent === me) mirrored++;
    });
  });
  return { mirrored, games };
}

/** Rounds of a round robin of `n` players: n − 1, or n when one sits out each round. */
function bergerRounds(n: number): number {
  return n % 2 === 0 ? n - 1 : n;
}

/** The round (0-based) in which players a and b meet in the circle method's schedule of `n` players. */
function bergerSchedule(n: number): (a: number, b: number) => number {
  const seats = n % 2 === 0 ? n : n + 1;
  const round = new Map<number, number>();
  const circle = Array.from({ length: seats }, (_, i) => i + 1);
  for (let r = 0; r < seats - 1; r++) {
    for (let i = 0; i < seats / 2; i++) {
      const a = circle[i]!;
      const b = circle[seats - 1 - i]!;
      round.set(Math.min(a, b) * (seats + 1) + Math.max(a, b), r);
    }
    circle.splice(1, 0, circle.pop()!);
  }
  // -1: a number beyond the seats (a row numbered above the table's size)
  return (a, b) => round.get(Math.min(a, b) * (seats + 1) + Math.max(a, b)) ?? -1;
}

/** One games cell as read: a game against an opponent (`result` blank: paired, not played), a round without a game, or a round robin's diagonal. */
type GamesCellRead =
  | { kind: 'game'; opponent: number; colour: 'w' | 'b' | null; result: ResultCode }
  | { kind: 'none'; result: ResultCode }
  | 'diagonal'
  | null;

const RESULT: Record<string, ResultCode> = { '1': '1', '0': '0', '½': '=', '=': '=', '1/2': '=', '0.5': '=', '0,5': '=', '˝': '=', '+': '+', '-': '-' };
/** `45w1`, ` 35b1`, `11s½`, `3z1`, `21w-`, and ` 13b` without a result (paired, not played). */
const GAME = /^(\d{1,4})\s*([wbsz])\s*(1|0|½|=|1\/2|0[.,]5|˝|\+|-)?$/i;
/** Vega's cell flattened: the result before the opponent (`021`, `½10`), its colour only in the page's CSS. */
const VEGA_GAME = /^(1|0|½)\s*(\d{1,4})$/;
/** A game without a colour, as the web-page reader writes Vega's forfeits (`12+`, `12-`) and colourless games (`12½`). */
const COLOURLESS_GAME = /^(\d{1,4})\s*(\+|-|½|=)$/;
/** The cells without a game that are one exact text: `-0`, Excel's bare `0` and `-1`, an empty cell, `-`, `+`. */
const NO_GAME: Readonly<Record<string, ResultCode>> = { '': 'Z', '0': 'Z', '-0': 'Z', '0.0': 'Z', '-': '-', '–': '-', '-1': 'U', '-+': 'U', '+': 'F' };
const NOT_PAIRED = /^(not paired|nicht ausgelost|niet ingedeeld|non apparié|no emparejado|não emparelhado|nie sparowany|не спарен)$/i;

/**
 * One round cell as the programs write it (formats §1): a game `45w1` (colour `w`/`b`, German `s`,
 * Dutch `z`; result `1 0 ½ = + -`), a paired round without a result ` 13b`; without a game `-1` and
 * a bare `-1` (the pairing's bye, `U`), `-½` (`H`), `-0`, a bare `0`, `not paired`, an empty cell
 * (no game, no point, `Z`), `+` (a point without a shown opponent, `F`), `-`; a game without a
 * colour `12+`, `12-`, `12½` (the web-page reader's Vega forfeits); Vega's flattened `021`, `1BYE`,
 * `½ BYE`. Null when it is none of them.
 */
export function readGamesCell(raw: string): GamesCellRead {
  const s = raw.indexOf('\u00A0') >= 0 ? raw.replace(/\u00A0/g, ' ').trim() : raw.trim();
  // a game is the common cell: tried first (a 300-player crosstable has 2 700 of them)
  const m = GAME.exec(s);
  if (m) {
    const opponent = Number(m[1]);
    if (opponent < 1) return null;
    const colour = m[2]!.toLowerCase() === 'w' ? 'w' : 'b';
    return { kind: 'game', opponent, colour, result: m[3] === undefined ? ' ' : RESULT[m[3]]! };
  }
  const none = NO_GAME[s];
  if (none) return { kind: 'none', result: none };
  if (NOT_PAIRED.test(s) || /^0\s*bye$/i.test(s)) return { kind: 'none', result: 'Z' };
  if (/^1\s*bye$/i.test(s)) return { kind: 'none', result: 'U' };
  if (/^-\s*(½|=|1\/2|˝|0[.,]5)$/.test(s) || /^(½|0[.,]5)\s*bye$/i.test(s)) return { kind: 'none', result: 'H' };
  if (isDiagonalMark(s)) return 'diagonal';
  const c = COLOURLESS_GAME.exec(s);
  if (c && Number(c[1]) >= 1) return { kind: 'game', opponent: Number(c[1]), colour: null, result: RESULT[c[2]!]! };
  const v = VEGA_GAME.exec(s);
  if (v && Number(v[2]) >= 1) return { kind: 'game', opponent: Number(v[2]), colour: null, result: RESULT[v[1]!]! };
  return null;
}

/** A round robin's cell in an opponent's column: a result `1 ½ 0 = + -`, the diagonal, or empty (no game). */
export function readOpponentCell(raw: string): GamesCellRead {
  const s = raw.replace(/\u00A0/g, ' ').trim();
  if (s === '') return { kind: 'none', result: ' ' };
  if (isDiagonalMark(s)) return 'diagonal';
  const result = RESULT[s];
  return result ? { kind: 'game', opponent: 0, colour: null, result } : null;
}

/** The same cell as a TRF round (the opponent as written); null when it cannot be read. Kept for the readers that want a TRF round. */
export function readCrosstableCell(raw: string): TrfRound | null {
  const read = readGamesCell(raw);
  if (read === null || read === 'diagonal') return null;
  return read.kind === 'game' ? { opponent: read.opponent, colour: read.colour, result: read.result } : { opponent: null, colour: null, result: read.result };
}

/**
 * "Tie-breaks of X, Y are computed from incomplete games" (formats §1): one warning naming the
 * players whose games are incomplete, on the first one's row; null when there are none.
 */
export function incompleteTiebreaksProblem(players: readonly { name: string; line: number }[]): ImportProblem | null {
  if (players.length === 0) return null;
  const sorted = [...players].sort((a, b) => a.line - b.line);
  const shown = sorted.slice(0, 10).map((p) => p.name);
  return problem('TIEBREAKS_INCOMPLETE', sorted[0]!.line, { count: players.length, players: shown.join(', '), ...(players.length > 10 ? { more: players.length - 10 } : {}) });
}

import { type Problem, type Loaded } from '@/lib/problem';
import { bergerSchedule } from '@/lib/games/berger-schedule';
import { readContainer } from '@/lib/import/container';
import { headerKey, keptColumnHeaders, mapHeaders, START_NUMBER_HEADERS } from '@/lib/import/headers';
import type { ProblemCode } from '@/lib/import/problems';
import { readGamesFile } from '@/lib/import/read-games-file';
import { columnName, type Sheet, type SheetRow } from '@/lib/import/spreadsheet/sheet';
import { parsePlace, parsePoints } from '@/lib/import/values';
import type { ResultCode } from '@/lib/import/trf/result-codes';
import type { TrfProblemCode } from '@/lib/import/trf/trf-problems';
import type { TrfPlayer, TrfRound, TrfTournament } from '@/lib/import/trf/trf-tournament';
import { leagueProblem, type LeagueProblemCode } from './league-problems';

type ReadProblem = Problem<LeagueProblemCode | ProblemCode | TrfProblemCode, 'severity' | 'line'>;

/**
 * Where a league's rounds come from (issue 40): the file's own (a TRF, a crosstable with round
 * columns, a page's pairings of each round); the FIDE Berger table by the start numbers of a
 * round-robin crosstable, which writes no rounds; or nowhere — a crosstable numbered by final place
 * gives no pairing numbers, so its games are kept without a round.
 */
type LeagueRounds = 'file' | 'berger' | 'unknown';

/** What a league's file was read as, for the preview's "what was read". */
type LeagueFileKind = 'trf' | 'crosstable' | 'round-crosstable' | 'group-page';

export interface LeagueFileGroup {
  /** The group's name as the page writes it (`Capablanca`); null for a file of one tournament. */
  group: string | null;
  tournament: TrfTournament;
  rounds: LeagueRounds;
  /** The line or sheet row of the group's table (0: the file as a whole). */
  line: number;
}

type ReadLeagueFileResult = Loaded<{ kind: LeagueFileKind; groups: LeagueFileGroup[] }, ReadProblem>;

/**
 * A league's results file, whatever the arbiter has (issue 40, item 1; formats §1 "read what is
 * there"): a TRF; a round-robin crosstable saved from chess-results (CSV, spreadsheet or web page:
 * the games come from its cells — opponent by the column's number, result — and the players with
 * their names, ratings, titles and federations); a crosstable with round columns (Vega, a Swiss
 * crosstable: opponent, colour where given, result by round); or a page of several round-robin
 * groups, each a ranking and its rounds' pairings (a German club's Swiss-Chess page) — one
 * tournament per group. The content decides, never the file's name. Pure; never throws.
 *
 * A round-robin crosstable has no rounds. Its games are placed by the FIDE Berger table (C.05
 * Annex 1) when the cells number the players by start number 1…n (a "Starting rank crosstable", or
 * the numbers' consistency says so) — the pairing numbers a league draws before round 1, so the
 * table gives each game's round and colours. A crosstable numbered by final place carries no pairing
 * numbers: its games are kept, but without a round (`rounds: 'unknown'`), and the league says so.
 */
export function readLeagueFile(bytes: Uint8Array): ReadLeagueFileResult {
  const container = readContainer(bytes);
  if (container.ok && container.container.kind === 'web-page') {
    const page = readGroupPage(container.container.sheets);
    if (page !== null && page.groups.length > 0) return { ok: true, kind: 'group-page', groups: page.groups, warnings: page.problems };
  }
  const read = readGamesFile(bytes);
  if (!read.ok) return read;
  const crosstable = read.crosstable;
  if (!crosstable) return { ok: true, kind: 'trf', groups: [{ group: null, tournament: read.tournament, rounds: 'file', line: 0 }], warnings: read.warnings };
  if (!crosstable.byOpponentColumns) return { ok: true, kind: 'crosstable', groups: [{ group: null, tournament: read.tournament, rounds: 'file', line: crosstable.headerRow }], warnings: read.warnings };
  const byStart = crosstable.numbering.numbering === 'start';
  const placed = placeByBerger(read.tournament, byStart);
  return { ok: true, kind: 'round-crosstable', groups: [{ group: null, tournament: placed ?? read.tournament, rounds: placed && byStart ? 'berger' : 'unknown', line: crosstable.headerRow }], warnings: read.warnings };
}

/**
 * A round robin's games placed in the rounds of the FIDE Berger table by the players' numbers 1…n:
 * with the table's colours when the numbers are start numbers, without colours when they are only
 * places (the table then merely gives each game a slot). Null when the numbers are not 1…n or a
 * game is not in the table (the reader's own placement stays).
 */
function placeByBerger(t: TrfTournament, colours: boolean): TrfTournament | null {
  const n = t.players.length;
  const numbers = t.players.map((p) => p.startNumber).sort((a, b) => a - b);
  if (!numbers.every((s, i) => s === i + 1)) return null;
  const table = bergerSchedule(n);
  const slot = new Map<string, { round: number; white: number }>();
  for (const round of table) for (const g of round) slot.set(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`, { round: g.round - 1, white: g.white });
  const players: TrfPlayer[] = t.players.map((p) => ({ ...p, rounds: Array.from({ length: table.length }, (): TrfRound => ({ opponent: null, colour: null, result: ' ' })) }));
  const byNumber = new Map(players.map((p) => [p.startNumber, p]));
  // the games first, each in the table's round; then a result without a game (a cell the other side does not mirror) in its player's first free round
  for (const p of t.players) {
    for (const r of p.rounds) {
      if (r.opponent === null) continue;
      const s = slot.get(`${Math.min(p.startNumber, r.opponent)}-${Math.max(p.startNumber, r.opponent)}`);
      if (!s) return null;
      const colour = colours ? (s.white === p.startNumber ? 'w' : 'b') : null;
      byNumber.get(p.startNumber)!.rounds[s.round] = { opponent: r.opponent, colour, result: r.result };
    }
  }
  for (const p of t.players) {
    const mine = byNumber.get(p.startNumber)!.rounds;
    for (const r of p.rounds) {
      if (r.opponent !== null || r.result === ' ') continue;
      const free = mine.findIndex((x) => x.opponent === null && x.result === ' ');
      if (free >= 0) mine[free] = { ...r };
    }
  }
  return { ...t, roundCount: table.length, players };
}

// ---------------------------------------------------------------------------------------------
// A page of round-robin groups (QUIRKS S2: a German club's page of ten four-player groups)

const PAIRINGS_WHITE = new Set(['white', 'weiß', 'weiss', 'białe', 'blancas', 'brancas', 'blancs', 'wit', 'bílý', 'белые']);
const PAIRINGS_BLACK = new Set(['black', 'schwarz', 'czarne', 'negras', 'pretas', 'noirs', 'zwart', 'černý', 'чёрные', 'черные']);
const RESULT_HEADERS = new Set(['result', 'res.', 'ergebnis', 'erg.', 'wynik', 'résultat', 'resultado', 'uitslag', 'výsledek', 'результат']);
const FIDE_RATING = keptColumnHeaders('fide_rating');
/** The page's heading and the table's, as the web-page reader names a table (`Capablanca – Rangliste`). */
const HEADING_SEPARATOR = ' – ';

interface GroupPage {
  groups: LeagueFileGroup[];
  problems: ReadProblem[];
}

/** A name as both of the page's tables write it: without the zero-width spaces of its ranking tables (QUIRKS S2), spaces and case. */
const nameKey = (s: string) => s.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').replace(/\s+/g, '').toLocaleLowerCase('de');
const clean = (s: string | undefined) => (s ?? '').replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').replace(/\u00A0/g, ' ').trim();

/**
 * The groups of a page that holds, under each group's heading, a ranking (name and points) and the
 * pairings of its rounds (white, black, result); null when the page is not such a page. Players are
 * numbered within their group in the order of the page's list of participants where it has one
 * (its start numbers), else in the ranking's order.
 */
function readGroupPage(sheets: readonly Sheet[]): GroupPage | null {
  const byGroup = new Map<string, Sheet[]>();
  for (const s of sheets) {
    const at = s.name.indexOf(HEADING_SEPARATOR);
    if (at <= 0) continue;
    const group = s.name.slice(0, at).trim();
    byGroup.set(group, [...(byGroup.get(group) ?? []), s]);
  }
  const order = startOrder(sheets.filter((s) => s.name.indexOf(HEADING_SEPARATOR) <= 0));
  const groups: LeagueFileGroup[] = [];
  const problems: ReadProblem[] = [];
  for (const [group, list] of byGroup) {
    const ranking = list.map(rankingTable).find((t) => t !== null) ?? null;
    const pairings = list.map(pairingsTable).filter((t): t is PairingsTable => t !== null);
    if (!ranking || pairings.length === 0) continue;
    groups.push(groupTournament(group, ranking, pairings, order, problems));
  }
  return groups.length > 0 ? { groups, problems } : null;
}

interface RankingTable {
  header: SheetRow;
  rows: { row: number; name: string; place: number | null; rating: number | null; fideRating: number | null; fed: string | null; points: number | null }[];
  /** Whether the page has a FIDE rating column (then a player without a FIDE rating is unrated, whatever the national one). */
  fide: boolean;
}

function rankingTable(sheet: Sheet): RankingTable | null {
  const at = sheet.rows.findIndex((r) => {
    const { columns } = mapHeaders(r.cells, ['name', 'points']);
    return columns.name !== undefined && columns.points !== undefined;
  });
  if (at < 0) return null;
  const header = sheet.rows[at]!;
  const { columns } = mapHeaders(header.cells, ['place', 'name', 'points', 'rating', 'fed']);
  const fide = header.cells.findIndex((c) => FIDE_RATING.has(headerKey(c)));
  const number = (s: string) => {
    const n = Number(s);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const rows = sheet.rows.slice(at + 1).flatMap((r) => {
    const name = clean(r.cells[columns.name!]);
    if (!name) return [];
    const place = parsePlace(clean(r.cells[columns.place ?? -1]));
    const points = parsePoints(clean(r.cells[columns.points!]));
    return [{ row: r.row, name, place: place.ok ? place.value : null, rating: number(clean(r.cells[columns.rating ?? -1])), fideRating: fide >= 0 ? number(clean(r.cells[fide])) : null, fed: clean(r.cells[columns.fed ?? -1]).toUpperCase() || null, points: points.ok ? points.value : null }];
  });
  return rows.length > 0 ? { header, rows, fide: fide >= 0 } : null;
}

interface PairingsTable {
  round: number | null;
  sheet: Sheet;
  white: number;
  black: number;
  result: number;
  rows: SheetRow[];
}

function pairingsTable(sheet: Sheet): PairingsTable | null {
  const at = sheet.rows.findIndex((r) => {
    const keys = r.cells.map(headerKey);
    return keys.some((k) => PAIRINGS_WHITE.has(k)) && keys.some((k) => PAIRINGS_BLACK.has(k)) && keys.some((k) => RESULT_HEADERS.has(k));
  });
  if (at < 0) return null;
  const keys = sheet.rows[at]!.cells.map(headerKey);
  // the round's number is the last number of its heading (`Paarungen der Runde 3`, `Round 3 pairings`)
  const numbers = sheet.name.slice(sheet.name.indexOf(HEADING_SEPARATOR) + HEADING_SEPARATOR.length).match(/\d+/g);
  return {
    round: numbers ? Number(numbers[numbers.length - 1]) : null,
    sheet,
    white: keys.findIndex((k) => PAIRINGS_WHITE.has(k)),
    black: keys.findIndex((k) => PAIRINGS_BLACK.has(k)),
    result: keys.findIndex((k) => RESULT_HEADERS.has(k)),
    rows: sheet.rows.slice(at + 1),
  };
}

/** Start numbers by name from the page's list of participants (a table with a name and a number column outside the groups). */
function startOrder(sheets: readonly Sheet[]): Map<string, number> {
  const order = new Map<string, number>();
  for (const s of sheets) {
    const at = s.rows.findIndex((r) => mapHeaders(r.cells, ['name']).columns.name !== undefined && r.cells.some((c) => START_NUMBER_HEADERS.has(headerKey(c))));
    if (at < 0) continue;
    const header = s.rows[at]!.cells;
    const name = mapHeaders(header, ['name']).columns.name!;
    const number = header.findIndex((c) => START_NUMBER_HEADERS.has(headerKey(c)));
    for (const r of s.rows.slice(at + 1)) {
      const n = parsePlace(clean(r.cells[number]));
      const key = nameKey(clean(r.cells[name]));
      if (n.ok && key && !order.has(key)) order.set(key, n.value);
    }
  }
  return order;
}

/** `1:0`, `½:½`, `0:1`, `+:-`, `-:+`, `1-0`, `1 - 0`, `0,5:0,5`: the two sides' codes; null when it is none of them. */
const RESULT_PAIR = /^(1|0|½|1\/2|0[.,]5|\+|-)\s*[:–-]\s*(1|0|½|1\/2|0[.,]5|\+|-)$/;
const CODE: Record<string, ResultCode> = { '1': '1', '0': '0', '½': '=', '1/2': '=', '0.5': '=', '0,5': '=', '+': '+', '-': '-' };

function readResultPair(raw: string): [ResultCode, ResultCode] | null {
  const m = RESULT_PAIR.exec(raw.replace(/\s+/g, ' ').trim());
  return m ? [CODE[m[1]!]!, CODE[m[2]!]!] : null;
}

function groupTournament(group: string, ranking: RankingTable, pairings: PairingsTable[], order: Map<string, number>, problems: ReadProblem[]): LeagueFileGroup {
  // numbered within the group by the page's start numbers, else by the ranking's rows
  const listed = ranking.rows.map((r, i) => ({ r, key: nameKey(r.name), at: order.get(nameKey(r.name)) ?? Number.MAX_SAFE_INTEGER, i }));
  listed.sort((a, b) => a.at - b.at || a.i - b.i);
  const numberOf = new Map(listed.map((x, i) => [x.key, i + 1]));
  const rounds = Math.max(pairings.length, ...pairings.map((p) => p.round ?? 0));
  const players: TrfPlayer[] = listed.map(({ r }, i) => ({
    startNumber: i + 1,
    sex: null,
    title: null,
    name: r.name,
    // the FIDE rating where the page has a FIDE column (Elo 0 = unrated, QUIRKS S2: never its national
    // DWZ instead — FIDE rating changes and performances are computed from this rating); a page with
    // one rating column gives that one
    rating: ranking.fide ? r.fideRating : r.rating,
    federation: r.fed,
    fideId: null,
    birth: null,
    points: r.points,
    rank: r.place,
    rounds: Array.from({ length: rounds }, (): TrfRound => ({ opponent: null, colour: null, result: ' ' })),
  }));
  pairings.forEach((p, k) => {
    const round = (p.round ?? k + 1) - 1;
    for (const r of p.rows) {
      const white = clean(r.cells[p.white]);
      const black = clean(r.cells[p.black]);
      const raw = clean(r.cells[p.result]);
      if (!white && !black) continue;
      const cell = `${columnName(p.result)}${r.row}`;
      const w = numberOf.get(nameKey(white));
      const b = numberOf.get(nameKey(black));
      if (w === undefined || b === undefined) {
        problems.push(leagueProblem('LEAGUE_GROUP_UNKNOWN_PLAYER', 'results', r.row, { params: { group, round: round + 1, name: w === undefined ? white : black, cell: `${columnName(w === undefined ? p.white : p.black)}${r.row}` } }));
        continue;
      }
      const codes = raw === '' ? ([' ', ' '] as [ResultCode, ResultCode]) : readResultPair(raw);
      if (codes === null) problems.push(leagueProblem('LEAGUE_GROUP_BAD_RESULT', 'results', r.row, { params: { group, round: round + 1, cell, value: raw } }));
      const [cw, cb] = codes ?? [' ', ' '];
      const forfeit = cw === '+' || cw === '-';
      players[w - 1]!.rounds[round] = { opponent: b, colour: forfeit ? null : 'w', result: cw };
      players[b - 1]!.rounds[round] = { opponent: w, colour: forfeit ? null : 'b', result: cb };
    }
  });
  const tournament: TrfTournament = {
    format: 'TRF16',
    roundCount: rounds,
    records: [],
    players,
    teams: [],
    nationalRatings: [],
    info: { name: group, city: null, federation: null, startDate: null, endDate: null, declaredPlayers: players.length, declaredRounds: rounds, type: 'Round robin', typeCode: null, chiefArbiter: null, deputies: [], timeControl: null, roundDates: [], tiebreakCodes: [] },
  };
  return { group, tournament, rounds: 'file', line: ranking.header.row };
}

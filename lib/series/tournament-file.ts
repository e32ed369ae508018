import { type Problem, said } from '@/lib/problem';
import { birthYearOf } from '@/lib/dates';
import { editionForDate, type Edition } from '@/lib/games/editions';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { playerPoints, type GamesModel } from '@/lib/games/games-model';
import { rankByChain, type RankedRow } from '@/lib/games/rank-by-chain';
import { readTiebreakCode, TIEBREAKS, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { sheetFacts } from '@/lib/import/decode-table';
import { checkTableLimits, checkTextLimits, GRID_LIMITS, type GridLimits } from '@/lib/import/limits';
import { headerKey, mapHeaders } from '@/lib/import/headers';
import { NUMBERED_TIEBREAK } from '@/lib/import/vocabulary';
import { readRows, type FileFacts, type ParseResultsOptions, type ParseResultsOutput, type ResultRow } from '@/lib/import/parse-results';
import { readTables, type TablesRead } from '@/lib/import/pipeline';
import { crosstableTournament, incompleteTiebreaksProblem } from '@/lib/import/spreadsheet/crosstable-tournament';
import type { SheetTable } from '@/lib/import/spreadsheet/find-table';
import type { SheetRow } from '@/lib/import/spreadsheet/sheet';
import { problem, type ProblemCode } from '@/lib/import/problems';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import type { TrfProblemCode } from '@/lib/import/trf/trf-problems';
import type { TrfTournament } from '@/lib/import/trf/trf-tournament';

interface TournamentFileOptions extends ParseResultsOptions {
  /** The tournament chain of the season's rules (places of a TRF come from points, then this chain). */
  tieBreaks: readonly TiebreakCode[];
  /** Overrides the edition chosen by the tournament's date (record 042, else `date`). */
  edition?: Edition;
  /** The tournament's date, when the TRF has no 042 record. */
  date?: string;
  /** The table the arbiter picked in the preview (TableChoice.index), when the file holds several. */
  table?: number | null;
  /** Rows and columns the file may have (issue 42; the server's settings, server/import-limits.ts). */
  limits?: GridLimits;
}

interface TournamentFile extends ParseResultsOutput {
  /** For a TRF: the games, the edition and the ranking they give (cross-table, tie-break columns). */
  games: {
    model: GamesModel;
    edition: Edition;
    chain: TiebreakCode[];
    ranking: RankedRow[];
    /** The number of rounds the file declares (TRF `XXR`/`142`; a sheet's facts), for lib/series/tournament-progress.ts. */
    declaredRounds?: number | null;
    /** Each player's file line by start number: the `line` of the result row made for that player, which is how a page finds a game's player among the season's rows. */
    lines: ReadonlyMap<number, number>;
  } | null;
}

export { looksLikeTrf } from '@/lib/import/trf/looks-like-trf';

/**
 * One results file of a Grand Prix tournament, in any form an arbiter has (formats §1; issues 8, 37):
 * read through the stages of lib/import/pipeline.ts — a ranking list (CSV/text, a spreadsheet, a
 * saved web page), the pairing program's TRF with every game, or a crosstable (chess-results,
 * Swiss-Chess, Vega), which gives the games as a TRF does. From games the places come from points,
 * then the season's tournament chain (regulation 003 §1.5), and the file's own rank column is checked
 * against them; from a ranking list with tie-break columns, the places are checked against those
 * columns. Disagreements are warnings naming the players. Pure; never throws.
 */
export function readTournamentFile(bytes: Uint8Array, options: TournamentFileOptions): TournamentFile {
  const read = readTables(bytes, { table: options.table });
  if (!read.ok) return { rows: [], problems: [...read.warnings, ...read.errors], facts: null, games: null };
  const tooBig = 'found' in read ? checkTableLimits(read.found.table, options.limits ?? GRID_LIMITS.results) : checkTextLimits(read.container.text, options.limits ?? GRID_LIMITS.results);
  if (tooBig) return { rows: [], problems: [tooBig], facts: null, games: null };
  if ('found' in read) return readTable(read, options);
  const text = read.container.text;
  const trf = parseTrfText(text);
  const facts: FileFacts = { encoding: read.container.encoding, delimiter: '', style: 'trf', fields: ['place', 'name', 'points', 'fide_id', 'birth', 'sex', 'fed'] };
  if (!trf.ok) return { rows: [], problems: [...trf.errors, ...trf.warnings].map(fromTrfProblem), facts, games: null };
  const national = nationalIds(trf.tournament);
  return fromGames(trf.tournament, trf.warnings.map(fromTrfProblem), playerLines(text), facts, options, (startNumber) => ({
    crId: national.get(startNumber)?.id ?? null,
    rating: national.get(startNumber)?.rating ?? null,
  }));
}

/**
 * The chosen table of a text file, a spreadsheet or a web page (formats §1): read as a ranking list,
 * the tournament facts above it checked against the upload, and a crosstable's cells read as the
 * tournament's games — then the places come from the games exactly as for a TRF, and the ranking list
 * gives each row what a TRF does not carry (club, region, CR id, national rating, category).
 */
function readTable(read: Extract<TablesRead, { ok: true; found: unknown }>, options: TournamentFileOptions): TournamentFile {
  const { container, found } = read;
  const table = found.table;
  const crosstable = table.roundColumns.length > 0 || table.opponentColumns.length > 0;
  // a crosstable's cells are read first: a table without a points column takes its points from them
  const games = crosstable ? crosstableTournament(table) : null;
  const pointsByRow = new Map<number, number>();
  if (games?.ok) for (const p of games.tournament.players) pointsByRow.set(games.lines.get(p.startNumber) ?? -1, playerPoints(p));
  // a crosstable's points are checked against the rounds once, from its games
  const list = readRows(
    table,
    { encoding: container.kind === 'web-page' ? 'html' : container.encoding, delimiter: container.kind === 'text' ? container.delimiter : '' },
    crosstable ? { ...options, rounds: null, pointsOf: (row) => pointsByRow.get(row) ?? null } : options,
  );
  // a crosstable's places come from its games (below): a gap in the file's own places says nothing of them
  const listProblems = crosstable ? list.problems.filter((p) => p.code !== 'PLACE_GAP') : list.problems;
  const problems = [...read.warnings, ...listProblems, ...sheetFactProblems(table, options)];
  const sheet = container.kind === 'text' ? undefined : sheetFacts(table);
  const facts: FileFacts | null = list.facts && {
    ...list.facts,
    style: crosstable ? 'chess-results-crosstable' : list.facts.style,
    ...(sheet ? { sheet } : {}),
    ...(read.choices.length > 1 ? { tables: read.choices, table: read.chosen } : {}),
  };
  const refused = () => problems.some((p) => p.severity === 'error');
  if (!games) {
    if (list.rows.length > 0) problems.push(...checkPlacesAgainstTiebreakColumns(table, list.rows, options.tieBreaks));
    return { rows: refused() ? [] : withScorePlaces(table, list.rows), problems, facts, games: null };
  }
  // the cells are checked even when the list is refused: every error of the file is said at once
  if (!games.ok) return { rows: [], problems: [...problems, ...games.errors, ...games.warnings], facts, games: null };
  if (refused() || !facts) return { rows: [], problems: [...problems, ...games.warnings], facts, games: null };
  const byLine = new Map(list.rows.map((r) => [r.line, r]));
  // tie-breaks computed from incomplete games (deleted opponents, unreadable cells, pending rounds) say for whom
  const incomplete = options.tieBreaks.length === 0 ? null : incompleteTiebreaksProblem(games.incomplete.map((n) => ({ name: games.tournament.players.find((p) => p.startNumber === n)?.name ?? String(n), line: games.lines.get(n) ?? 0 })));
  const withNumbering: FileFacts = { ...facts, numbering: games.numbering };
  const ranked = fromGames(games.tournament, [...problems, ...games.warnings, ...(incomplete ? [incomplete] : [])], games.lines, withNumbering, options, (startNumber) => {
    const row = byLine.get(games.lines.get(startNumber) ?? -1);
    return row ? { name: row.name, crId: row.crId, rating: row.rating, club: row.club, region: row.region, category: row.category, birthYear: row.birthYear, sex: row.sex } : {};
  });
  return tieBreakColumns(table.header).length > 0 ? { ...ranked, rows: withScorePlaces(table, ranked.rows) } : ranked;
}

/**
 * rule-variants "ties by score": rows equal on points and on every tie-break column of the file
 * (`TB1`, `Wtg1`, `Buchh`, `SoBerg` …, as published) share the place of the first of them, whatever
 * places the file writes (a Berlin club's series: 3 and 4 both score 3rd's points). A file without
 * tie-break columns ties by points alone. Only `tiedPlaces.by: "score"` reads it.
 */
function withScorePlaces(table: { header: SheetRow; rows: readonly SheetRow[] }, rows: readonly ResultRow[]): ResultRow[] {
  const columns = tieBreakColumns(table.header);
  const cells = new Map(table.rows.map((r) => [r.row, r.cells]));
  const key = (row: ResultRow) => [row.points, ...columns.map((c) => tieBreakValue(cells.get(row.line)?.[c] ?? ''))].join('|');
  const ordered = [...rows].sort((a, b) => a.place - b.place || a.line - b.line);
  const shared = new Map<number, number>();
  for (let i = 0; i < ordered.length; i++) {
    const row = ordered[i]!;
    const above = ordered[i - 1];
    shared.set(row.line, above && key(above) === key(row) ? shared.get(above.line)! : row.place);
  }
  return rows.map((r) => ({ ...r, scorePlace: shared.get(r.line)! }));
}

/** A published tie-break value as a comparable text: `46,5` and `46.5` are one, `10,00` is `10`. */
function tieBreakValue(cell: string): string {
  const t = cell.trim().replace(/\u00A0/g, '').replace(',', '.');
  const n = t === '' ? NaN : Number(t);
  return Number.isFinite(n) ? String(n) : t;
}

/** The file's own tie-break columns: `TB1`…, `Wtg1`…, and the named ones (TIEBREAK_HEADERS, the registry's codes). */
export function tieBreakColumns(header: SheetRow): number[] {
  const taken = new Set(Object.values(mapHeaders(header.cells, ['place', 'name', 'points', 'cr_id', 'fide_id', 'birth', 'sex', 'club', 'region', 'rating', 'category', 'fed']).columns));
  const out: number[] = [];
  header.cells.forEach((cell, i) => {
    if (taken.has(i)) return;
    const key = headerKey(cell);
    if (NUMBERED_TIEBREAK.test(key) || TIEBREAK_HEADERS[key] !== undefined || readTiebreakCode(cell.trim()) !== null) out.push(i);
  });
  return out;
}

/** formats §1: a sheet's `Date :` or `Number of rounds :` that disagrees with the upload is a warning. */
function sheetFactProblems(table: SheetTable, options: TournamentFileOptions): Problem<ProblemCode, 'severity' | 'line'>[] {
  const f = table.facts;
  const out: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  if (options.date && f.date && f.endDate && (options.date < f.date || options.date > f.endDate)) {
    const sheetDate = f.date === f.endDate ? f.date : `${f.date} – ${f.endDate}`;
    out.push(problem('SHEET_DATE_DIFFERS', f.dateRow ?? 0, { sheetDate, date: options.date }));
  }
  if (options.rounds != null && f.rounds !== null && f.rounds !== options.rounds) {
    out.push(problem('SHEET_ROUNDS_DIFFER', f.roundsRow ?? 0, { sheetRounds: f.rounds, rounds: options.rounds }));
  }
  return out;
}

/** The rows of a tournament read from its games (a TRF, a crosstable): places by points, then the season's chain. */
function fromGames(
  tournament: TrfTournament,
  problems: Problem<ProblemCode, 'severity' | 'line'>[],
  lines: Map<number, number>,
  facts: FileFacts,
  options: TournamentFileOptions,
  more: (startNumber: number) => Partial<ResultRow>,
): TournamentFile {
  const model = gamesModelFromTrf(tournament);
  const edition = options.edition ?? editionForDate(model.startDate ?? options.date ?? '2100-01-01');
  const chain = [...options.tieBreaks];
  const ranking = rankByChain(model, chain, edition);
  const byStart = new Map(tournament.players.map((p) => [p.startNumber, p]));
  const rows: ResultRow[] = ranking.map((r) => {
    const p = byStart.get(r.startNumber)!;
    const points = playerPoints(model.players.find((x) => x.startNumber === r.startNumber)!);
    if (options.rounds != null && points > options.rounds * 2) {
      problems.push(problem('POINTS_ABOVE_ROUNDS', lines.get(r.startNumber) ?? 0, { points: points / 2, rounds: options.rounds }));
    }
    return {
      line: lines.get(r.startNumber) ?? 0,
      place: r.rank,
      name: r.name,
      points,
      crId: null,
      fideId: p.fideId,
      birthYear: birthYearOf(p.birth),
      sex: p.sex === 'w' ? 'F' : p.sex === 'm' ? 'M' : null,
      club: null,
      region: null,
      rating: null,
      category: null,
      fed: p.federation,
      // the chain's rank is shared only when points and every tie-break are equal: ties by score
      scorePlace: r.rank,
      ...more(r.startNumber),
    };
  });
  problems.push(...checkRankColumn(tournament, ranking, lines, chain));
  return { rows: problems.some((x) => x.severity === 'error') ? [] : rows, problems, facts, games: { model, edition, chain, ranking, declaredRounds: tournament.info.declaredRounds, lines } };
}

function fromTrfProblem(p: Problem<TrfProblemCode, 'severity' | 'line'>): Problem<ProblemCode, 'severity' | 'line'> {
  return said<Problem<ProblemCode, 'severity' | 'line'>>({ code: p.code, severity: p.severity, line: p.line, ...(p.params ? { params: p.params } : {}) });
}

/** The line of each `001` record, by start number (the reader keeps players, not lines). */
function playerLines(text: string): Map<number, number> {
  const out = new Map<number, number>();
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (!line.startsWith('001')) return;
    const n = Number(line.slice(4, 8));
    if (Number.isInteger(n) && n > 0 && !out.has(n)) out.set(n, i + 1);
  });
  return out;
}

/** TRF26 national rating records of Poland carry the PZSzach ranking and the Central Register id. */
function nationalIds(t: TrfTournament): Map<number, { id: string | null; rating: number | null }> {
  const out = new Map<number, { id: string | null; rating: number | null }>();
  for (const r of t.nationalRatings) if (r.federation === 'POL' && r.startNumber !== null) out.set(r.startNumber, { id: r.nationalId, rating: r.rating });
  return out;
}

/** A TRF's own rank column (cols 86–89) against the ranking recomputed from its games. */
function checkRankColumn(t: TrfTournament, ranking: readonly RankedRow[], lines: Map<number, number>, chain: readonly TiebreakCode[]): Problem<ProblemCode, 'severity' | 'line'>[] {
  const written = new Map(t.players.map((p) => [p.startNumber, p.rank]));
  const differ = ranking.filter((r) => written.get(r.startNumber) != null && written.get(r.startNumber) !== r.rank);
  if (differ.length === 0) return [];
  const shown = differ.slice(0, 10).map((r) => `${r.name} (${written.get(r.startNumber)} → ${r.rank})`).join(', ');
  const more = differ.length > 10 ? ` and ${differ.length - 10} more` : '';
  return [
    problem(
      'RANK_DISAGREES',
      lines.get(differ[0]!.startNumber) ?? 0,
      { count: differ.length, players: shown, chain: chain.join(', '), ...(differ.length > 10 ? { more: differ.length - 10 } : {}) },
    ),
  ];
}

/** Header spellings of tie-break columns in Polish and international exports. */
export const TIEBREAK_HEADERS: Record<string, TiebreakCode> = {
  bch: 'BH', buchholz: 'BH', bh: 'BH', 'bch.': 'BH', buch: 'BH', buchh: 'BH', 'buchh.': 'BH', 'bhz.': 'BH', bhz: 'BH', 'buchholz ': 'BH',
  // Swiss-Chess (German club pages): Buchh, SoBerg; French Papi: Bu, So-Be; Spanish: Buch.
  bu: 'BH', 'bu.': 'BH', 'buch.': 'BH', soberg: 'SB', 'sobe': 'SB', 'so-be': 'SB', 'sonneb.': 'SB', 'sb.': 'SB',
  'm-bch': 'BH/M1', mbch: 'BH/M1', 'm-bch.': 'BH/M1', 'median buchholz': 'BH/M1', 'bh/m1': 'BH/M1', median: 'BH/M1',
  'bch-1': 'BH/C1', 'bh/c1': 'BH/C1', 'bh-c1': 'BH/C1',
  progr: 'PS', 'progr.': 'PS', progres: 'PS', progress: 'PS', ps: 'PS',
  sb: 'SB', 'sonn.-berg.': 'SB', 'sonneborn-berger': 'SB', berger: 'SB',
  win: 'WIN', wins: 'WIN', wygr: 'WIN', 'wygr.': 'WIN',
};

/**
 * A ranking list that carries tie-break columns (`Bch.`, `M-Bch`, `Progr.` …): players with equal
 * points must be in the order those columns give, following the season's chain (the columns the
 * file has). A pair out of order is a warning naming both — the place written by the program wins.
 */
function checkPlacesAgainstTiebreakColumns(table: { header: SheetRow; rows: readonly SheetRow[] }, rows: readonly ResultRow[], chain: readonly TiebreakCode[]): Problem<ProblemCode, 'severity' | 'line'>[] {
  const header = table.header;
  const columns = new Map<TiebreakCode, number>();
  header.cells.forEach((cell, i) => {
    const key = cell.trim().toLowerCase();
    const code = TIEBREAK_HEADERS[key] ?? readTiebreakCode(cell.trim());
    if (code && !columns.has(code)) columns.set(code, i);
  });
  // the columns the mapper took for its own fields are not tie-breaks
  const taken = new Set(Object.values(mapHeaders(header.cells, ['place', 'name', 'points']).columns));
  const used = chain.filter((c) => columns.has(c) && !taken.has(columns.get(c)!));
  if (used.length === 0) return [];
  const byLine = new Map(table.rows.map((r) => [r.row, r.cells]));
  const value = (row: ResultRow, code: TiebreakCode): number | null => {
    const raw = byLine.get(row.line)?.[columns.get(code)!]?.trim().replace(',', '.') ?? '';
    const n = raw === '' ? NaN : Number(raw);
    return Number.isFinite(n) ? n : null;
  };
  const out: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  const ordered = [...rows].sort((a, b) => a.place - b.place || a.line - b.line);
  for (let i = 1; i < ordered.length; i++) {
    const above = ordered[i - 1]!;
    const below = ordered[i]!;
    if (above.points !== below.points || above.place === below.place) continue;
    for (const code of used) {
      const a = value(above, code);
      const b = value(below, code);
      if (a === null || b === null || a === b) continue;
      const better = TIEBREAKS[code].higherIsBetter ? b > a : b < a;
      if (better) {
        out.push(
          problem(
            'PLACE_DISAGREES',
            below.line,
            { below: below.name, belowPlace: below.place, above: above.name, abovePlace: above.place, code, belowValue: b, aboveValue: a },
          ),
        );
      }
      break;
    }
  }
  return out;
}

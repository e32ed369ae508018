import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { everyPairMet } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { NUMBERING_WORDS } from '@/lib/i18n/crosstable-words';
import { words } from '@/lib/i18n/words';
import { t as say } from '@/lib/i18n/t';
import { readContainer } from '@/lib/import/container';
import { gameColumns, numberingOfCaption, roundOfHeader } from '@/lib/import/games-columns';
import { REQUIRED } from '@/lib/import/parse-results';
import { crosstableTournament, incompleteTiebreaksProblem, readGamesCell, readOpponentCell } from '@/lib/import/spreadsheet/crosstable-tournament';
import { findTable, type SheetTable } from '@/lib/import/spreadsheet/find-table';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
import type { Sheet, SheetRow } from '@/lib/import/spreadsheet/sheet';
import { resultPoints } from '@/lib/import/trf/result-codes';
import type { TrfPlayer } from '@/lib/import/trf/trf-tournament';
import { readTournamentFile } from '@/lib/series/tournament-file';

// formats §1, "Games cells as the programs write them" and "Read what is there" (issue 37 items 1, 5);
// the quirks are those of shared/data/real-files/QUIRKS.md

const REAL = join(__dirname, '../fixtures/real-files');

function sheetOf(rows: readonly (readonly string[])[], caption?: string): Sheet {
  const all = caption === undefined ? rows : [[caption], ...rows];
  return { format: 'xlsx', name: 'S', sheetNames: ['S'], rows: all.map((cells, i) => ({ row: i + 1, cells: [...cells] })), merged: [], formulasWithoutValue: [] };
}

/** The table under its caption; the caption as the table's facts say it (finding captions is find-table's, tested there). */
function tableOf(rows: readonly (readonly string[])[], caption?: string): SheetTable {
  const found = findTable(sheetOf(rows, caption), ['name']);
  if (!found.ok) throw new Error(JSON.stringify(found.errors));
  return { ...found.table, facts: { ...found.table.facts, caption: caption ?? null, captionRow: caption === undefined ? null : 1 } };
}

function read(rows: readonly (readonly string[])[], caption?: string) {
  const r = crosstableTournament(tableOf(rows, caption));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}

const sumOf = (p: TrfPlayer) => p.rounds.reduce((s, x) => s + resultPoints(x.result), 0);
const player = (r: ReturnType<typeof read>, n: number) => r.tournament.players.find((p) => p.startNumber === n)!;
const codes = (r: ReturnType<typeof read>) => r.warnings.map((w) => [w.code, w.line]);

describe('which columns hold games (lib/import/games-columns.ts)', () => {
  test.each([
    ['1.Rd', 1], ['2.Rd.', 2], ['Rd.1', 1], ['R1', 1], ['1.R', 1], ['1. Runde', 1], ['Rde 1', 1], ['12.Rd ', 12], ['3.Rd\u00A0', 3],
    ['1.тур', 1], ['Ronde 4', 4], ['Runda 2', 2], ['1.kolo', 1], ['Rnd 7', 7], ['Round 9', 9],
    ['Rk.', null], ['TB1', null], ['Pts. ', null], ['1', null], ['Wtg1', null], ['SNo', null], ['0.Rd', null],
  ] as const)('header %j names round %j', (cell, round) => {
    expect(roundOfHeader(cell)).toBe(round);
  });

  const row = (row: number, ...cells: string[]): SheetRow => ({ row, cells });
  test('a chess-results crosstable: its round columns in round order', () => {
    const header = row(1, 'Rk.', '', 'Name', 'Rtg', 'FED', '1.Rd', '2.Rd', '3.Rd', 'Pts. ', 'TB1');
    expect(gameColumns(header, [row(2, '1', '', 'A', '0', 'POL', '2w1', '-1', '0', '2', '0')])).toEqual({ kind: 'rounds', columns: [5, 6, 7] });
  });
  test('rounds must be 1 … k, each once: a sheet with round 2 missing has no games columns', () => {
    expect(gameColumns(row(1, 'Rk.', 'Name', '1.Rd', '3.Rd', 'Pts.'), [])).toBeNull();
  });
  test('QUIRK C6: a round robin\'s opponent columns 1 … n, with the diagonal *, X, × or empty', () => {
    const header = row(1, 'Rk.', '', 'Name', '1', '2', '3', 'Pts.');
    for (const mark of ['*', '**', 'X', '×']) {
      const rows = [row(2, '1', '', 'A', mark, '1', '1', '2'), row(3, '2', '', 'B', '0', mark, '½', '0.5'), row(4, '3', '', 'C', '0', '½', mark, '0.5')];
      expect(gameColumns(header, rows)).toEqual({ kind: 'opponents', columns: [3, 4, 5] });
    }
    const empty = [row(2, '1', '', 'A', '', '1', '1', '2'), row(3, '2', '', 'B', '0', '', '½', '0.5'), row(4, '3', '', 'C', '0', '½', '', '0.5')];
    expect(gameColumns(header, empty)).toEqual({ kind: 'opponents', columns: [3, 4, 5] });
  });
  test('QUIRK V1: Vega numbers its round columns 1 … k over cells that name opponents: rounds', () => {
    const header = row(1, '#', 'Player', 'Pts', '1', '2', '3');
    const rows = [row(2, '1', 'Hogg,Dean', '2.0', '13', '½2', ' 1BYE'), row(3, '2', 'Bassig,Hamish', '1.0', '021', '½1', '04'), row(4, '3', 'Ahmad', '0', '01', '½ BYE', '')];
    expect(gameColumns(header, rows)).toEqual({ kind: 'rounds', columns: [3, 4, 5] });
    expect(gameColumns(header, rows.map((r) => ({ ...r, cells: r.cells.map((c, i) => (i >= 3 && c !== '' ? '21b0' : c)) })))).toEqual({ kind: 'rounds', columns: [3, 4, 5] });
  });
  test('QUIRK S2: a ranking list and a pairings table have no games columns', () => {
    expect(gameColumns(row(1, 'Platz', 'Name', 'Verein', 'DWZ', 'Elo', 'Punkte', 'SoBerg'), [row(2, '1', 'Omar,\u200bSamy', 'SC Kreuzberg e.V.', '1965', '0', '3.0', '3.0')])).toBeNull();
    expect(gameColumns(row(1, 'Brett', 'Weiß', '', 'Schwarz', 'Ergebnis'), [row(2, '1', 'Daum,Norman', '–', 'Schenk,Rafael', '1:0')])).toBeNull();
  });
  test.each([
    ['Starting rank crosstable', 'start'],
    ['Final Ranking crosstable after 7 Rounds', 'place'],
    ['Ranking crosstable after Round 9', 'place'],
    ['Fortschrittstabelle nach Rangliste', 'place'],
    ['Fortschrittstabelle nach Startrangliste', 'start'],
    ['Стартовый список', 'start'],
    ['Fortschrittstabelle nach Setzliste', 'start'],
    ['Cuadro cruzado por ranking inicial', 'start'],
    ['Tabela krzyżowa według rankingu startowego', 'start'],
    ['Klasyfikacja końcowa po 9 rundach – tabela krzyżowa', 'place'],
    ['Classement final après la ronde 7', 'place'],
    ['Итоговое положение после 7 туров', 'place'],
    ['Moscow Open 2018_A', null],
    [null, null],
  ] as const)('caption %j numbers opponents by %j', (caption, numbering) => {
    expect(numberingOfCaption(caption)).toBe(numbering);
  });
});

describe('every cell form of formats §1', () => {
  test.each([
    { cell: '45w1', expected: { kind: 'game', opponent: 45, colour: 'w', result: '1' } },
    { cell: ' 35b1', expected: { kind: 'game', opponent: 35, colour: 'b', result: '1' } },
    { cell: '256w1', expected: { kind: 'game', opponent: 256, colour: 'w', result: '1' } },
    { cell: ' 34w½', expected: { kind: 'game', opponent: 34, colour: 'w', result: '=' } },
    { cell: '11s½', expected: { kind: 'game', opponent: 11, colour: 'b', result: '=' } },
    { cell: ' 86s1', expected: { kind: 'game', opponent: 86, colour: 'b', result: '1' } },
    { cell: '3z1', expected: { kind: 'game', opponent: 3, colour: 'b', result: '1' } },
    { cell: '7w0', expected: { kind: 'game', opponent: 7, colour: 'w', result: '0' } },
    { cell: '3b=', expected: { kind: 'game', opponent: 3, colour: 'b', result: '=' } },
    // QUIRK X7: forfeits with opponent and colour
    { cell: ' 21w-', expected: { kind: 'game', opponent: 21, colour: 'w', result: '-' } },
    { cell: ' 53b+', expected: { kind: 'game', opponent: 53, colour: 'b', result: '+' } },
    // QUIRKS X5, H3, H4, H9: paired, not played — no result
    { cell: ' 13b', expected: { kind: 'game', opponent: 13, colour: 'b', result: ' ' } },
    { cell: ' 10w', expected: { kind: 'game', opponent: 10, colour: 'w', result: ' ' } },
    // QUIRKS X6, C3: Excel's bare numbers for the site's -0 and -1
    { cell: '0', expected: { kind: 'none', result: 'Z' } },
    { cell: '-1', expected: { kind: 'none', result: 'U' } },
    // QUIRK H3
    { cell: '   -0', expected: { kind: 'none', result: 'Z' } },
    { cell: '   -1', expected: { kind: 'none', result: 'U' } },
    { cell: '   -½', expected: { kind: 'none', result: 'H' } },
    { cell: 'not paired', expected: { kind: 'none', result: 'Z' } },
    { cell: '', expected: { kind: 'none', result: 'Z' } },
    { cell: '+', expected: { kind: 'none', result: 'F' } },
    { cell: '-', expected: { kind: 'none', result: '-' } },
    // QUIRK V1: Vega's cells flattened (result before opponent), and its byes
    { cell: '021', expected: { kind: 'game', opponent: 21, colour: null, result: '0' } },
    { cell: '½10', expected: { kind: 'game', opponent: 10, colour: null, result: '=' } },
    { cell: '114', expected: { kind: 'game', opponent: 14, colour: null, result: '1' } },
    { cell: ' ½ BYE', expected: { kind: 'none', result: 'H' } },
    // the web-page reader's Vega forfeits and colourless games (opponent, then the result)
    { cell: '12+', expected: { kind: 'game', opponent: 12, colour: null, result: '+' } },
    { cell: '12-', expected: { kind: 'game', opponent: 12, colour: null, result: '-' } },
    { cell: '12½', expected: { kind: 'game', opponent: 12, colour: null, result: '=' } },
    { cell: ' 1BYE', expected: { kind: 'none', result: 'U' } },
    { cell: '*', expected: 'diagonal' },
    { cell: '3x1', expected: null },
    { cell: '½:½', expected: null },
    { cell: '0w1', expected: null },
    { cell: '10', expected: null },
  ])('round cell $cell', ({ cell, expected }) => {
    expect(readGamesCell(cell)).toEqual(expected);
  });
  test.each([
    { cell: '1', expected: { kind: 'game', opponent: 0, colour: null, result: '1' } },
    { cell: '½', expected: { kind: 'game', opponent: 0, colour: null, result: '=' } },
    { cell: '0', expected: { kind: 'game', opponent: 0, colour: null, result: '0' } },
    { cell: '+', expected: { kind: 'game', opponent: 0, colour: null, result: '+' } },
    { cell: '-', expected: { kind: 'game', opponent: 0, colour: null, result: '-' } },
    { cell: '*', expected: 'diagonal' },
    { cell: '×', expected: 'diagonal' },
    { cell: 'X', expected: 'diagonal' },
    { cell: '', expected: { kind: 'none', result: ' ' } },
    { cell: '2w1', expected: null },
  ])('round-robin cell $cell', ({ cell, expected }) => {
    expect(readOpponentCell(cell)).toEqual(expected);
  });
});

// Five players, three rounds: every form a chess-results Excel download carries (QUIRKS X3, X5, X6, X7, C3)
const HEADER = ['Rk.', '', 'Name', 'Rtg', 'FED', '1.Rd', '2.Rd', '3.Rd', 'Pts. ', 'TB1'];
const SWISS = [
  HEADER,
  ['1', '', 'Lis Anna', '1800', 'POL', '5w1', '2b½', '3w1', '2.5', '0'],
  ['2', '', 'Mróz Jan', '1750', 'POL', '3w½', '1w½', '5w+', '2', '0'],
  ['3', '', 'Nowak Ola', '1700', 'POL', '2b½', '4w1', '1b0', '1.5', '0'],
  ['4', '', 'Wróbel Piotr', '1650', 'POL', '-1', '3b0', '0', '1', '0'],
  ['5', '', 'Kos Ewa', '1600', 'POL', '1b0', '-½', '2b-', '0.5', '0'],
];
const CAPTION = 'Final Ranking crosstable after 3 Rounds';

describe('a Swiss crosstable as chess-results writes it', () => {
  test('QUIRKS X3, X5, X6, X7, C3: bare 0 and -1, -½, forfeits — every game read, mirrored, points as published', () => {
    const r = read(SWISS, CAPTION);
    expect(r.warnings).toEqual([]);
    expect(r.incomplete).toEqual([]);
    expect(r.numbering).toEqual({ numbering: 'place', reason: 'caption', captionSays: 'place', column: 'Rk.', mirrored: 12, games: 12 });
    expect(player(r, 4).rounds).toEqual([{ opponent: null, colour: null, result: 'U' }, { opponent: 3, colour: 'b', result: '0' }, { opponent: null, colour: null, result: 'Z' }]);
    expect(player(r, 5).rounds[1]).toEqual({ opponent: null, colour: null, result: 'H' });
    expect(player(r, 2).rounds[2]).toEqual({ opponent: 5, colour: 'w', result: '+' });
    expect(r.tournament.players.map((p) => [p.startNumber, p.points, sumOf(p)])).toEqual([[1, 5, 5], [2, 4, 4], [3, 3, 3], [4, 2, 2], [5, 1, 1]]);
    expect(r.lines).toEqual(new Map([[1, 3], [2, 4], [3, 5], [4, 6], [5, 7]]));
  });

  test('QUIRK X8: a tied player\'s empty rank is numbered by its position, as the cells count it', () => {
    const rows = SWISS.map((row, i) => (i === 3 ? ['', ...row.slice(1)] : row));
    const r = read(rows, CAPTION);
    expect(r.warnings).toEqual([]);
    expect(player(r, 3)).toMatchObject({ name: 'Nowak Ola', rank: null });
    expect(r.numbering.mirrored).toBe(r.numbering.games);
  });

  test('QUIRK X9: opponents without a row — their games keep their points, one warning names the rows, the tie-breaks are incomplete', () => {
    const r = read(SWISS.slice(0, 5), CAPTION);
    // Lis Anna beat no. 5, Mróz Jan won against no. 5 by forfeit: full points without a game
    expect(player(r, 1).rounds[0]).toEqual({ opponent: null, colour: null, result: 'F' });
    expect(player(r, 2).rounds[2]).toEqual({ opponent: null, colour: null, result: 'F' });
    expect(r.tournament.players.map((p) => sumOf(p) === p.points)).toEqual([true, true, true, true]);
    expect(r.warnings).toEqual([expect.objectContaining({ code: 'CROSSTABLE_MISSING_OPPONENT', severity: 'warning', line: 3, params: { rows: '3–4', opponents: '5', count: 2, players: 2 } })]);
    expect(r.incomplete).toEqual([1, 2]);
    expect(say('en', 'CROSSTABLE_MISSING_OPPONENT', r.warnings[0]!.params)).toBe('Rows 3–4: 2 games against opponents no. 5, who have no row in the table (deleted by the organizer, or the list is cut). The points of these games count; the tie-breaks of these players are incomplete.');
    expect(say('pl', 'CROSSTABLE_MISSING_OPPONENT', r.warnings[0]!.params)).toBe('Wiersze 3–4 zawierają 2 partie z przeciwnikami nr 5, których nie ma w tabeli (usunięci przez organizatora albo lista jest ucięta). Punkty tych partii się liczą; dodatkowa punktacja tych zawodników jest niepełna.');
  });

  test('a draw and a loss against a deleted opponent: H and Z, the points as the cell says', () => {
    const r = read([HEADER, ['1', '', 'A', '0', 'POL', '7w½', '9b0', '-1', '1.5', '0']], CAPTION);
    expect(player(r, 1).rounds.map((x) => x.result)).toEqual(['H', 'Z', 'U']);
    expect(r.warnings[0]!.params).toMatchObject({ rows: '3', opponents: '7, 9', count: 2, players: 1 });
    expect(say('en', 'CROSSTABLE_MISSING_OPPONENT', r.warnings[0]!.params)).toMatch(/^Row 3: 2 games against opponents no\. 7, 9,/);
  });

  test('an unreadable cell is a warning naming it; its round counts no game, the opponent keeps the points of its own cell', () => {
    const rows = SWISS.map((row, i) => (i === 3 ? [...row.slice(0, 6), '4x1', ...row.slice(7)] : row));
    const r = read(rows, CAPTION);
    expect(codes(r)).toEqual([['CROSSTABLE_BAD_CELL', 5], ['CROSSTABLE_POINTS_DIFFER', 5]]);
    expect(r.warnings[0]!.params).toEqual({ cell: 'G5', round: 2, value: '4x1' });
    expect(player(r, 3).rounds[1]).toEqual({ opponent: null, colour: null, result: 'Z' });
    // Wróbel's own cell says he lost to no. 3: the loss stands, without a game
    expect(player(r, 4).rounds[1]).toEqual({ opponent: null, colour: null, result: 'Z' });
    expect(r.incomplete).toEqual([3, 4]);
    expect(r.warnings[1]!.params).toEqual({ column: 'Pts.', points: '1.5', sum: '0.5' });
    expect(say('en', 'CROSSTABLE_BAD_CELL', r.warnings[0]!.params)).toBe('Cell G5 (round 2) "4x1" is not a crosstable result like 45w1, 12b½, 7w0, -1 or +; it counts as a round without a game.');
    expect(say('pl', 'CROSSTABLE_POINTS_DIFFER', r.warnings[1]!.params)).toBe('Kolumna Pts. podaje 1.5 pkt, a partie tego wiersza sumują się do 0.5.');
  });

  test('a game the sides tell differently: one warning, each row keeps its own points without the game', () => {
    // Mróz Jan's row says he won the round-1 game that Nowak Ola's row calls a draw
    const rows = SWISS.map((row, i) => (i === 2 ? [...row.slice(0, 5), '3w1', ...row.slice(6, 8), '2.5', '0'] : row));
    const r = read(rows, CAPTION);
    expect(codes(r)).toEqual([['CROSSTABLE_NOT_MIRRORED', 4]]);
    expect(r.warnings[0]!.params).toEqual({ cell: 'F4', round: 1, player: 2, opponent: 3, otherRow: 5, reason: 'result', result: '1', theirs: '½' });
    expect(player(r, 2).rounds[0]).toEqual({ opponent: null, colour: null, result: 'F' });
    expect(player(r, 3).rounds[0]).toEqual({ opponent: null, colour: null, result: 'H' });
    expect(r.incomplete).toEqual([2, 3]);
    expect(say('en', 'CROSSTABLE_NOT_MIRRORED', r.warnings[0]!.params)).toBe('Cell F4, round 1: no. 2 plays no. 3, but row 5 shows "½", which does not match "1". Each row keeps its own points; the tie-breaks of both players are incomplete.');
  });

  test('a game seen from one side only: a warning naming both rows', () => {
    const rows = SWISS.map((row, i) => (i === 4 ? [...row.slice(0, 5), '-1', ...row.slice(6)] : row));
    const r = read(rows, CAPTION);
    // Wróbel's row shows a bye in round 1: nobody plays him, and nobody is shown against him
    expect(r.warnings).toEqual([]);
    const alone = SWISS.map((row, i) => (i === 4 ? [...row.slice(0, 5), '5b0', ...row.slice(6)] : row));
    const s = read(alone, CAPTION);
    expect(codes(s)).toEqual([['CROSSTABLE_NOT_MIRRORED', 6], ['CROSSTABLE_POINTS_DIFFER', 6]]);
    expect(s.warnings[0]!.params).toMatchObject({ reason: 'opponent', player: 4, opponent: 5, otherRow: 7, shown: 1 });
    expect(player(s, 4).rounds[0]).toEqual({ opponent: null, colour: null, result: 'Z' });
    expect(player(s, 5).rounds[0]).toEqual({ opponent: 1, colour: 'b', result: '0' });
  });

  test('both sides with the same colour: said, and the game counts', () => {
    const rows = SWISS.map((row, i) => (i === 5 ? [...row.slice(0, 5), '1w0', ...row.slice(6)] : row));
    const r = read(rows, CAPTION);
    expect(codes(r)).toEqual([['CROSSTABLE_NOT_MIRRORED', 3]]);
    expect(r.warnings[0]!.params).toMatchObject({ reason: 'colour', colour: 'w' });
    expect(player(r, 5).rounds[0]).toEqual({ opponent: 1, colour: 'w', result: '0' });
    expect(r.incomplete).toEqual([]);
  });
});

// QUIRKS H2, H3, H4, H9: a starting-rank crosstable (opponents by No.), Rk. after the rounds, no Pts. column, the last round paired but not played
const STARTING = [
  ['No.', '', 'Name', 'Rtg', 'FED', '1.Rd', '2.Rd', 'Rk.', 'TB1'],
  ['1', '', 'Mcshane Luke', '2597', 'ENG', '  3w1', ' 2b', '1', '1'],
  ['2', '', 'Adams Michael', '2595', 'ENG', '  4b½', ' 1w', '2', '0,5'],
  ['3', '', 'Bell Aaron', '1440', 'ENG', '  1b0', '   -0', '4', '0'],
  ['4', '', 'Grieve Harry', '2508', 'ENG', '  2w½', '   -½', '3', '1'],
];

describe('opponents by start number or by final place (the preview says which)', () => {
  test('QUIRK H4: the caption says starting rank; a pending round is one warning for the round, no points, tie-breaks incomplete', () => {
    const r = read(STARTING, 'Starting rank crosstable');
    expect(r.numbering).toEqual({ numbering: 'start', reason: 'caption', captionSays: 'start', column: 'No.', mirrored: 6, games: 6 });
    expect(codes(r)).toEqual([['CROSSTABLE_PENDING_ROUND', 3]]);
    expect(r.warnings[0]!.params).toEqual({ round: 2, rows: '3–4', count: 2 });
    expect(player(r, 1).rounds[1]).toEqual({ opponent: 2, colour: 'b', result: ' ' });
    expect(player(r, 3).rounds[1]).toEqual({ opponent: null, colour: null, result: 'Z' });
    // no points column: the points come from the games (TB1 is the score)
    expect(r.tournament.players.map((p) => [p.points, sumOf(p)])).toEqual([[null, 2], [null, 1], [null, 0], [null, 2]]);
    expect(r.tournament.players.map((p) => p.rank)).toEqual([1, 2, 4, 3]);
    expect(r.incomplete).toEqual([1, 2]);
    expect(say('en', 'CROSSTABLE_PENDING_ROUND', r.warnings[0]!.params)).toBe('Round 2 is paired but not played (2 rows: 3–4): it gives no points, and the tie-breaks of these players are incomplete.');
    expect(say('pl', 'CROSSTABLE_PENDING_ROUND', r.warnings[0]!.params)).toBe('Runda 2 jest skojarzona, ale nierozegrana (2 wiersze: 3–4): nie daje punktów, a dodatkowa punktacja tych zawodników jest niepełna.');
  });
  test('without a caption, the numbering under which the games mirror', () => {
    const r = read(STARTING);
    expect(r.numbering).toMatchObject({ numbering: 'start', reason: 'mirrors', captionSays: null, mirrored: 6, games: 6 });
    expect(words('en', NUMBERING_WORDS)(r.numbering)).toBe('The games cells name each opponent by start number (column No.): under this numbering 6 of 6 games match the opponent\'s row.');
    expect(words('pl', NUMBERING_WORDS)(r.numbering)).toBe('Komórki partii wskazują przeciwnika numerem startowym (kolumna No.): przy tej numeracji 6 z 6 partii zgadza się z zapisem przeciwnika.');
  });
  test('a caption the games contradict is overruled by them', () => {
    const r = read(STARTING, 'Final Ranking crosstable after 2 Rounds');
    expect(r.numbering).toMatchObject({ numbering: 'start', reason: 'mirrors', captionSays: 'place' });
    expect(r.warnings.map((w) => w.code)).toEqual(['CROSSTABLE_PENDING_ROUND']);
    expect(words('en', NUMBERING_WORDS)(r.numbering)).toBe('The games cells name each opponent by start number (column No.): the caption says final place, but the games match from both sides only under this numbering.');
  });
  test('the preview\'s words when the caption decides', () => {
    const r = read(STARTING, 'Starting rank crosstable');
    expect(words('pl', NUMBERING_WORDS)(r.numbering)).toBe('Komórki partii wskazują przeciwnika numerem startowym (kolumna No.): tak podaje nagłówek tabeli.');
    expect(words('en', NUMBERING_WORDS)(read(SWISS.map((row) => row.slice(1)), CAPTION).numbering)).toBe('The games cells name each opponent by final place (the row order): the caption says so.');
  });
  test('"Fortschrittstabelle … nach Rangliste": by place, beside a start-number column', () => {
    const rows = [['Rg.', 'Nr.', 'Name', '1.Rd', '2.Rd', 'Pkt.'], ['1', '3', 'A', '2w1', '3b1', '2'], ['2', '1', 'B', '1b0', '-1', '1'], ['3', '2', 'C', '-1', '1w0', '1']];
    const r = read(rows, 'Fortschrittstabelle nach Rangliste');
    expect(r.numbering).toMatchObject({ numbering: 'place', reason: 'caption', column: 'Rg.' });
    expect(r.warnings).toEqual([]);
  });
  test('rows in start order without a start-number column (Rk. out of order): numbered by the row order', () => {
    const rows = STARTING.map((row) => row.slice(1));
    const r = read(rows);
    expect(r.numbering).toMatchObject({ numbering: 'start', reason: 'mirrors', column: null, mirrored: 6, games: 6 });
    expect(r.tournament.players.map((p) => [p.startNumber, p.name, p.rank])).toEqual([[1, 'Mcshane Luke', 1], [2, 'Adams Michael', 2], [3, 'Bell Aaron', 4], [4, 'Grieve Harry', 3]]);
    expect(read(rows, 'Starting rank crosstable').numbering).toMatchObject({ numbering: 'start', reason: 'caption', column: null });
  });
  test('rows in start order whose cells name opponents by Rk.: numbered by each row\'s Rk.', () => {
    const rk = new Map([['1', '1'], ['2', '2'], ['3', '4'], ['4', '3']]);
    const rows = STARTING.map((row, i) => (i === 0 ? row : row.map((c, k) => (k === 5 || k === 6 ? c.replace(/^(\s*)(\d+)/, (_, pad: string, n: string) => pad + rk.get(n)!) : c))));
    const r = read(rows);
    expect(r.numbering).toMatchObject({ numbering: 'place', reason: 'mirrors', column: 'Rk.', mirrored: 6, games: 6 });
    expect(r.tournament.players.map((p) => [p.startNumber, p.name])).toEqual([[1, 'Mcshane Luke'], [2, 'Adams Michael'], [4, 'Bell Aaron'], [3, 'Grieve Harry']]);
  });
  test('a start number that repeats or cannot be read: its row gets a number of its own, with a warning', () => {
    const rows = STARTING.map((row, i) => (i === 4 ? ['2', ...row.slice(1)] : i === 3 ? ['x', ...row.slice(1)] : row));
    const r = read(rows, 'Starting rank crosstable');
    expect(r.warnings.filter((w) => w.code === 'CROSSTABLE_RANK_REPEATS' || w.code === 'CROSSTABLE_NO_NUMBER').map((w) => [w.code, w.line, w.params])).toEqual([
      ['CROSSTABLE_NO_NUMBER', 5, { cell: 'A5', column: 'No.', value: 'x' }],
      ['CROSSTABLE_RANK_REPEATS', 6, { column: 'No.', rank: 2, first: 4 }],
    ]);
    expect(r.tournament.players.map((p) => p.startNumber)).toEqual([1, 2, 3, 4]);
    expect(r.incomplete).toEqual(expect.arrayContaining([3, 4]));
  });
});

// QUIRK C6: a round robin (the xref example's shape): opponents by column, a diagonal
const ROUND_ROBIN = [
  ['Rk.', '', 'Name', 'Rtg', 'FED', '1', '2', '3', '4', 'Pts.', 'TB1'],
  ['1', 'GM', 'Zaragatski Ilja', '2482', 'GER', '*', '1', '1', '+', '3', '3,50'],
  ['2', '', 'Kornitzky Tino', '2055', 'GER', '0', '*', '½', '1', '1,5', '1,25'],
  ['3', '', 'Wüest Andrin', '2225', 'SUI', '0', '½', '*', '1', '1,5', '0,75'],
  ['4', '', 'Vögtlin André', '1719', 'SUI', '-', '0', '0', '*', '0', '0,00'],
];

describe('a round-robin crosstable', () => {
  test('QUIRK C6: every pair once in a Berger schedule, points as published, a round robin for the tie-breaks', () => {
    const r = read(ROUND_ROBIN, CAPTION);
    expect(r.warnings).toEqual([]);
    expect(r.tournament.roundCount).toBe(3);
    expect(r.numbering).toMatchObject({ numbering: 'place', mirrored: 16, games: 16 });
    expect(r.tournament.players.map((p) => [p.points, sumOf(p)])).toEqual([[6, 6], [3, 3], [3, 3], [0, 0]]);
    const model = gamesModelFromTrf(r.tournament);
    expect(model.roundRobin).toBe(true);
    expect(everyPairMet(model.players)).toBe(true);
    expect(player(r, 1).rounds.find((x) => x.opponent === 4)).toEqual({ opponent: 4, colour: null, result: '+' });
    expect(player(r, 4).rounds.find((x) => x.opponent === 1)).toEqual({ opponent: 1, colour: null, result: '-' });
  });
  test('an empty diagonal and × read the same', () => {
    for (const mark of ['', '×', 'X']) {
      const rows = ROUND_ROBIN.map((row, i) => (i === 0 ? row : row.map((c) => (c === '*' ? mark : c))));
      const r = read(rows, CAPTION);
      expect(r.warnings).toEqual([]);
      expect(r.tournament.players.map(sumOf)).toEqual([6, 3, 3, 0]);
    }
  });
  test('a player\'s row deleted: the column stays, its games count for the others, incomplete', () => {
    const r = read(ROUND_ROBIN.slice(0, 4), CAPTION);
    expect(codes(r)).toEqual([['CROSSTABLE_MISSING_OPPONENT', 3]]);
    expect(r.warnings[0]!.params).toMatchObject({ rows: '3–5', opponents: '4', count: 3 });
    expect(r.tournament.players.map(sumOf)).toEqual([6, 3, 3]);
    expect(r.incomplete).toEqual([1, 2, 3]);
  });
});

describe('QUIRKS V1, V2: a Vega crosstable', () => {
  const vega = (cells: string[][]) => [['#', 'Player', 'Pts', '1', '2', '3'], ...cells];
  test('as the web-page reader gives it (21b0, -½) and as flattened text (021, ½ BYE): the same games', () => {
    const converted = vega([
      ['1', 'Hogg,Dean', '2.5', '3w1', '2b½', '-1'],
      ['2', 'Bassig,Hamish', '1.5', '4b1', '1w½', '3b0'],
      ['3', 'Ahmad,Ihtiram', '1.5', '1b0', '-½', '2w1'],
      ['4', 'Burtea,Stefan-Geo(W)', '0.0', '2w0', '', ''],
    ]);
    const flattened = vega([
      ['1', 'Hogg,Dean', '2.5', '13', '½2', ' 1BYE'],
      ['2', 'Bassig,Hamish', '1.5', '14', '½1', '03'],
      ['3', 'Ahmad,Ihtiram', '1.5', '01', ' ½ BYE', '12'],
      ['4', 'Burtea,Stefan-Geo(W)', '0.0', '02', ' ', ' '],
    ]);
    const a = read(converted);
    const b = read(flattened);
    expect(a.warnings).toEqual([]);
    expect(b.warnings).toEqual([]);
    // no place column: Vega's # is the start number the cells name
    expect(a.numbering).toMatchObject({ numbering: 'start', reason: 'mirrors', column: '#' });
    const games = (r: ReturnType<typeof read>) => r.tournament.players.map((p) => p.rounds.map((x) => [x.opponent, x.result]));
    expect(games(b)).toEqual(games(a));
    expect(a.tournament.players.map((p) => [p.points, sumOf(p)])).toEqual([[5, 5], [3, 3], [3, 3], [0, 0]]);
    // V2: the withdrawn player's empty cells are rounds without a game
    expect(player(a, 4).rounds.slice(1)).toEqual([{ opponent: null, colour: null, result: 'Z' }, { opponent: null, colour: null, result: 'Z' }]);
  });
});

describe('QUIRK V1: Vega forfeits as the web-page reader writes them', () => {
  test('12+ and 12- without a colour mirror each other; the forfeit counts for the points, not as a game played', () => {
    const r = read([['#', 'Player', 'Pts', '1', '2'], ['1', 'Hogg,Dean', '2', '2+', '-1'], ['2', 'Bassig,Hamish', '0', '1-', '-0']]);
    expect(r.warnings).toEqual([]);
    expect(player(r, 1).rounds).toEqual([{ opponent: 2, colour: null, result: '+' }, { opponent: null, colour: null, result: 'U' }]);
    expect(player(r, 2).rounds[0]).toEqual({ opponent: 1, colour: null, result: '-' });
  });
});

describe('the incomplete tie-breaks warning', () => {
  test('names the players, the first one\'s row, in Polish and English', () => {
    const p = incompleteTiebreaksProblem([{ name: 'Nowak Ola', line: 5 }, { name: 'Lis Anna', line: 3 }])!;
    expect(p).toMatchObject({ code: 'TIEBREAKS_INCOMPLETE', severity: 'warning', line: 3, params: { count: 2, players: 'Lis Anna, Nowak Ola' } });
    expect(say('en', p.code, p.params)).toBe('The tie-breaks of Lis Anna, Nowak Ola are computed from incomplete games.');
    expect(say('pl', p.code, p.params)).toBe('Dodatkowa punktacja zawodników Lis Anna, Nowak Ola jest liczona z niepełnych partii.');
    expect(incompleteTiebreaksProblem([])).toBeNull();
    const many = incompleteTiebreaksProblem(Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}`, line: i + 2 })))!;
    expect(say('en', many.code, many.params)).toBe('The tie-breaks of P1, P2, P3, P4, P5, P6, P7, P8, P9, P10 and 2 more are computed from incomplete games.');
  });
});

/** Published points of a row's points column, in half-points: `6`, `5.5`, `46,5`. */
const published = (cell: string) => Math.round(Number(cell.trim().replace(',', '.')) * 2);

/** A CSV file as the text container gives it (lib/import/container.ts: `#` lines are the user's comments, QUIRK C2). */
function csvSheet(file: string): Sheet {
  const read = readContainer(new Uint8Array(readFileSync(join(REAL, file))));
  if (!read.ok || read.container.kind !== 'text') throw new Error(file);
  return read.container.sheets[0]!;
}

function realTable(sheet: Sheet): SheetTable {
  const found = findTable(sheet, REQUIRED);
  if (!found.ok) throw new Error(JSON.stringify(found.errors));
  return found.table;
}

function pointsColumn(table: SheetTable): number {
  return table.header.cells.findIndex((c) => /^pts\.?$/i.test(c.trim()));
}

describe('whole real files: every row\'s points are the Pts. its owner published', () => {
  test('keshmat_may.xlsx (QUIRKS X1, X3, X5, X6, X7): 53 players, bare 0 and -1, forfeits', () => {
    const book = readWorkbook(new Uint8Array(readFileSync(join(REAL, 'keshmat_may.xlsx'))));
    if (!book.ok) throw new Error('workbook');
    const table = realTable(book.sheet);
    expect(table.roundColumns).toHaveLength(7);
    const r = crosstableTournament(table);
    if (!r.ok) throw new Error('crosstable');
    expect(r.warnings).toEqual([]);
    expect(r.incomplete).toEqual([]);
    expect(r.numbering).toEqual({ numbering: 'place', reason: 'caption', captionSays: 'place', column: 'Rk.', mirrored: 338, games: 338 });
    const pts = pointsColumn(table);
    expect(r.tournament.players).toHaveLength(53);
    for (const row of table.rows) {
      const p = r.tournament.players.find((x) => r.lines.get(x.startNumber) === row.row)!;
      expect([row.row, sumOf(p)]).toEqual([row.row, published(row.cells[pts]!)]);
    }
    // the cells as the sheet holds them: 31 bare 0 (no game, no point) and 2 bare -1 (the bye)
    const cells = table.rows.flatMap((row) => table.roundColumns.map((c) => row.cells[c]!));
    const results = r.tournament.players.flatMap((p) => p.rounds.map((x) => x.result));
    expect(cells.filter((c) => c === '0')).toHaveLength(31);
    expect(results.filter((x) => x === 'Z')).toHaveLength(31);
    expect(cells.filter((c) => c === '-1')).toHaveLength(2);
    expect(results.filter((x) => x === 'U')).toHaveLength(2);
    expect(player(r, 49).rounds.map((x) => x.result)).toEqual(['-', 'Z', 'Z', 'Z', 'Z', 'Z', 'Z']);
  });

  test('keshmat_may.xlsx through the upload\'s reader: the standings, no error', () => {
    const file = readTournamentFile(new Uint8Array(readFileSync(join(REAL, 'keshmat_may.xlsx'))), { tieBreaks: ['DE', 'BH/C1', 'BH'] });
    expect(file.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(file.rows).toHaveLength(53);
    expect(file.rows.find((x) => x.name === 'Arkadan Adib')).toMatchObject({ line: 69, points: 0 });
  });

  test('2018-moscow-open.csv (QUIRKS C1, C2, C3): 220 players, a withdrawn player\'s run of 0, decimal commas', () => {
    const table = realTable(csvSheet('2018-moscow-open.csv'));
    const r = crosstableTournament(table);
    if (!r.ok) throw new Error('crosstable');
    expect(r.warnings).toEqual([]);
    expect(r.tournament.players).toHaveLength(220);
    expect(r.numbering).toMatchObject({ numbering: 'place', reason: 'only', column: 'Rk.' });
    const pts = pointsColumn(table);
    expect(table.header.cells[pts]).toBe('Pts. ');
    const wrong = table.rows.filter((row) => {
      const p = r.tournament.players.find((x) => r.lines.get(x.startNumber) === row.row)!;
      return sumOf(p) !== published(row.cells[pts]!);
    });
    expect(wrong).toEqual([]);
    const ofitserian = r.tournament.players.find((p) => p.name === 'Ofitserian Boris')!;
    expect(ofitserian.rounds.map((x) => x.result)).toEqual(['=', '0', '-', 'Z', 'Z', 'Z', 'Z', 'Z', 'Z']);
    expect(ofitserian.points).toBe(1);
  });

  test('QUIRK X9 on a real file: 2018-moscow-open.csv cut after 100 ranks — every kept row keeps its published points, one warning names the rows', () => {
    const sheet = csvSheet('2018-moscow-open.csv');
    const table = realTable({ ...sheet, rows: sheet.rows.filter((r) => r.row <= 103) });
    const r = crosstableTournament(table);
    if (!r.ok) throw new Error('crosstable');
    expect(r.tournament.players).toHaveLength(100);
    const pts = pointsColumn(table);
    const wrong = table.rows.filter((row) => sumOf(r.tournament.players.find((x) => r.lines.get(x.startNumber) === row.row)!) !== published(row.cells[pts]!));
    expect(wrong).toEqual([]);
    expect(r.warnings).toEqual([expect.objectContaining({ code: 'CROSSTABLE_MISSING_OPPONENT', line: 4, params: expect.objectContaining({ rows: '4–22, 24–103', count: 332, players: 99 }) })]);
    // Lomasov (row 4) met no. 161: incomplete; Tsydypov (row 23, no. 20) met only players of the first 100: complete
    expect(r.incomplete).toHaveLength(99);
    expect(r.incomplete).not.toContain(20);
  });

  test('xref-to-gf-example-input.csv (QUIRK C6): the round robin\'s points, and Sonneborn-Berger equal to its published TB1', () => {
    const table = realTable(csvSheet('xref-to-gf-example-input.csv'));
    expect(table.opponentColumns).toEqual([5, 6, 7, 8, 9, 10]);
    const r = crosstableTournament(table);
    if (!r.ok) throw new Error('crosstable');
    expect(r.warnings).toEqual([]);
    const pts = pointsColumn(table);
    const tb1 = table.header.cells.findIndex((c) => c.trim() === 'TB1');
    const model = gamesModelFromTrf(r.tournament);
    const ranking = rankByChain(model, ['SB'], 'fide-2023');
    for (const row of table.rows) {
      const p = r.tournament.players.find((x) => r.lines.get(x.startNumber) === row.row)!;
      expect(sumOf(p)).toBe(published(row.cells[pts]!));
      const sb = ranking.find((x) => x.startNumber === p.startNumber)!.values.SB! / 4;
      expect([p.name, sb]).toEqual([p.name, Number(row.cells[tb1]!.replace(',', '.'))]);
    }
  });
});

describe('never throws, whatever the cells', () => {
  test('500 tables of random cells (a seeded generator): every row a player, every warning on a row of the table', () => {
    let seed = 37;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pieces = ['', '0', '-1', '-0', '-½', '+', '-', '*', '×', '1', '½', ' ', 'w', 'b', 's', 'z', '12', '3', '9999', 'x', 'BYE', 'not paired', '=', '1/2', '\u00A0'];
    const cell = () => Array.from({ length: next(4) }, () => pieces[next(pieces.length)]).join('');
    for (let t = 0; t < 500; t++) {
      const players = 1 + next(9);
      const roundRobin = next(2) === 0;
      const columns = roundRobin ? players : 1 + next(6);
      const header = ['Rk.', 'Name', ...Array.from({ length: columns }, (_, i) => (roundRobin ? String(i + 1) : `${i + 1}.Rd`)), 'Pts.'];
      const rows = Array.from({ length: players }, (_, i) => [next(5) === 0 ? '' : String(i + 1 + next(2)), `P${i}`, ...Array.from({ length: columns }, cell), cell()]);
      const table = tableOf([header, ...rows]);
      const r = crosstableTournament(table);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.tournament.players).toHaveLength(players);
      expect(new Set(r.lines.values()).size).toBe(players);
      const lines = new Set(table.rows.map((x) => x.row));
      for (const w of r.warnings) expect(lines.has(w.line)).toBe(true);
    }
  });
});

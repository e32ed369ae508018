import { formatName } from '@/lib/i18n/formats';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { decodeTable } from '@/lib/import/decode-table';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import { parseResultsFile, REQUIRED } from '@/lib/import/parse-results';
import { readGamesFile } from '@/lib/import/read-games-file';
import { readCrosstableCell } from '@/lib/import/spreadsheet/crosstable-tournament';
import { isDateFormat } from '@/lib/import/spreadsheet/read-xlsx';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
import { columnName, numberText, readCellReference, serialDate } from '@/lib/import/spreadsheet/sheet';
import { scanXml } from '@/lib/import/spreadsheet/xml-scan';
import { writePlayerLine } from '@/lib/import/trf/write-trf';
import { readFileExtras } from '@/lib/series/file-extras';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { t as say } from '@/lib/i18n/t';
import { chessResultsRows, chessResultsTournament, type ChessResultsPlayer } from '@/tests/fixtures/spreadsheets/chess-results';
import { excelSerial, writeOds, writeXlsx, type Cell } from '@/tests/fixtures/spreadsheets/write-spreadsheet';

const CHAIN = ['BH/M1', 'BH', 'WIN', 'PS'] as const;
const facts = { title: 'XII Turniej Świąteczny — Ełk 2024', date: '2024/12/28', rounds: 5 };
const players = chessResultsTournament(9, 5);
const rankingXlsx = writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { ...facts, crosstable: false }) }]);
const crossXlsx = writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { ...facts, crosstable: true }) }]);
/** Rows of the table start under the 17 lines of facts and the header (row 18). */
const FIRST_PLAYER_ROW = 19;

describe('a chess-results ranking list (.xlsx)', () => {
  const r = parseResultsFile(rankingXlsx, { rounds: 5 });
  test('every player on the row of the sheet they are on, with Polish letters intact', () => {
    expect(r.problems).toEqual([]);
    expect(r.rows).toHaveLength(9);
    expect(r.rows.map((x) => x.line)).toEqual(players.map((_, i) => FIRST_PLAYER_ROW + i));
    expect(r.rows[0]).toMatchObject({ place: 1, name: players[0]!.name, points: players[0]!.points, club: players[0]!.club, fed: 'POL' });
    expect(r.rows.map((x) => x.name)).toEqual(players.map((p) => p.name));
    expect(r.rows.some((x) => /[ąćęłńóśźż]/i.test(x.name))).toBe(true);
  });
  test('the facts above the table: title in line 2, date, rounds, type, caption', () => {
    expect(r.facts).toMatchObject({ encoding: 'xlsx', delimiter: '', style: 'chess-results' });
    expect(r.facts?.sheet).toMatchObject({ format: 'xlsx', sheet: 'Wyniki', sheets: 1, headerRow: 18, crosstable: false, title: facts.title, date: '2024-12-28', endDate: '2024-12-28', dateRow: 14, rounds: 5, roundsRow: 11, type: 'Swiss-System', caption: 'Final Ranking after 5 Rounds', captionRow: 17 });
  });
  test('the same sheet as .ods reads the same rows', () => {
    const ods = parseResultsFile(writeOds([{ name: 'Wyniki', rows: chessResultsRows(players, { ...facts, crosstable: false }) }]));
    expect(ods.problems).toEqual([]);
    expect(ods.facts?.encoding).toBe('ods');
    expect(ods.rows).toEqual(r.rows);
  });
  test('inline strings (as some exporters write them) read the same', () => {
    const inline = parseResultsFile(writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { ...facts, crosstable: false }) }], { inlineStrings: true }));
    expect(inline.rows).toEqual(r.rows);
  });
  test('the file name plays no part: the same bytes are a spreadsheet whatever they are called (the reader never sees a name)', () => {
    expect(decodeTable(rankingXlsx, REQUIRED)).toMatchObject({ ok: true, encoding: 'xlsx' });
  });
  test('the file extras: FIDE rating (Rtg), the unnamed title column and TB1–TB3 by sheet row', () => {
    const extras = readFileExtras(rankingXlsx);
    expect(extras.tieBreaks).toEqual(['TB1', 'TB2', 'TB3']);
    expect(extras.byLine.get(FIRST_PLAYER_ROW)).toEqual({ fideRating: players[0]!.rating, title: players[0]!.title || null, tieBreaks: [players[0]!.points * 2 + 0.5, players[0]!.points * 1.5, Math.floor(players[0]!.points / 2)] });
    expect(extras.hasTitle).toBe(true);
  });
  test('a date or round count that disagrees with the upload is a warning on its row; rows are still read', () => {
    const t = readTournamentFile(rankingXlsx, { tieBreaks: [...CHAIN], rounds: 7, date: '2024-12-29' });
    expect(t.rows).toHaveLength(9);
    expect(t.problems).toEqual([
      expect.objectContaining({ code: 'SHEET_DATE_DIFFERS', severity: 'warning', line: 14, params: { sheetDate: '2024-12-28', date: '2024-12-29' } }),
      expect.objectContaining({ code: 'SHEET_ROUNDS_DIFFER', severity: 'warning', line: 11, params: { sheetRounds: 5, rounds: 7 } }),
    ]);
    expect(readTournamentFile(rankingXlsx, { tieBreaks: [...CHAIN], rounds: 5, date: '2024-12-28' }).problems).toEqual([]);
  });
  test('a date cell (Excel serial number with a date format) and a date range', () => {
    const withCell = parseResultsFile(writeXlsx([{ name: 'S', rows: chessResultsRows(players, { ...facts, date: { date: '2024-12-28' }, crosstable: false }) }]));
    expect(withCell.facts?.sheet).toMatchObject({ date: '2024-12-28', dateRow: 14 });
    const range = readTournamentFile(writeXlsx([{ name: 'S', rows: chessResultsRows(players, { ...facts, date: '2024/12/27 to 2024/12/29', crosstable: false }) }]), { tieBreaks: [...CHAIN], date: '2024-12-28' });
    expect(range.facts?.sheet).toMatchObject({ date: '2024-12-27', endDate: '2024-12-29' });
    expect(range.problems.filter((p) => p.code === 'SHEET_DATE_DIFFERS')).toEqual([]);
  });
});

/** The TRF of the same tournament, written from the fixture's games (not from the sheet reader). */
function trfOf(list: readonly ChessResultsPlayer[], rounds: number): Uint8Array {
  const lines = ['012 XII Turniej Świąteczny — Ełk 2024', '042 2024/12/28', `XXR ${rounds}`, '092 Swiss-System'];
  for (const p of list) {
    lines.push(
      writePlayerLine({
        startNumber: p.rank,
        sex: null,
        title: p.title || null,
        name: p.name,
        rating: p.rating,
        federation: p.fed,
        fideId: null,
        birth: null,
        points: p.points,
        rank: p.rank,
        rounds: p.cells.map((c) => {
          if (c === '-1') return { opponent: null, colour: null, result: 'U' as const };
          const m = /^(\d+)([wb])(1|½|0)$/.exec(c)!;
          return { opponent: Number(m[1]), colour: m[2] as 'w' | 'b', result: m[3] === '1' ? ('1' as const) : m[3] === '0' ? ('0' as const) : ('=' as const) };
        }),
      }),
    );
  }
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

describe('a chess-results crosstable gives the games exactly as a TRF would', () => {
  const fromSheet = readTournamentFile(crossXlsx, { tieBreaks: [...CHAIN], rounds: 5, date: '2024-12-28' });
  const fromTrf = readTournamentFile(trfOf(players, 5), { tieBreaks: [...CHAIN], rounds: 5, date: '2024-12-28' });
  test('the same games model, edition, chain and ranking', () => {
    expect(fromSheet.games).not.toBeNull();
    expect(fromSheet.games!.model).toEqual(fromTrf.games!.model);
    expect(fromSheet.games!.edition).toBe(fromTrf.games!.edition);
    expect(fromSheet.games!.ranking).toEqual(fromTrf.games!.ranking);
  });
  test('the same rows (places from the games and the season chain), each on its sheet row', () => {
    // issue 37: the score place (ties by score) comes from the sheet's own tie-break columns, which a TRF has not
    // a TRF's rows come through the games model, which writes names as pages do ("Surname First", issue 40
    // item 5); the sheet's rows keep its "Surname, First" — the same name, compared as a page writes it
    const strip = (rows: typeof fromSheet.rows) => rows.map(({ line: _line, scorePlace: _score, ...rest }) => ({ ...rest, name: formatName(rest.name) }));
    expect(strip(fromSheet.rows)).toEqual(strip(fromTrf.rows));
    expect(fromSheet.rows.map((r) => r.line).sort((a, b) => a - b)).toEqual(players.map((_, i) => FIRST_PLAYER_ROW + i));
    expect(fromSheet.facts).toMatchObject({ style: 'chess-results-crosstable', sheet: { crosstable: true, roundColumns: 5, caption: 'Final Ranking crosstable after 5 Rounds' } });
  });
  test('the same warnings, by code (the file ranked ties by seed; the season by its chain)', () => {
    expect(fromSheet.problems.map((p) => p.code)).toEqual(fromTrf.problems.map((p) => p.code));
  });
  test('odd number of players: the pairing bye -1 is an unplayed full point', () => {
    const odd = chessResultsTournament(7, 5);
    const r = readTournamentFile(writeXlsx([{ name: 'S', rows: chessResultsRows(odd, { ...facts, crosstable: true }) }]), { tieBreaks: [...CHAIN] });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const bye = r.games!.model.players.flatMap((p) => p.rounds).filter((x) => x.result === 'U');
    expect(bye).toHaveLength(5);
  });
  test('a starting-rank crosstable (opponents named by SNo) reads the same games', () => {
    const seedOfRank = new Map(players.map((p) => [p.rank, p.seed]));
    const rows = chessResultsRows(players, { ...facts, crosstable: true }).map((row, i) => {
      if (!row || i < 17) return row;
      // an SNo column after Rk., and every cell's number the opponent's SNo
      if (i === 17) return [row[0]!, 'SNo', ...row.slice(1)];
      const p = players[i - 18]!;
      return [row[0]!, p.seed, ...row.slice(1, 5), ...p.cells.map((c) => c.replace(/^(\d+)/, (n) => String(seedOfRank.get(Number(n))))), ...row.slice(5 + p.cells.length)];
    });
    const bySno = readTournamentFile(writeXlsx([{ name: 'S', rows }]), { tieBreaks: [...CHAIN], rounds: 5, date: '2024-12-28' });
    expect(bySno.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const strip = (r: typeof bySno.rows) => r.map((x) => [x.line, x.place, x.name, x.points]);
    expect(strip(bySno.rows)).toEqual(strip(fromSheet.rows));
    expect(bySno.games!.ranking.map((r) => [r.name, r.values])).toEqual(fromSheet.games!.ranking.map((r) => [r.name, r.values]));
    expect(Object.keys(bySno.games!.ranking[0]!.values)).toEqual([...CHAIN]);
  });
  test('gp tiebreaks reads it: the tournament of the sheet, named and dated as the facts say', () => {
    const read = readGamesFile(crossXlsx);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.tournament.info).toMatchObject({ name: facts.title, startDate: '2024-12-28', declaredRounds: 5, type: 'Swiss-System' });
    expect(read.tournament.players).toHaveLength(9);
    const list = readGamesFile(rankingXlsx);
    expect(list).toMatchObject({ ok: false, errors: [{ code: 'SHEET_NOT_CROSSTABLE', line: 18 }] });
  });
  // issue 37 (formats §1, read what is there): what was an error refusing the file is a warning
  // naming the rows; the standings are computed
  test('a game not mirrored by the opponent is a warning on the sheet row; each row keeps its own cell', () => {
    const rows = chessResultsRows(players, { ...facts, crosstable: true });
    const row = rows[FIRST_PLAYER_ROW - 1]!;
    // the first player's round-1 cell claims a draw; the opponent's row shows a decisive game
    const at = row.findIndex((c) => typeof c === 'string' && /^\d+[wb][10]$/.test(c));
    const m = /^(\d+)([wb])(.)$/.exec(String(row[at]))!;
    row[at] = `${m[1]}${m[2]}½`;
    const r = readTournamentFile(writeXlsx([{ name: 'S', rows }]), { tieBreaks: [...CHAIN] });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.rows).toHaveLength(players.length);
    const other = FIRST_PLAYER_ROW - 1 + Number(m[1]);
    const warned = r.problems.find((p) => p.code === 'CROSSTABLE_NOT_MIRRORED')!;
    expect(warned).toMatchObject({ severity: 'warning', line: Math.min(FIRST_PLAYER_ROW, other), params: { reason: 'result' } });
    // the changed cell no longer adds up to the row's own Pts.
    expect(r.problems).toContainEqual(expect.objectContaining({ code: 'CROSSTABLE_POINTS_DIFFER', line: FIRST_PLAYER_ROW }));
  });
  test('a cell that is no result is a warning naming the cell; a repeated Rk. is the ranking list\'s error', () => {
    const rows = chessResultsRows(players, { ...facts, crosstable: true });
    rows[FIRST_PLAYER_ROW]![7] = '3x1';
    rows[FIRST_PLAYER_ROW + 3]![0] = 3;
    const r = readTournamentFile(writeXlsx([{ name: 'S', rows }]), { tieBreaks: [...CHAIN] });
    expect(r.rows).toEqual([]);
    // the opponents are numbered by the rows' places: a repeated Rk. is the row's position, as the cells count it
    expect(r.problems.filter((p) => p.severity === 'error').map((p) => [p.code, p.line])).toEqual([['PLACE_ORDER', FIRST_PLAYER_ROW + 4]]);
    expect(r.problems.find((p) => p.code === 'CROSSTABLE_BAD_CELL')).toMatchObject({ severity: 'warning', line: FIRST_PLAYER_ROW + 1, params: { cell: `H${FIRST_PLAYER_ROW + 1}`, round: 3, value: '3x1' } });
  });
});

describe('crosstable cells (formats §1)', () => {
  test.each([
    { cell: '45w1', expected: { opponent: 45, colour: 'w', result: '1' } },
    { cell: '12b½', expected: { opponent: 12, colour: 'b', result: '=' } },
    { cell: '7w0', expected: { opponent: 7, colour: 'w', result: '0' } },
    { cell: '3b=', expected: { opponent: 3, colour: 'b', result: '=' } },
    { cell: '9s1', expected: { opponent: 9, colour: 'b', result: '1' } },
    { cell: '45w+', expected: { opponent: 45, colour: 'w', result: '+' } },
    { cell: '12b-', expected: { opponent: 12, colour: 'b', result: '-' } },
    { cell: '-1', expected: { opponent: null, colour: null, result: 'U' } },
    { cell: '-½', expected: { opponent: null, colour: null, result: 'H' } },
    { cell: '-0', expected: { opponent: null, colour: null, result: 'Z' } },
    { cell: '', expected: { opponent: null, colour: null, result: 'Z' } },
    { cell: '-', expected: { opponent: null, colour: null, result: '-' } },
    { cell: '+', expected: { opponent: null, colour: null, result: 'F' } },
    { cell: '451', expected: null },
    { cell: 'w1', expected: null },
    { cell: '0w1', expected: null },
    { cell: '12x1', expected: null },
  ])('$cell', ({ cell, expected }) => {
    expect(readCrosstableCell(cell)).toEqual(expected);
  });
});

const plainRows = (rows: Cell[][]) => writeXlsx([{ name: 'Arkusz1', rows }]);
const header: Cell[] = ['Rk.', 'Name', 'Pts.'];

describe('bad spreadsheets: a clear message with the sheet row, nothing read', () => {
  test('several sheets: the first is read, the others named in a warning', () => {
    const r = parseResultsFile(writeXlsx([{ name: 'Końcowy', rows: [header, [1, 'Łęcka Ewa', 5]] }, { name: 'Runda 1', rows: [['x']] }, { name: 'Runda 2', rows: [['y']] }]));
    expect(r.rows).toHaveLength(1);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'SHEET_OTHER_SHEETS', severity: 'warning', params: { sheet: 'Końcowy', others: 'Runda 1, Runda 2', count: 2 } })]);
    expect(say('pl', 'SHEET_OTHER_SHEETS', { sheet: 'Końcowy', others: 'Runda 1, Runda 2', count: 2 })).toBe('Czytany jest tylko pierwszy arkusz „Końcowy”; pozostałe arkusze (Runda 1, Runda 2) są pominięte.');
    expect(say('en', 'SHEET_OTHER_SHEETS', { sheet: 'Końcowy', others: 'Runda 1', count: 1 })).toBe('Only the first sheet "Końcowy" is read; the other sheet (Runda 1) is not.');
  });
  test('a hidden first sheet is skipped: the first sheet the arbiter sees is read', () => {
    const r = parseResultsFile(writeXlsx([{ name: 'Ukryty', rows: [['nic']] }, { name: 'Wyniki', rows: [header, [1, 'Mróz Jan', 5]] }], { hidden: [0] }));
    expect(r.rows.map((x) => x.name)).toEqual(['Mróz Jan']);
  });
  test('merged cells: the value is read on every row it covers, with a warning naming the range', () => {
    const r = parseResultsFile(writeXlsx([{ name: 'S', rows: [['Turniej'], header, [1, 'Łęcka Ewa', 5], [1, 'Mróz Jan', null], [3, 'Nowak Ola', 4]], merged: ['A1:C1', 'C3:C4'] }]));
    expect(r.rows.map((x) => [x.line, x.place, x.name, x.points])).toEqual([
      [3, 1, 'Łęcka Ewa', 10],
      [4, 1, 'Mróz Jan', 10],
      [5, 3, 'Nowak Ola', 8],
    ]);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'SHEET_MERGED_CELLS', line: 3, params: { range: 'C3:C4', value: '5', first: 3, last: 4 } })]);
  });
  test('formulas: the value the program computed is read; one never computed is a warning on its row, and the empty points an error there', () => {
    const ok = parseResultsFile(plainRows([header, [1, 'Łęcka Ewa', { formula: 'SUM(D2:H2)', value: 4.5 }], [2, { formula: 'CONCAT("Mróz ";"Jan")', value: 'Mróz Jan' }, { formula: '1+2', value: 3 }]]));
    expect(ok.problems).toEqual([]);
    expect(ok.rows.map((x) => [x.name, x.points])).toEqual([
      ['Łęcka Ewa', 9],
      ['Mróz Jan', 6],
    ]);
    const never = parseResultsFile(plainRows([header, [1, 'Łęcka Ewa', { formula: 'SUM(D2:H2)' }]]));
    expect(never.rows).toEqual([]);
    expect(never.problems.map((p) => [p.code, p.line])).toEqual([
      ['SHEET_FORMULA_NO_VALUE', 2],
      ['BAD_POINTS', 2],
    ]);
    expect(never.problems[0]!.params).toEqual({ cell: 'C2' });
  });
  test('dates as serial numbers: a date-formatted cell is a date; in the register, birth and period dates read', () => {
    const reg = parseRegistryFile(plainRows([['cr_id', 'name', 'birth', 'club', 'from'], ['43121', 'Lis Katarzyna', { date: '2009-05-14' }, 'UKS Jedynka Olsztyn', { serial: excelSerial('2024-01-01'), date: true }]]));
    expect(reg.problems).toEqual([]);
    expect(reg.rows[0]).toMatchObject({ line: 2, crId: '43121', name: 'Lis Katarzyna', birthYear: 2009, club: 'UKS Jedynka Olsztyn', from: '2024-01-01' });
    expect(serialDate(45654, false)).toBe('2024-12-28');
    expect(serialDate(1, false)).toBe('1900-01-01');
    expect(serialDate(61, false)).toBe('1900-03-01');
    expect(serialDate(0, true)).toBe('0');
    expect(serialDate(44192, true)).toBe('2024-12-28');
  });
  test('an empty first sheet', () => {
    const r = parseResultsFile(writeXlsx([{ name: 'Arkusz1', rows: [] }, { name: 'Wyniki', rows: [header, [1, 'A', 1]] }]));
    expect(r.rows).toEqual([]);
    expect(r.problems[0]).toMatchObject({ code: 'SHEET_EMPTY', severity: 'error', line: 0, params: { sheet: 'Arkusz1' } });
    expect(say('pl', 'SHEET_EMPTY', { sheet: 'Arkusz1' })).toBe('Pierwszy arkusz „Arkusz1” jest pusty; wyniki muszą być na pierwszym arkuszu.');
  });
  test('a sheet with no Rk./Name/Pts. header', () => {
    const r = parseResultsFile(plainRows([['Turniej'], ['Lp', 'Gracz', 'Wynik'], [1, 'A', 5]]));
    expect(r.rows).toEqual([]);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'SHEET_NO_HEADER', severity: 'error', params: expect.objectContaining({ sheet: 'Arkusz1', last: 3 }) })]);
    expect(say('pl', 'SHEET_NO_HEADER', r.problems[0]!.params)).toMatch(/^Żaden wiersz arkusza „Arkusz1” \(przeszukano wiersze 1–3\) nie jest nagłówkiem tabeli: potrzebne są kolumny place \(Rk\., M-ce/);
  });
  test('a bad value is refused on its sheet row, in Polish and English', () => {
    const r = parseResultsFile(writeXlsx([{ name: 'S', rows: chessResultsRows(players, { ...facts, crosstable: false }).map((row, i) => (i === FIRST_PLAYER_ROW + 1 ? row!.map((c, k) => (k === 6 ? '4,7' : c)) : row)) }]));
    expect(r.rows).toEqual([]);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'POINTS_NOT_HALF', line: FIRST_PLAYER_ROW + 2 })]);
  });
  test('notes below the table end it, with a warning naming their rows', () => {
    const r = parseResultsFile(plainRows([header, [1, 'Łęcka Ewa', 5], [2, 'Mróz Jan', 4], [], ['Annotation:'], ['Tie Break1: Buchholz']]));
    expect(r.rows).toHaveLength(2);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'SHEET_ROWS_AFTER_TABLE', line: 5, params: { first: 5, last: 6 } })]);
    // an empty row inside the table does not lose the players after it
    const gap = parseResultsFile(plainRows([header, [1, 'Łęcka Ewa', 5], [], [2, 'Mróz Jan', 4]]));
    expect(gap.rows.map((x) => x.line)).toEqual([2, 4]);
  });
  test('a password-protected workbook, an .xls, a corrupt file, a zip that is no spreadsheet', () => {
    const ole = (stream: string) => {
      const b = new Uint8Array(2048);
      b.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      [...stream].forEach((ch, i) => {
        b[1024 + i * 2] = ch.charCodeAt(0);
      });
      return b;
    };
    expect(parseResultsFile(ole('EncryptionInfo')).problems).toEqual([expect.objectContaining({ code: 'SHEET_PASSWORD', line: 0 })]);
    expect(parseResultsFile(ole('Workbook')).problems).toEqual([expect.objectContaining({ code: 'SHEET_OLD_EXCEL', line: 0 })]);
    expect(parseResultsFile(rankingXlsx.slice(0, 2000)).problems).toEqual([expect.objectContaining({ code: 'SHEET_CORRUPT' })]);
    expect(parseResultsFile(zipSync({ 'word/document.xml': strToU8('<w:document/>') })).problems).toEqual([expect.objectContaining({ code: 'SHEET_NOT_SPREADSHEET' })]);
    const brokenXml = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>'), 'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'), 'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>7</v></c></row></sheetData></worksheet>') });
    expect(parseResultsFile(brokenXml).problems).toEqual([expect.objectContaining({ code: 'SHEET_CORRUPT' })]);
    for (const code of ['SHEET_PASSWORD', 'SHEET_OLD_EXCEL', 'SHEET_CORRUPT', 'SHEET_NOT_SPREADSHEET']) {
      expect(say('pl', code)).not.toBe(say('en', code));
      expect(say('pl', code).length).toBeGreaterThan(30);
    }
  });
  test('a workbook that unpacks to more than the limit is refused before it is unpacked', () => {
    // a sheet part that declares 200 MB (a "zip bomb"); fflate never inflates past the declared size
    const big = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>'), 'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'), 'xl/worksheets/sheet1.xml': new Uint8Array(1000) });
    const view = new DataView(big.buffer, big.byteOffset, big.byteLength);
    for (let i = big.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(i + 28, true);
      const name = new TextDecoder().decode(big.subarray(i + 46, i + 46 + nameLength));
      if (name === 'xl/worksheets/sheet1.xml') view.setUint32(i + 24, 200 * 1024 * 1024, true);
    }
    expect(parseResultsFile(big).problems).toEqual([expect.objectContaining({ code: 'SHEET_TOO_LARGE', params: { mb: 64 } })]);
  });
  test('a 10 MB sheet (the upload limit) of 84 000 players reads, each on its row', () => {
    // a note of pseudo-random letters on each row keeps the zip from shrinking: the file is 10 MB packed
    let seed = 12345;
    const noise = () => Array.from({ length: 20 }, () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed.toString(36))).join('');
    const rows: Cell[][] = [[...header, 'Uwagi']];
    for (let i = 1; i <= 84_000; i++) rows.push([i, `Zawodnik ${i} Źdźbło-${(i * 7919) % 100_003}`, 5, noise()]);
    const file = writeXlsx([{ name: 'S', rows }], { inlineStrings: true });
    expect(file.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(file.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const r = parseResultsFile(file);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.rows).toHaveLength(84_000);
    expect(r.rows[83_999]).toMatchObject({ line: 84_001, place: 84_000, name: 'Zawodnik 84000 Źdźbło-' + ((84_000 * 7919) % 100_003) });
  }, 120_000);
});

describe('the register upload reads a spreadsheet with its own columns', () => {
  test('rows on their sheet rows; a missing cr_id column is a clear error', () => {
    const reg = parseRegistryFile(plainRows([['Wyciąg z Centralnego Rejestru'], [], ['cr_id', 'name', 'club', 'region'], ['39771', 'Maciejewski Józef', 'MKS Żuławy Elbląg', 'warmińsko-mazurskie']]));
    expect(reg.problems).toEqual([]);
    expect(reg.rows).toEqual([expect.objectContaining({ line: 4, crId: '39771', name: 'Maciejewski Józef', club: 'MKS Żuławy Elbląg', region: 'warmińsko-mazurskie' })]);
    const bad = parseRegistryFile(plainRows([['name', 'club'], ['Maciejewski Józef', 'MKS']]));
    expect(bad.rows).toEqual([]);
    expect(bad.problems).toEqual([expect.objectContaining({ code: 'SHEET_NO_HEADER', params: expect.objectContaining({ expected: expect.stringContaining('cr_id') }) })]);
  });
});

describe('the pieces', () => {
  test.each([
    ['A1', { column: 0, row: 1 }],
    ['AB12', { column: 27, row: 12 }],
    ['$C$7', { column: 2, row: 7 }],
    ['xfd1048576', { column: 16383, row: 1048576 }],
    ['A', null],
    ['12', null],
    ['ABCD1', null],
    ['A1B', null],
  ])('cell reference %s', (ref, expected) => {
    expect(readCellReference(ref)).toEqual(expected);
    if (expected) expect(columnName(expected.column)).toBe(ref.replace(/\$/g, '').replace(/\d+$/, '').toUpperCase());
  });
  test('numbers as an arbiter types them', () => {
    expect([numberText(6.5), numberText(20.450000000000003), numberText(1378397), numberText(-0.5)]).toEqual(['6.5', '20.45', '1378397', '-0.5']);
  });
  test.each([
    ['yyyy/mm/dd', true],
    ['dd.mm.yyyy', true],
    ['[$-415]d mmmm yyyy', true],
    ['0.0', false],
    ['General', false],
    ['h:mm', false],
    ['"Pts" 0', false],
    ['mm:ss', false],
  ])('date format %s → %s', (code, expected) => {
    expect(isDateFormat(code)).toBe(expected);
  });
  test('the XML scanner: prefixes, entities, CDATA; a DOCTYPE or a broken tag ends it', () => {
    const seen: string[] = [];
    expect(scanXml('<x:a b="1 &amp; 2" c=\'&#x141;\'><x:t>Ł&lt;ódź&gt;</x:t><![CDATA[<raw>]]></x:a>', { open: (n, a) => seen.push(`${n}${JSON.stringify(a)}`), text: (t) => seen.push(t) })).toEqual({ ok: true });
    expect(seen).toEqual(['a{"b":"1 & 2","c":"Ł"}', 't{}', 'Ł<ódź>', '<raw>']);
    expect(scanXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', { open: () => {} }).ok).toBe(false);
    expect(scanXml('<a><b></a', { open: () => {} }).ok).toBe(false);
    expect(scanXml('<a b="1"', { open: () => {} }).ok).toBe(false);
  });
  test('an attribute named __proto__ is only an attribute', () => {
    let attrs: Record<string, string> = {};
    scanXml('<c __proto__="x" r="A1"/>', { open: (_n, a) => (attrs = a) });
    expect(attrs.r).toBe('A1');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('random bytes never throw (property)', () => {
  const valid = rankingXlsx;
  test('any bytes, bytes after a zip or OLE signature, and damaged copies of a real workbook', () => {
    const anyBytes = fc.uint8Array({ maxLength: 4096 });
    const zipPrefixed = fc.uint8Array({ maxLength: 4096 }).map((b) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...b]));
    const olePrefixed = fc.uint8Array({ maxLength: 2048 }).map((b) => Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...b]));
    const damaged = fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }).map((edits) => {
      const copy = valid.slice();
      for (const [at, value] of edits) copy[at] = value;
      return copy;
    });
    const truncated = fc.nat(valid.length).map((n) => valid.slice(0, n));
    fc.assert(
      fc.property(fc.oneof(anyBytes, zipPrefixed, olePrefixed, damaged, truncated), (bytes) => {
        const r = readTournamentFile(bytes, { tieBreaks: [...CHAIN], rounds: 5, date: '2024-12-28' });
        expect(Array.isArray(r.problems)).toBe(true);
        if (r.problems.some((p) => p.severity === 'error')) expect(r.rows).toEqual([]);
        parseRegistryFile(bytes);
        readGamesFile(bytes);
        readFileExtras(bytes);
        const book = readWorkbook(bytes);
        if (!book.ok) expect(book.errors[0]!.line).toBe(0);
      }),
      { numRuns: 400 },
    );
  });
});

import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { parseResultsFile } from '@/lib/import/parse-results';
import { decodeText } from '@/lib/import/decode';
import { detectDelimiter } from '@/lib/import/csv';
import { bytes, cp1250 } from '@/tests/helpers';

const PLAIN = 'place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Maciejewski Józef,39771,1378397,1963,M,MKS Żuławy Elbląg,warmińsko-mazurskie,2100,8.5\n';
const ARBITER = 'M-ce;Nazwisko i imię;Rok ur.;Płeć;Ranking;Klub;Pkt.;Bch.;Progr.\r\n2;BARANOWSKI PAWEŁ;2009;M;2150;LKS Pionek Ełk;8,5;38,2;42,5\r\n';
const RESULTS = '\uFEFFRk.\tSNo\tName\tsex\tFED\tRtgN\tFideID\tClub/City\tPts.\tTB1\tTB2\n1\t4\tWoźniak, Marcin\t\tPOL\t2100\t1378397\tUKS Jedynka Olsztyn\t8.5\t0\t0\n';

describe('the three real-world styles of formats §1 import', () => {
  test('plain UTF-8 with commas', () => {
    const r = parseResultsFile(bytes(PLAIN));
    expect(r.problems).toEqual([]);
    expect(r.facts).toMatchObject({ encoding: 'utf-8', delimiter: ',', style: 'plain' });
    expect(r.rows[0]).toMatchObject({ line: 2, place: 1, name: 'Maciejewski Józef', crId: '39771', fideId: '1378397', birthYear: 1963, sex: 'M', club: 'MKS Żuławy Elbląg', region: 'warmińsko-mazurskie', rating: 2100, points: 17 });
  });
  test('ChessArbiter: Windows-1250, semicolons, CRLF, decimal comma', () => {
    const r = parseResultsFile(cp1250(ARBITER));
    expect(r.problems).toEqual([]);
    expect(r.facts).toMatchObject({ encoding: 'windows-1250', delimiter: ';', style: 'chessarbiter' });
    expect(r.rows[0]).toMatchObject({ place: 2, name: 'BARANOWSKI PAWEŁ', birthYear: 2009, rating: 2150, club: 'LKS Pionek Ełk', points: 17 });
  });
  test('chess-results: UTF-8 with BOM, tabs', () => {
    const r = parseResultsFile(bytes(RESULTS));
    expect(r.problems).toEqual([]);
    expect(r.facts).toMatchObject({ encoding: 'utf-8-bom', delimiter: '\t', style: 'chess-results' });
    expect(r.rows[0]).toMatchObject({ place: 1, name: 'Woźniak, Marcin', fed: 'POL', rating: 2100, fideId: '1378397', club: 'UKS Jedynka Olsztyn', points: 17, sex: null });
  });
  test('headers match case-insensitively after trimming; quoted cells keep their commas', () => {
    const r = parseResultsFile(bytes(' PLACE ;  Zawodnik ; PUNKTY;Kat.\n1;"Nowak; Jan";6½;II\n'));
    expect(r.problems).toEqual([]);
    expect(r.rows[0]).toMatchObject({ name: 'Nowak; Jan', points: 13, category: 'II' });
  });
});

test('delimiter is detected from the header line', () => {
  expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
  expect(detectDelimiter('a\tb\tc')).toBe('\t');
  expect(detectDelimiter('a,b,c')).toBe(',');
  expect(detectDelimiter('"a;x",b,c')).toBe(',');
});

test('bytes that are not valid UTF-8 are Windows-1250', () => {
  const r = decodeText(cp1250('Łukasz Wiśniewski'));
  expect(r).toEqual({ ok: true, text: 'Łukasz Wiśniewski', encoding: 'windows-1250', warnings: [] });
});

describe('every bad input of formats §1 is refused with its line, and no rows come back', () => {
  const header = 'place,name,points\n';
  test.each([
    { label: 'empty file', text: '', code: 'EMPTY_FILE', line: 0 },
    { label: 'only blank lines', text: '\n\n  \n', code: 'EMPTY_FILE', line: 0 },
    { label: 'missing points column', text: 'place,name\n1,Nowak Jan\n', code: 'MISSING_COLUMN', line: 1 },
    { label: 'missing name column', text: 'place,points\n1,5\n', code: 'MISSING_COLUMN', line: 1 },
    { label: 'header but no players', text: header, code: 'NO_ROWS', line: 0 },
    { label: 'place does not parse', text: header + '1,A,5\nx,B,4\n', code: 'BAD_PLACE', line: 3 },
    { label: 'points do not parse', text: header + '1,A,5\n2,B,four\n', code: 'BAD_POINTS', line: 3 },
    { label: 'points not a multiple of ½', text: header + '1,A,5.25\n', code: 'POINTS_NOT_HALF', line: 2 },
    { label: 'a shared place with different points', text: header + '1,A,5\n2,B,4\n2,C,3\n', code: 'SHARED_PLACE_POINTS', line: 4 },
    { label: 'a place lower than the previous row', text: header + '1,A,5\n3,B,4\n2,C,3\n', code: 'PLACE_ORDER', line: 4 },
    { label: 'unterminated quote', text: header + '1,"A,5\n2,B,4\n', code: 'UNTERMINATED_QUOTE', line: 2 },
  ])('$label → $code on line $line', ({ text, code, line }) => {
    const r = parseResultsFile(bytes(text));
    expect(r.rows).toEqual([]);
    expect(r.problems).toContainEqual(expect.objectContaining({ code, line, severity: 'error' }));
    for (const p of r.problems) expect(inEnglish(p).message.length).toBeGreaterThan(10);
  });
  // Issue 37 (formats §1 "read what is there"): a row without a name no longer refuses the file
  // (it was MISSING_NAME, an error): it is not read, a warning names it, the others are.
  test('a row without a name is a warning and the others are read', () => {
    const r = parseResultsFile(bytes(header + '1,,5\n2,B,4\n'));
    expect(r.rows.map((x) => x.name)).toEqual(['B']);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'ROW_WITHOUT_NAME', line: 2, severity: 'warning' })]);
  });
  // Issue 27: a gap no tie explains moved from the errors above to a warning (formats §1).
  test('a gap no tie explains is a warning and the file imports with its places', () => {
    const r = parseResultsFile(bytes(header + '1,A,5\n2,B,4\n4,C,3\n'));
    expect(r.rows.map((x) => x.place)).toEqual([1, 2, 4]);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'PLACE_GAP', line: 4, severity: 'warning' })]);
  });
  test('points above the number of rounds, when known', () => {
    const r = parseResultsFile(bytes(header + '1,A,9.5\n'), { rounds: 9 });
    expect(r.problems).toEqual([expect.objectContaining({ code: 'POINTS_ABOVE_ROUNDS', line: 2 })]);
    expect(parseResultsFile(bytes(header + '1,A,9.5\n'), { rounds: 11 }).problems).toEqual([]);
  });
  test('a file that is not text', () => {
    const r = parseResultsFile(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]));
    expect(r.problems).toEqual([expect.objectContaining({ code: 'NOT_TEXT', line: 0 })]);
  });
  test('the first bytes of a zip archive are a spreadsheet (issue 27): a truncated one is a damaged spreadsheet, not "not text"', () => {
    const r = parseResultsFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]));
    expect(r.problems).toEqual([expect.objectContaining({ code: 'SHEET_CORRUPT', line: 0 })]);
  });
  test('line numbers count blank lines and line breaks inside quotes', () => {
    const r = parseResultsFile(bytes(header + '\n1,"Nowak\nJan",5\n\n2,B,x\n'));
    expect(r.problems).toEqual([expect.objectContaining({ code: 'BAD_POINTS', line: 6 })]);
  });
  test('all problems are listed, not only the first', () => {
    const r = parseResultsFile(bytes(header + '1,A,x\n3,B,y\n'));
    expect(r.problems.map((p) => [p.code, p.line])).toEqual([['BAD_POINTS', 2], ['PLACE_GAP', 3], ['BAD_POINTS', 3]]);
  });
});

test('doubtful optional values are warnings and the file still imports', () => {
  const r = parseResultsFile(bytes('place,name,points,sex,birth,rating\n1,A,5,X,1963-02-30,abc\n'));
  expect(r.rows).toHaveLength(1);
  expect(r.rows[0]).toMatchObject({ sex: null, birthYear: null, rating: null });
  expect(r.problems.map((p) => [p.code, p.severity])).toEqual([['BAD_BIRTH', 'warning'], ['BAD_SEX', 'warning'], ['BAD_RATING', 'warning']]);
});

test('a file of nothing but delimiters is empty', () => {
  expect(parseResultsFile(bytes(';')).problems).toEqual([expect.objectContaining({ code: 'EMPTY_FILE' })]);
  expect(parseResultsFile(bytes(',,,\n,,\n')).problems).toEqual([expect.objectContaining({ code: 'EMPTY_FILE' })]);
});

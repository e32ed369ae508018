import { describe, expect, test } from 'vitest';
import { looksLikeTrf } from '@/lib/import/trf/looks-like-trf';
import { programFile } from '@/lib/import/program-file';
import { readTournamentFile } from '@/lib/series/tournament-file';

/**
 * The quirks of tests/fixtures/real-files/QUIRKS.md that concern the text container, the tables
 * stage and the rows stage, one small test each, with the exact cell text of the real files (the web
 * page's are in web-page-quirks.test.ts, the games cells' in crosstable-cells.test.ts).
 */
const bytes = (s: string) => new TextEncoder().encode(s);
const read = (s: string) => readTournamentFile(bytes(s), { tieBreaks: ['BH'] });
const codes = (r: ReturnType<typeof read>) => r.problems.map((p) => p.code);

describe('QUIRKS.md, text and tables', () => {
  test('C1: semicolons, CRLF, decimal commas, rows padded with ";" to the widest, a caption starting with ";"', () => {
    const r = read(';;Final Ranking after 5 Rounds;;;;\r\nRk.;;Name;Rtg;FED;Pts. ;TB1;TB2 \r\n1;GM;Zaragatski Ilja;2482;GER;5;10,00;0\r\n2;;Kornitzky Tino;2055;GER;3,5;5,00;0\r\n;;;;;;;\r\n');
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.rows.map((x) => [x.place, x.name, x.points])).toEqual([[1, 'Zaragatski Ilja', 10], [2, 'Kornitzky Tino', 7]]);
    expect(r.facts?.delimiter).toBe(';');
  });
  test('C2: lines commented out with "#" are not read, and a warning says which; no final newline', () => {
    const r = read('Rk.;Name;Pts.\n1;A;5\n#2;B;4\n3;C;3\n# Tie Break1: Sonneborn-Berger-Tie-Break variable');
    expect(r.rows.map((x) => x.name)).toEqual(['A', 'C']);
    expect(r.problems.find((p) => p.code === 'LINES_COMMENTED')).toMatchObject({ line: 3, params: { count: 2, first: 3, last: 5 } });
  });
  test('C4: a caption line with no delimiter above a semicolon table', () => {
    const r = read('Uit de toernooibestanden van Chess Results\nRk.;Naam;Ptn.\n1;A;5\n2;B;4\n');
    expect(r.rows.map((x) => [x.place, x.name])).toEqual([[1, 'A'], [2, 'B']]);
  });
  test('X8: an empty rank for a player tied with the row above takes its place; for another, the position', () => {
    const r = read('Rk.,Name,Pts.\n1,A,5\n,B,5\n3,C,4\n,D,3\n');
    expect(r.rows.map((x) => x.place)).toEqual([1, 1, 3, 4]);
    expect(r.problems.filter((p) => p.code === 'PLACE_EMPTY').map((p) => [p.line, p.params?.tied])).toEqual([[3, 'yes'], [5, 'no']]);
  });
  test('X10: the table starts on the first line, empty rows at the end', () => {
    const r = read('Rk.,,Name,Rtg,FED,Pts.\n1,,A,2000,POL,5\n2,,B,1900,POL,4\n,,,,,\n,,,,,\n');
    expect(r.rows).toHaveLength(2);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
  test('X12: a name with a trailing space or a double space between surname and first name', () => {
    const r = read('Rk.;Name;Pts.\n1;Kaloust Giorgio ;6\n2;Pawar  Sohum;5\n');
    expect(r.rows.map((x) => x.name)).toEqual(['Kaloust Giorgio', 'Pawar Sohum']);
  });
  test('X13: a footer after an empty row, its text repeated in every cell, is not a player', () => {
    const url = 'You find all details to this tournament under  http://chess-results.com/tnr1176860.aspx?lan=1';
    const r = read(`Rk.;Name;Pts.\n1;A;5\n2;B;4\n\n${url};${url};${url}\nChess-Tournament-Results-Server: Chess-Results\n`);
    expect(r.rows.map((x) => x.name)).toEqual(['A', 'B']);
    expect(codes(r)).toContain('SHEET_ROWS_AFTER_TABLE');
  });
  test('H4 as text: no place column, the row order is the place', () => {
    const r = read('Teilnehmer;Punkte\nA;5\nB;4\n');
    expect(r.rows.map((x) => x.place)).toEqual([1, 2]);
    expect(codes(r)).toContain('PLACE_FROM_ORDER');
  });
  test('X15: a pairings export is refused for what it is', () => {
    const r = read('Bo.;;White;Rtg;Pts.;Result;Pts.;Black;Rtg\n1;;A;2000;0;1 - 0;0;B;1900\n');
    expect(r.problems[0]).toMatchObject({ code: 'NOT_RESULTS', params: { what: 'pairings' } });
  });
  test('X18: a start list (its caption says so) is refused for what it is', () => {
    const r = read('Keshmat Circuit - Rapid - May 2025 \nStarting rank\nNo.;;Name;FideID;FED;Rtg\n1;;A;123;LBN;2000\n');
    expect(r.problems[0]).toMatchObject({ code: 'NOT_RESULTS', params: { what: 'start-list' } });
  });
});

describe('QUIRKS.md, TRF and native files', () => {
  test('T7: Swiss-Manager\'s column rulers and record templates inside a TRF', () => {
    const trf = ['012 Test', '         1         2         3', '123456789012345678901234567890', 'DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR', '001    1 m    Lis Anna                          2000 POL     1234567 1990/01/01  1.0    1', ''].join('\n');
    expect(looksLikeTrf(trf)).toBe(true);
    expect(looksLikeTrf('Rk.;Name;Pts.\n1;A;5\n')).toBe(false);
  });
  test('B1, B2: Swiss-Manager and Papi files by their first bytes, whatever their name', () => {
    expect(programFile(new Uint8Array([0x93, 0xff, 0x89, 0x44, 0, 0]))).toBe('swiss-manager');
    expect(programFile(new Uint8Array([0, 1, 0, 0, ...[...'Standard Jet DB'].map((c) => c.charCodeAt(0))]))).toBe('papi');
    expect(programFile(bytes('%PDF-1.7'))).toBe('pdf');
    expect(programFile(bytes('Rk.;Name;Pts.'))).toBeNull();
  });
});

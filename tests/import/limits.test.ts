import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { describe as describeProblem } from '@/lib/i18n/t';
import { checkFileLimits, checkGridLimits, GRID_LIMITS, textGridSize } from '@/lib/import/limits';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { createCompetition, putCompetitionFile } from '@/server/competitions';
import { importLimits } from '@/server/import-limits';
import { createUser } from '@/server/users';
import { textToXlsx } from '@/tests/fixtures/spreadsheets/text-to-xlsx';

/**
 * Issue 42: a 9.8 MB CSV of 135,471 rows, a 400,000-row xlsx and a 100,000-column CSV were accepted,
 * and made pages and downloads no server could hold. Each input has a bound on its rows and columns.
 */
const enc = (s: string) => new TextEncoder().encode(s);
const ranking = (rows: number, extra = '') => ['place,name,points,club' + extra, ...Array.from({ length: rows }, (_, i) => `${i + 1},Gracz${i} Jan,${Math.max(0, 9 - Math.floor(i / 500))},Klub ${i % 40}`)].join('\n') + '\n';
const CHAIN = ['BH/M1', 'BH', 'WIN', 'PS'] as const;

describe('checkGridLimits', () => {
  test.each([
    { label: 'within both', rows: 5001, columns: 12, expected: null },
    { label: 'at the row bound', rows: 10_000, columns: 200, expected: null },
    { label: 'one row over', rows: 10_001, columns: 12, expected: { code: 'TOO_MANY_ROWS', params: { count: 10_001, limit: 10_000, list: 'results' } } },
    { label: 'one column over', rows: 3, columns: 201, expected: { code: 'TOO_MANY_COLUMNS', params: { count: 201, limit: 200, list: 'results' } } },
    { label: 'both over: the rows said', rows: 135_471, columns: 100_001, expected: { code: 'TOO_MANY_ROWS', params: { count: 135_471, limit: 10_000, list: 'results' } } },
  ])('$label', ({ rows, columns, expected }) => {
    const p = checkGridLimits(rows, columns);
    expect(p === null ? null : { code: p.code, params: p.params }).toEqual(expected);
    if (p) expect(p).toMatchObject({ severity: 'error', line: 0 });
  });

  test('the register has its own, larger bound', () => {
    expect(checkGridLimits(135_471, 12, GRID_LIMITS.register)).toBeNull();
    expect(checkGridLimits(200_001, 12, GRID_LIMITS.register)?.params).toEqual({ count: 200_001, limit: 200_000, list: 'register' });
  });
});

describe('the size of a delimited text', () => {
  test.each([
    { label: 'a CSV', text: 'a,b,c\n1,2,3\n', expected: { rows: 2, columns: 3 } },
    { label: 'CRLF, blank lines not counted', text: 'a;b\r\n\r\n1;2\r\n   \r\n', expected: { rows: 2, columns: 2 } },
    { label: 'a sheet as tab-separated text', text: '\n\nPlace\tName\tPts\n1\tA\t5\n', expected: { rows: 2, columns: 3 } },
    { label: 'the widest line counts', text: 'a,b\n1,2,3,4,5\n', expected: { rows: 2, columns: 5 } },
    { label: 'empty', text: '', expected: { rows: 0, columns: 0 } },
    { label: 'a lone CR ends a line', text: 'a,b\r1,2', expected: { rows: 2, columns: 2 } },
  ])('$label', ({ text, expected }) => expect(textGridSize(text)).toEqual(expected));
});

describe('each input refuses what is over its bound, naming it, before any row is read', () => {
  test('a results file of 10,001 players', () => {
    const read = readTournamentFile(enc(ranking(10_001)), { tieBreaks: [...CHAIN] });
    expect(read.rows).toEqual([]);
    expect(read.problems.map((p) => p.code)).toEqual(['TOO_MANY_ROWS']);
    const p = read.problems[0]!;
    expect(describeProblem('en', p)).toBe('The file has 10,001 rows below its header; a tournament’s results file may have at most 10,000 rows (the largest opens have about 5,000 players). Check that this is the right file; nothing was saved.');
    expect(describeProblem('pl', p)).toBe('Plik ma 10\u00a0001 wierszy pod nagłówkiem, a plik wyników turnieju może mieć najwyżej 10\u00a0000 wierszy (największe otwarte turnieje mają około 5\u00a0000 zawodników). Sprawdź, czy to właściwy plik; nic nie zapisano.');
  });

  test('a results file of 10,000 players, the bound, is read as before', () => {
    const read = readTournamentFile(enc(ranking(10_000)), { tieBreaks: [...CHAIN] });
    expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(read.rows).toHaveLength(10_000);
  });

  test('a results file with 300 columns', () => {
    const extra = Array.from({ length: 296 }, (_, i) => `,x${i}`).join('');
    const read = readTournamentFile(enc(ranking(3, extra)), { tieBreaks: [...CHAIN] });
    expect(read.problems.map((p) => [p.code, p.params])).toEqual([['TOO_MANY_COLUMNS', { count: 300, limit: 200, list: 'results' }]]);
    expect(describeProblem('pl', read.problems[0]!)).toBe('Wiersz pliku ma 300 kolumn, a plik wyników turnieju może mieć najwyżej 200 kolumn. Sprawdź, czy to właściwy plik i czy separator kolumn jest właściwy; nic nie zapisano.');
  });

  test('the server’s settings lower (or raise) a bound: a register over GP_MAX_REGISTER_ROWS', () => {
    const limits = importLimits({ GP_MAX_REGISTER_ROWS: '100', GP_MAX_FILE_COLUMNS: 'junk' });
    expect(limits.register).toEqual({ input: 'register', rows: 100, columns: 200 });
    expect(limits.results).toEqual(GRID_LIMITS.results);
    const register = ['cr_id,name', ...Array.from({ length: 150 }, (_, i) => `${1000 + i},Gracz${i} Jan`)].join('\n');
    const parsed = parseRegistryFile(enc(register), limits.register);
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems.map((p) => [p.code, p.params])).toEqual([['TOO_MANY_ROWS', { count: 150, limit: 100, list: 'register' }]]);
    expect(describeProblem('en', parsed.problems[0]!)).toBe('The file has 150 rows below its header; a register of players may have at most 100 rows. Check that this is the right file; nothing was saved.');
    expect(parseRegistryFile(enc(register)).rows).toHaveLength(150);
  });

  test('a spreadsheet is measured by its table: the 400,000-row xlsx of the issue, in small', () => {
    const xlsx = textToXlsx(enc(ranking(10_001)));
    expect(readTournamentFile(xlsx, { tieBreaks: [...CHAIN] }).problems.map((p) => [p.code, p.params])).toEqual([['TOO_MANY_ROWS', { count: 10_001, limit: 10_000, list: 'results' }]]);
    const small = textToXlsx(enc(ranking(3)));
    expect(checkFileLimits(small, GRID_LIMITS.competition)).toBeNull();
    expect(checkFileLimits(small, { input: 'competition', rows: 2, columns: 200 })?.params).toEqual({ count: 3, limit: 2, list: 'competition' });
  });

  test("a competition's table file over its bound is refused with the file named, and nothing is stored; its JSON is not measured", async () => {
    const conn = openDatabase(':memory:');
    const arbiter = await createUser(conn, { userId: null, via: 'cli' }, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
    expect(createCompetition(conn, arbiter, { slug: 'big', kind: 'swiss-open', name: 'Big' })).toMatchObject({ ok: true });
    const games = ['round,white,black,result', ...Array.from({ length: 20_001 }, (_, i) => `1,${i + 1},${i + 2},1-0`)].join('\n');
    const put = putCompetitionFile(conn, arbiter, 'big', 'games.csv', enc(games));
    expect(put.ok).toBe(false);
    if (put.ok) return;
    expect(put.errors.map((e) => [e.code, e.params])).toEqual([['TOO_MANY_ROWS', { count: 20_001, limit: 20_000, list: 'competition', file: 'games.csv' }]]);
    expect(inEnglish(put.errors[0]!).message).toContain('games.csv');
    expect(conn.sqlite.prepare('select count(*) as n from competition_files').get()).toEqual({ n: 0 });
  });
});

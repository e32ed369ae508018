import { expect, test } from 'vitest';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import { bytes, cp1250 } from '@/tests/helpers';

const HEAD = 'cr_id,fide_id,name,birth,sex,rating,club,region,from,to\n';

test('a player who changed clubs has two periods with the same cr_id', () => {
  const r = parseRegistryFile(bytes(HEAD + '17779,,Olszewski Wojciech,1956,M,,LKS Pionek Ełk,warmińsko-mazurskie,,2024-07-13\n17779,,Olszewski Wojciech,1956,M,,UKS Wieża Kętrzyn,warmińsko-mazurskie,2024-07-14,\n'));
  expect(r.problems).toEqual([]);
  expect(r.rows.map((x) => [x.crId, x.club, x.from, x.to])).toEqual([
    ['17779', 'LKS Pionek Ełk', null, '2024-07-13'],
    ['17779', 'UKS Wieża Kętrzyn', '2024-07-14', null],
  ]);
});

test('Windows-1250 with semicolons', () => {
  const r = parseRegistryFile(cp1250('cr_id;name;club\r\n1;Łukasz Żółć;KS Ełk\r\n'));
  expect(r.rows[0]).toMatchObject({ crId: '1', name: 'Łukasz Żółć', club: 'KS Ełk' });
});

test.each([
  { label: 'no cr_id column', text: 'name\nA\n', code: 'MISSING_COLUMN', line: 1 },
  { label: 'row without cr_id', text: HEAD + ',,A,,,,,,,\n', code: 'MISSING_CR_ID', line: 2 },
  { label: 'row without name', text: HEAD + '5,,,,,,,,,\n', code: 'MISSING_NAME', line: 2 },
  { label: 'impossible from date', text: HEAD + '5,,A,,,,,,2024-02-30,\n', code: 'BAD_DATE', line: 2 },
])('$label → $code on line $line', ({ text, code, line }) => {
  const r = parseRegistryFile(bytes(text));
  expect(r.rows).toEqual([]);
  expect(r.problems).toContainEqual(expect.objectContaining({ code, line, severity: 'error' }));
});

test('a period that ends before it starts is kept with a warning (it covers no date)', () => {
  const r = parseRegistryFile(bytes(HEAD + '5,,A,,,,X,,2024-10-19,2024-07-13\n'));
  expect(r.rows).toHaveLength(1);
  expect(r.problems).toEqual([expect.objectContaining({ code: 'DATE_ORDER', severity: 'warning', line: 2 })]);
});

test('overlapping periods are reported', () => {
  const r = parseRegistryFile(bytes(HEAD + '5,,A,,,,X,,,2024-07-13\n5,,A,,,,Y,,2024-07-01,\n'));
  expect(r.problems).toEqual([expect.objectContaining({ code: 'OVERLAPPING_PERIODS', line: 3 })]);
});

test.each([
  { label: 'CRLF then LF', eol: ['\r\n', '\n', '\n', '\r\n'] },
  { label: 'LF then CRLF', eol: ['\n', '\r\n', '\r\n', '\n'] },
  { label: 'a lone CR among them', eol: ['\r\n', '\r', '\n', '\n'] },
])('a register with mixed line endings ($label) is read line by line (issue 11, defect 8)', ({ eol }) => {
  const lines = [HEAD.trim(), '1,,Lis Anna,2001,F,,KS Ełk,warmińsko-mazurskie,,2024-06-30', '2,,Kot Jan,1990,M,,KS Ełk,warmińsko-mazurskie,2024-01-01,', '3,,Sowa Ewa,1985,F,,KS Ełk,warmińsko-mazurskie,,'];
  const text = lines.map((l, i) => l + eol[i]).join('');
  const r = parseRegistryFile(bytes(text));
  expect(r.problems).toEqual([]);
  expect(r.rows.map((x) => [x.line, x.crId, x.to])).toEqual([
    [2, '1', '2024-06-30'],
    [3, '2', null],
    [4, '3', null],
  ]);
});

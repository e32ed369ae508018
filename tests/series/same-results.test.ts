import { expect, test } from 'vitest';
import { sameResultsAs } from '@/lib/series/same-results';

const rows = (list: [string, number][]) => list.map(([name, points]) => ({ name, points }));
const file = rows([['Kowalski Jan', 14], ['Nowak Adam', 12], ['Lis Ewa', 10], ['Wiśniewski, Łukasz', 8]]);

test.each([
  { label: 'the same rows in another order and spelling of case and accents', other: rows([['LIS EWA', 10], ['Wisniewski Lukasz', 8], ['nowak adam', 12], ['Kowalski Jan', 14]]), same: true },
  { label: 'one point differs', other: rows([['Kowalski Jan', 14], ['Nowak Adam', 12], ['Lis Ewa', 10], ['Wiśniewski, Łukasz', 7]]), same: false },
  { label: 'one player more', other: [...file, { name: 'Zieliński Bogdan', points: 2 }], same: false },
])('$label', ({ other, same }) => {
  expect(sameResultsAs(file, [{ code: 'gp01', rows: other }])).toEqual(same ? ['gp01'] : []);
});

test('a tiny file agrees with nothing: three players may well score alike twice', () => {
  const three = file.slice(0, 3);
  expect(sameResultsAs(three, [{ code: 'gp01', rows: three }])).toEqual([]);
});

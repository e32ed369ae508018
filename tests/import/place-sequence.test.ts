import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { parseResultsFile } from '@/lib/import/parse-results';
import { placeSequence } from '@/lib/import/place-sequence';
import { bytes } from '@/tests/helpers';

/** Places (and points) of a file's rows, line 2 onwards → the problems found. */
function check(rows: [place: number, points: number][]) {
  const next = placeSequence();
  return rows.flatMap(([place, points], i) => {
    const p = next(i + 2, place, points * 2);
    return p ? [[p.code, p.line] as const] : [];
  });
}

// formats §1: "Places may repeat: pairing programs write tied players' shared place as 9, 9, 11
// (competition ranks) or 9, 9, 10 (dense); that is a tie … A place lower than the previous row's
// is an error. A gap that no tie explains (`95` then `100`) is not an error: … a warning naming the
// lines" (issue 27: PLACE_GAP below is now a warning; the codes found are unchanged)."
describe('shared places (formats §1)', () => {
  test.each([
    { label: 'no ties', rows: [[1, 5], [2, 4], [3, 3]], problems: [] },
    { label: 'competition ranks 1, 2, 2, 4', rows: [[1, 5], [2, 4], [2, 4], [4, 3]], problems: [] },
    { label: 'dense ranks 1, 2, 2, 3', rows: [[1, 5], [2, 4], [2, 4], [3, 3]], problems: [] },
    { label: 'a three-way tie, competition', rows: [[1, 5], [1, 5], [1, 5], [4, 3]], problems: [] },
    { label: 'a three-way tie, dense', rows: [[1, 5], [1, 5], [1, 5], [2, 3]], problems: [] },
    { label: 'a tie on the last rows', rows: [[1, 5], [2, 4], [2, 4]], problems: [] },
    { label: 'two ties, both competition', rows: [[1, 5], [1, 5], [3, 4], [3, 4], [5, 3]], problems: [] },
    { label: 'two ties, both dense', rows: [[1, 5], [1, 5], [2, 4], [2, 4], [3, 3]], problems: [] },
    { label: 'first tie competition, second dense', rows: [[1, 5], [1, 5], [3, 4], [3, 4], [4, 3]], problems: [['PLACE_GAP', 6]] },
    { label: 'first tie dense, second competition', rows: [[1, 5], [1, 5], [2, 4], [2, 4], [4, 3]], problems: [['PLACE_GAP', 6]] },
    { label: 'a gap after a single place', rows: [[1, 5], [3, 4]], problems: [['PLACE_GAP', 3]] },
    { label: 'a gap after a tie, bigger than either style', rows: [[1, 5], [1, 5], [4, 4]], problems: [['PLACE_GAP', 4]] },
    { label: 'an excerpt starting below 1st (formats §1 shows one)', rows: [[2, 5], [3, 4]], problems: [] },
    { label: 'a place lower than the previous row', rows: [[1, 5], [3, 4], [2, 4]], problems: [['PLACE_GAP', 3], ['PLACE_ORDER', 4]] },
    { label: 'places going back to 1', rows: [[1, 5], [2, 4], [1, 3]], problems: [['PLACE_ORDER', 4]] },
    { label: 'tied rows with different points', rows: [[1, 5], [2, 4], [2, 3.5]], problems: [['SHARED_PLACE_POINTS', 4]] },
  ] as { label: string; rows: [number, number][]; problems: [string, number][] }[])('$label', ({ rows, problems }) => {
    expect(check(rows)).toEqual(problems);
  });
});

test('a real export with shared places imports, the tie kept as written', () => {
  const text = 'Rk.;Name;Pts.\n1;A;7\n2;B;6,5\n3;C;6\n3;D;6\n5;E;5\n';
  const r = parseResultsFile(bytes(text));
  expect(r.problems).toEqual([]);
  expect(r.rows.map((x) => x.place)).toEqual([1, 2, 3, 3, 5]);
});

// Issue 27 changed this test: a gap no tie explains was an error; formats §1 now says it is a
// warning naming the lines and the rows keep their published places.
test('a gap no tie explains is a warning naming the lines; the rows keep their published places', () => {
  const r = parseResultsFile(bytes('place,name,points\n1,A,7\n2,B,6\n2,C,6\n5,D,5\n'));
  expect(r.rows.map((x) => [x.line, x.place, x.name])).toEqual([[2, 1, 'A'], [3, 2, 'B'], [4, 2, 'C'], [5, 5, 'D']]);
  expect(r.problems.map((p) => inEnglish(p))).toEqual([
    { code: 'PLACE_GAP', severity: 'warning', line: 5, message: 'Place 5 follows place 2 shared by 2 players (lines 3–4): expected 4 (or 3 if ties are counted densely); no tie explains the gap; the rows keep the places as written.', params: { place: 5, previous: 2, previousLine: 4, expected: '4 / 3', shared: 2, firstLine: 3 } },
  ]);
});

test('a real export with players deleted after the tournament (95 then 100) imports as published', () => {
  const lines = ['Rk.;Name;Pts.'];
  for (let place = 1; place <= 95; place++) lines.push(`${place};Player ${place};${Math.max(0, 9 - Math.floor(place / 12))}`);
  for (let place = 100; place <= 102; place++) lines.push(`${place};Player ${place};0`);
  const r = parseResultsFile(bytes(lines.join('\n') + '\n'));
  expect(r.rows).toHaveLength(98);
  expect(r.rows.slice(94).map((x) => x.place)).toEqual([95, 100, 101, 102]);
  expect(r.problems).toEqual([expect.objectContaining({ code: 'PLACE_GAP', severity: 'warning', line: 97, params: { place: 100, previous: 95, previousLine: 96, expected: 96 } })]);
});

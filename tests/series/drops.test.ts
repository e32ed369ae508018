import { describe, expect, test } from 'vitest';
import { dropCount, sumBest } from '@/lib/series/drops';
import { dates, standings, tournament } from './builders';

const growing = { kind: 'growing', firstAfter: 9, every: 3 } as const;

describe('drops d = 0 if N < 9, else 1 + floor((N − 9) / 3) (rules §4)', () => {
  test.each([
    [1, 0], [8, 0], [9, 1], [10, 1], [11, 1], [12, 2], [14, 2], [15, 3], [17, 3], [18, 4],
  ])('%i tournaments → %i drops', (n, d) => expect(dropCount(n, growing)).toBe(d));
  test('best N of M and no drops are rule variants', () => {
    expect(dropCount(10, { kind: 'bestOf', best: 8 })).toBe(2);
    expect(dropCount(5, { kind: 'bestOf', best: 8 })).toBe(0);
    expect(dropCount(15, { kind: 'none' })).toBe(0);
  });
});

test('the lowest values are dropped; between equal values the earliest tournament first', () => {
  expect(sumBest([10, 4, 6, 4, 8], 2)).toEqual({ sum: 24, dropped: [1, 3] });
  expect(sumBest([4, 4, 4], 1)).toEqual({ sum: 8, dropped: [0] });
  expect(sumBest([5], 3)).toEqual({ sum: 0, dropped: [0] });
});

describe.each([
  // the regulation's examples: 8, 9, 11, 12 and 15 tournaments
  { n: 8, drops: 0 },
  { n: 9, drops: 1 },
  { n: 11, drops: 1 },
  { n: 12, drops: 2 },
  { n: 15, drops: 3 },
])('a season of $n tournaments', ({ n, drops }) => {
  // Anna plays every tournament scoring 1, 2, …, n; Ewa plays only the first, scoring 9.
  const ts = dates(n).map((d, i) => tournament(`gp${i + 1}`, d, [{ name: 'Lis Anna', crId: '1', points: i + 1 }, ...(i === 0 ? [{ name: 'Kot Ewa', crId: '2', points: 9 }] : [])]));
  const s = standings(ts);
  const anna = s.individual.find((e) => e.crId === '1')!;
  const ewa = s.individual.find((e) => e.crId === '2')!;
  test(`${drops} drops; the lowest results are dropped and explained`, () => {
    expect(s.drops).toBe(drops);
    expect(s.tournamentsCounted).toBe(n);
    const all = (n * (n + 1)) / 2;
    const droppedSum = (drops * (drops + 1)) / 2;
    expect(anna.regular).toBe((all - droppedSum) * 2);
    expect(anna.droppedTournaments).toEqual(Array.from({ length: drops }, (_, i) => `gp${i + 1}`));
    expect(anna.results.filter((r) => r.dropped).map((r) => r.tournament)).toEqual(anna.droppedTournaments);
  });
  test('absences are the values dropped first (0), the earliest absences first', () => {
    expect(ewa.regular).toBe(18);
    expect(ewa.droppedTournaments).toEqual(Array.from({ length: drops }, (_, i) => `gp${i + 2}`));
  });
});

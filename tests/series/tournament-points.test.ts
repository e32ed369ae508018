import { describe, expect, test } from 'vitest';
import { exactString } from '@/lib/fraction';
import type { RuleSet } from '@/lib/series/rules';
import { tournamentPoints } from '@/lib/series/tournament-points';

type Rules = Pick<RuleSet, 'points' | 'tiedPlaces' | 'participationBonus'>;
const table = (t: number[], more: Partial<{ otherwise: number; step: number | null; min: number }> = {}) => ({ table: t, otherwise: 0, step: null, min: 0, ...more });
const base: Rules = { points: { kind: 'game' }, tiedPlaces: { by: 'place', share: 'full' }, participationBonus: 0 };
/** [place, game points] of each row → the exact value of each row as text. */
const run = (rows: [number, number][], rules: Partial<Rules>, multiplier = 1): string[] =>
  tournamentPoints({ rows: rows.map(([place, points]) => ({ place, points: points * 2 })), rules: { ...base, ...rules }, multiplier }).map((f) => exactString(f.n * (12 / f.d) * 1, 12));

/** A full file of `n` players, one per place (game points falling), and the values at `places`. */
const at = (n: number, places: number[], rules: Partial<Rules>) => {
  const values = run(Array.from({ length: n }, (_, i) => [i + 1, Math.max(0, 7 - i * 0.5)] as [number, number]), rules);
  return places.map((p) => values[p - 1]);
};

describe('points a player earns in one tournament (rule-variants)', () => {
  test.each([
    { label: 'game points — Warmia-Mazury, DZSzach, Hetman, GP Tczewa', rows: [[1, 7], [2, 6.5]], rules: {}, expected: ['7', '6 1/2'] },
    { label: 'participants-based — Bielany GP (n for 1st, one less per place)', rows: [[1, 4], [2, 3], [3, 2], [4, 1]], rules: { points: { kind: 'participants' } }, expected: ['4', '3', '2', '1'] },
    { label: 'participation bonus — KKSz online GP (1 for taking part)', rows: [[1, 5], [2, 0]], rules: { points: { kind: 'placeTable', ...table([10, 8]) }, participationBonus: 1 }, expected: ['11', '9'] },
    { label: 'shared place, full value — Pomysł GrandPrix', rows: [[1, 6], [2, 5], [2, 5], [4, 3]], rules: { points: { kind: 'placeTable', ...table([10, 9, 8, 7]) } }, expected: ['10', '9', '9', '7'] },
    { label: 'shared place, sum and split — Hattersheim, US Chess GP', rows: [[1, 6], [2, 5], [2, 5], [4, 3]], rules: { points: { kind: 'placeTable', ...table([10, 9, 8, 7]) }, tiedPlaces: { by: 'place', share: 'split' } }, expected: ['10', '8 1/2', '8 1/2', '7'] },
    { label: 'dense shared places are read as the positions they stand for (9, 9, 10 → 11th)', rows: [[1, 6], [2, 5], [2, 5], [3, 3]], rules: { points: { kind: 'placeTable', ...table([10, 9, 8, 7]) }, tiedPlaces: { by: 'place', share: 'split' } }, expected: ['10', '8 1/2', '8 1/2', '7'] },
    { label: 'ties by equal game points, split — FIDE GP: 2nd–4th share (140 + 110 + 90) / 3', rows: [[1, 7], [2, 6], [3, 6], [4, 6], [5, 5]], rules: { points: { kind: 'placeTable', ...table([170, 140, 110, 90, 80]) }, tiedPlaces: { by: 'gamePoints', share: 'split' } }, expected: ['170', '113 1/3', '113 1/3', '113 1/3', '80'] },
    // formats §1 (issue 27): a gap no tie explains keeps the published places — 3rd deleted, the next row is 4th
    { label: 'a gap in the places keeps the published places (1, 2, 4, 5)', rows: [[1, 6], [2, 5], [4, 3], [5, 2]], rules: { points: { kind: 'placeTable', ...table([10, 9, 8, 7, 6]) } }, expected: ['10', '9', '7', '6'] },
    { label: 'a gap after a tie, competition ranks (1, 1, 4: the 3rd deleted, the next row 4th)', rows: [[1, 6], [1, 6], [4, 3]], rules: { points: { kind: 'placeTable', ...table([10, 9, 8, 7, 6]) }, tiedPlaces: { by: 'place', share: 'split' } }, expected: ['9 1/2', '9 1/2', '7'] },
    { label: 'game points are not affected by ties', rows: [[1, 6], [1, 6]], rules: { tiedPlaces: { by: 'place', share: 'split' } }, expected: ['6', '6'] },
  ] as { label: string; rows: [number, number][]; rules: Partial<Rules>; expected: string[] }[])('$label', ({ rows, rules, expected }) => {
    expect(run(rows, rules)).toEqual(expected);
  });

  test.each([
    { label: 'a place table — Zehlendorf 25-20-15-10-8-6-4-2-1', n: 12, places: [1, 2, 3, 9, 10], rules: { points: { kind: 'placeTable', ...table([25, 20, 15, 10, 8, 6, 4, 2, 1]) } }, expected: ['25', '20', '15', '1', '0'] },
    { label: 'a place table going down by 1 past it — Dolnośląskie youth 50, 45, 42, 40, 39, 38, …', n: 50, places: [6, 7, 8, 44, 50], rules: { points: { kind: 'placeTable', ...table([50, 45, 42, 40, 39, 38], { step: 1, min: 0 }) } }, expected: ['38', '37', '36', '0', '0'] },
    { label: 'game + place points, at least 1 — OKS Sokół 50, 47, 45, 44, −1 per place', n: 60, places: [1, 5, 60], rules: { points: { kind: 'gamePlusPlace', ...table([50, 47, 45, 44], { step: 1, min: 1 }) } }, expected: ['57', '48', '1'] },
    { label: 'game + place bonus — Pomysł GrandPrix (2nd–3rd 9 … 16th and lower 4)', n: 20, places: [1, 3, 15, 16, 20], rules: { points: { kind: 'gamePlusPlace', ...table([10, 9, 9, 8, 8, 8, 7, 7, 7, 6, 6, 6, 5, 5, 5], { otherwise: 4 }) } }, expected: ['17', '15', '5', '4', '4'] },
  ] as { label: string; n: number; places: number[]; rules: Partial<Rules>; expected: string[] }[])('$label', ({ n, places, rules, expected }) => {
    expect(at(n, places, rules)).toEqual(expected);
  });

  test.each([
    { label: 'standard ×10 (Bristol GP)', multiplier: 10, expected: ['65'] },
    { label: 'by prize fund ×1.5 (US Chess GP)', multiplier: 1.5, expected: ['9 3/4'] },
  ])('a tournament multiplier: $label', ({ multiplier, expected }) => expect(run([[1, 6.5]], {}, multiplier)).toEqual(expected));

  test('a shared place never changes the sum of points awarded in a place-table tournament (split)', () => {
    const rules: Partial<Rules> = { points: { kind: 'placeTable', ...table([170, 140, 110, 90, 80, 70, 60, 50, 40, 30, 20, 10]) }, tiedPlaces: { by: 'place', share: 'split' } };
    // every way of cutting 12 rows into consecutive tie groups (2^11 files)
    for (let mask = 0; mask < 1 << 11; mask++) {
      const places: number[] = [1];
      for (let i = 1; i < 12; i++) places.push(mask & (1 << (i - 1)) ? places[i - 1]! : i + 1);
      const values = tournamentPoints({ rows: places.map((place) => ({ place, points: 0 })), rules: { ...base, ...rules } });
      const sum = values.reduce((s, f) => s + f.n / f.d, 0);
      expect(Math.round(sum * 1e9) / 1e9).toBe(870);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CompactProgression } from '@/lib/series/compact-progression';
import type { ProgressPoint } from '@/lib/series/progression';

/** Progressions as lib/series/progression gives them: every player one point per tournament, in order. */
const progressions = fc.integer({ min: 0, max: 6 }).chain((width) =>
  fc.dictionary(
    fc.string({ minLength: 1, maxLength: 6 }),
    fc.array(fc.option(fc.record({ total: fc.integer({ min: -5, max: 2 ** 40 }), rank: fc.integer({ min: 1, max: 5000 }) }), { nil: null }), { minLength: width, maxLength: width }),
    { maxKeys: 20 },
  ).map((players) => {
    const map = new Map<string, ProgressPoint[]>();
    for (const [key, points] of Object.entries(players)) {
      map.set(key, points.map((p, i) => ({ tournament: `gp${i + 1}`, date: `2024-0${(i % 9) + 1}-01`, total: p ? p.total : null, rank: p ? p.rank : null })));
    }
    return map;
  }),
);

describe('CompactProgression (issue 12: memory per cached season)', () => {
  test('gives every player exactly the points of the Map it was made from', () => {
    fc.assert(
      fc.property(progressions, (map) => {
        const compact = CompactProgression.fromMap(map);
        for (const [key, points] of map) expect(compact.get(key)).toEqual(points);
        expect(compact.get('nobody at all')).toBeUndefined();
      }),
      { seed: 20261130, numRuns: 200 },
    );
  });

  test('a total of 0 and a rank are kept apart from "not classified yet"', () => {
    const compact = CompactProgression.fromMap(new Map([['a', [{ tournament: 'gp1', date: '2024-01-01', total: null, rank: null }, { tournament: 'gp2', date: '2024-02-01', total: 0, rank: 3 }]]]));
    expect(compact.get('a')).toEqual([{ tournament: 'gp1', date: '2024-01-01', total: null, rank: null }, { tournament: 'gp2', date: '2024-02-01', total: 0, rank: 3 }]);
  });

  test('refuses points that do not follow the season\'s tournaments', () => {
    expect(() => CompactProgression.fromMap(new Map([['a', [{ tournament: 'gp1', date: '2024-01-01', total: 1, rank: 1 }]], ['b', []]]))).toThrow(/does not follow/);
  });
});

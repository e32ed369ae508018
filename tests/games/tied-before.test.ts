/** Issue 40, C13: the league table's DE column showed 1 for everyone; it is shown only where players are level. */
import { expect, test } from 'vitest';
import { tiedBefore } from '@/lib/games/tied-before';

const row = (points: number, values: Record<string, number>) => ({ points, values });

test.each([
  { label: 'no two players level: DE decides nothing', rows: [row(14, { DE: 1, SB: 40 }), row(12, { DE: 1, SB: 30 }), row(10, { DE: 1, SB: 20 })], expected: [false, false, false] },
  { label: 'two level on points: their DE counts', rows: [row(14, { DE: 1 }), row(12, { DE: 1 }), row(12, { DE: 2 })], expected: [false, true, true] },
  { label: 'level on points but separated by an earlier tie-break', rows: [row(12, { SB: 40, DE: 1 }), row(12, { SB: 30, DE: 1 })], chain: ['SB', 'DE'], expected: [false, false] },
])('$label', ({ rows, chain, expected }) => {
  expect(tiedBefore(rows, (chain ?? ['DE', 'SB']) as never, 'DE')).toEqual(expected);
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resultCell, resultCells } from '@/lib/series/result-cell';
import type { IndividualEntry, PlayerResult } from '@/lib/series/standings';

const ids = ['gp01', 'gp02', 'gp03', 'final'];
const result: fc.Arbitrary<PlayerResult> = fc.record({
  tournament: fc.constantFrom(...ids),
  final: fc.boolean(),
  place: fc.integer({ min: 1, max: 9 }),
  points: fc.integer({ min: 0, max: 18 }),
  eligible: fc.boolean(),
  reason: fc.constant(null),
  counted: fc.boolean(),
  dropped: fc.boolean(),
  club: fc.constant(null),
});

describe('resultCells: every cell of a row at once', () => {
  test('equals resultCell per tournament (a player twice in a file: the first result shows), absent and dropped absences included', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 6 }), fc.subarray(ids), fc.subarray(ids), (results, dropped, columns) => {
        const entry = { results, droppedTournaments: dropped } as unknown as IndividualEntry;
        expect(resultCells(entry, columns)).toEqual(columns.map((id) => resultCell(entry, id)));
      }),
      { numRuns: 300 },
    );
  });
});

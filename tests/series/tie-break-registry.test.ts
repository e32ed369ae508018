import { describe, expect, test } from 'vitest';
import type { TieBreakName } from '@/lib/series/rules';
import { chainReadsRating, KEYED_TIE_BREAKS, keyedTieBreakChain } from '@/lib/series/tie-breaks';

/** What a classification builds for a tie-break is read off its registry entry, not a list of names in classify(). */
describe('the series tie-break registry says what each entry reads', () => {
  test.each([
    { name: 'lowerRating', results: false, rating: true },
    { name: 'finalPlace', results: false, rating: false },
    { name: 'bestSingleResult', results: true, rating: false },
    { name: 'countBack', results: true, rating: false },
  ] as { name: TieBreakName; results: boolean; rating: boolean }[])('$name: results $results, rating $rating', ({ name, results, rating }) => {
    const entry = KEYED_TIE_BREAKS[name]({ regularIds: [] });
    expect({ results: entry.readsResults, rating: entry.readsRating }).toEqual({ results, rating });
  });

  test('a chain reads the rating when one of its entries does', () => {
    expect(chainReadsRating(['finalPlace', 'lowerRating'])).toBe(true);
    expect(chainReadsRating(['finalPlace', 'bestSingleResult'])).toBe(false);
    expect(keyedTieBreakChain(['fewerEvents', 'lowerRating'], { regularIds: [] }).readsRating).toBe(true);
  });

  test('only the rating tie-break reads the rating', () => {
    expect((Object.keys(KEYED_TIE_BREAKS) as TieBreakName[]).filter((n) => KEYED_TIE_BREAKS[n]({ regularIds: [] }).readsRating)).toEqual(['lowerRating']);
  });
});

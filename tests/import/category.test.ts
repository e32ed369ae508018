import { describe, expect, test } from 'vitest';
import { parseCategory } from '@/lib/import/category';
import { parseResultsFile } from '@/lib/import/parse-results';
import { rankingFromCategory, inCategory } from '@/lib/series/categories';
import { resolveRules } from '@/lib/series/rules';

const rules = (() => {
  const r = resolveRules('warmia-mazury-2018', {});
  if (!r.ok) throw new Error(r.errors.join('; '));
  return r.rules;
})();
const table = rules.categoryRanking;

describe('PZSzach categories as exports write them (rules §8)', () => {
  test.each([
    { text: 'kk', sex: 'M' as const, ranking: 2000, why: "women's candidate master, whatever the sex column says" },
    { text: 'k1', sex: null, ranking: 1800, why: "women's I with a k prefix" },
    { text: 'k2', sex: null, ranking: 1600, why: "women's II" },
    { text: '3k', sex: null, ranking: 1400, why: "women's III with a k suffix" },
    { text: 'IIk', sex: null, ranking: 1600, why: "women's II, roman" },
    { text: 'II k', sex: null, ranking: 1600, why: 'a space inside' },
    { text: 'mk', sex: null, ranking: 2200, why: "women's master" },
    { text: 'II', sex: 'M' as const, ranking: 1800, why: "men's II" },
    { text: 'II', sex: 'F' as const, ranking: 1600, why: "a woman's II without the k" },
    { text: '2', sex: 'M' as const, ranking: 1800, why: 'arabic digit' },
    { text: 'k', sex: 'M' as const, ranking: 2200, why: "men's candidate master" },
    { text: 'bk', sex: 'M' as const, ranking: 1000, why: 'no category' },
    { text: 'b.k.', sex: 'F' as const, ranking: 1000, why: 'no category, with periods' },
    { text: 'IM', sex: 'M' as const, ranking: 2400, why: 'a title ranks as master' },
    { text: 'WFM', sex: null, ranking: 2200, why: "a women's title ranks as women's master" },
  ])('$text → $ranking ($why)', ({ text, sex, ranking }) => {
    expect(rankingFromCategory(text, sex, table)).toBe(ranking);
  });

  test.each(['x', 'VI', 'kkk', 'II+', '1800'])('%s is not a category', (text) => {
    expect(parseCategory(text)).toBeNull();
    expect(rankingFromCategory(text, 'M', table)).toBeNull();
  });
});

describe('an unknown category', () => {
  test('is a line-numbered BAD_CATEGORY warning, and the file is still accepted', () => {
    const csv = 'place,name,points,category\n1,Lis Anna,5,kk\n2,Kot Jan,4,XYZ\n';
    const parsed = parseResultsFile(new TextEncoder().encode(csv));
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.problems).toEqual([expect.objectContaining({ code: 'BAD_CATEGORY', severity: 'warning', line: 3 })]);
  });

  test('never wins the "≤ 1800" prize as a silent 1000', () => {
    const atMost1800 = rules.categories.find((c) => c.test.kind === 'ratingAtMost' && c.test.max === 1800)!;
    expect(atMost1800).toBeDefined();
    expect(inCategory({ birthYear: 1980, sex: 'M', fed: null, ranking: null }, atMost1800, 2018)).toBe(false);
    expect(inCategory({ birthYear: 1980, sex: 'M', fed: null, ranking: 1000 }, atMost1800, 2018)).toBe(true);
  });
});

import { parseCategory } from '@/lib/import/category';
import type { Sex } from '@/lib/import/values';
import type { CategoryPrizeRule, RuleSet } from './rules';

/** What the category prizes look at, gathered per player (registry first, else their latest row). */
export interface CategoryFacts {
  birthYear: number | null;
  sex: Sex | null;
  fed: string | null;
  /** PZSzach ranking used for the rating category; null when only an unknown category was written. */
  ranking: number | null;
}

/**
 * rules §8: the PZSzach ranking a category stands for (spellings: lib/import/category.ts). Unknown → null.
 */
export function rankingFromCategory(category: string | null, sex: Sex | null, table: RuleSet['categoryRanking']): number | null {
  if (category === null) return null;
  const parsed = parseCategory(category);
  if (parsed === null) return null;
  const women = parsed.women ?? sex === 'F';
  return (women ? table.women : table.men)[parsed.level];
}

/** rules §6 category tests for season year Y (ages by year of birth, as PZSzach counts). */
export function inCategory(facts: CategoryFacts, category: CategoryPrizeRule, seasonYear: number): boolean {
  const test = category.test;
  switch (test.kind) {
    case 'ratingAtMost':
      return (facts.fed === null || test.nationalFederations.includes(facts.fed)) && facts.ranking !== null && facts.ranking <= test.max;
    case 'ageAtLeast':
      return facts.birthYear !== null && facts.birthYear <= seasonYear - test.years;
    case 'ageAtMost':
      return facts.birthYear !== null && facts.birthYear >= seasonYear - test.years;
    case 'sex':
      return facts.sex === test.sex;
  }
}

import type { Sex } from '@/lib/import/values';
import type { CategoryPrizeRule, RuleSet } from './rules';

/** What the category prizes look at, gathered per player (registry first, else their latest row). */
export interface CategoryFacts {
  birthYear: number | null;
  sex: Sex | null;
  fed: string | null;
  /** PZSzach ranking used for the rating category. */
  ranking: number;
}

/** FIDE titles rank at least as a master (rules §8). */
const TITLES = /^(gm|im|fm|cm|wgm|wim|wfm|wcm)$/i;

/**
 * rules §8: the PZSzach ranking a category stands for. Women's categories may carry a `k` suffix or
 * prefix (`Ik`, `kII`); titles rank at least as master (`m`, or `k` for women). Unknown → null.
 */
export function rankingFromCategory(category: string | null, sex: Sex | null, table: RuleSet['categoryRanking']): number | null {
  if (category === null) return null;
  const c = category.trim().replace(/\s+/g, '');
  if (c === '') return null;
  let women = sex === 'F';
  if (/^(bk|b\.k\.|—|-)$/i.test(c)) return (women ? table.women : table.men).bk;
  const roman = /^(k)?(I|II|III|IV|V)(k)?$/i.exec(c);
  if (roman && (roman[1] || roman[3])) women = true;
  const t = women ? table.women : table.men;
  if (roman) {
    const key = roman[2]!.toUpperCase() as 'I' | 'II' | 'III' | 'IV' | 'V';
    return t[key];
  }
  // master: `m`, women's `mk`/`km`; candidate master: `k`
  if (/^(m|mk|km)$/i.test(c)) return (women || c.length > 1 ? table.women : table.men).m;
  if (/^k$/i.test(c)) return t.k;
  if (TITLES.test(c)) return (women || /^w/i.test(c) ? table.women : table.men).m;
  return null;
}

/** rules §6 category tests for season year Y (ages by year of birth, as PZSzach counts). */
export function inCategory(facts: CategoryFacts, category: CategoryPrizeRule, seasonYear: number): boolean {
  const test = category.test;
  switch (test.kind) {
    case 'ratingAtMost':
      return (facts.fed === null || test.nationalFederations.includes(facts.fed)) && facts.ranking <= test.max;
    case 'ageAtLeast':
      return facts.birthYear !== null && facts.birthYear <= seasonYear - test.years;
    case 'ageAtMost':
      return facts.birthYear !== null && facts.birthYear >= seasonYear - test.years;
    case 'sex':
      return facts.sex === test.sex;
  }
}

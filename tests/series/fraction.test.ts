import { expect, test } from 'vitest';
import { commonUnit, exactString, FALLBACK_UNIT, formatScore, formatScoreText, fraction, fromDecimal, toDecimal } from '@/lib/fraction';

test.each([
  { label: '153⅓ (FIDE GP 2008–10, 460/3)', units: 920, unit: 6, pl: '153⅓', en: '153⅓', text: '153 1/3', exact: '153 1/3', decimal: 153.3333 },
  { label: 'a half keeps the chess look', units: 13, unit: 2, pl: '6,5', en: '6.5', text: '6.5', exact: '6 1/2', decimal: 6.5 },
  { label: 'a whole number', units: 24, unit: 6, pl: '4', en: '4', text: '4', exact: '4', decimal: 4 },
  { label: 'two thirds below one', units: 4, unit: 6, pl: '⅔', en: '⅔', text: '2/3', exact: '2/3', decimal: 0.6667 },
  { label: 'no single glyph: superscript over subscript', units: 137, unit: 11, pl: '12⁵⁄₁₁', en: '12⁵⁄₁₁', text: '12 5/11', exact: '12 5/11', decimal: 12.4545 },
])('$label', ({ units, unit, pl, en, text, exact, decimal }) => {
  expect(formatScore(units, unit, ',')).toBe(pl);
  expect(formatScore(units, unit, '.')).toBe(en);
  expect(formatScoreText(units, unit)).toBe(text);
  expect(exactString(units, unit)).toBe(exact);
  expect(toDecimal(units, unit)).toBe(decimal);
});

test.each([
  { input: 12.5, expected: { n: 25, d: 2 } },
  { input: 0.25, expected: { n: 1, d: 4 } },
  { input: 170, expected: { n: 170, d: 1 } },
])('rule-set decimals are read exactly: $input', ({ input, expected }) => expect(fromDecimal(input)).toEqual(expected));

test('fractions are reduced with a positive denominator', () => {
  expect(fraction(6, -4)).toEqual({ n: -3, d: 2 });
  expect(() => fraction(1, 0)).toThrow();
});

test('the common unit is the least common denominator, at least halves', () => {
  expect(commonUnit([fraction(1), fraction(13, 2)], 100)).toEqual({ unit: 2, exact: true });
  expect(commonUnit([fraction(460, 3), fraction(1, 2), fraction(7, 4)], 1000)).toEqual({ unit: 12, exact: true });
});

test('denominators too fine for safe integers fall back to a fixed unit, flagged inexact', () => {
  const primes = [13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59];
  expect(commonUnit(primes.map((p) => fraction(1, p)), 10_000)).toEqual({ unit: FALLBACK_UNIT, exact: false });
});

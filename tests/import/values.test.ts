import { describe, expect, test } from 'vitest';
import { parseBirthYear, parsePlace, parsePoints, parseRating, parseSex } from '@/lib/import/values';

describe('points: 6.5, 6,5 and 6½ mean six and a half (kept as half-points)', () => {
  test.each([
    { raw: '6.5', half: 13 },
    { raw: '6,5', half: 13 },
    { raw: '6½', half: 13 },
    { raw: '½', half: 1 },
    { raw: '0', half: 0 },
    { raw: ' 9 ', half: 18 },
    { raw: '8.0', half: 16 },
    { raw: '7,50', half: 15 },
    { raw: '6 1/2', half: 13 },
  ])('$raw → $half', ({ raw, half }) => {
    expect(parsePoints(raw)).toEqual({ ok: true, value: half, warnings: [] });
  });
  test.each(['', 'abc', '6.5.1', '-1', '6,5½', ',5', 'x6'])('"%s" is not a number', (raw) => {
    const r = parsePoints(raw);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual(['not-a-number']);
  });
  test.each(['6.25', '6,3', '0.1'])('"%s" is not a multiple of ½', (raw) => {
    expect(parsePoints(raw)).toMatchObject({ ok: false, errors: ['not-half'] });
  });
});

describe('places', () => {
  test.each([
    { raw: '1', ok: true, value: 1 },
    { raw: '12.', ok: true, value: 12 },
    { raw: '0', ok: false },
    { raw: '1-3', ok: false },
    { raw: '', ok: false },
    { raw: 'a', ok: false },
  ])('$raw', ({ raw, ok, value }) => {
    const r = parsePlace(raw);
    expect(r.ok).toBe(ok);
    if (r.ok) expect(r.value).toBe(value);
  });
});

describe('dates of birth in the listed forms give the year', () => {
  test.each([
    { raw: '1963', year: 1963 },
    { raw: '1963-04-12', year: 1963 },
    { raw: '1963/04/12', year: 1963 },
    { raw: '12.04.1963', year: 1963 },
    { raw: '', year: null },
    { raw: '0', year: null },
  ])('$raw → $year', ({ raw, year }) => {
    expect(parseBirthYear(raw)).toEqual({ ok: true, value: year, warnings: [] });
  });
  test.each(['1963-02-30', '31.02.2001', '63', 'born 1963', '1963-13-01'])('"%s" is refused', (raw) => {
    expect(parseBirthYear(raw).ok).toBe(false);
  });
});

describe('sex codes: M/m male; F/f/K/k/W/w female', () => {
  test.each([
    ['M', 'M'], ['m', 'M'], ['F', 'F'], ['f', 'F'], ['K', 'F'], ['k', 'F'], ['W', 'F'], ['w', 'F'], ['', null],
  ])('%s → %s', (raw, sex) => {
    expect(parseSex(raw)).toEqual({ ok: true, value: sex, warnings: [] });
  });
  test('an unknown code is reported', () => {
    expect(parseSex('X').ok).toBe(false);
  });
});

test('rankings: a number, empty or 0 = none', () => {
  expect(parseRating('1800')).toEqual({ ok: true, value: 1800, warnings: [] });
  expect(parseRating('')).toEqual({ ok: true, value: null, warnings: [] });
  expect(parseRating('0')).toEqual({ ok: true, value: null, warnings: [] });
  expect(parseRating('18x0').ok).toBe(false);
});

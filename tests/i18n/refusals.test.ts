import { expect, test } from 'vitest';
import { langOf, refusal } from '@/lib/i18n/refusals';

test.each([
  { label: "the form's lang field wins", form: 'en', referer: 'http://x/arbiter', expected: 'en' },
  { label: 'an English page address', form: null, referer: 'http://x/en/arbiter/seasons/s', expected: 'en' },
  { label: 'a Polish page address', form: null, referer: 'http://x/arbiter/seasons/s', expected: 'pl' },
  { label: 'no field, no address: Polish first', form: null, referer: null, expected: 'pl' },
  { label: 'a made-up field and a broken address', form: 'de', referer: 'not an address', expected: 'pl' },
])('langOf: $label', ({ form, referer, expected }) => expect(langOf(form, referer)).toBe(expected));

test('each refusal reads in the page language', () => {
  expect(refusal('pl', 'BAD_YEAR')).toBe('Rok musi być liczbą od 2000 do 2100.');
  expect(refusal('en', 'BAD_YEAR')).toBe('The year must be a number from 2000 to 2100.');
  expect(refusal('pl', 'BUSY')).toMatch(/zajęta/);
  expect(refusal('en', 'FORBIDDEN')).toBe('This account may not do this.');
});

import { expect, test } from 'vitest';
import { langOf } from '@/lib/i18n/catalogue';
import { t as say } from '@/lib/i18n/t';

test.each([
  { label: "the form's lang field wins", form: 'en', referer: 'http://x/arbiter', expected: 'en' },
  { label: 'an English page address', form: null, referer: 'http://x/en/arbiter/seasons/s', expected: 'en' },
  { label: 'a Polish page address', form: null, referer: 'http://x/arbiter/seasons/s', expected: 'pl' },
  { label: 'no field, no address: Polish first', form: null, referer: null, expected: 'pl' },
  { label: 'a made-up field and a broken address', form: 'de', referer: 'not an address', expected: 'pl' },
])('langOf: $label', ({ form, referer, expected }) => expect(langOf(form, referer)).toBe(expected));

test('each refusal reads in the page language', () => {
  expect(say('pl', 'WEAK_PASSWORD')).toBe('Nowe hasło musi mieć od 10 do 200 znaków.');
  expect(say('en', 'WEAK_PASSWORD')).toBe('The new password needs 10 to 200 characters.');
  expect(say('pl', 'BUSY')).toMatch(/zajęta/);
  expect(say('en', 'FORBIDDEN')).toBe('This account may not do this.');
});

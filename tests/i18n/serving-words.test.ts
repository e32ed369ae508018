import { expect, test } from 'vitest';
import { homePath, LANGS as SERVER_LANGS } from '@/lib/i18n/serving-words.mjs';
import { pathIn } from '@/lib/i18n/lang-path';
import { LANGS } from '@/lib/i18n/messages';

test('the server knows the site’s languages', () => {
  expect(SERVER_LANGS).toEqual(LANGS);
});

/** The plain-JavaScript words of the production server write a language's home as the site's paths do. */
test.each(LANGS)('%s: the home page the server’s own refusals link to', (lang) => {
  expect(homePath(lang)).toBe(pathIn(lang, '/'));
});

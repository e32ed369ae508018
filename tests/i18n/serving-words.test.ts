import { expect, test } from 'vitest';
import { homePath, LANGS as SERVER_LANGS, streamRefusal, streamRefusalWords } from '@/lib/i18n/serving-words.mjs';
import { pathIn } from '@/lib/i18n/lang-path';
import { LANGS } from '@/lib/i18n/messages';

test('the server knows the site’s languages', () => {
  expect(SERVER_LANGS).toEqual(LANGS);
});

/** The plain-JavaScript words of the production server write a language's home as the site's paths do. */
test.each(LANGS)('%s: the home page the server’s own refusals link to', (lang) => {
  expect(homePath(lang)).toBe(pathIn(lang, '/'));
});

/** The live streams' JSON refusals (server/event-streams.mjs): the English the API has always written, and Polish with the same values. */
test('the live streams’ refusals, in both languages', () => {
  expect(JSON.parse(streamRefusal('TOO_MANY_STREAMS'))).toEqual({ errors: [{ code: 'TOO_MANY_STREAMS', message: 'Too many live streams are open; try again in 30 seconds.' }] });
  expect(streamRefusal('NOT_FOUND', { kind: 'season', slug: 'gp-2027' })).toBe('{"errors":[{"code":"NOT_FOUND","message":"No public season \\"gp-2027\\"."}]}');
  expect(JSON.parse(streamRefusal('NOT_FOUND', { kind: 'competition', slug: null })).errors[0].message).toBe('No public competition "".');
  expect(Object.keys(streamRefusalWords.en).sort()).toEqual(Object.keys(streamRefusalWords.pl).sort());
  expect(streamRefusalWords.pl.TOO_MANY_STREAMS({})).toContain('30 sekund');
  expect(streamRefusalWords.pl.TOO_MANY_STREAMS_FROM_CLIENT({ limit: 100 })).toBe('Z Twojego adresu otwarto już najwięcej strumieni aktualizacji na żywo, ile wolno z jednego adresu (100); spróbuj ponownie za minutę.');
  expect(JSON.parse(streamRefusal('TOO_MANY_STREAMS_FROM_CLIENT', { limit: 100 })).errors[0].message).toBe('Your address already has as many live streams open as one address may (100); try again in a minute.');
  expect(streamRefusalWords.pl.NOT_FOUND({ kind: 'season', slug: 'gp-2027' })).toBe('Nie ma opublikowanego sezonu „gp-2027”.');
  expect(streamRefusalWords.pl.NOT_FOUND({ kind: 'competition', slug: 'liga' })).toBe('Nie ma opublikowanych rozgrywek „liga”.');
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FALLBACK_PAGE_WORDS } from '@/lib/i18n/fallback-page-words';
import { servingWords } from '@/lib/i18n/serving-words.mjs';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seedDemo: true, logs: true });
}, 240_000);
afterAll(async () => server?.stop());

const get = (path: string) => fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } });

/**
 * Issue 40: an unknown address answered an empty error shell (`<html id="__next_error__">`, no lang)
 * whose Polish 404 appeared only after JavaScript ran. A crawler or a client without JavaScript gets
 * the 404 page's text, server-rendered, with the language of the address and the status 404.
 */
describe('an unknown address, read without JavaScript', () => {
  test.each([
    { path: '/nie-ma-takiej-strony', lang: 'pl' as const },
    { path: '/favicon.ico', lang: 'pl' as const },
    { path: '/seasons/nie-ma-takiego-sezonu', lang: 'pl' as const },
    { path: '/en/seasons/no-such-season', lang: 'en' as const },
    { path: '/en/foo', lang: 'en' as const },
    { path: '/pl/foo/bar/baz', lang: 'pl' as const },
    { path: '/players/nikt', lang: 'pl' as const },
    { path: '/en/events/no-such-open', lang: 'en' as const },
  ])('$path: 404, lang="$lang", the text in the HTML', async ({ path, lang }) => {
    const r = await get(path);
    expect(r.status).toBe(404);
    const html = await r.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).not.toContain('__next_error__');
    const w = FALLBACK_PAGE_WORDS[lang];
    expect(html).toContain(`<h1>404</h1>`);
    expect(html).toMatch(new RegExp(`<p[^>]*>${w.notFound.replace('.', '\\.')}</p>`));
    expect(html).toMatch(lang === 'en' ? /<a href="\/en\/?">/ : /<a href="\/">/);
  });

  test('the production server’s 404 says what the pages’ 404 says', () => {
    for (const lang of ['pl', 'en'] as const) expect(servingWords[lang].notFound).toBe(FALLBACK_PAGE_WORDS[lang].notFound);
  });

  test('the home page and a browser’s /favicon.ico leave no TypeError in the server log', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/en')).status).toBe(200);
    expect((await get('/favicon.ico')).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.stderr()).not.toMatch(/TypeError/);
  });
});

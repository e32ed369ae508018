import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './server';

// Issue 26 against the production server: embed pages framed by other sites only, open downloads
// read by other sites, both kept like the public pages (ETag, 304, s-maxage, the page cache).
let server: TestServer;
const SLUG = 'gp-warmia-mazury-2018';
beforeAll(async () => {
  server = await startServer({ seedDemo: true, env: { GP_EMBED_ANCESTORS: 'https://klub.example https://*.wmzszach.example' } });
  const h = { authorization: `Bearer ${server.arbiterToken}` };
  const created = await fetch(`${server.base}/api/competitions`, { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'seniors', kind: 'team-league', name: 'Liga <Seniorów>' }) });
  expect(created.status).toBe(201);
  for (const f of ['team-league.json', 'teams.csv', 'boards.csv']) {
    const r = await fetch(`${server.base}/api/competitions/seniors/files/${f}`, { method: 'PUT', headers: h, body: readFileSync(join(process.cwd(), 'tests/fixtures/competitions/team-league/mini-league', f)) });
    expect(r.status, f).toBe(200);
  }
}, 240_000);
afterAll(async () => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { headers });

describe('framing', () => {
  test.each([`/embed/seasons/${SLUG}`, `/en/embed/seasons/${SLUG}?top=10&theme=dark`, '/embed/team-leagues/seniors', `/embed/seasons/no-such-season`])('%s may be framed by the sites of GP_EMBED_ANCESTORS', async (path) => {
    const r = await get(path);
    expect(r.headers.get('content-security-policy')).toBe('frame-ancestors https://klub.example https://*.wmzszach.example');
    expect(r.headers.get('x-frame-options')).toBeNull();
  });

  test.each([
    { path: `/seasons/${SLUG}`, csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
    { path: `/en/seasons/${SLUG}/teams`, csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
    { path: '/team-leagues/seniors', csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
    { path: '/', csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
    { path: '/arbiter/sign-in', csp: "frame-ancestors 'none'", xfo: 'DENY' },
    { path: '/arbiter', csp: "frame-ancestors 'none'", xfo: 'DENY' },
    { path: '/en/organizer', csp: "frame-ancestors 'none'", xfo: 'DENY' },
  ])('$path refuses other sites', async ({ path, csp, xfo }) => {
    const r = await fetch(`${server.base}${path}`, { redirect: 'manual' });
    expect(r.headers.get('content-security-policy')).toBe(csp);
    expect(r.headers.get('x-frame-options')).toBe(xfo);
  });

  test('a cached season page keeps refusing (its second answer comes from memory)', async () => {
    await get(`/seasons/${SLUG}/prizes`);
    const again = await get(`/seasons/${SLUG}/prizes`);
    expect(again.headers.get('x-gp-cache')).toBe('hit');
    expect(again.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('embed pages are served like the public pages', () => {
  test('the top ten of the demo season, kept per revision and canonical query; 304 on the tag', async () => {
    const first = await get(`/embed/seasons/${SLUG}?top=10&utm_source=klub`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=1$/);
    const html = await first.text();
    expect(html).toContain('<html lang="pl" data-theme="light">');
    expect(html).toContain('Pierwsze 10 miejsc');
    expect(html).toMatch(/Stan na \d{1,2} [a-ząćęłńóśźż]+ 20\d\d \d\d:\d\d/);
    // another address with the same canonical query: the same entry, from memory
    const same = await get(`/embed/seasons/${SLUG}?top=10`, { 'accept-encoding': 'br' });
    expect(same.headers.get('x-gp-cache')).toBe('hit');
    const etag = same.headers.get('etag')!;
    expect(etag).toBe(first.headers.get('etag'));
    const notModified = await get(`/embed/seasons/${SLUG}?top=10`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toContain('frame-ancestors https://klub.example');
  });

  test('English, dark, a club, a category; bad values are named, never a 500', async () => {
    const en = await (await get(`/en/embed/seasons/${SLUG}?view=teams&theme=dark`)).text();
    expect(en).toContain('<html lang="en" data-theme="dark">');
    expect(en).toContain('data-testid="embed-teams"');
    expect(en).toContain('href="/en/seasons/gp-warmia-mazury-2018/teams"');
    const club = await (await get(`/embed/seasons/${SLUG}?club=${encodeURIComponent('uks jedynka olsztyn')}`)).text();
    expect(club).toContain('Zawodnicy klubu UKS Jedynka Olsztyn');
    for (const q of ['top=abc', 'view=%3Cscript%3E', 'category=nope', 'club=%22%3E%3Cimg%20src%3Dx%3E', 'top=99999999999999999999']) {
      const r = await get(`/embed/seasons/${SLUG}?${q}`);
      expect(r.status, q).toBe(200);
      const text = await r.text();
      expect(text, q).toContain('class="notice"');
      expect(text, q).not.toContain('<script>alert');
      expect(text, q).not.toContain('<img src=x>');
    }
    const missing = await get('/embed/seasons/no-such-season');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Nie ma takiej klasyfikacji');
  });

  test('a competition: kept per its revision, a new file shows at once', async () => {
    const first = await get('/embed/team-leagues/seniors');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('Liga &lt;Seniorów&gt;');
    expect(html).toContain('data-testid="embed-team-swiss"');
    expect((await get('/embed/team-leagues/seniors')).headers.get('x-gp-cache')).toBe('hit');
    // another kind's address is no page of this competition
    expect((await get('/embed/events/seniors')).status).toBe(404);
    // a new version of a file bumps the competition's revision: the next answer is rendered again
    const bytes = readFileSync(join(process.cwd(), 'tests/fixtures/competitions/team-league/mini-league/team-league.json'), 'utf8');
    const renamed = JSON.stringify({ ...JSON.parse(bytes), name: 'Liga po zmianie' });
    const put = await fetch(`${server.base}/api/competitions/seniors/files/team-league.json`, { method: 'PUT', headers: { authorization: `Bearer ${server.arbiterToken}` }, body: renamed });
    expect(put.status).toBe(200);
    const after = await get('/embed/team-leagues/seniors');
    expect(after.headers.get('x-gp-cache')).toBe('miss');
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const json = await get('/api/competitions/seniors');
    expect(json.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/api/competitions/seniors')).headers.get('x-gp-cache')).toBe('hit');
  });
});

describe('the embed box on every public table\'s page', () => {
  test.each([
    { path: `/seasons/${SLUG}`, embed: `/embed/seasons/${SLUG}?top=10` },
    { path: `/seasons/${SLUG}/teams`, embed: `/embed/seasons/${SLUG}?view=teams&amp;top=10` },
    { path: `/en/seasons/${SLUG}/prizes`, embed: `/en/embed/seasons/${SLUG}?view=prizes` },
    { path: '/team-leagues/seniors', embed: '/embed/team-leagues/seniors' },
  ])('$path', async ({ path, embed }) => {
    const html = await (await get(path)).text();
    expect(html).toContain('data-testid="embed-snippet"');
    expect(html).toContain('src="/embed-snippet.js"');
    // the code for the page's own view, before the script puts the site's address in front
    expect(html).toContain(`&lt;iframe src=&quot;${embed.replace(/&amp;/g, '&amp;amp;')}&quot;`);
  });
});

describe('open data', () => {
  test.each([`/api/seasons/${SLUG}/standings`, `/api/seasons/${SLUG}/standings.csv`, '/api/competitions/seniors'])('%s: any site may read it, cached with a tag', async (path) => {
    const r = await get(path, { origin: 'https://klub.example' });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    expect(r.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(r.headers.get('cache-control')).toMatch(/s-maxage=1$/);
    const etag = r.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"r\d+-/);
    const again = await get(path, { origin: 'https://klub.example', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    // the preflight of a revalidating read
    const pre = await fetch(`${server.base}${path}`, { method: 'OPTIONS', headers: { origin: 'https://klub.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(pre.headers.get('access-control-allow-headers')).toContain('If-None-Match');
  });

  test('nothing private in them: no e-mail, password, token, session or birth date', async () => {
    for (const path of [`/api/seasons/${SLUG}/standings`, '/api/competitions/seniors']) {
      const text = await (await get(path)).text();
      expect(text, path).not.toMatch(/@demo\.gp|@example\.org|password|token|session|"birth/i);
    }
  });

  test('a write stays closed to other sites: no preflight for PUT, no CORS on the arbiter\'s downloads', async () => {
    const pre = await fetch(`${server.base}/api/competitions/seniors/files/teams.csv`, { method: 'OPTIONS', headers: { origin: 'https://klub.example', 'access-control-request-method': 'PUT' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    const fees = await get(`/api/seasons/${SLUG}/fees.csv`, { origin: 'https://klub.example' });
    expect(fees.headers.get('access-control-allow-origin')).toBeNull();
    const asked = await fetch(`${server.base}/api/competitions/seniors`, { method: 'OPTIONS', headers: { origin: 'https://klub.example', 'access-control-request-method': 'DELETE' } });
    expect(asked.headers.get('access-control-allow-methods')).toBeNull();
  });
});

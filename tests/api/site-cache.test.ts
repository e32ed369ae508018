import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { startServer, type TestServer } from './server';

// The production server (scripts/serve.mjs) over a real build: what its public cache answers, with
// which headers, and what it never answers.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  const create = (slug: string) =>
    api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug, name: slug, year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) });
  for (const slug of ['alpha', 'beta']) {
    expect((await create(slug)).status).toBe(201);
    expect((await upload(slug, 'place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Kot Jan,6,KS Beta\n')).status).toBe(200);
  }
}, 240_000);
afterAll(async () => server?.stop());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const auth = () => ({ authorization: `Bearer ${server.arbiterToken}` });
const upload = (slug: string, body: string) => api(`/api/seasons/${slug}/tournaments/gp01?name=I&date=2024-03-02`, { method: 'PUT', headers: auth(), body });
// issue 24: the default was 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
const PUBLIC = 'public, max-age=0, s-maxage=1';
const PRIVATE = 'private, no-store';

const KINDS = [
  { path: '/seasons/alpha', type: 'text/html' },
  { path: '/pl/seasons/alpha', type: 'text/html' },
  { path: '/en/seasons/alpha', type: 'text/html' },
  { path: '/seasons/alpha/teams', type: 'text/html' },
  { path: '/en/seasons/alpha/prizes', type: 'text/html' },
  { path: '/seasons/alpha/tournaments', type: 'text/html' },
  { path: '/seasons/alpha/tournaments/gp01', type: 'text/html' },
  { path: '/seasons/alpha/players/name%3Alis%20anna%7C', type: 'text/html' },
  { path: '/seasons/alpha/calendar', type: 'text/html' },
  { path: '/api/seasons/alpha/standings', type: 'application/json' },
  { path: '/api/seasons/alpha/standings.csv', type: 'text/csv' },
  { path: '/api/seasons/alpha/calendar.ics', type: 'text/calendar' },
];

test.each(KINDS)('$path: public Cache-Control, a revision ETag, 304 for If-None-Match, HEAD, compressed copies', async ({ path, type }) => {
  const first = await api(path, { headers: { 'accept-encoding': 'identity' } });
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toContain(type);
  expect(first.headers.get('cache-control')).toBe(PUBLIC);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^W\/"r\d+(\.\d+)?-[\w-]{16}"$/);
  const body = await first.text();
  expect(body).toContain(type === 'text/calendar' ? 'BEGIN:VCALENDAR' : type === 'text/html' ? 'alpha' : 'Lis');

  const again = await api(path, { headers: { 'accept-encoding': 'identity' } });
  expect(again.headers.get('x-gp-cache')).toBe('hit');
  expect(again.headers.get('etag')).toBe(etag);
  expect(await again.text()).toBe(body);

  const conditional = await api(path, { headers: { 'if-none-match': etag } });
  expect(conditional.status).toBe(304);
  expect(conditional.headers.get('etag')).toBe(etag);
  expect(conditional.headers.get('cache-control')).toBe(PUBLIC);

  const head = await api(path, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('etag')).toBe(etag);
  expect(await head.text()).toBe('');

  for (const encoding of ['br', 'gzip']) {
    const r = await api(path, { headers: { 'accept-encoding': encoding } });
    expect(r.headers.get('content-encoding')).toBe(encoding);
    expect(r.headers.get('vary')).toContain('Accept-Encoding');
    expect(await r.text()).toBe(body);
  }
});

test('a write renders the written season again and leaves the other season cached', async () => {
  const alpha = '/seasons/alpha/teams';
  const beta = '/seasons/beta/teams';
  await api(alpha);
  await api(beta);
  const before = { alpha: (await api(alpha)).headers.get('etag'), beta: (await api(beta)).headers.get('etag') };
  expect((await upload('alpha', 'place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Ryba Ola,6,KS Gamma\n')).status).toBe(200);

  const a = await api(alpha);
  expect(a.headers.get('x-gp-cache')).toBe('miss');
  expect(a.headers.get('etag')).not.toBe(before.alpha);
  expect(await a.text()).toContain('KS Gamma');
  const b = await api(beta);
  expect(b.headers.get('x-gp-cache')).toBe('hit');
  expect(b.headers.get('etag')).toBe(before.beta);
  // an If-None-Match of the old revision gets the new page, not a 304
  expect((await api(alpha, { headers: { 'if-none-match': before.alpha! } })).status).toBe(200);
});

test('50 concurrent requests for a page not yet rendered: one render, every answer the same', async () => {
  expect((await upload('beta', 'place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Wilk Ewa,6,KS Delta\n')).status).toBe(200);
  const answers = await Promise.all(Array.from({ length: 50 }, () => api('/seasons/beta/prizes').then(async (r) => ({ how: r.headers.get('x-gp-cache'), etag: r.headers.get('etag'), body: await r.text() }))));
  expect(answers.filter((a) => a.how === 'miss')).toHaveLength(1);
  expect(answers.every((a) => a.how === 'miss' || a.how === 'shared' || a.how === 'hit')).toBe(true);
  expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
});

test('a signed-in request is never answered from the public cache and is private, no-store', async () => {
  await api('/seasons/alpha');
  const withCookie = await api('/seasons/alpha', { headers: { cookie: 'gp_session=anything' } });
  expect(withCookie.status).toBe(200);
  expect(withCookie.headers.get('x-gp-cache')).toBeNull();
  expect(withCookie.headers.get('cache-control')).toBe(PRIVATE);

  const withToken = await api('/api/seasons/alpha/standings', { headers: auth() });
  expect(withToken.status).toBe(200);
  expect(withToken.headers.get('x-gp-cache')).toBeNull();
  expect(withToken.headers.get('cache-control')).toBe(PRIVATE);

  for (const path of ['/arbiter', '/pl/arbiter/sign-in', '/organizer', '/api/seasons/alpha/registry', '/api/seasons/alpha/fees.csv']) {
    const r = await api(path, { headers: auth(), redirect: 'manual' });
    expect(r.headers.get('cache-control'), path).toBe(PRIVATE);
    expect(r.headers.get('x-gp-cache'), path).toBeNull();
  }
});

test("Next answers what the cache does not keep: an unknown player (404), a hidden season, the client router's requests of a signed-in browser", async () => {
  const missing = await api('/seasons/alpha/players/nobody');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBe(PRIVATE);
  expect((await api('/seasons/no-such-season')).status).toBe(404);

  // issue 24: a signed-out reader's payload is kept (below); one with a cookie never
  const rsc = await api('/seasons/alpha/teams?_rsc', { headers: { rsc: '1', cookie: 'gp_session=anything' } });
  expect(rsc.status).toBe(200);
  expect(rsc.headers.get('content-type')).toContain('text/x-component');
  expect(rsc.headers.get('x-gp-cache')).toBeNull();
  expect(rsc.headers.get('cache-control')).toBe(PRIVATE);

  // hidden by another process (as `gp` would) while its pages are cached
  expect((await api('/seasons/beta/teams')).status).toBe(200);
  const conn = openDatabase(server.dbPath);
  conn.sqlite.prepare("update seasons set public = 0, revision = revision + 1 where slug = 'beta'").run();
  conn.sqlite.close();
  const hidden = await api('/seasons/beta/teams');
  expect(hidden.status).toBe(404);
  expect(hidden.headers.get('x-gp-cache')).toBeNull();
});

test('static files keep their own Cache-Control', async () => {
  const css = await api('/site.css');
  expect(css.status).toBe(200);
  expect(css.headers.get('cache-control')).toBe('public, max-age=0');
});

// issue 24: Next's client router's requests (a click, the prefetches it makes of every link in view:
// the headers Chromium sends, scripts/bench-rsc.mjs) are kept as variants of their page's entry
test("the client router's payload: one entry per variant, with Next's Vary and content type, never mixed with the page", async () => {
  const page = '/seasons/alpha/teams';
  const variants: Record<string, string>[] = [
    { rsc: '1' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree', 'next-url': '/pl/seasons/alpha/tournaments' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%2Cnull%2C%22metadata-only%22%5D', 'next-url': '/pl/seasons/alpha/tournaments' },
  ];
  const html = await (await api(page)).text();
  const bodies = new Set<string>();
  for (const headers of variants) {
    // without `_rsc` Next sends the client to the address with the hash of its headers (not kept)
    const redirect = await api(page, { headers, redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('x-gp-cache')).toBeNull();
    const address = redirect.headers.get('location')!;
    expect(address).toMatch(/^\/seasons\/alpha\/teams\?_rsc(=[\w-]+)?$/);
    const first = await api(address, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-gp-cache')).toBe('miss');
    expect(first.headers.get('content-type')).toContain('text/x-component');
    expect(first.headers.get('vary')).toBe('rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    expect(first.headers.get('cache-control')).toBe(PUBLIC);
    const body = await first.text();
    const again = await api(address, { headers });
    expect(again.headers.get('x-gp-cache')).toBe('hit');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(body);
    expect(body).not.toBe(html);
    bodies.add(body);
    // the hash of other headers: Next's 307, never a kept payload
    const forged = await api(address, { headers: { ...headers, 'next-url': '/pl/seasons/beta' }, redirect: 'manual' });
    expect(forged.status).toBe(307);
    expect(forged.headers.get('x-gp-cache')).toBeNull();
  }
  expect(bodies.size).toBe(variants.length);
  // the page itself, also asked for with `_rsc` but no router header: HTML, and never a public copy under the payload's address
  const plain = await api(page);
  expect(plain.headers.get('content-type')).toContain('text/html');
  expect(plain.headers.get('x-gp-cache')).toBe('hit');
  expect(await plain.text()).toBe(html);
  const htmlAtPayload = await api(`${page}?_rsc`);
  expect(htmlAtPayload.headers.get('content-type')).toContain('text/html');
  expect(htmlAtPayload.headers.get('cache-control')).toBe(PRIVATE);
});

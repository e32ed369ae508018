import { connect } from 'node:net';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './server';

/**
 * Attacks of issue 13 replayed against a real `next start`: a cookie kept after signing out, a
 * write lock held by another process, oversized posts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seedDemo: true });
}, 300_000);
afterAll(async () => server?.stop());

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden fields React renders into a form bound to a server action (what a browser without JavaScript posts). */
function actionFields(html: string, formMarker: RegExp): [string, string][] {
  const forms = html.split('<form').slice(1).map((f) => f.slice(0, f.indexOf('</form>')));
  const form = forms.find((f) => formMarker.test(f));
  if (!form) throw new Error(`no form matching ${formMarker}`);
  const fields: [string, string][] = [];
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(m[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(m[1]!)?.[1] ?? '';
    if (name?.startsWith('$ACTION')) fields.push([unescape(name), unescape(value)]);
  }
  return fields;
}

async function post(path: string, fields: [string, string][], cookie?: string): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  return fetch(`${server.base}${path}`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: server.base, ...(cookie ? { cookie } : {}) } });
}

const page = (path: string, cookie?: string) => fetch(`${server.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

async function signIn(email: string, password: string): Promise<string> {
  const html = await (await page('/arbiter/sign-in')).text();
  const r = await post('/arbiter/sign-in', [...actionFields(html, /name="password"/), ['lang', 'pl'], ['email', email], ['password', password]]);
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('gp_session='));
  if (!cookie) throw new Error(`sign-in did not set a cookie (status ${r.status})`);
  return cookie.split(';')[0]!;
}

async function signOut(cookie: string): Promise<void> {
  const html = await (await page('/arbiter', cookie)).text();
  const r = await post('/arbiter', [...actionFields(html, /class="signed-in"/), ['lang', 'pl']], cookie);
  expect(r.status).toBeLessThan(400);
}

describe('signing out ends the session', () => {
  test('the cookie, replayed after sign-out, opens nothing', async () => {
    const cookie = await signIn('arbiter@example.org', 'arbiter password 1');
    expect((await page('/arbiter', cookie)).status).toBe(200);
    await signOut(cookie);
    const replayed = await page('/arbiter', cookie);
    expect(replayed.status).toBe(307);
    expect(replayed.headers.get('location')).toContain('/arbiter/sign-in');
    // nor does it write through the API
    const write = await fetch(`${server.base}/api/seasons`, { method: 'POST', headers: { cookie, origin: server.base, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'stolen', name: 'S', year: 2027 }) });
    expect(write.status).toBe(401);
  });

  test('the active sessions page lists the session', async () => {
    const cookie = await signIn('arbiter@example.org', 'arbiter password 1');
    const html = await (await page('/arbiter/sessions', cookie)).text();
    expect(html).toContain('data-testid="sessions"');
    expect(html).toContain('arbiter@example.org');
  });
});

describe('a write lock held by another process', () => {
  test('a write answers 503 with Retry-After and pages keep answering', async () => {
    const other = new Database(server.dbPath);
    other.pragma('busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    try {
      const put = await fetch(`${server.base}/api/seasons/gp-warmia-mazury-2018/registry`, { method: 'PUT', headers: { authorization: `Bearer ${server.arbiterToken}` }, body: 'cr_id,name\n1,A\n' });
      expect(put.status).toBe(503);
      expect(put.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await put.json()).errors[0].code).toBe('DATABASE_BUSY');
      expect((await page('/seasons/gp-warmia-mazury-2018')).status).toBe(200);
      expect((await page('/api/seasons/gp-warmia-mazury-2018/standings')).status).toBe(200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const again = await fetch(`${server.base}/api/seasons/gp-warmia-mazury-2018/registry`, { method: 'PUT', headers: { authorization: `Bearer ${server.arbiterToken}` }, body: 'cr_id,name\n1,A\n' });
    expect(again.status).toBe(200);
  });
});

describe('input limits', () => {
  test('a 2 MB post to the sign-in page is refused before it is read', async () => {
    const r = await fetch(`${server.base}/arbiter/sign-in`, { method: 'POST', body: new Uint8Array(2 * 1024 * 1024), headers: { 'content-type': 'application/octet-stream' }, redirect: 'manual' });
    expect(r.status).toBe(413);
  });

  test('an empty PATCH of a reservation is a 422, not a 500', async () => {
    const r = await fetch(`${server.base}/api/reservations/1`, { method: 'PATCH', headers: { authorization: `Bearer ${server.arbiterToken}`, 'content-type': 'application/json' }, body: '' });
    expect(r.status).toBe(422);
    const empty = await fetch(`${server.base}/api/reservations/1`, { method: 'PATCH', headers: { authorization: `Bearer ${server.arbiterToken}`, 'content-type': 'application/json' }, body: '{}' });
    expect([404, 422]).toContain(empty.status);
  });
});

describe('issue 42: files bigger than their data can be are refused, naming the bound', () => {
  const auth = () => ({ authorization: `Bearer ${server.arbiterToken}` });
  test('a results file of 10,001 players and one of 300 columns: 422, nothing stored; 300 players are stored', async () => {
    const rows = (n: number, extra = '') => ['place,name,points,club' + extra, ...Array.from({ length: n }, (_, i) => `${i + 1},Gracz${i} Jan,${Math.max(0, 9 - Math.floor(i / 500))},Klub ${i % 40}`)].join('\n');
    const put = (body: string) => fetch(`${server.base}/api/seasons/gp-warmia-mazury-2018/tournaments/gp-huge?name=Huge&date=2018-12-01`, { method: 'PUT', headers: auth(), body });
    const tall = await put(rows(10_001));
    expect(tall.status).toBe(422);
    const tallErrors = (await tall.json()).errors;
    expect(tallErrors).toHaveLength(1);
    expect(tallErrors[0]).toMatchObject({ code: 'TOO_MANY_ROWS', line: 0, params: { count: 10_001, limit: 10_000, list: 'results' } });
    expect(tallErrors[0].message).toContain('at most 10,000 rows');
    const wide = await put(rows(3, Array.from({ length: 296 }, (_, i) => `,x${i}`).join('')));
    expect(wide.status).toBe(422);
    expect((await wide.json()).errors[0]).toMatchObject({ code: 'TOO_MANY_COLUMNS', params: { count: 300, limit: 200 } });
    expect((await fetch(`${server.base}/api/seasons/gp-warmia-mazury-2018/tournaments/gp-huge/versions`, { headers: auth() })).status).toBe(404);
    expect((await put(rows(10_000))).status).toBe(200);
  }, 60_000);

  // item 2: the page of the largest file accepted fits a phone's memory: a page at a time (7.3 MB of HTML on one page before)
  test("the 10,000-row tournament's page is a page of 500 rows; its search, sort and pages reach every row", async () => {
    const base = `${server.base}/seasons/gp-warmia-mazury-2018/tournaments/gp-huge`;
    const rowsOf = (html: string) => [...(html.split('<tbody>')[1] ?? '').split('</tbody>')[0]!.matchAll(/<tr[ >]/g)].length;
    const first = await fetch(base, { headers: { 'accept-encoding': 'identity' } });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(Buffer.byteLength(html)).toBeLessThan(1024 * 1024);
    expect(rowsOf(html)).toBe(500);
    expect(html).toContain('data-testid="table-pages"');
    expect(html).toContain('Wiersze 1–500 z 10');
    // the last page, from the pager's own link
    const last = /href="([^"]*\?page=20)"/.exec(html)?.[1];
    expect(last).toBeDefined();
    const lastHtml = await (await fetch(`${server.base}${last!.replace(/&amp;/g, '&')}`)).text();
    expect(rowsOf(lastHtml)).toBe(500);
    expect(lastHtml).toContain('Gracz9999 Jan');
    // the search finds a row of page 20 from page 1's address, the server's sort orders all 10,000
    const found = await (await fetch(`${base}?q=gracz9999`)).text();
    expect(rowsOf(found)).toBe(1);
    expect(found).toContain('Gracz9999 Jan');
    const byName = await (await fetch(`${base}?sort=-player`)).text();
    expect(byName.split('<tbody>')[1]).toMatch(/^<tr[^>]*><td[^>]*>\d+<\/td><td>(<a[^>]*>)?Gracz9999 Jan/);
  }, 60_000);
});

describe('oversized uploads are refused before they are read', () => {
  test('a 12 MB post to an upload page answers 413 in the page language', async () => {
    const r = await fetch(`${server.base}/en/arbiter/seasons/gp-warmia-mazury-2018/upload`, { method: 'POST', body: new Uint8Array(12 * 1024 * 1024), headers: { 'content-type': 'application/octet-stream' }, redirect: 'manual' });
    expect(r.status).toBe(413);
    expect(await r.text()).toBe('The file is larger than 10 MB.');
  });
});

/** One raw request on its own connection, read to its end: the status and headers (null when the server sent nothing, or reset). */
function raw(text: string | Buffer): Promise<{ status: number | null; head: string; reset: boolean }> {
  const url = new URL(server.base);
  return new Promise((resolve) => {
    const s = connect(Number(url.port), url.hostname, () => s.write(text));
    let got = '';
    let reset = false;
    s.on('data', (c) => (got += c.toString('latin1')));
    s.on('error', () => (reset = true));
    s.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1]) || null, head: got.split('\r\n\r\n')[0] ?? '', reset }));
    s.setTimeout(20_000, () => s.destroy());
  });
}

describe('issue 42: methods the site does not use, and oversized headers', () => {
  test('a method Node does not know (TRACK, BREW) is 501 Not Implemented, answered before the connection closes', async () => {
    for (const method of ['TRACK', 'BREW']) {
      const r = await raw(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      expect(r.status, method).toBe(501);
      expect(r.reset).toBe(false);
    }
  });

  test.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'CONNECT'])('%s answers 405 with Allow, not a 500 nor the page', async (method) => {
    const target = method === 'CONNECT' ? '127.0.0.1:80' : '/seasons/gp-warmia-mazury-2018';
    const r = await raw(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(r.status).toBe(405);
    expect(r.head.toLowerCase()).toContain('\r\nallow: get, head, post, put, patch, delete, options');
    expect(r.head.toLowerCase()).toContain('cache-control: private, no-store');
  });

  test('a 100 KB header is answered 431 before the connection closes, not reset', async () => {
    const r = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`);
    expect(r.status).toBe(431);
    expect(r.reset).toBe(false);
    // and the site goes on
    expect((await page('/seasons/gp-warmia-mazury-2018')).status).toBe(200);
  });
});

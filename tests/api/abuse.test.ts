import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './server';

/**
 * Issue 31: the red team's anonymous attacks replayed against the production server, each bounded
 * in count and time, on loopback only. The second server trusts 127.0.0.1 as a proxy
 * (GP_TRUST_PROXY), so that X-Forwarded-For tells the attacker from the others.
 */
const SEASON = 'gp-warmia-mazury-2018';
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function actionFields(html: string): [string, string][] {
  const form = html.split('<form').slice(1).map((f) => f.slice(0, f.indexOf('</form>'))).find((f) => /name="password"/.test(f));
  if (!form) throw new Error('no sign-in form');
  const fields: [string, string][] = [];
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(m[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(m[1]!)?.[1] ?? '';
    if (name?.startsWith('$ACTION')) fields.push([unescape(name), unescape(value)]);
  }
  return fields;
}

/** A sign-in through the page's form, as a browser without JavaScript: the session and device cookies it got, if any. */
async function signIn(server: TestServer, email: string, password: string, headers: Record<string, string> = {}): Promise<{ status: number; session?: string; device?: string }> {
  const html = await (await fetch(`${server.base}/arbiter/sign-in`, { headers })).text();
  const form = new FormData();
  for (const [k, v] of [...actionFields(html), ['lang', 'pl'], ['email', email], ['password', password]] as [string, string][]) form.append(k, v);
  const r = await fetch(`${server.base}/arbiter/sign-in`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: server.base, ...headers }, signal: AbortSignal.timeout(60_000) });
  const cookie = (name: string) => r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0];
  return { status: r.status, session: cookie('gp_session'), device: cookie('gp_device') };
}

/** One raw request on a new connection: the status line's code (or null when the server closed without one). */
function raw(port: number, text: string): Promise<{ status: number | null; body: string }> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => s.write(text));
    let got = '';
    s.on('data', (c) => (got += c.toString('utf8')));
    s.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1]) || null, body: got }));
    s.on('error', reject);
    s.setTimeout(20_000, () => s.destroy());
  });
}

describe('without a configured proxy', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startServer({ seedDemo: true });
    port = Number(new URL(server.base).port);
  }, 300_000);
  afterAll(async () => server?.stop());

  test.each(['/seasons/%ff', '/%ff', '/api/competitions/%ff', `/api/seasons/%ff/standings`, '/seasons/x/players/%ff', `/seasons/${SEASON}/tournaments/%ff/versions`, `/api/seasons/${SEASON}/tournaments/%ff/versions`, '/arbiter/seasons/%ff'])('a malformed address is a 400 page in Polish: %s', async (path) => {
    const r = await fetch(`${server.base}${path}`);
    expect(r.status).toBe(400);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const html = await r.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Nieprawidłowy adres');
  });

  test('under /en the page is in English; `OPTIONS *` and a form post to a malformed address are 400s too', async () => {
    const en = await fetch(`${server.base}/en/seasons/%ff/players/%c3%28`);
    expect(en.status).toBe(400);
    expect(await en.text()).toContain('Malformed address');
    expect((await raw(port, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status).toBe(400);
    const post = await fetch(`${server.base}/seasons/%ff`, { method: 'POST', body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(400);
  });

  test('a server action posted from another site is refused with 403 in the page language, and signs nobody in', async () => {
    const html = await (await fetch(`${server.base}/en/arbiter/sign-in`)).text();
    const form = new FormData();
    for (const [k, v] of [...actionFields(html), ['lang', 'en'], ['email', 'arbiter@example.org'], ['password', 'arbiter password 1']] as [string, string][]) form.append(k, v);
    for (const origin of ['https://evil.example', 'null', 'not a url']) {
      const r = await fetch(`${server.base}/en/arbiter/sign-in`, { method: 'POST', body: form, redirect: 'manual', headers: { origin } });
      expect(r.status, origin).toBe(403);
      expect(r.headers.getSetCookie().some((c) => c.startsWith('gp_session='))).toBe(false);
      expect(await r.text()).toContain('This form was sent from another site');
    }
  });

  test('a browser that signed in before gets in while the account is locked by guesses from elsewhere (device cookie)', async () => {
    const first = await signIn(server, 'arbiter@example.org', 'arbiter password 1');
    expect(first.session).toBeDefined();
    expect(first.device).toMatch(/^gp_device=[\w-]{22}\.[\w-]{43}$/);
    // the outsider locks the account
    for (let i = 0; i < 6; i++) expect((await signIn(server, 'arbiter@example.org', `wrong ${i}`)).session).toBeUndefined();
    expect((await signIn(server, 'arbiter@example.org', 'arbiter password 1')).session).toBeUndefined();
    const known = await signIn(server, 'arbiter@example.org', 'arbiter password 1', { cookie: first.device! });
    expect(known.session).toBeDefined();
    // a device cookie of this account is nothing to another account
    expect(await signIn(server, 'organizer@example.org', 'wrong', { cookie: first.device! })).toMatchObject({ session: undefined });
  }, 120_000);

  // last in this server: it leaves the loopback address waiting
  test('forged X-Forwarded-For addresses share the socket’s count: 24 guesses from 24 “addresses” lock the address', async () => {
    for (let i = 0; i < 24; i++) {
      const r = await signIn(server, `nobody${i}@example.org`, 'guess', { 'x-forwarded-for': `203.0.113.${i + 1}` });
      expect(r.status).toBeLessThan(500);
      expect(r.session).toBeUndefined();
    }
    // the right password of an untouched account, from yet another forged address: the address waits
    expect((await signIn(server, 'organizer@example.org', 'organizer password 1', { 'x-forwarded-for': '198.51.100.9' })).session).toBeUndefined();
  }, 180_000);
});

describe('behind a configured proxy (GP_TRUST_PROXY=127.0.0.1)', () => {
  let server: TestServer;
  let port: number;
  const attacker = { 'x-forwarded-for': '203.0.113.66' };
  const other = { 'x-forwarded-for': '198.51.100.7' };
  beforeAll(async () => {
    server = await startServer({ seedDemo: true, env: { GP_TRUST_PROXY: '127.0.0.1', GP_BODY_IDLE_S: '3', GP_MAX_STREAMS: '20', GP_MAX_STREAMS_PER_CLIENT: '5' } });
    port = Number(new URL(server.base).port);
  }, 300_000);
  afterAll(async () => server?.stop());

  const put = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}/api/seasons/${SEASON}/tournaments/gp-abuse?name=Abuse&date=2018-12-01`, { method: 'PUT', headers: { authorization: `Bearer ${server.arbiterToken}`, ...headers }, body, signal: AbortSignal.timeout(30_000) });

  test('64 unfinished bodies (Content-Length 1,000,000, then nothing) stop nobody else: sign-in page, API and a write answer; the bodies time out with 408', async () => {
    const sockets: Socket[] = [];
    const answers: Promise<number | null>[] = [];
    for (let i = 0; i < 64; i++) {
      answers.push(
        new Promise((resolve) => {
          const s = connect(port, '127.0.0.1', () => s.write(`PUT /api/seasons/${SEASON}/registry HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.66\r\nAuthorization: Bearer x\r\nContent-Length: 1000000\r\n\r\nname`));
          let got = '';
          s.on('data', (c) => (got += c));
          s.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1]) || null));
          s.on('error', () => undefined);
          sockets.push(s);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    try {
      const page = await fetch(`${server.base}/arbiter/sign-in`, { headers: other, signal: AbortSignal.timeout(20_000) });
      expect(page.status).toBe(200);
      expect((await fetch(`${server.base}/api/seasons/${SEASON}/standings?fresh=1`, { headers: other, signal: AbortSignal.timeout(20_000) })).status).toBe(200);
      const write = await put('place,name,points,club\n1,Lis Anna,7,KS Alfa\n', other);
      expect(write.status).toBe(200);
      // even the attacker's own complete requests go on: its bodies wait apart from its other requests
      expect((await fetch(`${server.base}/arbiter/sign-in`, { headers: attacker, signal: AbortSignal.timeout(20_000) })).status).toBe(200);
    } finally {
      const statuses = await Promise.all(answers);
      // each unfinished body is refused: over the per-client cap at once (429), the others once idle (408)
      expect(statuses.filter((s) => s === 429).length).toBe(64 - 8);
      expect(statuses.filter((s) => s === 408).length).toBe(8);
      for (const s of sockets) s.destroy();
    }
  }, 60_000);

  test('70 clients that never read a page, asked under 70 query strings, render nothing and hold nothing: the next reader gets a fresh page', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${i + 1},Gracz${i} Jan${i},${(3000 - i) % 9},Klub ${i % 40}`).join('\n');
    expect((await put(`place,name,points,club\n${rows}\n`, other)).status).toBe(200);
    const page = `/seasons/${SEASON}/tournaments/gp-abuse`;
    const first = await fetch(`${server.base}${page}`, { headers: other });
    expect(first.status).toBe(200);
    const size = (await first.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(300_000);
    const sockets: Socket[] = [];
    for (let i = 0; i < 70; i++) {
      const s = connect(port, '127.0.0.1', () => s.write(`GET ${page}?x=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.66\r\nAccept-Encoding: identity\r\n\r\n`));
      s.pause();
      s.on('error', () => undefined);
      sockets.push(s);
    }
    // and 20 signed-in ones (a cookie: never from the cache, through the Next thread), that never read either
    for (let i = 0; i < 20; i++) {
      const s = connect(port, '127.0.0.1', () => s.write(`GET ${page} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.66\r\nCookie: gp_session=nobody\r\nAccept-Encoding: identity\r\n\r\n`));
      s.pause();
      s.on('error', () => undefined);
      sockets.push(s);
    }
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const variant = await fetch(`${server.base}${page}?x=other`, { headers: other, signal: AbortSignal.timeout(20_000) });
      expect(variant.headers.get('x-gp-cache')).toBe('hit');
      expect((await put(`place,name,points,club\n${rows}\n3001,Nowy Gracz,1,KS Nowy\n`, other)).status).toBe(200);
      // issue 42: the page shows 500 rows a page; the new row (place 3001) is found by the table's search over every row
      const fresh = await fetch(`${server.base}${page}?q=Nowy`, { headers: other, signal: AbortSignal.timeout(30_000) });
      expect(fresh.status).toBe(200);
      expect(await fresh.text()).toContain('Nowy Gracz');
      const signedIn = await fetch(`${server.base}${page}?q=Nowy`, { headers: { ...other, cookie: 'gp_session=someone' }, signal: AbortSignal.timeout(30_000) });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.text()).toContain('Nowy Gracz');
    } finally {
      for (const s of sockets) s.destroy();
    }
  }, 120_000);

  test('issue 42: one address opening 30 live streams gets its 5 and 429s with Retry-After; another address still gets its streams', async () => {
    const controllers: AbortController[] = [];
    const stream = async (headers: Record<string, string>) => {
      const controller = new AbortController();
      controllers.push(controller);
      const r = await fetch(`${server.base}/api/seasons/${SEASON}/events`, { headers, signal: controller.signal });
      return { status: r.status, retryAfter: r.headers.get('retry-after'), code: r.status === 200 ? null : ((await r.json()) as { errors: { code: string }[] }).errors[0]!.code };
    };
    try {
      const flood = await Promise.all(Array.from({ length: 30 }, () => stream(attacker)));
      expect(flood.filter((r) => r.status === 200).length).toBe(5);
      const refused = flood.filter((r) => r.status !== 200);
      expect(refused.length).toBe(25);
      expect(refused.every((r) => r.status === 429 && r.retryAfter === '60' && r.code === 'TOO_MANY_STREAMS_FROM_CLIENT')).toBe(true);
      // the process bound (20) is far from reached: every other visitor's stream opens
      const others = await Promise.all([1, 2, 3].map((i) => stream({ 'x-forwarded-for': `198.51.100.${i}` })));
      expect(others.map((r) => r.status)).toEqual([200, 200, 200]);
    } finally {
      for (const c of controllers) c.abort();
    }
  });

  test('240 spellings of one page are one cache entry: none renders again', async () => {
    const page = `/seasons/${SEASON}/teams`;
    expect((await fetch(`${server.base}${page}`)).status).toBe(200);
    const spell = (path: string, i: number) => path.replace(/[a-z]/g, (c, at: number) => ((i >> at % 8) & 1 ? `%${c.charCodeAt(0).toString(16)[i % 2 ? 'toUpperCase' : 'toLowerCase']()}` : c));
    const hows = new Set<string>();
    for (let i = 0; i < 240; i++) {
      const r = await fetch(`${server.base}${spell(page, i)}${i % 3 ? `?v=${i}` : ''}`);
      expect(r.status).toBe(200);
      hows.add(r.headers.get('x-gp-cache') ?? 'none');
      await r.arrayBuffer();
    }
    expect([...hows]).toEqual(['hit']);
  }, 120_000);

  test('the what-if calculator: values that are no result answer 422 with the form and its problems; a flood from one client waits on itself', async () => {
    const html = await (await fetch(`${server.base}/seasons/${SEASON}`)).text();
    const player = /href="(\/seasons\/[^"]+\/players\/[^"/]+)"/.exec(html)![1]!;
    for (const value of ['NaN', '-5', '1e308', 'abc', '9'.repeat(500), '2.25', '2,3']) {
      const r = await fetch(`${server.base}${player}/what-if?g1=${encodeURIComponent(value)}`, { headers: other });
      expect(r.status, value).toBe(422);
      const body = await r.text();
      expect(body).toContain('data-testid="what-if-problems"');
      expect(body).toContain('<form');
    }
    const en = await fetch(`${server.base}/en${player}/what-if?g1=abc`, { headers: other });
    expect(en.status).toBe(422);
    expect((await fetch(`${server.base}${player}/what-if?g1=3.5`, { headers: other })).status).toBe(200);
    // 8 parallel clients of one address asking again and again: some wait, some are told to come back (429); sign-in still works for another
    let stop = false;
    const statuses: number[] = [];
    const flood = Array.from({ length: 8 }, async (_, c) => {
      for (let i = 0; !stop && i < 40; i++) {
        const r = await fetch(`${server.base}${player}/what-if?g1=${(i % 9) + 0.5}&c=${c}`, { headers: attacker, signal: AbortSignal.timeout(30_000) });
        statuses.push(r.status);
        await r.arrayBuffer();
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    const signedIn = await signIn(server, 'arbiter@example.org', 'arbiter password 1', other);
    stop = true;
    await Promise.all(flood);
    expect(signedIn.session).toBeDefined();
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  }, 120_000);
});

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { etagMatches, PageCache, pickEncoding, sendEntry } from '@/server/page-cache.mjs';

type Rendered = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
const page = (text: string, headers: Rendered['headers'] = {}): Rendered => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body: Buffer.from(text) });

/** The page an entry holds (its gzip copy inflated). */
const text = (entry: { gzip: Buffer } | null) => gunzipSync(entry!.gzip).toString();

/** A render that finishes when the test says so, counting its calls. */
function deferredRender(result: Rendered) {
  let calls = 0;
  let finish!: () => void;
  const gate = new Promise<void>((r) => (finish = r));
  return {
    render: async () => {
      calls++;
      await gate;
      return result;
    },
    finish: () => finish(),
    calls: () => calls,
  };
}

describe('PageCache', () => {
  test('50 concurrent misses of one page render it once; all 50 get the same entry', async () => {
    const cache = new PageCache();
    const r = deferredRender(page('<h1>standings</h1>'));
    const at = { bucket: 'db\u0000season-1', revision: 3, key: '/seasons/a' };
    const waiting = Array.from({ length: 50 }, () => cache.get(at, r.render));
    r.finish();
    const got = await Promise.all(waiting);
    expect(r.calls()).toBe(1);
    expect(new Set(got.map((g) => g.entry))).toHaveLength(1);
    expect(got.filter((g) => g.how === 'miss')).toHaveLength(1);
    expect(got.filter((g) => g.how === 'shared')).toHaveLength(49);
    const again = await cache.get(at, r.render);
    expect(again.how).toBe('hit');
    expect(r.calls()).toBe(1);
  });

  test('a new revision of one season renders that season again and drops its old entries; another season stays cached', async () => {
    const cache = new PageCache();
    let n = 0;
    const render = async () => page(`render ${++n}`);
    const a = (revision: number, key = '/seasons/a') => cache.get({ bucket: 'db\u0000a', revision, key }, render);
    const b = (revision: number) => cache.get({ bucket: 'db\u0000b', revision, key: '/seasons/b' }, render);
    expect((await a(1)).how).toBe('miss');
    expect((await a(1, '/seasons/a/teams')).how).toBe('miss');
    expect((await b(7)).how).toBe('miss');
    expect(cache.stats().entries).toBe(3);

    const fresh = await a(2);
    expect(fresh.how).toBe('miss');
    expect(text(fresh.entry)).toBe('render 4');
    expect(fresh.entry!.etag).toMatch(/^W\/"r2-/);
    // the season's revision-1 pages are gone, the other season's page is still there
    expect(cache.stats().entries).toBe(2);
    expect((await b(7)).how).toBe('hit');
    expect((await a(2, '/seasons/a/teams')).how).toBe('miss');
  });

  test('the same season in two databases never shares an entry', async () => {
    const cache = new PageCache();
    const one = await cache.get({ bucket: '/data/one.sqlite\u00001', revision: 1, key: '/seasons/a' }, async () => page('one'));
    const two = await cache.get({ bucket: '/data/two.sqlite\u00001', revision: 1, key: '/seasons/a' }, async () => page('two'));
    expect(two.how).toBe('miss');
    expect(text(one.entry)).toBe('one');
    expect(text(two.entry)).toBe('two');
  });

  test('a render of an older revision that finishes after a newer one was asked for is not kept', async () => {
    const cache = new PageCache();
    const old = deferredRender(page('revision 1'));
    const at = (revision: number) => ({ bucket: 'db\u0000a', revision, key: '/seasons/a' });
    const slow = cache.get(at(1), old.render);
    const newer = await cache.get(at(2), async () => page('revision 2'));
    old.finish();
    expect(text((await slow).entry)).toBe('revision 1');
    expect(newer.how).toBe('miss');
    expect(text((await cache.get(at(2), async () => page('again'))).entry)).toBe('revision 2');
    expect(cache.stats().entries).toBe(1);
  });

  test('not kept: anything but a 200, and a response that sets a cookie', async () => {
    const cache = new PageCache();
    const at = (key: string) => ({ bucket: 'db\u0000a', revision: 1, key });
    expect((await cache.get(at('/seasons/a/players/x'), async () => ({ ...page('not found'), status: 404 }))).entry).toBeNull();
    expect((await cache.get(at('/seasons/a'), async () => page('hello', { 'set-cookie': 'a=b' }))).entry).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  test('stays within its byte budget of compressed copies, dropping the least recently used page first', async () => {
    const cache = new PageCache({ maxBytes: 2500, compress: async (b: Buffer) => ({ gzip: b.subarray(0, 999), br: b.subarray(0, 1) }) });
    const at = (key: string) => ({ bucket: 'db\u0000a', revision: 1, key });
    const big = async () => page('x'.repeat(999));
    await cache.get(at('/1'), big);
    await cache.get(at('/2'), big);
    await cache.get(at('/1'), big); // /1 used again: /2 is now the oldest
    await cache.get(at('/3'), big);
    expect(cache.stats().bytes).toBeLessThanOrEqual(2500);
    expect((await cache.get(at('/1'), big)).how).toBe('hit');
    expect((await cache.get(at('/2'), big)).how).toBe('miss');
  });

  test('only the compressed copies are kept: the budget counts them, and no plain copy stays behind', async () => {
    const cache = new PageCache();
    const got = (await cache.get({ bucket: 'db\u0000a', revision: 1, key: '/1' }, async () => page('<p>1</p>'.padEnd(1000, '.')))).entry!;
    expect(got.identity).toBeNull();
    expect(cache.stats().bytes).toBe(got.gzip.byteLength + got.br.byteLength);
  });

  test('per-delivery headers are not stored; Vary gains Accept-Encoding; the three encodings hold the same page', async () => {
    const cache = new PageCache();
    const html = '<table>' + '<tr><td>Kowalski Jan</td><td>12</td></tr>'.repeat(500) + '</table>';
    const entry = (
      await cache.get({ bucket: 'db\u0000a', revision: 4, key: '/seasons/a' }, async () =>
        page(html, { date: 'Mon', 'cache-control': 'private, no-store', 'content-length': '9', vary: 'rsc, next-router-state-tree', 'x-frame-options': 'DENY' }),
      )
    ).entry!;
    const names = entry.headers.map(([n]: [string, string]) => n);
    expect(names).not.toContain('date');
    expect(names).not.toContain('cache-control');
    expect(names).not.toContain('content-length');
    expect(entry.headers).toContainEqual(['vary', 'rsc, next-router-state-tree, Accept-Encoding']);
    expect(entry.headers).toContainEqual(['x-frame-options', 'DENY']);
    expect(gunzipSync(entry.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(entry.br).toString()).toBe(html);
    expect(entry.br.byteLength).toBeLessThan(html.length / 10);
  });
});

test.each([
  { label: 'nothing', header: undefined, expected: 'identity' },
  { label: 'gzip only', header: 'gzip', expected: 'gzip' },
  { label: 'a browser', header: 'gzip, deflate, br, zstd', expected: 'br' },
  { label: 'br refused with q=0', header: 'br;q=0, gzip;q=0.8', expected: 'gzip' },
  { label: 'everything refused', header: 'gzip;q=0', expected: 'identity' },
  { label: 'any', header: '*', expected: 'br' },
  { label: 'unknown only', header: 'deflate', expected: 'identity' },
])('Accept-Encoding: $label → $expected', ({ header, expected }) => {
  expect(pickEncoding(header)).toBe(expected);
});

test.each([
  { label: 'the same weak tag', header: 'W/"r3-abc"', expected: true },
  { label: 'the strong form of the tag', header: '"r3-abc"', expected: true },
  { label: 'one of a list', header: '"x", W/"r3-abc"', expected: true },
  { label: 'any', header: '*', expected: true },
  { label: 'an older revision', header: 'W/"r2-abc"', expected: false },
  { label: 'none', header: undefined, expected: false },
])('If-None-Match with $label: $expected', ({ header, expected }) => {
  expect(etagMatches(header, 'W/"r3-abc"')).toBe(expected);
});

describe('sendEntry over HTTP', () => {
  async function withServer(fn: (base: string) => Promise<void>) {
    const cache = new PageCache();
    const entry = (await cache.get({ bucket: 'db\u0000a', revision: 5, key: '/p' }, async () => page('<p>' + 'pawn '.repeat(400) + '</p>', { 'x-frame-options': 'DENY' }))).entry!;
    const server = createServer((req: IncomingMessage, res: ServerResponse) => sendEntry(req, res, entry, 'public, max-age=0, s-maxage=60', 'hit'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}/p`);
    } finally {
      await new Promise((r) => server.close(r));
    }
    return entry;
  }

  test('200 with the tag and Cache-Control; 304 for If-None-Match; HEAD without a body; the encoding the client takes', async () => {
    await withServer(async (url) => {
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(200);
      const etag = plain.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"r5-[\w-]{16}"$/);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(plain.headers.get('x-frame-options')).toBe('DENY');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toContain('pawn pawn');

      const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(notModified.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(await notModified.text()).toBe('');

      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(etag);
      expect(await head.text()).toBe('');

      // fetch decodes the body; the header says what came over the wire
      const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(await br.text()).toContain('pawn pawn');
      const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('vary')).toContain('Accept-Encoding');
    });
  });
});

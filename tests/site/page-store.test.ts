import { existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { PageCache } from '@/server/page-cache.mjs';

type Rendered = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
const page = (text: string): Rendered => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(text) });

const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'gp-page-store-'));
  dirs.push(d);
  return join(d, 'pages');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A cache over a store in `dir`, as the server makes one at each start, with a render that counts its calls. */
function start(dir: string, build = 'build-1') {
  let renders = 0;
  const cache = new PageCache({ store: { dir, build } });
  const render = async () => page(`<h1>render ${++renders}</h1>`);
  /** The cache's disk writes run after the answer: a test waits for them as a restart would find them. */
  const settled = () => cache.flush();
  return { cache, render, renders: () => renders, settled };
}

describe('pages kept on disk across restarts (issue 12: the first page after a restart)', () => {
  test('after a restart the page of the same revision comes from disk without a render; its plain bytes are made from the gzip copy', async () => {
    const dir = freshDir();
    const at = { bucket: 'db\u00001', revision: '4~a1b2', key: '/seasons/a' };
    const first = start(dir);
    const rendered = await first.cache.get(at, first.render);
    expect(rendered.how).toBe('miss');
    await first.settled();

    const second = start(dir);
    const got = await second.cache.get(at, second.render);
    expect(got.how).toBe('disk');
    expect(second.renders()).toBe(0);
    expect(got.entry!.etag).toBe(rendered.entry!.etag);
    expect(got.entry!.headers).toEqual(rendered.entry!.headers);
    expect(got.entry!.br.equals(rendered.entry!.br)).toBe(true);
    expect(got.entry!.identity).toBeNull();
    expect(gunzipSync(got.entry!.gzip).toString()).toBe('<h1>render 1</h1>');
    expect((await second.cache.get(at, second.render)).how).toBe('hit');
  });

  test('another revision, another stamp of the same revision (a restored backup) or another build renders again', async () => {
    const dir = freshDir();
    const first = start(dir);
    await first.cache.get({ bucket: 'db\u00001', revision: '4~a1b2', key: '/seasons/a' }, first.render);
    await first.settled();

    const later = start(dir);
    expect((await later.cache.get({ bucket: 'db\u00001', revision: '5~c3d4', key: '/seasons/a' }, later.render)).how).toBe('miss');
    const restored = start(dir);
    expect((await restored.cache.get({ bucket: 'db\u00001', revision: '4~ffff', key: '/seasons/a' }, restored.render)).how).toBe('miss');
    await restored.settled();
    const rebuilt = start(dir, 'build-2');
    expect((await rebuilt.cache.get({ bucket: 'db\u00001', revision: '4~ffff', key: '/seasons/a' }, rebuilt.render)).how).toBe('miss');
  });

  test('a new build empties the folder of the old build\'s pages', async () => {
    const dir = freshDir();
    const first = start(dir);
    await first.cache.get({ bucket: 'db\u00001', revision: '1~aa', key: '/seasons/a' }, first.render);
    await first.settled();
    expect(readdirSync(dir).length).toBe(2); // the page and the BUILD marker
    new PageCache({ store: { dir, build: 'build-2' } });
    expect(readdirSync(dir)).toEqual(['BUILD']);
  });

  test('a torn or foreign file is a miss, and the render overwrites it', async () => {
    const dir = freshDir();
    const at = { bucket: 'db\u00001', revision: '1~aa', key: '/seasons/a' };
    const store = new PageCache({ store: { dir, build: 'build-1' } }).store!;
    writeFileSync(store.fileOf(at.bucket, at.key), 'GPPAGE1\n\u0000\u0000\u0000\u0010{"bucket":');
    const s = start(dir);
    expect((await s.cache.get(at, s.render)).how).toBe('miss');
    await s.settled();
    expect((await start(dir).cache.get(at, s.render)).how).toBe('disk');
    // cut short (a disk that filled up): a miss again
    truncateSync(store.fileOf(at.bucket, at.key), 100);
    const last = start(dir);
    expect((await last.cache.get(at, s.render)).how).toBe('miss');
    // its write done before the folder is removed
    await last.settled();
  });

  test('the folder stays within its budget: the pages written longest ago go first, also those an earlier run left', async () => {
    const dir = freshDir();
    const body = (n: number) => page(`<p>${n}</p>` + 'abcdefghij'.repeat(200 + n));
    const size = async (c: PageCache) => (await c.flush(), c.store!.bytes);
    const cache = new PageCache({ store: { dir, build: 'build-1', maxBytes: 100_000 }, compress: async (b: Buffer) => ({ gzip: b, br: b }) });
    const one = cache.store!;
    for (let n = 0; n < 5; n++) await cache.get({ bucket: 'db\u00001', revision: '1~aa', key: `/seasons/a/players/${n}` }, async () => body(n));
    const perPage = (await size(cache)) / 5;
    // written in this order (fixed times: the file system's clock resolution does not matter)
    for (let n = 0; n < 5; n++) utimesSync(one.fileOf('db\u00001', `/seasons/a/players/${n}`), new Date(Date.UTC(2026, 0, 1, 0, 0, n)), new Date(Date.UTC(2026, 0, 1, 0, 0, n)));
    // a later run with room for about three pages: the two oldest go
    const again = new PageCache({ store: { dir, build: 'build-1', maxBytes: Math.floor(perPage * 3.5) } });
    expect(await size(again)).toBeLessThanOrEqual(perPage * 3.5 * 0.9 + 1);
    const how = async (n: number) => (await again.get({ bucket: 'db\u00001', revision: '1~aa', key: `/seasons/a/players/${n}` }, async () => body(n))).how;
    expect(await how(0)).toBe('miss');
    expect(await how(4)).toBe('disk');
    expect(readdirSync(dir).filter((f) => f !== 'BUILD').length).toBeLessThanOrEqual(4);
  });

  test('the calendar (persist: false) is never written to disk', async () => {
    const dir = freshDir();
    const s = start(dir);
    await s.cache.get({ bucket: 'db\u00001\u0000calendar', revision: '1.7', key: '/seasons/a/calendar', persist: false }, s.render);
    await s.settled();
    expect(readdirSync(dir)).toEqual(['BUILD']);
    expect(existsSync(join(dir, 'BUILD'))).toBe(true);
  });
});

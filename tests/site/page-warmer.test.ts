import { describe, expect, test } from 'vitest';
import { PageCache } from '@/server/page-cache.mjs';
import { PageWarmer } from '@/server/page-warmer.mjs';

type Rendered = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
const page = (text: string): Rendered => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(text) });

/** A cache and a warmer over a render that records what it rendered. */
function site(maxPages = 3, options: { minReads?: number; idle?: () => Promise<void> } = {}) {
  const rendered: string[] = [];
  const cache = new PageCache();
  const render = async (path: string) => {
    rendered.push(path);
    return page(`<h1>${path}</h1>`);
  };
  const warmer = new PageWarmer({ cache, render, maxPages, ...options });
  /** A reader's request as the server makes it: counted by the warmer, answered by the cache. */
  const read = (revision: string, path: string) => {
    warmer.seen('db\u00001', revision, path, path, 'example.org');
    return cache.get({ bucket: 'db\u00001', revision, key: path }, () => render(path));
  };
  return { cache, warmer, read, rendered };
}

describe('PageWarmer (issue 13: pages ready right after a write)', () => {
  test('after a write the most read pages are rendered for the new revision, most read first; readers then find them in memory', async () => {
    const s = site(3);
    for (let i = 0; i < 5; i++) await s.read('1~a', '/seasons/a');
    for (let i = 0; i < 3; i++) await s.read('1~a', '/api/seasons/a/standings');
    for (let i = 0; i < 2; i++) await s.read('1~a', '/seasons/a/tournaments');
    await s.read('1~a', '/seasons/a/players/7');
    s.rendered.length = 0;

    const warmed = await s.warmer.refresh('db\u00001', '2~b', () => '2~b');
    expect(warmed).toBe(3);
    expect(s.rendered).toEqual(['/seasons/a', '/api/seasons/a/standings', '/seasons/a/tournaments']);
    expect((await s.read('2~b', '/seasons/a')).how).toBe('hit');
    expect((await s.read('2~b', '/seasons/a/tournaments')).how).toBe('hit');
    // the least read page waits for its reader
    expect((await s.read('2~b', '/seasons/a/players/7')).how).toBe('miss');
  });

  test('a revision is warmed once; warming stops when the revision moves again', async () => {
    const s = site(3);
    for (const path of ['/seasons/a', '/seasons/a/teams', '/seasons/a/prizes']) for (let i = 0; i < 2; i++) await s.read('1~a', path);
    s.rendered.length = 0;
    // another write lands once the first page is rendered
    const first = s.warmer.refresh('db\u00001', '2~b', () => (s.rendered.length === 0 ? '2~b' : '3~c'));
    expect(await first).toBe(1);
    expect(await s.warmer.refresh('db\u00001', '2~b', () => '2~b')).toBe(0);
    expect(s.rendered).toHaveLength(1);
  });

  test('a season nobody read since the start is not warmed', async () => {
    const s = site();
    expect(s.warmer.knows('db\u00009')).toBe(false);
    expect(await s.warmer.refresh('db\u00009', '2~b', () => '2~b')).toBe(0);
    expect(s.rendered).toEqual([]);
  });

  test('what people read now weighs most: counts halve with every revision', async () => {
    const s = site(1);
    for (let i = 0; i < 6; i++) await s.read('1~a', '/seasons/a/teams');
    for (let i = 0; i < 4; i++) await s.read('2~b', '/seasons/a');
    s.rendered.length = 0;
    await s.warmer.refresh('db\u00001', '3~c', () => '3~c');
    // teams: 6 → 3 at revision 2 → 1.5 at 3; the season page: 4 → 2
    expect(s.rendered).toEqual(['/seasons/a']);
  });

  test('a page read less than minReads times per revision lately is left for its reader', async () => {
    const s = site(16, { minReads: 2 });
    for (let i = 0; i < 4; i++) await s.read('1~a', '/seasons/a');
    for (let i = 0; i < 3; i++) await s.read('1~a', '/seasons/a/tournaments');
    for (const p of [1, 2, 3]) await s.read('1~a', `/seasons/a/players/${p}`);
    s.rendered.length = 0;
    // halved at the new revision: 2, 1.5 and 0.5 each
    expect(await s.warmer.refresh('db\u00001', '2~b', () => '2~b')).toBe(1);
    expect(s.rendered).toEqual(['/seasons/a']);
  });

  test("a render waits until no reader's render is under way", async () => {
    let release!: () => void;
    const busy = new Promise<void>((r) => (release = r));
    const s = site(3, { idle: () => busy });
    for (let i = 0; i < 2; i++) await s.read('1~a', '/seasons/a');
    s.rendered.length = 0;
    const warming = s.warmer.refresh('db\u00001', '2~b', () => '2~b');
    // a reader asks meanwhile: their render goes first, and the warmer finds the page kept
    expect((await s.read('2~b', '/seasons/a')).how).toBe('miss');
    release();
    expect(await warming).toBe(0);
    expect(s.rendered).toEqual(['/seasons/a']);
  });
});

import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

// Next's page cache (cache-handler.mjs) against a season table: a page is kept under the revision
// read before it was rendered, so a write that lands during the render is never hidden by it.
const dir = mkdtempSync(join(tmpdir(), 'gp-handler-'));
const path = join(dir, 'gp.sqlite');
let writer: Database.Database;
let Handler: new () => {
  get(key: string): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
};
const before = process.env.GP_DATABASE;

beforeAll(async () => {
  writer = new Database(path);
  writer.pragma('journal_mode = WAL');
  writer.exec("create table seasons (id integer primary key, slug text not null unique, revision integer not null default 0, stamp text not null default 'a1b2', public integer not null default 1); create table competitions (id integer primary key, slug text not null unique, revision integer not null default 0, public integer not null default 1); insert into seasons (slug) values ('alpha'), ('beta')");
  process.env.GP_DATABASE = path;
  // @ts-expect-error plain ESM module loaded by Next
  Handler = (await import('@/cache-handler.mjs')).default;
});
afterAll(() => {
  writer.close();
  process.env.GP_DATABASE = before;
  rmSync(dir, { recursive: true, force: true });
});

const bump = (slug: string) => writer.prepare('update seasons set revision = revision + 1 where slug = ?').run(slug);
const page = (text: string) => ({ kind: 'APP_PAGE', html: text });

test('a season page is served from the cache until its season is written', async () => {
  const cache = new Handler();
  const key = '/pl/seasons/alpha/teams';
  expect(await cache.get(key)).toBeNull();
  await cache.set(key, page('teams 0'));
  expect((await cache.get(key))?.value).toEqual(page('teams 0'));
  bump('beta');
  expect((await cache.get(key))?.value).toEqual(page('teams 0'));
  bump('alpha');
  expect(await cache.get(key)).toBeNull();
});

test('a write that lands while a page renders: the page is not kept under the new revision', async () => {
  const cache = new Handler();
  const key = '/en/seasons/beta/prizes';
  expect(await cache.get(key)).toBeNull(); // the miss: revision read, the render starts
  bump('beta'); // a write commits during the render, which showed the data before it
  await cache.set(key, page('prizes before the write'));
  expect(await cache.get(key)).toBeNull();
});

test('fails closed: nothing is kept that is not a season page, or that was not missed first', async () => {
  const cache = new Handler();
  await cache.get('/pl/competitions/x');
  await cache.set('/pl/competitions/x', page('competition'));
  expect(await cache.get('/pl/competitions/x')).toBeNull();
  await cache.set('/pl/seasons/alpha/prizes', page('never asked for'));
  expect(await cache.get('/pl/seasons/alpha/prizes')).toBeNull();
});

test('big pages are kept within a byte budget (64 MB by default), the least recently used dropped first (issue 12)', async () => {
  const cache = new Handler();
  // three pages of about 24 MB each (counted at two bytes a character) do not fit in 64 MB
  const big = (c: string) => page(c.repeat(12_000_000));
  for (const key of ['/pl/seasons/beta/players/1', '/pl/seasons/beta/players/2']) {
    expect(await cache.get(key)).toBeNull();
    await cache.set(key, big(key.at(-1)!));
  }
  expect(await cache.get('/pl/seasons/beta/players/1')).not.toBeNull(); // 1 is now the more recently used
  expect(await cache.get('/pl/seasons/beta/players/3')).toBeNull();
  await cache.set('/pl/seasons/beta/players/3', big('3'));
  expect(await cache.get('/pl/seasons/beta/players/2')).toBeNull();
  expect(await cache.get('/pl/seasons/beta/players/1')).not.toBeNull();
  expect(await cache.get('/pl/seasons/beta/players/3')).not.toBeNull();
});

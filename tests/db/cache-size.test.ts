import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { cacheSizePragma, siteCacheMb } from '@/db/cache-size.mjs';
import { openDatabase } from '@/db/client';
import { openReadOnly } from '@/db/queries/live-reads.mjs';

// Issue 38: each of the site's SQLite connections keeps a page cache of GP_SQLITE_CACHE_MB (default 4)
// instead of better-sqlite3's 16 MB, which a crawl filled and left resident in every thread.
const dir = mkdtempSync(join(tmpdir(), 'gp-cache-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.each([
  { label: 'unset: 4 MB', env: {}, mb: 4 },
  { label: 'a number of MB', env: { GP_SQLITE_CACHE_MB: '16' }, mb: 16 },
  { label: 'a fraction', env: { GP_SQLITE_CACHE_MB: '0.5' }, mb: 0.5 },
  { label: 'zero: the default', env: { GP_SQLITE_CACHE_MB: '0' }, mb: 4 },
  { label: 'negative', env: { GP_SQLITE_CACHE_MB: '-3' }, mb: 4 },
  { label: 'words', env: { GP_SQLITE_CACHE_MB: 'lots' }, mb: 4 },
])('GP_SQLITE_CACHE_MB $label', ({ env, mb }) => {
  expect(siteCacheMb(env)).toBe(mb);
});

test('a connection opened with cacheMb keeps that many KiB of pages; without, better-sqlite3’s 16 MB', () => {
  const path = join(dir, 'gp.sqlite');
  const site = openDatabase(path, { cacheMb: 4 });
  expect(site.sqlite.pragma('cache_size', { simple: true })).toBe(-4096);
  const other = openDatabase(path);
  expect(other.sqlite.pragma('cache_size', { simple: true })).toBe(-16000);
  // the production server's own connection takes the site's setting
  const own = openReadOnly(path);
  expect(own.pragma('cache_size', { simple: true })).toBe(-Math.round(siteCacheMb() * 1024));
  for (const c of [site.sqlite, other.sqlite, own]) c.close();
  expect(cacheSizePragma(0.01)).toBe('cache_size = -64');
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { Revisions } from '@/server/revisions.mjs';

// issue 24: the one reading of the revisions that keys the page cache and drives the live streams
const dir = mkdtempSync(join(tmpdir(), 'gp-revisions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a request is keyed by its season, competition or the whole database, and follows every write of another connection', () => {
  const path = join(dir, 'gp.sqlite');
  const revisions = new Revisions({ databasePath: path });
  // no database yet (the server may start before the first migration): nothing is kept
  expect(revisions.scope({ scope: 'season', slug: 'gp' })).toBeNull();
  expect(revisions.scope({ scope: 'public', slug: null })).toBeNull();
  expect(revisions.dataVersion()).toBeNull();

  const writer = openDatabase(path);
  writer.sqlite.prepare("insert into seasons (slug, name, year, preset, revision, stamp) values ('gp', 'GP', 2024, 'warmia-mazury-2018', 3, 'abc')").run();
  writer.sqlite.prepare("insert into seasons (slug, name, year, preset, public) values ('hidden', 'H', 2024, 'warmia-mazury-2018', 0)").run();
  writer.sqlite.prepare("insert into competitions (slug, kind, name, revision) values ('open', 'open', 'Open', 7)").run();
  try {
    const season = revisions.scope({ scope: 'season', slug: 'gp' })!;
    expect(season).toMatchObject({ revision: '3~abc', persist: true });
    expect(revisions.scope({ scope: 'season', slug: 'gp', calendar: true })).toMatchObject({ bucket: `${season.bucket}\u0000calendar`, persist: false });
    expect(revisions.scope({ scope: 'competition', slug: 'open' })).toMatchObject({ revision: '7', persist: false });
    expect(revisions.scope({ scope: 'season', slug: 'hidden' })).toBeNull();
    expect(revisions.scope({ scope: 'competition', slug: 'none' })).toBeNull();
    expect(revisions.rows('season').get('hidden')).toMatchObject({ public: false });
    expect(revisions.row('competition', 'open')).toMatchObject({ revision: 7, public: true });

    const version = revisions.dataVersion();
    const everything = revisions.scope({ scope: 'public', slug: null })!;
    writer.sqlite.prepare("update seasons set revision = 4 where slug = 'gp'").run();
    expect(revisions.dataVersion()).not.toBe(version);
    expect(revisions.scope({ scope: 'season', slug: 'gp' })).toMatchObject({ bucket: season.bucket, revision: '4~abc' });
    expect(revisions.scope({ scope: 'public', slug: null })!.revision).not.toBe(everything.revision);
    // the rows are kept between commits, never past one: a slug asked before it existed, a season made public
    writer.sqlite.prepare("insert into competitions (slug, kind, name, revision) values ('none', 'open', 'None', 1)").run();
    expect(revisions.scope({ scope: 'competition', slug: 'none' })).toMatchObject({ revision: '1' });
    writer.sqlite.prepare("update seasons set public = 1 where slug = 'hidden'").run();
    expect(revisions.scope({ scope: 'season', slug: 'hidden' })).not.toBeNull();
  } finally {
    writer.sqlite.close();
    revisions.close();
  }
});

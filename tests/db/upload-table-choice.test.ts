import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { versionRows, currentVersionOf } from '@/db/queries/uploads';
import { importSeason } from '@/server/import-season';
import { guardedUpload } from '@/server/uploads';
import { loadFixtureSeason } from '@/tests/helpers';

/**
 * Issue 37 (formats §1): a file of several tables — the real Kleeblatt page of ten groups — stored
 * with the table the arbiter picked; the same bytes with another table picked are a new version,
 * with the same table (or none picked) they are the version already there.
 */
test('the table picked is stored with the version, and another pick of the same bytes is a new version', () => {
  const conn = openDatabase(':memory:');
  const cli = { userId: null, via: 'cli' } as const;
  importSeason(conn, cli, loadFixtureSeason('season-registry-mixed'), 'mixed', { region: 'warmińsko-mazurskie' });
  const season = () => getSeasonBySlug(conn, 'mixed')!;
  const page = new Uint8Array(readFileSync('tests/fixtures/real-files/narva_kleeblatt-turnier-2025.md'));
  const req = (table: number | null) => ({ season: season(), code: 'kb25', name: 'Kleeblatt', date: `${season().year}-06-01`, final: false, fileName: 'kleeblatt.md', bytes: page, table });
  const first = guardedUpload(conn, cli, req(null));
  expect(first.ok && first.value.version).toBe(1);
  const stored = currentVersionOf(conn, season().id, 'kb25')!;
  expect(stored.tableIndex).not.toBeNull();
  const again = guardedUpload(conn, cli, req(stored.tableIndex));
  expect(again.ok && again.value.identicalTo).toBe(1);
  const other = guardedUpload(conn, cli, req(stored.tableIndex! + 3));
  expect(other.ok && other.value.version).toBe(2);
  const now = currentVersionOf(conn, season().id, 'kb25')!;
  expect(now.tableIndex).toBe(stored.tableIndex! + 3);
  expect(now.rows).toBe(4);
  const t = conn.sqlite.prepare('SELECT id FROM upload_versions ORDER BY id').all() as { id: number }[];
  const names = (id: number) => versionRows(conn, id).map((r) => r.name).sort();
  expect(names(t[1]!.id)).not.toEqual(names(t[0]!.id));
});

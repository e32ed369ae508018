import { describe, expect, test, vi } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { importSeason } from '@/server/import-season';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { guardedUpload, uploadTournament } from '@/server/uploads';
import { bytes, loadFixtureSeason } from '@/tests/helpers';

// issue 23: the workspace's commit parsed and ranked the file twice, once of them while it held the
// write lock. Every parse goes through readTournamentFile; each call is counted with whether the
// connection was inside a transaction then.
const parses = vi.hoisted(() => ({ conn: null as null | { sqlite: { inTransaction: boolean } }, calls: [] as { inTransaction: boolean }[] }));
vi.mock('@/lib/series/tournament-file', async (actual) => {
  const real = await actual<typeof import('@/lib/series/tournament-file')>();
  return {
    ...real,
    readTournamentFile: (...args: Parameters<typeof real.readTournamentFile>) => {
      parses.calls.push({ inTransaction: parses.conn?.sqlite.inTransaction ?? false });
      return real.readTournamentFile(...args);
    },
  };
});

const cli = { userId: null, via: 'cli' } as const;
const file = bytes('place,name,points\n1,Lis Anna,7\n2,Kot Jan,5\n');
const corrected = bytes('place,name,points\n1,Kot Jan,7\n2,Lis Anna,5\n');

async function setup() {
  const conn: Connection = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  importSeason(conn, cli, loadFixtureSeason('season-registry-mixed'), 'mixed', { region: 'warmińsko-mazurskie' });
  parses.conn = conn;
  const season = () => getSeasonBySlug(conn, 'mixed')!;
  const req = (b: Uint8Array) => ({ season: season(), code: 'gp70', name: 'LXX Turniej', date: `${season().year}-06-01`, final: false, fileName: 'gp70.csv', bytes: b });
  /** What one call parsed: how many times, and how many of them inside the write transaction. */
  const counted = <T>(run: () => T): { value: T; parses: number; underLock: number } => {
    parses.calls = [];
    const value = run();
    return { value, parses: parses.calls.length, underLock: parses.calls.filter((c) => c.inTransaction).length };
  };
  return { conn, arbiter, req, counted };
}

describe('a results file is parsed once per write, before the transaction (issue 23)', () => {
  test('the workspace commit: the first version, a correction and an identical file each parse once, none under the write lock', async () => {
    const { conn, arbiter, req, counted } = await setup();
    const first = counted(() => ws.commitTournamentUpload(conn, arbiter, req(file)));
    expect(first.value).toMatchObject({ ok: true, value: { version: 1, rows: 2 } });
    expect(first).toMatchObject({ parses: 1, underLock: 0 });
    const second = counted(() => ws.commitTournamentUpload(conn, arbiter, req(corrected)));
    expect(second.value).toMatchObject({ ok: true, value: { version: 2 } });
    expect(second).toMatchObject({ parses: 1, underLock: 0 });
    const same = counted(() => ws.commitTournamentUpload(conn, arbiter, req(corrected)));
    expect(same.value).toMatchObject({ ok: true, value: { identicalTo: 2 } });
    expect(same).toMatchObject({ parses: 1, underLock: 0 });
  });

  test('the API\'s guarded upload and the trusted upload (command line, seed) parse once too', async () => {
    const { conn, arbiter, req, counted } = await setup();
    const api = counted(() => guardedUpload(conn, { userId: arbiter.id, via: 'api' }, req(file)));
    expect(api.value).toMatchObject({ ok: true, value: { version: 1 } });
    expect(api).toMatchObject({ parses: 1, underLock: 0 });
    const trusted = counted(() => uploadTournament(conn, cli, req(corrected)));
    expect(trusted.value).toMatchObject({ ok: true, value: { version: 2 } });
    expect(trusted).toMatchObject({ parses: 1, underLock: 0 });
  });

  test('the preview parses once and writes nothing', async () => {
    const { conn, arbiter, req, counted } = await setup();
    const preview = counted(() => ws.previewTournamentUpload(conn, arbiter, req(file)));
    expect(preview.value.ok).toBe(true);
    expect(preview).toMatchObject({ parses: 1, underLock: 0 });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, writeTransaction } from '@/db/client';
import { importSeason, ImportRefused } from '@/server/import-season';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { getStandings } from '@/server/standings';
import { listVersions, versionBytes } from '@/db/queries/uploads';
import { putRegistry, uploadTournament } from '@/server/uploads';
import { createToken, createUser, userForToken, verifyPassword } from '@/server/users';
import { auditLog, results, seasons, tournaments } from '@/db/schema';
import { seedDemoIfEmpty, DEMO_SLUG } from '@/server/seed';
import { computeStandings } from '@/lib/series/standings';
import { standingsToJson } from '@/lib/series/standings-json';
import { bytes, loadFixtureSeason } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;

describe.each(['season-no-registry', 'season-registry-mixed', 'season-midseason'])('%s imported into SQLite', (name) => {
  const conn = openDatabase(':memory:');
  const loaded = loadFixtureSeason(name);
  const season = importSeason(conn, cli, loaded, name, { region: 'warmińsko-mazurskie' });
  test('gives exactly the standings of the folder', () => {
    const fromDb = standingsToJson(getStandings(conn, season));
    const fromFolder = standingsToJson(computeStandings({ year: loaded.year, rules: loaded.rules, registry: loaded.registry, tournaments: loaded.tournaments }));
    expect(fromDb).toEqual(fromFolder);
  });
  test('every file is kept byte for byte', () => {
    for (const t of loaded.tournaments) {
      const v = versionBytes(conn, season.id, t.id, 1)!;
      expect(Buffer.compare(v.bytes, Buffer.from(loaded.files.get(t.id)!.bytes))).toBe(0);
    }
  });
});

describe('uploads', () => {
  const conn = openDatabase(':memory:');
  const created = createSeason(conn, cli, { slug: 's', name: 'S', year: 2018, preset: 'warmia-mazury-2018', rules: {} });
  if (!created.ok) throw new Error('season');
  const season = () => getSeasonBySlug(conn, 's')!;
  const file1 = bytes('place,name,cr_id,region,club,points\n1,Nowak Jan,1,warmińsko-mazurskie,K,7\n2,Lis Ewa,2,warmińsko-mazurskie,K,6\n');
  const file2 = bytes('place,name,cr_id,region,club,points\n1,Lis Ewa,2,warmińsko-mazurskie,K,8\n2,Nowak Jan,1,warmińsko-mazurskie,K,6.5\n');

  test('a correction is a new version; the standings change at once; history stays', () => {
    const r1 = uploadTournament(conn, cli, { season: season(), code: 'gp01', name: 'I', date: '2018-02-10', final: false, fileName: 'gp01.csv', bytes: file1 });
    expect(r1).toEqual({ ok: true, value: { version: 1, rows: 2, warnings: [] } });
    expect(getStandings(conn, season()).individual[0]!.name).toBe('Nowak Jan');
    const r2 = uploadTournament(conn, cli, { season: season(), code: 'gp01', name: 'I', date: '2018-02-10', final: false, fileName: 'gp01-fixed.csv', bytes: file2 });
    expect(r2.ok && r2.value.version).toBe(2);
    expect(getStandings(conn, season()).individual[0]!.name).toBe('Lis Ewa');
    const versions = listVersions(conn, season().id, 'gp01')!;
    expect(versions.map((v) => [v.version, v.rows, v.current, v.fileName])).toEqual([[1, 2, false, 'gp01.csv'], [2, 2, true, 'gp01-fixed.csv']]);
    expect(versions[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(conn.db.select().from(auditLog).all().map((a) => a.action)).toEqual(['season.create', 'tournament.upload', 'tournament.correct']);
  });

  test('a bad file gets its errors with lines and changes nothing', () => {
    const before = { results: conn.db.select().from(results).all().length, revision: season().revision, tournaments: conn.db.select().from(tournaments).all().length };
    const r = uploadTournament(conn, cli, { season: season(), code: 'gp02', name: 'II', date: '2018-02-17', final: false, fileName: 'gp02.csv', bytes: bytes('place,name,points\n1,A,5\n3,B,x\n') });
    // Issue 27: the gap (3 after 1) is a warning now, so only the points that do not parse refuse the file.
    expect(r).toEqual({ ok: false, status: 422, errors: [{ line: 3, code: 'BAD_POINTS', message: expect.any(String), params: { value: 'x', reason: 'not-a-number' } }] });
    expect({ results: conn.db.select().from(results).all().length, revision: season().revision, tournaments: conn.db.select().from(tournaments).all().length }).toEqual(before);
  });

  test('an impossible date is refused', () => {
    const r = uploadTournament(conn, cli, { season: season(), code: 'gp03', name: 'III', date: '2018-02-30', final: false, fileName: 'x.csv', bytes: file1 });
    expect(r).toMatchObject({ ok: false, status: 422, errors: [{ code: 'INVALID_DATE' }] });
  });

  test('a registry upload replaces the register; old uploads are kept', () => {
    const r = putRegistry(conn, cli, season(), 'players.csv', bytes('cr_id,name,club,region\n1,Nowak Jan,K,warmińsko-mazurskie\n'));
    expect(r).toMatchObject({ ok: true, value: { players: 1 } });
    // Lis Ewa is not registered now: she leaves the table
    expect(getStandings(conn, season()).individual.map((e) => e.name)).toEqual(['Nowak Jan']);
    expect(putRegistry(conn, cli, season(), 'p.csv', bytes('name\nA\n'))).toMatchObject({ ok: false, status: 422, errors: [{ line: 1, code: 'MISSING_COLUMN' }] });
  });
});

test('importing a season is all or nothing', () => {
  const conn = openDatabase(':memory:');
  const loaded = loadFixtureSeason('season-midseason');
  // break the last file after validation: the transaction must roll back everything
  const last = loaded.tournaments.at(-1)!;
  loaded.files.set(last.id, { fileName: 'broken.csv', bytes: bytes('place,name,points\n1,A,x\n') });
  expect(() => importSeason(conn, cli, loaded, 'x', {})).toThrow(ImportRefused);
  expect(conn.db.select().from(seasons).all()).toEqual([]);
  expect(conn.db.select().from(results).all()).toEqual([]);
});

test('the demo season seeds once, with 16 tournaments, a Final, 150+ players and demo accounts', () => {
  const conn = openDatabase(':memory:');
  const accounts = seedDemoIfEmpty(conn);
  expect(accounts && accounts.map((a) => a.email)).toEqual(['sedzia@demo.gp', 'organizator@demo.gp', 'organizator2@demo.gp']);
  // a random password per database, long enough
  expect(accounts && accounts[0]!.password.length).toBeGreaterThanOrEqual(12);
  expect(seedDemoIfEmpty(conn)).toBe(false);
  const s = getStandings(conn, getSeasonBySlug(conn, DEMO_SLUG)!);
  expect(s.tournamentsCounted).toBe(16);
  expect(s.tournaments.filter((t) => t.final)).toHaveLength(1);
  expect(s.players.size).toBeGreaterThanOrEqual(150);
  expect(new Set(s.tournaments.map((t) => t.fileName!.split('.').pop()))).toEqual(new Set(['csv', 'txt']));
});

test('users have argon2id hashes; tokens are stored hashed and can be looked up', async () => {
  const conn = openDatabase(':memory:');
  const u = await createUser(conn, cli, { email: 'Sedzia@Example.org', role: 'arbiter', password: 'correct horse battery' });
  expect(u.passwordHash.startsWith('$argon2id$')).toBe(true);
  expect(await verifyPassword(u.passwordHash, 'correct horse battery')).toBe(true);
  expect(await verifyPassword(u.passwordHash, 'wrong')).toBe(false);
  const { token } = createToken(conn, cli, 'sedzia@example.org');
  expect(userForToken(conn, token)!.email).toBe('sedzia@example.org');
  expect(userForToken(conn, token + 'x')).toBeNull();
  const stored = conn.sqlite.prepare('select token_hash from api_tokens').all() as { token_hash: string }[];
  expect(stored[0]!.token_hash).not.toContain(token);
});

describe('on a database file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gp-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  test('WAL, synchronous=FULL, busy timeout; the directory is created', () => {
    const conn = openDatabase(join(dir, 'nested', 'gp.sqlite'));
    expect(conn.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(conn.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(conn.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    conn.sqlite.close();
  });
  test('writes are BEGIN IMMEDIATE: a second writer waits instead of failing', () => {
    const a = openDatabase(join(dir, 'two.sqlite'));
    const b = openDatabase(join(dir, 'two.sqlite'));
    b.sqlite.pragma('busy_timeout = 50');
    writeTransaction(a, () => {
      createSeason(a, cli, { slug: 'a', name: 'A', year: 2018 });
      // while a holds the write lock, b cannot even begin
      expect(() => writeTransaction(b, () => createSeason(b, cli, { slug: 'b', name: 'B', year: 2018 }))).toThrow(/busy|locked/i);
    });
    expect(writeTransaction(b, () => createSeason(b, cli, { slug: 'b', name: 'B', year: 2018 })).ok).toBe(true);
    a.sqlite.close();
    b.sqlite.close();
  });
});

describe('backup (VACUUM INTO)', () => {
  test('a copy taken while another connection holds an uncommitted write has the committed data only', async () => {
    const { backupDatabase } = await import('@/db/backup');
    const dir = mkdtempSync(join(tmpdir(), 'gp-backup-'));
    try {
      const path = join(dir, 'gp.sqlite');
      const site = openDatabase(path);
      site.sqlite.prepare("insert into settings (key, value) values ('committed', '1')").run();
      const other = openDatabase(path);
      other.sqlite.exec("BEGIN IMMEDIATE; insert into settings (key, value) values ('uncommitted', '1');");
      const { bytes } = backupDatabase(site, join(dir, 'copy.sqlite'));
      other.sqlite.exec('ROLLBACK');
      expect(bytes).toBeGreaterThan(0);
      const copy = openDatabase(join(dir, 'copy.sqlite'));
      expect(copy.sqlite.prepare('select key from settings order by key').pluck().all()).toEqual(['committed']);
      expect(() => backupDatabase(site, join(dir, 'copy.sqlite'))).toThrow(/exists/);
      for (const c of [site, other, copy]) c.sqlite.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a write lock held by another process', () => {
  test('a write that cannot get the lock raises DatabaseBusy (the site answers 503), and a read-only connection still reads', async () => {
    const { DatabaseBusy } = await import('@/db/client');
    const dir = mkdtempSync(join(tmpdir(), 'gp-busy-'));
    try {
      const path = join(dir, 'gp.sqlite');
      const site = openDatabase(path, { busyTimeoutMs: 0 });
      const reader = openDatabase(path, { readOnly: true, busyTimeoutMs: 0 });
      const importer = openDatabase(path);
      importer.sqlite.exec("BEGIN IMMEDIATE; insert into settings (key, value) values ('import', 'running');");
      expect(() => writeTransaction(site, () => site.sqlite.prepare("insert into settings (key, value) values ('upload', '1')").run())).toThrow(DatabaseBusy);
      expect(reader.sqlite.prepare('select count(*) from settings').pluck().get()).toBe(0);
      expect(() => reader.sqlite.prepare("insert into settings (key, value) values ('x', '1')").run()).toThrow(/readonly|query_only/i);
      importer.sqlite.exec('COMMIT');
      writeTransaction(site, () => site.sqlite.prepare("insert into settings (key, value) values ('upload', '1')").run());
      expect(reader.sqlite.prepare('select count(*) from settings').pluck().get()).toBe(2);
      for (const c of [site, reader, importer]) c.sqlite.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

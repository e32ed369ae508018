import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createSeason } from '@/server/seasons';
import { createUser } from '@/server/users';
import { createReservation } from '@/server/reservations';
import { enterTournament } from '@/server/entries';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { readTables } from '@/lib/import/pipeline';

const dir = mkdtempSync(join(tmpdir(), 'gp-entries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite') };
const gp = (args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', ...args], { env, encoding: 'utf8' });
let id = 0;

beforeAll(async () => {
  const conn = openDatabase(env.GP_DATABASE);
  const cli = { userId: null, via: 'cli' } as const;
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'UKS Jedynka', password: 'organizer password' });
  createSeason(conn, cli, { slug: 'gp-2027', name: 'GP 2027', year: 2027, preset: 'warmia-mazury-2018', rules: {} });
  const r = createReservation(conn, organizer, getSeasonBySlug(conn, 'gp-2027')!, { date: '2027-03-06', name: 'III GP', city: 'Olsztyn', rounds: 9, tempo: "10'+5\"" }, '2027-01-10');
  if (!r.ok) throw new Error('setup');
  id = r.value.id;
  for (const [name, birth, sex] of [['Nowak Jan', 1990, 'M'], ['Kowalska Ewa', 2012, 'F']] as const) enterTournament(conn, id, { name, birth, sex, consent: true }, { now: new Date('2027-02-01T10:00:00Z'), client: null, via: 'web' });
  conn.sqlite.close();
});

test('gp entries export: the start list as TRF on stdout, as CSV into a file — both read back by the project readers', () => {
  const trf = parseTrfText(gp(['entries', 'export', String(id)]));
  expect(trf.ok && trf.tournament.players.map((p) => [p.startNumber, p.name, p.sex, p.birth])).toEqual([
    [1, 'Kowalska Ewa', 'w', '2012/00/00'],
    [2, 'Nowak Jan', 'm', '1990/00/00'],
  ]);
  const file = join(dir, 'start.csv');
  expect(gp(['entries', 'export', String(id), '--format', 'csv', '--out', file])).toContain('start list written to');
  const read = readTables(readFileSync(file));
  expect(read.ok && 'found' in read && read.found.table.rows.map((r) => r.cells[0])).toEqual(['Kowalska Ewa', 'Nowak Jan']);
});

test('gp entries export: an unknown reservation is exit 1 with one line; bad usage exit 2', () => {
  const run = (args: string[]) => {
    try {
      gp(args);
      return { status: 0, err: '' };
    } catch (e) {
      return { status: (e as { status: number }).status, err: String((e as { stderr: string }).stderr) };
    }
  };
  expect(run(['entries', 'export', '999'])).toEqual({ status: 1, err: 'gp entries export: No reservation 999.\n' });
  expect(run(['entries', 'export']).status).toBe(2);
  expect(run(['entries', 'export', '1', '--format', 'xls']).status).toBe(2);
});

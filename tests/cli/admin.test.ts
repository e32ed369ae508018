import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { keptIsCurrent } from '@/server/kept-basis';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { userForToken } from '@/server/users';
import { SEASONS } from '@/tests/helpers';

const dir = mkdtempSync(join(tmpdir(), 'gp-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// a fixed day: what the CLI keeps (issue 38) depends on it, and no test reads the wall clock
const TODAY = '2026-06-01';
const env = { ...process.env, GP_DATABASE: join(dir, 'db', 'gp.sqlite'), GP_NOW: `${TODAY}T12:00:00Z` };
const gp = (args: string[], input?: string) => execFileSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', ...args], { env, input, encoding: 'utf8' });

test('user add, token create, import, backup — on $GP_DATABASE', () => {
  expect(gp(['user', 'add', '--email', 'arbiter@example.org', '--role', 'arbiter', '--password-stdin'], 'a long enough password\n')).toContain('user arbiter@example.org (arbiter) created');
  const out = gp(['token', 'create', '--email', 'arbiter@example.org']);
  const token = out.trim().split('\n').at(-1)!;
  expect(token).toMatch(/^gp_[A-Za-z0-9_-]{40,}$/);
  expect(gp(['import', join(SEASONS, 'season-midseason'), '--slug', 'mid-2019'])).toContain('/seasons/mid-2019');
  // issue 38: the import kept what the public pages read, so the site computes nothing for it
  const imported = openDatabase(join(dir, 'db', 'gp.sqlite'));
  expect(keptIsCurrent(imported, TODAY)).toBe(true);
  imported.sqlite.close();
  const backup = join(dir, 'backup.sqlite');
  expect(gp(['backup', backup])).toContain('written to');
  expect(existsSync(backup)).toBe(true);
  const copy = openDatabase(backup);
  expect(getSeasonBySlug(copy, 'mid-2019')!.name).toBe('Grand Prix 2019 (test 21)');
  expect(userForToken(copy, token)!.email).toBe('arbiter@example.org');
});

test('an organizer needs a club; errors are one clear line, exit 1', () => {
  let err = '';
  try {
    gp(['user', 'add', '--email', 'org@example.org', '--role', 'organizer', '--password-stdin'], 'a long enough password\n');
  } catch (e) {
    err = String((e as { stderr: string }).stderr);
    expect((e as { status: number }).status).toBe(1);
  }
  expect(err).toBe('gp user: an organizer account needs --club\n');
});

test('gp seed-demo loads the demo season into an empty database once; reading never seeds', () => {
  const other = { ...process.env, GP_DATABASE: join(dir, 'demo', 'gp.sqlite'), GP_DEMO_PASSWORD: 'demo password 1' };
  const run = (args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', ...args], { env: other, encoding: 'utf8' });
  expect(run(['seed-demo'])).toContain('sedzia@demo.gp');
  expect(run(['seed-demo'])).toContain('nothing done');
  const conn = openDatabase(join(dir, 'demo', 'gp.sqlite'));
  expect(getSeasonBySlug(conn, 'gp-warmia-mazury-2018')).toBeDefined();
  conn.sqlite.close();
});

test('gp tiebreaks ranks a TRF by the chain it is given', () => {
  const trf = join(process.cwd(), 'tests', 'fixtures', 'tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf');
  const rows = JSON.parse(gp(['tiebreaks', trf, '--rules', 'fide-2023', '--tiebreaks', 'BH,SB', '--json'])) as { rank: number; tiebreaks: Record<string, number> }[];
  expect(rows.length).toBeGreaterThan(10);
  expect(rows[0]).toMatchObject({ rank: 1, tiebreaks: { BH: expect.any(Number), SB: expect.any(Number) } });
  expect(rows.map((r) => r.rank)).toEqual([...rows.map((r) => r.rank)].sort((a, b) => a - b));
});

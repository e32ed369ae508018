import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { getStandings, getTournamentsInProgress } from '@/server/standings';
import { FIXTURES } from '@/tests/helpers';
import { trfAfterRound, trfWithoutResult } from '@/tests/fixtures/in-progress';

const dir = mkdtempSync(join(tmpdir(), 'gp-in-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, GP_DATABASE: join(dir, 'db', 'gp.sqlite') };
const gp = (args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', ...args], { env, encoding: 'utf8' });

// a season folder: gp01 finished (5 rounds, XXR 5), gp07 after round 5 of 9 (XXR 9)
const folder = join(dir, 'live-2024');
mkdirSync(folder);
copyFileSync(join(FIXTURES, 'tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf'), join(folder, 'gp01.trf'));
writeFileSync(join(folder, 'gp07.trf'), trfAfterRound(new Uint8Array(readFileSync(join(FIXTURES, 'tiebreaks', 'held_c07_exercises', 'held_swiss_9.trf'))), 5));
writeFileSync(
  join(folder, 'season.json'),
  JSON.stringify({
    name: 'GP na żywo',
    year: 2024,
    preset: 'warmia-mazury-2018',
    rules: { region: null },
    tournaments: [
      { id: 'gp01', name: 'Turniej 1', date: '2024-08-01', file: 'gp01.trf' },
      { id: 'gp07', name: 'Turniej 7', date: '2024-08-02', file: 'gp07.trf' },
    ],
  }),
);

describe('a season folder with a tournament in progress (issue 25)', () => {
  test('gp standings leaves it out with a warning; --provisional counts it, without prizes', () => {
    const official = JSON.parse(gp(['standings', folder, '--json']));
    expect(official.individual[0].results.map((r: { tournament: string }) => r.tournament)).toEqual(['gp01']);
    expect(official).toMatchObject({ provisional: false, inProgress: [{ tournament: 'gp07', name: 'Turniej 7', afterRound: 5, rounds: 9 }] });
    expect(official.warnings[0]).toContain('gp07.trf: tournament "gp07" is in progress (after round 5 of 9)');
    const provisional = JSON.parse(gp(['standings', folder, '--json', '--provisional']));
    expect(provisional).toMatchObject({ provisional: true, prizes: [] });
    expect(provisional.individual.find((e: { name: string }) => e.name === 'Alyx').results.map((r: { tournament: string }) => r.tournament).sort()).toEqual(['gp01', 'gp07']);
  });

  test('gp import stores it as provisional and says so', () => {
    const out = gp(['import', folder, '--slug', 'live-2024']);
    expect(out).toContain('gp07: in progress, after round 5 of 9 — stored as provisional');
    const conn = openDatabase(env.GP_DATABASE);
    const season = getSeasonBySlug(conn, 'live-2024')!;
    expect(getTournamentsInProgress(conn, season)).toEqual(new Map([['gp07', { round: 5, of: 9 }]]));
    expect(getStandings(conn, season).tournaments.map((t) => t.id)).toEqual(['gp01']);
  });
});

// issue 40: the real Gros 2010 TRF (XXR 9, four rounds played) with one game of round 2 without its result
const folder40 = join(dir, 'gros-2024');
mkdirSync(folder40);
writeFileSync(join(folder40, 'gp05.trf'), trfWithoutResult(new Uint8Array(readFileSync(join(FIXTURES, 'real-files', 'gros2010_javafo_sample2.trf'))), 2, 1, 13));
writeFileSync(join(folder40, 'season.json'), JSON.stringify({ name: 'GP Gros', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null }, tournaments: [{ id: 'gp05', name: 'Turniej 5', date: '2024-08-01', file: 'gp05.trf' }] }));

describe('one game without a result does not hold the tournament back (issue 40)', () => {
  test('gp standings and gp import: after round 4 of 9, 1 game outstanding', () => {
    const official = JSON.parse(gp(['standings', folder40, '--json']));
    expect(official).toMatchObject({ provisional: false, inProgress: [{ tournament: 'gp05', afterRound: 4, rounds: 9, pending: 1 }] });
    expect(official.warnings[0]).toContain('gp05.trf: tournament "gp05" is in progress (after round 4 of 9, 1 game outstanding)');
    const out = gp(['import', folder40, '--slug', 'gros-2024']);
    expect(out).toContain('gp05: in progress, after round 4 of 9 (1 game outstanding) — stored as provisional');
    const conn = openDatabase(env.GP_DATABASE);
    expect(getTournamentsInProgress(conn, getSeasonBySlug(conn, 'gros-2024')!)).toEqual(new Map([['gp05', { round: 4, of: 9, pending: 1 }]]));
  });
});

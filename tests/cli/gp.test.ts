import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '@/cli/gp';
import { SEASONS } from '@/tests/helpers';

async function run(args: string[], stdin = '') {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) }, () => stdin);
  return { code, out, err };
}

const temp: string[] = [];
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of an example season, changed by `edit`. */
function variant(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-season-'));
  temp.push(dir);
  cpSync(join(SEASONS, 'season-registry-mixed'), dir, { recursive: true });
  edit(dir);
  return dir;
}
const editJson = (dir: string, f: (j: any) => void) => {
  const j = JSON.parse(readFileSync(join(dir, 'season.json'), 'utf8'));
  f(j);
  writeFileSync(join(dir, 'season.json'), JSON.stringify(j, null, 2));
};

describe('gp standings', () => {
  test('--json prints one JSON document with the fields of formats §4', async () => {
    const r = await run(['standings', join(SEASONS, 'season-no-registry'), '--json']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const doc = JSON.parse(r.out);
    expect(doc).toMatchObject({ tournamentsCounted: 14, drops: 2 });
    expect(doc.individual[0]).toMatchObject({ rank: 1, rankLabel: '1', name: 'Woźniak Mateusz', crId: '84163', total: 81.5, regular: 69.5, final: 12, finalPlace: 3 });
    expect(doc.individual[0].results[0]).toEqual(expect.objectContaining({ tournament: expect.any(String), points: expect.any(Number), counted: expect.any(Boolean) }));
    expect(doc.teams[0]).toMatchObject({ rank: 1, club: 'MKS Żuławy Elbląg', total: 420, regular: 368, final: 52 });
    expect(doc.prizes[0]).toMatchObject({ prize: 'place', place: 1, crId: '84163', amount: 450 });
    expect(Array.isArray(doc.warnings)).toBe(true);
  });

  test('season.json "remaining" gives every individual entry its outlook (issue 14)', async () => {
    const plain = JSON.parse((await run(['standings', join(SEASONS, 'season-midseason'), '--json'])).out);
    expect(plain.individual[0].outlook).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'gp-season-'));
    temp.push(dir);
    cpSync(join(SEASONS, 'season-midseason'), dir, { recursive: true });
    editJson(dir, (j) => (j.remaining = { regular: 3, final: true }));
    const doc = JSON.parse((await run(['standings', dir, '--json'])).out);
    expect(doc.individual.length).toBeGreaterThan(1);
    for (const e of doc.individual) {
      expect(e.outlook).toEqual({ maxTotal: expect.any(Number), minTotal: expect.any(Number), bestRank: expect.any(Number), worstRank: expect.any(Number), prizeSecured: expect.any(Boolean), outOfReach: expect.any(Boolean) });
      // three 9-round tournaments and a Final ×2 to come: at most 3 × 9 + 2 × 9 more (fewer when drops grow)
      expect(e.outlook.maxTotal).toBeGreaterThan(e.total);
      expect(e.outlook.bestRank).toBeLessThanOrEqual(e.outlook.worstRank);
      expect(e.outlook.maxTotal).toBeLessThanOrEqual(e.total + 45);
      expect(e.outlook.bestRank).toBeLessThanOrEqual(e.rank);
    }
    const broken = mkdtempSync(join(tmpdir(), 'gp-season-'));
    temp.push(broken);
    cpSync(join(SEASONS, 'season-midseason'), broken, { recursive: true });
    editJson(broken, (j) => (j.remaining = { regular: -1 }));
    const r = await run(['standings', broken, '--json']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/remaining/);
  });

  test('readable tables by default', async () => {
    const r = await run(['standings', join(SEASONS, 'season-midseason')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('INDIVIDUAL');
    expect(r.out).toContain('TEAMS');
    expect(r.out).toContain('PRIZES');
    expect(r.out).toMatch(/Lewandowski Wojciech/);
  });

  test('through npm: stdout is exactly one JSON document', () => {
    const out = execFileSync('npm', ['run', 'gp', '--', 'standings', join(SEASONS, 'season-midseason'), '--json'], { encoding: 'utf8' });
    expect(() => JSON.parse(out)).not.toThrow();
    expect(out.trimStart().startsWith('{')).toBe(true);
  });

  test.each([
    { label: 'a missing folder', dir: () => '/nonexistent/season', msg: 'no such season folder' },
    { label: 'a broken season.json', dir: () => variant((d) => writeFileSync(join(d, 'season.json'), '{\n  "name": "x",\n  "year": 2024,\n  tournaments: []\n}')), msg: 'season.json line 4: not valid JSON' },
    { label: 'season.json without tournaments', dir: () => variant((d) => editJson(d, (j) => delete j.tournaments)), msg: 'season.json: tournaments:' },
    { label: 'a missing results file', dir: () => variant((d) => rmSync(join(d, 'gp03.txt'))), msg: 'gp03.txt: results file of tournament "gp03" does not exist' },
    { label: 'a missing registry', dir: () => variant((d) => rmSync(join(d, 'players.csv'))), msg: 'players.csv: registry file named in season.json does not exist' },
    { label: 'a duplicate tournament id', dir: () => variant((d) => editJson(d, (j) => (j.tournaments[4].id = 'gp02'))), msg: 'tournament id "gp02" is used twice' },
    { label: 'an impossible date', dir: () => variant((d) => editJson(d, (j) => (j.tournaments[1].date = '2024-02-30'))), msg: 'tournament "gp02" has date "2024-02-30", which is not a real date' },
    { label: 'two Finals', dir: () => variant((d) => editJson(d, (j) => (j.tournaments[0].final = true))), msg: 'at most one Final' },
    { label: 'bad points in a file', dir: () => variant((d) => writeFileSync(join(d, 'gp05.csv'), readFileSync(join(d, 'gp05.csv'), 'utf8').replace(/,9\r\n/, ',9.25\r\n'))), msg: 'gp05.csv line 2: Points "9.25" are not a multiple of ½' },
    // issue 27 changed this row: a gap is a warning now (the test below); the same edit (1, 2, 5, 4) still has a place going back up the list
    { label: 'a place going back up the list', dir: () => variant((d) => writeFileSync(join(d, 'final.csv'), readFileSync(join(d, 'final.csv'), 'utf8').replace('\n3,', '\n5,'))), msg: 'final.csv line 5: Place 4 comes after place 5 (line 4)' },
    { label: 'an unknown preset', dir: () => variant((d) => editJson(d, (j) => (j.preset = 'nope'))), msg: 'unknown preset "nope"' },
  ])('$label: exit 1, the file and line on stderr, nothing on stdout', async ({ dir, msg }) => {
    const r = await run(['standings', dir()]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(msg);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  // formats §1 (issue 27): a gap no tie explains is a warning naming the lines; the rows keep their places
  test('a gap in the places of a file (a player deleted after the tournament): exit 0, the warning names the lines', async () => {
    const dir = variant((d) => writeFileSync(join(d, 'final.csv'), readFileSync(join(d, 'final.csv'), 'utf8').replace(/\n3,Wieczorek Marcin[^\n]*/, '')));
    const r = await run(['standings', dir]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('final.csv line 4: Place 4 follows place 2 (line 3): place 3 is missing; the rows keep the places as written.');
  });

  test('relative folders are read from the directory npm was started in', () => {
    const out = execFileSync('npm', ['run', 'gp', '--', 'standings', 'season-midseason', '--json'], { encoding: 'utf8', cwd: SEASONS });
    expect(JSON.parse(out).tournamentsCounted).toBe(8);
  });

  test('the real process exits non-zero with no stack trace', () => {
    const dir = variant((d) => writeFileSync(join(d, 'season.json'), 'not json'));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', 'standings', dir, '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('season.json line 1: not valid JSON');
  });

  test('bad usage exits 2', async () => {
    expect((await run(['standings'])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
  });
});

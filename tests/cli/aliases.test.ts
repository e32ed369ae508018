import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '@/cli/gp';
import { describe as describeProblem } from '@/lib/i18n/t';
import { loadSeason } from '@/lib/season/season-folder';
import { folderReader } from '@/cli/gp';
import { FIXTURES } from '@/tests/helpers';

/** A season of one club's files spelled as formats §6 shows them, no register. */
const SPELLINGS = join(FIXTURES, 'season-spellings');

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) }, () => '');
  return { code, out, err };
}

const temp: string[] = [];
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the season with aliases.csv (bytes or text) named in season.json. */
function withAliases(aliases: string | Uint8Array, file = 'aliases.csv'): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-aliases-'));
  temp.push(dir);
  cpSync(SPELLINGS, dir, { recursive: true });
  const j = JSON.parse(readFileSync(join(dir, 'season.json'), 'utf8'));
  j.aliases = 'aliases.csv';
  writeFileSync(join(dir, 'season.json'), JSON.stringify(j, null, 2));
  if (file) writeFileSync(join(dir, file), aliases);
  return dir;
}

const standings = async (dir: string) => {
  const r = await run(['standings', dir, '--json']);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as { individual: { name: string; total: number; results: { tournament: string; points: number }[] }[]; warnings: string[] };
};
const totals = (doc: Awaited<ReturnType<typeof standings>>) => Object.fromEntries(doc.individual.map((e) => [e.name, e.total]));

describe('gp standings without a register (formats §6)', () => {
  test('spellings that cannot be two people are one row; each likely one is a warning naming both places', async () => {
    const doc = await standings(SPELLINGS);
    const t = totals(doc);
    expect(t['Walker Perry']).toBe(12.5); // Walker,Perry + Walker, Perry
    expect(t['Herrmann Eberhard']).toBe(14.5); // (SC Zugzwang 95), (Zugzwang), (G)
    expect(t['Maetzing Hans\u2011Die']).toBe(12.5); // U+2011 and -
    expect(t['Mietzelfeldt Gerh']).toBe(2.5); // proposed, not joined
    expect(t['Dragnev Jan']).toBe(6.5);
    expect(t['Dragnev Stoyan']).toBe(3);
    expect(doc.individual).toHaveLength(14);
    expect(doc.warnings).toEqual([
      "'Walker (G)' (gp03.csv line 3) may be 'Walker,Perry' (gp01.csv line 2): add a line to aliases.csv",
      "'Mietzelfeldt,Gerh' (gp02.csv line 8) may be 'Mietzelfeldt,Gerhard' (gp01.csv line 4): add a line to aliases.csv",
      "'Coto,Eloy' (gp02.csv line 5) may be 'Coto Alfonso,Eloy' (gp01.csv line 6): add a line to aliases.csv",
      "'Bahr,Jan' (gp02.csv line 6) may be 'Bahr,Jan-Hendrik' (gp01.csv line 7): add a line to aliases.csv",
      "'Schneider,Wolfgan' (gp02.csv line 9) may be 'Schneider,Wolfgang' (gp01.csv line 9): add a line to aliases.csv",
    ]);
  });

  test('aliases.csv joins what it says is one player and silences what it says are two', async () => {
    const dir = withAliases('name;same_as;same\nMietzelfeldt,Gerh;Mietzelfeldt,Gerhard;yes\nWalker (G);Walker,Perry;\nBahr,Jan;Bahr,Jan-Hendrik;no\n');
    const doc = await standings(dir);
    const t = totals(doc);
    expect(t['Mietzelfeldt Gerhard']).toBe(7.5);
    expect(t['Mietzelfeldt Gerh']).toBeUndefined();
    expect(t['Walker Perry']).toBe(16.5);
    expect(t['Bahr Jan']).toBe(3.5);
    expect(doc.individual).toHaveLength(12);
    expect(doc.warnings).toEqual([
      "'Coto,Eloy' (gp02.csv line 5) may be 'Coto Alfonso,Eloy' (gp01.csv line 6): add a line to aliases.csv",
      "'Schneider,Wolfgan' (gp02.csv line 9) may be 'Schneider,Wolfgang' (gp01.csv line 9): add a line to aliases.csv",
    ]);
  });

  test('aliases.csv in Windows-1250 with commas, names quoted', async () => {
    // "Coto,Eloy" quoted; a Polish letter in a spelling no file writes (a warning, not an error)
    const text = 'name,same_as\r\n"Coto,Eloy","Coto Alfonso,Eloy"\r\n"Łukasz,Jan","Łukasz,Janek"\r\n';
    const bytes = Uint8Array.from([...text].map((c) => (c === 'Ł' ? 0xa3 : c.charCodeAt(0))));
    const dir = withAliases(bytes);
    const doc = await standings(dir);
    expect(totals(doc)['Coto Alfonso Eloy']).toBe(8);
    expect(doc.warnings.slice(0, 2)).toEqual([
      "aliases.csv line 3: no file of the season writes 'Łukasz,Jan'; the line changes nothing",
      "aliases.csv line 3: no file of the season writes 'Łukasz,Janek'; the line changes nothing",
    ]);
  });

  test('a bad aliases.csv is refused, each problem with its line, in both languages', async () => {
    const dir = withAliases('name;same_as;same\nCoto,Eloy;;yes\n;Bahr,Jan\nBahr,Jan;Bahr,Jan-Hendrik;?\n');
    const r = await run(['standings', dir, '--json']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('aliases.csv line 2: the row has an empty same_as');
    expect(r.err).toContain('aliases.csv line 3: the row has an empty name');
    expect(r.err).toContain("aliases.csv line 4: column same holds '?'; allowed: yes/no, tak/nie");
    const loaded = loadSeason(folderReader(dir));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.errors.map((e) => describeProblem('pl', e, { file: e.file }))).toContain('aliases.csv, wiersz 4: Kolumna same ma „?”; dozwolone: yes/no, tak/nie.');
  });

  test('a missing aliases.csv and one without its columns are errors', async () => {
    const missing = await run(['standings', withAliases('', ''), '--json']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('aliases.csv: The aliases file named in season.json ("aliases") does not exist');
    const columns = await run(['standings', withAliases('spelling,player\nA,B\n'), '--json']);
    expect(columns.code).toBe(1);
    expect(columns.err).toContain('aliases.csv line 1: The aliases file has no columns name and same_as');
  });
});

describe('gp aliases', () => {
  test('prints a draft: the folder’s answers, then every proposal to answer', async () => {
    const r = await run(['aliases', withAliases('name,same_as,same\n"Bahr,Jan","Bahr,Jan-Hendrik",no\n')]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'name,same_as,same',
        '"Bahr,Jan","Bahr,Jan-Hendrik",no',
        'Walker (G),"Walker,Perry",?',
        '"Mietzelfeldt,Gerh","Mietzelfeldt,Gerhard",?',
        '"Coto,Eloy","Coto Alfonso,Eloy",?',
        '"Schneider,Wolfgan","Schneider,Wolfgang",?',
        '',
      ].join('\n'),
    );
    expect(r.err).toBe('gp aliases: 4 to answer (write yes or no for ? in column same)\n');
  });

  test('the draft answered is the folder’s aliases.csv: nothing left to propose', async () => {
    const draft = (await run(['aliases', SPELLINGS])).out;
    // left with ?, the season is refused: nothing is joined unasked
    expect((await run(['standings', withAliases(draft), '--json'])).code).toBe(1);
    const dir = withAliases(draft.replace(/,\?$/gm, ',yes'));
    const doc = await standings(dir);
    expect(doc.warnings).toEqual([]);
    expect(doc.individual).toHaveLength(9);
    expect(totals(doc)['Schneider Wolfgang']).toBe(3);
  });

  test('bad usage', async () => {
    expect((await run(['aliases'])).code).toBe(2);
    expect((await run(['aliases', join(SPELLINGS, 'nowhere')])).code).toBe(1);
  });
});

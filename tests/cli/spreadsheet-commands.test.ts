import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '@/cli/gp';
import { tiebreaksCommand } from '@/cli/tiebreaks-command';
import { SEASONS } from '@/tests/helpers';
import { chessResultsRows, chessResultsTournament } from '@/tests/fixtures/spreadsheets/chess-results';
import { textToXlsx } from '@/tests/fixtures/spreadsheets/text-to-xlsx';
import { writeXlsx } from '@/tests/fixtures/spreadsheets/write-spreadsheet';
import { writePlayerLine } from '@/lib/import/trf/write-trf';

const temp: string[] = [];
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tiebreaks(files: Record<string, Uint8Array>, ...args: string[]) {
  let out = '';
  let err = '';
  const code = tiebreaksCommand(args, { out: (s) => void (out += s), err: (s) => void (err += s) }, (path) => files[path] ?? null);
  return { code, out, err };
}

describe('gp tiebreaks reads a chess-results crosstable sheet as it reads a TRF', () => {
  const players = chessResultsTournament(12, 7);
  const sheet = writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { title: 'Turniej Łódzki', date: '2024/12/28', rounds: 7, crosstable: true }) }]);
  const trfLines = ['012 Turniej Łódzki', '042 2024/12/28', 'XXR 7', '092 Swiss-System'];
  for (const p of players) {
    trfLines.push(
      writePlayerLine({
        startNumber: p.rank, sex: null, title: p.title || null, name: p.name, rating: p.rating, federation: p.fed, fideId: null, birth: null, points: p.points, rank: p.rank,
        rounds: p.cells.map((c) => {
          const m = /^(\d+)([wb])(1|½|0)$/.exec(c)!;
          return { opponent: Number(m[1]), colour: m[2] as 'w' | 'b', result: m[3] === '1' ? ('1' as const) : m[3] === '0' ? ('0' as const) : ('=' as const) };
        }),
      }),
    );
  }
  const files = { 'cross.xlsx': sheet, 'same.trf': new TextEncoder().encode(trfLines.join('\n') + '\n'), 'list.xlsx': writeXlsx([{ name: 'W', rows: chessResultsRows(players, { title: 'T', date: '2024/12/28', rounds: 7, crosstable: false }) }]) };
  test('the same standings and tie-breaks, the edition from the sheet\'s date', () => {
    const a = tiebreaks(files, 'cross.xlsx', '--tiebreaks', 'BH,BH/C1,SB,PS', '--json');
    const b = tiebreaks(files, 'same.trf', '--tiebreaks', 'BH,BH/C1,SB,PS', '--json');
    expect(a.code).toBe(0);
    expect(a.err).toBe('');
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out)).toHaveLength(12);
    const text = tiebreaks(files, 'cross.xlsx', '--tiebreaks', 'BH,SB');
    expect(text.out).toContain('Turniej Łódzki');
  });
  test('a ranking list sheet has no games: exit 1 with the reason on its row', () => {
    const r = tiebreaks(files, 'list.xlsx', '--tiebreaks', 'BH');
    expect(r.code).toBe(1);
    expect(r.err).toBe('list.xlsx line 18: The sheet is a ranking list without round columns (1.Rd, 2.Rd …), so it has no games. Download the crosstable ("Final Ranking crosstable") instead.\n');
  });
});

describe('gp standings of a season folder kept as .xlsx files', () => {
  test('prints the same document as the folder of text files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gp-sheets-'));
    temp.push(dir);
    cpSync(join(SEASONS, 'season-registry-mixed'), dir, { recursive: true });
    // the files keep their names (gp02.csv …): the content decides the format (formats §3)
    for (const f of readdirSync(dir)) if (/\.(csv|txt)$/.test(f)) writeFileSync(join(dir, f), textToXlsx(readFileSync(join(dir, f))));
    const run = async (folder: string) => {
      let out = '';
      let err = '';
      const code = await main(['standings', folder, '--json'], { out: (s) => void (out += s), err: (s) => void (err += s) }, () => '');
      return { code, out, err };
    };
    const sheets = await run(dir);
    const text = await run(join(SEASONS, 'season-registry-mixed'));
    expect(sheets.code).toBe(0);
    expect(sheets.out).toBe(text.out);
    expect(JSON.parse(sheets.out).individual.length).toBeGreaterThan(10);
  });
});

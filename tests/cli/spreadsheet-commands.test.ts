import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '@/cli/gp';
import { tiebreaksCommand } from '@/cli/tiebreaks-command';
import { SEASONS } from '@/tests/helpers';
import { chessResultsRows, chessResultsTournament } from '@/tests/fixtures/spreadsheets/chess-results';
import { textToXlsx } from '@/tests/fixtures/spreadsheets/text-to-xlsx';
import { writeXlsx, type Cell } from '@/tests/fixtures/spreadsheets/write-spreadsheet';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
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

// issue 37 item 5: a real chess-results download as it came (shared/data/real-files, QUIRKS X1–X7)
describe('gp tiebreaks reads a real chess-results crosstable .xlsx as it was downloaded', () => {
  const keshmat = new Uint8Array(readFileSync(join(__dirname, '../fixtures/real-files/keshmat_may.xlsx')));
  const book = readWorkbook(keshmat);
  if (!book.ok) throw new Error('keshmat_may.xlsx');
  const rows = book.sheet.rows;
  /** Pts. of each player as the organizer published it (column M), by name. */
  const published = new Map(rows.filter((r) => r.row > 20 && r.row < 74).map((r) => [r.cells[2]!.trim(), Number(r.cells[12])]));

  test('keshmat_may.xlsx: bare 0 and -1, forfeits; every player with the points the sheet publishes', () => {
    const r = tiebreaks({ 'may.xlsx': keshmat }, 'may.xlsx', '--tiebreaks', 'DE,BH/C1,BH', '--json');
    expect(r.code).toBe(0);
    expect(r.err).toBe('may.xlsx line 75: Rows 75–76 below the table are not read: an empty row ends the table, and they do not continue it. (warning)\n');
    const out = JSON.parse(r.out) as { name: string; points: number }[];
    expect(out).toHaveLength(53);
    expect(out.filter((p) => published.get(p.name) !== p.points)).toEqual([]);
  });

  test('a round robin saved as CSV (xref-to-gf-example-input.csv, QUIRK C6): its Sonneborn-Berger is the TB1 it publishes', () => {
    const csv = new Uint8Array(readFileSync(join(__dirname, '../fixtures/real-files/xref-to-gf-example-input.csv')));
    const r = tiebreaks({ 'rr.csv': csv }, 'rr.csv', '--tiebreaks', 'SB', '--rules', 'fide-2023', '--json');
    expect(r.code).toBe(0);
    // only the container's note of the # lines (QUIRK C2): every game read
    expect(r.err.split('\n').filter(Boolean)).toEqual([expect.stringMatching(/^rr\.csv line 9: .*\(warning\)$/)]);
    const out = JSON.parse(r.out) as { name: string; points: number; tiebreaks: { SB: number } }[];
    expect(out.map((p) => [p.name, p.points, p.tiebreaks.SB])).toEqual([
      ['Zaragatski Ilja', 5, 10],
      ['Kornitzky Tino', 3.5, 5],
      ['Wüest Andrin', 3, 4],
      ['Aeschbacher Johann', 2.5, 2.5],
      ['Vögtlin André', 1, 0],
      ['Züllig Flavian', 0, 0],
    ]);
  });

  test('the same file with two players deleted by the organizer: read, the rows and the incomplete tie-breaks named', () => {
    // rows 72 and 73 (Eido Nawar, Harajli Haidar: no. 52 and 53) removed, the cells naming them kept
    const cells: (Cell[] | null)[] = [];
    for (const r of rows) if (r.row !== 72 && r.row !== 73) cells[r.row - 1] = r.cells;
    const r = tiebreaks({ 'may.xlsx': writeXlsx([{ name: 'Final', rows: cells }]) }, 'may.xlsx', '--tiebreaks', 'BH', '--json');
    expect(r.code).toBe(0);
    expect(r.err).toContain('may.xlsx line 31: Rows 31–32, 55: 3 games against opponents no. 52–53, who have no row in the table (deleted by the organizer, or the list is cut). The points of these games count; the tie-breaks of these players are incomplete. (warning)\n');
    expect(r.err).toContain('may.xlsx line 31: The tie-breaks of Bchara Charbel, Farra Marc Anwar, Ali Khan Amani are computed from incomplete games. (warning)\n');
    const out = JSON.parse(r.out) as { name: string; points: number }[];
    expect(out).toHaveLength(51);
    expect(out.filter((p) => published.get(p.name) !== p.points)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tiebreaksCommand } from '@/cli/tiebreaks-command';
import { chessResultsRows, chessResultsTournament } from '@/tests/fixtures/spreadsheets/chess-results';
import { writeXlsx } from '@/tests/fixtures/spreadsheets/write-spreadsheet';
import { startServer, type TestServer } from './server';

// Issue 27: the chess-results "Excel" download over the HTTP API, as an arbiter's script sends it.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const players = chessResultsTournament(12, 7);
const crosstable = writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { title: 'Turniej Świąteczny w Ełku', date: '2024/08/01', rounds: 7, crosstable: true }) }]);

async function season(slug: string) {
  const headers = { authorization: `Bearer ${server.arbiterToken}`, 'content-type': 'application/json' };
  const created = await api('/api/seasons', { method: 'POST', headers, body: JSON.stringify({ slug, name: `Sezon ${slug}`, year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) });
  expect(created.status).toBe(201);
}
const put = (slug: string, body: Uint8Array, file = 'swiateczny.xlsx') => api(`/api/seasons/${slug}/tournaments/gp01?name=Turniej%20%C5%9Awi%C4%85teczny&date=2024-08-01&file=${file}`, { method: 'PUT', headers: { authorization: `Bearer ${server.arbiterToken}` }, body: Buffer.from(body) });

describe('a chess-results crosstable .xlsx uploaded over the API', () => {
  test('is accepted with the sheet\'s warnings; its games rank as `gp tiebreaks` ranks the same file; the page shows the cross-table', async () => {
    await season('xlsx-cross');
    const r = await put('xlsx-cross', crosstable);
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({ version: 1, rows: 12 });
    expect(body.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'SHEET_ROUNDS_DIFFER', line: 11 })]));
    const games = await (await api('/api/seasons/xlsx-cross/tournaments/gp01/games')).json();
    let out = '';
    expect(tiebreaksCommand(['x.xlsx', '--tiebreaks', 'BH/M1,BH,WIN,PS', '--json'], { out: (s) => void (out += s), err: () => {} }, () => crosstable)).toBe(0);
    const cli = JSON.parse(out) as { startNo: number; rank: number; points: number; tiebreaks: Record<string, number> }[];
    expect(games.ranking.map((x: { startNo: number; rank: number; points: number; tiebreaks: unknown }) => ({ startNo: x.startNo, rank: x.rank, points: x.points, tiebreaks: x.tiebreaks }))).toEqual(
      cli.map((x) => ({ startNo: x.startNo, rank: x.rank, points: x.points, tiebreaks: x.tiebreaks })),
    );
    expect(games.ranking[0].games).toHaveLength(7);
    const html = await (await api('/seasons/xlsx-cross/tournaments/gp01')).text();
    expect(html).toContain('data-testid="cross-table"');
    expect(html).toContain(players[0]!.name);
    const original = await api('/api/seasons/xlsx-cross/tournaments/gp01/versions/1', { headers: { authorization: `Bearer ${server.arbiterToken}` } });
    expect(Buffer.compare(Buffer.from(await original.arrayBuffer()), Buffer.from(crosstable))).toBe(0);
  });

  test('a damaged workbook is refused with a clear message and stores nothing', async () => {
    await season('xlsx-bad');
    const r = await put('xlsx-bad', crosstable.subarray(0, crosstable.length - 500));
    expect(r.status).toBe(422);
    expect((await r.json()).errors).toEqual([expect.objectContaining({ code: 'SHEET_CORRUPT', message: expect.stringContaining('damaged') })]);
    expect((await api('/api/seasons/xlsx-bad/tournaments/gp01/versions')).status).toBe(404);
  });

  test('the register as a spreadsheet', async () => {
    await season('xlsx-register');
    const register = writeXlsx([{ name: 'Rejestr', rows: [['cr_id', 'name', 'birth', 'club'], ['90001', 'Żółtowska Zofia', 2001, 'LKS Pionek Ełk'], ['90002', 'Ślęzak Łukasz', 1999, 'UKS Jedynka Olsztyn']] }]);
    const r = await api('/api/seasons/xlsx-register/registry?file=rejestr.xlsx', { method: 'PUT', headers: { authorization: `Bearer ${server.arbiterToken}` }, body: Buffer.from(register) });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ players: 2, warnings: [] });
  });
});

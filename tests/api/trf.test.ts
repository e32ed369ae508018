import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tiebreaksCommand } from '@/cli/tiebreaks-command';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const TRF = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf'));
const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);

/** Each test opens its own season, so a test can run alone. */
async function seasonWithTrf(slug: string) {
  const headers = { authorization: `Bearer ${server.arbiterToken}` };
  const created = await api('/api/seasons', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ slug, name: `Sezon ${slug}`, year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) });
  expect(created.status).toBe(201);
  const r = await api(`/api/seasons/${slug}/tournaments/gp01?name=Turniej%20TRF&date=2024-08-01&file=held.trf`, { method: 'PUT', headers, body: TRF });
  return r;
}

describe('a Grand Prix tournament uploaded as TRF over the API (issue 8)', () => {
  test('is accepted; the rank column that disagrees with the chain is a warning naming the players', async () => {
    const r = await seasonWithTrf('trf-upload');
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({ version: 1, rows: 16 });
    expect(body.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'RANK_DISAGREES', message: expect.stringContaining('Alyx') })]));
  });

  test('the games JSON ranks as `gp tiebreaks` does with the season chain', async () => {
    await seasonWithTrf('trf-json');
    const r = await api('/api/seasons/trf-json/tournaments/gp01/games');
    expect(r.status).toBe(200);
    const json = await r.json();
    let out = '';
    const code = tiebreaksCommand(['held.trf', '--tiebreaks', 'BH/M1,BH,WIN,PS', '--json'], { out: (s) => void (out += s), err: () => {} }, () => new Uint8Array(TRF));
    expect(code).toBe(0);
    const cli = JSON.parse(out) as { startNo: number; rank: number; points: number; tiebreaks: Record<string, number> }[];
    expect(json.ranking.map((r: { startNo: number; rank: number; points: number; tiebreaks: unknown }) => ({ startNo: r.startNo, rank: r.rank, points: r.points, tiebreaks: r.tiebreaks }))).toEqual(
      cli.map((r) => ({ startNo: r.startNo, rank: r.rank, points: r.points, tiebreaks: r.tiebreaks })),
    );
    expect(json.ranking[0].games).toHaveLength(5);
  });

  test('the standings count the TRF points, and the public page shows the tie-break columns and the cross-table', async () => {
    await seasonWithTrf('trf-page');
    const standings = await (await api('/api/seasons/trf-page/standings')).json();
    expect(standings.individual[0]).toMatchObject({ name: 'Bruno', total: 4 });
    const html = await (await api('/seasons/trf-page/tournaments/gp01')).text();
    expect(html).toContain('data-testid="games-ranking"');
    expect(html).toContain('data-testid="cross-table"');
    expect(html).toContain('BH/M1');
  });

  test('a ranking-list tournament has no games JSON: 404 with a reason', async () => {
    const headers = { authorization: `Bearer ${server.arbiterToken}` };
    await api('/api/seasons', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'csv-only', name: 'CSV', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) });
    await api('/api/seasons/csv-only/tournaments/gp01?name=T&date=2024-03-02', { method: 'PUT', headers, body: 'place,name,points\n1,A,5\n' });
    const r = await api('/api/seasons/csv-only/tournaments/gp01/games');
    expect(r.status).toBe(404);
    expect((await r.json()).errors[0].message).toContain('ranking list');
  });
});

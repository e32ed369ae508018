import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EventStreamReader, type StreamEvent } from '@/scripts/sse-reader.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roundRobinTrf } from '@/tests/fixtures/round-robin-trf';
import { trfWithoutResult } from '@/tests/fixtures/in-progress';
import { startServer, type TestServer } from './server';

/**
 * A tournament in progress on the production server (issue 25, docs/in-progress.md): the file after
 * round 5 of 9 is stored as provisional — the official JSON, CSV and table unchanged, the
 * provisional ones with `?provisional=1` and on the season page, the tournament's page "po rundzie
 * 5 z 9", the stream's words — and the file of all rounds replaces it as a new version.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const auth = () => ({ authorization: `Bearer ${server.arbiterToken}` });

async function open(path: string) {
  const controller = new AbortController();
  const res = await api(path, { signal: controller.signal });
  const reader = new EventStreamReader();
  const queue: StreamEvent[] = [];
  const body = res.body!.getReader();
  const decoder = new TextDecoder();
  const next = async (): Promise<StreamEvent & { json: Record<string, any> }> => {
    const guard = setTimeout(() => controller.abort(), 10_000);
    try {
      while (queue.length === 0) {
        const { value, done } = await body.read();
        if (done) throw new Error('the stream ended');
        queue.push(...reader.push(decoder.decode(value, { stream: true })));
      }
    } finally {
      clearTimeout(guard);
    }
    const e = queue.shift()!;
    return { ...e, json: JSON.parse(e.data) };
  };
  return { res, next, close: () => controller.abort() };
}

const PLAYERS = Array.from({ length: 10 }, (_, i) => ({ name: `Gracz${String.fromCharCode(65 + i)} Jan` }));
const after5 = roundRobinTrf(PLAYERS, { rounds: 9, played: 5, date: '2024-06-01', name: 'Turniej 7' });
const final = roundRobinTrf(PLAYERS, { rounds: 9, played: 9, date: '2024-06-01', name: 'Turniej 7' });

describe('a tournament in progress over the API', () => {
  test('after round 5 of 9: provisional; the official table unchanged; ?provisional=1 shows it; the final file replaces it', async () => {
    expect((await api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'rundy', name: 'GP rundy', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) })).status).toBe(201);
    const put = (code: string, name: string, body: Uint8Array | string) => api(`/api/seasons/rundy/tournaments/${code}?name=${encodeURIComponent(name)}&date=2024-06-01&file=${code}.trf`, { method: 'PUT', headers: auth(), body: typeof body === 'string' ? body : Buffer.from(body) });
    expect((await put('gp01', 'Turniej 1', 'place,name,points\n1,GraczA Jan,7\n2,GraczB Jan,6\n')).status).toBe(200);
    const officialBefore = await (await api('/api/seasons/rundy/standings')).json();
    const csvBefore = await (await api('/api/seasons/rundy/standings.csv')).text();

    const stream = await open('/api/seasons/rundy/events');
    expect((await stream.next()).event).toBe('state');

    // the upload after round 5: said in the answer
    const during = await put('gp07', 'Turniej 7', after5);
    expect(during.status).toBe(200);
    const answer = await during.json();
    expect(answer).toMatchObject({ version: 1, rows: 10, inProgress: { round: 5, of: 9 } });
    expect(answer.warnings[0]).toMatchObject({ code: 'TOURNAMENT_IN_PROGRESS', params: { round: 5, of: 9 } });
    const heard = await stream.next();
    expect(heard.json.text).toEqual({ pl: 'Turniej 7 — runda 5 z 9 (wyniki prowizoryczne)', en: 'Turniej 7 — round 5 of 9 (provisional)' });

    // the official table: the same as before, the tournament in progress named beside it
    const official = await (await api('/api/seasons/rundy/standings')).json();
    expect(official.individual).toEqual(officialBefore.individual);
    expect(official.prizes).toEqual(officialBefore.prizes);
    expect(official).toMatchObject({ provisional: false, inProgress: [{ tournament: 'gp07', name: 'Turniej 7', afterRound: 5, rounds: 9 }] });
    expect(await (await api('/api/seasons/rundy/standings.csv')).text()).toBe(csvBefore);

    // ?provisional=1: counted as if it ended now, no prizes
    const provisional = await (await api('/api/seasons/rundy/standings?provisional=1')).json();
    expect(provisional).toMatchObject({ provisional: true, prizes: [], inProgress: [{ tournament: 'gp07', afterRound: 5, rounds: 9 }] });
    expect(provisional.individual).toHaveLength(10);
    const a = provisional.individual.find((e: { name: string }) => e.name === 'GraczA Jan');
    expect(a.results.map((r: { tournament: string }) => r.tournament).sort()).toEqual(['gp01', 'gp07']);
    const provisionalCsv = await api('/api/seasons/rundy/standings.csv?provisional=1');
    expect(provisionalCsv.headers.get('content-disposition')).toContain('rundy-standings-provisional.csv');
    expect((await provisionalCsv.text()).split('\n')[0]).toContain('gp07');

    // the pages: the season's provisional table, clearly marked; the official one marked as without it
    const page = await (await api('/seasons/rundy')).text();
    expect(page).toContain('data-testid="provisional"');
    expect(page).toContain('Tabela prowizoryczna — gdyby turniej skończył się teraz');
    expect(page).toContain('Turniej 7: wyniki po rundzie 5 z 9');
    expect(page).toContain('Tabela oficjalna — bez turnieju w toku (Turniej 7).');
    const en = await (await api('/en/seasons/rundy')).text();
    expect(en).toContain('Provisional table — if the tournament ended now');
    const tournament = await (await api('/seasons/rundy/tournaments/gp07')).text();
    expect(tournament).toContain('po rundzie 5 z 9');
    expect(tournament).toContain('data-testid="tournament-in-progress"');
    expect(tournament).toContain('data-testid="games-ranking"');
    expect(await (await api('/en/seasons/rundy/tournaments/gp07')).text()).toContain('In progress: after round 5 of 9');
    expect(await (await api('/seasons/rundy/tournaments')).text()).toContain('W toku: po rundzie 5 z 9');
    expect(await (await api('/seasons/rundy/prizes')).text()).toContain('data-testid="in-progress-notice"');

    // the file of all rounds: a new version, counted, nothing provisional left
    const done = await put('gp07', 'Turniej 7', final);
    expect(await done.json()).toMatchObject({ version: 2, rows: 10 });
    expect((await stream.next()).json.text).toEqual({ pl: 'Turniej 7 — wyniki końcowe (wszystkie rundy)', en: 'Turniej 7 — final results (all rounds)' });
    const counted = await (await api('/api/seasons/rundy/standings')).json();
    expect(counted.provisional).toBeUndefined();
    expect(counted.inProgress).toBeUndefined();
    expect(counted.individual).toHaveLength(10);
    expect(counted.individual.find((e: { name: string }) => e.name === 'GraczA Jan').results.map((r: { tournament: string }) => r.tournament).sort()).toEqual(['gp01', 'gp07']);
    expect(await (await api('/seasons/rundy')).text()).not.toContain('data-testid="provisional"');
    const versions = (await (await api('/api/seasons/rundy/tournaments/gp07/versions')).json()) as { version: number; current: boolean }[];
    expect(versions.map((v) => [v.version, v.current])).toEqual([[1, false], [2, true]]);
    stream.close();
  });

  // issue 40: the real Gros 2010 TRF (XXR 9, four rounds played) with one game of round 2 without its
  // result — the round reached, as every kind reads it, and the game outstanding beside it
  test('one game without a result does not hold the tournament back: after round 4 of 9 (1 game outstanding)', async () => {
    expect((await api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'gros', name: 'GP Gros', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) })).status).toBe(201);
    const gros = trfWithoutResult(new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', 'gros2010_javafo_sample2.trf'))), 2, 1, 13);
    const res = await api('/api/seasons/gros/tournaments/gp05?name=Turniej%205&date=2024-06-01&file=gp05.trf', { method: 'PUT', headers: auth(), body: Buffer.from(gros) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ inProgress: { round: 4, of: 9, pending: 1 } });
    expect((await (await api('/api/seasons/gros/standings')).json()).inProgress).toEqual([{ tournament: 'gp05', name: 'Turniej 5', afterRound: 4, rounds: 9, pending: 1 }]);
    expect(await (await api('/seasons/gros/tournaments/gp05')).text()).toContain('W toku: po rundzie 4 z 9 (1 partia zaległa)');
    expect(await (await api('/en/seasons/gros/tournaments/gp05')).text()).toContain('In progress: after round 4 of 9 (1 game outstanding)');
    expect(await (await api('/seasons/gros/tournaments')).text()).toContain('W toku: po rundzie 4 z 9 (1 partia zaległa)');
    expect(await (await api('/seasons/gros')).text()).toContain('Turniej 5: wyniki po rundzie 4 z 9 (1 partia zaległa)');
  });
});

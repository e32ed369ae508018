import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createToken, createUser } from '@/server/users';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { readTables } from '@/lib/import/pipeline';
import { startServer, type TestServer } from './server';

// Issue 41 (formats §7): the entries API against the production server (scripts/serve.mjs), GP_NOW 2026-11-30.
let server: TestServer;
let organizerB: string;
beforeAll(async () => {
  // every request comes from 127.0.0.1: the per-client window is raised so that the tests' entries fit
  server = await startServer({ env: { GP_ENTRIES_PER_CLIENT_WINDOW: '100' } });
  const conn = openDatabase(server.dbPath);
  await createUser(conn, { userId: null, via: 'cli' }, { email: 'b@example.org', role: 'organizer', club: 'MKS Żuławy Elbląg', password: 'organizer b password' });
  organizerB = createToken(conn, { userId: null, via: 'cli' }, 'b@example.org').token;
  conn.sqlite.close();
}, 240_000);
afterAll(async () => server?.stop());

type Who = 'anonymous' | 'organizerA' | 'organizerB' | 'arbiter';
const token = (who: Who) => (who === 'anonymous' ? null : who === 'organizerA' ? server.organizerToken : who === 'organizerB' ? organizerB : server.arbiterToken);
const call = (who: Who, method: string, path: string, body?: unknown) => {
  const t = token(who);
  return fetch(`${server.base}${path}`, { method, headers: { ...(t ? { authorization: `Bearer ${t}` } : {}), 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
};
let seasons = 0;
/** A fresh 2027 season with organizer A's reserved tournament on 12 June, planned within §1. */
async function tournament(): Promise<number> {
  const slug = `ent-${++seasons}`;
  expect((await call('arbiter', 'POST', '/api/seasons', { slug, name: 'GP 2027', year: 2027, preset: 'warmia-mazury-2018', rules: {} })).status).toBe(201);
  const r = await call('organizerA', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-06-12', name: 'III GP Olsztyn', city: 'Olsztyn', rounds: 9, tempo: "10'+5\"", fees: { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 } });
  expect(r.status).toBe(201);
  return (await r.json()).id;
}
const entry = (over: Record<string, unknown> = {}) => ({ name: 'Nowak Jan', birth: 1990, sex: 'M', club: 'UKS Jedynka', consent: true, ...over });

describe('entries (formats §7)', () => {
  test('enter: 201 with the category, fee and code; the public list; the same person again 409; bad fields 422 naming them', async () => {
    const id = await tournament();
    const r = await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry());
    expect(r.status).toBe(201);
    const body = await r.json();
    expect(body).toEqual({ entry: { id: expect.any(Number), name: 'Nowak Jan', club: 'UKS Jedynka', category: 'senior', fee: 25 }, code: expect.stringMatching(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/) });
    expect((await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry({ sex: 'F', birth: 2014, name: 'Kot Ola' }))).status).toBe(201);

    const list = await (await call('anonymous', 'GET', `/api/reservations/${id}/entries`)).json();
    expect(list).toEqual({ entries: [expect.objectContaining({ name: 'Kot Ola', category: 'junior14' }), expect.objectContaining({ name: 'Nowak Jan', category: 'senior' })], counts: { junior14: 1, woman: 0, junior18: 0, veteran60: 0, senior: 1 }, state: 'open' });
    expect(Object.keys(list.entries[0]).sort()).toEqual(['category', 'club', 'id', 'name', 'rating']);

    const dup = await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry({ name: 'NOWAK, Jan' }));
    expect(dup.status).toBe(409);
    expect((await dup.json()).errors[0]).toMatchObject({ code: 'ENTRY_DUPLICATE' });
    const bad = await call('anonymous', 'POST', `/api/reservations/${id}/entries`, { name: '', birth: 1890, sex: 'X' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((e: { params: { field: string } }) => e.params.field)).toEqual(['name', 'birth', 'sex', 'consent']);
    expect((await call('anonymous', 'POST', '/api/reservations/99999/entries', entry())).status).toBe(404);
  });

  test('withdraw: a wrong code 403, the code 204; the organizer or the arbiter by token; another organizer 403', async () => {
    const id = await tournament();
    const { entry: e, code } = await (await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry())).json();
    expect((await call('anonymous', 'DELETE', `/api/reservations/${id}/entries/${e.id}`, { code: 'AAAAA-AAAAA' })).status).toBe(403);
    expect((await call('anonymous', 'DELETE', `/api/reservations/${id}/entries/${e.id}`, {})).status).toBe(401);
    const gone = await call('anonymous', 'DELETE', `/api/reservations/${id}/entries/${e.id}`, { code });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    const again = await (await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry())).json();
    expect((await call('organizerB', 'DELETE', `/api/reservations/${id}/entries/${again.entry.id}`)).status).toBe(403);
    expect((await call('organizerA', 'DELETE', `/api/reservations/${id}/entries/${again.entry.id}`)).status).toBe(204);
    expect((await (await call('anonymous', 'GET', `/api/reservations/${id}/entries`)).json()).entries).toEqual([]);
  });

  test('closed entries refuse with 409; markup in a name stays text on the page', async () => {
    const id = await tournament();
    const xss = '<img src=x onerror=alert(1)> Kot';
    expect((await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry({ name: xss }))).status).toBe(201);
    const page = await (await fetch(`${server.base}/tournaments/${id}/entries`)).text();
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; Kot');
    expect(page).not.toContain('<img src=x');
    expect((await call('organizerB', 'PATCH', `/api/reservations/${id}/announcement`, { entriesClosed: true })).status).toBe(403);
    expect((await call('organizerA', 'PATCH', `/api/reservations/${id}/announcement`, { entriesClosed: true, text: 'Zapraszamy' })).status).toBe(200);
    const closed = await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry({ name: 'Late Tom' }));
    expect(closed.status).toBe(409);
    expect((await closed.json()).errors[0]).toMatchObject({ code: 'ENTRIES_CLOSED', params: { state: 'closed' } });
    const a = await (await call('anonymous', 'GET', `/api/reservations/${id}/announcement`)).json();
    expect(a).toMatchObject({ id, text: 'Zapraszamy', entries: { state: 'closed', count: 1 }, feeByCategory: { senior: 25, woman: 15 } });
  });

  test('the start list: TRF and CSV with the organizer’s or the arbiter’s token, read back by the project’s readers; 401 and 403 otherwise', async () => {
    const id = await tournament();
    for (const [name, birth, sex] of [['Nowak Jan', 1990, 'M'], ['Wiśniewska Łucja', 1995, 'F']] as const) await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry({ name, birth, sex }));
    expect((await call('anonymous', 'GET', `/api/reservations/${id}/entries.trf`)).status).toBe(401);
    expect((await call('organizerB', 'GET', `/api/reservations/${id}/entries.trf`)).status).toBe(403);
    const trf = await call('organizerA', 'GET', `/api/reservations/${id}/entries.trf`);
    expect(trf.status).toBe(200);
    expect(trf.headers.get('content-disposition')).toBe(`attachment; filename="2027-06-12-r${id}-start-list.trf"`);
    const read = parseTrfText(await trf.text());
    expect(read.ok && read.tournament.players.map((p) => p.name).sort()).toEqual(['Nowak Jan', 'Wiśniewska Łucja']);
    expect(read.ok && read.tournament.info.declaredRounds).toBe(9);
    const csv = await call('arbiter', 'GET', `/api/reservations/${id}/entries.csv`);
    const table = readTables(new Uint8Array(await csv.arrayBuffer()));
    expect(table.ok && 'found' in table && table.found.table.rows.map((r) => r.cells.slice(0, 3))).toEqual(
      expect.arrayContaining([
        ['Nowak Jan', '1990', 'M'],
        ['Wiśniewska Łucja', '1995', 'F'],
      ]),
    );
  });

  test('a client sends at most 6 entries to one tournament (429)', async () => {
    const id = await tournament();
    for (let i = 0; i < 6; i += 1) expect((await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry({ name: `Gracz ${'abcdef'[i]}` }))).status).toBe(201);
    const over = await call('anonymous', 'POST', `/api/reservations/${id}/entries`, entry({ name: 'Gracz z' }));
    expect(over.status).toBe(429);
    expect((await over.json()).errors[0]).toMatchObject({ code: 'ENTRY_LIMIT', params: { which: 'client-tournament' } });
  });
});

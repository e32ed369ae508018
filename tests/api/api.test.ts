import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { computeStandings } from '@/lib/series/standings';
import { standingsToJson } from '@/lib/series/standings-json';
import { loadFixtureSeason, SEASONS } from '@/tests/helpers';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const createSeason = (slug: string, token = server.arbiterToken, extra: Record<string, unknown> = {}) =>
  api('/api/seasons', { method: 'POST', headers: { ...auth(token), 'content-type': 'application/json' }, body: JSON.stringify({ slug, name: `Sezon ${slug}`, year: 2024, preset: 'warmia-mazury-2018', rules: { region: 'warmińsko-mazurskie' }, ...extra }) });
const upload = (slug: string, id: string, body: BodyInit, query = 'name=Turniej&date=2024-03-02', token = server.arbiterToken) =>
  api(`/api/seasons/${slug}/tournaments/${id}?${query}`, { method: 'PUT', headers: auth(token), body });

describe('a season uploaded file by file over the API', () => {
  const name = 'season-registry-mixed';
  const folder = join(SEASONS, name);
  const season = JSON.parse(readFileSync(join(folder, 'season.json'), 'utf8'));

  test('gives exactly the standings of gp standings on the same folder', async () => {
    expect((await createSeason('mixed')).status).toBe(201);
    const reg = await api('/api/seasons/mixed/registry', { method: 'PUT', headers: auth(server.arbiterToken), body: readFileSync(join(folder, 'players.csv')) });
    expect(reg.status).toBe(200);
    expect(await reg.json()).toMatchObject({ players: expect.any(Number) });
    for (const t of season.tournaments) {
      const q = new URLSearchParams({ name: t.name, date: t.date, file: t.file, ...(t.final ? { final: 'true' } : {}) });
      const r = await upload('mixed', t.id, readFileSync(join(folder, t.file)), q.toString());
      expect(r.status, t.file).toBe(200);
      expect(await r.json()).toMatchObject({ version: 1, rows: expect.any(Number), warnings: expect.any(Array) });
    }
    const got = await (await api('/api/seasons/mixed/standings')).json();
    const loaded = loadFixtureSeason(name);
    const expected = standingsToJson(computeStandings({ year: loaded.year, rules: loaded.rules, registry: loaded.registry, tournaments: loaded.tournaments }));
    expect({ ...got, warnings: [] }).toEqual({ ...expected, warnings: [] });
  });
});

describe('uploads, corrections and history', () => {
  const v1 = 'place,name,cr_id,club,region,points\n1,Nowak Jan,1,UKS Jedynka Olsztyn,warmińsko-mazurskie,7\n2,Lis Ewa,2,UKS Jedynka Olsztyn,warmińsko-mazurskie,6.5\n';
  const v2 = 'place,name,cr_id,club,region,points\n1,Lis Ewa,2,UKS Jedynka Olsztyn,warmińsko-mazurskie,8\n2,Nowak Jan,1,UKS Jedynka Olsztyn,warmińsko-mazurskie,6\n';
  let seasons = 0;
  /** Each test opens its own season with version 1 of gp01, so any test can run alone. */
  async function seasonWithV1(): Promise<string> {
    const slug = `corr-${++seasons}`;
    expect((await createSeason(slug)).status).toBe(201);
    expect((await upload(slug, 'gp01', v1)).status).toBe(200);
    return slug;
  }

  test('a correction shows at once on the page and in the API, and keeps history', async () => {
    expect((await createSeason('corr')).status).toBe(201);
    expect(await (await upload('corr', 'gp01', v1)).json()).toEqual({ version: 1, rows: 2, warnings: [] });
    const page1 = await (await api('/seasons/corr')).text();
    expect(page1).toMatch(/Nowak Jan<\/a><\/th><td[^>]*>[^<]*<\/td><td>7<\/td>/);
    expect((await upload('corr', 'gp01', v2)).status).toBe(200);
    const page2 = await (await api('/seasons/corr')).text();
    expect(page2).toMatch(/Lis Ewa<\/a><\/th><td[^>]*>[^<]*<\/td><td>8<\/td>/);
    const standings = await (await api('/api/seasons/corr/standings')).json();
    expect(standings.individual[0]).toMatchObject({ name: 'Lis Ewa', total: 8 });
    // the arbiter sees who uploaded and the file; the public only the uploader's role (issue 11, defect 14)
    const versions = await (await api('/api/seasons/corr/tournaments/gp01/versions', { headers: auth(server.arbiterToken) })).json();
    expect(versions).toEqual([
      { version: 1, uploadedAt: expect.any(String), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), rows: 2, by: 'arbiter@example.org', fileName: 'gp01.csv', current: false },
      { version: 2, uploadedAt: expect.any(String), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), rows: 2, by: 'arbiter@example.org', fileName: 'gp01.csv', current: true },
    ]);
    const publicVersions = await (await api('/api/seasons/corr/tournaments/gp01/versions')).json();
    expect(publicVersions).toEqual([
      { version: 1, uploadedAt: expect.any(String), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), rows: 2, by: 'arbiter', current: false },
      { version: 2, uploadedAt: expect.any(String), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), rows: 2, by: 'arbiter', current: true },
    ]);
    expect(JSON.stringify(publicVersions)).not.toContain('@');
    const original = await api('/api/seasons/corr/tournaments/gp01/versions/1', { headers: auth(server.arbiterToken) });
    expect(await original.text()).toBe(v1);
  });

  test('the same file again stores nothing and answers identicalTo; a date outside the season is 422 (issue 11, defect 7)', async () => {
    const corr = await seasonWithV1();
    const same = await upload(corr, 'gp01', v1);
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ version: 1, rows: 2, warnings: [], identicalTo: 1 });
    expect((await (await api(`/api/seasons/${corr}/tournaments/gp01/versions`)).json()).length).toBe(1);
    const outside = await upload(corr, 'gp02', v1, 'name=II&date=2025-01-01');
    expect(outside.status).toBe(422);
    const refused = await outside.json();
    expect(refused).toEqual({ errors: [{ code: 'UPLOAD_OUTSIDE_SEASON', message: expect.stringContaining('2025-01-01'), params: { date: '2025-01-01', from: '2024-02-04', to: '2024-12-16' } }] });
    // issue 39: the problem is made without words; the refusal says it in English after its other fields, as before
    expect(Object.keys(refused.errors[0])).toEqual(['code', 'params', 'message']);
    expect((await api(`/api/seasons/${corr}/tournaments/gp02/versions`)).status).toBe(404);
  });

  test('a bad file gets 422 with line numbers and changes nothing', async () => {
    const corr = await seasonWithV1();
    const before = await (await api(`/api/seasons/${corr}/standings`)).json();
    const r = await upload(corr, 'gp01', 'place,name,points\n1,A,5\n3,B,x\n');
    expect(r.status).toBe(422);
    // Issue 27: the gap (3 after 1) is a warning now, so only the points that do not parse refuse the file.
    const body = await r.json();
    expect(body).toEqual({ errors: [{ line: 3, code: 'BAD_POINTS', message: expect.any(String), params: expect.objectContaining({ value: 'x' }) }] });
    // a file's problem as the upload answers it: its English right after its code (issue 39: rendered at the edge)
    expect(Object.keys(body.errors[0])).toEqual(['line', 'code', 'message', 'params']);
    expect(body.errors[0].message).toBe('Points "x" are not a number.');
    expect(await (await api(`/api/seasons/${corr}/standings`)).json()).toEqual(before);
    expect((await (await api(`/api/seasons/${corr}/tournaments/gp01/versions`)).json()).length).toBe(1);
    expect((await upload(corr, 'gp09', 'place;name\n1;A\n')).status).toBe(422);
    expect((await upload(corr, 'gp09', v1, 'name=X&date=2024-02-30')).status).toBe(422);
    expect((await (await api(`/api/seasons/${corr}/standings`)).json()).tournamentsCounted).toBe(1);
  });

  test('writes without a valid token get 401; an organizer gets 403; nothing changes', async () => {
    const corr = await seasonWithV1();
    expect((await api(`/api/seasons/${corr}/tournaments/gp01?name=I&date=2024-03-02`, { method: 'PUT', body: v1 })).status).toBe(401);
    expect((await upload(corr, 'gp01', v1, undefined, 'gp_not-a-token')).status).toBe(401);
    expect((await upload(corr, 'gp01', v1, undefined, server.organizerToken)).status).toBe(403);
    expect((await createSeason('x-org', server.organizerToken)).status).toBe(403);
    expect((await api('/api/seasons', { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await api(`/api/seasons/${corr}/registry`, { method: 'PUT', body: 'cr_id,name\n1,A\n' })).status).toBe(401);
    expect((await (await api(`/api/seasons/${corr}/tournaments/gp01/versions`)).json()).length).toBe(1);
  });

  test('above 10 MB → 413, and nothing is stored', async () => {
    const corr = await seasonWithV1();
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
    expect((await upload(corr, 'gp02', big)).status).toBe(413);
    expect((await (await api(`/api/seasons/${corr}/standings`)).json()).tournamentsCounted).toBe(1);
  });

  test('unknown season → 404; duplicate slug → 409; bad season → 422', async () => {
    expect((await upload('nope', 'gp01', v1)).status).toBe(404);
    expect((await api('/api/seasons/nope/standings')).status).toBe(404);
    expect((await api('/seasons/nope')).status).toBe(404);
    const corr = await seasonWithV1();
    expect((await createSeason(corr)).status).toBe(409);
    expect((await createSeason('Bad Slug!')).status).toBe(422);
    expect((await createSeason('badrules', server.arbiterToken, { rules: { teamSize: 0 } })).status).toBe(422);
  });
});

describe('hostile names', () => {
  const file = 'place,name,cr_id,club,region,points\n1,<script>alert(1)</script>,7,"<img src=x onerror=alert(2)>",warmińsko-mazurskie,7\n2,=HYPERLINK("http://x"),8,K,warmińsko-mazurskie,6\n';
  beforeAll(async () => {
    expect((await createSeason('hostile')).status).toBe(201);
    expect((await upload('hostile', 'gp01', file)).status).toBe(200);
  });

  test.each(['/seasons/hostile', '/en/seasons/hostile', '/seasons/hostile/tournaments/gp01', '/seasons/hostile/players/7', '/seasons/hostile/prizes', '/seasons/hostile/teams', '/'])('are shown as text on %s', async (path) => {
    const html = await (await api(path)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    if (path !== '/seasons/hostile/teams') expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('the CSV download neutralizes formulas', async () => {
    const r = await api('/api/seasons/hostile/standings.csv');
    expect(r.headers.get('content-type')).toContain('text/csv');
    const csv = await r.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    // the Polish spreadsheet's download (issue 11): `;` between cells, still formula-safe; the default is unchanged
    const pl = await (await api('/api/seasons/hostile/standings.csv?lang=pl')).text();
    // issue 29, defect 5: Polish headers in the Polish download (was: the English ones)
    expect(pl.split('\r\n')[0]).toMatch(/^\uFEFF?miejsce;zawodnik;id_cr;klub;suma;turnieje;finał;/);
    expect(pl).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(pl).not.toMatch(/(^|;)=HYPERLINK/m);
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF?rank,name,cr_id,club,total,regular,final,/);
  });
});

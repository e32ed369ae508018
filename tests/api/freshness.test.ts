import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { uploadTournament } from '@/server/uploads';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const auth = () => ({ authorization: `Bearer ${server.arbiterToken}` });
const PAGES = (slug: string, playerKey: string) => [
  `/seasons/${slug}`,
  `/en/seasons/${slug}`,
  `/seasons/${slug}/teams`,
  `/seasons/${slug}/prizes`,
  `/seasons/${slug}/tournaments`,
  `/seasons/${slug}/tournaments/gp01`,
  `/en/seasons/${slug}/tournaments/gp01`,
  `/seasons/${slug}/players/${playerKey}`,
];

async function everyPage(slug: string, key: string) {
  const out: string[] = [];
  for (const p of PAGES(slug, key)) {
    const r = await api(p);
    expect(r.status, p).toBe(200);
    out.push(await r.text());
  }
  return out;
}

test('a write through the API, and one by another process on the same database (as `gp` does), show at once on every season page', async () => {
  expect((await api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'fresh', name: 'Fresh', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) })).status).toBe(201);
  const put = (body: string) => api('/api/seasons/fresh/tournaments/gp01?name=I&date=2024-03-02', { method: 'PUT', headers: auth(), body });
  expect((await put('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Kot Jan,6,KS Beta\n')).status).toBe(200);
  const key = 'name%3Alis%20anna%7C';
  // twice: the second read is served from whatever cache the site keeps
  await everyPage('fresh', key);
  const warm = await everyPage('fresh', key);
  for (const html of warm) expect(html).not.toContain('Ryba Ola');

  // the API: a correction of gp01 and a new tournament gp02
  expect((await put('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Ryba Ola,6,KS Gamma\n')).status).toBe(200);
  expect((await api('/api/seasons/fresh/tournaments/gp02?name=II&date=2024-03-16', { method: 'PUT', headers: auth(), body: 'place,name,points,club\n1,Lis Anna,5,KS Alfa\n' })).status).toBe(200);
  // what each page must now show: the new name, the new club, the new tournament, the new total
  const expectations = (name: string, club: string, tournament: string, total: RegExp) => [name, name, club, name, `/tournaments/${tournament}`, name, name, total];
  const check = (pages: string[], wanted: (string | RegExp)[]) =>
    PAGES('fresh', key).forEach((p, i) => {
      const w = wanted[i]!;
      if (typeof w === 'string') expect(pages[i], p).toContain(w);
      else expect(pages[i], p).toMatch(w);
    });
  check(await everyPage('fresh', key), expectations('Ryba Ola', 'KS Gamma', 'gp02', />12(<!-- -->)? </));

  // another process writes (the `gp` command line opens the same file): a correction of gp01 and gp03
  const conn = openDatabase(server.dbPath);
  const write = (code: string, name: string, csv: string) => {
    const season = getSeasonBySlug(conn, 'fresh')!;
    const r = uploadTournament(conn, { userId: null, via: 'cli' }, { season, code, name, date: code === 'gp01' ? '2024-03-02' : '2024-03-30', final: false, fileName: `${code}.csv`, bytes: new TextEncoder().encode(csv) });
    expect(r.ok).toBe(true);
  };
  write('gp01', 'I', 'place,name,points,club\n1,Lis Anna,7.5,KS Alfa\n2,Wilk Ewa,6,KS Delta\n');
  write('gp03', 'III', 'place,name,points,club\n1,Wilk Ewa,6,KS Delta\n');
  conn.sqlite.close();
  check(await everyPage('fresh', key), expectations('Wilk Ewa', 'KS Delta', 'gp03', />12,5(<!-- -->)? </));
});

// issue 24: a click between season pages fetches the page's React payload (RSC), which the server's
// page cache keeps now as it keeps the page (it was Next's cache, cache-handler.mjs, checked against
// the revision on every read): kept, and never stale either — by the API or by another process
test("the client router's payload of every season page is kept and shows a write at once", async () => {
  expect((await api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'fresh-rsc', name: 'Fresh RSC', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) })).status).toBe(201);
  const put = (code: string, body: string) => api(`/api/seasons/fresh-rsc/tournaments/${code}?name=${code}&date=2024-03-${code === 'gp01' ? '02' : '16'}`, { method: 'PUT', headers: auth(), body });
  expect((await put('gp01', 'place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Kot Jan,6,KS Beta\n')).status).toBe(200);
  // the Next pages of a season (the standings are a route handler's HTML, which the client router loads as a page)
  const pages = PAGES('fresh-rsc', 'name%3Alis%20anna%7C').slice(2);
  const revision = () => {
    const conn = openDatabase(server.dbPath);
    const r = getSeasonBySlug(conn, 'fresh-rsc')!.revision;
    conn.sqlite.close();
    return r;
  };
  // a navigation with no state tree: the whole payload, the address Next's client builds for it (`_rsc` bare: no header to hash)
  const payloads = async () => {
    const out: { how: string | null; body: string }[] = [];
    for (const p of pages) {
      const r = await api(`${p}?_rsc`, { headers: { rsc: '1' } });
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type'), p).toContain('text/x-component');
      out.push({ how: r.headers.get('x-gp-cache'), body: await r.text() });
    }
    return out;
  };
  const shows = (got: { body: string }[], rev: number, wanted: string[]) =>
    got.forEach(({ body }, i) => {
      expect(body, pages[i]).toContain(`"data-gp-revision":"${rev}"`);
      expect(body, pages[i]).toContain(wanted[i]);
    });
  await payloads();
  const warm = await payloads();
  expect(warm.map((w) => w.how)).toEqual(pages.map(() => 'hit'));
  shows(warm, revision(), ['Kot Jan', 'Kot Jan', 'gp01', 'Kot Jan', 'Kot Jan', 'Lis Anna']);
  for (const { body } of warm) expect(body).not.toContain('Ryba Ola');

  // the API: a correction of gp01 and a new tournament gp02
  expect((await put('gp01', 'place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Ryba Ola,6,KS Gamma\n')).status).toBe(200);
  expect((await put('gp02', 'place,name,points,club\n1,Lis Anna,5,KS Alfa\n')).status).toBe(200);
  const after = await payloads();
  expect(after.map((w) => w.how)).toEqual(pages.map(() => 'miss'));
  shows(after, revision(), ['KS Gamma', 'Ryba Ola', '/tournaments/gp02', 'Ryba Ola', 'Ryba Ola', 'gp02']);

  // another process (the `gp` command line) on the same file
  const conn = openDatabase(server.dbPath);
  const season = getSeasonBySlug(conn, 'fresh-rsc')!;
  expect(uploadTournament(conn, { userId: null, via: 'cli' }, { season, code: 'gp01', name: 'I', date: '2024-03-02', final: false, fileName: 'gp01.csv', bytes: new TextEncoder().encode('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Wilk Ewa,6,KS Delta\n') }).ok).toBe(true);
  conn.sqlite.close();
  shows(await payloads(), revision(), ['KS Delta', 'Wilk Ewa', '/tournaments/gp02', 'Wilk Ewa', 'Wilk Ewa', 'gp02']);
});

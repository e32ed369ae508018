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

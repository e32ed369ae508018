import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { uploadTournament } from '@/db/queries/uploads';
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

// runs against the production server (tests/api/server.ts starts scripts/serve.mjs): its page cache
// and Next's behind it
test('a write through the API, and one by another process on the same database (as `gp` does), show at once on every season page', async () => {
  expect((await api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'fresh', name: 'Fresh', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) })).status).toBe(201);
  const put = (body: string) => api('/api/seasons/fresh/tournaments/gp01?name=I&date=2024-03-02', { method: 'PUT', headers: auth(), body });
  expect((await put('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Kot Jan,6,KS Beta\n')).status).toBe(200);
  const key = 'name%3Alis%20anna%7C';
  // twice: the second read is served from whatever cache the site keeps
  await everyPage('fresh', key);
  const warm = await everyPage('fresh', key);
  for (const html of warm) expect(html).not.toContain('Ryba Ola');

  expect((await put('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Ryba Ola,6,KS Gamma\n')).status).toBe(200);
  const afterApi = await everyPage('fresh', key);
  // the tournament list shows names, dates and counts, which these writes leave as they were
  const changing = (p: string) => !p.endsWith('/tournaments');
  PAGES('fresh', key).forEach((p, i) => {
    if (changing(p) && !p.includes('/players/')) expect(afterApi[i], p).toContain(p.includes('/teams') ? 'KS Gamma' : p.includes('/prizes') ? 'Ryba Ola' : 'Ryba Ola');
  });

  // another process writes (the `gp` command line opens the same file)
  const conn = openDatabase(server.dbPath);
  const season = getSeasonBySlug(conn, 'fresh')!;
  const r = uploadTournament(conn, { userId: null, via: 'cli' }, { season, code: 'gp01', name: 'I', date: '2024-03-02', final: false, fileName: 'gp01.csv', bytes: new TextEncoder().encode('place,name,points,club\n1,Lis Anna,7.5,KS Alfa\n2,Wilk Ewa,6,KS Delta\n') });
  conn.sqlite.close();
  expect(r.ok).toBe(true);
  const afterCli = await everyPage('fresh', key);
  PAGES('fresh', key).forEach((p, i) => {
    if (!changing(p)) return;
    if (p.includes('/players/')) expect(afterCli[i], p).toMatch(/7[,.]5/);
    else if (p.includes('/teams')) expect(afterCli[i], p).toContain('KS Delta');
    else expect(afterCli[i], p).toContain('Wilk Ewa');
  });
});

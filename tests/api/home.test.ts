import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_COMPETITIONS, DEMO_SLUG } from '@/server/seed';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seedDemo: true });
}, 240_000);
afterAll(async () => server?.stop());

const get = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

describe('a fresh database’s home page: the association’s year', () => {
  test('links one page of every kind, and each page shows its table', async () => {
    const home = await (await get('/')).text();
    const pages = [
      { path: `/seasons/${DEMO_SLUG}`, table: 'data-testid="standings-table"' },
      { path: `/events/${DEMO_COMPETITIONS.open}`, table: 'class="final-ranking"' },
      { path: `/leagues/${DEMO_COMPETITIONS.leagues}`, table: 'data-testid="league-cross-table"' },
      { path: `/team-leagues/${DEMO_COMPETITIONS.teamLeague}`, table: 'class="team-league-boards"' },
    ];
    for (const { path, table } of pages) {
      expect(links(home), path).toContain(path);
      const page = await get(path);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain(table);
      expect(html, path).toContain('<table');
    }
    // the open's bracket and the team league's knock-out are on their pages too
    expect(await (await get(`/events/${DEMO_COMPETITIONS.open}`)).text()).toContain('class="matches"');
    // grouped: the 2018 season by kind, 2017 in the archive; each with its state and leader in one line
    expect(home).toContain('Sezon 2018');
    expect(home).toContain('Archiwum');
    expect(home.indexOf('Sezon 2018')).toBeLessThan(home.indexOf('Archiwum'));
    expect(home.indexOf(`/leagues/${DEMO_COMPETITIONS.leagues}`)).toBeGreaterThan(home.indexOf('Archiwum'));
    // every demo competition is finished: its winner (a season of leagues: each league's, with points)
    expect(home).toMatch(/Zwycięzca: [^<]+ — [\d,]+ pkt/);
    expect(home).toMatch(/Zwycięzcy: I liga: [^<]+ — [\d,]+ pkt · II liga: /);
    expect(home).toContain('zakończone');
    expect(home).toContain('po 16 turniejach i finale');
    const english = await (await get('/en')).text();
    expect(english).toContain('Season 2018');
    expect(english).toContain('after 16 tournaments and the Final');
    expect(links(english)).toContain(`/en/team-leagues/${DEMO_COMPETITIONS.teamLeague}`);
    // the footer links the documentation
    expect(links(home)).toContain('/docs');
    const docs = await get('/docs');
    expect(docs.status).toBe(200);
    const list = await docs.text();
    for (const doc of ['http-api', 'command-line', 'serving-and-caching', 'benchmarks', 'competitions', 'deployment']) expect(links(list)).toContain(`/docs/${doc}`);
    expect(await (await get('/docs/competitions')).text()).toContain('Drafts are not public');
    expect((await get('/docs/..%2Fpackage')).status).toBe(404);
  });
});

describe('a competition without files is not public', () => {
  test('a 404 and not on the home page until every file and a result are in; then both', async () => {
    const h = { authorization: `Bearer ${server.arbiterToken}` };
    const created = await get('/api/competitions', { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'szkic-open', kind: 'swiss-open', name: 'Szkic Open' }) });
    expect(created.status).toBe(201);
    const listed = async () => (await (await get('/')).text()).includes('/events/szkic-open');
    expect((await get('/events/szkic-open')).status).toBe(404);
    expect((await get('/en/events/szkic-open')).status).toBe(404);
    expect(await listed()).toBe(false);
    const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024', name));
    expect((await get('/api/competitions/szkic-open/files/event.json', { method: 'PUT', headers: h, body: fixture('event.json') })).status).toBe(200);
    expect((await get('/events/szkic-open')).status).toBe(404);
    expect(await listed()).toBe(false);
    for (const f of ['swiss.trf', 'games.csv']) expect((await get(`/api/competitions/szkic-open/files/${f}`, { method: 'PUT', headers: h, body: fixture(f) })).status).toBe(200);
    expect((await get('/events/szkic-open')).status).toBe(200);
    expect(await listed()).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newConfigText } from '@/lib/competitions/new-config';
import { SWISS_OPEN_KIND } from '@/lib/competitions/swiss-open/swiss-open-kind';
import { startServer, type TestServer } from './server';

/**
 * Issue 40: a finished 9-round Swiss open that fitted no regulation — the real Moscow Open 2018 A,
 * a chess-results crosstable saved as CSV — as a plain Swiss open on the production server: the
 * event.json the new open's form writes (preset `swiss`, the file's own tie-breaks, the days), the
 * crosstable as its Swiss file; the public JSON and both languages' pages.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const auth = () => ({ authorization: `Bearer ${server.arbiterToken}` });
const moscow = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', '2018-moscow-open.csv'));
const published = moscow
  .toString('utf8')
  .split(/\r?\n/)
  .map((l) => l.split(';'))
  .filter((c) => /^\d+$/.test(c[0] ?? ''));

describe('a plain Swiss open over the API and on its page', () => {
  test('set up as the form writes it: stored, public, finished; the JSON ranks the 220 players in the published order', async () => {
    expect((await api('/api/competitions', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'moscow-2018', kind: 'swiss-open', name: 'Moscow Open 2018 A' }) })).status).toBe(201);
    const config = newConfigText(SWISS_OPEN_KIND, { name: 'Moscow Open 2018 A', preset: 'swiss', parts: [], dates: { from: '2018-01-27', to: '2018-02-04' }, rules: { qualifier: { rounds: 9, chain: ['BH', 'BH/C1'] } } });
    if (!config.ok) throw new Error(JSON.stringify(config.errors));
    expect(JSON.parse(config.text)).toEqual({ name: 'Moscow Open 2018 A', preset: 'swiss', swiss: 'swiss.trf', dates: { from: '2018-01-27', to: '2018-02-04' }, rules: { qualifier: { chain: ['BH', 'BH/C1'] } } });
    expect((await api('/api/competitions/moscow-2018/files/event.json', { method: 'PUT', headers: auth(), body: config.text })).status).toBe(200);
    // a draft until its Swiss is in
    expect((await api('/events/moscow-2018')).status).toBe(404);
    expect((await api('/api/competitions/moscow-2018/files/swiss.trf', { method: 'PUT', headers: auth(), body: moscow })).status).toBe(200);
    const json = (await (await api('/api/competitions/moscow-2018')).json()) as { ranking: { place: number; name: string }[]; groups: unknown[]; matches: unknown[]; playoff: unknown };
    expect(json.ranking.map((e) => e.name.trim())).toEqual(published.map((c) => c[2]!.trim()));
    // each place the published one, shared only where points, Buchholz and Buchholz cut 1 are all level
    json.ranking.forEach((e, i) => {
      const c = published[i]!;
      const level = published.filter((x) => x[14] === c[14] && x[15] === c[15] && x[16] === c[16]);
      expect(e.place).toBe(level.length > 1 ? Math.min(...level.map((x) => Number(x[0]))) : Number(c[0]));
    });
    expect(json.groups).toEqual([]);
    expect(json.matches).toEqual([]);
  });

  test.each([
    { lang: 'pl', path: '/events/moscow-2018', kind: 'Open: system szwajcarski', state: '<span data-testid="competition-state">zakończone</span> · Zwycięzca: Lomasov Semen</p>', dates: 'Termin</dt><dd data-testid="competition-dates">27.01.2018 – 04.02.2018</dd>' },
    { lang: 'en', path: '/en/events/moscow-2018', kind: 'Open: Swiss system', state: '<span data-testid="competition-state">finished</span> · Winner: Lomasov Semen</p>', dates: 'Dates</dt><dd data-testid="competition-dates">2018-01-27 – 2018-02-04</dd>' },
  ])('the page ($lang): what it is, finished, its winner and dates, the final ranking of 220 — no groups, matches, play-off or bracket', async ({ path, kind, state, dates }) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    // (no bare toContain on the page: a failure would print all of it)
    expect(html.includes(`data-testid="competition-kind">${kind}<!-- --> · ${state}`), `${kind} · ${state}`).toBe(true);
    expect(html.includes(dates), dates).toBe(true);
    for (const id of ['groups', 'matches', 'playoff', 'swiss']) expect(html.includes(`id="${id}"`), id).toBe(false);
    expect(html.includes('data-testid="bracket"')).toBe(false);
    const ranking = html.slice(html.indexOf('id="final-ranking"'), html.indexOf('id="qualifier"'));
    expect(ranking.match(/<tr/g)).toHaveLength(221);
    expect(ranking.includes('>Lomasov Semen</a>')).toBe(true);
  });
});

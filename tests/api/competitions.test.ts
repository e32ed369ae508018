import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { competitionKind } from '@/lib/competitions/registry';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const fixture = (...p: string[]) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', ...p));

describe('competitions over the API', () => {
  test('an open uploaded file by file: the public JSON equals gp event on the folder, and the page shows it', async () => {
    const created = await api('/api/competitions', { method: 'POST', headers: { ...bearer(server.arbiterToken), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'amplico', kind: 'swiss-open', name: 'Amplico <Open>' }) });
    expect(created.status).toBe(201);
    expect((await api('/api/competitions/amplico')).status).toBe(409);
    for (const f of ['event.json', 'swiss.trf', 'games.csv']) {
      const r = await api(`/api/competitions/amplico/files/${f}`, { method: 'PUT', headers: bearer(server.arbiterToken), body: fixture('swiss-open', 'amplico-2024', f) });
      expect(r.status, f).toBe(200);
    }
    const json = await (await api('/api/competitions/amplico')).json();
    const kind = competitionKind('swiss-open')!;
    const direct = kind.load((n) => {
      try {
        return new Uint8Array(fixture('swiss-open', 'amplico-2024', n));
      } catch {
        return null;
      }
    });
    if (!direct.ok) throw new Error('fixture loads');
    expect(json).toEqual(JSON.parse(JSON.stringify(kind.toJson(direct.result))));
    const page = await (await api('/events/amplico')).text();
    expect(page).toContain('Amplico &lt;Open&gt;');
    expect(page).not.toContain('Amplico <Open>');
  });

  test('writes need the arbiter: 401 without a token, 403 for an organizer; a bad line is 422 and stores nothing', async () => {
    const body = JSON.stringify({ slug: 'liga', kind: 'team-league', name: 'Liga' });
    expect((await api('/api/competitions', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(401);
    expect((await api('/api/competitions', { method: 'POST', headers: { ...bearer(server.organizerToken), 'content-type': 'application/json' }, body })).status).toBe(403);
    expect((await api('/api/competitions', { method: 'POST', headers: { ...bearer(server.arbiterToken), 'content-type': 'application/json' }, body })).status).toBe(201);
    const put = (name: string, bytes: BodyInit, token = server.arbiterToken) => api(`/api/competitions/liga/files/${name}`, { method: 'PUT', headers: bearer(token), body: bytes });
    expect((await put('team-league.json', fixture('team-league', 'mini-league', 'team-league.json'), server.organizerToken)).status).toBe(403);
    expect((await put('team-league.json', fixture('team-league', 'mini-league', 'team-league.json'))).status).toBe(200);
    const bad = await put('teams.csv', 'team,club,board,name,sex,birth,rating\nA,K,x,Nowak Jan,M,1950,1800\n');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0]).toMatchObject({ line: expect.any(Number), message: expect.stringContaining('teams.csv') });
  });
});

describe('each kind at its own address', () => {
  test('a season of leagues at /leagues/{slug} with every league, one league at /leagues/{slug}/{league}; another kind’s address is a 404', async () => {
    const h = { authorization: `Bearer ${server.arbiterToken}` };
    expect((await api('/api/competitions', { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'spb', kind: 'round-robin-league', name: 'Ligi 2017' }) })).status).toBe(201);
    for (const f of ['league.json', 'liga-1-1.trf', 'liga-2-1.trf', 'postponements.csv']) {
      expect((await api(`/api/competitions/spb/files/${f}`, { method: 'PUT', headers: h, body: fixture('round-robin-league', 'spb-2017', f) })).status, f).toBe(200);
    }
    const json = await (await api('/api/competitions/spb')).json();
    const [first, second] = json.leagues as { id: string; name: string }[];
    const all = await (await api('/leagues/spb')).text();
    expect(all).toContain(first!.name);
    expect(all).toContain(second!.name);
    const one = await api(`/leagues/spb/${first!.id}`);
    expect(one.status).toBe(200);
    expect(await one.text()).not.toContain(`id="league-${second!.id}"`);
    const ics = await api('/api/competitions/spb/calendar.ics');
    expect(ics.status).toBe(200);
    const feed = await ics.text();
    expect(feed).toContain('BEGIN:VCALENDAR');
    expect((feed.match(/BEGIN:VEVENT/g) ?? []).length).toBeGreaterThan(9);
    expect((await api('/api/competitions/amplico/calendar.ics')).status).toBe(404);
    // issue 24: the server names no kind (lib/competitions/kind-paths.mjs): a competition's slug under
    // another kind's path, or under a path no kind has, is Next's 404, asked again, never kept
    for (const path of ['/events/spb', '/team-leagues/spb', '/embed/events/spb', '/problem-solving/spb']) {
      for (const time of ['first', 'second']) {
        const r = await api(path);
        expect(r.status, `${path}, ${time}`).toBe(404);
        expect(r.headers.get('x-gp-cache'), `${path}, ${time}`).toBeNull();
        expect(r.headers.get('cache-control'), `${path}, ${time}`).toBe('private, no-store');
      }
    }
  });
});

// issue 27: a real team event outside seed 001 and a league the preset does not know, through the site
describe('real files as arbiters have them', () => {
  test('a team event from a Swiss-Manager team TRF, ranked by match points with no knock-out: the JSON and the page in both languages', async () => {
    const h = bearer(server.arbiterToken);
    expect((await api('/api/competitions', { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'cup', kind: 'team-league', name: 'Puchar' }) })).status).toBe(201);
    for (const f of ['team-league.json', 'teams.csv', 'boards.trf']) {
      expect((await api(`/api/competitions/cup/files/${f}`, { method: 'PUT', headers: h, body: fixture('team-league', 'match-points-cup', f) })).status, f).toBe(200);
    }
    const json = await (await api('/api/competitions/cup')).json();
    expect(json.rankingOrder).toEqual(['matchPoints', 'gamePoints', 'directEncounter', 'sonnebornBergerGG', 'buchholzMP']);
    expect(json.ranking.slice(0, 3)).toEqual([
      { place: 1, team: 'Skoczek Police' },
      { place: 2, team: 'Hetman Szczecin' },
      { place: 3, team: 'Gryf Słupsk' },
    ]);
    const pl = await (await api('/team-leagues/cup')).text();
    expect(pl).toContain('Kolejność: liczba dużych (meczowych) punktów, suma małych punktów, wynik bezpośredniego spotkania');
    expect(pl).toContain('Tabela — po 5 z 5 rund');
    expect(pl).not.toContain('Faza pucharowa');
    const en = await (await api('/en/team-leagues/cup')).text();
    expect(en).toContain('Order: match points, game points, direct encounter');
  });

  test('a league the preset does not know, with no game days: ranked on the site, with its warning and no calendar', async () => {
    const h = bearer(server.arbiterToken);
    expect((await api('/api/competitions', { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'open-leagues', kind: 'round-robin-league', name: 'Open leagues' }) })).status).toBe(201);
    const leagueJson = JSON.stringify({ name: 'Open leagues', preset: 'spb-leagues-2017', leagues: [{ id: 'open', name: 'Open league', file: 'open.trf' }] });
    expect((await api('/api/competitions/open-leagues/files/league.json', { method: 'PUT', headers: h, body: leagueJson })).status).toBe(200);
    const put = await api('/api/competitions/open-leagues/files/open.trf', { method: 'PUT', headers: h, body: fixture('round-robin-league', 'spb-2017', 'liga-2-1.trf') });
    expect(put.status).toBe(200);
    const json = await (await api('/api/competitions/open-leagues')).json();
    expect(json.leagues[0]).toMatchObject({ id: 'open', calendar: 'none' });
    expect(json.leagues[0].ranking).toHaveLength(6);
    expect(await (await api('/leagues/open-leagues')).text()).toContain('bez kalendarza (brak dni gry i dat rund)');
  });
});

import { formatName } from '@/lib/i18n/formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildYear, GP02, WORLD } from '@/tests/people/year-world';
import { startServer, type TestServer } from './server';

let server: TestServer;
const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const json = async (path: string) => {
  const r = await api(path);
  expect(r.status, path).toBe(200);
  return r.json();
};

beforeAll(async () => {
  server = await startServer();
  await buildYear(async (method, path, body, contentType) => {
    const r = await api(path, { method, headers: { authorization: `Bearer ${server.arbiterToken}`, ...(contentType ? { 'content-type': contentType } : {}) }, body: body as BodyInit });
    return { status: r.status, text: await r.text() };
  });
}, 240_000);
afterAll(async () => server?.stop());

type Entry = Record<string, unknown> & { kind: string; slug: string };
const entry = (person: { competitions: Entry[] }, kind: string) => person.competitions.find((e) => e.kind === kind)!;

describe('search (issue 30)', () => {
  test('a surname without Polish letters finds the player, in any word order; the namesake born in another year is another player', async () => {
    const found = await json('/api/search?q=Jasinski');
    const keys = found.players.map((p: { key: string }) => p.key);
    expect(keys).toContain(WORLD.person);
    expect(keys).toContain(WORLD.namesake);
    expect(found.players.find((p: { key: string }) => p.key === WORLD.person)).toEqual({ key: WORLD.person, name: 'Jasiński Paweł', club: 'Polonia Warszawa', competitions: 4 });
    const reordered = await json(`/api/search?q=${encodeURIComponent('Paweł Jasiński')}`);
    expect(reordered.players[0].key).toBe(WORLD.person);
    expect((await json('/api/search?q=pawel%20jas')).players.map((p: { key: string }) => p.key)).toContain(WORLD.person);
  });

  test('clubs and competitions are found too; fewer than 3 letters is a 400 with a message', async () => {
    const clubs = await json('/api/search?q=polonia');
    expect(clubs.clubs).toContainEqual({ name: 'Polonia Warszawa', slug: WORLD.club, players: expect.any(Number) });
    const competitions = await json('/api/search?q=liga%20druzynowa');
    expect(competitions.competitions).toContainEqual({ kind: 'team-league', slug: WORLD.teamLeague, name: 'Liga drużynowa 2024', year: expect.any(Number) });
    for (const q of ['ja', 'j a', '', '%20%20']) {
      const r = await api(`/api/search?q=${q}`);
      expect(r.status, q).toBe(400);
      expect((await r.json()).errors[0]).toMatchObject({ code: 'SEARCH_TOO_SHORT', params: { min: 3 } });
    }
    const page = await api('/search?q=ja');
    expect(await page.text()).toContain('Wpisz co najmniej 3 litery');
  });
});

describe('one player, one page (issue 30)', () => {
  test('every competition of the year, each number equal to that competition’s own JSON', async () => {
    const person = await json(`/api/players/${WORLD.person}`);
    expect(person).toMatchObject({ key: WORLD.person, name: 'Jasiński Paweł', club: 'Polonia Warszawa' });
    expect(person.competitions.map((e: Entry) => e.kind).sort()).toEqual(['grand-prix', 'round-robin-league', 'swiss-open', 'team-league']);

    const standings = await json(`/api/seasons/${WORLD.season}/standings`);
    const gp = standings.individual.find((e: { crId: string }) => e.crId === WORLD.person);
    expect(entry(person, 'grand-prix')).toMatchObject({ slug: WORLD.season, year: 2024, rank: gp.rank, rankLabel: gp.rankLabel, total: gp.total, totalExact: gp.totalExact, path: `/seasons/${WORLD.season}/players/${WORLD.person}` });

    const open = await json(`/api/competitions/${WORLD.open}`);
    // the open's JSON writes names as its pages do (issue 40, item 5: "Surname First"; the TRF has "Jasinski, Pawel")
    const is = (expected: string) => (e: { name: string }) => formatName(e.name) === formatName(expected);
    const ranked = open.ranking.find(is(WORLD.openName));
    const swissRow = open.swiss.standings.find(is(WORLD.openName)) ?? open.qualifier.standings.find(is(WORLD.openName));
    expect(entry(person, 'swiss-open')).toMatchObject({ slug: WORLD.open, place: ranked.place, points: swissRow.points, path: `/events/${WORLD.open}` });
    expect(ranked.place).toBe(1);

    const leagues = await json(`/api/competitions/${WORLD.leagues}`);
    const league = leagues.leagues.find((l: { id: string }) => l.id === WORLD.league);
    const row = league.ranking.find(is(WORLD.leagueName));
    const mine = entry(person, 'round-robin-league');
    expect(mine).toMatchObject({ slug: WORLD.leagues, league: { id: WORLD.league, name: league.name }, place: row.place, points: row.points, path: `/leagues/${WORLD.leagues}/${WORLD.league}` });
    // the league's games with opponents: the same games the league's JSON lists for start number 1
    const ownGames = league.games.filter((g: { white: number; black: number }) => g.white === row.startNo || g.black === row.startNo);
    expect((mine.gameList as unknown[]).length).toBe(ownGames.length);

    const teams = await json(`/api/competitions/${WORLD.teamLeague}`);
    const board = teams.boards.find((b: { name: string; team: string }) => b.name === WORLD.teamName && b.team === 'Polonia I');
    expect(entry(person, 'team-league')).toMatchObject({ slug: WORLD.teamLeague, team: board.team, board: board.board, boardRank: board.rank, points: board.points, games: board.games, path: `/team-leagues/${WORLD.teamLeague}` });
  });

  test('the namesake has his own page; an unknown key is a 404; nothing private is in the JSON', async () => {
    const namesake = await json(`/api/players/${WORLD.namesake}`);
    expect(namesake.competitions.map((e: Entry) => e.kind)).toEqual(['team-league']);
    expect((await api('/api/players/999999')).status).toBe(404);
    expect((await api('/players/999999')).status).toBe(404);
    const text = JSON.stringify(await json(`/api/players/${WORLD.person}`));
    expect(text).not.toMatch(/1950|birth|@/);
  });

  test('the directory follows every write: a new tournament changes the total there and here alike; an unpublished season shows nowhere', async () => {
    const auth = { authorization: `Bearer ${server.arbiterToken}` };
    expect((await api(`/api/seasons/${WORLD.season}/tournaments/gp02?name=II%20Turniej&date=2024-04-06`, { method: 'PUT', headers: auth, body: GP02 })).status).toBe(200);
    const standings = await json(`/api/seasons/${WORLD.season}/standings`);
    const gp = standings.individual.find((e: { crId: string }) => e.crId === WORLD.person);
    const person = await json(`/api/players/${WORLD.person}`);
    expect(entry(person, 'grand-prix')).toMatchObject({ rank: gp.rank, total: gp.total });
    expect(gp.results).toHaveLength(2);

    const hidden = await api('/api/seasons', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'gp-hidden', name: 'Ukryty', year: 2024, preset: 'warmia-mazury-2018', rules: { region: 'warmińsko-mazurskie' }, public: false }) });
    expect(hidden.status).toBe(201);
    const csv = 'place,name,cr_id,birth,sex,club,region,points\n1,Jasiński Paweł,1001,1950,M,Polonia Warszawa,warmińsko-mazurskie,7\n1,Tajny Gracz,,1970,M,Tajny Klub,warmińsko-mazurskie,7\n';
    expect((await api('/api/seasons/gp-hidden/tournaments/gp01?name=T&date=2024-03-02', { method: 'PUT', headers: auth, body: csv })).status).toBe(200);
    expect((await json(`/api/players/${WORLD.person}`)).competitions).toHaveLength(4);
    expect((await json('/api/search?q=tajny')).players).toEqual([]);
  });

  test('the player’s page links into every competition; the club’s page lists its players and team results', async () => {
    const page = await (await api(`/players/${WORLD.person}`)).text();
    for (const href of [`/seasons/${WORLD.season}/players/${WORLD.person}`, `/events/${WORLD.open}`, `/leagues/${WORLD.leagues}/${WORLD.league}`, `/team-leagues/${WORLD.teamLeague}`]) expect(page).toContain(`href="${href}"`);
    const en = await (await api(`/en/players/${WORLD.person}`)).text();
    expect(en).toContain(`href="/en/leagues/${WORLD.leagues}/${WORLD.league}"`);
    const club = await json(`/api/clubs/${WORLD.club}`);
    expect(club.players.map((p: { key: string }) => p.key)).toContain(WORLD.person);
    const standings = await json(`/api/seasons/${WORLD.season}/standings`);
    const team = standings.teams.find((t: { club: string }) => t.club === 'Polonia Warszawa');
    expect(club.teams).toContainEqual(expect.objectContaining({ kind: 'grand-prix', rank: team.rank, total: team.total }));
    const league = await json(`/api/competitions/${WORLD.teamLeague}`);
    const swiss = league.swiss.find((t: { team: string }) => t.team === 'Polonia I');
    expect(club.teams).toContainEqual(expect.objectContaining({ kind: 'team-league', team: 'Polonia I', rank: swiss.rank, matchPoints: swiss.matchPoints, gamePoints: swiss.gamePoints }));
    expect((await api(`/clubs/${WORLD.club}`)).status).toBe(200);
    expect((await api('/clubs/no-such-club')).status).toBe(404);
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { currentCompetitionFiles, listCompetitions } from '@/db/queries/competitions';
import { insertReservation } from '@/db/queries/calendar';
import { keptCounts } from '@/db/queries/kept';
import { getSeasonBySlug, listPublicSeasons } from '@/db/queries/seasons';
import { competitionKind } from '@/lib/competitions/registry';
import { associationYear, type YearItem, type YearKind } from '@/lib/home/association-year';
import { competitionParticipants } from '@/lib/people/competition-participants';
import { grandPrixAppearances } from '@/lib/people/participants/grand-prix';
import { buildPeopleDirectory, listingOf, searchPeople, type PeopleDirectory } from '@/lib/people/people-directory';
import { seasonSummary } from '@/lib/series/season-summary';
import { publicCalendar, publicCalendars } from '@/server/calendar/listing';
import { getCompetitionView, publishedCompetition, putCompetitionFiles } from '@/server/competitions';
import { backUp } from '@/server/backup';
import { associationYearOf } from '@/server/home';
import { importSeason } from '@/server/import-season';
import { KEPT_VERSION, keepEverything, readDirectoryRows } from '@/server/kept';
import { keptIsCurrent } from '@/server/kept-basis';
import { getClub, getPerson, searchDirectory } from '@/server/people';
import { getPlayerProfile } from '@/server/player-profile';
import { DEMO_COMPETITIONS, seedDemoIfEmpty } from '@/server/seed';
import { getSeasonInput, getStandings, seasonPlayerProgress } from '@/server/standings';
import { seasonProgression } from '@/lib/series/progression';
import { uploadTournament } from '@/server/uploads';
import { loadFixtureSeason } from '@/tests/helpers';

// every computation of a season's standings, by the season's year (each season of this database has its own); every linking of people
const computed = vi.hoisted(() => ({ years: [] as number[], linkings: 0, linked: [] as number[], charts: 0 }));
// every progression chart the server computes (server/standings.ts), kept or for a page
vi.mock('@/lib/series/progression', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/series/progression')>();
  return {
    ...real,
    progressionSteps: (...args: Parameters<typeof real.progressionSteps>) => {
      computed.charts++;
      return real.progressionSteps(...args);
    },
  };
});
vi.mock('@/lib/people/link-people', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/people/link-people')>();
  return {
    ...real,
    linkPeople: (input: Parameters<typeof real.linkPeople>[0]) => {
      computed.linkings++;
      computed.linked.push(input.length);
      return real.linkPeople(input);
    },
  };
});
vi.mock('@/lib/series/standings', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/series/standings')>();
  return {
    ...real,
    computeStandings: (input: Parameters<typeof real.computeStandings>[0]) => {
      computed.years.push(input.year);
      return real.computeStandings(input);
    },
  };
});

/**
 * Issue 38: what the pages keep (server/kept.ts) equals what the computations give, for every
 * season, competition and person; a write recomputes only what it changed; a kept row of another
 * code version is computed again.
 */
const cli = { userId: null, via: 'cli' } as const;
const TODAY = '2026-12-06';

/** The directory and the home page's items as computed afresh from every season and competition (what issue 30 and 28 did on every request). */
function afresh(conn: Connection) {
  const seasons = listPublicSeasons(conn);
  const competitions = listCompetitions(conn, { publicOnly: true });
  const people = [];
  const clubs = [];
  const items: YearItem[] = [];
  for (const s of seasons) {
    const standings = getStandings(conn, s);
    const p = grandPrixAppearances(standings, { slug: s.slug, name: s.name, year: s.year });
    people.push(...p.people);
    clubs.push(...p.clubs);
    items.push({ key: `season-${s.slug}`, kind: 'grand-prix', name: s.name, path: `/seasons/${s.slug}`, summary: seasonSummary(standings, publicCalendar(conn, s), TODAY) });
  }
  for (const c of competitions) {
    const view = getCompetitionView(conn, c);
    if (view.load.ok) {
      const p = competitionParticipants(c.kind, view.load.result, { slug: c.slug, name: c.name, year: Number(c.createdAt.slice(0, 4)) || null });
      people.push(...p.people);
      clubs.push(...p.clubs);
    }
    const published = publishedCompetition(conn, c, TODAY);
    if (published) items.push({ key: `competition-${c.slug}`, kind: c.kind as YearKind, name: c.name, path: `/${competitionKind(c.kind)!.path}/${c.slug}`, summary: published.summary });
  }
  const directory = buildPeopleDirectory({
    people,
    clubs,
    competitions: [...seasons.map((s) => ({ kind: 'grand-prix', slug: s.slug, name: s.name, year: s.year })), ...competitions.map((c) => ({ kind: c.kind, slug: c.slug, name: c.name, year: Number(c.createdAt.slice(0, 4)) || null }))],
  });
  return { directory, year: associationYear(items, TODAY), seasons: new Map(seasons.map((s) => [s.slug, s])) };
}

/** Every person, club, search and the home page: the kept equal the fresh. */
function expectKeptEqualsFresh(conn: Connection) {
  const fresh = afresh(conn);
  const kept = readDirectoryRows(conn);
  expect(kept.people.map((p) => p.person)).toEqual([...fresh.directory.people.values()]);
  expect(kept.clubs).toEqual([...fresh.directory.clubs.values()]);
  expect(kept.competitions).toEqual(fresh.directory.competitions);
  for (const p of kept.people) {
    // each Grand Prix entry's profile as the season's player page computes it
    const expected: Record<string, unknown> = {};
    for (const e of p.person.entries) {
      if (e.kind !== 'grand-prix') continue;
      const pr = getPlayerProfile(conn, fresh.seasons.get(e.slug)!, e.localKey);
      if (pr) expected[e.slug] = { nationalRating: pr.nationalRating, category: pr.category, fideRating: pr.fideRating, title: pr.title };
    }
    expect(p.profiles).toEqual(expected);
    expect(getPerson(conn, p.person.key)?.person).toEqual(p.person);
  }
  for (const c of kept.clubs) expect(getClub(conn, c.slug)?.club).toEqual(c);
  const listing = listingOf(fresh.directory);
  for (const q of ['kow', 'nowak', 'jan', 'olsztyn', 'grand prix', 'liga', 'xyzzy']) {
    expect(searchDirectory(conn, q)).toEqual({ ok: true, value: searchPeople(listing, q) });
  }
  expect(associationYearOf(conn, TODAY)).toEqual(fresh.year);
  return fresh.directory;
}

function playerOnlyIn(directory: PeopleDirectory, slug: string): string {
  const p = [...directory.people.values()].find((x) => x.entries.length === 1 && x.entries[0]!.slug === slug && x.entries[0]!.kind === 'grand-prix');
  if (!p) throw new Error(`no player only in ${slug}`);
  return p.key;
}

describe('the kept data of three seasons and three competitions', () => {
  const conn = openDatabase(':memory:');
  beforeAll(() => {
    seedDemoIfEmpty(conn);
    importSeason(conn, cli, loadFixtureSeason('season-midseason'), 'gp-2019', { region: 'warmińsko-mazurskie' });
    importSeason(conn, cli, loadFixtureSeason('season-registry-mixed'), 'gp-2024', { region: 'warmińsko-mazurskie' });
  });

  test('filled once: equal to what the computations give, for every person, club, search and the home page', () => {
    const filled = keepEverything(conn, TODAY);
    expect(filled).toEqual({ sources: 6, computed: 6 });
    expect(keptCounts(conn)).toMatchObject({ sources: 6 });
    expect(keptCounts(conn).people).toBeGreaterThan(100);
    expectKeptEqualsFresh(conn);
    // nothing left to compute
    expect(keepEverything(conn, TODAY)).toEqual({ sources: 6, computed: 0 });
  });

  test("after an upload, a player's page computes that season's standings only, and the kept rows equal the computation again", () => {
    keepEverything(conn, TODAY);
    const directory = afresh(conn).directory;
    const other = playerOnlyIn(directory, 'gp-2024');
    const keptRows = () => new Map((conn.sqlite.prepare('SELECT s.source, s.basis, p.people FROM kept_sources s LEFT JOIN kept_source_people p ON p.source = s.source').all() as { source: string; basis: string; people: string }[]).map((r) => [r.source, r]));
    const before = keptRows();
    const upload = uploadTournament(conn, cli, {
      season: getSeasonBySlug(conn, 'gp-2019')!,
      code: 'gp09',
      name: 'Turniej GP 09',
      date: '2019-11-16',
      final: false,
      fileName: 'gp09.csv',
      bytes: new TextEncoder().encode('Miejsce,Nazwisko i imię,Pkt,Rok ur.\n1,Nowy Gracz,5,1990\n2,Drugi Nowy,4,1985\n'),
    });
    expect(upload.ok).toBe(true);
    computed.years.length = 0;
    const view = getPerson(conn, other);
    expect(view?.person.entries.map((e) => e.slug)).toEqual(['gp-2024']);
    // the season uploaded to, and no other (2018: the demo, 2024: the player's own)
    expect(computed.years).toEqual([2019]);
    computed.years.length = 0;
    expect(getPerson(conn, other)).toEqual(view);
    associationYearOf(conn, TODAY);
    expect(computed.years).toEqual([]);
    expectKeptEqualsFresh(conn);
    // the write changed exactly the season it was made to
    const changed = [...keptRows()].filter(([source, row]) => before.get(source)?.basis !== row.basis).map(([source]) => source);
    expect(changed).toEqual([`s${getSeasonBySlug(conn, 'gp-2019')!.id}`]);
  });

  test('after an upload, the home page computes that season only, and leaves its people to the first page that needs them', () => {
    keepEverything(conn, TODAY);
    const season = getSeasonBySlug(conn, 'gp-2024')!;
    const upload = uploadTournament(conn, cli, { season, code: 'gp99', name: 'Turniej 99', date: '2024-11-16', final: false, fileName: 'gp99.csv', bytes: new TextEncoder().encode('Miejsce,Nazwisko i imię,Pkt,Rok ur.\n1,Nowy Gracz,5,1990\n') });
    expect(upload.ok).toBe(true);
    computed.years.length = 0;
    associationYearOf(conn, TODAY);
    expect(computed.years).toEqual([2024]);
    const people = () => (conn.sqlite.prepare('SELECT people FROM kept_source_people WHERE source = ?').get(`s${season.id}`) as { people: string } | undefined)?.people ?? null;
    expect(people()).toBeNull();
    expectKeptEqualsFresh(conn);
    expect(people()).not.toBeNull();
  });

  test("a change that links nobody anew (the same players, other results) rewrites only that source's entries, as a full linking would", () => {
    keepEverything(conn, TODAY);
    const upload = (points: number) =>
      uploadTournament(conn, cli, {
        season: getSeasonBySlug(conn, 'gp-2019')!,
        code: 'gp10',
        name: 'Turniej GP 10',
        date: '2019-11-23',
        final: false,
        fileName: 'gp10.csv',
        bytes: new TextEncoder().encode(`place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Kowalczyk Mateusz,44627,,2012,M,MLKS Hetman Ostróda,warmińsko-mazurskie,2200,${points}\n2,Mazurek Alicja,48029,,1954,F,KS Mazur Giżycko,warmińsko-mazurskie,1650,${points - 1}\n`),
      });
    const season = `s${getSeasonBySlug(conn, 'gp-2019')!.id}`;
    const teamLeague = `c${listCompetitions(conn, { publicOnly: true }).find((c) => c.slug === DEMO_COMPETITIONS.teamLeague)!.id}`;
    expect(upload(5).ok).toBe(true);
    expectKeptEqualsFresh(conn);
    // a change of who is who (here the season's name, which every entry of it names): everyone is linked again
    conn.sqlite.prepare("UPDATE seasons SET name = 'Grand Prix 2019 (poprawiony)' WHERE slug = 'gp-2019'").run();
    computed.linkings = 0;
    readDirectoryRows(conn);
    expect(computed.linkings).toBe(1);
    expectKeptEqualsFresh(conn);
    const total = () => readDirectoryRows(conn).people.find((p) => p.person.key === '44627')!.person.entries.find((e) => e.slug === 'gp-2019')!.total;
    const totalBefore = total();
    const rowsOf = (table: string) => conn.sqlite.prepare(`SELECT * FROM ${table} ORDER BY source, ${table === 'kept_appearances' ? 'entry' : 'ord'}`).all() as { source: string; entry?: string; person?: string; data: string }[];
    const before = { appearances: rowsOf('kept_appearances'), teams: rowsOf('kept_teams'), people: conn.sqlite.prepare('SELECT * FROM kept_people ORDER BY key').all(), clubs: conn.sqlite.prepare('SELECT * FROM kept_clubs ORDER BY slug').all() };
    // the same two players with other points, and a competition written again with the same people (its revision moves)
    expect(upload(7).ok).toBe(true);
    conn.sqlite.prepare('UPDATE competitions SET revision = revision + 1 WHERE slug = ?').run(DEMO_COMPETITIONS.teamLeague);
    computed.linkings = 0;
    expect(total()).toBe(totalBefore! + 2);
    expect(computed.linkings).toBe(0);
    const after = rowsOf('kept_appearances');
    // every appearance keeps its person; the entries of the season uploaded to changed, no other source's
    expect(after.map((r) => [r.source, r.entry, r.person])).toEqual(before.appearances.map((r) => [r.source, r.entry, r.person]));
    const changedSources = new Set(after.filter((r, i) => r.data !== before.appearances[i]!.data).map((r) => r.source));
    expect([...changedSources]).toEqual([season]);
    expect(rowsOf('kept_teams').filter((r) => r.source !== season && r.source !== teamLeague)).toEqual(before.teams.filter((r) => r.source !== season && r.source !== teamLeague));
    expect(rowsOf('kept_teams').some((r) => r.source === teamLeague)).toBe(true);
    // the people's and the clubs' lines are the same
    expect(conn.sqlite.prepare('SELECT * FROM kept_people ORDER BY key').all()).toEqual(before.people);
    expect(conn.sqlite.prepare('SELECT * FROM kept_clubs ORDER BY slug').all()).toEqual(before.clubs);
    expectKeptEqualsFresh(conn);
  });

  test('a change that brings someone new links again only the appearances that may be them, as a full linking would', () => {
    keepEverything(conn, TODAY);
    const all = keptCounts(conn).appearances;
    // a registered player of 2019 who had not played yet, with a namesake's spelling of someone else in another row
    const upload = uploadTournament(conn, cli, {
      season: getSeasonBySlug(conn, 'gp-2019')!,
      code: 'gp11',
      name: 'Turniej GP 11',
      date: '2019-11-30',
      final: false,
      fileName: 'gp11.csv',
      bytes: new TextEncoder().encode('place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Pawlak Maria,49076,,1982,F,MLKS Hetman Ostróda,warmińsko-mazurskie,1350,6\n2,Kowalczyk Mateusz,44627,,2012,M,MLKS Hetman Ostróda,warmińsko-mazurskie,2200,5\n'),
    });
    expect(upload.ok).toBe(true);
    computed.linkings = 0;
    computed.linked.length = 0;
    expect(getPerson(conn, '49076')?.person.entries.map((e) => e.slug)).toEqual(['gp-2019']);
    expect(computed.linkings).toBe(1);
    expect(computed.linked[0]).toBeLessThan(all / 10);
    expectKeptEqualsFresh(conn);
  });

  test('a season imported, then withdrawn from the public: its people linked in, then out, as a full linking would', () => {
    keepEverything(conn, TODAY);
    // the same players as gp-2019 (they recur), under another slug
    importSeason(conn, cli, loadFixtureSeason('season-midseason'), 'gp-2020', { region: 'warmińsko-mazurskie' });
    // each of its players joins the person of their CR id without linking their other seasons again
    computed.linked.length = 0;
    readDirectoryRows(conn);
    expect(computed.linked.reduce((n, x) => n + x, 0)).toBeLessThan(keptCounts(conn).appearances / 4);
    const regular = expectKeptEqualsFresh(conn).people.get('44627')!;
    expect(regular.entries.map((e) => e.slug)).toContain('gp-2020');
    conn.sqlite.prepare("UPDATE seasons SET public = 0 WHERE slug = 'gp-2020'").run();
    const after = expectKeptEqualsFresh(conn).people.get('44627')!;
    expect(after.entries.map((e) => e.slug)).not.toContain('gp-2020');
    expect(keptCounts(conn).appearances).toBe(conn.sqlite.prepare("SELECT count(*) AS n FROM kept_appearances WHERE source NOT LIKE 's%' OR source IN (SELECT 's' || id FROM seasons WHERE public = 1)").pluck().get());
  });

  test("a competition's file that changes who is who (a birth year, a name: linked by name and year, without ids) links those people again as a full linking would", () => {
    keepEverything(conn, TODAY);
    const arbiter = conn.sqlite.prepare("SELECT * FROM users WHERE role = 'arbiter' LIMIT 1").get() as Parameters<typeof putCompetitionFiles>[1];
    const edit = (slug: string, file: string, from: string, to: string) => {
      const c = listCompetitions(conn, { publicOnly: true }).find((x) => x.slug === slug)!;
      const text = new TextDecoder().decode(currentCompetitionFiles(conn, c.id).get(file)!.bytes);
      expect(text).toContain(from);
      const put = putCompetitionFiles(conn, arbiter, slug, [{ name: file, bytes: new TextEncoder().encode(text.replace(from, to)) }], { via: 'cli' });
      expect(put.ok).toBe(true);
    };
    // a league player without a FIDE id: another birth year makes another person of them
    edit(DEMO_COMPETITIONS.leagues, 'liga-2-1.trf', 'Zawadzki, Józef                   1150 POL             1999', 'Zawadzki, Józef                   1150 POL             1998');
    computed.linked.length = 0;
    readDirectoryRows(conn);
    // the kept directory was linked again over some appearances, not all
    expect(computed.linked).toHaveLength(1);
    expect(computed.linked[0]).toBeLessThan(keptCounts(conn).appearances);
    expectKeptEqualsFresh(conn);
    // an open's player renamed (a Swiss TRF: surname, first names)
    edit(DEMO_COMPETITIONS.open, 'swiss.trf', 'Nowicki, Józef  ', 'Nowicka, Józefa ');
    expectKeptEqualsFresh(conn);
  });

  test("kept in the writer's request (server/after-write.ts), the first home page, player's page and search after an upload compute nothing", () => {
    keepEverything(conn, TODAY);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    const directory = afresh(conn).directory;
    const other = playerOnlyIn(directory, 'gp-2024');
    const season = getSeasonBySlug(conn, 'gp-2019')!;
    const upload = uploadTournament(conn, cli, { season, code: 'gp11', name: 'Turniej GP 11', date: '2019-11-30', final: false, fileName: 'gp11.csv', bytes: new TextEncoder().encode('Miejsce,Nazwisko i imię,Pkt,Rok ur.\n1,Trzeci Nowy,5,1991\n') });
    expect(upload.ok).toBe(true);
    // the write made the kept rows stale: the start's check sees it
    expect(keptIsCurrent(conn, TODAY)).toBe(false);
    computed.years.length = 0;
    computed.linkings = 0;
    // what afterSeasonWrite does once the write has committed
    expect(keepEverything(conn, TODAY)).toEqual({ sources: 6, computed: 1 });
    expect(computed.years).toEqual([2019]);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    computed.years.length = 0;
    computed.linkings = 0;
    associationYearOf(conn, TODAY);
    expect(getPerson(conn, other)?.person.entries.map((e) => e.slug)).toEqual(['gp-2024']);
    expect(searchDirectory(conn, 'trzeci').ok).toBe(true);
    expect(computed.years).toEqual([]);
    expect(computed.linkings).toBe(0);
    expectKeptEqualsFresh(conn);
  });

  test("a season's progression chart is kept per player (migration 0016): a player's page reads its row, equal to the chart computed afresh; a write makes it stale and the next keeping makes it current", async () => {
    keepEverything(conn, TODAY);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    const expectEveryPlayer = async (computes: boolean) => {
      for (const season of listPublicSeasons(conn)) {
        const fresh = seasonProgression(getSeasonInput(conn, season));
        expect(fresh.size).toBeGreaterThan(0);
        const before = computed.charts;
        for (const [key, points] of fresh) expect(await seasonPlayerProgress(conn, season, key)).toEqual(points);
        // no such player: no points
        expect(await seasonPlayerProgress(conn, season, 'nobody-such')).toEqual([]);
        expect(computed.charts > before).toBe(computes);
      }
    };
    await expectEveryPlayer(false);
    // an upload: the season's kept chart is stale — its page computes the chart (right), until the writer's keeping
    const season = getSeasonBySlug(conn, 'gp-2019')!;
    const upload = uploadTournament(conn, cli, { season, code: 'gp11', name: 'Turniej GP 11', date: '2019-11-30', final: false, fileName: 'gp11.csv', bytes: new TextEncoder().encode('place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Kowalczyk Mateusz,44627,,2012,M,MLKS Hetman Ostróda,warmińsko-mazurskie,2200,7\n') });
    expect(upload.ok).toBe(true);
    expect(keptIsCurrent(conn, TODAY)).toBe(false);
    const changed = getSeasonBySlug(conn, 'gp-2019')!;
    const fresh = seasonProgression(getSeasonInput(conn, changed));
    const before = computed.charts;
    const key = [...fresh.keys()][0]!;
    expect(await seasonPlayerProgress(conn, changed, key)).toEqual(fresh.get(key));
    expect(computed.charts).toBe(before + 1);
    keepEverything(conn, TODAY);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    await expectEveryPlayer(false);
    // a kept chart gone: the start's check says so, and the keeping fills it
    conn.sqlite.prepare("DELETE FROM kept_progression WHERE source = ? AND player = ''").run(`s${changed.id}`);
    expect(keptIsCurrent(conn, TODAY)).toBe(false);
    keepEverything(conn, TODAY);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    // a season withdrawn from the public: its chart is dropped
    conn.sqlite.prepare('UPDATE seasons SET public = 0 WHERE id = ?').run(changed.id);
    keepEverything(conn, TODAY);
    expect(conn.sqlite.prepare('SELECT count(*) FROM kept_progression WHERE source = ?').pluck().get(`s${changed.id}`)).toBe(0);
    conn.sqlite.prepare('UPDATE seasons SET public = 1 WHERE id = ?').run(changed.id);
    keepEverything(conn, TODAY);
    expect(conn.sqlite.prepare("SELECT count(*) FROM kept_progression WHERE source = ? AND player <> ''").pluck().get(`s${changed.id}`)).toBe(fresh.size);
  });

  test("the start's check (keptIsCurrent) says stale exactly when keepEverything has something to compute", () => {
    keepEverything(conn, TODAY);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    // a competition's summary made today holds until its next day: a later day may need it made again
    const later = '2031-01-01';
    const holdsLater = (conn.sqlite.prepare("SELECT count(*) AS n FROM kept_sources WHERE source LIKE 'c%' AND summary_until IS NOT NULL AND summary_until < ?").get(later) as { n: number }).n === 0;
    expect(keptIsCurrent(conn, later)).toBe(holdsLater);
    // a row of another code version
    const source = `s${listPublicSeasons(conn)[0]!.id}`;
    conn.sqlite.prepare('UPDATE kept_sources SET version = ? WHERE source = ?').run(KEPT_VERSION - 1, source);
    expect(keptIsCurrent(conn, TODAY)).toBe(false);
    expect(keepEverything(conn, TODAY).computed).toBe(1);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    // a source's people gone (kept apart since migration 0015)
    conn.sqlite.prepare('DELETE FROM kept_source_people WHERE source = ?').run(source);
    expect(keptIsCurrent(conn, TODAY)).toBe(false);
    expect(keepEverything(conn, TODAY).computed).toBe(1);
    expect(keptIsCurrent(conn, TODAY)).toBe(true);
    expectKeptEqualsFresh(conn);
  });

  test("every season's calendar read at once (the home page's two queries) equals each season's read alone", () => {
    const seasons = listPublicSeasons(conn);
    const owner = (conn.sqlite.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number }).id;
    const book = (season: (typeof seasons)[number], date: string, status: 'confirmed' | 'awaiting-agreement' | 'cancelled') => insertReservation(conn, { seasonId: season.id, date, name: `Turniej ${date}`, city: 'Olsztyn', club: 'UKS Jedynka Olsztyn', status, ownerId: owner });
    book(seasons[0]!, `${seasons[0]!.year}-12-12`, 'confirmed');
    book(seasons[0]!, `${seasons[0]!.year}-12-05`, 'awaiting-agreement');
    book(seasons[0]!, `${seasons[0]!.year}-12-19`, 'cancelled');
    book(seasons[1]!, `${seasons[1]!.year}-12-12`, 'confirmed');
    const all = publicCalendars(conn, seasons);
    expect([...all.keys()]).toEqual(seasons.map((s) => s.id));
    for (const s of seasons) expect(all.get(s.id)).toEqual(publicCalendar(conn, s));
    expect([...all.values()].some((lines) => lines.some((l) => l.id !== null))).toBe(true);
  });

  test('a kept row of another code version, or a directory linked by another, is computed again', () => {
    keepEverything(conn, TODAY);
    const season = listPublicSeasons(conn).find((s) => s.year === 2018)!;
    // what an older version of the code kept: other numbers
    conn.sqlite.prepare(`UPDATE kept_sources SET version = ?, summary = '{"year":1,"days":[],"final":false,"played":0,"leaders":[]}' WHERE source = ?`).run(KEPT_VERSION - 1, `s${season.id}`);
    conn.sqlite.prepare(`UPDATE kept_source_people SET people = '{"people":[],"clubs":[]}' WHERE source = ?`).run(`s${season.id}`);
    conn.sqlite.prepare(`UPDATE kept_directory SET fingerprint = 'of another version'`).run();
    computed.years.length = 0;
    expectKeptEqualsFresh(conn);
    const row = conn.sqlite.prepare('SELECT version FROM kept_sources WHERE source = ?').get(`s${season.id}`) as { version: number };
    expect(row.version).toBe(KEPT_VERSION);
    expect(keepEverything(conn, TODAY).computed).toBe(0);
  });

  test("a competition's summary is made again when today passes its next day, and holds until then", () => {
    keepEverything(conn, TODAY);
    const rows = () => conn.sqlite.prepare("SELECT source, summary_from AS f, summary_until AS u FROM kept_sources WHERE source LIKE 'c%'").all() as { source: string; f: string | null; u: string | null }[];
    for (const r of rows()) expect(r.f).toBe(TODAY);
    // a day earlier than the summaries were made: made again for that day
    const before = '2018-06-01';
    const year = associationYearOf(conn, before);
    for (const r of rows()) expect(r.f).toBe(before);
    const items = [...year.now, ...(year.season?.groups.flatMap((g) => g.items) ?? []), ...year.archive.flatMap((y) => y.items)];
    for (const c of listCompetitions(conn, { publicOnly: true })) {
      const published = publishedCompetition(conn, c, before);
      expect(items.find((i) => i.key === `competition-${c.slug}`)?.summary).toEqual(published?.summary);
    }
  });
});

describe("the public pages' read-only connection", () => {
  const dir = mkdtempSync(join(tmpdir(), 'gp-kept-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('what a page derives on a connection that reads only is kept through a write connection to the same file', () => {
    const file = join(dir, 'gp.sqlite');
    const writer = openDatabase(file);
    importSeason(writer, cli, loadFixtureSeason('season-midseason'), 'gp-2019', { region: 'warmińsko-mazurskie' });
    const reader = openDatabase(file, { readOnly: true });
    expect(() => reader.sqlite.prepare("INSERT INTO settings (key, value) VALUES ('x', 'y')").run()).toThrow();
    const fingerprint = () => (writer.sqlite.prepare('SELECT fingerprint FROM kept_directory').get() as { fingerprint: string } | undefined)?.fingerprint ?? null;
    expect(fingerprint()).toBeNull();
    const hits = searchDirectory(reader, 'kow');
    expect(hits.ok).toBe(true);
    expect(fingerprint()).not.toBeNull();
    expect(keptCounts(writer).people).toBeGreaterThan(0);
    // the next read finds it kept: nothing computed
    computed.years.length = 0;
    const key = readDirectoryRows(reader).people[0]!.person.key;
    expect(getPerson(reader, key)?.person.key).toBe(key);
    expect(computed.years).toEqual([]);
    reader.sqlite.close();
    writer.sqlite.close();
  });
});

describe('a backup (gp backup)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gp-kept-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("is restored with its kept rows current, made in the copy: its first start and first pages compute nothing, and the live database is not written", async () => {
    const live = openDatabase(join(dir, 'gp.sqlite'));
    importSeason(live, cli, loadFixtureSeason('season-midseason'), 'gp-2019', { region: 'warmińsko-mazurskie' });
    keepEverything(live, TODAY);
    // a write whose keep never ran (another process's, `gp`; or a keep that failed)
    const season = getSeasonBySlug(live, 'gp-2019')!;
    expect(uploadTournament(live, cli, { season, code: 'gp11', name: 'Turniej GP 11', date: '2019-11-30', final: false, fileName: 'gp11.csv', bytes: new TextEncoder().encode('Miejsce,Nazwisko i imię,Pkt,Rok ur.\n1,Trzeci Nowy,5,1991\n') }).ok).toBe(true);
    expect(keptIsCurrent(live, TODAY)).toBe(false);
    const target = join(dir, 'backup.sqlite');
    expect(await backUp(live, target, TODAY)).toMatchObject({ computed: 1 });
    // the live database keeps what it had (its own first page, or the next start, keeps it)
    expect(keptIsCurrent(live, TODAY)).toBe(false);
    // one file, as a backup is copied back
    expect(existsSync(`${target}-wal`)).toBe(false);
    // restored: the start's check finds everything current, and the pages read kept rows
    const restored = openDatabase(target);
    expect(keptIsCurrent(restored, TODAY)).toBe(true);
    computed.years.length = 0;
    computed.linkings = 0;
    expect(searchDirectory(restored, 'trzeci').ok).toBe(true);
    associationYearOf(restored, TODAY);
    expect(computed).toMatchObject({ years: [], linkings: 0 });
    expectKeptEqualsFresh(restored);
    // a backup of a database whose rows are current computes nothing
    expect(await backUp(restored, join(dir, 'again.sqlite'), TODAY)).toMatchObject({ computed: 0 });
    restored.sqlite.close();
    live.sqlite.close();
  });
});

/**
 * Issue 38: after a write to a season commits, the writer's request keeps what the pages read across
 * the archive (server/after-write.ts), so that the first page after it computes nothing; Next's
 * caches are cleared as before.
 */
import { afterAll, expect, test, vi } from 'vitest';

const state = vi.hoisted(() => ({ conn: null as unknown, cleared: [] as string[] }));
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => void state.cleared.push(path) }));
vi.mock('@/db/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/db/client')>();
  return { ...real, getConnection: () => state.conn };
});

const TODAY = '2026-12-06';
vi.stubEnv('GP_NOW', `${TODAY}T12:00:00Z`);
afterAll(() => void vi.unstubAllEnvs());

const { openDatabase } = await import('@/db/client');
const { getSeasonBySlug } = await import('@/db/queries/seasons');
const { afterSeasonWrite } = await import('@/server/after-write');
const { keepEverything } = await import('@/server/kept');
const { keptIsCurrent } = await import('@/server/kept-basis');
const { seedDemoIfEmpty } = await import('@/server/seed');
const { uploadTournament } = await import('@/server/uploads');
const { importSeason } = await import('@/server/import-season');
const { loadFixtureSeason } = await import('@/tests/helpers');
const { createToken } = await import('@/server/users');
const { currentCompetitionFiles, listCompetitions } = await import('@/db/queries/competitions');
const { DEMO_COMPETITIONS } = await import('@/server/seed');
const { competitionKind } = await import('@/lib/competitions/registry');
const { PUT: putCompetitionFileRoute } = await import('@/app/api/competitions/[slug]/files/[name]/route');

test("a season's write leaves the kept rows current once afterSeasonWrite returns, and clears the season's pages", () => {
  const conn = openDatabase(':memory:');
  state.conn = conn;
  seedDemoIfEmpty(conn);
  importSeason(conn, { userId: null, via: 'cli' }, loadFixtureSeason('season-midseason'), 'gp-2019', { region: 'warmińsko-mazurskie' });
  keepEverything(conn, TODAY);
  expect(keptIsCurrent(conn, TODAY)).toBe(true);
  const season = getSeasonBySlug(conn, 'gp-2019')!;
  const upload = uploadTournament(conn, { userId: null, via: 'cli' }, { season, code: 'gp12', name: 'Turniej GP 12', date: '2019-12-07', final: false, fileName: 'gp12.csv', bytes: new TextEncoder().encode('Miejsce,Nazwisko i imię,Pkt,Rok ur.\n1,Czwarty Nowy,5,1992\n') });
  expect(upload.ok).toBe(true);
  expect(keptIsCurrent(conn, TODAY)).toBe(false);
  afterSeasonWrite('gp-2019');
  expect(keptIsCurrent(conn, TODAY)).toBe(true);
  expect(state.cleared).toContain('/pl/seasons/gp-2019');
  expect(state.cleared).toContain('/pl');
});

test("a competition's file PUT through the API keeps the competition's rows before it answers, as a season's upload does", async () => {
  const conn = openDatabase(':memory:');
  state.conn = conn;
  state.cleared.length = 0;
  const accounts = seedDemoIfEmpty(conn) || [];
  keepEverything(conn, TODAY);
  expect(keptIsCurrent(conn, TODAY)).toBe(true);
  const arbiter = accounts.find((a) => a.role === 'arbiter')!;
  const { token } = createToken(conn, { userId: null, via: 'cli' }, arbiter.email);
  const slug = DEMO_COMPETITIONS.open;
  const competition = listCompetitions(conn, { publicOnly: true }).find((c) => c.slug === slug)!;
  const file = 'swiss.trf';
  const text = new TextDecoder().decode(currentCompetitionFiles(conn, competition.id).get(file)!.bytes);
  expect(text).toContain('Nowicki, Józef  ');
  const put = (body: string) =>
    putCompetitionFileRoute(new Request(`http://gp.test/api/competitions/${slug}/files/${file}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body }), { params: Promise.resolve({ slug, name: file }) });
  // a file the kind refuses: nothing stored, nothing to keep
  const refused = await put('not a TRF');
  expect(refused.status).toBe(422);
  expect(keptIsCurrent(conn, TODAY)).toBe(true);
  expect(state.cleared).toEqual([]);
  // a player renamed: stored, and the kept rows current once the answer is out
  const stored = await put(text.replace('Nowicki, Józef  ', 'Nowicka, Józefa '));
  expect(stored.status).toBe(200);
  expect(keptIsCurrent(conn, TODAY)).toBe(true);
  expect(keepEverything(conn, TODAY).computed).toBe(0);
  expect(state.cleared).toContain(`/pl/${competitionKind(competition.kind)!.path}/${slug}`);
});

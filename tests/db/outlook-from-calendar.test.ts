import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { uploadTournament } from '@/server/uploads';
import { createUser } from '@/server/users';
import { createReservation } from '@/server/reservations';
import { getStandings } from '@/server/standings';
import { updateSeason } from '@/server/seasons';
import { listAudit } from '@/server/workspace/accounts';
import { remainingFromForm } from '@/app/[lang]/arbiter/season-rules-overrides';
import { importSeason } from '@/server/import-season';
import { computeStandings } from '@/lib/series/standings';
import { standingsToJson } from '@/lib/series/standings-json';
import { allowed, loadFixtureSeason } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;

test('the tournaments still to come are read from the calendar, and every player gets an outlook (issue 14)', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  createSeason(conn, cli, { slug: 's', name: 'S', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } });
  const season = () => getSeasonBySlug(conn, 's')!;
  const played = createReservation(conn, arbiter, season(), { date: '2024-03-02', name: 'I', city: 'Olsztyn' }, '2024-01-10');
  const later = createReservation(conn, arbiter, season(), { date: '2024-04-06', name: 'II', city: 'Olsztyn' }, '2024-01-10');
  const final = createReservation(conn, arbiter, season(), { date: '2024-12-14', name: 'Finał', city: 'Olsztyn', final: true }, '2024-01-10');
  expect([played.ok, later.ok, final.ok]).toEqual([true, true, true]);
  if (!played.ok) return;
  const code = `r${played.value.id}`;
  expect(uploadTournament(conn, cli, { season: season(), code, name: 'I', date: '2024-03-02', final: false, fileName: 'i.csv', bytes: new TextEncoder().encode('place,name,points\n1,Lis Anna,7\n2,Kot Jan,2\n') }).ok).toBe(true);
  const s = getStandings(conn, season());
  expect(s.remaining).toEqual({ regular: 1, final: true });
  const anna = s.individual.find((e) => e.name === 'Lis Anna')!;
  const jan = s.individual.find((e) => e.name === 'Kot Jan')!;
  expect(anna.outlook).toMatchObject({ bestRank: 1, minTotal: anna.total });
  // Kot Jan can still overtake: 9 more points in II and a doubled Final are enough
  expect(jan.outlook!.bestRank).toBe(1);
  expect(jan.outlook!.maxTotal).toBeGreaterThan(anna.total);
});

test('the arbiter’s count of tournaments still to come overrides the calendar, and the outlook follows it (issue 14)', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  createSeason(conn, cli, { slug: 's', name: 'S', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } });
  const season = () => getSeasonBySlug(conn, 's')!;
  expect(createReservation(conn, arbiter, season(), { date: '2024-04-06', name: 'II', city: 'Olsztyn' }, '2024-01-10').ok).toBe(true);
  expect(uploadTournament(conn, cli, { season: season(), code: 'gp1', name: 'I', date: '2024-03-02', final: false, fileName: 'i.csv', bytes: new TextEncoder().encode('place,name,points\n1,Lis Anna,7\n2,Kot Jan,2\n') }).ok).toBe(true);
  const jan = () => getStandings(conn, season()).individual.find((e) => e.name === 'Kot Jan')!;
  // the calendar: one regular tournament to come (9 rounds): Jan can reach 2 + 9 = 11 (totals in half-points)
  expect(getStandings(conn, season()).remaining).toEqual({ regular: 1, final: false });
  expect(jan().outlook).toMatchObject({ maxTotal: 22, bestRank: 1 });

  // the arbiter says: 3 more and the Final — Jan's highest total 2 + 27 + 18 (the Final ×2)
  const set = updateSeason(conn, arbiter, 's', { remaining: { regular: 3, final: true } });
  expect(set.ok).toBe(true);
  expect(season()).toMatchObject({ remainingRegular: 3, remainingFinal: true });
  expect(getStandings(conn, season()).remaining).toEqual({ regular: 3, final: true });
  expect(jan().outlook).toMatchObject({ maxTotal: 94, minTotal: 4, bestRank: 1, worstRank: 2 });
  expect(allowed(listAudit(conn, arbiter, season().id)).some((a) => a.action === 'season.update' && a.details.includes('"remaining":{"regular":3,"final":true}'))).toBe(true);

  // the season is over: nothing to come, Anna's first place is secured
  expect(updateSeason(conn, arbiter, 's', { remaining: { regular: 0, final: false } }).ok).toBe(true);
  const anna = getStandings(conn, season()).individual.find((e) => e.name === 'Lis Anna')!;
  expect(anna.outlook).toMatchObject({ maxTotal: anna.total, minTotal: anna.total, bestRank: 1, worstRank: 1, prizeSecured: true });

  // a count that is no whole number is refused and nothing changes
  const revision = season().revision;
  const bad = updateSeason(conn, arbiter, 's', { remaining: { regular: Number.NaN, final: false } });
  expect(bad.ok).toBe(false);
  if (!bad.ok) expect(bad.errors.map((e) => e.code)).toEqual(['BAD_REMAINING']);
  expect(season()).toMatchObject({ remainingRegular: 0, revision });

  // empty again: back to the calendar
  expect(updateSeason(conn, arbiter, 's', { remaining: null }).ok).toBe(true);
  expect(season().remainingRegular).toBeNull();
  expect(getStandings(conn, season()).remaining).toEqual({ regular: 1, final: false });
});

test('the settings form: an empty count means the calendar', () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  expect(remainingFromForm(form({ remainingRegular: '' }))).toBeNull();
  expect(remainingFromForm(form({ remainingRegular: ' 3 ', remainingFinal: 'on' }))).toEqual({ regular: 3, final: true });
  expect(remainingFromForm(form({ remainingRegular: '2' }))).toEqual({ regular: 2, final: false });
  expect(remainingFromForm(form({ remainingRegular: '2.5' }))!.regular).toBeNaN();
});

test('a season folder with "remaining" keeps it as the arbiter’s count when imported (gp import)', () => {
  const conn = openDatabase(':memory:');
  const loaded = { ...loadFixtureSeason('season-midseason'), remaining: { regular: 2, final: true } };
  const season = importSeason(conn, cli, loaded, 'mid', { region: 'warmińsko-mazurskie' });
  expect(season).toMatchObject({ remainingRegular: 2, remainingFinal: true });
  const fromDb = standingsToJson(getStandings(conn, season));
  const fromFolder = standingsToJson(computeStandings({ year: loaded.year, rules: loaded.rules, registry: loaded.registry, tournaments: loaded.tournaments, remaining: loaded.remaining }));
  expect(fromDb.individual[0]!.outlook).toBeDefined();
  expect(fromDb).toEqual(fromFolder);
});

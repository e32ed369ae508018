import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { uploadTournament } from '@/server/uploads';
import { createUser } from '@/db/queries/users';
import { createReservation } from '@/server/reservations';
import { getStandings } from '@/server/standings';

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

import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createUser } from '@/server/users';
import { createReservation, updateReservation } from '@/server/reservations';

const cli = { userId: null, via: 'cli' } as const;
const today = '2027-03-01';

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  createSeason(conn, cli, { slug: 'open', name: 'Open', year: 2027 });
  createSeason(conn, cli, { slug: 'draft', name: 'Draft', year: 2027, public: false });
  return { conn, arbiter, organizer, season: (slug: string) => getSeasonBySlug(conn, slug)! };
}

describe('reservation amounts are bounded and not negative', async () => {
  const { conn, organizer, season } = await setup();
  test.each([
    { label: 'a negative fee', input: { fees: { adult: -50 } } },
    { label: 'a fee of a billion', input: { fees: { adult: 1e9 } } },
    { label: 'a negative prize', input: { prizes: { places: [500, -1] } } },
    { label: '10,000 prize places', input: { prizes: { places: Array.from({ length: 10_000 }, () => 1) } } },
    { label: 'an unknown fee field', input: { fees: { adult: 10, vip: 5 } } },
    { label: 'a name over 200 characters', input: { name: 'x'.repeat(201) } },
  ])('$label is refused with 422', ({ input }) => {
    const r = createReservation(conn, organizer, season('open'), { date: '2027-06-12', name: 'T', city: 'Olsztyn', ...input }, today);
    expect(r).toMatchObject({ ok: false, status: 422 });
  });
  test('sensible amounts are kept', () => {
    const r = createReservation(conn, organizer, season('open'), { date: '2027-06-12', name: 'T', city: 'Olsztyn', fees: { adult: 40 }, prizes: { places: [500, 300, 200] } }, today);
    expect(r.ok).toBe(true);
  });
});

describe('refusals, not 500s', () => {
  test('an empty change of a reservation is refused with 422 and writes nothing', async () => {
    const { conn, organizer, season } = await setup();
    const r = createReservation(conn, organizer, season('open'), { date: '2027-06-12', name: 'T', city: 'Olsztyn' }, today);
    if (!r.ok) throw new Error('reservation refused');
    const audits = conn.sqlite.prepare('select count(*) from audit_log').pluck().get();
    expect(updateReservation(conn, organizer, r.value.id, {})).toMatchObject({ ok: false, status: 422, errors: [{ code: 'EMPTY_PATCH' }] });
    expect(conn.sqlite.prepare('select count(*) from audit_log').pluck().get()).toBe(audits);
  });
});

describe('an unpublished season is not revealed to organizers', () => {
  test('an organizer cannot reserve in it (404, as if it did not exist); the arbiter can', async () => {
    const { conn, arbiter, organizer, season } = await setup();
    expect(createReservation(conn, organizer, season('draft'), { date: '2027-06-12', name: 'T', city: 'Olsztyn' }, today)).toMatchObject({ ok: false, status: 404 });
    expect(createReservation(conn, arbiter, season('draft'), { date: '2027-06-12', name: 'T', city: 'Olsztyn' }, today).ok).toBe(true);
  });
});

import { beforeEach, describe, expect, test } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createSeason } from '@/server/seasons';
import { uploadTournament } from '@/server/uploads';
import { createUser } from '@/server/users';
import { answerAgreement, cancelReservation, createReservation, listReservations, publicCalendar, seasonCalendar } from '@/server/reservations';
import { complianceChecks, tournamentFormatOf } from '@/lib/calendar/compliance';
import { resolveRules } from '@/lib/series/rules';
import type { User } from '@/db/schema';

const cli = { userId: null, via: 'cli' } as const;
const TODAY = '2027-01-10';
const plan = { rounds: 9, tempo: "10'+5\"", fees: { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 }, prizes: { places: [250, 160, 100, 80, 60, 50], category: 40, drawn: 40 } };

let conn: Connection;
let arbiter: User;
let jedynka: User;
let zulawy: User;
const season = () => getSeasonBySlug(conn, 'gp-2027')!;

beforeEach(async () => {
  conn = openDatabase(':memory:');
  arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  jedynka = await createUser(conn, cli, { email: 'o1@example.org', role: 'organizer', club: 'UKS Jedynka Olsztyn', password: 'organizer password' });
  zulawy = await createUser(conn, cli, { email: 'o2@example.org', role: 'organizer', club: 'MKS Żuławy Elbląg', password: 'organizer password' });
  createSeason(conn, cli, { slug: 'gp-2027', name: 'GP 2027', year: 2027, preset: 'warmia-mazury-2018', rules: {} });
});

describe('one organizer, one tournament a day (issue 11, defect 10)', () => {
  test('the second tournament of the same organizer on the same day is refused, for the arbiter too', () => {
    expect(createReservation(conn, jedynka, season(), { date: '2027-06-12', name: 'I', city: 'Olsztyn', ...plan }, TODAY)).toMatchObject({ ok: true, value: { status: 'confirmed' } });
    const again = createReservation(conn, jedynka, season(), { date: '2027-06-12', name: 'II', city: 'Olsztyn', ...plan }, TODAY);
    expect(again).toMatchObject({ ok: false, status: 422, errors: [{ code: 'SAME_DAY_SAME_ORGANIZER', params: { date: '2027-06-12' } }] });
    const byArbiter = createReservation(conn, arbiter, season(), { date: '2027-06-12', name: 'III', city: 'Olsztyn', club: 'uks jedynka  olsztyn' }, TODAY);
    expect(byArbiter).toMatchObject({ ok: false, errors: [{ code: 'SAME_DAY_SAME_ORGANIZER' }] });
    // another organizer the same day waits for agreement; the same organizer on Sunday is its own weekend partner
    expect(createReservation(conn, zulawy, season(), { date: '2027-06-12', name: 'Ż', city: 'Elbląg' }, TODAY)).toMatchObject({ ok: true, value: { status: 'awaiting-agreement' } });
    expect(createReservation(conn, jedynka, season(), { date: '2027-06-13', name: 'IV', city: 'Olsztyn' }, TODAY)).toMatchObject({ ok: true });
  });

  test('the arbiter cannot confirm a rejected reservation into a second tournament of one organizer that day', () => {
    const first = createReservation(conn, jedynka, season(), { date: '2027-06-12', name: 'I', city: 'Olsztyn' }, TODAY);
    const other = createReservation(conn, zulawy, season(), { date: '2027-06-12', name: 'Ż', city: 'Elbląg' }, TODAY);
    if (!first.ok || !other.ok) throw new Error('setup');
    expect(answerAgreement(conn, jedynka, other.value.id, false, '2027-01-11T10:00:00Z')).toMatchObject({ ok: true, value: { status: 'rejected' } });
    // now the club of the rejected one books the same day elsewhere … and the arbiter tries to revive the rejected one
    expect(cancelReservation(conn, jedynka, first.value.id).ok).toBe(true);
    expect(createReservation(conn, zulawy, season(), { date: '2027-06-12', name: 'Ż2', city: 'Elbląg' }, TODAY)).toMatchObject({ ok: true, value: { status: 'confirmed' } });
    expect(answerAgreement(conn, arbiter, other.value.id, true, '2027-01-12T10:00:00Z')).toMatchObject({ ok: false, status: 422, errors: [{ code: 'SAME_DAY_SAME_ORGANIZER' }] });
  });
});

describe('rejected reservations (issue 11, defect 10)', () => {
  test('are not public, and cannot be cancelled', () => {
    const first = createReservation(conn, jedynka, season(), { date: '2027-06-12', name: 'I', city: 'Olsztyn' }, TODAY);
    const second = createReservation(conn, zulawy, season(), { date: '2027-06-13', name: 'Ż', city: 'Elbląg' }, TODAY);
    if (!first.ok || !second.ok) throw new Error('setup');
    expect(answerAgreement(conn, jedynka, second.value.id, false, '2027-01-11T10:00:00Z')).toMatchObject({ ok: true, value: { status: 'rejected' } });
    expect(listReservations(conn, season()).map((r) => r.name)).toEqual(['I']);
    expect(publicCalendar(conn, season()).map((r) => r.name)).toEqual(['I']);
    expect(cancelReservation(conn, zulawy, second.value.id)).toMatchObject({ ok: false, status: 422, errors: [{ code: 'REJECTED_NOT_CANCELLABLE' }] });
  });
});

describe('a plan that breaks the regulation is booked with a warning, thresholds from the rule set (issue 11, defect 10)', () => {
  test('7 rounds and a 30 zł fee: confirmed, with both rules named', () => {
    const r = createReservation(conn, jedynka, season(), { date: '2027-06-12', name: 'I', city: 'Olsztyn', ...plan, rounds: 7, fees: { ...plan.fees, adult: 30 } }, TODAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.status).toBe('confirmed');
    expect(r.value.warnings.map((w) => w.code)).toEqual(['RULE_ROUNDS', 'FEE_adult']);
    expect(r.value.warnings[1]!.params).toMatchObject({ max: 25, planned: 30 });
  });

  test('a plan within the regulation has no warnings', () => {
    const r = createReservation(conn, jedynka, season(), { date: '2027-06-12', name: 'I', city: 'Olsztyn', ...plan }, TODAY);
    expect(r.ok && r.value.warnings).toEqual([]);
  });

  test('a season whose rules allow 7 rounds and a 30 zł fee finds nothing wrong with the same plan', () => {
    createSeason(conn, cli, { slug: 'other', name: 'Other', year: 2027, preset: 'warmia-mazury-2018', rules: { rounds: 7, tournamentFormat: { maxFees: { adult: 30, junior18OrVeteran: 20, womanOrJunior14: 15 }, minPrizes: { places: [], category: null, drawn: null }, tempos: [] } } });
    const other = getSeasonBySlug(conn, 'other')!;
    expect(seasonCalendar(other).format).toMatchObject({ rounds: 7, maxFees: { adult: 30 } });
    const r = createReservation(conn, jedynka, other, { date: '2027-06-19', name: 'I', city: 'Olsztyn', ...plan, rounds: 7, fees: { ...plan.fees, adult: 30 } }, TODAY);
    expect(r.ok && r.value.warnings).toEqual([]);
  });

  test('the preset carries regulation §1 (9 rounds, 10\'+5" or P\'15, fee caps 25/20/15, prizes 250…50, 40, 40)', () => {
    const wm = resolveRules('warmia-mazury-2018', {});
    if (!wm.ok) throw new Error(wm.errors.join());
    const f = tournamentFormatOf(wm.rules);
    expect(f).toMatchObject({ rounds: 9, maxFees: { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 }, minPrizes: { places: [250, 160, 100, 80, 60, 50], category: 40, drawn: 40 } });
    expect(complianceChecks({ ...plan, tempo: '15 min' }, f).find((c) => c.code === 'RULE_TEMPO')!.ok).toBe(true);
    expect(complianceChecks({ ...plan, tempo: "P'15" }, f).find((c) => c.code === 'RULE_TEMPO')!.ok).toBe(true);
    expect(complianceChecks({ ...plan, tempo: "3'+2\"" }, f).find((c) => c.code === 'RULE_TEMPO')!.ok).toBe(false);
  });
});

describe('the public calendar shows the tournaments held (issue 11, defect 10)', () => {
  test('a season with stored tournaments and no reservations lists them as played; a played reservation is one line', () => {
    const csv = new TextEncoder().encode('place,name,points\n1,Lis Anna,7\n2,Kot Jan,2\n');
    expect(uploadTournament(conn, cli, { season: season(), code: 'gp01', name: 'I Turniej', date: '2027-02-06', final: false, fileName: 'a.csv', bytes: csv }).ok).toBe(true);
    expect(publicCalendar(conn, season())).toMatchObject([{ id: null, name: 'I Turniej', date: '2027-02-06', status: 'played', tournament: 'gp01' }]);
    const r = createReservation(conn, arbiter, season(), { date: '2027-03-06', name: 'II Turniej', city: 'Ełk', club: 'MKS Żuławy Elbląg' }, TODAY);
    if (!r.ok) throw new Error('setup');
    expect(uploadTournament(conn, cli, { season: season(), code: `r${r.value.id}`, name: 'II Turniej', date: '2027-03-06', final: false, fileName: 'b.csv', bytes: csv }).ok).toBe(true);
    expect(publicCalendar(conn, season()).map((l) => [l.name, l.status, l.club])).toEqual([
      ['I Turniej', 'played', null],
      ['II Turniej', 'played', 'MKS Żuławy Elbląg'],
    ]);
  });
});

import { beforeEach, describe, expect, test } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createSeason } from '@/server/seasons';
import { uploadTournament } from '@/server/uploads';
import { createUser } from '@/server/users';
import { answerAgreement, cancelReservation, createReservation, updateReservation } from '@/server/reservations';
import { getTournamentDetails } from '@/server/tournament-details';
import type { User } from '@/db/schema';

// Issue 29: a tournament's details from its file, else from the date reservation it was booked with.
const cli = { userId: null, via: 'cli' } as const;
const TODAY = '2027-01-10';
const csv = new TextEncoder().encode('place,name,points\n1,Lis Anna,7\n2,Kot Jan,5\n');

let conn: Connection;
let jedynka: User;
let arbiter: User;
const season = () => getSeasonBySlug(conn, 'gp-2027')!;

beforeEach(async () => {
  conn = openDatabase(':memory:');
  arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  jedynka = await createUser(conn, cli, { email: 'o1@example.org', role: 'organizer', club: 'UKS Jedynka Olsztyn', password: 'organizer password' });
  createSeason(conn, cli, { slug: 'gp-2027', name: 'GP 2027', year: 2027, preset: 'warmia-mazury-2018', rules: {} });
});

describe('the tournament page’s details', () => {
  test('a CSV has none of its own: the reservation’s city, venue, organizer, rounds and time control, marked as booked', () => {
    const r = createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'II Turniej', city: 'Olsztyn', venue: 'Hala Urania', rounds: 9, tempo: '15 min' }, TODAY);
    if (!r.ok) throw new Error('reservation refused');
    expect(uploadTournament(conn, cli, { season: season(), code: `r${r.value.id}`, name: 'II Turniej', date: '2027-03-06', final: false, fileName: 'b.csv', bytes: csv }).ok).toBe(true);
    expect(getTournamentDetails(conn, season(), `r${r.value.id}`)).toEqual({
      city: { value: 'Olsztyn', source: 'reservation' },
      venue: { value: 'Hala Urania', source: 'reservation' },
      timeControl: { value: '15 min', source: 'reservation' },
      rounds: { value: '9', source: 'reservation' },
      chiefArbiter: null,
      organizer: { value: 'UKS Jedynka Olsztyn', source: 'reservation' },
    });
  });

  test('a tournament without a reservation and without facts in its file has none', () => {
    expect(uploadTournament(conn, cli, { season: season(), code: 'gp01', name: 'I Turniej', date: '2027-02-06', final: false, fileName: 'a.csv', bytes: csv }).ok).toBe(true);
    expect(Object.values(getTournamentDetails(conn, season(), 'gp01')).every((v) => v === null)).toBe(true);
  });

  test('a venue corrected in the reservation after the results reach the tournament page: the season’s revision moves', () => {
    const r = createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'II Turniej', city: 'Olsztyn', venue: 'Hala Urania', rounds: 9, tempo: '15 min' }, TODAY);
    if (!r.ok) throw new Error('reservation refused');
    expect(uploadTournament(conn, cli, { season: season(), code: `r${r.value.id}`, name: 'II Turniej', date: '2027-03-06', final: false, fileName: 'b.csv', bytes: csv }).ok).toBe(true);
    const before = season().revision;
    expect(updateReservation(conn, jedynka, r.value.id, { venue: 'Szkoła nr 5' }).ok).toBe(true);
    expect(season().revision).toBe(before + 1);
    expect(getTournamentDetails(conn, season(), `r${r.value.id}`).venue).toEqual({ value: 'Szkoła nr 5', source: 'reservation' });
  });

  test('issue 40: a CSV uploaded under its own id (gp03) takes the details of the one reservation on its date', () => {
    const r = createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'III Turniej', city: 'Olsztyn', venue: 'Hala Urania', rounds: 7, tempo: '10 min + 5 s' }, TODAY);
    if (!r.ok) throw new Error('reservation refused');
    expect(uploadTournament(conn, cli, { season: season(), code: 'gp03', name: 'III Turniej', date: '2027-03-06', final: false, fileName: 'c.csv', bytes: csv }).ok).toBe(true);
    const d = getTournamentDetails(conn, season(), 'gp03', '2027-03-06');
    expect(d.venue).toEqual({ value: 'Hala Urania', source: 'reservation' });
    expect(d.timeControl).toEqual({ value: '10 min + 5 s', source: 'reservation' });
    expect(d.organizer).toEqual({ value: 'UKS Jedynka Olsztyn', source: 'reservation' });
    // another day: no reservation, no details
    expect(Object.values(getTournamentDetails(conn, season(), 'gp03', '2027-03-13')).every((v) => v === null)).toBe(true);
  });

  test('issue 40: a reservation booked, decided or cancelled after a CSV tournament was uploaded moves the season’s revision, so its kept page takes the new details', () => {
    expect(uploadTournament(conn, cli, { season: season(), code: 'gp03', name: 'III Turniej', date: '2027-03-06', final: false, fileName: 'c.csv', bytes: csv }).ok).toBe(true);
    expect(getTournamentDetails(conn, season(), 'gp03', '2027-03-06').venue).toBeNull();
    // booked after the upload: the page kept for the upload's revision is stale
    let revision = season().revision;
    const r = createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'III Turniej', city: 'Olsztyn', venue: 'Hala Urania' }, TODAY);
    if (!r.ok) throw new Error('reservation refused');
    expect(season().revision).toBeGreaterThan(revision);
    expect(getTournamentDetails(conn, season(), 'gp03', '2027-03-06').venue).toEqual({ value: 'Hala Urania', source: 'reservation' });
    // the arbiter rejects it: the date is no longer held, the details go
    revision = season().revision;
    expect(answerAgreement(conn, arbiter, r.value.id, false, '2027-01-11T10:00:00Z').ok).toBe(true);
    expect(season().revision).toBeGreaterThan(revision);
    expect(getTournamentDetails(conn, season(), 'gp03', '2027-03-06').venue).toBeNull();
    // booked again and cancelled by its organizer: the revision moves with each
    const again = createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'III Turniej', city: 'Olsztyn', venue: 'Szkoła nr 5' }, TODAY);
    if (!again.ok) throw new Error('reservation refused');
    expect(getTournamentDetails(conn, season(), 'gp03', '2027-03-06').venue).toEqual({ value: 'Szkoła nr 5', source: 'reservation' });
    revision = season().revision;
    expect(cancelReservation(conn, jedynka, again.value.id).ok).toBe(true);
    expect(season().revision).toBeGreaterThan(revision);
    expect(getTournamentDetails(conn, season(), 'gp03', '2027-03-06').venue).toBeNull();
    // a refused write moves nothing
    revision = season().revision;
    expect(cancelReservation(conn, jedynka, r.value.id).ok).toBe(false);
    expect(season().revision).toBe(revision);
  });
});

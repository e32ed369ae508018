import { beforeEach, describe, expect, test } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { latestAudit } from '@/db/queries/audit';
import { createSeason, updateSeason } from '@/server/seasons';
import { putRegistry } from '@/server/uploads';
import { createUser } from '@/server/users';
import { cancelReservation, createReservation } from '@/server/reservations';
import { addEntryByOrganizer, announcementView, enterTournament, entriesForTournament, markEntry, organizerEntries, startList, updateAnnouncement, withdrawEntry, type EntryContext } from '@/server/entries';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import type { User } from '@/db/schema';

const cli = { userId: null, via: 'cli' } as const;
const TODAY = '2027-01-10';
const NOW = new Date('2027-02-01T10:00:00Z');
const plan = { rounds: 9, tempo: "10'+5\"", fees: { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 }, prizes: { places: [250, 160, 100, 80, 60, 50], category: 40, drawn: 40 } };
const bytes = (s: string) => new TextEncoder().encode(s);

let conn: Connection;
let arbiter: User;
let jedynka: User;
let jedynka2: User;
let zulawy: User;
let rid: number;
const season = () => getSeasonBySlug(conn, 'gp-2027')!;
let seq = 0;
const ctx = (over: Partial<EntryContext> = {}): EntryContext => ({ now: NOW, client: '203.0.113.7', via: 'web', random: () => Uint8Array.from({ length: 10 }, (_, i) => (i * 7 + seq++) % 256), ...over });
const jan = { name: 'Jan Kowal', birth: 1990, sex: 'M', club: 'UKS Jedynka', consent: true };

beforeEach(async () => {
  conn = openDatabase(':memory:');
  seq = 0;
  arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  jedynka = await createUser(conn, cli, { email: 'o1@example.org', role: 'organizer', club: 'UKS Jedynka Olsztyn', password: 'organizer password' });
  jedynka2 = await createUser(conn, cli, { email: 'o3@example.org', role: 'organizer', club: 'UKS Jedynka Olsztyn', password: 'organizer password' });
  zulawy = await createUser(conn, cli, { email: 'o2@example.org', role: 'organizer', club: 'MKS Żuławy Elbląg', password: 'organizer password' });
  createSeason(conn, cli, { slug: 'gp-2027', name: 'GP 2027', year: 2027, preset: 'warmia-mazury-2018', rules: {} });
  putRegistry(conn, cli, season(), 'players.csv', bytes('cr_id,name,fide_id,birth,sex,rating,club,region\n100,Nowak Jan,1100,1990,M,1850,UKS Jedynka Olsztyn,warmińsko-mazurskie\n101,Nowak Jan,,2010,M,1400,Hetman,warmińsko-mazurskie\n102,Wiśniewska Łucja,,1995,K,1600,Hetman,warmińsko-mazurskie\n'));
  const r = createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'III GP Olsztyn', city: 'Olsztyn', venue: 'SP 1', ...plan }, TODAY);
  if (!r.ok) throw new Error('setup');
  rid = r.value.id;
});

describe('the announcement', () => {
  test('public, from the reservation: the §1 checks all pass; the organizer of the club edits it, others may not', () => {
    const v = announcementView(conn, rid, '2027-02-01');
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.value.compliance.every((c) => c.ok === true)).toBe(true);
    expect(v.value.state).toBe('open');
    expect(v.value.feeByCategory).toEqual({ junior14: 15, woman: 15, junior18: 20, veteran60: 20, senior: 25 });
    expect(v.value.tournamentCode).toBe(`r${rid}`);

    expect(updateAnnouncement(conn, zulawy, rid, { text: 'x' }, NOW)).toMatchObject({ ok: false, status: 403 });
    expect(updateAnnouncement(conn, null, rid, { text: 'x' }, NOW)).toMatchObject({ ok: false, status: 401 });
    // another organizer of the same club edits it; a fee over the cap is stored and shown as breaking §1.10
    const u = updateAnnouncement(conn, jedynka2, rid, { text: 'Zapraszamy!\n<script>', startsAt: '10:00', arbiter: 'Andrzej Gula', fees: { adult: 30, junior18OrVeteran: 20, womanOrJunior14: 15 } }, NOW);
    expect(u).toMatchObject({ ok: true, value: { text: 'Zapraszamy!\n<script>', startsAt: '10:00', arbiter: 'Andrzej Gula' } });
    const after = announcementView(conn, rid, '2027-02-01');
    expect(after.ok && after.value.compliance.filter((c) => c.ok === false).map((c) => c.code)).toEqual(['FEE_adult']);
    expect(updateAnnouncement(conn, arbiter, rid, { startsAt: '25:00' }, NOW)).toMatchObject({ ok: false, status: 422, errors: [{ code: 'INVALID_FIELD', params: { field: 'startsAt' } }] });
    expect(latestAudit(conn).filter((a) => a.action === 'announcement.update')).toHaveLength(1);
  });
});

describe('entries', () => {
  test('a guest: category and fee from the rule set, a code shown once and stored hashed, an audit line', () => {
    const r = enterTournament(conn, rid, jan, ctx());
    expect(r).toMatchObject({ ok: true, value: { entry: { name: 'Jan Kowal', category: 'senior', fee: 25, waiting: false } } });
    if (!r.ok) return;
    expect(r.value.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = organizerEntries(conn, jedynka, rid);
    expect(stored.ok && stored.value.entries[0]).toMatchObject({ feeGrosze: 2500, foundBy: null, via: 'web' });
    const row = stored.ok ? stored.value.entries[0]! : null;
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(r.value.code);
    expect(row?.clientHash).not.toContain('203.0.113.7');
    expect(latestAudit(conn).filter((a) => a.action === 'entry.create')).toHaveLength(1);
  });

  test('found in the register by CR id, FIDE id or name and year: the register writes the name, club and rating', () => {
    expect(enterTournament(conn, rid, { name: 'whatever', birth: 1990, sex: 'M', crId: '100', consent: true }, ctx())).toMatchObject({ ok: true, value: { entry: { name: 'Nowak Jan', club: 'UKS Jedynka Olsztyn', category: 'senior' } } });
    expect(enterTournament(conn, rid, { name: 'NOWAK jan', birth: 2010, sex: 'M', consent: true }, ctx())).toMatchObject({ ok: true, value: { entry: { name: 'Nowak Jan', club: 'Hetman', category: 'junior18', fee: 20 } } });
    expect(enterTournament(conn, rid, { name: 'Wisniewska Lucja', birth: 1995, sex: 'K', consent: true }, ctx())).toMatchObject({ ok: true, value: { entry: { name: 'Wiśniewska Łucja', category: 'woman', fee: 15 } } });
    const list = announcementView(conn, rid, '2027-02-01');
    expect(list.ok && list.value.list.entries.map((e) => [e.name, e.rating])).toEqual([
      ['Nowak Jan', 1850],
      ['Wiśniewska Łucja', 1600],
      ['Nowak Jan', 1400],
    ]);
  });

  test('the same person twice is refused (409) by id or by name and year; withdrawn with the code, they may enter again', () => {
    const first = enterTournament(conn, rid, { ...jan, crId: '100', name: 'x' }, ctx());
    if (!first.ok) throw new Error('setup');
    expect(enterTournament(conn, rid, { name: 'Nowak, Jan', birth: 1990, sex: 'M', consent: true }, ctx({ client: '198.51.100.1' }))).toMatchObject({ ok: false, status: 409, errors: [{ code: 'ENTRY_DUPLICATE', params: { name: 'Nowak Jan' } }] });
    const id = first.value.entry.id;
    expect(withdrawEntry(conn, null, rid, id, 'WRONG-CODE0', NOW)).toMatchObject({ ok: false, status: 403, errors: [{ code: 'ENTRY_CODE_WRONG' }] });
    expect(withdrawEntry(conn, null, rid, id, null, NOW)).toMatchObject({ ok: false, status: 401 });
    expect(withdrawEntry(conn, null, rid, id, first.value.code.toLowerCase().replace('-', ' '), NOW)).toMatchObject({ ok: true });
    expect(enterTournament(conn, rid, { name: 'Nowak, Jan', birth: 1990, sex: 'M', consent: true }, ctx())).toMatchObject({ ok: true });
  });

  test('closed, past, cancelled or unknown tournaments refuse; nothing is stored', () => {
    expect(enterTournament(conn, rid, jan, ctx({ now: new Date('2027-03-06T08:00:00Z') }))).toMatchObject({ ok: false, status: 409, errors: [{ code: 'ENTRIES_CLOSED', params: { state: 'past' } }] });
    updateAnnouncement(conn, jedynka, rid, { entriesClosed: true }, NOW);
    expect(enterTournament(conn, rid, jan, ctx())).toMatchObject({ ok: false, status: 409, errors: [{ code: 'ENTRIES_CLOSED', params: { state: 'closed' } }] });
    updateAnnouncement(conn, jedynka, rid, { entriesClosed: false }, NOW);
    cancelReservation(conn, jedynka, rid);
    expect(enterTournament(conn, rid, jan, ctx())).toMatchObject({ ok: false, status: 409, errors: [{ code: 'ENTRIES_CLOSED', params: { state: 'cancelled' } }] });
    expect(enterTournament(conn, 9999, jan, ctx())).toMatchObject({ ok: false, status: 404 });
    const stored = organizerEntries(conn, jedynka, rid);
    expect(stored.ok && stored.value.entries).toEqual([]);
    expect(latestAudit(conn).map((a) => a.action)).toContain('entries.close');
  });

  test('bad fields: 422 naming each; the bot field refuses; markup stays text', () => {
    expect(enterTournament(conn, rid, { name: '', birth: 'x', consent: false }, ctx())).toMatchObject({
      ok: false,
      status: 422,
      errors: [{ params: { field: 'name' } }, { params: { field: 'birth' } }, { params: { field: 'sex' } }, { params: { field: 'consent' } }],
    });
    expect(enterTournament(conn, rid, jan, ctx({ botField: 'http://spam.example' }))).toMatchObject({ ok: false, status: 422, errors: [{ code: 'ENTRY_NOT_ACCEPTED' }] });
    const x = enterTournament(conn, rid, { ...jan, name: '<img src=x onerror=alert(1)> Kot' }, ctx());
    expect(x.ok && x.value.entry.name).toBe('<img src=x onerror=alert(1)> Kot');
  });

  test('an unpublished season hides its tournaments: 404 to the public', () => {
    updateSeason(conn, arbiter, 'gp-2027', { public: false });
    expect(enterTournament(conn, rid, jan, ctx())).toMatchObject({ ok: false, status: 404 });
    expect(announcementView(conn, rid, '2027-02-01')).toMatchObject({ ok: false, status: 404 });
    expect(announcementView(conn, rid, '2027-02-01', arbiter)).toMatchObject({ ok: true });
  });

  test('rate limits: per client and tournament, per client in the hour', () => {
    for (let i = 0; i < 6; i += 1) expect(enterTournament(conn, rid, { ...jan, name: `Gracz ${'abcdefgh'[i]}` }, ctx()).ok).toBe(true);
    expect(enterTournament(conn, rid, { ...jan, name: 'Gracz z' }, ctx())).toMatchObject({ ok: false, status: 429, errors: [{ code: 'ENTRY_LIMIT', params: { which: 'client-tournament' } }] });
    // another client is not stopped
    expect(enterTournament(conn, rid, { ...jan, name: 'Gracz z' }, ctx({ client: '198.51.100.9' })).ok).toBe(true);
    // one client's entries to several tournaments in an hour
    const other = createReservation(conn, zulawy, season(), { date: '2027-03-07', name: 'GP Elbląg', city: 'Elbląg', ...plan }, TODAY);
    if (!other.ok) throw new Error('setup');
    for (let i = 0; i < 4; i += 1) expect(enterTournament(conn, other.value.id, { ...jan, name: `Inny ${'abcd'[i]}` }, ctx()).ok).toBe(true);
    expect(enterTournament(conn, other.value.id, { ...jan, name: 'Inny z' }, ctx())).toMatchObject({ ok: false, status: 429, errors: [{ params: { which: 'client-window' } }] });
    expect(enterTournament(conn, other.value.id, { ...jan, name: 'Inny z' }, ctx({ now: new Date('2027-02-01T11:00:01Z') })).ok).toBe(true);
  });

  test('the limit and the waiting list: a withdrawal moves the first waiting entry up; a raised limit takes more', () => {
    updateAnnouncement(conn, jedynka, rid, { entryLimit: 2 }, NOW);
    const ids = ['a', 'b', 'c', 'd'].map((n, i) => enterTournament(conn, rid, { ...jan, name: `Gracz ${n}` }, ctx({ client: `198.51.100.${i}` })));
    expect(ids.map((r) => r.ok && r.value.entry.waiting)).toEqual([false, false, true, true]);
    const v = announcementView(conn, rid, '2027-02-01');
    expect(v.ok && [v.value.list.entries.length, v.value.list.waiting.map((e) => e.name)]).toEqual([2, ['Gracz c', 'Gracz d']]);
    const first = ids[0]!;
    if (!first.ok) throw new Error('setup');
    expect(withdrawEntry(conn, jedynka, rid, first.value.entry.id, null, NOW)).toMatchObject({ ok: true, value: { movedUp: [ids[2]!.ok ? ids[2]!.value.entry.id : 0] } });
    updateAnnouncement(conn, jedynka, rid, { entryLimit: 5 }, NOW);
    const after = announcementView(conn, rid, '2027-02-01');
    expect(after.ok && [after.value.list.entries.length, after.value.list.waiting.length]).toEqual([3, 0]);
  });
});

describe("the organizer's list", () => {
  test('mark paid and present, add a player at the desk on the day, remove one; others may not', () => {
    const e = enterTournament(conn, rid, jan, ctx());
    if (!e.ok) throw new Error('setup');
    expect(markEntry(conn, zulawy, rid, e.value.entry.id, { paid: true })).toMatchObject({ ok: false, status: 403 });
    expect(markEntry(conn, jedynka, rid, e.value.entry.id, { paid: true, present: true })).toMatchObject({ ok: true, value: { paid: true, present: true } });
    const desk = addEntryByOrganizer(conn, jedynka, rid, { name: 'Gość Przy Stoliku', birth: 2015, sex: 'F' }, new Date('2027-03-06T09:00:00Z'));
    expect(desk).toMatchObject({ ok: true, value: { category: 'junior14', feeGrosze: 1500, via: 'organizer', codeHash: null } });
    expect(addEntryByOrganizer(conn, jedynka, rid, { name: 'Jan Kowal', birth: 1990, sex: 'M' }, NOW)).toMatchObject({ ok: false, status: 409 });
    expect(addEntryByOrganizer(conn, jedynka, rid, { name: 'Late', birth: 1990, sex: 'M' }, new Date('2027-03-07T09:00:00Z'))).toMatchObject({ ok: false, status: 409 });
    expect(withdrawEntry(conn, zulawy, rid, e.value.entry.id, null, NOW)).toMatchObject({ ok: false, status: 403 });
    expect(withdrawEntry(conn, arbiter, rid, e.value.entry.id, null, NOW)).toMatchObject({ ok: true });
    const actions = latestAudit(conn).map((a) => a.action);
    expect(actions.filter((a) => a === 'entry.update')).toHaveLength(1);
    expect(actions.filter((a) => a === 'entry.withdraw')).toHaveLength(1);
  });

  test('the start list as TRF and CSV: the field only, in rating order; the organizer or the arbiter', () => {
    enterTournament(conn, rid, { name: 'x', birth: 1990, sex: 'M', crId: '100', consent: true }, ctx());
    enterTournament(conn, rid, { name: 'Wiśniewska Łucja', birth: 1995, sex: 'F', consent: true }, ctx());
    const guest = enterTournament(conn, rid, jan, ctx());
    if (!guest.ok) throw new Error('setup');
    withdrawEntry(conn, null, rid, guest.value.entry.id, guest.value.code, NOW);
    expect(startList(conn, zulawy, rid, 'trf')).toMatchObject({ ok: false, status: 403 });
    const trf = startList(conn, arbiter, rid, 'trf');
    expect(trf.ok).toBe(true);
    if (!trf.ok) return;
    const read = parseTrfText(trf.value.body);
    expect(read.ok && read.tournament.players.map((p) => [p.startNumber, p.name, p.fideId])).toEqual([
      [1, 'Nowak Jan', '1100'],
      [2, 'Wiśniewska Łucja', null],
    ]);
    expect(read.ok && read.tournament.nationalRatings.map((n) => n.nationalId)).toEqual(['100', '102']);
    const csv = startList(conn, jedynka, rid, 'csv');
    expect(csv.ok && csv.value.body.split('\r\n').slice(1, 3)).toEqual(['Nowak Jan;1990;M;UKS Jedynka Olsztyn;100;1100;1850;POL;senior', 'Wiśniewska Łucja;1995;F;Hetman;102;;1600;POL;woman']);
    expect(csv.ok && csv.value.fileName).toBe(`2027-03-06-r${rid}-start-list.csv`);
  });

  test('the upload preview finds the entries of the tournament id r{id}; withdrawn and waiting ones are not in the field', () => {
    enterTournament(conn, rid, jan, ctx());
    expect(entriesForTournament(conn, season().id, `r${rid}`)?.entries.map((e) => e.name)).toEqual(['Jan Kowal']);
    expect(entriesForTournament(conn, season().id, 'gp01')).toBeNull();
    expect(entriesForTournament(conn, season().id, 'r9999')).toBeNull();
  });
});

describe('results meet entries (issue 41 §4)', () => {
  test('the preview links entered players first, with no question, and says who is missing and which rows have no entry; the commit keeps the links', async () => {
    const { previewTournamentUpload, commitTournamentUpload } = await import('@/server/uploads');
    const { getStandings } = await import('@/server/standings');
    // the younger Nowak Jan enters; the register has two of the name, so the file's "NOWAK Jan" without a year is a question without the entry
    enterTournament(conn, rid, { name: 'Nowak Jan', birth: 2010, sex: 'M', consent: true }, ctx());
    enterTournament(conn, rid, { name: 'Wiśniewska Łucja', birth: 1995, sex: 'F', consent: true }, ctx());
    enterTournament(conn, rid, jan, ctx());
    const file = { season: season(), code: `r${rid}`, name: 'III GP Olsztyn', date: '2027-03-06', final: false, fileName: 'wyniki.csv', bytes: bytes('place,name,points\n1,NOWAK Jan,7\n2,Wisniewska Lucja,6\n3,Guest Walk-in,5\n') };
    const p = previewTournamentUpload(conn, arbiter, file);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.entries).toEqual({
      reservation: rid,
      linked: [
        { line: 2, name: 'NOWAK Jan', entry: 'Nowak Jan', crId: '101', by: 'name' },
        { line: 3, name: 'Wisniewska Lucja', entry: 'Wiśniewska Łucja', crId: '102', by: 'name' },
      ],
      missing: [{ id: expect.any(Number), name: 'Jan Kowal', birthYear: 1990, club: 'UKS Jedynka' }],
      unentered: [{ line: 4, name: 'Guest Walk-in' }],
    });
    const byLine = new Map(p.preview.rows.map((r) => [r.source.line, r]));
    expect(byLine.get(2)?.playerKey).toBe('cr:101');
    expect(byLine.get(3)?.playerKey).toBe('cr:102');
    // without the entries the same row would have asked the arbiter (two Nowak Jan in the register)
    const gp = previewTournamentUpload(conn, arbiter, { ...file, code: 'gp99' });
    expect(gp.ok && gp.entries).toBeNull();
    expect(gp.ok && gp.preview.rows.find((r) => r.source.line === 2)?.playerKey).not.toBe('cr:101');

    const c = commitTournamentUpload(conn, arbiter, file);
    expect(c).toMatchObject({ ok: true, value: { version: 1 } });
    const t = getStandings(conn, season()).tournaments.find((x) => x.id === `r${rid}`)!;
    expect(t.rows.find((r) => r.line === 2)?.playerKey).toBe('cr:101');
    // the same file again: the links are kept, nothing new to store
    expect(commitTournamentUpload(conn, arbiter, file)).toMatchObject({ ok: true, value: { identicalTo: 1 } });
  });
});

describe('the entry limits are settings', () => {
  test('each from its variable; anything but a positive integer keeps the default', async () => {
    const { entryLimits } = await import('@/server/entry-limits');
    expect(entryLimits({})).toEqual({ perClientPerTournament: 6, perClientInWindow: 10, windowMinutes: 60, perTournamentInWindow: 120 });
    expect(entryLimits({ GP_ENTRIES_PER_CLIENT_WINDOW: '50', GP_ENTRIES_WINDOW_MINUTES: 'x', GP_ENTRIES_PER_CLIENT_TOURNAMENT: '-1', GP_ENTRIES_PER_TOURNAMENT_WINDOW: ' 300 ' })).toEqual({ perClientPerTournament: 6, perClientInWindow: 50, windowMinutes: 60, perTournamentInWindow: 300 });
  });
});

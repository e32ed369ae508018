import { beforeEach, expect, test } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { auditLog, users, type User } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { createSeason } from '@/server/seasons';
import { createUser } from '@/server/users';
import { answerAgreement, createReservation } from '@/server/reservations';
import { refusals } from '@/server/calendar/refusals';
import { readAuditEntry } from '@/lib/i18n/audit-words';
import { CALENDAR_WORDS } from '@/lib/i18n/calendar-words';
import { words } from '@/lib/i18n/words';

// Issue 29, defect 10: a rejected reservation says who refused it — on the organizer's page, the
// arbiter's calendar and in the audit log.
const cli = { userId: null, via: 'cli' } as const;
const TODAY = '2027-01-10';
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

const statusEntries = () =>
  conn.db
    .select({ at: auditLog.at, by: users.email, via: auditLog.via, action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.action, 'reservation.status'))
    .all();

test('an organizer’s “no”: the reservation names the organizer, and so does the audit log, in Polish words and dates', () => {
  const first = createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'I', city: 'Olsztyn' }, TODAY);
  const other = createReservation(conn, zulawy, season(), { date: '2027-03-06', name: 'Ż', city: 'Elbląg' }, TODAY);
  if (!first.ok || !other.ok) throw new Error('setup');
  expect(answerAgreement(conn, jedynka, other.value.id, false, '2027-01-11T10:00:00Z')).toMatchObject({ ok: true, value: { status: 'rejected' } });
  const refusal = refusals(conn, season().id, [first.value.id, other.value.id]);
  expect([...refusal]).toEqual([[other.value.id, { by: 'organizers', who: ['UKS Jedynka Olsztyn'] }]]);
  expect(words('pl', CALENDAR_WORDS).refusedBy('organizers', ['UKS Jedynka Olsztyn'])).toBe('odmówił organizator: UKS Jedynka Olsztyn');
  expect(words('pl', CALENDAR_WORDS).refusedBy('organizers', ['A', 'B'])).toBe('odmówili organizatorzy: A, B');
  expect(words('en', CALENDAR_WORDS).refusedBy('organizers', ['A', 'B'])).toBe('declined by the organizers: A, B');
  const [entry] = statusEntries();
  const pl = readAuditEntry('pl', entry!);
  expect(pl.who).toBe('o1@example.org (strona)');
  expect(pl.details).toBe(`rezerwacja: ${other.value.id} · data: 06.03.2027 · nazwa: Ż · było: czeka na zgodę organizatorów · jest: odrzucony · odmówił: UKS Jedynka Olsztyn`);
  expect(readAuditEntry('en', entry!).details).toBe(`reservation: ${other.value.id} · date: 2027-03-06 · name: Ż · from: awaiting the organizers’ agreement · to: rejected · refused by: UKS Jedynka Olsztyn`);
});

test('the arbiter’s decision: the arbiter is named', () => {
  createReservation(conn, jedynka, season(), { date: '2027-03-06', name: 'I', city: 'Olsztyn' }, TODAY);
  const other = createReservation(conn, zulawy, season(), { date: '2027-03-06', name: 'Ż', city: 'Elbląg' }, TODAY);
  if (!other.ok) throw new Error('setup');
  expect(answerAgreement(conn, arbiter, other.value.id, false, '2027-01-11T10:00:00Z')).toMatchObject({ ok: true, value: { status: 'rejected' } });
  expect(refusals(conn, season().id, [other.value.id]).get(other.value.id)).toEqual({ by: 'arbiter', who: ['a@example.org'] });
  expect(words('pl', CALENDAR_WORDS).refusedBy('arbiter', ['a@example.org'])).toBe('odrzucił sędzia (a@example.org)');
  expect(readAuditEntry('pl', statusEntries()[0]!).details).toContain('uwaga: decyzja sędziego · odmówił: a@example.org');
});

/**
 * The season calendar (regulation §1.11; rules spec §7). Permissions are checked here, next to the
 * data: organizers reserve and change only their own dates, answer only agreements they owe; the
 * arbiter may enter any date and decide any waiting reservation.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { PlannedTournament } from '@/lib/calendar/compliance';
import { checkReservation, statusAfterAnswers, weekendOf, type ReservationStatus } from '@/lib/calendar/reservation-rules';
import { resolveRules } from '@/lib/series/rules';
import { writeTransaction, type Connection } from '@/db/client';
import { reservationAgreements, reservations, seasons, users, type Reservation, type Season, type User } from '@/db/schema';
import { getStandings } from '@/server/standings';
import { audit } from '@/db/queries/audit';
import { NotAllowed } from '@/server/workspace/access';

/** An amount of money in złoty: finite, not negative, at most 1,000,000. */
const amount = z.number().finite().min(0, 'an amount cannot be negative').max(1_000_000, 'an amount above 1,000,000 zł is not plausible');

export const ReservationInput = z.object({
  date: z.string(),
  name: z.string().trim().min(1, 'the tournament needs a name').max(200),
  city: z.string().trim().min(1, 'the city is required').max(100),
  venue: z.string().trim().max(200).optional().nullable(),
  club: z.string().trim().max(200).optional().nullable(),
  contact: z.string().trim().max(200).optional().nullable(),
  rounds: z.number().int().min(1).max(20).optional().nullable(),
  tempo: z.string().trim().max(40).optional().nullable(),
  fees: z.object({ adult: amount.nullable().optional(), junior18OrVeteran: amount.nullable().optional(), womanOrJunior14: amount.nullable().optional() }).strict().optional().nullable(),
  prizes: z.object({ places: z.array(amount.nullable()).max(50).optional(), category: amount.nullable().optional(), drawn: amount.nullable().optional() }).strict().optional().nullable(),
  final: z.boolean().optional(),
});
export type ReservationParams = z.input<typeof ReservationInput>;

export type CalendarResult<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 | 422; errors: { code: string; message: string; params?: Record<string, string | number> }[] };

const actor = (user: User, via: 'api' | 'web') => ({ userId: user.id, via });

function assertSignedIn(user: User | null): asserts user is User {
  if (!user) throw new NotAllowed(401);
}

function logStatus(conn: Connection, user: User, via: 'api' | 'web', r: Reservation, status: ReservationStatus, note?: string) {
  audit(conn, actor(user, via), 'reservation.status', r.seasonId, { reservation: r.id, date: r.date, name: r.name, from: r.status, to: status, ...(note ? { note } : {}) });
}

/** Reserve a date: checked against the rules, confirmed at once or waiting for agreement. */
export function createReservation(conn: Connection, user: User | null, season: Season, input: ReservationParams, today: string, via: 'api' | 'web' = 'web'): CalendarResult<Reservation> {
  assertSignedIn(user);
  // an unpublished season is the arbiter's draft: to organizers it does not exist
  if (!season.public && user.role !== 'arbiter') return { ok: false, status: 404, errors: [{ code: 'NOT_FOUND', message: `No season "${season.slug}".` }] };
  const parsed = ReservationInput.safeParse(input);
  if (!parsed.success) return { ok: false, status: 422, errors: parsed.error.issues.map((i) => ({ code: 'INVALID_FIELD', message: `${i.path.join('.') || 'body'}: ${i.message}`, params: { field: i.path.join('.') } })) };
  const p = parsed.data;
  const byArbiter = user.role === 'arbiter';
  if (p.final && !byArbiter) return { ok: false, status: 403, errors: [{ code: 'FORBIDDEN', message: 'Only the arbiter enters the Final.' }] };
  const rules = resolveRules(season.preset, JSON.parse(season.rulesJson));
  const window = rules.ok ? rules.rules.window : { from: '02-04', to: '12-16' };
  return writeTransaction(conn, () => {
    const existing = conn.db.select().from(reservations).where(and(eq(reservations.seasonId, season.id), inArray(reservations.status, ['confirmed', 'awaiting-agreement']))).all();
    const check = checkReservation({ date: p.date, today, seasonYear: season.year, byArbiter, rules: { window, minDaysAhead: 30 }, existing: existing.map((r) => ({ id: r.id, date: r.date, status: r.status, ownerId: r.ownerId })) });
    if (!check.ok) return { ok: false as const, status: 422 as const, errors: check.errors };
    if (p.final && existing.some((r) => r.final)) return { ok: false as const, status: 422 as const, errors: [{ code: 'SECOND_FINAL', message: 'The season already has a Final in the calendar.' }] };
    // the arbiter's entry is confirmed at once (the arbiter may decide either way)
    const status = byArbiter ? 'confirmed' : check.status;
    const row = conn.db
      .insert(reservations)
      .values({
        seasonId: season.id,
        date: p.date,
        name: p.name,
        city: p.city,
        venue: p.venue ?? null,
        club: byArbiter ? (p.club ?? null) : user.club,
        contact: p.contact ?? null,
        rounds: p.rounds ?? null,
        tempo: p.tempo ?? null,
        feesJson: p.fees ? JSON.stringify(p.fees) : null,
        prizesJson: p.prizes ? JSON.stringify(p.prizes) : null,
        final: p.final ?? false,
        status,
        ownerId: user.id,
      })
      .returning()
      .get();
    if (status === 'awaiting-agreement') {
      for (const organizerId of check.needsAgreementOf.filter((id) => id !== user.id)) conn.db.insert(reservationAgreements).values({ reservationId: row.id, organizerId }).run();
    }
    audit(conn, actor(user, via), 'reservation.create', season.id, { reservation: row.id, date: row.date, name: row.name, status });
    // a reservation that needed only the reserving organizer's own agreement is confirmed
    if (status === 'awaiting-agreement' && check.needsAgreementOf.every((id) => id === user.id)) {
      conn.db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, row.id)).run();
      return { ok: true as const, value: { ...row, status: 'confirmed' as const } };
    }
    return { ok: true as const, value: row };
  });
}

/**
 * An answer to a waiting reservation: by an organizer who owes it (one "no" rejects, all "yes"
 * confirm), or by the arbiter, who decides either way. Anyone else: 403.
 */
export function answerAgreement(conn: Connection, user: User | null, id: number, agree: boolean, at: string, via: 'api' | 'web' = 'web'): CalendarResult<{ status: ReservationStatus }> {
  assertSignedIn(user);
  return writeTransaction(conn, () => {
    const r = conn.db.select().from(reservations).where(eq(reservations.id, id)).get();
    if (!r) return { ok: false as const, status: 404 as const, errors: [{ code: 'NOT_FOUND', message: `No reservation ${id}.` }] };
    if (user.role === 'arbiter') {
      const status: ReservationStatus = agree ? 'confirmed' : 'rejected';
      if (r.status !== status) {
        logStatus(conn, user, via, r, status, 'decided by the arbiter');
        conn.db.update(reservations).set({ status }).where(eq(reservations.id, id)).run();
      }
      return { ok: true as const, value: { status } };
    }
    const owed = conn.db.select().from(reservationAgreements).where(and(eq(reservationAgreements.reservationId, id), eq(reservationAgreements.organizerId, user.id))).get();
    if (!owed || r.status !== 'awaiting-agreement') return { ok: false as const, status: 403 as const, errors: [{ code: 'FORBIDDEN', message: 'Only an organizer with a confirmed tournament that weekend answers this reservation.' }] };
    conn.db.update(reservationAgreements).set({ agree, answeredAt: at }).where(eq(reservationAgreements.id, owed.id)).run();
    audit(conn, actor(user, via), agree ? 'reservation.agree' : 'reservation.decline', r.seasonId, { reservation: id });
    const answers = conn.db.select().from(reservationAgreements).where(eq(reservationAgreements.reservationId, id)).all();
    const status = statusAfterAnswers(answers.map((a) => ({ organizerId: a.organizerId, agree: a.agree })));
    if (status !== r.status) {
      logStatus(conn, user, via, r, status);
      conn.db.update(reservations).set({ status }).where(eq(reservations.id, id)).run();
    }
    return { ok: true as const, value: { status } };
  });
}

/** Cancel a reservation: the organizer who made it, or the arbiter. */
export function cancelReservation(conn: Connection, user: User | null, id: number, via: 'api' | 'web' = 'web'): CalendarResult<{ status: ReservationStatus }> {
  assertSignedIn(user);
  return writeTransaction(conn, () => {
    const r = conn.db.select().from(reservations).where(eq(reservations.id, id)).get();
    if (!r) return { ok: false as const, status: 404 as const, errors: [{ code: 'NOT_FOUND', message: `No reservation ${id}.` }] };
    if (user.role !== 'arbiter' && r.ownerId !== user.id) return { ok: false as const, status: 403 as const, errors: [{ code: 'FORBIDDEN', message: 'You can change or cancel only your own reservations.' }] };
    if (r.status !== 'cancelled') {
      logStatus(conn, user, via, r, 'cancelled');
      conn.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, id)).run();
    }
    return { ok: true as const, value: { status: 'cancelled' as const } };
  });
}

export interface PublicReservation {
  id: number;
  date: string;
  weekend: string;
  name: string;
  city: string;
  venue: string | null;
  club: string | null;
  status: ReservationStatus;
  final: boolean;
  /** The tournament id the arbiter uploads results to. */
  tournament: string;
}

/** The season's calendar, in date order; cancelled ones are left out. */
export function listReservations(conn: Connection, season: Season): PublicReservation[] {
  return conn.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.seasonId, season.id), ne(reservations.status, 'cancelled')))
    .orderBy(asc(reservations.date), asc(reservations.id))
    .all()
    .map((r) => ({ id: r.id, date: r.date, weekend: weekendOf(r.date), name: r.name, city: r.city, venue: r.venue, club: r.club, status: r.status, final: r.final, tournament: reservationTournamentCode(r) }));
}

/** An organizer's own reservations and the agreements they owe, with full details. */
export function organizerView(conn: Connection, user: User | null, season: Season) {
  assertSignedIn(user);
  const own = conn.db.select().from(reservations).where(and(eq(reservations.seasonId, season.id), eq(reservations.ownerId, user.id))).orderBy(asc(reservations.date)).all();
  const owed = conn.db
    .select({ r: reservations, agree: reservationAgreements.agree, owner: users.email })
    .from(reservationAgreements)
    .innerJoin(reservations, eq(reservations.id, reservationAgreements.reservationId))
    .innerJoin(users, eq(users.id, reservations.ownerId))
    .where(and(eq(reservationAgreements.organizerId, user.id), eq(reservations.seasonId, season.id)))
    .all();
  return { own, owed };
}

export function allReservations(conn: Connection, user: User | null, season: Season) {
  assertSignedIn(user);
  if (user.role !== 'arbiter') throw new NotAllowed(403);
  return conn.db
    .select({ r: reservations, owner: users.email })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.ownerId))
    .where(eq(reservations.seasonId, season.id))
    .orderBy(asc(reservations.date))
    .all();
}

const ReservationPatch = ReservationInput.pick({ name: true, city: true, venue: true, contact: true, rounds: true, tempo: true, fees: true, prizes: true }).partial();
export type ReservationPatchParams = z.input<typeof ReservationPatch>;

/**
 * Change the details of a reservation: its organizer or the arbiter. The date is not changed here —
 * a new date is a new reservation (cancel and reserve), so the weekend's agreements stay honest.
 */
export function updateReservation(conn: Connection, user: User | null, id: number, patch: ReservationPatchParams, via: 'api' | 'web' = 'web'): CalendarResult<Reservation> {
  assertSignedIn(user);
  const parsed = ReservationPatch.strict().safeParse(patch);
  if (!parsed.success) return { ok: false, status: 422, errors: parsed.error.issues.map((i) => ({ code: 'INVALID_FIELD', message: `${i.path.join('.') || 'body'}: ${i.message}`, params: { field: i.path.join('.') } })) };
  if (Object.values(parsed.data).every((v) => v === undefined)) return { ok: false, status: 422, errors: [{ code: 'EMPTY_PATCH', message: 'Send at least one field to change (name, city, venue, contact, rounds, tempo, fees, prizes).' }] };
  return writeTransaction(conn, () => {
    const r = conn.db.select().from(reservations).where(eq(reservations.id, id)).get();
    if (!r) return { ok: false as const, status: 404 as const, errors: [{ code: 'NOT_FOUND', message: `No reservation ${id}.` }] };
    if (user.role !== 'arbiter' && r.ownerId !== user.id) return { ok: false as const, status: 403 as const, errors: [{ code: 'FORBIDDEN', message: 'You can change or cancel only your own reservations.' }] };
    const p = parsed.data;
    const row = conn.db
      .update(reservations)
      .set({
        ...(p.name !== undefined ? { name: p.name } : {}),
        ...(p.city !== undefined ? { city: p.city } : {}),
        ...(p.venue !== undefined ? { venue: p.venue } : {}),
        ...(p.contact !== undefined ? { contact: p.contact } : {}),
        ...(p.rounds !== undefined ? { rounds: p.rounds } : {}),
        ...(p.tempo !== undefined ? { tempo: p.tempo } : {}),
        ...(p.fees !== undefined ? { feesJson: p.fees ? JSON.stringify(p.fees) : null } : {}),
        ...(p.prizes !== undefined ? { prizesJson: p.prizes ? JSON.stringify(p.prizes) : null } : {}),
      })
      .where(eq(reservations.id, id))
      .returning()
      .get();
    audit(conn, actor(user, via), 'reservation.update', r.seasonId, { reservation: id, ...p });
    return { ok: true as const, value: row };
  });
}

/** The planned format of a reservation, for lib/calendar/compliance. */
export function plannedOf(r: Reservation): PlannedTournament {
  return { rounds: r.rounds, tempo: r.tempo, fees: r.feesJson ? JSON.parse(r.feesJson) : null, prizes: r.prizesJson ? JSON.parse(r.prizesJson) : null };
}

/** A reservation becomes the tournament the arbiter uploads results to: `final`, else `r<id>`. */
import { reservationTournamentCode } from '@/lib/calendar/reservation-rules';
export { reservationTournamentCode };

/** regulation: the Final's organizer — suggest the club that won the previous season's team table. */
export function suggestedFinalOrganizer(conn: Connection, season: Season): string | null {
  const previous = conn.db.select().from(seasons).where(eq(seasons.year, season.year - 1)).orderBy(asc(seasons.id)).get();
  return previous ? (getStandings(conn, previous).teams[0]?.club ?? null) : null;
}

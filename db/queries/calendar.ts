import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { auditLog, reservationAgreements, reservations, tournaments, users, type Reservation } from '@/db/schema';

/**
 * The season calendar's rows (regulation §1.11): reservations, the agreements a waiting one is owed,
 * and what the calendar reads beside them. The rules (who may book, what a clash is, when a
 * reservation is confirmed) and the permission checks are server/calendar's; the writes here are
 * called inside its transactions.
 */

type Status = Reservation['status'];

/** The statuses that hold a date: a rejected or cancelled reservation holds none. */
const LIVE: Status[] = ['confirmed', 'awaiting-agreement'];

export function reservationById(conn: Connection, id: number): Reservation | undefined {
  return conn.db.select().from(reservations).where(eq(reservations.id, id)).get();
}

/** The season's reservations that hold a date (confirmed or awaiting agreement), in date order. */
export function liveReservations(conn: Connection, seasonId: number): Reservation[] {
  return conn.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.seasonId, seasonId), inArray(reservations.status, LIVE)))
    .orderBy(asc(reservations.date), asc(reservations.id))
    .all();
}

/** The live reservations of several seasons (one query: the home page reads every season's calendar), in date order. */
export function liveReservationsOf(conn: Connection, seasonIds: readonly number[]): Reservation[] {
  if (seasonIds.length === 0) return [];
  return conn.db
    .select()
    .from(reservations)
    .where(and(inArray(reservations.seasonId, [...seasonIds]), inArray(reservations.status, LIVE)))
    .orderBy(asc(reservations.date), asc(reservations.id))
    .all();
}

/** The season's reservations that hold `date`. */
export function liveReservationsOn(conn: Connection, seasonId: number, date: string): Reservation[] {
  return conn.db.select().from(reservations).where(and(eq(reservations.seasonId, seasonId), eq(reservations.date, date), inArray(reservations.status, LIVE))).all();
}

/** The live reservation `id` of the season that is not the Final, or — `final` — the season's first live Final. */
export function liveReservationFor(conn: Connection, seasonId: number, which: { id: number } | 'final'): Reservation | undefined {
  const where = which === 'final' ? and(eq(reservations.seasonId, seasonId), eq(reservations.final, true), inArray(reservations.status, LIVE)) : and(eq(reservations.seasonId, seasonId), eq(reservations.id, which.id), eq(reservations.final, false), inArray(reservations.status, LIVE));
  return conn.db.select().from(reservations).where(where).orderBy(asc(reservations.id)).get();
}

/** An organizer's own reservations of the season, in date order. */
export function reservationsOwnedBy(conn: Connection, seasonId: number, ownerId: number): Reservation[] {
  return conn.db.select().from(reservations).where(and(eq(reservations.seasonId, seasonId), eq(reservations.ownerId, ownerId))).orderBy(asc(reservations.date)).all();
}

/** Every reservation of the season with its owner's address, in date order (the arbiter's list). */
export function reservationsWithOwners(conn: Connection, seasonId: number) {
  return conn.db.select({ r: reservations, owner: users.email }).from(reservations).innerJoin(users, eq(users.id, reservations.ownerId)).where(eq(reservations.seasonId, seasonId)).orderBy(asc(reservations.date)).all();
}

/** The season's reservations whose agreement `organizerId` owes, with the answer given and the owner's address. */
export function agreementsOwedBy(conn: Connection, seasonId: number, organizerId: number) {
  return conn.db
    .select({ r: reservations, agree: reservationAgreements.agree, owner: users.email })
    .from(reservationAgreements)
    .innerJoin(reservations, eq(reservations.id, reservationAgreements.reservationId))
    .innerJoin(users, eq(users.id, reservations.ownerId))
    .where(and(eq(reservationAgreements.organizerId, organizerId), eq(reservations.seasonId, seasonId)))
    .all();
}

type NewReservation = Omit<typeof reservations.$inferInsert, 'id' | 'createdAt'>;

/** Stores a reservation; call inside the booking's write transaction. */
export function insertReservation(conn: Connection, values: NewReservation): Reservation {
  return conn.db.insert(reservations).values(values).returning().get();
}

/** Changes a reservation's details (never its date, season or owner); call inside a write transaction. */
export function updateReservationRow(conn: Connection, id: number, patch: Partial<Pick<Reservation, 'name' | 'city' | 'venue' | 'contact' | 'rounds' | 'tempo' | 'feesJson' | 'prizesJson'>>): Reservation {
  return conn.db.update(reservations).set(patch).where(eq(reservations.id, id)).returning().get()!;
}

export function setReservationStatus(conn: Connection, id: number, status: Status): void {
  conn.db.update(reservations).set({ status }).where(eq(reservations.id, id)).run();
}

/** The agreement `organizerId` owes reservation `reservationId`; call inside the booking's transaction. */
export function insertAgreement(conn: Connection, reservationId: number, organizerId: number): void {
  conn.db.insert(reservationAgreements).values({ reservationId, organizerId }).run();
}

/** The agreement `organizerId` owes the reservation, if any. */
export function agreementOwed(conn: Connection, reservationId: number, organizerId: number) {
  return conn.db.select().from(reservationAgreements).where(and(eq(reservationAgreements.reservationId, reservationId), eq(reservationAgreements.organizerId, organizerId))).get();
}

/** Records an organizer's answer; call inside a write transaction. */
export function answerAgreementRow(conn: Connection, agreementId: number, agree: boolean, at: string): void {
  conn.db.update(reservationAgreements).set({ agree, answeredAt: at }).where(eq(reservationAgreements.id, agreementId)).run();
}

/** Every agreement a reservation is owed, answered or not. */
export function agreementsOf(conn: Connection, reservationId: number) {
  return conn.db.select().from(reservationAgreements).where(eq(reservationAgreements.reservationId, reservationId)).all();
}

/** The organizers who answered "no" to one of the reservations, with their club and address. */
export function declinedAgreements(conn: Connection, reservationIds: readonly number[]) {
  return conn.db
    .select({ reservationId: reservationAgreements.reservationId, club: users.club, email: users.email })
    .from(reservationAgreements)
    .innerJoin(users, eq(users.id, reservationAgreements.organizerId))
    .where(and(inArray(reservationAgreements.reservationId, [...reservationIds]), eq(reservationAgreements.agree, false)))
    .all();
}

/** The audit log's changes of status of the season's reservations, oldest first, with who made each. */
export function reservationStatusChanges(conn: Connection, seasonId: number) {
  return conn.db
    .select({ details: auditLog.details, email: users.email, role: users.role })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.seasonId, seasonId), eq(auditLog.action, 'reservation.status')))
    .orderBy(auditLog.id)
    .all();
}

/** The season's tournaments whose results are stored (not deleted), as the calendar lists them. */
export function heldTournaments(conn: Connection, seasonId: number) {
  return conn.db
    .select({ code: tournaments.code, name: tournaments.name, date: tournaments.date, final: tournaments.final })
    .from(tournaments)
    .where(and(eq(tournaments.seasonId, seasonId), isNull(tournaments.deletedAt), isNotNull(tournaments.currentVersionId)))
    .all();
}

/** {@link heldTournaments} of several seasons (one query), each with its season's id. */
export function heldTournamentsOf(conn: Connection, seasonIds: readonly number[]) {
  if (seasonIds.length === 0) return [];
  return conn.db
    .select({ seasonId: tournaments.seasonId, code: tournaments.code, name: tournaments.name, date: tournaments.date, final: tournaments.final })
    .from(tournaments)
    .where(and(inArray(tournaments.seasonId, [...seasonIds]), isNull(tournaments.deletedAt), isNotNull(tournaments.currentVersionId)))
    .all();
}

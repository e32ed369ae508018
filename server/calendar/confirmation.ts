/**
 * Confirming and cancelling (regulation §1.11): agreements of the weekend's organizers, the
 * arbiter's decisions, cancellations. Permissions are checked here, next to the data.
 */
import { notAllowed } from '@/server/workspace/access';
import { sameDayClash, statusAfterAnswers, type ReservationStatus } from '@/lib/calendar/reservation-rules';
import { writeTransaction, type Connection } from '@/db/client';
import type { User } from '@/db/schema';
import { agreementOwed, agreementsOf, answerAgreementRow, liveReservationsOn, reservationById } from '@/db/queries/calendar';
import { audit } from '@/db/queries/audit';
import { actor, changeStatus } from './common';
import type { Problem, Result } from '@/lib/problem';
import { coded, notFound, refuse } from '@/lib/problem';

/**
 * An answer to a waiting reservation: by an organizer who owes it (one "no" rejects, all "yes"
 * confirm), or by the arbiter, who decides either way — but not into a second tournament of one
 * organizer on one day. Anyone else: 403.
 */
export function answerAgreement(conn: Connection, user: User | null, id: number, agree: boolean, at: string, via: 'api' | 'web' = 'web'): Result<{ status: ReservationStatus }> {
  if (!user) return notAllowed(user);
  return writeTransaction(conn, () => {
    const r = reservationById(conn, id);
    if (!r) return notFound({ what: 'reservation', name: id });
    if (user.role === 'arbiter') {
      const status: ReservationStatus = agree ? 'confirmed' : 'rejected';
      if (status === 'confirmed' && r.status !== 'confirmed') {
        const live = liveReservationsOn(conn, r.seasonId, r.date);
        if (sameDayClash(r.date, r, live, r.id)) return refuse([coded<Problem>({ code: 'SAME_DAY_SAME_ORGANIZER', params: { date: r.date } })]);
      }
      if (r.status !== status) {
        changeStatus(conn, user, via, r, status, 'decided by the arbiter');
      }
      return { ok: true as const, value: { status } };
    }
    const owed = agreementOwed(conn, id, user.id);
    if (!owed || r.status !== 'awaiting-agreement') return refuse([coded<Problem>({ code: 'FORBIDDEN', params: { reason: 'weekend-agreement' } })]);
    answerAgreementRow(conn, owed.id, agree, at);
    audit(conn, actor(user, via), agree ? 'reservation.agree' : 'reservation.decline', r.seasonId, { reservation: id });
    const answers = agreementsOf(conn, id);
    const status = statusAfterAnswers(answers.map((a) => ({ organizerId: a.organizerId, agree: a.agree })));
    if (status !== r.status) {
      changeStatus(conn, user, via, r, status);
    }
    return { ok: true as const, value: { status } };
  });
}

/** What may still be cancelled: a rejected or cancelled reservation holds no date, so it has nothing to cancel. */
export function cancellable(status: ReservationStatus): boolean {
  return status === 'confirmed' || status === 'awaiting-agreement';
}

/** Cancel a reservation: the organizer who made it, or the arbiter. A rejected one is refused (it holds no date). */
export function cancelReservation(conn: Connection, user: User | null, id: number, via: 'api' | 'web' = 'web'): Result<{ status: ReservationStatus }> {
  if (!user) return notAllowed(user);
  return writeTransaction(conn, () => {
    const r = reservationById(conn, id);
    if (!r) return notFound({ what: 'reservation', name: id });
    if (user.role !== 'arbiter' && r.ownerId !== user.id) return refuse([coded<Problem>({ code: 'FORBIDDEN', params: { reason: 'own-reservations' } })]);
    if (r.status === 'rejected') return refuse([coded<Problem>({ code: 'REJECTED_NOT_CANCELLABLE' })]);
    if (r.status !== 'cancelled') {
      changeStatus(conn, user, via, r, 'cancelled');
    }
    return { ok: true as const, value: { status: 'cancelled' as const } };
  });
}

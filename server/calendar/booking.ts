/**
 * Booking a date (regulation §1; rules spec §7): the rules of the calendar, the one-tournament-a-day
 * rule, and the regulation check of the planned format — a plan that breaks it is still booked, with
 * the broken rules returned as warnings for the page to show.
 */
import { notAllowed } from '@/server/workspace/access';
import { z } from 'zod';
import { refinement } from '@/lib/config/refinement';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { complianceWarnings, type ComplianceItem } from '@/lib/calendar/compliance';
import { checkReservation } from '@/lib/calendar/reservation-rules';
import { writeTransaction, type Connection } from '@/db/client';
import type { Reservation, Season, User } from '@/db/schema';
import { insertAgreement, insertReservation, liveReservations, reservationById, setReservationStatus, updateReservationRow } from '@/db/queries/calendar';
import { audit } from '@/db/queries/audit';
import { actor, calendarChanged, plannedOf, seasonCalendar } from './common';
import type { Problem, Result } from '@/lib/problem';
import { coded, notFound, refuse } from '@/lib/problem';

/** An amount of money in złoty: finite, not negative, at most 1,000,000. */
const amount = z
  .number()
  .finite()
  .refine((x) => x >= 0, refinement('AMOUNT_NEGATIVE'))
  .refine((x) => x <= 1_000_000, refinement('AMOUNT_IMPLAUSIBLE'));

export const ReservationInput = z.object({
  date: z.string(),
  name: z.string().trim().refine((s) => s.length >= 1, refinement('TOURNAMENT_NAME_REQUIRED')).max(200),
  city: z.string().trim().refine((s) => s.length >= 1, refinement('CITY_REQUIRED')).max(100),
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

const invalid = (issues: z.core.$ZodIssue[], input: unknown) => issues.map((i) => coded<Problem>({ code: 'INVALID_FIELD', params: { ...zodIssueParams(i, input), field: i.path.join('.') } }));

/** A booked reservation and the regulation's rules its plan breaks (empty: none broken or none given). */
export type Booked = Reservation & { warnings: ComplianceItem[] };

/** Reserve a date: checked against the rules, confirmed at once or waiting for agreement. */
export function createReservation(conn: Connection, user: User | null, season: Season, input: ReservationParams, today: string, via: 'api' | 'web' = 'web'): Result<Booked> {
  if (!user) return notAllowed(user);
  // an unpublished season is the arbiter's draft: to organizers it does not exist
  if (!season.public && user.role !== 'arbiter') return notFound({ what: 'season', name: season.slug });
  const parsed = ReservationInput.safeParse(input);
  if (!parsed.success) return refuse(invalid(parsed.error.issues, input));
  const p = parsed.data;
  const byArbiter = user.role === 'arbiter';
  if (p.final && !byArbiter) return refuse([coded<Problem>({ code: 'FORBIDDEN', params: { reason: 'final' } })]);
  const { calendar, format } = seasonCalendar(season);
  const club = byArbiter ? (p.club ?? null) : user.club;
  return writeTransaction(conn, () => {
    const existing = liveReservations(conn, season.id);
    const check = checkReservation({
      date: p.date,
      today,
      seasonYear: season.year,
      byArbiter,
      organizer: { ownerId: user.id, club },
      rules: calendar,
      existing: existing.map((r) => ({ id: r.id, date: r.date, status: r.status, ownerId: r.ownerId, club: r.club })),
    });
    if (!check.ok) return refuse(check.errors);
    if (p.final && existing.some((r) => r.final)) return refuse([coded<Problem>({ code: 'SECOND_FINAL' })]);
    // the arbiter's entry is confirmed at once (the arbiter may decide either way)
    const status = byArbiter ? 'confirmed' : check.status;
    const row = insertReservation(conn, {
      seasonId: season.id,
      date: p.date,
      name: p.name,
      city: p.city,
      venue: p.venue ?? null,
      club,
      contact: p.contact ?? null,
      rounds: p.rounds ?? null,
      tempo: p.tempo ?? null,
      feesJson: p.fees ? JSON.stringify(p.fees) : null,
      prizesJson: p.prizes ? JSON.stringify(p.prizes) : null,
      final: p.final ?? false,
      status,
      ownerId: user.id,
    });
    if (status === 'awaiting-agreement') {
      for (const organizerId of check.needsAgreementOf.filter((id) => id !== user.id)) insertAgreement(conn, row.id, organizerId);
    }
    const warnings = complianceWarnings(plannedOf(row), format);
    calendarChanged(conn, season.id);
    audit(conn, actor(user, via), 'reservation.create', season.id, { reservation: row.id, date: row.date, name: row.name, status, ...(warnings.length ? { warnings: warnings.map((w) => w.code) } : {}) });
    // a reservation that needed only the reserving organizer's own agreement is confirmed
    if (status === 'awaiting-agreement' && check.needsAgreementOf.every((id) => id === user.id)) {
      setReservationStatus(conn, row.id, 'confirmed');
      return { ok: true as const, value: { ...row, status: 'confirmed' as const, warnings } };
    }
    return { ok: true as const, value: { ...row, warnings } };
  });
}

const ReservationPatch = ReservationInput.pick({ name: true, city: true, venue: true, contact: true, rounds: true, tempo: true, fees: true, prizes: true }).partial();
export type ReservationPatchParams = z.input<typeof ReservationPatch>;

/**
 * Change the details of a reservation: its organizer or the arbiter. The date is not changed here —
 * a new date is a new reservation (cancel and reserve), so the weekend's agreements stay honest.
 */
export function updateReservation(conn: Connection, user: User | null, id: number, patch: ReservationPatchParams, via: 'api' | 'web' = 'web'): Result<Reservation> {
  if (!user) return notAllowed(user);
  const parsed = ReservationPatch.strict().safeParse(patch);
  if (!parsed.success) return refuse(invalid(parsed.error.issues, patch));
  if (Object.values(parsed.data).every((v) => v === undefined)) return refuse([coded<Problem>({ code: 'EMPTY_PATCH' })]);
  return writeTransaction(conn, () => {
    const r = reservationById(conn, id);
    if (!r) return notFound({ what: 'reservation', name: id });
    if (user.role !== 'arbiter' && r.ownerId !== user.id) return refuse([coded<Problem>({ code: 'FORBIDDEN', params: { reason: 'own-reservations' } })]);
    const p = parsed.data;
    const row = updateReservationRow(conn, id, {
      ...(p.name !== undefined ? { name: p.name } : {}),
      ...(p.city !== undefined ? { city: p.city } : {}),
      ...(p.venue !== undefined ? { venue: p.venue } : {}),
      ...(p.contact !== undefined ? { contact: p.contact } : {}),
      ...(p.rounds !== undefined ? { rounds: p.rounds } : {}),
      ...(p.tempo !== undefined ? { tempo: p.tempo } : {}),
      ...(p.fees !== undefined ? { feesJson: p.fees ? JSON.stringify(p.fees) : null } : {}),
      ...(p.prizes !== undefined ? { prizesJson: p.prizes ? JSON.stringify(p.prizes) : null } : {}),
    });
    // a played tournament's page shows the reservation's venue, time control and organizer when its
    // file has none (issue 29): the season's pages are kept per revision, so the revision moves
    calendarChanged(conn, r.seasonId);
    audit(conn, actor(user, via), 'reservation.update', r.seasonId, { reservation: id, ...p });
    return { ok: true as const, value: row };
  });
}

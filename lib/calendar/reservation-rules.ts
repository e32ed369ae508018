import { coded, type Loaded, type Problem } from '@/lib/problem';
import { isIsoDate, type IsoDate } from '@/lib/dates';
import { isPolishHoliday } from './holidays';

/**
 * Reservation rules of regulation §1 (rules spec §7), pure: `today` is passed in.
 * - one day, a Saturday, a Sunday or a Polish public holiday, inside the season window;
 * - an organizer reserves at least 30 days ahead (the announcement reaches the arbiter a month
 *   before); the arbiter may enter any date inside the window (any weekday, any time ahead) —
 *   our reading of "the arbiter may enter any date", needed for the Final on 16 December;
 * - first come, first served on a weekend: the first is confirmed, later ones wait for the
 *   agreement of every organizer with a confirmed tournament that weekend.
 */
export type ReservationStatus = 'confirmed' | 'awaiting-agreement' | 'rejected' | 'cancelled';

export interface CalendarRules {
  /** Season window: MM-DD of the season year, or full dates (lib/calendar/season-window.ts). */
  window: { from: string; to: string };
  /** Minimum days between the reservation and the tournament for an organizer. */
  minDaysAhead: number;
}

export const DEFAULT_CALENDAR_RULES: CalendarRules = { window: { from: '02-04', to: '12-16' }, minDaysAhead: 30 };

interface ExistingReservation {
  id: number;
  date: IsoDate;
  status: ReservationStatus;
  ownerId: number;
  /** The organizing club; reservations without one are told apart by who made them. */
  club?: string | null;
}

/**
 * Who organizes a tournament, for the one-tournament-a-day rule: the club (as written, ignoring
 * case and spaces), else the account that reserved it.
 */
export function organizerKey(r: { ownerId: number; club?: string | null }): string {
  const club = r.club?.trim().replace(/\s+/g, ' ').toLowerCase();
  return club ? `club:${club}` : `owner:${r.ownerId}`;
}

/**
 * Regulation §1.4 (a tournament lasts one day) and §1.11 (a date is reserved for one tournament):
 * one organizer does not hold two live tournaments on the same day — the second is refused, for
 * the arbiter too; the organizer may move or cancel the first. Our reading, noted in README.
 */
export function sameDayClash(date: IsoDate, organizer: { ownerId: number; club?: string | null }, existing: readonly ExistingReservation[], except?: number): ExistingReservation | undefined {
  const key = organizerKey(organizer);
  return existing.find((r) => r.id !== except && r.date === date && (r.status === 'confirmed' || r.status === 'awaiting-agreement') && organizerKey(r) === key);
}

interface ReservationCheckInput {
  date: string;
  today: IsoDate;
  seasonYear: number;
  byArbiter: boolean;
  /** Who organizes the new tournament (for the one-tournament-a-day rule); omitted: not checked. */
  organizer?: { ownerId: number; club?: string | null };
  rules?: CalendarRules;
  existing: readonly ExistingReservation[];
}

type ReservationCheck = Loaded<{ status: 'confirmed' | 'awaiting-agreement'; needsAgreementOf: number[]; weekend: string }, Problem>;

const DAY = 86_400_000;
const utc = (d: IsoDate) => Date.parse(`${d}T00:00:00Z`);
const weekday = (d: IsoDate) => new Date(utc(d)).getUTCDay();

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utc(to) - utc(from)) / DAY);
}

export function isAllowedDay(date: IsoDate): boolean {
  const w = weekday(date);
  return w === 0 || w === 6 || isPolishHoliday(date);
}

/**
 * The "weekend" a date belongs to, for the one-tournament-per-weekend rule: Saturday and Sunday of
 * one week share the Saturday's key; a holiday on a weekday counts alone.
 */
export function weekendOf(date: IsoDate): string {
  const w = weekday(date);
  if (w === 6) return date;
  if (w === 0) return new Date(utc(date) - DAY).toISOString().slice(0, 10);
  return date;
}

/** The season's dates from its window (lib/calendar/season-window.ts: month-days, or full dates). */
import { seasonWindow } from './season-window';
export { seasonWindow };

export function checkReservation(input: ReservationCheckInput): ReservationCheck {
  const rules = input.rules ?? DEFAULT_CALENDAR_RULES;
  const errors: Problem[] = [];
  if (!isIsoDate(input.date)) return { ok: false, errors: [coded<Problem>({ code: 'INVALID_DATE', params: { value: input.date } })], warnings: [] };
  const date = input.date;
  const { from, to } = seasonWindow(input.seasonYear, rules.window);
  if (date < from || date > to) errors.push(coded<Problem>({ code: 'OUTSIDE_SEASON', params: { from, to } }));
  // the arbiter "may enter any date" (e.g. the Final on 16 December, whatever the weekday)
  if (!input.byArbiter && !isAllowedDay(date)) errors.push(coded<Problem>({ code: 'NOT_A_DAY_OFF' }));
  if (!input.byArbiter && daysBetween(input.today, date) < rules.minDaysAhead) {
    errors.push(coded<Problem>({ code: 'TOO_LATE', params: { days: rules.minDaysAhead } }));
  }
  const clash = input.organizer ? sameDayClash(date, input.organizer, input.existing) : undefined;
  if (clash) errors.push(coded<Problem>({ code: 'SAME_DAY_SAME_ORGANIZER', params: { date } }));
  if (errors.length) return { ok: false, errors, warnings: [] };
  const weekend = weekendOf(date);
  const confirmed = input.existing.filter((r) => r.status === 'confirmed' && weekendOf(r.date) === weekend);
  if (confirmed.length === 0) return { ok: true, status: 'confirmed', needsAgreementOf: [], weekend, warnings: [] };
  return { ok: true, status: 'awaiting-agreement', needsAgreementOf: [...new Set(confirmed.map((r) => r.ownerId))].sort((a, b) => a - b), weekend, warnings: [] };
}

interface AgreementState {
  organizerId: number;
  agree: boolean | null;
}

/** A waiting reservation after the answers so far: one "no" rejects it; all "yes" confirm it. */
export function statusAfterAnswers(answers: readonly AgreementState[]): ReservationStatus {
  if (answers.some((a) => a.agree === false)) return 'rejected';
  if (answers.every((a) => a.agree === true)) return 'confirmed';
  return 'awaiting-agreement';
}

/** The tournament id a reservation's results are uploaded under: `r<number>`, or `final`. */
export function reservationTournamentCode(r: { id: number; final: boolean }): string {
  return r.final ? 'final' : `r${r.id}`;
}

/**
 * The days a reservation can still be made on (issue 40 walk: the organizer's page offered a past
 * season whose dates could no longer be booked): the first and last days inside the season window
 * that pass checkReservation's day rules — for an organizer a Saturday, Sunday or public holiday at
 * least `minDaysAhead` days after `today`; for the arbiter any day of the window. Null when there is
 * none: the season is closed to bookings. (One organizer's same-day clash is not a day rule.) Pure.
 */
export function bookableDays(input: { seasonYear: number; today: IsoDate; byArbiter: boolean; rules?: CalendarRules }): { first: IsoDate; last: IsoDate } | null {
  const rules = input.rules ?? DEFAULT_CALENDAR_RULES;
  const { from, to } = seasonWindow(input.seasonYear, rules.window);
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const earliest = input.byArbiter ? from : [from, iso(utc(input.today) + rules.minDaysAhead * DAY)].sort()[1]!;
  if (earliest > to) return null;
  const ok = (d: IsoDate) => input.byArbiter || isAllowedDay(d);
  let first: IsoDate | null = null;
  for (let t = utc(earliest); t <= utc(to); t += DAY) if (ok(iso(t))) { first = iso(t); break; }
  if (first === null) return null;
  let last = first;
  for (let t = utc(to); t >= utc(first); t -= DAY) if (ok(iso(t))) { last = iso(t); break; }
  return { first, last };
}

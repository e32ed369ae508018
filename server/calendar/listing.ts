/**
 * Reading the calendar: the public season calendar (live reservations and the tournaments held),
 * an organizer's own view, the arbiter's full list.
 */
import type { CalendarEntry } from '@/lib/calendar/ics';
import { reservationTournamentCode, weekendOf, type ReservationStatus } from '@/lib/calendar/reservation-rules';
import type { Connection } from '@/db/client';
import type { Season, User } from '@/db/schema';
import { agreementsOwedBy, heldTournaments, heldTournamentsOf, liveReservations, liveReservationsOf, reservationsOwnedBy, reservationsWithOwners } from '@/db/queries/calendar';
import type { Reservation } from '@/db/schema';
import { firstSeasonOfYear } from '@/db/queries/seasons';
import { getStandings } from '@/server/standings';
import { forArbiter, notAllowed } from '@/server/workspace/access';

export { reservationTournamentCode };

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

/** The season's public calendar of reservations, in date order (confirmed and waiting ones only: a rejected or cancelled reservation holds no date and is not shown). */
export function listReservations(conn: Connection, season: Season): PublicReservation[] {
  return liveReservations(conn, season.id).map(publicReservation);
}

/** {@link listReservations} of several seasons in two queries, by season id (a club's page reads every season's). */
export function listReservationsOf(conn: Connection, seasons: readonly Season[]): Map<number, PublicReservation[]> {
  const out = new Map<number, PublicReservation[]>(seasons.map((s) => [s.id, []]));
  for (const r of liveReservationsOf(conn, seasons.map((s) => s.id))) out.get(r.seasonId)?.push(publicReservation(r));
  return out;
}

const publicReservation = (r: Reservation): PublicReservation => ({ id: r.id, date: r.date, weekend: weekendOf(r.date), name: r.name, city: r.city, venue: r.venue, club: r.club, status: r.status, final: r.final, tournament: reservationTournamentCode(r) });

/** One line of the public calendar: a reservation, or a tournament held (results stored) with no reservation behind it. */
export interface CalendarLine extends CalendarEntry {
  key: string;
  final: boolean;
  tournament: string;
}

/**
 * The public season calendar: every live reservation and every tournament whose results are
 * stored — a season played before the calendar existed (the 2018 demo) shows its tournaments.
 */
export function publicCalendar(conn: Connection, season: Season): CalendarLine[] {
  return calendarLines(heldTournaments(conn, season.id), listReservations(conn, season));
}

/**
 * {@link publicCalendar} of several seasons in two queries whatever their number (issue 38: the home
 * page reads every public season's calendar; one season's at a time it cost two queries a season), by season id.
 */
export function publicCalendars(conn: Connection, seasons: readonly Season[]): Map<number, CalendarLine[]> {
  const ids = seasons.map((s) => s.id);
  const held = new Map<number, { code: string; name: string; date: string; final: boolean }[]>(ids.map((id) => [id, []]));
  for (const t of heldTournamentsOf(conn, ids)) held.get(t.seasonId)?.push(t);
  const booked = listReservationsOf(conn, seasons);
  return new Map(ids.map((id) => [id, calendarLines(held.get(id)!, booked.get(id)!)]));
}

function calendarLines(held: readonly { code: string; name: string; date: string; final: boolean }[], booked: readonly PublicReservation[]): CalendarLine[] {
  const heldCodes = new Set(held.map((t) => t.code));
  const bookedCodes = new Set(booked.map((r) => r.tournament));
  const lines: CalendarLine[] = [
    ...booked.map((r) => ({ key: `r${r.id}`, id: r.id, date: r.date, name: r.name, city: r.city, venue: r.venue, club: r.club, status: heldCodes.has(r.tournament) ? ('played' as const) : r.status, final: r.final, tournament: r.tournament })),
    ...held.filter((t) => !bookedCodes.has(t.code)).map((t) => ({ key: `t-${t.code}`, id: null, date: t.date, name: t.name, city: null, venue: null, club: null, status: 'played' as const, final: t.final, tournament: t.code })),
  ];
  return lines.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}

/** An organizer's own reservations and the agreements they owe, with full details. */
export function organizerView(conn: Connection, user: User | null, season: Season) {
  if (!user) return notAllowed(user);
  const own = reservationsOwnedBy(conn, season.id, user.id);
  const owed = agreementsOwedBy(conn, season.id, user.id);
  return { ok: true as const, value: { own, owed } };
}

/** Every reservation of the season with its owner: the arbiter's calendar and fees. */
export function allReservations(conn: Connection, user: User | null, season: Season) {
  return forArbiter(user, () => reservationsWithOwners(conn, season.id));
}

/** regulation: the Final's organizer — suggest the club that won the previous season's team table. */
export function suggestedFinalOrganizer(conn: Connection, season: Season): string | null {
  const previous = firstSeasonOfYear(conn, season.year - 1);
  return previous ? (getStandings(conn, previous).teams[0]?.club ?? null) : null;
}

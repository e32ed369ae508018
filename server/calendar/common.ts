/** What the calendar's use cases share: the answer shape, the signed-in check, the status log, the season's format. */
import type { Connection } from '@/db/client';
import type { Reservation, Season, User } from '@/db/schema';
import { audit } from '@/db/queries/audit';
import { setReservationStatus } from '@/db/queries/calendar';
import { bumpRevision } from '@/db/queries/seasons';
import { seasonRules } from '@/server/seasons';
import { tournamentFormatOf, type PlannedTournament, type TournamentFormat } from '@/lib/calendar/compliance';
import { DEFAULT_CALENDAR_RULES, type CalendarRules, type ReservationStatus } from '@/lib/calendar/reservation-rules';


export const actor = (user: User, via: 'api' | 'web') => ({ userId: user.id, via });


export function logStatus(conn: Connection, user: User, via: 'api' | 'web', r: Reservation, status: ReservationStatus, note?: string) {
  // a rejection names who refused (issue 29): the organizer whose "no" rejected it, or the arbiter
  const refusedBy = status === 'rejected' ? (user.role === 'arbiter' ? user.email : (user.club ?? user.email)) : undefined;
  audit(conn, actor(user, via), 'reservation.status', r.seasonId, { reservation: r.id, date: r.date, name: r.name, from: r.status, to: status, ...(note ? { note } : {}), ...(refusedBy ? { refusedBy } : {}) });
}

/**
 * A change of the season's live calendar — a date booked, confirmed, rejected or cancelled — reaches
 * the season's pages, which are kept per revision: the coming dates and every player's outlook
 * (standings.ts remainingFromCalendar), and a CSV tournament's venue and details, which come from
 * the one live reservation on its date (issue 40, item 4). So the revision moves, in the write's
 * transaction. Call inside it.
 */
export function calendarChanged(conn: Connection, seasonId: number): void {
  bumpRevision(conn, seasonId);
}

/** A reservation's status changed by `user`: logged, stored, and the season's pages made stale. Call inside the write's transaction. */
export function changeStatus(conn: Connection, user: User, via: 'api' | 'web', r: Reservation, status: ReservationStatus, note?: string): void {
  logStatus(conn, user, via, r, status, note);
  setReservationStatus(conn, r.id, status);
  calendarChanged(conn, r.seasonId);
}

/** The season's calendar rules and tournament format, from its rule set (a broken rule set: the defaults). */
export function seasonCalendar(season: Season): { calendar: CalendarRules; format: TournamentFormat } {
  try {
    const rules = seasonRules(season);
    return { calendar: { window: rules.window, minDaysAhead: rules.tournamentFormat?.minDaysAhead ?? DEFAULT_CALENDAR_RULES.minDaysAhead }, format: tournamentFormatOf(rules) };
  } catch {
    return { calendar: DEFAULT_CALENDAR_RULES, format: tournamentFormatOf({ rounds: null, tournamentFormat: null }) };
  }
}

/** The planned format of a reservation, for lib/calendar/compliance. */
export function plannedOf(r: Reservation): PlannedTournament {
  return { rounds: r.rounds, tempo: r.tempo, fees: r.feesJson ? JSON.parse(r.feesJson) : null, prizes: r.prizesJson ? JSON.parse(r.prizesJson) : null };
}

import { reservationTournamentCode } from '@/lib/calendar/reservation-rules';
import type { Remaining } from '@/lib/series/outlook';
import type { ComputeStandingsInput } from '@/lib/series/standings';
import type { Connection } from '@/db/client';
import { confirmedReservations, loadSeasonRows, type CurrentVersion } from '@/db/queries/season-input';
import type { Season } from '@/db/schema';
import { seasonRules } from './seasons';

/** Everything the engine needs for a season: its year and rules, and the stored rows of the current version of each tournament. */
export function loadSeasonInput(conn: Connection, season: Season): ComputeStandingsInput {
  return loadSeason(conn, season).input;
}

/**
 * The engine's input and each tournament's current version by code (loadSeasonRows): `previous`,
 * the versions of an earlier load, whose rows are kept for the tournaments that did not change.
 */
export function loadSeason(conn: Connection, season: Season, previous?: ReadonlyMap<string, CurrentVersion>): { input: ComputeStandingsInput; versions: Map<string, CurrentVersion> } {
  const { rows, versions } = loadSeasonRows(conn, season, previous);
  return { input: { year: season.year, rules: seasonRules(season), ...rows }, versions };
}

/**
 * Issue 14 ("what do I need?"): the tournaments still to come, from the season's calendar — the
 * confirmed reservations whose results are not uploaded yet (a count, and whether the Final is one
 * of them). None when the calendar holds nothing to come.
 */
export function remainingFromCalendar(conn: Connection, season: Season, uploaded: ReadonlySet<string>): Remaining | undefined {
  const toCome = confirmedReservations(conn, season.id).filter((r) => !uploaded.has(reservationTournamentCode(r)));
  if (toCome.length === 0) return undefined;
  return { regular: toCome.filter((r) => !r.final).length, final: toCome.some((r) => r.final) && !uploaded.has('final') };
}

/** Issue 14: the tournaments still to come as the arbiter set them in the season's settings; null = from the calendar. */
export function seasonRemaining(season: Season): Remaining | null {
  return season.remainingRegular === null ? null : { regular: season.remainingRegular, final: season.remainingFinal };
}

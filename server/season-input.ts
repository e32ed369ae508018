import { reservationTournamentCode } from '@/lib/calendar/reservation-rules';
import type { Remaining } from '@/lib/series/outlook';
import type { ComputeStandingsInput } from '@/lib/series/standings';
import type { Connection } from '@/db/client';
import { confirmedReservations, loadSeasonRows, type CurrentVersion } from '@/db/queries/season-input';
import type { Season } from '@/db/schema';
import { seasonRules } from './seasons';
import type { TournamentProgress } from '@/lib/series/tournament-progress';
import { splitInProgress } from '@/lib/series/provisional';

/**
 * Everything the engine needs for a season's official table: its year and rules, and the stored
 * rows of the current version of each tournament — but a tournament in progress (issue 25).
 */
export function loadSeasonInput(conn: Connection, season: Season): ComputeStandingsInput {
  return loadSeason(conn, season).input;
}

export interface LoadedSeasonData {
  /** The official table's input: the tournaments in progress left out (docs/in-progress.md). */
  input: ComputeStandingsInput;
  /** The provisional table's ("if the tournaments in progress ended now"): every tournament; null when none is in progress. */
  provisional: ComputeStandingsInput | null;
  /** The tournaments in progress by code: after round `round` of `of`. */
  inProgress: Map<string, TournamentProgress>;
  versions: Map<string, CurrentVersion>;
}

/**
 * The engine's input and each tournament's current version by code (loadSeasonRows): `previous`,
 * the versions of an earlier load, whose rows are kept for the tournaments that did not change.
 */
export function loadSeason(conn: Connection, season: Season, previous?: ReadonlyMap<string, CurrentVersion>): LoadedSeasonData {
  const { rows, versions } = loadSeasonRows(conn, season, previous);
  const inProgress = new Map<string, TournamentProgress>();
  for (const [code, v] of versions) if (v.inProgress) inProgress.set(code, v.inProgress);
  const all: ComputeStandingsInput = { year: season.year, rules: seasonRules(season), ...rows };
  const { official, provisional } = splitInProgress(all, inProgress);
  return { input: official, provisional, inProgress, versions };
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

import { reservationTournamentCode } from '@/lib/calendar/reservation-rules';
import type { Remaining } from '@/lib/series/outlook';
import type { ComputeStandingsInput } from '@/lib/series/standings';
import type { Connection } from '@/db/client';
import { confirmedReservations, loadSeasonRows, type CurrentVersion } from '@/db/queries/season-input';
import { versionBytesById } from '@/db/queries/uploads';
import { styleHasGames } from '@/lib/import/headers';
import { readTournamentFile } from '@/lib/series/tournament-file';
import type { Season } from '@/db/schema';
import { seasonRules } from './seasons';
import { tournamentProgress, type TournamentProgress } from '@/lib/series/tournament-progress';
import { splitInProgress } from '@/lib/series/provisional';

/**
 * Everything the engine needs for a season's official table: its year and rules, and the stored
 * rows of the current version of each tournament — but a tournament in progress (issue 25).
 */
export function loadSeasonInput(conn: Connection, season: Season): ComputeStandingsInput {
  return loadSeason(conn, season).input;
}

interface LoadedSeasonData {
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
  for (const [code, v] of versions) {
    if (!v.inProgress) continue;
    const kept = previous?.get(code);
    const progress = kept?.id === v.id && kept.inProgress ? kept.inProgress : readProgress(conn, season, v);
    versions.set(code, { ...v, inProgress: progress });
    inProgress.set(code, progress);
  }
  const all: ComputeStandingsInput = { year: season.year, rules: seasonRules(season), ...rows };
  const { official, provisional } = splitInProgress(all, inProgress);
  return { input: official, provisional, inProgress, versions };
}

/**
 * Issue 40: a stored version of a tournament in progress as the pages say it — its file read again
 * through tournamentProgress (lib/games/rounds-under-way.ts, the reading of every kind with rounds):
 * the round play has reached and the games of it and earlier rounds still without a result. The
 * stored columns keep the flag (the version is in progress, so the official table leaves it out)
 * and `of`; a version stored before issue 40 said only the rounds finished from the first (one game
 * without a result held it at the round before), and has no column for the games outstanding — so
 * no migration: the file, kept byte for byte, is read once per version (the previous revision's
 * reading is kept while the version stays current). A ranking list without games, or a file that
 * no longer reads, keeps the stored round.
 */
function readProgress(conn: Connection, season: Season, v: CurrentVersion): TournamentProgress {
  const stored = v.inProgress!;
  if (!styleHasGames(v.style)) return stored;
  const bytes = versionBytesById(conn, v.id);
  if (!bytes) return stored;
  const read = readTournamentFile(bytes, { rounds: stored.of, tieBreaks: seasonRules(season).tournamentTieBreaks, date: v.date, table: v.tableIndex });
  if (!read.games || !read.facts) return stored;
  const progress = tournamentProgress({ games: read.games, sheet: read.facts.sheet, ruleRounds: stored.of });
  return progress ? { ...progress, of: stored.of } : stored;
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

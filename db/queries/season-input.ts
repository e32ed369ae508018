import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ComputeStandingsInput } from '@/lib/series/standings';
import { storedProgress } from './uploads';
import type { Connection } from '@/db/client';
import { spellingAnswersOf } from './spellings';
import { manualLinks, reservations, tournaments, uploadVersions, type Season } from '@/db/schema';

type SeasonRows = Pick<ComputeStandingsInput, 'registry' | 'manualLinks' | 'spellingAnswers' | 'tournaments'>;
type ResultRow = SeasonRows['tournaments'][number]['rows'][number];
type RegistryRow = NonNullable<SeasonRows['registry']>[number];

/**
 * A version's rows, read with a plain prepared statement in raw mode (arrays) and made into the
 * engine's ResultRow here: a 40 × 1,000 season is 40,000 rows, and the query builder's row mapping
 * took longer than the standings themselves (object rows from better-sqlite3 are slower too).
 */
const RESULT_ROWS = `SELECT line, place, name, points_half, cr_id, fide_id, birth_year, sex, club, region, rating, category, fed, score_place
  FROM results WHERE version_id = ? ORDER BY line, id`;
type ResultColumns = [number, number, string, number, string | null, string | null, number | null, 'M' | 'F' | null, string | null, string | null, number | null, string | null, string | null, number | null];
const REGISTRY_ROWS = `SELECT line, cr_id, name, fide_id, birth_year, sex, rating, category, fed, club, region, "from", "to"
  FROM registry_players WHERE season_id = ? ORDER BY line, id`;
type RegistryColumns = [number, string, string, string | null, number | null, 'M' | 'F' | null, number | null, string | null, string | null, string | null, string | null, string | null, string | null];

/** A tournament's current stored version (a stored version never changes): its id and style, the tournament's date, its rows. */
export interface CurrentVersion {
  id: number;
  style: string;
  date: string;
  rows: readonly ResultRow[];
  /**
   * Issue 25: the file of a tournament in progress, after round `round` of `of`; null when finished.
   * As stored; server/season-input.ts re-reads the round and the games outstanding (`pending`,
   * issue 40) from the stored file.
   */
  inProgress: { round: number; of: number; pending?: number } | null;
  /** Issue 37: the table of the file the rows were read from, when the arbiter picked one of several; null = the first. */
  tableIndex: number | null;
}

/**
 * The season's stored rows the engine reads: the current version of each tournament (those in
 * progress too: server/season-input.ts parts the official from the provisional), the register,
 * the hand links; and each tournament's current version by code. `previous`: the versions of an
 * earlier read — a tournament whose current version is still the same one keeps its rows, unread.
 */
export function loadSeasonRows(conn: Connection, season: Season, previous?: ReadonlyMap<string, CurrentVersion>): { rows: SeasonRows; versions: Map<string, CurrentVersion> } {
  const ts = conn.db
    .select({ code: tournaments.code, name: tournaments.name, date: tournaments.date, final: tournaments.final, versionId: uploadVersions.id, style: uploadVersions.style, fileName: uploadVersions.fileName, hasRegion: uploadVersions.hasRegion, inProgressRound: uploadVersions.inProgressRound, inProgressOf: uploadVersions.inProgressOf, tableIndex: uploadVersions.tableIndex })
    .from(tournaments)
    .innerJoin(uploadVersions, eq(uploadVersions.id, tournaments.currentVersionId))
    .where(and(eq(tournaments.seasonId, season.id), isNull(tournaments.deletedAt), isNotNull(tournaments.currentVersionId)))
    .orderBy(asc(tournaments.date), asc(tournaments.code))
    .all();
  const resultRows = conn.sqlite.prepare<[number], ResultColumns>(RESULT_ROWS).raw(true);
  // One string object per distinct text among the rows read here: names, ids, clubs and regions repeat
  // in every tournament, so 40,000 rows keep a few thousand strings alive instead of 300,000 (less for
  // the garbage collector to copy while the standings are computed) and the engine's maps hash each
  // text once. (Rows kept from `previous` were read, and shared, by an earlier call.)
  const texts = new Map<string, string>();
  const text = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = texts.get(value);
    if (known !== undefined) return known as T;
    texts.set(value, value);
    return value;
  };
  const rowsOf = (versionId: number): ResultRow[] =>
    resultRows.all(versionId).map(([line, place, name, points, crId, fideId, birthYear, sex, club, region, rating, category, fed, scorePlace]) => ({
      line,
      place,
      name: text(name),
      points,
      crId: text(crId),
      fideId: text(fideId),
      birthYear,
      sex: text(sex),
      club: text(club),
      region: text(region),
      rating,
      category: text(category),
      fed: text(fed),
      ...(scorePlace !== null ? { scorePlace } : {}),
    }));
  const reg = conn.sqlite
    .prepare<[number], RegistryColumns>(REGISTRY_ROWS)
    .raw(true)
    .all(season.id)
    .map(([line, crId, name, fideId, birthYear, sex, rating, category, fed, club, region, from, to]): RegistryRow => ({ line, crId, name, fideId, birthYear, sex, rating, category, fed, club, region, from, to }));
  const links = conn.db.select().from(manualLinks).where(eq(manualLinks.seasonId, season.id)).all();
  // formats §6: the arbiter's answers about spellings, applied to every upload and re-upload
  const spellings = spellingAnswersOf(conn, season.id);
  const versions = new Map<string, CurrentVersion>();
  for (const t of ts) {
    const kept = previous?.get(t.code);
    versions.set(t.code, { id: t.versionId, style: t.style, date: t.date, rows: kept?.id === t.versionId ? kept.rows : rowsOf(t.versionId), inProgress: storedProgress(t), tableIndex: t.tableIndex });
  }
  return {
    rows: {
      registry: reg.length ? reg : null,
      manualLinks: links.map((l) => ({ tournamentId: l.tournamentCode, normalizedName: l.normalizedName, birthYear: l.birthYear, place: l.place, line: l.line, crId: l.crId })),
      ...(spellings.length > 0 ? { spellingAnswers: spellings.map((a) => ({ name: a.name, sameAs: a.sameAs, same: a.same })) } : {}),
      tournaments: ts.map((t) => ({ id: t.code, name: t.name, date: t.date, final: t.final, fileName: t.fileName, fileHasRegion: t.hasRegion, rows: versions.get(t.code)!.rows })),
    },
    versions,
  };
}

/** The season's confirmed reservations (the calendar's tournaments, uploaded or still to come). */
export function confirmedReservations(conn: Connection, seasonId: number) {
  return conn.db.select({ id: reservations.id, final: reservations.final }).from(reservations).where(and(eq(reservations.seasonId, seasonId), eq(reservations.status, 'confirmed'))).all();
}

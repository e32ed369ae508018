import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { registryPlayers, registryUploads, results, tournaments, uploadVersions, users } from '@/db/schema';
import type { Tournament } from '@/db/schema';
import type { TournamentProgress } from '@/lib/series/tournament-progress';

/** A stored version's "after round k of n" (issue 25), or null for a finished file. */
export function storedProgress(v: { inProgressRound: number | null; inProgressOf: number | null }): TournamentProgress | null {
  return v.inProgressRound !== null && v.inProgressOf !== null ? { round: v.inProgressRound, of: v.inProgressOf } : null;
}

/** Rows of uploads: tournaments' versions and their result rows, the register's uploads and players. Checking a file is server/uploads.ts's. */

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function tournamentByCode(conn: Connection, seasonId: number, code: string): Tournament | undefined {
  return conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, seasonId), eq(tournaments.code, code))).get();
}

/** The season's Final other than the tournament `code`, if one is stored (deleted ones do not count). */
export function otherFinal(conn: Connection, seasonId: number, code: string): Tournament | undefined {
  return conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, seasonId), eq(tournaments.final, true))).all().find((t) => t.code !== code && !t.deletedAt);
}

/** Whether a stored version is the file of a tournament in progress (issue 25). */
export function currentVersionInProgress(conn: Connection, versionId: number): boolean {
  return conn.db.select({ round: uploadVersions.inProgressRound }).from(uploadVersions).where(eq(uploadVersions.id, versionId)).get()?.round != null;
}

export function lastVersionNumber(conn: Connection, tournamentId: number): number {
  return conn.db.select({ version: uploadVersions.version }).from(uploadVersions).where(eq(uploadVersions.tournamentId, tournamentId)).orderBy(desc(uploadVersions.version)).get()?.version ?? 0;
}

/** A result row as stored, without its version. */
type NewResultRow = Omit<typeof results.$inferInsert, 'id' | 'versionId'>;
/** A register row as stored, without its season and upload. */
type NewRegistryRow = Omit<typeof registryPlayers.$inferInsert, 'id' | 'seasonId' | 'uploadId'>;

interface NewVersion {
  seasonId: number;
  /** The tournament's id, name, date and Final flag as this version states them. */
  tournament: Pick<Tournament, 'code' | 'name' | 'date' | 'final'>;
  fileName: string;
  bytes: Uint8Array;
  sha256: string;
  facts: Pick<typeof uploadVersions.$inferInsert, 'encoding' | 'delimiter' | 'style' | 'hasRegion' | 'inProgressRound' | 'inProgressOf' | 'tableIndex'>;
  rows: readonly NewResultRow[];
  uploadedBy: number | null;
}

/**
 * Writes a checked file as the tournament's next version, with its rows, and makes it current
 * (creating the tournament on its first upload). Call inside a write transaction.
 */
export function insertVersion(conn: Connection, p: NewVersion): { version: number } {
  const { code, name, date, final } = p.tournament;
  const tournament = tournamentByCode(conn, p.seasonId, code) ?? conn.db.insert(tournaments).values({ seasonId: p.seasonId, code, name, date, final }).returning().get();
  const version = lastVersionNumber(conn, tournament.id) + 1;
  const v = conn.db
    .insert(uploadVersions)
    .values({ tournamentId: tournament.id, version, fileName: p.fileName, bytes: Buffer.from(p.bytes), sha256: p.sha256, ...p.facts, rows: p.rows.length, uploadedBy: p.uploadedBy })
    .returning({ id: uploadVersions.id })
    .get();
  const values = p.rows.map((r) => ({ ...r, versionId: v.id }));
  for (let i = 0; i < values.length; i += 500) conn.db.insert(results).values(values.slice(i, i + 500)).run();
  conn.db.update(tournaments).set({ currentVersionId: v.id, name, date, final, deletedAt: null }).where(eq(tournaments.id, tournament.id)).run();
  return { version };
}

/**
 * Stores a register upload and makes its rows the season's register (the old uploads stay, byte for
 * byte; rows the arbiter added by hand stay too). Call inside a write transaction.
 */
export function replaceRegistry(conn: Connection, p: { seasonId: number; fileName: string; bytes: Uint8Array; sha256: string; players: number; rows: readonly NewRegistryRow[]; uploadedBy: number | null }): void {
  const upload = conn.db.insert(registryUploads).values({ seasonId: p.seasonId, fileName: p.fileName, bytes: Buffer.from(p.bytes), sha256: p.sha256, players: p.players, uploadedBy: p.uploadedBy }).returning({ id: registryUploads.id }).get();
  // rows the arbiter added by hand (no upload) stay: they record registrations at a tournament
  conn.db.delete(registryPlayers).where(and(eq(registryPlayers.seasonId, p.seasonId), isNotNull(registryPlayers.uploadId))).run();
  const values = p.rows.map((r) => ({ ...r, seasonId: p.seasonId, uploadId: upload.id }));
  for (let i = 0; i < values.length; i += 500) conn.db.insert(registryPlayers).values(values.slice(i, i + 500)).run();
}

export function listVersions(conn: Connection, seasonId: number, code: string) {
  const t = tournamentByCode(conn, seasonId, code);
  if (!t) return null;
  return conn.db
    .select({ version: uploadVersions.version, uploadedAt: uploadVersions.uploadedAt, sha256: uploadVersions.sha256, rows: uploadVersions.rows, fileName: uploadVersions.fileName, by: users.email, role: users.role, current: uploadVersions.id })
    .from(uploadVersions)
    .leftJoin(users, eq(users.id, uploadVersions.uploadedBy))
    .where(eq(uploadVersions.tournamentId, t.id))
    .orderBy(uploadVersions.version)
    .all()
    .map((v) => ({ ...v, current: v.current === t.currentVersionId }));
}

/** The original bytes of one version, as uploaded. */
export function versionBytes(conn: Connection, seasonId: number, code: string, version: number) {
  const t = tournamentByCode(conn, seasonId, code);
  if (!t) return null;
  return conn.db.select({ bytes: uploadVersions.bytes, fileName: uploadVersions.fileName, sha256: uploadVersions.sha256 }).from(uploadVersions).where(and(eq(uploadVersions.tournamentId, t.id), eq(uploadVersions.version, version))).get() ?? null;
}

/** One stored version's bytes, by its id (a stored version never changes). */
export function versionBytesById(conn: Connection, id: number): Uint8Array | null {
  const row = conn.db.select({ bytes: uploadVersions.bytes }).from(uploadVersions).where(eq(uploadVersions.id, id)).get();
  return row ? new Uint8Array(row.bytes) : null;
}

/** When the season's results last changed: the newest stored upload version of its tournaments (ISO), or null. */
export function lastUploadAt(conn: Connection, seasonId: number): string | null {
  const row = conn.db
    .select({ at: uploadVersions.uploadedAt })
    .from(uploadVersions)
    .innerJoin(tournaments, eq(uploadVersions.tournamentId, tournaments.id))
    .where(eq(tournaments.seasonId, seasonId))
    .orderBy(desc(uploadVersions.uploadedAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}

/** The current version of a live tournament: its number, digest and row count, with the tournament (null: none stored, or deleted). */
export function currentVersionOf(conn: Connection, seasonId: number, code: string): { tournament: Tournament; version: number; sha256: string; rows: number; inProgress: TournamentProgress | null; tableIndex: number | null } | null {
  const t = tournamentByCode(conn, seasonId, code);
  if (!t || t.deletedAt || t.currentVersionId === null) return null;
  const current = conn.db.select({ version: uploadVersions.version, sha256: uploadVersions.sha256, rows: uploadVersions.rows, inProgressRound: uploadVersions.inProgressRound, inProgressOf: uploadVersions.inProgressOf, tableIndex: uploadVersions.tableIndex }).from(uploadVersions).where(eq(uploadVersions.id, t.currentVersionId)).get();
  return current ? { tournament: t, version: current.version, sha256: current.sha256, rows: current.rows, inProgress: storedProgress(current), tableIndex: current.tableIndex } : null;
}

/** The season's tournaments (deleted ones too), in date order, each with its versions newest first and who uploaded them. */
export function listTournamentsWithVersions(conn: Connection, seasonId: number) {
  const ts = conn.db.select().from(tournaments).where(eq(tournaments.seasonId, seasonId)).orderBy(asc(tournaments.date), asc(tournaments.code)).all();
  return ts.map((t) => ({
    ...t,
    versions: conn.db
      .select({ id: uploadVersions.id, version: uploadVersions.version, uploadedAt: uploadVersions.uploadedAt, sha256: uploadVersions.sha256, rows: uploadVersions.rows, fileName: uploadVersions.fileName, style: uploadVersions.style, encoding: uploadVersions.encoding, by: users.email })
      .from(uploadVersions)
      .leftJoin(users, eq(users.id, uploadVersions.uploadedBy))
      .where(eq(uploadVersions.tournamentId, t.id))
      .orderBy(desc(uploadVersions.version))
      .all(),
  }));
}

/** Rows of one stored version, in line order, as the importer read them. */
export function versionRows(conn: Connection, versionId: number) {
  return conn.db
    .select()
    .from(results)
    .where(eq(results.versionId, versionId))
    .orderBy(asc(results.line))
    .all()
    .map((r) => ({ line: r.line, place: r.place, name: r.name, points: r.pointsHalf, crId: r.crId, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, club: r.club, region: r.region, rating: r.rating, category: r.category, fed: r.fed, ...(r.scorePlace != null ? { scorePlace: r.scorePlace } : {}) }));
}

/** A tournament's stored version by its number (deleted tournaments too: a restore brings them back). */
export function versionByNumber(conn: Connection, seasonId: number, code: string, version: number) {
  const t = tournamentByCode(conn, seasonId, code);
  const v = t ? conn.db.select().from(uploadVersions).where(and(eq(uploadVersions.tournamentId, t.id), eq(uploadVersions.version, version))).get() : undefined;
  return t && v ? { tournament: t, version: v } : null;
}

/** Makes a version the tournament's current one and the tournament live again. */
export function setCurrentVersion(conn: Connection, tournamentId: number, versionId: number): void {
  conn.db.update(tournaments).set({ currentVersionId: versionId, deletedAt: null }).where(eq(tournaments.id, tournamentId)).run();
}

/** A tournament of the season that is not deleted. */
export function liveTournamentByCode(conn: Connection, seasonId: number, code: string): Tournament | undefined {
  return conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, seasonId), eq(tournaments.code, code), isNull(tournaments.deletedAt))).get();
}

/** Takes a tournament out of its season at `at` (its versions stay). */
export function markTournamentDeleted(conn: Connection, tournamentId: number, at: string): void {
  conn.db.update(tournaments).set({ deletedAt: at }).where(eq(tournaments.id, tournamentId)).run();
}

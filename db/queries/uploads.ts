import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { registryPlayers, registryUploads, results, tournaments, uploadVersions, users } from '@/db/schema';
import type { Tournament } from '@/db/schema';

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
export type NewResultRow = Omit<typeof results.$inferInsert, 'id' | 'versionId'>;
/** A register row as stored, without its season and upload. */
export type NewRegistryRow = Omit<typeof registryPlayers.$inferInsert, 'id' | 'seasonId' | 'uploadId'>;

export interface NewVersion {
  seasonId: number;
  /** The tournament's id, name, date and Final flag as this version states them. */
  tournament: Pick<Tournament, 'code' | 'name' | 'date' | 'final'>;
  fileName: string;
  bytes: Uint8Array;
  sha256: string;
  facts: Pick<typeof uploadVersions.$inferInsert, 'encoding' | 'delimiter' | 'style' | 'hasRegion' | 'inProgressRound' | 'inProgressOf'>;
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

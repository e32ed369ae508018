import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { manualLinks, registryPlayers, type ManualLinkRow } from '@/db/schema';

export type RegistryPlayer = typeof registryPlayers.$inferSelect;

/** Rows of a season's register of players and of the arbiter's hand links. */

/** Every register row of the season (a player with several memberships has several). */
export function registerRows(conn: Connection, seasonId: number): RegistryPlayer[] {
  return conn.db.select().from(registryPlayers).where(eq(registryPlayers.seasonId, seasonId)).all();
}

/** One row per CR id: the player's latest membership (the latest `from`; a later row wins a tie). */
export function latestRegisterRows(conn: Connection, seasonId: number): RegistryPlayer[] {
  const latest = new Map<string, RegistryPlayer>();
  for (const r of registerRows(conn, seasonId)) {
    const seen = latest.get(r.crId);
    if (!seen || (r.from ?? '') >= (seen.from ?? '')) latest.set(r.crId, r);
  }
  return [...latest.values()];
}

/** A register player's name by CR id, if the season's register has them. */
export function registerNameOf(conn: Connection, seasonId: number, crId: string): string | undefined {
  return conn.db.select({ name: registryPlayers.name }).from(registryPlayers).where(and(eq(registryPlayers.seasonId, seasonId), eq(registryPlayers.crId, crId))).get()?.name;
}

/** A player the arbiter adds by hand (no upload, line 0). Call inside a write transaction. */
export function insertRegisterPlayer(conn: Connection, seasonId: number, p: { crId: string; name: string; birthYear: number | null; sex: 'M' | 'F' | null; club: string; region: string; from: string | null }): void {
  conn.db.insert(registryPlayers).values({ seasonId, uploadId: null, line: 0, ...p, to: null }).run();
}

/** The hand links of a season's tournament for one normalized name. */
export function linksOfName(conn: Connection, seasonId: number, tournamentCode: string, normalizedName: string): ManualLinkRow[] {
  return conn.db.select().from(manualLinks).where(and(eq(manualLinks.seasonId, seasonId), eq(manualLinks.tournamentCode, tournamentCode), eq(manualLinks.normalizedName, normalizedName))).all();
}

export function deleteLinkRow(conn: Connection, id: number): void {
  conn.db.delete(manualLinks).where(eq(manualLinks.id, id)).run();
}

export function insertLinkRow(conn: Connection, row: { seasonId: number; tournamentCode: string; normalizedName: string; birthYear: number | null; place: number | null; line: number | null; crId: string | null; createdBy: number }): void {
  conn.db.insert(manualLinks).values(row).run();
}

/** One register row of the season by its id. */
export function registerRow(conn: Connection, seasonId: number, id: number): RegistryPlayer | undefined {
  return conn.db.select().from(registryPlayers).where(and(eq(registryPlayers.seasonId, seasonId), eq(registryPlayers.id, id))).get();
}

/** Removes one register row. Call inside a write transaction. */
export function deleteRegisterRow(conn: Connection, id: number): void {
  conn.db.delete(registryPlayers).where(eq(registryPlayers.id, id)).run();
}

/** Changes one register row's typed fields (not its CR id, season or upload). Call inside a write transaction. */
export function updateRegisterRow(conn: Connection, id: number, p: { name: string; birthYear: number | null; sex: 'M' | 'F' | null; club: string; region: string | null; from: string | null }): void {
  conn.db.update(registryPlayers).set(p).where(eq(registryPlayers.id, id)).run();
}

/** Puts a removed register row back as it was (its id too). Call inside a write transaction. */
export function reinsertRegisterRow(conn: Connection, row: RegistryPlayer): void {
  conn.db.insert(registryPlayers).values(row).run();
}

/**
 * Register rows the arbiter looks at: those added by hand (no upload) when `q` is empty, else the
 * rows whose name or CR id contains `q` — at most `limit`, by name.
 */
export function findRegisterRows(conn: Connection, seasonId: number, q: string, limit: number): RegistryPlayer[] {
  const text = q.trim();
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = text
    ? and(eq(registryPlayers.seasonId, seasonId), or(sql`${registryPlayers.name} LIKE ${pattern} ESCAPE '\\'`, sql`${registryPlayers.crId} LIKE ${pattern} ESCAPE '\\'`))
    : and(eq(registryPlayers.seasonId, seasonId), isNull(registryPlayers.uploadId));
  return conn.db.select().from(registryPlayers).where(where).orderBy(asc(registryPlayers.name), asc(registryPlayers.id)).limit(limit).all();
}

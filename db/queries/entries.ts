import { and, asc, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { announcements, entries, registryPlayers, reservations, seasons, type Announcement, type Entry, type Reservation, type Season } from '@/db/schema';
import type { RegistryPlayer } from './registry';

/**
 * The rows of issue 41: announcements and entries. Who may write what, and what an entry's
 * category, fee and place in the field are, is server/entries' and lib/entries'; the writes here are
 * called inside their transactions.
 */

export function announcementOf(conn: Connection, reservationId: number): Announcement | undefined {
  return conn.db.select().from(announcements).where(eq(announcements.reservationId, reservationId)).get();
}

export type AnnouncementPatch = Partial<Pick<Announcement, 'text' | 'startsAt' | 'arbiter' | 'entryLimit' | 'entriesClosedAt'>>;

/** Creates or changes a reservation's announcement; call inside a write transaction. */
export function putAnnouncement(conn: Connection, reservationId: number, patch: AnnouncementPatch, at: string): Announcement {
  return conn.db
    .insert(announcements)
    .values({ reservationId, ...patch, updatedAt: at })
    .onConflictDoUpdate({ target: announcements.reservationId, set: { ...patch, updatedAt: at } })
    .returning()
    .get();
}

/** The announcements of several reservations (the calendar's and the home page's links). */
export function announcementsOf(conn: Connection, reservationIds: readonly number[]): Announcement[] {
  if (reservationIds.length === 0) return [];
  return conn.db.select().from(announcements).where(inArray(announcements.reservationId, [...reservationIds])).all();
}

/** Every entry of a reservation, withdrawn ones too, in the order they came. */
export function entriesOf(conn: Connection, reservationId: number): Entry[] {
  return conn.db.select().from(entries).where(eq(entries.reservationId, reservationId)).orderBy(asc(entries.id)).all();
}

export function entryById(conn: Connection, id: number): Entry | undefined {
  return conn.db.select().from(entries).where(eq(entries.id, id)).get();
}

/** Live entries (not withdrawn) per reservation, for lists of tournaments. */
export function liveEntryCounts(conn: Connection, reservationIds: readonly number[]): Map<number, number> {
  if (reservationIds.length === 0) return new Map();
  const rows = conn.db
    .select({ id: entries.reservationId, n: count() })
    .from(entries)
    .where(and(inArray(entries.reservationId, [...reservationIds]), isNull(entries.withdrawnAt)))
    .groupBy(entries.reservationId)
    .all();
  return new Map(rows.map((r) => [r.id, r.n]));
}

type NewEntry = Omit<typeof entries.$inferInsert, 'id'>;

/** Stores an entry; call inside a write transaction. */
export function insertEntry(conn: Connection, values: NewEntry): Entry {
  return conn.db.insert(entries).values(values).returning().get();
}

type EntryPatch = Partial<Pick<Entry, 'paid' | 'present' | 'waiting' | 'withdrawnAt'>>;

export function updateEntry(conn: Connection, id: number, patch: EntryPatch): Entry {
  return conn.db.update(entries).set(patch).where(eq(entries.id, id)).returning().get()!;
}

/** How many entries a client (its hash) sent: to one reservation ever, and to any since `since`; and a reservation's entries since `since`. */
export function entryCounts(conn: Connection, reservationId: number, clientHash: string, since: string): { clientThisTournament: number; clientInWindow: number; tournamentInWindow: number } {
  const one = (where: ReturnType<typeof and>) => conn.db.select({ n: count() }).from(entries).where(where).get()?.n ?? 0;
  return {
    clientThisTournament: one(and(eq(entries.clientHash, clientHash), eq(entries.reservationId, reservationId))),
    clientInWindow: one(and(eq(entries.clientHash, clientHash), gte(entries.createdAt, since))),
    tournamentInWindow: one(and(eq(entries.reservationId, reservationId), gte(entries.createdAt, since))),
  };
}

/** A reservation with its season (the public pages check the season is published). */
export function reservationWithSeason(conn: Connection, id: number): { r: Reservation; season: Season } | undefined {
  return conn.db.select({ r: reservations, season: seasons }).from(reservations).innerJoin(seasons, eq(seasons.id, reservations.seasonId)).where(eq(reservations.id, id)).get();
}

/**
 * Register rows that could be an entrant: by CR id, FIDE id or birth year (the name is compared after
 * normalization, in lib/entries). One indexed query per key: SQLite reads the whole season for an OR
 * of the three.
 */
export function registerCandidates(conn: Connection, seasonId: number, q: { crId: string | null; fideId: string | null; birthYear: number | null }): RegistryPlayer[] {
  const by = (key: ReturnType<typeof eq>) => conn.db.select().from(registryPlayers).where(and(eq(registryPlayers.seasonId, seasonId), key)).all();
  const rows = [...(q.crId ? by(eq(registryPlayers.crId, q.crId)) : []), ...(q.fideId ? by(eq(registryPlayers.fideId, q.fideId)) : []), ...(q.birthYear !== null ? by(eq(registryPlayers.birthYear, q.birthYear)) : [])];
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}

/** The live entry of a reservation whose withdrawal code hashes to `codeHash`. */
export function entryByCodeHash(conn: Connection, reservationId: number, codeHash: string): Entry | undefined {
  return conn.db.select().from(entries).where(and(eq(entries.reservationId, reservationId), eq(entries.codeHash, codeHash))).get();
}

/** Live reservations of published seasons from `from` on (date order), with their season, for the home page and a player's "next". */
export function upcomingReservations(conn: Connection, from: string, limit: number, seasonId?: number): { r: Reservation; season: Season }[] {
  return conn.db
    .select({ r: reservations, season: seasons })
    .from(reservations)
    .innerJoin(seasons, eq(seasons.id, reservations.seasonId))
    .where(and(eq(seasons.public, true), inArray(reservations.status, ['confirmed', 'awaiting-agreement']), gte(reservations.date, from), ...(seasonId !== undefined ? [eq(seasons.id, seasonId)] : [])))
    .orderBy(asc(reservations.date), asc(reservations.id))
    .limit(limit)
    .all();
}

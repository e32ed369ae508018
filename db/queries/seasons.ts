import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { seasons, type Season } from '@/db/schema';


/** A new season row (the caller has checked its fields and rules). Call inside a write transaction. */
export function insertSeason(conn: Connection, values: { slug: string; name: string; year: number; preset: string; rulesJson: string; public: boolean }): Season {
  return conn.db.insert(seasons).values({ ...values, stamp: newStamp }).returning().get();
}

export function getSeasonBySlug(conn: Connection, slug: string): Season | undefined {
  return conn.db.select().from(seasons).where(eq(seasons.slug, slug)).get();
}

/** The first season (by id) of a year, hidden or not. */
export function firstSeasonOfYear(conn: Connection, year: number): Season | undefined {
  return conn.db.select().from(seasons).where(eq(seasons.year, year)).orderBy(asc(seasons.id)).get();
}

export function listPublicSeasons(conn: Connection): Season[] {
  return conn.db.select().from(seasons).where(eq(seasons.public, true)).orderBy(desc(seasons.year), asc(seasons.name)).all();
}

/** Every season, hidden ones too, newest first. */
export function listAllSeasonRows(conn: Connection): Season[] {
  return conn.db.select().from(seasons).orderBy(desc(seasons.year), asc(seasons.name)).all();
}

/** Changes a season's own fields (name, rule overrides, visibility, tournaments still to come). Call inside a write transaction. */
export function updateSeasonRow(conn: Connection, seasonId: number, patch: Partial<Pick<Season, 'name' | 'rulesJson' | 'public' | 'remainingRegular' | 'remainingFinal'>>): void {
  conn.db.update(seasons).set(patch).where(eq(seasons.id, seasonId)).run();
}

/** Marks every cache of the season stale; call inside each write's transaction. */
export function bumpRevision(conn: Connection, seasonId: number): void {
  conn.db.update(seasons).set({ revision: sql`${seasons.revision} + 1`, stamp: newStamp }).where(eq(seasons.id, seasonId)).run();
}

/** A new random stamp, made by SQLite in the statement that stores it. */
const newStamp = sql`lower(hex(randomblob(8)))`;

/** Whether the database holds any season (the demo is loaded into an empty one only). */
export function hasAnySeason(conn: Connection): boolean {
  return conn.db.select({ id: seasons.id }).from(seasons).limit(1).get() !== undefined;
}

import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema>;

/** A database connection: drizzle for queries, the raw handle for transactions and backups. */
export interface Connection {
  db: Db;
  sqlite: Database.Database;
}

export const MIGRATIONS_FOLDER = join(process.cwd(), 'db', 'migrations');

/**
 * Opens (creating when missing) and migrates a database. `:memory:` gives a private in-memory
 * database for tests. Every open sets WAL, synchronous=FULL (better-sqlite3 leaves WAL databases at
 * NORMAL, which can lose the last commits on power loss) and a busy timeout.
 */
export function openDatabase(path: string): Connection {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, sqlite };
}

/**
 * Runs `fn` as one BEGIN IMMEDIATE transaction: the write lock is taken at the start, so two
 * writers wait for each other (busy timeout) instead of failing at once with SQLITE_BUSY, as
 * drizzle's default deferred transaction would. Everything inside is synchronous (better-sqlite3).
 */
export function writeTransaction<T>(conn: Connection, fn: () => T, recover?: (e: unknown) => T | null): T {
  try {
    return conn.sqlite.transaction(fn).immediate();
  } catch (e) {
    // `recover` turns an exception thrown to roll the transaction back into a result
    const r = recover?.(e);
    if (r === null || r === undefined) throw e;
    return r;
  }
}

let shared: Connection | null = null;

/** The site's database at $GP_DATABASE (default ./data/gp.sqlite), opened on first use — never at import time. */
export function getConnection(): Connection {
  if (!shared) shared = openDatabase(databasePath());
  return shared;
}

export function databasePath(): string {
  return process.env.GP_DATABASE || join(process.cwd(), 'data', 'gp.sqlite');
}

import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cacheSizePragma, siteCacheMb } from './cache-size.mjs';
import * as schema from './schema';

type Db = BetterSQLite3Database<typeof schema>;

/** A database connection: drizzle for queries, the raw handle for transactions and backups. */
export interface Connection {
  db: Db;
  sqlite: Database.Database;
}

export const MIGRATIONS_FOLDER = join(process.cwd(), 'db', 'migrations');

interface OpenOptions {
  /**
   * How long a write waits for another writer's lock before giving up with DatabaseBusy. The wait
   * is synchronous (it stops the whole process), so the site waits briefly and answers 503; the
   * command line waits longer. Default 5000 ms.
   */
  busyTimeoutMs?: number;
  /** A connection for reading only (`query_only`): it does not migrate and can never write. */
  readOnly?: boolean;
  /**
   * SQLite's page cache of this connection at most (MB); unset, better-sqlite3's 16 MB. The site's
   * connections take `GP_SQLITE_CACHE_MB` (db/cache-size.mjs).
   */
  cacheMb?: number;
}

/**
 * Opens (creating when missing) and migrates a database. `:memory:` gives a private in-memory
 * database for tests. Every open sets WAL, synchronous=FULL (better-sqlite3 leaves WAL databases at
 * NORMAL, which can lose the last commits on power loss) and a busy timeout.
 */
export function openDatabase(path: string, options: OpenOptions = {}): Connection {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  if (!options.readOnly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  sqlite.pragma('foreign_keys = ON');
  if (options.cacheMb !== undefined) sqlite.pragma(cacheSizePragma(options.cacheMb));
  const db = drizzle(sqlite, { schema });
  if (options.readOnly) sqlite.pragma('query_only = ON');
  else migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const conn = { db, sqlite };
  if (options.readOnly) readOnly.add(conn);
  return conn;
}

const readOnly = new WeakSet<Connection>();
const keepers = new Map<string, Connection>();

/**
 * The connection that stores what a read derived and keeps (issue 38, server/kept.ts): the
 * connection itself, unless it reads only (the public pages'); then one connection per file, opened
 * on first use, whose write waits at most `KEEPER_WAIT_MS` for another writer — the pages then use
 * what they computed without keeping it, and the next request tries again.
 */
export function keepingConnection(conn: Connection): Connection {
  if (!readOnly.has(conn)) return conn;
  const file = conn.sqlite.name;
  let keeper = keepers.get(file);
  if (!keeper || !keeper.sqlite.open) keepers.set(file, (keeper = openDatabase(file, { busyTimeoutMs: KEEPER_WAIT_MS, cacheMb: siteCacheMb() })));
  return keeper;
}
const KEEPER_WAIT_MS = 200;

/** Another connection (e.g. `gp import` of a big season) held the write lock longer than this one may wait. */
export class DatabaseBusy extends Error {
  readonly code = 'DATABASE_BUSY' as const;
  /** Seconds after which trying again makes sense (the Retry-After header). */
  readonly retryAfterSeconds = 2;
  constructor(cause?: unknown) {
    super('The database is busy with another write; try again in a moment.', { cause });
  }
}

export function isBusyError(e: unknown): boolean {
  return e instanceof Database.SqliteError && e.code.startsWith('SQLITE_BUSY');
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
    if (isBusyError(e)) throw new DatabaseBusy(e);
    // `recover` turns an exception thrown to roll the transaction back into a result
    const r = recover?.(e);
    if (r === null || r === undefined) throw e;
    return r;
  }
}

let shared: Connection | null = null;
let sharedRead: Connection | null = null;

/**
 * The site's write wait: a held lock stops the server's only thread for at most this long, then the
 * write answers 503 with Retry-After ($GP_WRITE_WAIT_MS, default 50 ms).
 */
function siteWriteWaitMs(): number {
  const v = Number(process.env.GP_WRITE_WAIT_MS);
  return Number.isFinite(v) && v >= 0 ? v : 50;
}

/** The site's database at $GP_DATABASE (default ./data/gp.sqlite), opened on first use — never at import time. */
export function getConnection(): Connection {
  if (!shared) shared = openDatabase(databasePath(), { busyTimeoutMs: siteWriteWaitMs(), cacheMb: siteCacheMb() });
  return shared;
}

/**
 * A second connection to the same file for the public pages: in WAL mode a reader never waits for
 * a writer, so pages keep answering while another process holds the write lock. (An in-memory
 * database has no second connection: the write connection reads too.)
 */
export function getReadConnection(): Connection {
  const writer = getConnection();
  if (databasePath() === ':memory:') return writer;
  if (!sharedRead) sharedRead = openDatabase(databasePath(), { readOnly: true, busyTimeoutMs: siteWriteWaitMs(), cacheMb: siteCacheMb() });
  return sharedRead;
}

export function databasePath(): string {
  return process.env.GP_DATABASE || join(process.cwd(), 'data', 'gp.sqlite');
}

// Each of the site's SQLite connections' page cache (issue 38), in plain JavaScript: the production
// server's own connection (live-reads.mjs) opens without a build step, Next's (client.ts) bundled.
// The database file's pages are in the system's cache anyway; a connection's own cache, once a crawl
// has filled it, stayed resident in its thread's allocator — up to 16 MB a connection
// (better-sqlite3's default) in each of the site's five connections. Figures: docs/benchmarks.md.

/** GP_SQLITE_CACHE_MB (default 4): a site connection's page cache at most, in MB. */
export function siteCacheMb(env = process.env) {
  const v = Number(env.GP_SQLITE_CACHE_MB);
  return Number.isFinite(v) && v > 0 ? v : 4;
}

/** SQLite's `cache_size` for `mb` megabytes (a negative number of KiB; at least 64 KiB). */
export const cacheSizePragma = (mb) => `cache_size = -${Math.max(64, Math.round(mb * 1024))}`;

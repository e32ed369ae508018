import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Connection } from './client';

/**
 * A consistent copy of the database in one statement: `VACUUM INTO` reads one snapshot (a single
 * read transaction, which in WAL mode never stops the site's writers) and writes a compact new file.
 * SQLite's page-by-page online backup restarts whenever another connection writes, so under steady
 * uploads it took minutes; this does not restart. The copy is checked before it is called a backup.
 * Restore: stop the site, replace the database file by the copy (and delete the old -wal and -shm
 * files next to it), start the site.
 */
export function backupDatabase(conn: Connection, target: string): { bytes: number } {
  if (existsSync(target)) throw new Error(`${target} exists; choose a new file`);
  conn.sqlite.prepare('VACUUM INTO ?').run(target);
  const copy = new Database(target, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy in ${target} failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return { bytes: statSync(target).size };
}

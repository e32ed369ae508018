import { statSync } from 'node:fs';
import { backupDatabase } from '@/db/backup';
import { openDatabase, type Connection } from '@/db/client';
import type { IsoDate } from '@/lib/dates';
import { keptIsCurrent } from './kept-basis';

/**
 * `gp backup` (issue 38): the copy of db/backup.ts, whose kept rows (server/kept.ts) are then made
 * current in the copy itself — never in the live database, which the site keeps writing — so that a
 * restored backup's first start and first pages compute nothing, whatever was left to compute when
 * it was taken (a `gp` import, a keep that failed). Only a competition's summary past its next day
 * is made again at the restore's start (scripts/prepare-db.ts), as on any start. `computed`: how
 * many seasons and competitions the copy needed.
 */
export async function backUp(conn: Connection, target: string, today: IsoDate): Promise<{ bytes: number; computed: number }> {
  backupDatabase(conn, target);
  const copy = openDatabase(target);
  let computed = 0;
  try {
    // the computations are loaded only when the copy needs them (as at a start: prepare-db.ts)
    if (!keptIsCurrent(copy, today)) computed = (await import('./kept')).keepEverything(copy, today).computed;
    // one file, as VACUUM INTO wrote it: the copy's write-ahead log folded in and gone
    copy.sqlite.pragma('journal_mode = DELETE');
  } finally {
    copy.sqlite.close();
  }
  return { bytes: statSync(target).size, computed };
}

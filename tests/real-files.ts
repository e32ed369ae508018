import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The real corpus of results files (shared/data/real-files: INDEX.csv, QUIRKS.md): beside the
 * repository (`../shared`, as CI lays it), or where REAL_FILES says, or the team's shared folder.
 * Not found is a failure, never a skipped test.
 */
export function realFilesDir(): string {
  const candidates = [process.env.REAL_FILES, resolve(import.meta.dirname, '../../shared/data/real-files'), '/work/shared/data/real-files'];
  const found = candidates.find((d) => d !== undefined && existsSync(join(d, 'INDEX.csv')));
  if (!found) throw new Error(`the real files are not found (looked in ${candidates.filter(Boolean).join(', ')}); set REAL_FILES`);
  return found;
}

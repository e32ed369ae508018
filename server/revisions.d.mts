// Types of revisions.mjs (plain JavaScript, run by the production server without a build step).
import type { Database } from 'better-sqlite3';

export interface RevisionRow {
  id: number;
  slug?: string;
  revision: number;
  stamp?: string;
  public: boolean;
}
export interface ScopeRevision {
  bucket: string;
  revision: string;
  persist: boolean;
}
export class Revisions {
  constructor(o: { databasePath: string });
  readonly databasePath: string;
  open(): Database | null;
  dataVersion(): number | null;
  row(kind: 'season' | 'competition', slug: string): RevisionRow | undefined;
  rows(kind: 'season' | 'competition'): Map<string, RevisionRow>;
  scope(wanted: { scope: 'season' | 'competition' | 'public'; slug: string | null; calendar?: boolean }): ScopeRevision | null;
  close(): void;
}

// Types of live-reads.mjs (plain JavaScript, run by the production server without a build step).
import type { Database } from 'better-sqlite3';

export interface RevisionRow {
  id: number;
  slug?: string;
  revision: number;
  stamp?: string;
  public: boolean;
}
export interface AuditLine {
  id: number;
  at: string;
  action: string;
  details: string;
}
export function openReadOnly(databasePath: string): Database;
export function dataVersion(db: Database): number;
export function revisionReads(db: Database): {
  row(kind: 'season' | 'competition', slug: string): RevisionRow | undefined;
  rows(kind: 'season' | 'competition'): (RevisionRow & { slug: string })[];
};
export function auditReads(db: Database): {
  lastAuditId(): number;
  seasonAuditAfter(afterId: number, seasonId: number): AuditLine[];
  competitionAuditAfter(afterId: number, slug: string): AuditLine[];
  tournamentNames(seasonId: number): { code: string; name: string }[];
};

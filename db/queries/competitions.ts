import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { competitionFiles, competitions, type Competition } from '@/db/schema';

export function getCompetitionBySlug(conn: Connection, slug: string): Competition | undefined {
  return conn.db.select().from(competitions).where(eq(competitions.slug, slug)).get();
}

export function listCompetitions(conn: Connection, { publicOnly }: { publicOnly: boolean }): Competition[] {
  const q = conn.db.select().from(competitions);
  return (publicOnly ? q.where(eq(competitions.public, true)) : q).orderBy(asc(competitions.name)).all();
}

export function insertCompetition(conn: Connection, row: { slug: string; kind: string; name: string }): Competition {
  return conn.db.insert(competitions).values(row).returning().get();
}

export function bumpCompetitionRevision(conn: Connection, id: number): void {
  conn.db.update(competitions).set({ revision: sql`${competitions.revision} + 1` }).where(eq(competitions.id, id)).run();
}

/** The current (latest) version of each file of a competition. */
export function currentCompetitionFiles(conn: Connection, competitionId: number): Map<string, { bytes: Uint8Array; version: number }> {
  const rows = conn.db.select().from(competitionFiles).where(eq(competitionFiles.competitionId, competitionId)).orderBy(asc(competitionFiles.name), asc(competitionFiles.version)).all();
  const out = new Map<string, { bytes: Uint8Array; version: number }>();
  for (const r of rows) out.set(r.name, { bytes: new Uint8Array(r.bytes), version: r.version });
  return out;
}

/** The names of a competition's stored files (no bytes): the page's downloads list its TRFs. */
export function competitionFileNames(conn: Connection, competitionId: number): string[] {
  return conn.db.selectDistinct({ name: competitionFiles.name }).from(competitionFiles).where(eq(competitionFiles.competitionId, competitionId)).orderBy(asc(competitionFiles.name)).all().map((r) => r.name);
}

/**
 * The first `bytes` bytes of the current version of each file of a competition, by name: enough to
 * tell what a file holds (a TRF, a crosstable under a `.trf` name) without reading it whole.
 */
export function competitionFileHeads(conn: Connection, competitionId: number, bytes: number): Map<string, Uint8Array> {
  const rows = conn.sqlite
    .prepare('SELECT name, substr(bytes, 1, ?) AS head FROM competition_files f WHERE competition_id = ? AND version = (SELECT max(version) FROM competition_files g WHERE g.competition_id = f.competition_id AND g.name = f.name) ORDER BY name')
    .all(bytes, competitionId) as { name: string; head: Buffer }[];
  return new Map(rows.map((r) => [r.name, new Uint8Array(r.head)]));
}

export function insertCompetitionFile(conn: Connection, row: { competitionId: number; name: string; bytes: Uint8Array; sha256: string; uploadedBy: number | null }): number {
  const last = conn.db
    .select({ version: competitionFiles.version })
    .from(competitionFiles)
    .where(and(eq(competitionFiles.competitionId, row.competitionId), eq(competitionFiles.name, row.name)))
    .orderBy(desc(competitionFiles.version))
    .get();
  const version = (last?.version ?? 0) + 1;
  conn.db.insert(competitionFiles).values({ ...row, bytes: Buffer.from(row.bytes), version }).run();
  return version;
}

export function listCompetitionFileVersions(conn: Connection, competitionId: number) {
  return conn.db
    .select({ name: competitionFiles.name, version: competitionFiles.version, sha256: competitionFiles.sha256, uploadedAt: competitionFiles.uploadedAt })
    .from(competitionFiles)
    .where(eq(competitionFiles.competitionId, competitionId))
    .orderBy(asc(competitionFiles.name), desc(competitionFiles.version))
    .all();
}

/** When a competition's files last changed: its newest stored file version (ISO), or null. */
export function lastCompetitionFileAt(conn: Connection, competitionId: number): string | null {
  return conn.db.select({ at: competitionFiles.uploadedAt }).from(competitionFiles).where(eq(competitionFiles.competitionId, competitionId)).orderBy(desc(competitionFiles.uploadedAt)).limit(1).get()?.at ?? null;
}

/** Whether the database holds any competition. */
export function hasAnyCompetition(conn: Connection): boolean {
  return conn.db.select({ id: competitions.id }).from(competitions).limit(1).get() !== undefined;
}

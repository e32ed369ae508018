import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { tournaments, uploadVersions } from '@/db/schema';

/** Each live tournament of a season with the sha256 of its current version's bytes. */
export function currentFileHashes(conn: Connection, seasonId: number): { code: string; name: string; sha256: string }[] {
  return conn.db
    .select({ code: tournaments.code, name: tournaments.name, sha256: uploadVersions.sha256 })
    .from(tournaments)
    .innerJoin(uploadVersions, eq(uploadVersions.id, tournaments.currentVersionId))
    .where(and(eq(tournaments.seasonId, seasonId), isNull(tournaments.deletedAt), isNotNull(tournaments.currentVersionId)))
    .all();
}

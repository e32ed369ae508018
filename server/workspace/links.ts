/** Hand links of rows to register players (rules §2), kept per row. */
import { and, eq } from 'drizzle-orm';
import type { ManualLink } from '@/lib/identity/link-players';
import { normalizeName } from '@/lib/identity/normalize-name';
import { writeTransaction, type Connection } from '@/db/client';
import { manualLinks, tournaments, type Season, type User } from '@/db/schema';
import { audit } from '@/db/queries/audit';
import { bumpRevision } from '@/db/queries/seasons';
import { assertArbiter } from './access';
import { web } from './access';
import { versionRows } from './uploads';

/** Whether two hand links name the same row: tournament, normalized name, place and birth year. */
export const sameRow = (a: ManualLink, b: ManualLink) => a.tournamentId === b.tournamentId && a.normalizedName === b.normalizedName && (a.place ?? null) === (b.place ?? null) && (a.birthYear ?? null) === (b.birthYear ?? null);

export function saveLink(conn: Connection, user: User, season: Season, link: ManualLink) {
  deleteLink(conn, season, link);
  conn.db
    .insert(manualLinks)
    .values({ seasonId: season.id, tournamentCode: link.tournamentId, normalizedName: link.normalizedName, birthYear: link.birthYear ?? null, place: link.place ?? null, line: link.line ?? null, crId: link.crId, createdBy: user.id })
    .run();
  audit(conn, web(user), link.crId === null ? 'link.keep-apart' : 'link.set', season.id, { tournament: link.tournamentId, name: link.normalizedName, place: link.place, line: link.line, crId: link.crId });
}

function deleteLink(conn: Connection, season: Season, link: ManualLink) {
  const rows = conn.db
    .select()
    .from(manualLinks)
    .where(and(eq(manualLinks.seasonId, season.id), eq(manualLinks.tournamentCode, link.tournamentId), eq(manualLinks.normalizedName, link.normalizedName)))
    .all();
  for (const r of rows) {
    if (sameRow({ tournamentId: r.tournamentCode, normalizedName: r.normalizedName, place: r.place, birthYear: r.birthYear, crId: r.crId }, link)) {
      conn.db.delete(manualLinks).where(eq(manualLinks.id, r.id)).run();
    }
  }
}

/** The row on `line` of a tournament's current version, as the identity a hand link keeps. */
function currentRowLink(conn: Connection, season: Season, code: string, line: number, crId: string | null): ManualLink | null {
  const t = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, season.id), eq(tournaments.code, code))).get();
  if (!t || t.currentVersionId === null) return null;
  const r = versionRows(conn, t.currentVersionId).find((x) => x.line === line);
  return r ? { tournamentId: code, normalizedName: normalizeName(r.name), birthYear: r.birthYear, place: r.place, line: r.line, crId } : null;
}

/** Link one row (by its line in the current version) of a tournament to a registry player by hand, or keep it apart. */
export function setManualLink(conn: Connection, user: User | null, season: Season, code: string, line: number, crId: string | null): boolean {
  assertArbiter(user);
  return writeTransaction(conn, () => {
    const link = currentRowLink(conn, season, code, line, crId);
    if (!link) return false;
    saveLink(conn, user, season, link);
    bumpRevision(conn, season.id);
    return true;
  });
}

/** Back to automatic linking for a row. */
export function removeManualLink(conn: Connection, user: User | null, season: Season, code: string, line: number): boolean {
  assertArbiter(user);
  return writeTransaction(conn, () => {
    const link = currentRowLink(conn, season, code, line, null);
    if (!link) return false;
    deleteLink(conn, season, link);
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'link.remove', season.id, { tournament: code, name: link.normalizedName, place: link.place, line });
    return true;
  });
}

/**
 * Two checks of a tournament upload that need the season and its stored versions (issue 11,
 * defect 7), shared by the workspace's preview and commit and by the API:
 * - the tournament's date lies inside the season's window (rule set `window`; regulation §1.13);
 * - a file byte-identical to the current version (same name, date and Final flag) stores nothing
 *   and answers "identical to version N".
 */
import { and, eq } from 'drizzle-orm';
import { isIsoDate } from '@/lib/dates';
import { seasonWindow } from '@/lib/calendar/reservation-rules';
import { writeTransaction, type Connection } from '@/db/client';
import { tournaments, uploadVersions, type Season } from '@/db/schema';
import type { Actor } from '@/db/queries/audit';
import { sha256 } from '@/db/queries/uploads';
import { seasonRules } from '@/server/seasons';
import { uploadTournament, type UploadOutcome, type UploadTournamentParams } from '@/server/uploads';
import type { Problem, Result } from '@/lib/problem';
import { refuse } from '@/lib/problem';


/** The date outside the season's window, as a coded problem; null when inside (or not a date: the parser says so). */
export function dateOutsideSeason(season: Season, date: string): Problem | null {
  if (!isIsoDate(date)) return null;
  const { from, to } = seasonWindow(season.year, seasonRules(season).window);
  if (date >= from && date <= to) return null;
  return { code: 'UPLOAD_OUTSIDE_SEASON', message: `The tournament date ${date} is outside the season: its tournaments are played from ${from} to ${to}.`, params: { date, from, to } };
}

/** The current version's number when this upload would change nothing (same bytes, name, date and Final flag). */
export function identicalToCurrent(conn: Connection, p: Pick<UploadTournamentParams, 'season' | 'code' | 'name' | 'date' | 'final' | 'bytes'>): { version: number; rows: number; inProgress: UploadOutcome['inProgress'] | null } | null {
  const t = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, p.season.id), eq(tournaments.code, p.code))).get();
  if (!t || t.deletedAt || t.currentVersionId === null) return null;
  const current = conn.db.select({ version: uploadVersions.version, sha256: uploadVersions.sha256, rows: uploadVersions.rows, round: uploadVersions.inProgressRound, of: uploadVersions.inProgressOf }).from(uploadVersions).where(eq(uploadVersions.id, t.currentVersionId)).get();
  if (!current || current.sha256 !== sha256(p.bytes)) return null;
  if (t.name !== p.name.trim() || t.date !== p.date || t.final !== p.final) return null;
  return { version: current.version, rows: current.rows, inProgress: current.round !== null && current.of !== null ? { round: current.round, of: current.of } : null };
}

/** What an upload answers when nothing changed: the current version, and `identicalTo` naming it. */
export type GuardedOutcome = UploadOutcome & { identicalTo?: number };

/** A results upload with both checks: refused outside the season (422), nothing stored when identical. */
export function guardedUpload(conn: Connection, actor: Actor, p: UploadTournamentParams): Result<GuardedOutcome> {
  const outside = dateOutsideSeason(p.season, p.date);
  if (outside) return refuse([outside]);
  return writeTransaction<Result<GuardedOutcome>>(conn, () => {
    const same = identicalToCurrent(conn, p);
    if (same) return { ok: true, value: { version: same.version, rows: same.rows, warnings: [], ...(same.inProgress ? { inProgress: same.inProgress } : {}), identicalTo: same.version } };
    return uploadTournament(conn, actor, p);
  });
}

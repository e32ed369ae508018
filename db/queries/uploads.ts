import { readTournamentFile } from '@/lib/series/tournament-file';
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { isIsoDate } from '@/lib/dates';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import type { FileFacts, ResultRow } from '@/lib/import/parse-results';
import { summarizeProblems, type ImportProblem } from '@/lib/import/problems';
import { writeTransaction, type Connection } from '@/db/client';
import { registryPlayers, registryUploads, results, tournaments, uploadVersions, users } from '@/db/schema';
import { audit, type Actor } from './audit';
import { bumpRevision, seasonRules, type WriteResult } from './seasons';
import type { Season, Tournament } from '@/db/schema';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadTournamentParams {
  season: Season;
  code: string;
  name: string;
  date: string;
  final: boolean;
  fileName: string;
  bytes: Uint8Array;
}

export interface UploadOutcome {
  version: number;
  rows: number;
  warnings: { line: number; code: string; message: string }[];
}

const asError = (p: ImportProblem) => ({ line: p.line, code: p.code, message: p.message, ...(p.params ? { params: p.params } : {}) });

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type CheckedUpload =
  | { ok: false; status: 422; errors: { line?: number; code: string; message: string }[] }
  | { ok: true; rows: ResultRow[]; facts: FileFacts; warnings: { line: number; code: string; message: string }[]; existing: Tournament | undefined };

/**
 * The one check of an upload, shared by the preview and the commit so they can never disagree:
 * tournament id, name and date, then the file parsed against the tournament's rounds.
 */
export function checkUpload(conn: Connection, p: Omit<UploadTournamentParams, 'fileName' | 'final'>): CheckedUpload {
  const errors: { line?: number; code: string; message: string; params?: Record<string, string | number> }[] = [];
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(p.code)) errors.push({ code: 'INVALID_ID', message: 'The tournament id may use letters, digits, - and _ only.' });
  if (!p.name.trim()) errors.push({ code: 'MISSING_TOURNAMENT_NAME', message: 'The tournament needs a name.' });
  if (!isIsoDate(p.date)) errors.push({ code: 'INVALID_DATE', message: `"${p.date}" is not a real date written YYYY-MM-DD.`, params: { value: p.date } });
  if (errors.length) return { ok: false, status: 422, errors };
  const existing = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, p.season.id), eq(tournaments.code, p.code))).get();
  const rules = seasonRules(p.season);
  const parsed = readTournamentFile(p.bytes, { rounds: existing?.rounds ?? rules.rounds, tieBreaks: rules.tournamentTieBreaks, date: p.date });
  const fileErrors = parsed.problems.filter((x) => x.severity === 'error');
  if (fileErrors.length > 0 || !parsed.facts) return { ok: false, status: 422, errors: summarizeProblems(fileErrors).map(asError) };
  return { ok: true, rows: parsed.rows, facts: parsed.facts, warnings: summarizeProblems(parsed.problems.filter((x) => x.severity === 'warning')).map(asError), existing };
}

/**
 * Stores a results file as a new version of the tournament (creating the tournament on its first
 * upload). The file is parsed and validated, and the answer's warnings built, before the
 * transaction: a bad file stores nothing, and nothing after the commit can fail.
 */
export function uploadTournament(conn: Connection, actor: Actor, p: UploadTournamentParams): WriteResult<UploadOutcome> {
  const checked = checkUpload(conn, p);
  if (!checked.ok) return checked;
  const { facts, existing } = checked;
  const digest = sha256(p.bytes);
  const values = checked.rows.map((r) => ({ line: r.line, place: r.place, name: r.name, pointsHalf: r.points, crId: r.crId, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, club: r.club, region: r.region, rating: r.rating, category: r.category, fed: r.fed }));

  return writeTransaction(conn, () => {
    if (p.final) {
      const otherFinal = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, p.season.id), eq(tournaments.final, true))).all().find((t) => t.code !== p.code && !t.deletedAt);
      if (otherFinal) return { ok: false as const, status: 422 as const, errors: [{ code: 'SECOND_FINAL', message: `The season already has a Final ("${otherFinal.code}").` }] };
    }
    const tournament =
      existing ??
      conn.db.insert(tournaments).values({ seasonId: p.season.id, code: p.code, name: p.name.trim(), date: p.date, final: p.final }).returning().get();
    const last = conn.db.select({ version: uploadVersions.version }).from(uploadVersions).where(eq(uploadVersions.tournamentId, tournament.id)).orderBy(desc(uploadVersions.version)).get();
    const version = (last?.version ?? 0) + 1;
    const v = conn.db
      .insert(uploadVersions)
      .values({ tournamentId: tournament.id, version, fileName: p.fileName, bytes: Buffer.from(p.bytes), sha256: digest, encoding: facts.encoding, delimiter: facts.delimiter, style: facts.style, hasRegion: facts.fields.includes('region'), rows: checked.rows.length, uploadedBy: actor.userId })
      .returning({ id: uploadVersions.id })
      .get();
    for (let i = 0; i < values.length; i += 500) conn.db.insert(results).values(values.slice(i, i + 500).map((r) => ({ ...r, versionId: v.id }))).run();
    conn.db.update(tournaments).set({ currentVersionId: v.id, name: p.name.trim(), date: p.date, final: p.final, deletedAt: null }).where(eq(tournaments.id, tournament.id)).run();
    bumpRevision(conn, p.season.id);
    audit(conn, actor, version === 1 ? 'tournament.upload' : 'tournament.correct', p.season.id, { tournament: p.code, version, sha256: digest, rows: checked.rows.length, fileName: p.fileName });
    return { ok: true as const, value: { version, rows: checked.rows.length, warnings: checked.warnings } };
  });
}

export function listVersions(conn: Connection, seasonId: number, code: string) {
  const t = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, seasonId), eq(tournaments.code, code))).get();
  if (!t) return null;
  return conn.db
    .select({ version: uploadVersions.version, uploadedAt: uploadVersions.uploadedAt, sha256: uploadVersions.sha256, rows: uploadVersions.rows, fileName: uploadVersions.fileName, by: users.email, role: users.role, current: uploadVersions.id })
    .from(uploadVersions)
    .leftJoin(users, eq(users.id, uploadVersions.uploadedBy))
    .where(eq(uploadVersions.tournamentId, t.id))
    .orderBy(uploadVersions.version)
    .all()
    .map((v) => ({ ...v, current: v.current === t.currentVersionId }));
}

/** The original bytes of one version, as uploaded. */
export function versionBytes(conn: Connection, seasonId: number, code: string, version: number) {
  const t = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, seasonId), eq(tournaments.code, code))).get();
  if (!t) return null;
  return conn.db.select({ bytes: uploadVersions.bytes, fileName: uploadVersions.fileName, sha256: uploadVersions.sha256 }).from(uploadVersions).where(and(eq(uploadVersions.tournamentId, t.id), eq(uploadVersions.version, version))).get() ?? null;
}

/** Replaces the season's register by a new upload (the old uploads stay, byte for byte). */
export function putRegistry(conn: Connection, actor: Actor, season: Season, fileName: string, bytes: Uint8Array): WriteResult<{ players: number; warnings: { line: number; code: string; message: string }[] }> {
  const parsed = parseRegistryFile(bytes);
  const errors = parsed.problems.filter((x) => x.severity === 'error');
  if (errors.length > 0) return { ok: false, status: 422, errors: summarizeProblems(errors).map(asError) };
  const players = new Set(parsed.rows.map((r) => r.crId)).size;
  const digest = sha256(bytes);
  // the whole answer exists before the commit: after it, only returning is left
  const answer = { ok: true as const, value: { players, warnings: summarizeProblems(parsed.problems.filter((x) => x.severity === 'warning')).map(asError) } };
  const values = parsed.rows.map((r) => ({ line: r.line, crId: r.crId, name: r.name, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, rating: r.rating, category: r.category, fed: r.fed, club: r.club, region: r.region, from: r.from, to: r.to }));
  return writeTransaction(conn, () => {
    const upload = conn.db.insert(registryUploads).values({ seasonId: season.id, fileName, bytes: Buffer.from(bytes), sha256: digest, players, uploadedBy: actor.userId }).returning({ id: registryUploads.id }).get();
    // rows the arbiter added by hand (no upload) stay: they record registrations at a tournament
    conn.db.delete(registryPlayers).where(and(eq(registryPlayers.seasonId, season.id), isNotNull(registryPlayers.uploadId))).run();
    for (let i = 0; i < values.length; i += 500) conn.db.insert(registryPlayers).values(values.slice(i, i + 500).map((v) => ({ ...v, seasonId: season.id, uploadId: upload.id }))).run();
    bumpRevision(conn, season.id);
    audit(conn, actor, 'registry.upload', season.id, { fileName, sha256: digest, players });
    return answer;
  });
}

/** The current version's file of a tournament, with what the site needs to read it again (a TRF's games). */
export function currentVersionFile(conn: Connection, seasonId: number, code: string) {
  return (
    conn.db
      .select({ bytes: uploadVersions.bytes, style: uploadVersions.style, fileName: uploadVersions.fileName, date: tournaments.date })
      .from(tournaments)
      .innerJoin(uploadVersions, eq(uploadVersions.id, tournaments.currentVersionId))
      .where(and(eq(tournaments.seasonId, seasonId), eq(tournaments.code, code), isNull(tournaments.deletedAt)))
      .get() ?? null
  );
}

/** When the season's results last changed: the newest stored upload version of its tournaments (ISO), or null. */
export function lastUploadAt(conn: Connection, seasonId: number): string | null {
  const row = conn.db
    .select({ at: uploadVersions.uploadedAt })
    .from(uploadVersions)
    .innerJoin(tournaments, eq(uploadVersions.tournamentId, tournaments.id))
    .where(eq(tournaments.seasonId, seasonId))
    .orderBy(desc(uploadVersions.uploadedAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}

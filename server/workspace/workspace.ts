/**
 * The arbiter's workspace: every function takes the signed-in user and checks the permission
 * itself, next to the data — pages and server actions call these, never the tables directly.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { isIsoDate } from '@/lib/dates';
import { normalizeName } from '@/lib/identity/normalize-name';
import { parseRegistryFile, type RegistryRow } from '@/lib/import/parse-registry';
import { formatCount, MAX_PROBLEMS, summarizeProblems } from '@/lib/import/problems';
import { MAX_TEXT_LENGTH } from '@/lib/import/values';
import type { ResultRow } from '@/lib/import/parse-results';
import { resolveRules } from '@/lib/series/rules';
import { diffVersions, previewUpload, type UploadPreview, type VersionDiff } from '@/lib/series/upload-preview';
import { writeTransaction, type Connection } from '@/db/client';
import { apiTokens, auditLog, manualLinks, registryPlayers, results, seasons, tournaments, uploadVersions, users, type Season, type User } from '@/db/schema';
import { audit } from '@/db/queries/audit';
import { bumpRevision, createSeason, getSeasonBySlug, type CreateSeasonParams, type WriteResult } from '@/db/queries/seasons';
import { loadSeasonInput } from '@/db/queries/season-input';
import { checkUpload, uploadTournament, type UploadOutcome, type UploadTournamentParams } from '@/db/queries/uploads';
import { createUser, UserInputError } from '@/db/queries/users';

export class NotAllowed extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? 'Sign in first.' : 'Your account may not do this.');
  }
}

/** Only arbiters: anonymous → 401, organizer → 403. */
export function assertArbiter(user: User | null): asserts user is User {
  if (!user) throw new NotAllowed(401);
  if (user.role !== 'arbiter') throw new NotAllowed(403);
}

const web = (user: User) => ({ userId: user.id, via: 'web' as const });

export function listAllSeasons(conn: Connection, user: User | null): Season[] {
  assertArbiter(user);
  return conn.db.select().from(seasons).orderBy(desc(seasons.year), asc(seasons.name)).all();
}

export function arbiterSeason(conn: Connection, user: User | null, slug: string): Season | null {
  assertArbiter(user);
  return getSeasonBySlug(conn, slug) ?? null;
}

export function createSeasonAsArbiter(conn: Connection, user: User | null, input: CreateSeasonParams): WriteResult<Season> {
  assertArbiter(user);
  return createSeason(conn, web(user), input);
}

/** Name, rule overrides and visibility of a season. */
export function updateSeason(conn: Connection, user: User | null, slug: string, patch: { name?: string; rules?: Record<string, unknown>; public?: boolean }): WriteResult<Season> {
  assertArbiter(user);
  const season = getSeasonBySlug(conn, slug);
  if (!season) return { ok: false, status: 404, errors: [{ code: 'NOT_FOUND', message: `No season "${slug}".` }] };
  if (patch.rules) {
    const r = resolveRules(season.preset, patch.rules);
    if (!r.ok) return { ok: false, status: 422, errors: r.errors.map((message) => ({ code: 'INVALID_RULES', message })) };
  }
  if (patch.name !== undefined && !patch.name.trim()) return { ok: false, status: 422, errors: [{ code: 'MISSING_NAME', message: 'The season needs a name.' }] };
  return writeTransaction(conn, () => {
    conn.db
      .update(seasons)
      .set({
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.rules ? { rulesJson: JSON.stringify(patch.rules) } : {}),
        ...(patch.public !== undefined ? { public: patch.public } : {}),
      })
      .where(eq(seasons.id, season.id))
      .run();
    bumpRevision(conn, season.id);
    audit(conn, web(user), patch.public === undefined ? 'season.update' : patch.public ? 'season.publish' : 'season.hide', season.id, patch);
    return { ok: true as const, value: getSeasonBySlug(conn, slug)! };
  });
}

export interface UploadRequest extends UploadTournamentParams {
  /** The arbiter's choices for ambiguous or wrongly linked rows: normalized name → CR id (null = keep apart). */
  links?: Record<string, string | null>;
}

export type PreviewOutcome =
  | { ok: false; errors: { line?: number; code: string; message: string }[] }
  | {
      ok: true;
      facts: { encoding: string; delimiter: string; style: string; fields: string[] };
      preview: UploadPreview;
      warnings: { line: number; code: string; message: string }[];
      nextVersion: number;
      diff: VersionDiff | null;
      registry: { crId: string; name: string; birthYear: number | null; club: string | null }[];
    };

/** What an upload will do — parsed, linked, scored — with nothing stored. */
export function previewTournamentUpload(conn: Connection, user: User | null, req: UploadRequest): PreviewOutcome {
  assertArbiter(user);
  const checked = checkUpload(conn, req);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const input = loadSeasonInput(conn, req.season);
  const extraLinks = Object.entries(req.links ?? {}).map(([normalizedName, crId]) => ({ tournamentId: req.code, normalizedName, crId }));
  const manual = [...(input.manualLinks ?? []).filter((l) => !(l.tournamentId === req.code && req.links && l.normalizedName in req.links)), ...extraLinks];
  const upload = { id: req.code, name: req.name, date: req.date, final: req.final, fileName: req.fileName, fileHasRegion: checked.facts.fields.includes('region'), rows: checked.rows };
  const full = previewUpload({ ...input, manualLinks: manual }, upload);
  // one warning per row at most (linking), but a file of thousands of ambiguous rows must still give a small answer
  const preview = full.warnings.length <= MAX_PROBLEMS ? full : { ...full, warnings: [...full.warnings.slice(0, MAX_PROBLEMS - 1), `… ${formatCount(full.warnings.length - MAX_PROBLEMS + 1)} more warnings are not listed.`] };
  const current = checked.existing;
  const last = current ? conn.db.select({ version: uploadVersions.version }).from(uploadVersions).where(eq(uploadVersions.tournamentId, current.id)).orderBy(desc(uploadVersions.version)).get() : undefined;
  const previousRows = input.tournaments.find((t) => t.id === req.code)?.rows ?? null;
  const people = new Map<string, { crId: string; name: string; birthYear: number | null; club: string | null }>();
  for (const r of input.registry ?? []) if (!people.has(r.crId)) people.set(r.crId, { crId: r.crId, name: r.name, birthYear: r.birthYear, club: r.club });
  return {
    ok: true,
    facts: checked.facts,
    preview,
    warnings: checked.warnings,
    nextVersion: (last?.version ?? 0) + 1,
    diff: previousRows ? diffVersions(previousRows, checked.rows) : null,
    registry: [...people.values()].sort((a, b) => a.name.localeCompare(b.name, 'pl')),
  };
}

/** Stores the upload and the arbiter's link choices in one transaction. */
export function commitTournamentUpload(conn: Connection, user: User | null, req: UploadRequest): WriteResult<UploadOutcome> {
  assertArbiter(user);
  return writeTransaction<WriteResult<UploadOutcome>>(
    conn,
    () => {
      for (const [normalizedName, crId] of Object.entries(req.links ?? {})) saveLink(conn, user, req.season, req.code, normalizedName, crId);
      const r = uploadTournament(conn, web(user), req);
      // a refused file must not leave the link choices behind
      if (!r.ok) throw new RollBack(r);
      return r;
    },
    (e) => (e instanceof RollBack ? e.result : null),
  );
}

class RollBack extends Error {
  constructor(readonly result: WriteResult<never>) {
    super('rolled back');
  }
}

function saveLink(conn: Connection, user: User, season: Season, code: string, normalizedName: string, crId: string | null) {
  conn.db.delete(manualLinks).where(and(eq(manualLinks.seasonId, season.id), eq(manualLinks.tournamentCode, code), eq(manualLinks.normalizedName, normalizedName))).run();
  conn.db.insert(manualLinks).values({ seasonId: season.id, tournamentCode: code, normalizedName, crId, createdBy: user.id }).run();
  audit(conn, web(user), crId === null ? 'link.keep-apart' : 'link.set', season.id, { tournament: code, name: normalizedName, crId });
}

/** Link a row (by its name) of a tournament to a registry player by hand, or keep it apart. */
export function setManualLink(conn: Connection, user: User | null, season: Season, code: string, rowName: string, crId: string | null): void {
  assertArbiter(user);
  writeTransaction(conn, () => {
    saveLink(conn, user, season, code, normalizeName(rowName), crId);
    bumpRevision(conn, season.id);
  });
}

/** Back to automatic linking for a row. */
export function removeManualLink(conn: Connection, user: User | null, season: Season, code: string, rowName: string): void {
  assertArbiter(user);
  writeTransaction(conn, () => {
    conn.db.delete(manualLinks).where(and(eq(manualLinks.seasonId, season.id), eq(manualLinks.tournamentCode, code), eq(manualLinks.normalizedName, normalizeName(rowName)))).run();
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'link.remove', season.id, { tournament: code, name: rowName });
  });
}

export function listSeasonTournaments(conn: Connection, user: User | null, season: Season) {
  assertArbiter(user);
  const ts = conn.db.select().from(tournaments).where(eq(tournaments.seasonId, season.id)).orderBy(asc(tournaments.date), asc(tournaments.code)).all();
  return ts.map((t) => ({
    ...t,
    versions: conn.db
      .select({ id: uploadVersions.id, version: uploadVersions.version, uploadedAt: uploadVersions.uploadedAt, sha256: uploadVersions.sha256, rows: uploadVersions.rows, fileName: uploadVersions.fileName, style: uploadVersions.style, encoding: uploadVersions.encoding, by: users.email })
      .from(uploadVersions)
      .leftJoin(users, eq(users.id, uploadVersions.uploadedBy))
      .where(eq(uploadVersions.tournamentId, t.id))
      .orderBy(desc(uploadVersions.version))
      .all(),
  }));
}

/** Rows of one stored version (for the diff against the previous one). */
export function versionRows(conn: Connection, versionId: number): ResultRow[] {
  return conn.db
    .select()
    .from(results)
    .where(eq(results.versionId, versionId))
    .orderBy(asc(results.line))
    .all()
    .map((r) => ({ line: r.line, place: r.place, name: r.name, points: r.pointsHalf, crId: r.crId, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, club: r.club, region: r.region, rating: r.rating, category: r.category, fed: r.fed }));
}

/** Makes an earlier version current again (the later ones stay in the history). */
export function restoreVersion(conn: Connection, user: User | null, season: Season, code: string, version: number): WriteResult<{ version: number }> {
  assertArbiter(user);
  return writeTransaction(conn, () => {
    const t = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, season.id), eq(tournaments.code, code))).get();
    const v = t ? conn.db.select().from(uploadVersions).where(and(eq(uploadVersions.tournamentId, t.id), eq(uploadVersions.version, version))).get() : undefined;
    if (!t || !v) return { ok: false as const, status: 404 as const, errors: [{ code: 'NOT_FOUND', message: 'No such version.' }] };
    conn.db.update(tournaments).set({ currentVersionId: v.id, deletedAt: null }).where(eq(tournaments.id, t.id)).run();
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'tournament.restore', season.id, { tournament: code, version });
    return { ok: true as const, value: { version } };
  });
}

/** Takes a tournament out of the season; its versions stay and a restore brings it back. */
export function deleteTournament(conn: Connection, user: User | null, season: Season, code: string): WriteResult<{ code: string }> {
  assertArbiter(user);
  return writeTransaction(conn, () => {
    const t = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, season.id), eq(tournaments.code, code), isNull(tournaments.deletedAt))).get();
    if (!t) return { ok: false as const, status: 404 as const, errors: [{ code: 'NOT_FOUND', message: `No tournament "${code}".` }] };
    conn.db.update(tournaments).set({ deletedAt: new Date().toISOString() }).where(eq(tournaments.id, t.id)).run();
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'tournament.delete', season.id, { tournament: code });
    return { ok: true as const, value: { code } };
  });
}

/** Lists in a register preview stop here (the counts stay whole): an answer stays small whatever the file. */
const PREVIEW_LIST_LIMIT = 500;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export interface RegistryPreview {
  ok: boolean;
  problems: { line: number; code: string; severity: string; message: string }[];
  newPlayers: RegistryRow[];
  changedMemberships: { crId: string; name: string; before: string; after: string }[];
  players: number;
  /** Whole counts (the lists above stop at 500). */
  newPlayerCount: number;
  changedMembershipCount: number;
}

const membership = (rows: { club: string | null; region: string | null; from: string | null; to: string | null }[]) =>
  rows.map((r) => `${r.club ?? '—'} (${r.region ?? '—'}) ${r.from ?? '…'}–${r.to ?? '…'}`).join('; ');

/** What a new register will change: new players, changed memberships, problems with lines. */
export function previewRegistry(conn: Connection, user: User | null, season: Season, bytes: Uint8Array): RegistryPreview {
  assertArbiter(user);
  const parsed = parseRegistryFile(bytes);
  const current = conn.db.select().from(registryPlayers).where(eq(registryPlayers.seasonId, season.id)).all();
  const byId = groupBy(current, (r) => r.crId);
  const nextById = groupBy(parsed.rows, (r) => r.crId);
  const newPlayers: RegistryRow[] = [];
  const changed: RegistryPreview['changedMemberships'] = [];
  for (const [crId, rows] of nextById) {
    const old = byId.get(crId);
    if (!old) newPlayers.push(rows[0]!);
    else if (membership(old) !== membership(rows)) changed.push({ crId, name: rows[0]!.name, before: membership(old), after: membership(rows) });
  }
  return {
    ok: !parsed.problems.some((p) => p.severity === 'error'),
    problems: summarizeProblems(parsed.problems),
    newPlayers: newPlayers.slice(0, PREVIEW_LIST_LIMIT),
    changedMemberships: changed.slice(0, PREVIEW_LIST_LIMIT),
    players: nextById.size,
    newPlayerCount: newPlayers.length,
    changedMembershipCount: changed.length,
  };
}

/** regulation §2: an unregistered player of the region registers at the first tournament played. */
export function addRegistryPlayer(
  conn: Connection,
  user: User | null,
  season: Season,
  p: { crId: string; name: string; birthYear: number | null; sex: 'M' | 'F' | null; club: string; region: string; from: string | null },
): WriteResult<{ crId: string }> {
  assertArbiter(user);
  const errors: { code: string; message: string }[] = [];
  if (!/^\d{1,10}$/.test(p.crId)) errors.push({ code: 'INVALID_CR_ID', message: 'The Central Register id is a number.' });
  if (!p.name.trim()) errors.push({ code: 'MISSING_NAME', message: 'The player needs a name.' });
  if (!p.club.trim()) errors.push({ code: 'MISSING_CLUB', message: 'The player needs a club.' });
  if (p.name.length > MAX_TEXT_LENGTH || p.club.length > MAX_TEXT_LENGTH || p.region.length > MAX_TEXT_LENGTH) errors.push({ code: 'NAME_TOO_LONG', message: `A name, club or region may have at most ${MAX_TEXT_LENGTH} characters.` });
  if (p.from !== null && !isIsoDate(p.from)) errors.push({ code: 'INVALID_DATE', message: `"${p.from}" is not a real date.` });
  if (errors.length) return { ok: false, status: 422, errors };
  return writeTransaction(conn, () => {
    conn.db.insert(registryPlayers).values({ seasonId: season.id, uploadId: null, line: 0, crId: p.crId, name: p.name.trim(), birthYear: p.birthYear, sex: p.sex, club: p.club.trim(), region: p.region.trim(), from: p.from, to: null }).run();
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'registry.add', season.id, p);
    return { ok: true as const, value: { crId: p.crId } };
  });
}

export function listTokens(conn: Connection, user: User | null) {
  assertArbiter(user);
  return conn.db.select({ id: apiTokens.id, label: apiTokens.label, createdAt: apiTokens.createdAt, revokedAt: apiTokens.revokedAt }).from(apiTokens).where(eq(apiTokens.userId, user.id)).orderBy(desc(apiTokens.id)).all();
}

export function revokeToken(conn: Connection, user: User | null, id: number): boolean {
  assertArbiter(user);
  return writeTransaction(conn, () => {
    const t = conn.db.select().from(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt))).get();
    if (!t) return false;
    conn.db.update(apiTokens).set({ revokedAt: new Date().toISOString() }).where(eq(apiTokens.id, id)).run();
    audit(conn, web(user), 'token.revoke', null, { id, label: t.label });
    return true;
  });
}

export function listAudit(conn: Connection, user: User | null, seasonId?: number) {
  assertArbiter(user);
  const q = conn.db.select({ id: auditLog.id, at: auditLog.at, via: auditLog.via, action: auditLog.action, details: auditLog.details, by: users.email }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId));
  return (seasonId === undefined ? q : q.where(eq(auditLog.seasonId, seasonId))).orderBy(desc(auditLog.id)).limit(200).all();
}

/** Organizer accounts are created by the arbiter (or `gp user add --role organizer --club C`). */
export async function createOrganizerAccount(conn: Connection, user: User | null, p: { email: string; club: string; password: string }): Promise<WriteResult<{ email: string }>> {
  assertArbiter(user);
  try {
    const created = await createUser(conn, web(user), { email: p.email, role: 'organizer', club: p.club.trim() || null, password: p.password });
    return { ok: true, value: { email: created.email } };
  } catch (e) {
    if (e instanceof UserInputError) return { ok: false, status: 422, errors: [{ code: 'INVALID_USER', message: e.message }] };
    throw e;
  }
}

export function listUsers(conn: Connection, user: User | null) {
  assertArbiter(user);
  return conn.db.select({ id: users.id, email: users.email, role: users.role, club: users.club, createdAt: users.createdAt }).from(users).where(isNull(users.removedAt)).orderBy(asc(users.email)).all();
}

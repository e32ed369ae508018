/** Results files of a season: preview, commit (with the arbiter's hand links), versions, restore, delete. */
import { formatCount, MAX_PROBLEMS } from '@/lib/import/problems';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { ManualLink } from '@/lib/identity/link-players';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { ResultRow } from '@/lib/import/parse-results';
import type { SheetFacts } from '@/lib/import/decode-table';
import { diffVersions, previewUpload, type UploadPreview, type VersionDiff } from '@/lib/series/upload-preview';
import { writeTransaction, type Connection } from '@/db/client';
import { manualLinks, results, tournaments, uploadVersions, users, type Season, type User } from '@/db/schema';
import { audit } from '@/db/queries/audit';
import { bumpRevision, type WriteResult } from '@/db/queries/seasons';
import { loadSeasonInput } from '@/server/season-input';
import { lastVersionNumber } from '@/db/queries/uploads';
import { checkUpload, uploadTournament, type UploadTournamentParams } from '@/server/uploads';
import { dateOutsideSeason, identicalToCurrent, type GuardedOutcome } from '@/server/upload-guards';
import { assertArbiter } from './access';
import { web } from './access';
import { sameRow } from './links';
import { registerForRows } from './register-search';
import { saveLink } from './links';

export interface UploadRequest extends UploadTournamentParams {
  /** The arbiter's choices for ambiguous or wrongly linked rows: the row's line → CR id (null = keep apart). */
  links?: Record<string, string | null>;
}

/** The arbiter's line-keyed choices as hand links of the rows they name (rules §2: kept per row). */
function linksForRows(code: string, rows: readonly ResultRow[], choices: Record<string, string | null>): ManualLink[] {
  const byLine = new Map(rows.map((r) => [String(r.line), r]));
  const out: ManualLink[] = [];
  for (const [line, crId] of Object.entries(choices)) {
    const r = byLine.get(line);
    if (r) out.push({ tournamentId: code, normalizedName: normalizeName(r.name), birthYear: r.birthYear, place: r.place, line: r.line, crId });
  }
  return out;
}


const identicalProblem = (version: number) => ({ code: 'UPLOAD_IDENTICAL', message: `The file is identical to version ${version} — nothing changed.`, params: { version } });

export type PreviewOutcome =
  | { ok: false; errors: { line?: number; code: string; message: string; params?: Record<string, string | number> }[] }
  | {
      ok: true;
      facts: { encoding: string; delimiter: string; style: string; fields: string[]; sheet?: SheetFacts };
      preview: UploadPreview;
      warnings: { line: number; code: string; message: string }[];
      nextVersion: number;
      diff: VersionDiff | null;
      /**
       * The register players the file's rows are about (their names, candidates and linked players),
       * not the whole register (issue 31: 150,000 players made a 13 MB answer); the picker searches
       * the server for others when `registryTotal` is more than these.
       */
      registry: { crId: string; name: string; birthYear: number | null; club: string | null }[];
      registryTotal: number;
    };

/** What an upload will do — parsed, linked, scored — with nothing stored. */
export function previewTournamentUpload(conn: Connection, user: User | null, req: UploadRequest): PreviewOutcome {
  assertArbiter(user);
  const outside = dateOutsideSeason(req.season, req.date);
  if (outside) return { ok: false, errors: [outside] };
  const same = identicalToCurrent(conn, req);
  if (same) return { ok: false, errors: [identicalProblem(same.version)] };
  const checked = checkUpload(conn, req);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const input = loadSeasonInput(conn, req.season);
  const extraLinks = linksForRows(req.code, checked.rows, req.links ?? {});
  const manual = [...(input.manualLinks ?? []).filter((l) => !extraLinks.some((x) => sameRow(x, l))), ...extraLinks];
  const upload = { id: req.code, name: req.name, date: req.date, final: req.final, fileName: req.fileName, fileHasRegion: checked.facts.fields.includes('region'), rows: checked.rows };
  const full = previewUpload({ ...input, manualLinks: manual }, upload);
  // one warning per row at most (linking), but a file of thousands of ambiguous rows must still give a small answer
  const preview = full.warnings.length <= MAX_PROBLEMS ? full : { ...full, warnings: [...full.warnings.slice(0, MAX_PROBLEMS - 1), `… ${formatCount(full.warnings.length - MAX_PROBLEMS + 1)} more warnings are not listed.`] };
  const current = checked.existing;
  const previousRows = input.tournaments.find((t) => t.id === req.code)?.rows ?? null;
  const register = registerForRows(conn, req.season, preview.rows.map((r) => ({ name: r.name, candidates: r.candidates, crId: r.playerKey.startsWith('cr:') ? r.playerKey.slice(3) : null })));
  return {
    ok: true,
    facts: checked.facts,
    preview,
    warnings: checked.warnings,
    nextVersion: (current ? lastVersionNumber(conn, current.id) : 0) + 1,
    diff: previousRows ? diffVersions(previousRows, checked.rows) : null,
    registry: register.entries,
    registryTotal: register.total,
  };
}

/** Stores the upload and the arbiter's link choices in one transaction. */
export function commitTournamentUpload(conn: Connection, user: User | null, req: UploadRequest): WriteResult<GuardedOutcome> {
  assertArbiter(user);
  const outside = dateOutsideSeason(req.season, req.date);
  if (outside) return { ok: false, status: 422, errors: [outside] };
  return writeTransaction<WriteResult<GuardedOutcome>>(
    conn,
    () => {
      // the same file again (and no new hand links): nothing to store
      const same = Object.keys(req.links ?? {}).length === 0 ? identicalToCurrent(conn, req) : null;
      if (same) return { ok: true, value: { version: same.version, rows: same.rows, warnings: [], identicalTo: same.version } };
      const checked = checkUpload(conn, req);
      if (checked.ok) for (const link of linksForRows(req.code, checked.rows, req.links ?? {})) saveLink(conn, user, req.season, link);
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
export function deleteTournament(conn: Connection, user: User | null, season: Season, code: string, at: string): WriteResult<{ code: string }> {
  assertArbiter(user);
  return writeTransaction(conn, () => {
    const t = conn.db.select().from(tournaments).where(and(eq(tournaments.seasonId, season.id), eq(tournaments.code, code), isNull(tournaments.deletedAt))).get();
    if (!t) return { ok: false as const, status: 404 as const, errors: [{ code: 'NOT_FOUND', message: `No tournament "${code}".` }] };
    conn.db.update(tournaments).set({ deletedAt: at }).where(eq(tournaments.id, t.id)).run();
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'tournament.delete', season.id, { tournament: code });
    return { ok: true as const, value: { code } };
  });
}

import { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from '@/lib/request-limits.mjs';
import { createHash } from 'node:crypto';
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import {
  bumpCompetitionRevision,
  competitionFileHeads,
  competitionFileNames,
  currentCompetitionFiles,
  getCompetitionBySlug,
  insertCompetition,
  insertCompetitionFile,
} from '@/db/queries/competitions';
import type { Competition, User } from '@/db/schema';
import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import type { CompetitionLoad } from '@/lib/competitions/kind';
import type { IsoDate } from '@/lib/dates';
import { COMPETITION_KINDS, competitionKind } from '@/lib/competitions/registry';
import { computedBudget, RevisionMemo } from './revision-memo';
import { checkFileLimits } from '@/lib/import/limits';
import { decodeText } from '@/lib/import/decode';
import { looksLikeTrf } from '@/lib/import/trf/looks-like-trf';
import { importLimits } from '@/server/import-limits';
import { isArbiter, notAllowed } from './workspace/access';
import type { English, Problem, Result } from '@/lib/problem';
import { describe } from '@/lib/i18n/t';
import { coded, notFound, refuse } from '@/lib/problem';


const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** File names of a competition folder: a plain name, no path. */
export const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;

const asApi = (p: Problem<string, 'file' | 'line'>): English<Problem> => ({ line: p.line, code: p.code, message: describe('en', p, { file: p.file }), params: { ...p.params, file: p.file } });

/** A new competition of a known kind (arbiters only). */
export function createCompetition(conn: Connection, user: User | null, input: { slug: string; kind: string; name: string }): Result<Competition> {
  if (!isArbiter(user)) return notAllowed(user);
  const errors: Problem[] = [];
  if (!SLUG.test(input.slug)) errors.push(coded<Problem>({ code: 'INVALID_SLUG' }));
  if (!competitionKind(input.kind)) errors.push(coded<Problem>({ code: 'UNKNOWN_KIND', params: { kind: input.kind, known: Object.keys(COMPETITION_KINDS).join(', ') } }));
  if (!input.name.trim() || input.name.length > 200) errors.push(coded<Problem>({ code: 'MISSING_NAME', params: { what: 'competition', max: 200 } }));
  if (errors.length) return refuse(errors);
  return writeTransaction(conn, () => {
    if (getCompetitionBySlug(conn, input.slug)) return refuse([coded<Problem>({ code: 'SLUG_TAKEN', params: { slug: input.slug } })]);
    const c = insertCompetition(conn, { slug: input.slug, kind: input.kind, name: input.name.trim() });
    audit(conn, { userId: user.id, via: 'api' }, 'competition.create', null, { slug: c.slug, kind: c.kind });
    return { ok: true as const, value: c };
  });
}

/**
 * Stores one file of a competition's folder as a new version. The folder is read again with the new
 * file first: a problem in this file refuses it (nothing stored); problems elsewhere (a file not yet
 * uploaded) leave the competition incomplete and are returned as warnings.
 */
export function putCompetitionFile(
  conn: Connection,
  user: User | null,
  slug: string,
  name: string,
  bytes: Uint8Array,
  via: 'api' | 'web' | 'cli' = 'api',
  options: { basedOn?: string } = {},
): Result<{ version: number; complete: boolean; warnings: English<Problem>[] }> {
  const r = putCompetitionFiles(conn, user, slug, [{ name, bytes }], { via, basedOn: options.basedOn });
  return r.ok ? { ok: true, value: { version: r.value.saved[0]!.version, complete: r.value.complete, warnings: r.value.warnings } } : r;
}

/**
 * The versions of a competition's files a preview was computed on, as one token a form carries back
 * to the save ("games.csv:3,league.json:2", names sorted): the save stores nothing when any file
 * moved since (another arbiter, an upload, the API or `gp` in between).
 */
export function filesBasis(files: ReadonlyMap<string, { version: number }>): string {
  return [...files]
    .map(([n, f]) => `${n}:${f.version}`)
    .sort()
    .join(',');
}

/** A token of {@link filesBasis} as a form or a client sends it back. */
export const FILES_BASIS = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,80}:\d{1,9}(?:,[A-Za-z0-9][A-Za-z0-9._-]{0,80}:\d{1,9})*)?$/;

/** The refusal (409) when the folder's files are not the versions of `basedOn`; null when they are. */
export function filesChangedSince(files: ReadonlyMap<string, { version: number }>, basedOn: string): Problem | null {
  const then = new Map(
    basedOn
      .split(',')
      .filter(Boolean)
      .map((s) => [s.slice(0, s.lastIndexOf(':')), Number(s.slice(s.lastIndexOf(':') + 1))] as const),
  );
  const changed = [...new Set([...then.keys(), ...files.keys()])].sort().filter((n) => (then.get(n) ?? 0) !== (files.get(n)?.version ?? 0));
  if (changed.length === 0) return null;
  const first = changed[0]!;
  const version = files.get(first)?.version ?? 0;
  return coded<Problem>({ code: 'FILES_CHANGED', params: { files: changed.join(', '), file: first, version } });
}

/**
 * Stores files of a competition's folder as new versions in one transaction (one audit line per
 * file, plus `audit` when given). The folder is read again with all the new files: a problem in any
 * of them refuses all (nothing stored). With `basedOn` (a {@link filesBasis} token) the files must
 * still be the versions the caller's preview was computed on, checked inside the transaction.
 */
export function putCompetitionFiles(
  conn: Connection,
  user: User | null,
  slug: string,
  written: readonly { name: string; bytes: Uint8Array }[],
  options: {
    via?: 'api' | 'web' | 'cli';
    basedOn?: string;
    audit?: { action: string; details: Record<string, unknown> };
    /** The caller's own rows in the same transaction: `refuse` first (a problem: 409, nothing stored), `after` once the files are stored. */
    within?: { refuse?: () => Problem | null; after?: (saved: { name: string; version: number }[]) => void };
  } = {},
): Result<{ saved: { name: string; version: number }[]; complete: boolean; warnings: English<Problem>[] }> {
  if (!isArbiter(user)) return notAllowed(user);
  const via = options.via ?? 'api';
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return notFound({ what: 'competition', name: slug });
  const kind = competitionKind(competition.kind)!;
  for (const { name, bytes } of written) {
    if (!FILE_NAME.test(name)) return refuse([coded<Problem>({ code: 'INVALID_FILE_NAME' })]);
    if (bytes.byteLength === 0) return refuse([coded<Problem>({ code: 'EMPTY_FILE' })]);
    if (bytes.byteLength > UPLOAD_LIMIT_BYTES) return refuse([coded<Problem>({ code: 'TOO_LARGE', params: { mb: UPLOAD_LIMIT_MB } })]);
    const tooBig = name.endsWith('.json') ? null : checkFileLimits(bytes, importLimits().competition);
    if (tooBig) return refuse([asApi({ ...tooBig, file: name })]);
  }
  if (options.basedOn !== undefined && !FILES_BASIS.test(options.basedOn)) return refuse([coded<Problem>({ code: 'INVALID_FIELD', params: { field: 'basedOn', named: 1 } })]);
  const files = currentCompetitionFiles(conn, competition.id);
  const read = (n: string) => written.find((w) => w.name === n)?.bytes ?? files.get(n)?.bytes ?? null;
  const loaded = kind.load(read);
  const names = new Set(written.map((w) => w.name));
  const own = (p: Problem<string, 'file' | 'line'>) => names.has(p.file) || (p.file === '' && names.has(kind.configFile));
  const blocking = loaded.ok ? [] : loaded.errors.filter(own);
  if (blocking.length) return refuse(blocking.map(asApi));
  const warnings = [...(loaded.ok ? [] : loaded.errors), ...loaded.warnings].map(asApi);
  return writeTransaction(conn, () => {
    if (options.basedOn !== undefined) {
      const changed = filesChangedSince(currentCompetitionFiles(conn, competition.id), options.basedOn);
      if (changed) return refuse([changed]);
    }
    const refused = options.within?.refuse?.();
    if (refused) return refuse([refused]);
    const saved = written.map(({ name, bytes }) => {
      const version = insertCompetitionFile(conn, { competitionId: competition.id, name, bytes, sha256: createHash('sha256').update(bytes).digest('hex'), uploadedBy: user.id });
      audit(conn, { userId: user.id, via }, 'competition.file', null, { slug, file: name, version });
      return { name, version };
    });
    bumpCompetitionRevision(conn, competition.id);
    if (options.audit) audit(conn, { userId: user.id, via }, options.audit.action, null, { slug, ...options.audit.details });
    options.within?.after?.(saved);
    return { ok: true as const, value: { saved, complete: loaded.ok, warnings } };
  });
}

type CompetitionView = { competition: Competition; load: CompetitionLoad<unknown> };

// a competition computed from its files takes ≈ 3–50 bytes of heap per byte of its files (the demo's
// three kinds, scripts/memo-weights.ts): weighed at 50 in the budget of computed data (GP_MEMO_MB)
const memo = new RevisionMemo<number, { load: CompetitionLoad<unknown>; fileBytes: number }>('competition', 64, { budget: computedBudget(), weigh: (v) => v.fileBytes * 50 });

/** A competition computed from its current files, once per revision. */
export function getCompetitionView(conn: Connection, competition: Competition): CompetitionView {
  const { load } = memo.get(conn, competition.id, competition.revision, () => {
    const kind = competitionKind(competition.kind);
    if (!kind) return { load: { ok: false, errors: [coded<Problem<string, 'file' | 'line'>>({ file: '', line: 0, code: 'UNKNOWN_KIND', params: { kind: competition.kind } })], warnings: [] }, fileBytes: 0 };
    const files = currentCompetitionFiles(conn, competition.id);
    return { load: kind.load((n) => files.get(n)?.bytes ?? null), fileBytes: [...files.values()].reduce((n, f) => n + f.bytes.byteLength, 0) };
  });
  return { competition, load };
}

/**
 * A competition the public may see: marked public, every file of its folder in and at least one
 * result (issue 28: a competition created without files, or with no result yet, is a draft — its
 * pages are 404s, the home page does not list it, the arbiter's workspace calls it a draft).
 */
export function publishedCompetition(conn: Connection, competition: Competition, today: IsoDate): { view: CompetitionView; summary: CompetitionSummary } | null {
  if (!competition.public) return null;
  const kind = competitionKind(competition.kind);
  const view = getCompetitionView(conn, competition);
  if (!kind || !view.load.ok) return null;
  const summary = kind.summarize(view.load.result, today);
  return summary.hasResults ? { view, summary } : null;
}

/**
 * Issue 40, item 4: the TRF files of a published competition, by name — the page's downloads. A file
 * under a `.trf` name that holds something else (a league's crosstable saved as CSV or a page, which
 * a league reads too) is not offered as a TRF.
 */
export function competitionTrfNames(conn: Connection, competition: Competition): string[] {
  const heads = competitionFileHeads(conn, competition.id, TRF_HEAD_BYTES);
  return competitionFileNames(conn, competition.id).filter((n) => /\.trf$/i.test(n) && holdsTrf(heads.get(n)));
}

/** A published competition's stored TRF file, for its download; null when not published, not a TRF, or none. */
export function publishedTrf(conn: Connection, competition: Competition, name: string, today: IsoDate): Uint8Array | null {
  if (!/\.trf$/i.test(name) || !publishedCompetition(conn, competition, today)) return null;
  const bytes = currentCompetitionFiles(conn, competition.id).get(name)?.bytes ?? null;
  return bytes && holdsTrf(bytes.subarray(0, TRF_HEAD_BYTES)) ? bytes : null;
}

const TRF_HEAD_BYTES = 8192;
/** The file's first lines are TRF records (the beginning of a file is enough: lib/import/trf/looks-like-trf.ts). */
function holdsTrf(head: Uint8Array | undefined): boolean {
  if (!head) return false;
  const decoded = decodeText(head);
  if (!decoded.ok) return false;
  // the last line may be cut off in the middle: it is left out
  const text = head.byteLength >= TRF_HEAD_BYTES ? decoded.text.slice(0, decoded.text.lastIndexOf('\n') + 1) : decoded.text;
  return looksLikeTrf(text.replace(/^\uFEFF/, ''));
}

import { createHash } from 'node:crypto';
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import {
  bumpCompetitionRevision,
  currentCompetitionFiles,
  getCompetitionBySlug,
  insertCompetition,
  insertCompetitionFile,
} from '@/db/queries/competitions';
import type { Competition, User } from '@/db/schema';
import type { CompetitionLoad, CompetitionProblem } from '@/lib/competitions/kind';
import { COMPETITION_KINDS, competitionKind } from '@/lib/competitions/registry';
import { RevisionMemo } from './revision-memo';
import { assertArbiter } from './workspace/access';

type Problem = { line?: number; code: string; message: string; params?: Record<string, string | number> };
export type CompetitionWrite<T> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 422; errors: Problem[] };

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** File names of a competition folder: a plain name, no path. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const asApi = (p: CompetitionProblem): Problem => ({ line: p.line, code: p.code, message: `${p.file ? `${p.file}${p.line ? ` line ${p.line}` : ''}: ` : ''}${p.message}`, params: { file: p.file } });

/** A new competition of a known kind (arbiters only). */
export function createCompetition(conn: Connection, user: User | null, input: { slug: string; kind: string; name: string }): CompetitionWrite<Competition> {
  assertArbiter(user);
  const errors: Problem[] = [];
  if (!SLUG.test(input.slug)) errors.push({ code: 'INVALID_SLUG', message: 'The address uses lower-case letters, digits and dashes (at most 63).' });
  if (!competitionKind(input.kind)) errors.push({ code: 'UNKNOWN_KIND', message: `Unknown kind "${input.kind}" (known: ${Object.keys(COMPETITION_KINDS).join(', ')}).` });
  if (!input.name.trim() || input.name.length > 200) errors.push({ code: 'MISSING_NAME', message: 'The competition needs a name (at most 200 characters).' });
  if (errors.length) return { ok: false, status: 422, errors };
  return writeTransaction(conn, () => {
    if (getCompetitionBySlug(conn, input.slug)) return { ok: false as const, status: 409 as const, errors: [{ code: 'SLUG_TAKEN', message: `The address "${input.slug}" is taken.`, params: { slug: input.slug } }] };
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
): CompetitionWrite<{ version: number; complete: boolean; warnings: Problem[] }> {
  assertArbiter(user);
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return { ok: false, status: 404, errors: [{ code: 'NOT_FOUND', message: `No competition "${slug}".` }] };
  const kind = competitionKind(competition.kind)!;
  if (!FILE_NAME.test(name)) return { ok: false, status: 422, errors: [{ code: 'INVALID_FILE_NAME', message: 'A file name uses letters, digits, dots, dashes and underscores only.' }] };
  if (bytes.byteLength === 0) return { ok: false, status: 422, errors: [{ code: 'EMPTY_FILE', message: 'The file is empty.' }] };
  if (bytes.byteLength > MAX_FILE_BYTES) return { ok: false, status: 422, errors: [{ code: 'TOO_LARGE', message: 'The file is larger than 10 MB.', params: { mb: 10 } }] };
  const files = currentCompetitionFiles(conn, competition.id);
  const read = (n: string) => (n === name ? bytes : (files.get(n)?.bytes ?? null));
  const loaded = kind.load(read);
  const own = (p: CompetitionProblem) => p.file === name || (p.file === '' && name === kind.configFile);
  const blocking = loaded.ok ? [] : loaded.errors.filter(own);
  if (blocking.length) return { ok: false, status: 422, errors: blocking.map(asApi) };
  const warnings = [...(loaded.ok ? [] : loaded.errors), ...loaded.warnings].map(asApi);
  return writeTransaction(conn, () => {
    const version = insertCompetitionFile(conn, { competitionId: competition.id, name, bytes, sha256: createHash('sha256').update(bytes).digest('hex'), uploadedBy: user.id });
    bumpCompetitionRevision(conn, competition.id);
    audit(conn, { userId: user.id, via }, 'competition.file', null, { slug, file: name, version });
    return { ok: true as const, value: { version, complete: loaded.ok, warnings } };
  });
}

export type CompetitionView = { competition: Competition; load: CompetitionLoad<unknown> };

const memo = new RevisionMemo<number, CompetitionLoad<unknown>>();

/** A competition computed from its current files, once per revision. */
export function getCompetitionView(conn: Connection, competition: Competition): CompetitionView {
  const load = memo.get(conn, competition.id, competition.revision, () => {
    const kind = competitionKind(competition.kind);
    if (!kind) return { ok: false, errors: [{ file: '', line: 0, code: 'UNKNOWN_KIND', message: `Unknown kind "${competition.kind}".` }], warnings: [] };
    const files = currentCompetitionFiles(conn, competition.id);
    return kind.load((n) => files.get(n)?.bytes ?? null);
  });
  return { competition, load };
}

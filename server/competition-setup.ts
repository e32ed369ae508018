/**
 * Issue 40, B5: an open, a league or a team league set up in the browser without hand-written JSON,
 * and every competition file previewed before it is stored (a Swiss TRF had been published at once
 * as a round robin). The description file comes from a form through the kind's own loader; a file's
 * preview reads the folder with it and says what the competition would become — nothing is stored.
 */
import { getCompetitionBySlug, currentCompetitionFiles } from '@/db/queries/competitions';
import type { Connection } from '@/db/client';
import type { User } from '@/db/schema';
import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import type { NewCompetitionFields } from '@/lib/competitions/kind';
import { newConfigText } from '@/lib/competitions/new-config';
import { standingsTables, tableChanges, type TableChange } from '@/lib/competitions/table-changes';
import type { Lang } from '@/lib/i18n/messages';
import { competitionKind } from '@/lib/competitions/registry';
import type { IsoDate } from '@/lib/dates';
import { coded, notFound, refuse, type English, type Problem, type Result } from '@/lib/problem';
import { describe } from '@/lib/i18n/t';
import { FILE_NAME, filesBasis, publishedCompetition, putCompetitionFiles } from './competitions';
import { isArbiter, notAllowed } from './workspace/access';
import { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from '@/lib/request-limits.mjs';

const asProblem = (p: Problem<string, 'file' | 'line'>): English<Problem> => ({ line: p.line, code: p.code, message: describe('en', p, { file: p.file }), params: { ...p.params, file: p.file } });

/** FILE_NOT_READ: the names the description names (as far as the folder can be read now), for the arbiter to choose from. */
function unreadFile(name: string, read: string[]): Problem<string, 'file' | 'line'> {
  return coded<Problem<string, 'file' | 'line'>>({ code: 'FILE_NOT_READ', severity: 'warning', file: name, line: 0, params: { expected: read.join(', ') } });
}

/** Writes the competition's description file from the form, as version 1 (or the next version), audited like an upload. */
export function writeCompetitionConfig(conn: Connection, user: User | null, slug: string, fields: NewCompetitionFields) {
  if (!isArbiter(user)) return notAllowed(user);
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return notFound({ what: 'competition', name: slug });
  const kind = competitionKind(competition.kind)!;
  const config = newConfigText(kind, fields);
  if (!config.ok) return refuse(config.errors.map(asProblem));
  return putCompetitionFiles(conn, user, slug, [{ name: config.file, bytes: new TextEncoder().encode(config.text) }], { via: 'web' });
}

interface CompetitionFilePreview {
  /** The file's own problems: saving it would be refused. */
  refused: English<Problem>[];
  /** Problems elsewhere (files still missing) and warnings: saved, the competition stays as they say. */
  warnings: English<Problem>[];
  /** Every file of the folder in and read. */
  complete: boolean;
  /** What the home page would say of it now and after the save (null while it does not compute). */
  before: CompetitionSummary | null;
  after: CompetitionSummary | null;
  /** Saving makes a draft public: every file in and a first result. */
  publishes: boolean;
  /** The version the file would become. */
  version: number;
  /** Issue 40, item 5: the standings tables after the file against the tables now, in the page's language. */
  tables: TableChange[];
  /** Tables there now that the file takes away (a league no longer read). */
  removedTables: string[];
  /** Issue 40, item 6: the file the description does not name, taken by its content — the kind's note of what it becomes. */
  adopted: English<Problem> | null;
}

type Files = ReturnType<typeof currentCompetitionFiles>;
type Kind = NonNullable<ReturnType<typeof competitionKind>>;
type Adoption = { config: Uint8Array; part: string; added: boolean; note: Problem<string, 'file' | 'line'> };

/**
 * The folder read with `bytes` as its file `name`, and whether the description reads that name. A file
 * the description does not name is taken by its content where the kind takes it (issue 40, item 6: a
 * league's results file under any name — `adopted`, the description's next version stored with it);
 * otherwise FILE_NOT_READ says which names are read (a file nobody reads would be stored and change
 * nothing — a new arbiter uploading 'my-league.trf' where 'liga-a.trf' is read).
 */
function readWithFile(kind: Kind, files: Files, name: string, bytes: Uint8Array) {
  const read = (written: ReadonlyMap<string, Uint8Array>, asked?: Set<string>) => (n: string) => {
    asked?.add(n);
    return written.get(n) ?? files.get(n)?.bytes ?? null;
  };
  const asked = new Set<string>();
  let loaded = kind.load(read(new Map([[name, bytes]]), asked));
  const own = (p: Problem<string, 'file' | 'line'>) => p.file === name || (p.file === '' && name === kind.configFile);
  // a loader stops at the first file missing (a team league's teams.csv before its boards.csv): the
  // kind's own list of its folder's files counts as named too
  const named = new Set([...asked, ...kind.folder.map((f) => f.file).filter((f) => !f.includes('<'))]);
  if (named.has(name)) return { loaded, own, unread: [], adopted: null };
  const adoption = kind.adoptFile?.(read(new Map()), name, bytes) ?? null;
  if (!adoption) return { loaded, own, unread: [unreadFile(name, [...named].filter((n) => n !== kind.configFile))], adopted: null };
  const config = new TextEncoder().encode(adoption.config);
  loaded = kind.load(read(new Map([[name, bytes], [kind.configFile, config]])));
  const adopted: Adoption = { config, part: adoption.part, added: adoption.added, note: adoption.note };
  // the description's problems are the file's too: it is stored with it
  return { loaded, own: (p: Problem<string, 'file' | 'line'>) => own(p) || p.file === kind.configFile || p.file === '', unread: [], adopted };
}

/**
 * Issue 40, item 6: a competition's file uploaded — under the name its description gives, or under
 * any name where the kind takes it by its content (a league's results file: the description's next
 * version names it, stored in the same transaction, with one audit line for the adoption). What the
 * workspace's upload and the preview's save call.
 */
export function uploadCompetitionFile(conn: Connection, user: User | null, slug: string, name: string, bytes: Uint8Array, via: 'api' | 'web' | 'cli' = 'web') {
  if (!isArbiter(user)) return notAllowed(user);
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return notFound({ what: 'competition', name: slug });
  const kind = competitionKind(competition.kind)!;
  const files = currentCompetitionFiles(conn, competition.id);
  const adopted = FILE_NAME.test(name) && bytes.byteLength > 0 && bytes.byteLength <= UPLOAD_LIMIT_BYTES ? readWithFile(kind, files, name, bytes).adopted : null;
  if (!adopted) return putCompetitionFiles(conn, user, slug, [{ name, bytes }], { via });
  const r = putCompetitionFiles(conn, user, slug, [{ name, bytes }, { name: kind.configFile, bytes: adopted.config }], {
    via,
    basedOn: filesBasis(files),
    audit: { action: 'competition.file-adopted', details: { file: name, part: adopted.part, added: adopted.added } },
  });
  return r.ok ? { ok: true as const, value: { ...r.value, warnings: [asProblem(adopted.note), ...r.value.warnings] } } : r;
}

/**
 * Issue 40: the names the competition's files go under — those its description reads (as far as the
 * folder can be read now) and the kind's own list — for the upload's name field to offer: a new
 * arbiter uploading a crosstable `2018-moscow-open.csv` learns it goes in as `swiss.trf`. The
 * description file first.
 */
export function competitionFileNames(conn: Connection, slug: string): string[] {
  const competition = getCompetitionBySlug(conn, slug);
  const kind = competition ? competitionKind(competition.kind) : null;
  if (!competition || !kind) return [];
  const files = currentCompetitionFiles(conn, competition.id);
  const asked = new Set<string>([kind.configFile]);
  kind.load((n) => {
    asked.add(n);
    return files.get(n)?.bytes ?? null;
  });
  for (const f of kind.folder) if (!f.file.includes('<')) asked.add(f.file);
  return [...asked];
}

/** The folder read with `bytes` as its file `name`: what was read and what the competition becomes; stores nothing. */
export function previewCompetitionFile(conn: Connection, user: User | null, slug: string, name: string, bytes: Uint8Array, today: IsoDate, lang: Lang = 'en'): Result<CompetitionFilePreview> {
  if (!isArbiter(user)) return notAllowed(user);
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return notFound({ what: 'competition', name: slug });
  const kind = competitionKind(competition.kind)!;
  if (!FILE_NAME.test(name)) return refuse([coded<Problem>({ code: 'INVALID_FILE_NAME' })]);
  if (bytes.byteLength === 0) return refuse([coded<Problem>({ code: 'EMPTY_FILE' })]);
  if (bytes.byteLength > UPLOAD_LIMIT_BYTES) return refuse([coded<Problem>({ code: 'TOO_LARGE', params: { mb: UPLOAD_LIMIT_MB } })]);
  const files = currentCompetitionFiles(conn, competition.id);
  const { loaded, own, unread, adopted } = readWithFile(kind, files, name, bytes);
  const refused = loaded.ok ? [] : loaded.errors.filter(own);
  const warnings = [...unread, ...(loaded.ok ? [] : loaded.errors.filter((p) => !own(p))), ...loaded.warnings];
  const now = publishedCompetition(conn, competition, today);
  const current = kind.load((n) => files.get(n)?.bytes ?? null);
  const after = loaded.ok ? kind.summarize(loaded.result, today) : null;
  const changes = loaded.ok ? tableChanges(current.ok ? standingsTables(kind.sheets(current.result, lang), lang) : null, standingsTables(kind.sheets(loaded.result, lang), lang)) : { tables: [], removedTables: [] };
  return {
    ok: true,
    value: {
      refused: refused.map(asProblem),
      warnings: warnings.map(asProblem),
      complete: loaded.ok,
      before: current.ok ? kind.summarize(current.result, today) : null,
      after,
      publishes: competition.public && now === null && after !== null && after.hasResults,
      version: (files.get(name)?.version ?? 0) + 1,
      ...changes,
      adopted: adopted ? asProblem(adopted.note) : null,
    },
  };
}

/**
 * Issue 40, item 2: the description file as the form edits it (an existing open, league season or
 * team league changed in fields, not only created): its current JSON object, or null while the folder
 * has none or it does not read as one (then the upload and the JSON view remain).
 */
export function competitionConfigForForm(conn: Connection, competitionId: number, configFile: string): Record<string, unknown> | null {
  const file = currentCompetitionFiles(conn, competitionId).get(configFile);
  if (!file) return null;
  try {
    const v = JSON.parse(new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, '')) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

'use server';
/** The arbiter's actions on competitions computed from games (opens, leagues, team leagues). */
import { z } from 'zod';
import { describe } from '@/lib/i18n/t';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { createCompetition } from '@/server/competitions';
import { connection } from '@/server/data';
import { afterCompetitionWrite } from '@/server/after-write';
import { currentDate } from '@/server/clock';
import { previewCompetitionFile, uploadCompetitionFile, writeCompetitionConfig } from '@/server/competition-setup';
import { describeLeaders, describeState } from '@/lib/i18n/home-words';
import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import type { TableChange } from '@/lib/competitions/table-changes';
import type { Lang } from '@/lib/i18n/messages';

const revalidate = (slug: string) => afterCompetitionWrite(null, slug);

const CompetitionForm = z.object({ slug: z.string().trim().max(63), kind: z.string(), name: z.string().max(200) });
const create = arbiterAction({ schema: CompetitionForm }, ({ user, lang, input }) => {
  const r = createCompetition(connection(), user, input);
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  revalidate(r.value.slug);
  return { ok: true, message: say(lang, 'SAVED') };
});
export async function createCompetitionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return create(form);
}

const upload = arbiterAction({ schema: z.object({ competition: z.string() }) }, async ({ user, lang, input, form }) => {
  const file = form.get('file');
  if (!(file instanceof File)) return { ok: false, message: say(lang, 'CHOOSE_FILE') };
  // a chosen file with nothing in it is an empty file, not a missing one (issue 29, defect 7)
  if (file.size === 0) return { ok: false, message: say(lang, 'EMPTY_FILE') };
  // the file keeps the name the folder's description gives it (event.json, swiss.trf …), or a league's
  // results file its own name, the description then naming it (issue 40, item 6)
  const name = String(form.get('name') ?? '').trim() || file.name;
  const r = uploadCompetitionFile(connection(), user, input.competition, name, new Uint8Array(await file.arrayBuffer()), 'web');
  // each refused line names its file and line in the page's language ("games.csv, wiersz 2: …")
  if (!r.ok) return { ok: false, message: say(lang, 'FILE_REFUSED'), errors: r.errors.map((e) => ({ code: e.code, message: describe(lang, e, 'placed') })) };
  revalidate(input.competition);
  return { ok: true, message: say(lang, 'FILE_SAVED', { version: r.value.saved[0]!.version, name }), errors: r.value.warnings.map((w) => ({ code: w.code, message: describe(lang, w, 'placed') })) };
});
export async function uploadCompetitionFileAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return upload(form);
}

// issue 40, B5: the description file from the form (name, preset, leagues one per line)
// issue 40, item 4: a season of leagues' game days in the form (one round a line, the hours, the time control)
const ConfigForm = z.object({
  competition: z.string(),
  name: z.string().max(200),
  preset: z.string().max(80),
  parts: z.string().max(5000).default(''),
  from: z.string().max(20).default(''),
  to: z.string().max(20).default(''),
  gameDays: z.string().max(5000).optional(),
  start: z.string().max(10).default(''),
  end: z.string().max(10).default(''),
  timeControl: z.string().max(200).default(''),
  // `rules`: the rules the preset leaves open, as the form's fields hold them (JSON of an object)
  rules: z.string().max(20000).default(''),
});
const writeConfig = arbiterAction({ schema: ConfigForm }, ({ user, lang, input }) => {
  const rules = asObject(input.rules);
  if (rules === null) return { ok: false, message: say(lang, 'INVALID_JSON') };
  const gameDays = input.gameDays !== undefined ? { text: input.gameDays, start: input.start, end: input.end, timeControl: input.timeControl } : undefined;
  const r = writeCompetitionConfig(connection(), user, input.competition, { name: input.name, preset: input.preset, parts: input.parts.split(/\r?\n/), dates: { from: input.from, to: input.to }, rules, ...(gameDays ? { gameDays } : {}) });
  if (!r.ok) return { ok: false, message: say(lang, 'FILE_REFUSED'), errors: r.errors.map((e) => ({ code: e.code, message: describe(lang, e, 'placed') })) };
  revalidate(input.competition);
  const saved = r.value.saved[0]!;
  return { ok: true, message: say(lang, 'FILE_SAVED', { version: saved.version, name: saved.name }), errors: r.value.warnings.map((w) => ({ code: w.code, message: describe(lang, w, 'placed') })) };
});
/** The form's JSON object ('' is none); null when it is not one. */
function asObject(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
export async function writeCompetitionConfigAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return writeConfig(form);
}

/** A competition file's preview as the page shows it: every line in the page's language. */
export interface CompetitionFilePreviewView {
  refused: string[];
  warnings: string[];
  /** FILE_NOT_READ: the description names no file of this name, so saving it would change nothing. */
  unread: string | null;
  before: string | null;
  after: string | null;
  publishes: boolean;
  name: string;
  version: number;
  /** Issue 40, item 5: the tables after the file against the tables now. */
  tables: TableChange[];
  removedTables: string[];
  /** Issue 40, item 6: what the file becomes when the description does not name it (a league's results under any name). */
  adopted: string | null;
}

const summaryLine = (lang: Lang, s: CompetitionSummary | null) => (s ? [describeState(lang, s.state), describeLeaders(lang, s)].filter(Boolean).join(' · ') : null);

// a preview stores nothing: a state that is not `ok` keeps the caches as they are
const previewFile = arbiterAction({ schema: z.object({ competition: z.string() }) }, async ({ user, lang, input, form }) => {
  const file = form.get('file');
  if (!(file instanceof File)) return { ok: false, message: say(lang, 'CHOOSE_FILE') };
  const name = String(form.get('name') ?? '').trim() || file.name;
  const r = previewCompetitionFile(connection(), user, input.competition, name, new Uint8Array(await file.arrayBuffer()), currentDate(), lang);
  if (!r.ok) return refusedWith(lang, 'FILE_REFUSED', r.errors);
  const say2 = (p: (typeof r.value.refused)[number]) => describe(lang, p, 'placed');
  const unread = r.value.warnings.find((p) => p.code === 'FILE_NOT_READ');
  const view: CompetitionFilePreviewView = { refused: r.value.refused.map(say2), warnings: r.value.warnings.filter((p) => p !== unread).map(say2), unread: unread ? say2(unread) : null, before: summaryLine(lang, r.value.before), after: summaryLine(lang, r.value.after), publishes: r.value.publishes, name, version: r.value.version, tables: r.value.tables, removedTables: r.value.removedTables, adopted: r.value.adopted ? say2(r.value.adopted) : null };
  return { ok: false, message: '', preview: view };
});
/** Issue 40, B5: what a competition file would do, before it is stored (form: competition, file, name). */
export async function previewCompetitionFileAction(form: FormData): Promise<CompetitionFilePreviewView | ActionState> {
  const r = await previewFile(form);
  return 'preview' in r ? (r as { preview: CompetitionFilePreviewView }).preview : r;
}

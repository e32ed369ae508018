'use server';
/** A tournament's file: preview, commit, restore an earlier version, delete the tournament. */
import { z } from 'zod';
import { currentTime } from '@/server/clock';
import { commitTournamentUpload, deleteTournament, previewTournamentUpload, restoreVersion, type PreviewOutcome } from '@/server/uploads';
import { describe, describeNote } from '@/lib/i18n/t';
import type { PreviewAnswer } from '@/app/[lang]/arbiter/seasons/[slug]/upload/preview-types';
import { inEnglish } from '@/lib/problem';
import { connection } from '@/server/data';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import type { Lang } from '@/lib/i18n/messages';
import { fileBytes, uploadRequest } from './form-file';
import { fileOwnFacts, type FileOwnFacts } from '@/lib/series/file-own-facts';
import { sameFileWarnings } from '@/server/workspace/same-file';

/** The preview's problems in the page's language (the workbench shows them as they come). */
function previewInLang(p: PreviewOutcome, lang: Lang): PreviewAnswer {
  if (!p.ok) return { ...p, errors: p.errors.map((e) => ({ ...e, message: describe(lang, e, 'none') })) };
  // the season's warnings about the file (namesakes: one summary per name) in the page's language too
  return { ...p, warnings: p.warnings.map((w) => ({ ...w, message: describe(lang, w, 'none') })), preview: { ...p.preview, warnings: p.preview.notes.map((n) => describeNote(lang, n)) } };
}

const previewUploadRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  const request = uploadRequest(form);
  const outcome = previewTournamentUpload(connection(), user, { ...request, season, fileName: file.name, bytes: file.bytes });
  // issue 40, C6: the same file (or the same rows) as another tournament of the season, said before the commit
  const checked = outcome.ok ? sameFileWarnings(connection(), user, season, { code: request.code, bytes: file.bytes, rows: outcome.preview.rows.map((r) => ({ name: r.source.name, points: r.source.points })) }) : null;
  const same = checked?.ok ? checked.value : [];
  const withSame: PreviewOutcome = outcome.ok && same.length ? { ...outcome, warnings: [...same.map((w) => inEnglish({ line: 0, code: w.code, params: w.params }, 'code')), ...outcome.warnings] } : outcome;
  // a preview changes nothing: a state that is not `ok` keeps the season's caches as they are
  return { ok: false, message: '', preview: previewInLang(withSame, lang) };
});
export async function previewUploadAction(form: FormData): Promise<PreviewAnswer | ActionState> {
  const r = await previewUploadRun(form);
  return 'preview' in r ? (r as { preview: PreviewAnswer }).preview : r;
}

const commitUploadRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  const r = commitTournamentUpload(connection(), user, { ...uploadRequest(form), season, fileName: file.name, bytes: file.bytes });
  if (!r.ok) return refusedWith(lang, 'FILE_REFUSED', r.errors);
  if (r.value.identicalTo !== undefined) return { ok: true, message: say(lang, 'UPLOAD_IDENTICAL', { version: r.value.identicalTo }), version: r.value.identicalTo };
  // issue 25: a file after round k of n is saved as a tournament in progress — said with the version
  const progress = r.value.inProgress ? ` ${say(lang, 'TOURNAMENT_IN_PROGRESS', { round: r.value.inProgress.round, of: r.value.inProgress.of, ...(r.value.inProgress.pending ? { pending: r.value.inProgress.pending } : {}) })}` : '';
  return { ok: true, message: say(lang, 'VERSION_SAVED', { version: r.value.version, rows: r.value.rows }) + progress, version: r.value.version };
});
export async function commitUploadAction(form: FormData): Promise<ActionState & { version?: number }> {
  return commitUploadRun(form);
}

const restore = arbiterAction({ schema: z.object({ code: z.string(), version: z.coerce.number().int().min(1) }), season: true }, ({ user, lang, input, season }) => {
  const r = restoreVersion(connection(), user, season, input.code, input.version);
  return r.ok ? { ok: true, message: say(lang, 'VERSION_RESTORED', { code: input.code, version: input.version }) } : refusedWith(lang, 'NOT_FOUND', r.errors);
});
export async function restoreVersionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return restore(form);
}

const remove = arbiterAction({ schema: z.object({ code: z.string() }), season: true }, ({ user, lang, input, season }) => {
  const r = deleteTournament(connection(), user, season, input.code, currentTime().toISOString());
  return r.ok ? { ok: true, message: say(lang, 'TOURNAMENT_DELETED', { code: input.code }) } : refusedWith(lang, 'NOT_FOUND', r.errors);
});
export async function deleteTournamentAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return remove(form);
}


// issue 40, C3: reading a file's own name and date changes nothing (a state that is not `ok`)
const fileFactsRun = arbiterAction({ season: true }, async ({ lang, form }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  return { ok: false, message: '', facts: fileOwnFacts(file.bytes) };
});
/** The tournament's name and date as the file itself writes them (form: slug, file), for the upload form to fill in. */
export async function fileFactsAction(form: FormData): Promise<FileOwnFacts> {
  const r = await fileFactsRun(form);
  return 'facts' in r ? (r as { facts: FileOwnFacts }).facts : { name: null, date: null };
}

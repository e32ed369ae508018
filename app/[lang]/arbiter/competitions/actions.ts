'use server';
/** The arbiter's actions on competitions computed from games (opens, leagues, team leagues). */
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import { describe } from '@/lib/i18n/t';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { createCompetition, putCompetitionFile } from '@/server/competitions';
import { connection } from '@/server/data';

const revalidate = (slug: string) => {
  for (const lang of ['pl', 'en']) {
    revalidatePath(`/${lang}/arbiter/competitions`);
    for (const { path } of Object.values(COMPETITION_KINDS)) revalidatePath(`/${lang}/${path}/${slug}`, 'layout');
    revalidatePath(`/${lang}`);
  }
};

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
  // the file keeps the name the folder's description gives it (event.json, swiss.trf …)
  const name = String(form.get('name') ?? '').trim() || file.name;
  const r = putCompetitionFile(connection(), user, input.competition, name, new Uint8Array(await file.arrayBuffer()), 'web');
  // each refused line names its file and line in the page's language ("games.csv, wiersz 2: …")
  if (!r.ok) return { ok: false, message: say(lang, 'FILE_REFUSED'), errors: r.errors.map((e) => ({ code: e.code, message: describe(lang, e, { placed: true }) })) };
  revalidate(input.competition);
  return { ok: true, message: say(lang, 'FILE_SAVED', { version: r.value.version, name }), errors: r.value.warnings.map((w) => ({ code: w.code, message: describe(lang, w, { placed: true }) })) };
});
export async function uploadCompetitionFileAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return upload(form);
}

'use server';
/** Creating a season and changing its name, rules and visibility. */
import { z } from 'zod';
import { localePath } from '@/lib/i18n/messages';
import { describe } from '@/lib/i18n/t';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { createSeasonAsArbiter, updateSeason } from '@/server/seasons';
import { connection } from '@/server/data';
import { afterSeasonWrite } from '@/server/after-write';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { overridesFromForm, remainingFromForm } from '../season-rules-overrides';
import { previewSeasonRules, type SeasonRulesPreview } from '@/server/season-rules-preview';
import { words } from '@/lib/i18n/words';

const SeasonForm = z.object({
  slug: z.string().trim().min(1).max(80),
  name: z.string().trim().min(1).max(200),
  year: z.coerce.number().int().min(1900).max(2200),
  preset: z.string().default('warmia-mazury-2018'),
});

const createSeason = arbiterAction({ schema: SeasonForm }, ({ user, lang, form, input }) => {
  const rules = overridesFromForm(form, input.preset);
  if (!rules.ok) return { ok: false, message: describe(lang, rules.errors[0]!) };
  const r = createSeasonAsArbiter(connection(), user, { ...input, rules: rules.value, public: form.get('public') === 'on' });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  afterSeasonWrite(r.value.slug);
  // a new arbiter's next step is the season's own page (uploads, dates, register): linked, not searched for in the list
  return { ok: true, message: say(lang, 'SEASON_CREATED', { slug: r.value.slug }), next: { href: localePath(lang, `/arbiter/seasons/${r.value.slug}`), label: words(lang, WORKSPACE_WORDS).openNewSeason } };
});
export async function createSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return createSeason(form);
}

const updateSeasonRun = arbiterAction({ season: true }, ({ user, lang, form, season }) => {
  const rules = overridesFromForm(form, season.preset);
  if (!rules.ok) return { ok: false, message: describe(lang, rules.errors[0]!) };
  const r = updateSeason(connection(), user, season.slug, { name: String(form.get('name') ?? ''), rules: rules.value, public: form.get('public') === 'on', ...(form.has('remainingRegular') ? { remaining: remainingFromForm(form) } : {}) });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: say(lang, 'SAVED') };
});
export async function updateSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return updateSeasonRun(form);
}


// issue 40, item 2: the season's rules as the form has them, previewed before they are saved
const previewRulesRun = arbiterAction({ season: true }, ({ user, lang, form, season }) => {
  const rules = overridesFromForm(form, season.preset);
  if (!rules.ok) return { ok: false, message: describe(lang, rules.errors[0]!) };
  const r = previewSeasonRules(connection(), user, season.slug, rules.value);
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: '', preview: r.value };
});
/** What the season's table becomes under the rules as the form has them; stores nothing. */
export async function previewSeasonRulesAction(form: FormData): Promise<ActionState & { preview?: SeasonRulesPreview }> {
  return previewRulesRun(form);
}

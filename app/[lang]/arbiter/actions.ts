'use server';
/**
 * Server actions of the arbiter's workspace. Each one checks the signed-in user again (the
 * workspace functions in db/queries/workspace.ts refuse anyone but an arbiter), validates its
 * input, writes in one transaction, and revalidates what changed.
 */
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { DatabaseBusy } from '@/db/client';
import { checkSignIn } from '@/db/queries/sign-in';
import { langOf, refusal } from '@/lib/i18n/refusals';
import type { Lang } from '@/lib/i18n/messages';
import { changeOwnPassword, removeAccount, revokeSession } from '@/server/account';
import { createToken } from '@/db/queries/users';
import { MAX_UPLOAD_BYTES } from '@/db/queries/uploads';
import {
  NotAllowed,
  addRegistryPlayer,
  arbiterSeason,
  assertArbiter,
  commitTournamentUpload,
  createOrganizerAccount,
  createSeasonAsArbiter,
  deleteTournament,
  previewRegistry,
  previewTournamentUpload,
  removeManualLink,
  restoreVersion,
  revokeToken,
  setManualLink,
  updateSeason,
  type PreviewOutcome,
  type RegistryPreview,
} from '@/server/workspace/workspace';
import { putRegistry } from '@/db/queries/uploads';
import { connection } from '@/server/data';
import { revalidateSeason } from '@/server/api';
import { overridesFromForm } from './season-rules-overrides';
import type { Season, User } from '@/db/schema';
import { clientAddress, endSession, startSession, touchSession } from '@/server/session';

export interface ActionState {
  ok: boolean;
  message: string;
  errors?: { line?: number; code?: string; message: string }[];
}

/** The page's language of an action: the form's `lang` field, else the page that posted it. */
async function actionLang(form: FormData): Promise<Lang> {
  return langOf(form.get('lang'), (await headers()).get('referer'));
}

/** A refusal the user can read, in the page's language — never a 500 for a wrong role or a busy database. */
const refused = (e: unknown, lang: Lang): ActionState => {
  if (e instanceof NotAllowed) return { ok: false, message: refusal(lang, e.status === 401 ? 'SIGN_IN_AGAIN' : 'FORBIDDEN') };
  if (e instanceof DatabaseBusy) return { ok: false, message: refusal(lang, 'BUSY') };
  throw e;
};

/**
 * For the one-button actions (restore, delete, link, revoke), which answer with the page itself:
 * signed out → the sign-in page; another role or a busy database → the page again, unchanged.
 */
async function quietly(form: FormData, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof NotAllowed && e.status === 401) redirect((await actionLang(form)) === 'en' ? '/en/arbiter/sign-in' : '/arbiter/sign-in');
    if (e instanceof NotAllowed || e instanceof DatabaseBusy) return;
    throw e;
  }
}

/** The common start of a season action: the signed-in arbiter (checked again here) and the season named in the form. */
async function forSeason<T>(form: FormData, fn: (ctx: { user: User; season: Season; slug: string; lang: Lang }) => Promise<T | ActionState>): Promise<T | ActionState> {
  const lang = await actionLang(form);
  try {
    const user = await touchSession();
    assertArbiter(user);
    const slug = String(form.get('slug') ?? '');
    const season = arbiterSeason(connection(), user, slug);
    if (!season) return { ok: false, message: refusal(lang, 'NO_SEASON') };
    return await fn({ user, season, slug, lang });
  } catch (e) {
    return refused(e, lang);
  }
}

export async function signIn(_prev: ActionState, form: FormData): Promise<ActionState> {
  const email = String(form.get('email') ?? '').slice(0, 320);
  const password = String(form.get('password') ?? '');
  const lang = await actionLang(form);
  if (!email || !password || password.length > 1000) return { ok: false, message: refusal(lang, 'SIGN_IN_FAILED') };
  let user: User;
  try {
    const r = await checkSignIn(connection(), email, password, new Date(), await clientAddress());
    if (!r.ok) return { ok: false, message: refusal(lang, 'SIGN_IN_FAILED') };
    user = r.user;
    await startSession(user);
  } catch (e) {
    return refused(e, lang);
  }
  const home = user.role === 'arbiter' ? '/arbiter' : '/organizer';
  redirect(lang === 'en' ? `/en${home}` : home);
}

/** Signing out revokes the session in the database: the cookie, replayed, opens nothing. */
export async function signOut(form: FormData): Promise<void> {
  const lang = await actionLang(form);
  await endSession();
  redirect(lang === 'en' ? '/en/arbiter/sign-in' : '/arbiter/sign-in');
}

/** A new password ends every session of the account; this browser gets a fresh one. */
export async function changePasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const lang = await actionLang(form);
  try {
    const user = await touchSession();
    const next = String(form.get('next') ?? '');
    if (next !== String(form.get('repeat') ?? next)) return { ok: false, message: refusal(lang, 'BAD_FORM') };
    const r = await changeOwnPassword(connection(), user, { current: String(form.get('current') ?? ''), next }, new Date());
    if (!r.ok) return { ok: false, message: refusal(lang, r.errors[0]!.code === 'WRONG_PASSWORD' ? 'WRONG_PASSWORD' : 'WEAK_PASSWORD') };
    await startSession(user!);
    return { ok: true, message: refusal(lang, 'PASSWORD_CHANGED') };
  } catch (e) {
    return refused(e, lang);
  }
}

export async function revokeSessionAction(form: FormData): Promise<void> {
  await quietly(form, async () => {
    const user = await touchSession();
    revokeSession(connection(), user, Number(form.get('id')), new Date());
    revalidatePath('/pl/arbiter/sessions');
    revalidatePath('/en/arbiter/sessions');
  });
}

export async function removeAccountAction(form: FormData): Promise<void> {
  await quietly(form, async () => {
    const user = await touchSession();
    removeAccount(connection(), user, Number(form.get('id')), new Date());
    revalidatePath('/pl/arbiter', 'layout');
    revalidatePath('/en/arbiter', 'layout');
  });
}

const SeasonForm = z.object({
  slug: z.string().max(63),
  name: z.string().max(200),
  year: z.coerce.number().int().min(2000).max(2100),
  preset: z.string().max(100).default('warmia-mazury-2018'),
  public: z.boolean(),
});

/** "Polish" or "English" by the page's language. */
const say = (lang: Lang, pl: string, en: string) => (lang === 'en' ? en : pl);

export async function createSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const lang = await actionLang(form);
  try {
    const user = await touchSession();
    assertArbiter(user);
    const f = SeasonForm.safeParse({ slug: form.get('slug'), name: form.get('name'), year: form.get('year'), preset: form.get('preset') ?? undefined, public: form.get('public') === 'on' });
    if (!f.success) return { ok: false, message: refusal(lang, f.error.issues.some((i) => i.path[0] === 'year') ? 'BAD_YEAR' : 'BAD_FORM') };
    const rules = overridesFromForm(form, f.data.preset);
    if (!rules.ok) return { ok: false, message: rules.message };
    const r = createSeasonAsArbiter(connection(), user, { slug: f.data.slug, name: f.data.name, year: f.data.year, preset: f.data.preset, rules: rules.rules, public: f.data.public });
    if (!r.ok) return { ok: false, message: r.errors.map((e) => e.message).join(' '), errors: r.errors };
    revalidateSeason(r.value.slug);
    return { ok: true, message: say(lang, `Utworzono sezon ${r.value.slug}.`, `Season ${r.value.slug} created.`) };
  } catch (e) {
    return refused(e, lang);
  }
}

export async function updateSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return forSeason(form, async ({ user, season, slug, lang }) => {
    const name = String(form.get('name') ?? '');
    if (name.length > 200) return { ok: false, message: refusal(lang, 'TEXT_TOO_LONG') };
    const rules = overridesFromForm(form, season.preset);
    if (!rules.ok) return { ok: false, message: rules.message };
    const r = updateSeason(connection(), user, slug, { name, rules: rules.rules, public: form.get('public') === 'on' });
    if (!r.ok) return { ok: false, message: r.errors.map((e) => e.message).join(' '), errors: r.errors };
    revalidateSeason(slug);
    return { ok: true, message: say(lang, 'Zapisano.', 'Saved.') };
  });
}

async function fileBytes(form: FormData, lang: Lang, field = 'file'): Promise<{ bytes: Uint8Array; name: string } | ActionState> {
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: refusal(lang, 'NO_FILE') };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: refusal(lang, 'FILE_TOO_LARGE') };
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name.slice(0, 200) };
}

function uploadRequest(form: FormData) {
  let links: Record<string, string | null> = {};
  try {
    const parsed: unknown = JSON.parse(String(form.get('links') ?? '{}'));
    // only name → CR id (digits) or null (keep apart); anything else is ignored
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [name, crId] of Object.entries(parsed).slice(0, 10_000)) {
        if (name.length <= 200 && (crId === null || (typeof crId === 'string' && /^\d{1,10}$/.test(crId)))) links[name] = crId;
      }
    }
  } catch {
    links = {};
  }
  return {
    code: String(form.get('code') ?? '').trim(),
    name: String(form.get('name') ?? '').trim(),
    date: String(form.get('date') ?? ''),
    final: form.get('final') === 'on' || form.get('final') === 'true',
    links,
  };
}

export async function previewUploadAction(form: FormData): Promise<PreviewOutcome | ActionState> {
  return forSeason(form, async ({ user, season, lang }) => {
    const file = await fileBytes(form, lang);
    if ('ok' in file) return file;
    return previewTournamentUpload(connection(), user, { ...uploadRequest(form), season, fileName: file.name, bytes: file.bytes });
  });
}

export async function commitUploadAction(form: FormData): Promise<ActionState & { version?: number }> {
  return forSeason(form, async ({ user, season, slug, lang }) => {
    const file = await fileBytes(form, lang);
    if ('ok' in file) return file;
    const r = commitTournamentUpload(connection(), user, { ...uploadRequest(form), season, fileName: file.name, bytes: file.bytes });
    if (!r.ok) return { ok: false, message: refusal(lang, 'FILE_REFUSED'), errors: r.errors };
    revalidateSeason(slug);
    return { ok: true, message: say(lang, `Zapisano wersję ${r.value.version} (${r.value.rows} wierszy).`, `Saved version ${r.value.version} (${r.value.rows} rows).`), version: r.value.version };
  });
}

export async function previewRegistryAction(form: FormData): Promise<RegistryPreview | ActionState> {
  return forSeason(form, async ({ user, season, lang }) => {
    const file = await fileBytes(form, lang);
    if ('ok' in file) return file;
    return previewRegistry(connection(), user, season, file.bytes);
  });
}

export async function commitRegistryAction(form: FormData): Promise<ActionState> {
  return forSeason(form, async ({ user, season, slug, lang }) => {
    const file = await fileBytes(form, lang);
    if ('ok' in file) return file;
    const r = putRegistry(connection(), { userId: user.id, via: 'web' }, season, file.name, file.bytes);
    if (!r.ok) return { ok: false, message: refusal(lang, 'REGISTER_REFUSED'), errors: r.errors };
    revalidateSeason(slug);
    return { ok: true, message: say(lang, `Rejestr zapisany: ${r.value.players} zawodników.`, `Register saved: ${r.value.players} players.`) };
  });
}

export async function addPlayerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return forSeason(form, async ({ user, season, slug, lang }) => {
    const birth = String(form.get('birthYear') ?? '').trim();
    const sex = String(form.get('sex') ?? '');
    const r = addRegistryPlayer(connection(), user, season, {
      crId: String(form.get('crId') ?? '').trim(),
      name: String(form.get('name') ?? ''),
      birthYear: /^\d{4}$/.test(birth) ? Number(birth) : null,
      sex: sex === 'M' || sex === 'F' ? sex : null,
      club: String(form.get('club') ?? ''),
      region: String(form.get('region') ?? ''),
      from: String(form.get('from') ?? '') || null,
    });
    if (!r.ok) return { ok: false, message: r.errors.map((e) => e.message).join(' '), errors: r.errors };
    revalidateSeason(slug);
    return { ok: true, message: say(lang, 'Dodano zawodnika do rejestru.', 'Player added to the register.') };
  });
}

export async function restoreVersionAction(form: FormData): Promise<void> {
  await quietly(form, async () => {
    const user = await touchSession();
    const slug = String(form.get('slug'));
    const season = arbiterSeason(connection(), user, slug);
    if (!season) return;
    restoreVersion(connection(), user, season, String(form.get('code')), Number(form.get('version')));
    revalidateSeason(slug);
  });
}

export async function deleteTournamentAction(form: FormData): Promise<void> {
  await quietly(form, async () => {
    const user = await touchSession();
    const slug = String(form.get('slug'));
    const season = arbiterSeason(connection(), user, slug);
    if (!season) return;
    deleteTournament(connection(), user, season, String(form.get('code')));
    revalidateSeason(slug);
  });
}

export async function setLinkAction(form: FormData): Promise<void> {
  await quietly(form, async () => {
    const user = await touchSession();
    const slug = String(form.get('slug'));
    const season = arbiterSeason(connection(), user, slug);
    if (!season) return;
    const crId = String(form.get('crId') ?? '').trim();
    const rowName = String(form.get('rowName') ?? '');
    if ((crId !== 'auto' && crId !== 'apart' && !/^\d{1,10}$/.test(crId)) || rowName.length > 200) return;
    if (crId === 'auto') removeManualLink(connection(), user, season, String(form.get('code')), rowName);
    else setManualLink(connection(), user, season, String(form.get('code')), rowName, crId === 'apart' ? null : crId);
    revalidateSeason(slug);
  });
}

export async function createTokenAction(_prev: ActionState, form: FormData): Promise<ActionState & { token?: string }> {
  const lang = await actionLang(form);
  try {
    const user = await touchSession();
    assertArbiter(user);
    const { token } = createToken(connection(), { userId: user.id, via: 'web' }, user.email, String(form.get('label') ?? '').slice(0, 80));
    revalidatePath('/pl/arbiter/tokens');
    revalidatePath('/en/arbiter/tokens');
    return { ok: true, message: say(lang, 'Nowy token — skopiuj go teraz, nie będzie już pokazany.', 'A new token: copy it now, it is shown only once.'), token };
  } catch (e) {
    return refused(e, lang);
  }
}

export async function revokeTokenAction(form: FormData): Promise<void> {
  await quietly(form, async () => {
    const user = await touchSession();
    revokeToken(connection(), user, Number(form.get('id')));
    revalidatePath('/pl/arbiter/tokens');
    revalidatePath('/en/arbiter/tokens');
  });
}

export async function createOrganizerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const lang = await actionLang(form);
  try {
    const user = await touchSession();
    const email = String(form.get('email') ?? '');
    const club = String(form.get('club') ?? '');
    if (email.length > 320 || club.length > 200) return { ok: false, message: refusal(lang, 'TEXT_TOO_LONG') };
    const r = await createOrganizerAccount(connection(), user, { email, club, password: String(form.get('password') ?? '') });
    if (!r.ok) return { ok: false, message: r.errors.map((e) => e.message).join(' '), errors: r.errors };
    revalidatePath('/pl/arbiter');
    revalidatePath('/en/arbiter');
    return { ok: true, message: say(lang, `Utworzono konto organizatora ${r.value.email}.`, `Organizer account ${r.value.email} created.`) };
  } catch (e) {
    return refused(e, lang);
  }
}

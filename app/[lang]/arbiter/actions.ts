'use server';
import { currentTime } from '@/server/clock';
/**
 * Server actions of the arbiter's workspace, each through `arbiterAction` (server/action.ts): the
 * signed-in arbiter checked again, the form validated, one transaction in the use case (which checks
 * the role once more, next to the data), the season revalidated, messages in the page's language.
 */
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { checkSignIn, DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieValue, deviceOf } from '@/server/sign-in';
import { cookies, headers } from 'next/headers';
import { sessionSecret } from '@/db/queries/settings';
import { createToken } from '@/server/users';
import { MAX_UPLOAD_BYTES, putRegistry } from '@/server/uploads';
import { addRegistryPlayer, previewRegistry, type RegistryPreview } from '@/server/workspace/registry';
import { commitTournamentUpload, deleteTournament, previewTournamentUpload, restoreVersion, type PreviewOutcome } from '@/server/workspace/uploads';
import { createOrganizerAccount, revokeToken } from '@/server/workspace/accounts';
import { createSeasonAsArbiter, updateSeason } from '@/server/workspace/seasons';
import { removeManualLink, setManualLink } from '@/server/workspace/links';
import { searchSeasonRegister } from '@/server/workspace/register-search';
import type { RegisterEntry } from '@/lib/identity/search-register';
import { describeNote } from '@/lib/i18n/describe-note';
import { connection } from '@/server/data';
import { revalidateSeason } from '@/server/api';
import { actionLang, arbiterAction, refusedWith, say, sayProblem, type ActionState } from '@/server/action';
import { overridesFromForm, remainingFromForm } from './season-rules-overrides';
import { clientAddress, endSession, startSession } from '@/server/session';
import { DatabaseBusy } from '@/db/client';
import { changeOwnPassword, removeAccount, revokeSession } from '@/server/account';
import type { Lang } from '@/lib/i18n/messages';

export type { ActionState } from '@/server/action';

export async function signIn(_prev: ActionState, form: FormData): Promise<ActionState> {
  const email = String(form.get('email') ?? '').slice(0, 320);
  const password = String(form.get('password') ?? '');
  const lang = await actionLang(form);
  if (!email || !password || password.length > 1000) return { ok: false, message: say(lang, 'SIGN_IN_FAILED') };
  let home: string;
  try {
    // issue 13: the attempt is counted before the password is checked, per account and per address
    // issue 31: a browser that signed in to this account before keeps its own count (device cookie)
    const jar = await cookies();
    const secret = sessionSecret(connection());
    const device = deviceOf(secret, email, jar.get(DEVICE_COOKIE)?.value);
    const r = await checkSignIn(connection(), email, password, currentTime(), await clientAddress(), device);
    if (!r.ok) return { ok: false, message: say(lang, 'SIGN_IN_FAILED') };
    await startSession(r.user);
    const https = (await headers()).get('x-forwarded-proto') === 'https';
    jar.set(DEVICE_COOKIE, deviceCookieValue(secret, email, device ?? undefined), { httpOnly: true, sameSite: 'lax', secure: https, path: '/', maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 });
    home = r.user.role === 'arbiter' ? '/arbiter' : r.user.role === 'captain' ? '/captain' : '/organizer';
  } catch (e) {
    if (e instanceof DatabaseBusy) return { ok: false, message: say(lang, 'BUSY') };
    throw e;
  }
  redirect(lang === 'en' ? `/en${home}` : home);
}

export async function signOut(form: FormData): Promise<void> {
  await endSession();
  redirect(form.get('lang') === 'en' ? '/en/arbiter/sign-in' : '/arbiter/sign-in');
}

/** A new password ends every session of the account; this browser gets a fresh one. */
const changePassword = arbiterAction({ roles: ['arbiter', 'organizer'], schema: z.object({ current: z.string().max(500), next: z.string().max(500), repeat: z.string().max(500).optional() }) }, async ({ user, lang, input }) => {
  if (input.repeat !== undefined && input.repeat !== input.next) return { ok: false, message: say(lang, 'PASSWORDS_DIFFER') };
  const r = await changeOwnPassword(connection(), user, { current: input.current, next: input.next }, currentTime());
  if (!r.ok) return { ok: false, message: say(lang, r.errors[0]!.code === 'WRONG_PASSWORD' ? 'WRONG_PASSWORD' : 'WEAK_PASSWORD') };
  await startSession(user);
  return { ok: true, message: say(lang, 'PASSWORD_CHANGED') };
});
export async function changePasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return changePassword(form);
}

const endSessionById = arbiterAction({ schema: z.object({ id: z.coerce.number().int().min(1) }) }, ({ user, input }) => {
  revokeSession(connection(), user, input.id, currentTime());
  revalidatePath('/pl/arbiter/sessions');
  revalidatePath('/en/arbiter/sessions');
  return { ok: true, message: '' };
});
export async function revokeSessionAction(form: FormData): Promise<void> {
  await endSessionById(form);
}

const removeUser = arbiterAction({ schema: z.object({ id: z.coerce.number().int().min(1) }) }, ({ user, input }) => {
  removeAccount(connection(), user, input.id, currentTime());
  revalidatePath('/pl/arbiter', 'layout');
  revalidatePath('/en/arbiter', 'layout');
  return { ok: true, message: '' };
});
export async function removeAccountAction(form: FormData): Promise<void> {
  await removeUser(form);
}

const SeasonForm = z.object({
  slug: z.string().trim().min(1).max(80),
  name: z.string().trim().min(1).max(200),
  year: z.coerce.number().int().min(1900).max(2200),
  preset: z.string().default('warmia-mazury-2018'),
});

const createSeason = arbiterAction({ schema: SeasonForm }, ({ user, lang, form, input }) => {
  const rules = overridesFromForm(form, input.preset);
  if (!rules.ok) return { ok: false, message: say(lang, rules.code, rules.params) };
  const r = createSeasonAsArbiter(connection(), user, { ...input, rules: rules.rules, public: form.get('public') === 'on' });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  revalidateSeason(r.value.slug);
  return { ok: true, message: say(lang, 'SEASON_CREATED', { slug: r.value.slug }) };
});
export async function createSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return createSeason(form);
}

const updateSeasonRun = arbiterAction({ season: true }, ({ user, lang, form, season }) => {
  const rules = overridesFromForm(form, season.preset);
  if (!rules.ok) return { ok: false, message: say(lang, rules.code, rules.params) };
  const r = updateSeason(connection(), user, season.slug, { name: String(form.get('name') ?? ''), rules: rules.rules, public: form.get('public') === 'on', ...(form.has('remainingRegular') ? { remaining: remainingFromForm(form) } : {}) });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: say(lang, 'SAVED') };
});
export async function updateSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return updateSeasonRun(form);
}

async function fileBytes(form: FormData, lang: Lang, field = 'file'): Promise<{ bytes: Uint8Array; name: string } | ActionState> {
  const file = form.get(field);
  if (!(file instanceof File)) return { ok: false, message: say(lang, 'CHOOSE_FILE') };
  // a chosen file with nothing in it is an empty file, not a missing one
  if (file.size === 0) return { ok: false, message: say(lang, 'EMPTY_FILE') };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: say(lang, 'TOO_LARGE', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }) };
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

function uploadRequest(form: FormData) {
  let links: Record<string, string | null> = {};
  try {
    const parsed: unknown = JSON.parse(String(form.get('links') ?? '{}'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [line, crId] of Object.entries(parsed)) if (/^\d+$/.test(line) && (crId === null || (typeof crId === 'string' && /^\d{1,10}$/.test(crId)))) links[line] = crId;
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

/** The preview's problems in the page's language (the workbench shows them as they come). */
function previewInLang(p: PreviewOutcome, lang: Lang): PreviewOutcome {
  if (!p.ok) return { ok: false, errors: p.errors.map((e) => ({ ...e, message: sayProblem(lang, e) })) };
  // the season's warnings about the file (namesakes: one summary per name) in the page's language too
  return { ...p, warnings: p.warnings.map((w) => ({ ...w, message: sayProblem(lang, w) })), preview: { ...p.preview, warnings: p.preview.notes.map((n) => describeNote(lang, n)) } };
}

const previewUploadRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  // a preview changes nothing: a state that is not `ok` keeps the season's caches as they are
  return { ok: false, message: '', preview: previewInLang(previewTournamentUpload(connection(), user, { ...uploadRequest(form), season, fileName: file.name, bytes: file.bytes }), lang) };
});
export async function previewUploadAction(form: FormData): Promise<PreviewOutcome | ActionState> {
  const r = await previewUploadRun(form);
  return 'preview' in r ? (r as { preview: PreviewOutcome }).preview : r;
}

const commitUploadRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  const r = commitTournamentUpload(connection(), user, { ...uploadRequest(form), season, fileName: file.name, bytes: file.bytes });
  if (!r.ok) return refusedWith(lang, 'FILE_REFUSED', r.errors);
  if (r.value.identicalTo !== undefined) return { ok: true, message: say(lang, 'UPLOAD_IDENTICAL', { version: r.value.identicalTo }), version: r.value.identicalTo };
  return { ok: true, message: say(lang, 'VERSION_SAVED', { version: r.value.version, rows: r.value.rows }), version: r.value.version };
});
export async function commitUploadAction(form: FormData): Promise<ActionState & { version?: number }> {
  return commitUploadRun(form);
}

const previewRegistryRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  const p = previewRegistry(connection(), user, season, file.bytes);
  return { ok: false, message: '', registry: { ...p, problems: p.problems.map((x) => ({ ...x, message: sayProblem(lang, x) })) } };
});
export async function previewRegistryAction(form: FormData): Promise<RegistryPreview | ActionState> {
  const r = await previewRegistryRun(form);
  return 'registry' in r ? (r as { registry: RegistryPreview }).registry : r;
}

const commitRegistryRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  const r = putRegistry(connection(), { userId: user.id, via: 'web' }, season, file.name, file.bytes);
  if (!r.ok) return refusedWith(lang, 'REGISTER_REFUSED', r.errors);
  return { ok: true, message: say(lang, 'REGISTER_SAVED', { players: r.value.players }) };
});
export async function commitRegistryAction(form: FormData): Promise<ActionState> {
  return commitRegistryRun(form);
}

const PlayerForm = z.object({
  crId: z.string().trim(),
  name: z.string().max(10_000),
  birthYear: z.string().trim().regex(/^(\d{4})?$/).default(''),
  sex: z.enum(['M', 'F', '']).default(''),
  club: z.string().max(10_000).default(''),
  region: z.string().max(200).default(''),
  from: z.string().default(''),
});
const addPlayer = arbiterAction({ schema: PlayerForm, season: true }, ({ user, lang, input, season }) => {
  const r = addRegistryPlayer(connection(), user, season, {
    crId: input.crId,
    name: input.name,
    birthYear: input.birthYear ? Number(input.birthYear) : null,
    sex: input.sex === '' ? null : input.sex,
    club: input.club,
    region: input.region,
    from: input.from || null,
  });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: say(lang, 'PLAYER_ADDED') };
});
export async function addPlayerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return addPlayer(form);
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

// a search changes nothing: a state that is not `ok` keeps the season's caches as they are
const searchRegisterRun = arbiterAction<{ q: string }, ActionState & { found?: RegisterEntry[] }>({ schema: z.object({ q: z.string().max(200) }), season: true }, ({ user, input, season }) => ({
  ok: false,
  message: '',
  found: searchSeasonRegister(connection(), user, season, input.q),
}));
/** The register players fitting a search (form: slug, q, lang) — the link picker's search when a big register was not sent whole (issue 31). */
export async function searchRegisterAction(form: FormData): Promise<RegisterEntry[]> {
  const r = await searchRegisterRun(form);
  return 'found' in r && r.found ? r.found : [];
}

const LinkForm = z.object({ code: z.string(), line: z.coerce.number().int().min(1), crId: z.string().trim().regex(/^(auto|apart|\d{1,10})$/), confirm: z.string().optional() });
/** What the link editor shows: saved, refused (an unknown id), or a duplicate to confirm. */
export type LinkState = ActionState & { confirm?: boolean };
const link = arbiterAction<z.infer<typeof LinkForm>, LinkState>({ schema: LinkForm, season: true }, ({ user, lang, input, season }) => {
  if (input.crId === 'auto') return removeManualLink(connection(), user, season, input.code, input.line) ? { ok: true, message: say(lang, 'SAVED') } : { ok: false, message: say(lang, 'NOT_FOUND') };
  const r = setManualLink(connection(), user, season, input.code, input.line, input.crId === 'apart' ? null : input.crId, { confirmDuplicate: input.confirm === 'yes' });
  if (r.ok) return { ok: true, message: say(lang, 'SAVED') };
  if (r.code === 'ALREADY_IN_TOURNAMENT') return { ok: false, message: say(lang, r.code, r.params), confirm: true };
  return { ok: false, message: say(lang, r.code, 'params' in r ? r.params : undefined) };
});
export async function setLinkAction(_prev: LinkState, form: FormData): Promise<LinkState> {
  return link(form);
}

const createTokenRun = arbiterAction({}, ({ user, lang, form }) => {
  const { token } = createToken(connection(), { userId: user.id, via: 'web' }, user.email, String(form.get('label') ?? '').slice(0, 80));
  revalidatePath('/pl/arbiter/tokens');
  revalidatePath('/en/arbiter/tokens');
  return { ok: true, message: say(lang, 'TOKEN_CREATED'), token };
});
export async function createTokenAction(_prev: ActionState, form: FormData): Promise<ActionState & { token?: string }> {
  return createTokenRun(form);
}

const revoke = arbiterAction({ schema: z.object({ id: z.coerce.number().int().min(1) }) }, ({ user, input }) => {
  revokeToken(connection(), user, input.id, currentTime().toISOString());
  revalidatePath('/pl/arbiter/tokens');
  revalidatePath('/en/arbiter/tokens');
  return { ok: true, message: '' };
});
export async function revokeTokenAction(form: FormData): Promise<void> {
  await revoke(form);
}

const OrganizerForm = z.object({ email: z.string().max(200), club: z.string().max(200).default(''), password: z.string().max(500) });
const createOrganizer = arbiterAction({ schema: OrganizerForm }, async ({ user, lang, input }) => {
  const r = await createOrganizerAccount(connection(), user, input);
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  revalidatePath('/pl/arbiter');
  revalidatePath('/en/arbiter');
  return { ok: true, message: say(lang, 'ACCOUNT_CREATED', { email: r.value.email }) };
});
export async function createOrganizerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return createOrganizer(form);
}

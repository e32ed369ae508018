'use server';
import { currentTime } from '@/server/clock';
/**
 * Server actions of the arbiter's workspace. Each one checks the signed-in user again (the
 * workspace functions in db/queries/workspace.ts refuse anyone but an arbiter), validates its
 * input, writes in one transaction, and revalidates what changed.
 */
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { checkSignIn } from '@/db/queries/sign-in';
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
import { currentUser, endSession, startSession, touchSession } from '@/server/session';

export interface ActionState {
  ok: boolean;
  message: string;
  errors?: { line?: number; code?: string; message: string }[];
}

const refused = (e: unknown): ActionState => {
  if (e instanceof NotAllowed) return { ok: false, message: e.status === 401 ? 'Zaloguj się ponownie. · Please sign in again.' : 'To konto nie ma dostępu. · This account may not do this.' };
  throw e;
};

const NO_SEASON: ActionState = { ok: false, message: 'Nie ma takiego sezonu. · No such season.' };

/** The common start of a season action: the signed-in arbiter (checked again here) and the season named in the form. */
async function forSeason<T>(form: FormData, fn: (ctx: { user: User; season: Season; slug: string }) => Promise<T | ActionState>): Promise<T | ActionState> {
  try {
    const user = await touchSession();
    assertArbiter(user);
    const slug = String(form.get('slug') ?? '');
    const season = arbiterSeason(connection(), user, slug);
    if (!season) return NO_SEASON;
    return await fn({ user, season, slug });
  } catch (e) {
    return refused(e);
  }
}

const GENERIC_SIGN_IN_ERROR = 'Nieprawidłowy e-mail lub hasło. Po 5 nieudanych próbach każda kolejna wymaga odczekania. · Wrong e-mail or password; after 5 failures each new attempt must wait.';

export async function signIn(_prev: ActionState, form: FormData): Promise<ActionState> {
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  const lang = form.get('lang') === 'en' ? 'en' : 'pl';
  if (!email || !password) return { ok: false, message: GENERIC_SIGN_IN_ERROR };
  const r = await checkSignIn(connection(), email, password, currentTime());
  if (!r.ok) return { ok: false, message: GENERIC_SIGN_IN_ERROR };
  await startSession(r.user);
  const home = r.user.role === 'arbiter' ? '/arbiter' : '/organizer';
  redirect(lang === 'en' ? `/en${home}` : home);
}

export async function signOut(form: FormData): Promise<void> {
  await endSession();
  redirect(form.get('lang') === 'en' ? '/en/arbiter/sign-in' : '/arbiter/sign-in');
}

const SeasonForm = z.object({
  slug: z.string(),
  name: z.string(),
  year: z.coerce.number().int(),
  preset: z.string().default('warmia-mazury-2018'),
  public: z.boolean(),
});


export async function createSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const user = await touchSession();
    assertArbiter(user);
    const f = SeasonForm.parse({ slug: form.get('slug'), name: form.get('name'), year: form.get('year'), preset: form.get('preset') ?? undefined, public: form.get('public') === 'on' });
    const rules = overridesFromForm(form, f.preset);
    if (!rules.ok) return { ok: false, message: rules.message };
    const r = createSeasonAsArbiter(connection(), user, { slug: f.slug, name: f.name, year: f.year, preset: f.preset, rules: rules.rules, public: f.public });
    if (!r.ok) return { ok: false, message: r.errors.map((e) => e.message).join(' '), errors: r.errors };
    revalidateSeason(r.value.slug);
    return { ok: true, message: `Utworzono sezon ${r.value.slug}. · Season created.` };
  } catch (e) {
    return refused(e);
  }
}

export async function updateSeasonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const user = await touchSession();
    assertArbiter(user);
    const slug = String(form.get('slug'));
    const season = arbiterSeason(connection(), user, slug);
    if (!season) return NO_SEASON;
    const rules = overridesFromForm(form, season.preset);
    if (!rules.ok) return { ok: false, message: rules.message };
    const r = updateSeason(connection(), user, slug, { name: String(form.get('name') ?? ''), rules: rules.rules, public: form.get('public') === 'on' });
    if (!r.ok) return { ok: false, message: r.errors.map((e) => e.message).join(' '), errors: r.errors };
    revalidateSeason(slug);
    return { ok: true, message: 'Zapisano. · Saved.' };
  } catch (e) {
    return refused(e);
  }
}

async function fileBytes(form: FormData, field = 'file'): Promise<{ bytes: Uint8Array; name: string } | ActionState> {
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: 'Wybierz plik. · Choose a file.' };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: 'Plik jest większy niż 10 MB. · The file is larger than 10 MB.' };
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

function uploadRequest(form: FormData) {
  let links: Record<string, string | null> = {};
  try {
    links = JSON.parse(String(form.get('links') ?? '{}'));
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
  return forSeason(form, async ({ user, season }) => {
    const file = await fileBytes(form);
    if ('ok' in file) return file;
    return previewTournamentUpload(connection(), user, { ...uploadRequest(form), season, fileName: file.name, bytes: file.bytes });
  });
}

export async function commitUploadAction(form: FormData): Promise<ActionState & { version?: number }> {
  return forSeason(form, async ({ user, season, slug }) => {
    const file = await fileBytes(form);
    if ('ok' in file) return file;
    const r = commitTournamentUpload(connection(), user, { ...uploadRequest(form), season, fileName: file.name, bytes: file.bytes });
    if (!r.ok) return { ok: false, message: 'Plik odrzucony. · The file was refused.', errors: r.errors };
    revalidateSeason(slug);
    return { ok: true, message: `Zapisano wersję ${r.value.version} (${r.value.rows} wierszy). · Saved version ${r.value.version}.`, version: r.value.version };
  });
}

export async function previewRegistryAction(form: FormData): Promise<RegistryPreview | ActionState> {
  return forSeason(form, async ({ user, season }) => {
    const file = await fileBytes(form);
    if ('ok' in file) return file;
    return previewRegistry(connection(), user, season, file.bytes);
  });
}

export async function commitRegistryAction(form: FormData): Promise<ActionState> {
  return forSeason(form, async ({ user, season, slug }) => {
    const file = await fileBytes(form);
    if ('ok' in file) return file;
    const r = putRegistry(connection(), { userId: user.id, via: 'web' }, season, file.name, file.bytes);
    if (!r.ok) return { ok: false, message: 'Rejestr odrzucony. · The register was refused.', errors: r.errors };
    revalidateSeason(slug);
    return { ok: true, message: `Rejestr zapisany: ${r.value.players} zawodników. · Register saved.` };
  });
}

export async function addPlayerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return forSeason(form, async ({ user, season, slug }) => {
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
    return { ok: true, message: 'Dodano zawodnika do rejestru. · Player added.' };
  });
}

export async function restoreVersionAction(form: FormData): Promise<void> {
  const user = await touchSession();
  const slug = String(form.get('slug'));
  const season = arbiterSeason(connection(), user, slug);
  if (!season) return;
  restoreVersion(connection(), user, season, String(form.get('code')), Number(form.get('version')));
  revalidateSeason(slug);
}

export async function deleteTournamentAction(form: FormData): Promise<void> {
  const user = await touchSession();
  const slug = String(form.get('slug'));
  const season = arbiterSeason(connection(), user, slug);
  if (!season) return;
  deleteTournament(connection(), user, season, String(form.get('code')), currentTime().toISOString());
  revalidateSeason(slug);
}

export async function setLinkAction(form: FormData): Promise<void> {
  const user = await touchSession();
  const slug = String(form.get('slug'));
  const season = arbiterSeason(connection(), user, slug);
  if (!season) return;
  const crId = String(form.get('crId') ?? '').trim();
  if (crId !== 'auto' && crId !== 'apart' && !/^\d{1,10}$/.test(crId)) return;
  const line = Number(form.get('line'));
  if (!Number.isInteger(line) || line < 1) return;
  if (crId === 'auto') removeManualLink(connection(), user, season, String(form.get('code')), line);
  else setManualLink(connection(), user, season, String(form.get('code')), line, crId === 'apart' ? null : crId);
  revalidateSeason(slug);
}

export async function createTokenAction(_prev: ActionState, form: FormData): Promise<ActionState & { token?: string }> {
  try {
    const user = await touchSession();
    assertArbiter(user);
    const { token } = createToken(connection(), { userId: user.id, via: 'web' }, user.email, String(form.get('label') ?? '').slice(0, 80));
    revalidatePath('/pl/arbiter/tokens');
    revalidatePath('/en/arbiter/tokens');
    return { ok: true, message: 'Nowy token — skopiuj go teraz, nie będzie już pokazany. · Copy it now: it is shown only once.', token };
  } catch (e) {
    return refused(e);
  }
}

export async function revokeTokenAction(form: FormData): Promise<void> {
  const user = await touchSession();
  revokeToken(connection(), user, Number(form.get('id')), currentTime().toISOString());
  revalidatePath('/pl/arbiter/tokens');
  revalidatePath('/en/arbiter/tokens');
}

export async function createOrganizerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  try {
    const user = await touchSession();
    const r = await createOrganizerAccount(connection(), user, { email: String(form.get('email') ?? ''), club: String(form.get('club') ?? ''), password: String(form.get('password') ?? '') });
    if (!r.ok) return { ok: false, message: r.errors.map((e) => e.message).join(' '), errors: r.errors };
    revalidatePath('/pl/arbiter');
    revalidatePath('/en/arbiter');
    return { ok: true, message: `Utworzono konto organizatora ${r.value.email}. · Organizer account created.` };
  } catch (e) {
    return refused(e);
  }
}

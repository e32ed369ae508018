'use server';
/** The season's register of players: preview and commit a register file, add one player, search it. */
import { z } from 'zod';
import { addRegistryPlayer, editRegistryEntry, previewRegistry, removeRegistryEntry, restoreRegistryEntry, type RegistryPreview } from '@/server/workspace/registry';
import { commitRegistry } from '@/server/uploads';
import { searchSeasonRegister } from '@/server/workspace/register-search';
import type { RegisterEntry } from '@/lib/identity/search-register';
import { connection } from '@/server/data';
import { describe } from '@/lib/i18n/t';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { fileBytes } from './form-file';

const previewRegistryRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  const preview = previewRegistry(connection(), user, season, file.bytes);
  if (!preview.ok) return refusedWith(lang, 'NOT_SAVED', preview.errors);
  const p = preview.value;
  return { ok: false, message: '', registry: { ...p, problems: p.problems.map((x) => ({ ...x, message: describe(lang, x, 'none') })) } };
});
export async function previewRegistryAction(form: FormData): Promise<RegistryPreview | ActionState> {
  const r = await previewRegistryRun(form);
  return 'registry' in r ? (r as { registry: RegistryPreview }).registry : r;
}

const commitRegistryRun = arbiterAction({ season: true }, async ({ user, lang, form, season }) => {
  const file = await fileBytes(form, lang);
  if ('ok' in file) return file;
  const r = commitRegistry(connection(), user, season, file.name, file.bytes);
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
  /** Issue 40, B2: the arbiter saw how many results stop counting and saves anyway. */
  confirmUncounted: z.string().optional(),
});
/** A register entry's fields as the add and edit forms send them (an empty field: none). */
function entryFields(input: Omit<z.infer<typeof PlayerForm>, 'crId'>) {
  return {
    name: input.name,
    birthYear: input.birthYear ? Number(input.birthYear) : null,
    sex: input.sex === '' ? null : input.sex,
    club: input.club,
    region: input.region,
    from: input.from || null,
  };
}
const addPlayer = arbiterAction({ schema: PlayerForm, season: true }, ({ user, lang, input, season }) => {
  const r = addRegistryPlayer(connection(), user, season, { crId: input.crId, ...entryFields(input) }, { confirmUncounted: !!input.confirmUncounted });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: say(lang, 'PLAYER_ADDED') };
});
export async function addPlayerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return addPlayer(form);
}

// a search changes nothing: a state that is not `ok` keeps the season's caches as they are
const searchRegisterRun = arbiterAction<{ q: string }, ActionState & { found?: RegisterEntry[] }>({ schema: z.object({ q: z.string().max(200) }), season: true }, ({ user, lang, input, season }) => {
  const found = searchSeasonRegister(connection(), user, season, input.q);
  return found.ok ? { ok: false, message: '', found: found.value } : refusedWith(lang, 'NOT_FOUND', found.errors);
});
/** The register players fitting a search (form: slug, q, lang) — the link picker's search when a big register was not sent whole (issue 31). */
export async function searchRegisterAction(form: FormData): Promise<RegisterEntry[]> {
  const r = await searchRegisterRun(form);
  return 'found' in r && r.found ? r.found : [];
}


const EntryForm = z.object({ id: z.coerce.number().int().positive(), confirmUncounted: z.string().optional() });
const removeEntry = arbiterAction({ schema: EntryForm, season: true }, ({ user, lang, input, season }) => {
  const r = removeRegistryEntry(connection(), user, season, input.id, { confirmUncounted: !!input.confirmUncounted });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: say(lang, 'REGISTER_ENTRY_REMOVED', { crId: r.value.crId }) };
});
/** Issue 40, B2: one register entry removed (form: slug, id, confirmUncounted?). */
export async function removeRegisterEntryAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return removeEntry(form);
}

const EditForm = PlayerForm.omit({ crId: true }).extend({ id: z.coerce.number().int().positive() });
const editEntry = arbiterAction({ schema: EditForm, season: true }, ({ user, lang, input, season }) => {
  const r = editRegistryEntry(connection(), user, season, input.id, entryFields(input), { confirmUncounted: !!input.confirmUncounted });
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: say(lang, 'REGISTER_ENTRY_EDITED', { crId: r.value.crId }) };
});
/** Issue 40, B2 item 3: one register entry edited (form: slug, id, name, birthYear, sex, club, region, from, confirmUncounted?). */
export async function editRegisterEntryAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return editEntry(form);
}

const restoreEntry = arbiterAction({ schema: z.object({ auditId: z.coerce.number().int().positive() }), season: true }, ({ user, lang, input, season }) => {
  const r = restoreRegistryEntry(connection(), user, season, input.auditId);
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  return { ok: true, message: say(lang, 'REGISTER_ENTRY_RESTORED', { crId: r.value.crId }) };
});
/** A removed register entry put back (form: slug, auditId). */
export async function restoreRegisterEntryAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return restoreEntry(form);
}

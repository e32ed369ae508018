'use server';
/** The signed-in person's own account and the arbiter's account removal and session list. */
import { revalidateInEveryLanguage } from '@/server/revalidate';
import { z } from 'zod';
import { currentTime } from '@/server/clock';
import { connection } from '@/server/data';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { startSession } from '@/server/session';
import { changeOwnPassword, removeAccount, revokeSession } from '@/server/account';

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

const endSessionById = arbiterAction({ schema: z.object({ id: z.coerce.number().int().min(1) }) }, ({ user, lang, input }) => {
  const revoked = revokeSession(connection(), user, input.id, currentTime());
  if (!revoked.ok) return refusedWith(lang, 'NOT_SAVED', revoked.errors);
  revalidateInEveryLanguage(['/arbiter/sessions']);
  return { ok: true, message: '' };
});
export async function revokeSessionAction(form: FormData): Promise<void> {
  await endSessionById(form);
}

const removeUser = arbiterAction({ schema: z.object({ id: z.coerce.number().int().min(1) }) }, ({ user, input }) => {
  removeAccount(connection(), user, input.id, currentTime());
  revalidateInEveryLanguage([{ path: '/arbiter', layout: true }]);
  return { ok: true, message: '' };
});
export async function removeAccountAction(form: FormData): Promise<void> {
  await removeUser(form);
}


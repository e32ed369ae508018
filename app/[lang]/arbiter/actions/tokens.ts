'use server';
/** API tokens of the signed-in arbiter. */
import { revalidateInEveryLanguage } from '@/server/revalidate';
import { z } from 'zod';
import { currentTime } from '@/server/clock';
import { createToken } from '@/server/users';
import { revokeToken } from '@/server/workspace/accounts';
import { connection } from '@/server/data';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';

const createTokenRun = arbiterAction({}, ({ user, lang, form }) => {
  const { token } = createToken(connection(), { userId: user.id, via: 'web' }, user.email, String(form.get('label') ?? '').slice(0, 80));
  revalidateInEveryLanguage(['/arbiter/tokens']);
  return { ok: true, message: say(lang, 'TOKEN_CREATED'), token };
});
export async function createTokenAction(_prev: ActionState, form: FormData): Promise<ActionState & { token?: string }> {
  return createTokenRun(form);
}

const revoke = arbiterAction({ schema: z.object({ id: z.coerce.number().int().min(1) }) }, ({ user, lang, input }) => {
  const revoked = revokeToken(connection(), user, input.id, currentTime().toISOString());
  if (!revoked.ok) return refusedWith(lang, 'NOT_SAVED', revoked.errors);
  revalidateInEveryLanguage(['/arbiter/tokens']);
  return { ok: true, message: '' };
});
export async function revokeTokenAction(form: FormData): Promise<void> {
  await revoke(form);
}


'use server';
/** Organizer accounts the arbiter creates. */
import { revalidateInEveryLanguage } from '@/server/revalidate';
import { z } from 'zod';
import { createOrganizerAccount } from '@/server/workspace/accounts';
import { connection } from '@/server/data';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';

const OrganizerForm = z.object({ email: z.string().max(200), club: z.string().max(200).default(''), password: z.string().max(500) });
const createOrganizer = arbiterAction({ schema: OrganizerForm }, async ({ user, lang, input }) => {
  const r = await createOrganizerAccount(connection(), user, input);
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  revalidateInEveryLanguage(['/arbiter']);
  return { ok: true, message: say(lang, 'ACCOUNT_CREATED', { email: r.value.email }) };
});
export async function createOrganizerAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return createOrganizer(form);
}

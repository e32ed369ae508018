'use server';
/** Hand links: a tournament row linked to a register player, kept apart, or back to automatic. */
import { z } from 'zod';
import { removeManualLink, setManualLink } from '@/server/workspace/links';
import { connection } from '@/server/data';
import { describe } from '@/lib/i18n/t';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';

const LinkForm = z.object({ code: z.string(), line: z.coerce.number().int().min(1), crId: z.string().trim().regex(/^(auto|apart|\d{1,10})$/), confirm: z.string().optional() });
/** What the link editor shows: saved, refused (an unknown id), or a duplicate to confirm. */
export type LinkState = ActionState & { confirm?: boolean };
const link = arbiterAction<z.infer<typeof LinkForm>, LinkState>({ schema: LinkForm, season: true }, ({ user, lang, input, season }) => {
  if (input.crId === 'auto') {
    const removed = removeManualLink(connection(), user, season, input.code, input.line);
    if (!removed.ok) return refusedWith(lang, 'NOT_SAVED', removed.errors);
    return removed.value ? { ok: true, message: say(lang, 'SAVED') } : { ok: false, message: say(lang, 'NOT_FOUND') };
  }
  const r = setManualLink(connection(), user, season, input.code, input.line, input.crId === 'apart' ? null : input.crId, { confirmDuplicate: input.confirm === 'yes' });
  if (r.ok) return { ok: true, message: say(lang, 'SAVED') };
  const problem = r.errors[0]!;
  return { ok: false, message: describe(lang, problem, 'none'), ...(problem.code === 'ALREADY_IN_TOURNAMENT' ? { confirm: true } : {}) };
});
export async function setLinkAction(_prev: LinkState, form: FormData): Promise<LinkState> {
  return link(form);
}


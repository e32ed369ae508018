'use server';
/** Hand links: a tournament row linked to a register player, kept apart, or back to automatic. */
import { z } from 'zod';
import { removeManualLink, setManualLink } from '@/server/workspace/links';
import { connection } from '@/server/data';
import { arbiterAction, say, type ActionState } from '@/server/action';

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


'use server';
/** formats §6: the arbiter's answer about two spellings of the season's files ("the same player?"), or a change of it. */
import { z } from 'zod';
import { answerSpellings } from '@/server/workspace/spellings';
import { connection } from '@/server/data';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';

const AnswerForm = z.object({ name: z.string().min(1).max(200), sameAs: z.string().min(1).max(200), same: z.enum(['yes', 'no']) });
const answer = arbiterAction({ schema: AnswerForm, season: true }, ({ user, lang, input, season }) => {
  const r = answerSpellings(connection(), user, season, [{ name: input.name, sameAs: input.sameAs, same: input.same === 'yes' }]);
  return r.ok ? { ok: true, message: say(lang, 'SAVED') } : refusedWith(lang, 'NOT_SAVED', r.errors);
});
export async function answerSpellingAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return answer(form);
}

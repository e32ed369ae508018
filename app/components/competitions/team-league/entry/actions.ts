'use server';
/** The arbiter's side of the captains (issue 10): grant or revoke a team, confirm or reject a submitted match. */
import { TEAM_LEAGUE_KIND } from '@/lib/competitions/team-league/team-league-kind';
import { afterCompetitionWrite } from '@/server/after-write';
import { z } from 'zod';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { confirmSubmission, grantCaptain, rejectSubmission, revokeCaptain } from '@/server/competitions/team-league/captains';
import { connection } from '@/server/data';

const slug = z.string().trim().min(1).max(63);

const revalidate = (competition: string) => afterCompetitionWrite(TEAM_LEAGUE_KIND, competition, [`/arbiter/competitions/${competition}/captains`, `/captain/${competition}`]);

const grant = arbiterAction(
  { schema: z.object({ competition: slug, team: z.string().trim().min(1).max(200), email: z.string().trim().min(3).max(320), password: z.string().max(500).optional().default('') }) },
  async ({ user, lang, input }) => {
    const r = await grantCaptain(connection(), user, { slug: input.competition, team: input.team, email: input.email, password: input.password || undefined });
    if (!r.ok) return refusedWith(lang, 'CAPTAIN_NOT_DONE', r.errors);
    revalidate(input.competition);
    return { ok: true, message: say(lang, 'CAPTAIN_GRANTED', { email: r.value.email, team: r.value.team }) };
  },
);

const confirm = arbiterAction({ schema: z.object({ competition: slug, id: z.coerce.number().int().min(1) }) }, ({ user, lang, input }) => {
  const r = confirmSubmission(connection(), user, input.competition, input.id);
  if (!r.ok) return refusedWith(lang, 'CAPTAIN_NOT_DONE', r.errors);
  revalidate(input.competition);
  return { ok: true, message: say(lang, 'CAPTAIN_CONFIRMED', { file: r.value.file, version: r.value.version }) };
});

const reject = arbiterAction({ schema: z.object({ competition: slug, id: z.coerce.number().int().min(1), reason: z.string().max(2000).default('') }) }, ({ user, lang, input }) => {
  const r = rejectSubmission(connection(), user, input.competition, input.id, input.reason);
  if (!r.ok) return refusedWith(lang, 'CAPTAIN_NOT_DONE', r.errors);
  revalidate(input.competition);
  return { ok: true, message: say(lang, 'CAPTAIN_REJECTED') };
});

const revoke = arbiterAction({ schema: z.object({ competition: slug, id: z.coerce.number().int().min(1) }) }, ({ user, lang, input }) => {
  const r = revokeCaptain(connection(), user, input.competition, input.id);
  if (!r.ok) return refusedWith(lang, 'CAPTAIN_NOT_DONE', r.errors);
  revalidate(input.competition);
  return { ok: true, message: say(lang, 'CAPTAIN_REVOKED_DONE', { email: r.value.email, team: r.value.team, pending: r.value.pending }) };
});

export async function grantCaptainAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return grant(form);
}
export async function confirmSubmissionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return confirm(form);
}
export async function rejectSubmissionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return reject(form);
}
export async function revokeCaptainAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return revoke(form);
}

'use server';
/** A captain's match result (issue 10): preview with the line-up check and the table, then send it to the arbiter. */
import { revalidateInEveryLanguage } from '@/server/revalidate';
import { z } from 'zod';
import type { LineupViolation } from '@/lib/competitions/team-league/lineup-violation';
import type { MatchSubmission, SwissChange } from '@/lib/competitions/team-league/match-submission';
import { readBoardResult } from '@/lib/competitions/team-league/read-boards-csv';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { previewCaptainSubmission, submitCaptainResult } from '@/server/competitions/team-league/captains';
import { connection } from '@/server/data';

export interface CaptainState extends ActionState {
  violations?: LineupViolation[];
  table?: SwissChange[];
  sent?: boolean;
}

const name = z.string().trim().min(1).max(200);
const MatchForm = z.object({
  competition: z.string().trim().max(63),
  team: name,
  round: z.coerce.number().int().min(1).max(99),
  opponent: name,
  side: z.enum(['home', 'away']),
  forfeit: z.enum(['none', 'home', 'away', 'both']).default('none'),
  boards: z.coerce.number().int().min(1).max(8),
  intent: z.enum(['preview', 'submit']).default('preview'),
});

/** The form's boards (`b1_home`, `b1_away`, `b1_result` …) as the match; a missing result is the field's name. */
function submissionOf(input: z.infer<typeof MatchForm>, form: FormData): MatchSubmission | { missing: string } {
  const home = input.side === 'home' ? input.team : input.opponent;
  const away = input.side === 'home' ? input.opponent : input.team;
  if (input.forfeit !== 'none') return { round: input.round, home, away, forfeit: input.forfeit, boards: [] };
  const boards: MatchSubmission['boards'] = [];
  for (let b = 1; b <= input.boards; b++) {
    const player = (side: string) => String(form.get(`b${b}_${side}`) ?? '').trim().slice(0, 200) || null;
    const homePlayer = player('home');
    const awayPlayer = player('away');
    // an empty board loses by forfeit: the result follows from who is missing
    const result = homePlayer === null || awayPlayer === null ? (homePlayer === null && awayPlayer === null ? '-/-' : homePlayer === null ? '-/+' : '+/-') : readBoardResult(String(form.get(`b${b}_result`) ?? ''));
    if (!result) return { missing: `b${b}_result` };
    boards.push({ board: b, homePlayer, awayPlayer, result });
  }
  return { round: input.round, home, away, forfeit: null, boards };
}

const act = arbiterAction({ schema: MatchForm, roles: ['captain', 'organizer', 'arbiter'] }, ({ user, lang, form, input }): CaptainState => {
  const sub = submissionOf(input, form);
  if ('missing' in sub) return { ok: false, message: say(lang, 'CAPTAIN_RESULT_MISSING') };
  const conn = connection();
  if (input.intent === 'preview') {
    const r = previewCaptainSubmission(conn, user, input.competition, input.team, sub);
    if (!r.ok) return refusedWith(lang, 'CAPTAIN_REFUSED', r.errors);
    return { ok: true, message: say(lang, 'CAPTAIN_PREVIEW'), violations: r.value.violations, table: r.value.table };
  }
  const r = submitCaptainResult(conn, user, input.competition, input.team, sub);
  if (!r.ok) return refusedWith(lang, 'CAPTAIN_REFUSED', r.errors);
  revalidateInEveryLanguage([`/captain/${input.competition}`]);
  return { ok: true, sent: true, message: say(lang, 'CAPTAIN_SUBMITTED', { round: input.round }), violations: r.value.check.violations, table: r.value.check.table };
});

export async function captainMatchAction(_prev: CaptainState, form: FormData): Promise<CaptainState> {
  return act(form);
}

'use server';
/** The arbiter's entry of one game of a round-robin league: preview, then save (issue 9, "What to build" 2). */
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import type { GameChange, ResultText } from '@/lib/competitions/round-robin-league/apply-game-change';
import type { StandingChange } from '@/lib/competitions/round-robin-league/preview-game-change';
import { hasMessage, type MessageCode } from '@/lib/i18n/catalogue';
import type { Lang } from '@/lib/i18n/messages';
import { arbiterAction, say, sayProblem, type ActionState } from '@/server/action';
import { previewLeagueGameEntry, saveLeagueGameEntry } from '@/server/competitions/league-game-entry';
import { connection } from '@/server/data';

export interface LeagueGameState extends ActionState {
  /** The table before and after the change (preview, or what was saved). */
  rows?: StandingChange[];
  saved?: boolean;
}

const RESULTS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-', ''] as const satisfies readonly ResultText[];
const number = z.coerce.number().int().min(1).max(999);
const optional = z.string().trim().max(200).optional().default('');

const EntryForm = z.object({
  competition: z.string().trim().max(63),
  league: z.string().trim().min(1).max(80),
  round: number,
  game: z.string().regex(/^\d{1,3}-\d{1,3}$/),
  kind: z.enum(['result', 'postponement', 'made-up']),
  intent: z.enum(['preview', 'save']).default('preview'),
  result: z.enum(RESULTS).optional().default(''),
  player: z.string().regex(/^\d{0,3}$/).optional().default(''),
  warned: optional,
  reason: optional,
  accepted: z.enum(['yes', 'no']).optional().default('yes'),
  date: optional,
  madeUpResult: z.enum([...RESULTS, 'none']).optional().default('none'),
});
type Entry = z.infer<typeof EntryForm>;

/** The form as one change of one game; `null` when a field the kind needs is missing. */
function changeOf(e: Entry): GameChange | { missing: string } {
  const [white, black] = e.game.split('-').map(Number) as [number, number];
  if (e.kind === 'result') return { kind: 'result', round: e.round, white, black, result: e.result };
  if (e.kind === 'made-up') {
    if (e.date === '') return { missing: 'date' };
    return { kind: 'made-up', round: e.round, white, black, date: e.date, ...(e.madeUpResult === 'none' ? {} : { result: e.madeUpResult }) };
  }
  const player = Number(e.player);
  if (player !== white && player !== black) return { missing: 'player' };
  // <input type="datetime-local"> sends 2017-12-22T17:00; the file writes 2017-12-22 17:00
  return { kind: 'postponement', round: e.round, player, warnedAt: e.warned === '' ? null : e.warned.replace('T', ' '), reason: e.reason || null, reasonAccepted: e.accepted === 'yes' };
}

/** A problem in the page's language: the feature's own message when the catalogue has one. */
function problems(lang: Lang, list: readonly { line?: number; code: string; message: string; params?: Record<string, string | number> }[]) {
  return list.map((p) => {
    const own = `LEAGUE_ENTRY_${p.code}`;
    // English problems carry their numbers; Polish ones get the feature's own sentence when it has one
    return { line: p.line, code: p.code, message: lang === 'pl' && hasMessage(own) ? say(lang, own as MessageCode) : sayProblem(lang, p) };
  });
}

const revalidate = (slug: string) => {
  for (const lang of ['pl', 'en']) {
    revalidatePath(`/${lang}/arbiter/competitions`);
    revalidatePath(`/${lang}/leagues/${slug}`, 'layout');
    revalidatePath(`/${lang}`);
  }
};

const enter = arbiterAction({ schema: EntryForm }, ({ user, lang, input }): LeagueGameState => {
  const change = changeOf(input);
  if ('missing' in change) return { ok: false, message: say(lang, 'INVALID_FIELD', { field: change.missing }) };
  const entry = { league: input.league, change };
  const conn = connection();
  if (input.intent === 'preview') {
    const r = previewLeagueGameEntry(conn, user, input.competition, entry);
    if (!r.ok) return { ok: false, message: say(lang, 'LEAGUE_ENTRY_REFUSED'), errors: problems(lang, r.errors) };
    return { ok: true, message: say(lang, 'LEAGUE_ENTRY_PREVIEW', { files: r.value.files.map((f) => f.name).join(', ') }), rows: r.value.rows };
  }
  const r = saveLeagueGameEntry(conn, user, input.competition, entry, 'web');
  if (!r.ok) {
    if ('saved' in r) revalidate(input.competition);
    const message = 'saved' in r ? say(lang, 'LEAGUE_ENTRY_PARTLY', { saved: r.saved.map((s) => s.name).join(', '), file: r.refused }) : say(lang, 'LEAGUE_ENTRY_REFUSED');
    return { ok: false, message, errors: problems(lang, r.errors.filter((e) => e.code !== 'SECOND_FILE_REFUSED')) };
  }
  revalidate(input.competition);
  return { ok: true, saved: true, message: say(lang, 'LEAGUE_ENTRY_SAVED', { files: r.value.saved.map((s) => `${s.name} (v${s.version})`).join(', ') }), rows: r.value.rows };
});

export async function leagueGameAction(_prev: LeagueGameState, form: FormData): Promise<LeagueGameState> {
  return enter(form);
}

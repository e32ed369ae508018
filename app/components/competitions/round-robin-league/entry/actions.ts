'use server';
/** The arbiter's entry of one game of a round-robin league: preview, then save (issue 9, "What to build" 2). */
import { ROUND_ROBIN_LEAGUE_KIND } from '@/lib/competitions/round-robin-league/round-robin-league-kind';
import { afterCompetitionWrite } from '@/server/after-write';
import { z } from 'zod';
import type { GameChange, ResultText } from '@/lib/competitions/round-robin-league/apply-game-change';
import { resultText } from '@/lib/competitions/round-robin-league/league-season-json';
import { formatGameResult } from '@/lib/i18n/formats';
import type { StandingChange } from '@/lib/competitions/round-robin-league/preview-game-change';
import type { Lang } from '@/lib/i18n/messages';
import { SITE_WORDS } from '@/lib/i18n/site-words';
import { arbiterAction, say, type ActionState } from '@/server/action';
import { FILES_BASIS } from '@/server/competitions';
import { previewLeagueExclusion, previewLeagueGameEntry, saveLeagueExclusion, saveLeagueGameEntry } from '@/server/competitions/round-robin-league/league-game-entry';
import { connection } from '@/server/data';
import { describeLeagueEntry } from './league-entry-words';
import { words } from '@/lib/i18n/words';

export interface LeagueGameState extends ActionState {
  /** The table before and after the change (preview, or what was saved). */
  rows?: StandingChange[];
  saved?: boolean;
  /** The versions of the league's files the preview was computed on (the save refuses others). */
  basedOn?: string;
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
  basedOn: z.string().max(2000).regex(FILES_BASIS),
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

/** The use case's problems in the page's language, each naming its file and line. */
const problems = (lang: Lang, list: readonly { line?: number; code: string; message?: string; params?: Record<string, string | number> }[]) => list.map((p) => ({ code: p.code, message: describeLeagueEntry(lang, p) }));

const revalidate = (slug: string) => afterCompetitionWrite(ROUND_ROBIN_LEAGUE_KIND, slug, [`/arbiter/competitions/${slug}/league-game`]);

const enter = arbiterAction({ schema: EntryForm }, ({ user, lang, input }): LeagueGameState => {
  const change = changeOf(input);
  if ('missing' in change) return { ok: false, message: say(lang, 'INVALID_FIELD', { field: change.missing }) };
  const entry = { league: input.league, change };
  const conn = connection();
  if (input.intent === 'preview') {
    const r = previewLeagueGameEntry(conn, user, input.competition, entry);
    if (!r.ok) return { ok: false, message: say(lang, 'LEAGUE_ENTRY_REFUSED'), errors: problems(lang, r.errors) };
    return { ok: true, message: say(lang, 'LEAGUE_ENTRY_PREVIEW', { files: r.value.files.map((f) => f.name).join(', ') }), rows: r.value.rows, basedOn: r.value.basedOn };
  }
  const r = saveLeagueGameEntry(conn, user, input.competition, entry, 'web', input.basedOn);
  if (!r.ok) return { ok: false, message: say(lang, 'LEAGUE_ENTRY_REFUSED'), errors: problems(lang, r.errors) };
  revalidate(input.competition);
  return { ok: true, saved: true, message: say(lang, 'LEAGUE_ENTRY_SAVED', { files: r.value.saved.map((s) => `${s.name} (v${s.version})`).join(', ') }), rows: r.value.rows };
});

export async function leagueGameAction(_prev: LeagueGameState, form: FormData): Promise<LeagueGameState> {
  return enter(form);
}

export interface ExclusionState extends ActionState {
  preview?: {
    startNumber: number;
    exclude: boolean;
    /** "Nazwisko played 4 games (fewer than 5): all their games are annulled …" in the page's language. */
    consequence: string;
    rows: StandingChange[];
    games: { round: number; white: string; black: string; before: string; after: string }[];
    basedOn: string;
  };
  saved?: boolean;
}

const ExclusionForm = z.object({
  competition: z.string().trim().max(63),
  league: z.string().trim().min(1).max(80),
  player: number,
  decision: z.enum(['confirm', 'undo']),
  intent: z.enum(['preview', 'save']).default('preview'),
  basedOn: z.string().max(2000).regex(FILES_BASIS).optional(),
});

const gameText = (lang: Lang, g: { status: string; result: { white: string; black: string } | null }) =>
  // issue 40, item 5: results in the one form every page writes ("½–½", not the CSV's "1/2-1/2")
  g.status === 'annulled' ? words(lang, SITE_WORDS).gameAnnulled : ((r) => (r === null ? words(lang, SITE_WORDS).gameNoResult : formatGameResult(r)))(resultText(g.result));

const decide = arbiterAction({ schema: ExclusionForm }, ({ user, lang, input }): ExclusionState => {
  const entry = { league: input.league, startNumber: input.player, exclude: input.decision === 'confirm' };
  const conn = connection();
  if (input.intent === 'save') {
    if (input.basedOn === undefined) return { ok: false, message: say(lang, 'INVALID_FIELD', { field: 'basedOn' }) };
    const r = saveLeagueExclusion(conn, user, input.competition, entry, input.basedOn, 'web');
    if (!r.ok) return { ok: false, message: say(lang, 'EXCLUSION_REFUSED'), errors: problems(lang, r.errors) };
    revalidate(input.competition);
    return { ok: true, saved: true, message: say(lang, entry.exclude ? 'EXCLUSION_CONFIRMED' : 'EXCLUSION_UNDONE', { name: r.value.name, version: r.value.version }) };
  }
  const r = previewLeagueExclusion(conn, user, input.competition, entry);
  if (!r.ok) return { ok: false, message: say(lang, 'EXCLUSION_REFUSED'), errors: problems(lang, r.errors) };
  const p = r.value;
  const name = (s: number) => p.before.players.find((x) => x.startNumber === s)?.name ?? String(s);
  return {
    ok: true,
    message: say(lang, 'EXCLUSION_PREVIEW', { league: p.before.name, excluded: p.excluded.join(', ') }),
    preview: {
      startNumber: entry.startNumber,
      exclude: entry.exclude,
      consequence: say(lang, p.consequence === 'annulled' ? 'EXCLUSION_ANNULLED' : 'EXCLUSION_FORFEITED', { name: p.name, games: p.gamesPlayed, min: p.minGamesPlayed }),
      rows: p.rows,
      games: p.games.map((g) => ({ round: g.round, white: `${g.white}. ${name(g.white)}`, black: `${g.black}. ${name(g.black)}`, before: gameText(lang, g.before), after: gameText(lang, g.after) })),
      basedOn: p.basedOn,
    },
  };
});

export async function leagueExclusionAction(_prev: ExclusionState, form: FormData): Promise<ExclusionState> {
  return decide(form);
}

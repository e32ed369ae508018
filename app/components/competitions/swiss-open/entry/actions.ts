'use server';
/** The arbiter's actions on one game of an open: a preview of what it changes, then the save. */
import { SWISS_OPEN_KIND } from '@/lib/competitions/swiss-open/swiss-open-kind';
import { afterCompetitionWrite } from '@/server/after-write';
import { z } from 'zod';
import { ENTRY_RESULTS, type GameRow } from '@/lib/competitions/swiss-open/append-game-row';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { OpenChange } from '@/lib/competitions/swiss-open/open-changes';
import type { Lang } from '@/lib/i18n/messages';
import { describe } from '@/lib/i18n/t';
import { arbiterAction, say, type ActionState } from '@/server/action';
import { FILES_BASIS } from '@/server/competitions';
import { previewOpenGame, saveOpenGame } from '@/server/competitions/swiss-open/open-game-entry';
import { connection } from '@/server/data';
import { stageLabel } from '@/lib/games/stage-label';

export interface GamePreviewState extends ActionState {
  preview?: {
    changes: string[];
    /** The final ranking so far after the game; `isNew` for the places this game decides. */
    ranking: { place: number; startNo: number; name: string; isNew: boolean }[];
    /** The versions of the open's files the preview was computed on (the save refuses others). */
    basedOn: string;
  };
}

const GameForm = z.object({
  competition: z.string().max(63),
  stage: z.string().regex(/^[a-z0-9-]{1,31}$/),
  round: z.string().trim().regex(/^(\d{1,2}|[aA])$/),
  white: z.coerce.number().int().min(1).max(9999),
  black: z.coerce.number().int().min(1).max(9999),
  result: z.enum(ENTRY_RESULTS),
  basedOn: z.string().regex(FILES_BASIS).max(2000).optional(),
});
type GameInput = z.infer<typeof GameForm>;

const rowOf = (i: GameInput): GameRow => ({ stage: i.stage, round: /^[aA]$/.test(i.round) ? 'A' : Number(i.round), white: i.white, black: i.black, result: i.result });

/** The game refused: each problem names its file and line in the page's language. */
const refused = (lang: Lang, errors: readonly { line?: number; code: string; message?: string; params?: Record<string, string | number> }[]): ActionState => ({
  ok: false,
  message: say(lang, 'GAME_REFUSED'),
  errors: errors.map((e) => ({ code: e.code, message: describe(lang, e, 'placed') })),
});

function sayChange(lang: Lang, c: OpenChange, r: SwissOpenResult): string {
  const name = (s: number) => `${r.players.find((p) => p.startNo === s)?.name ?? s} (${s})`;
  switch (c.kind) {
    case 'qualified':
      return say(lang, 'OPEN_CHANGE_QUALIFIED', { name: name(c.startNo), seat: c.seat });
    case 'eliminated':
      return say(lang, 'OPEN_CHANGE_ELIMINATED', { name: name(c.startNo) });
    case 'stage-ready':
      return say(lang, 'OPEN_CHANGE_STAGE_READY', { stage: stageLabel(lang, c.stage), names: c.members.map(name).join(', ') });
    case 'position':
      return say(lang, 'OPEN_CHANGE_POSITION', { stage: stageLabel(lang, c.stage), position: c.position, name: name(c.startNo) });
    case 'match-ready':
      return say(lang, 'OPEN_CHANGE_MATCH_READY', { stage: stageLabel(lang, c.stage), white: name(c.players[0]), black: name(c.players[1]) });
    case 'match-winner':
      return say(lang, 'OPEN_CHANGE_MATCH_WINNER', { stage: stageLabel(lang, c.stage), name: name(c.winner) });
    case 'place':
      return say(lang, 'OPEN_CHANGE_PLACE', { place: c.place, name: name(c.startNo) });
  }
}

const preview = arbiterAction({ schema: GameForm }, ({ user, lang, input }): GamePreviewState => {
  const r = previewOpenGame(connection(), user, input.competition, rowOf(input));
  if (!r.ok) return refused(lang, r.errors);
  const { before, after, changes, basedOn } = r.value;
  const placed = new Set(before.ranking.map((e) => `${e.place}:${e.startNo}`));
  return {
    ok: true,
    message: say(lang, 'GAME_PREVIEW'),
    preview: {
      changes: changes.length ? changes.map((c) => sayChange(lang, c, after)) : [say(lang, 'OPEN_CHANGE_NONE')],
      ranking: after.ranking.map((e) => ({ place: e.place, startNo: e.startNo, name: e.name, isNew: !placed.has(`${e.place}:${e.startNo}`) })),
      basedOn,
    },
  };
});
export async function previewOpenGameAction(form: FormData): Promise<GamePreviewState> {
  return preview(form);
}

const save = arbiterAction({ schema: GameForm }, ({ user, lang, input }) => {
  const r = saveOpenGame(connection(), user, input.competition, rowOf(input), input.basedOn);
  if (!r.ok) return refused(lang, r.errors);
  afterCompetitionWrite(SWISS_OPEN_KIND, input.competition, [`/arbiter/competitions/${input.competition}/game`]);
  return { ok: true, message: say(lang, 'GAME_SAVED', { name: r.value.name, version: r.value.version }) };
});
export async function saveOpenGameAction(form: FormData): Promise<ActionState> {
  return save(form);
}

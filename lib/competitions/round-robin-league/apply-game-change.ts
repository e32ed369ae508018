import type { Loaded, Problem } from '@/lib/problem';
import { isIsoDate, type IsoDate } from '@/lib/dates';
import type { GameRound, GamesModel } from '@/lib/games/games-model';
import type { ResultCode } from '@/lib/import/trf/result-codes';
import type { LeagueInput } from './compute-league';
import { leagueProblem, type LeagueProblemCode } from './league-problems';
import { leagueSchedule } from './league-schedule';
import type { PostponementNote } from './postponement-note';
import { readLocalDateTime } from './warning-in-time';

/** A result as the §6 CSVs write it, white first; `''` clears the game's result. */
export type ResultText = '1-0' | '0-1' | '1/2-1/2' | '½-½' | '+/-' | '-/+' | '-/-' | '';

/** One change the arbiter enters for one game in the workspace (issue 9, "What to build" 2). */
export type GameChange =
  | { kind: 'result'; round: number; white: number; black: number; result: ResultText }
  | {
      kind: 'postponement';
      round: number;
      /** The player who asks (or who did not come). */
      player: number;
      /** `YYYY-MM-DD HH:MM`, club time; null = no warning. */
      warnedAt: string | null;
      reason?: string | null;
      reasonAccepted?: boolean;
    }
  | { kind: 'made-up'; round: number; white: number; black: number; date: IsoDate; result?: ResultText };

/** A result, white first, as the two players' TRF round codes (`''` clears the result, keeping the pairing). */
export const RESULT_CELLS: Record<ResultText, [ResultCode, ResultCode]> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['=', '='],
  '½-½': ['=', '='],
  '+/-': ['+', '-'],
  '-/+': ['-', '+'],
  '-/-': ['-', '-'],
  '': [' ', ' '],
};

type ApplyGameChangeResult = Loaded<{ input: LeagueInput }, Problem<LeagueProblemCode, 'severity' | 'line'>>;

/**
 * The league's input with one change: a result goes into the games (as the pairing program would
 * record it in the round's columns), a postponement or an absence becomes the player's note for
 * that round (replacing an earlier one), a made-up date goes on the game's postponement notes.
 * The game must be in the schedule; nothing else is checked here — `computeLeague` reads the result.
 */
export function applyGameChange(input: LeagueInput, change: GameChange): ApplyGameChangeResult {
  const { pairings } = leagueSchedule(input.model);
  const fail = (code: Parameters<typeof leagueProblem>[0], params: Record<string, string | number> = {}): ApplyGameChangeResult => ({ ok: false, errors: [leagueProblem(code, change.kind === 'postponement' ? 'postponements' : 'results', 0, { league: input.id, params: { round: change.round, ...params } })], warnings: [] });

  if (change.kind === 'postponement') {
    const game = pairings.find((g) => g.round === change.round && (g.white === change.player || g.black === change.player));
    if (!game) return fail('CHANGE_NO_GAME', { player: change.player });
    let warnedAt: PostponementNote['warnedAt'] = null;
    if (change.warnedAt !== null) {
      warnedAt = readLocalDateTime(change.warnedAt);
      if (warnedAt === null || !isIsoDate(warnedAt.date)) return fail('CHANGE_BAD_DATE', { value: change.warnedAt });
    }
    const earlier = input.notes.find((n) => n.round === change.round && n.player === change.player);
    const note: PostponementNote = {
      round: change.round,
      player: change.player,
      warnedAt,
      reason: change.reason ?? null,
      reasonAccepted: change.reasonAccepted ?? true,
      madeUpOn: earlier?.madeUpOn ?? null,
      line: 0,
    };
    return { ok: true, input: { ...input, notes: [...input.notes.filter((n) => n !== earlier), note] }, warnings: [] };
  }

  const game = pairings.find((g) => g.round === change.round && g.white === change.white && g.black === change.black);
  if (!game) return fail('CHANGE_NO_GAME', { white: change.white, black: change.black });
  let next = input;
  if (change.kind === 'made-up') {
    if (!isIsoDate(change.date)) return fail('CHANGE_BAD_DATE', { value: change.date });
    const mine = (n: PostponementNote) => n.round === change.round && (n.player === change.white || n.player === change.black);
    if (!input.notes.some(mine)) return fail('CHANGE_NOT_POSTPONED', { white: change.white, black: change.black });
    next = { ...input, notes: input.notes.map((n) => (mine(n) ? { ...n, madeUpOn: change.date } : n)) };
    if (change.result === undefined) return { ok: true, input: next, warnings: [] };
  }
  const result = change.result!;
  const codes = RESULT_CELLS[result];
  if (!codes) return fail('CHANGE_BAD_RESULT', { value: result });
  return { ok: true, input: { ...next, model: withResult(next.model, change.round, change.white, change.black, codes) }, warnings: [] };
}

function withResult(model: GamesModel, round: number, white: number, black: number, [w, b]: [ResultCode, ResultCode]): GamesModel {
  const roundCount = Math.max(model.roundCount, round);
  const set = (rounds: GameRound[], value: GameRound) => {
    const out = rounds.map((r) => ({ ...r }));
    while (out.length < roundCount) out.push({ opponent: null, colour: null, result: ' ' });
    out[round - 1] = value;
    return out;
  };
  return {
    ...model,
    roundCount,
    players: model.players.map((p) => {
      if (p.startNumber === white) return { ...p, rounds: set(p.rounds, { opponent: black, colour: 'w', result: w }) };
      if (p.startNumber === black) return { ...p, rounds: set(p.rounds, { opponent: white, colour: 'b', result: b }) };
      return p.rounds.length < roundCount ? { ...p, rounds: set(p.rounds, p.rounds[round - 1] ?? { opponent: null, colour: null, result: ' ' }) } : p;
    }),
  };
}

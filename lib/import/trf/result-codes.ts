import type { HalfPoints } from '@/lib/half-points';

/**
 * The round result codes of FIDE C.04 Annex 2 (TRF16, unchanged in TRF26), case-folded to upper
 * case. `' '` is the blank result: "not paired" without an opponent, "not yet played" with one.
 */
export const RESULT_CODES = ['1', '0', '=', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' '] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

/** What a result code means for points and tie-breaks. */
export type ResultKind =
  | 'played' //   1 0 =  and  W D L (played, not rated: still an over-the-board game)
  | 'forfeit-win' // +
  | 'forfeit-loss' // -
  | 'full-point-bye' // F, U (pairing-allocated bye; C.04 Annex 2: "the points of a win")
  | 'half-point-bye' // H (requested)
  | 'zero-point-bye' // Z, blank (requested zero bye, absence, not paired)
  | 'pending'; // blank result with an opponent: paired, not yet played

const POINTS: Record<ResultCode, HalfPoints> = {
  '1': 2, '0': 0, '=': 1, '+': 2, '-': 0, W: 2, D: 1, L: 0, H: 1, F: 2, U: 2, Z: 0, ' ': 0,
};

/** Points a result code awards, in half-points (C.04 Annex 2 uses 1 / ½ / 0). */
export function resultPoints(code: ResultCode): HalfPoints {
  return POINTS[code];
}

/** The kind of a round from its code and whether an opponent is named. */
export function resultKind(code: ResultCode, hasOpponent: boolean): ResultKind {
  switch (code) {
    case '1': case '0': case '=': case 'W': case 'D': case 'L':
      return 'played';
    case '+':
      return 'forfeit-win';
    case '-':
      // "0000 - -" (real team exports) is an unpaired round, not a forfeit (trf.md)
      return hasOpponent ? 'forfeit-loss' : 'zero-point-bye';
    case 'F': case 'U':
      return 'full-point-bye';
    case 'H':
      return 'half-point-bye';
    case 'Z':
      return 'zero-point-bye';
    case ' ':
      return hasOpponent ? 'pending' : 'zero-point-bye';
  }
}

/** The code the opponent's record must carry for the same game (C.04 Annex 2 mirroring). */
export function mirrorsOf(code: ResultCode): readonly ResultCode[] {
  switch (code) {
    case '1': return ['0'];
    // both players can lose one game (0–0: an arbiter's decision against both, Laws of Chess
    // 12.9 penalties); real files carry it, so it is a pair, not a mismatch
    case '0': return ['1', '0'];
    case '=': return ['='];
    case '+': return ['-'];
    case '-': return ['+', '-']; // a double forfeit is two forfeit losses
    case 'W': return ['L'];
    case 'L': return ['W', 'L'];
    case 'D': return ['D'];
    case ' ': return [' '];
    default: return []; // byes have no opponent
  }
}

/** Reads one result character; `null` when it is not a result code. */
export function readResultCode(ch: string): ResultCode | null {
  const up = ch === '' ? ' ' : ch.toUpperCase();
  return (RESULT_CODES as readonly string[]).includes(up) ? (up as ResultCode) : null;
}

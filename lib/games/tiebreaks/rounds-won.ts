import type { TiebreakFunction } from './tiebreak-context';

/**
 * WIN (C.07 2023, 7.1): rounds in which the player got the points of a win, with or without
 * playing — forfeit wins, full-point and pairing-allocated byes included.
 * fide-2009 (our reading of the older "greater number of wins"): wins decided in a game, over the
 * board or by forfeit; a bye is not a win because no game was scheduled.
 */
export const roundsWon: TiebreakFunction = (ctx) =>
  ctx.players.map(
    (p) =>
      p.rounds.filter(
        (r) =>
          (r.kind === 'played' && r.points === 2) ||
          r.kind === 'forfeit-win' ||
          (ctx.rules.winCountsByes && r.kind === 'full-point-bye'),
      ).length,
  );

import type { TiebreakFunction } from './tiebreak-context';

/** WON (C.07 7.2): games won over the board (`1`, and the unrated `W`); forfeits and byes do not count. */
export const gamesWon: TiebreakFunction = (ctx) => ctx.players.map((p) => p.rounds.filter((r) => r.kind === 'played' && r.points === 2).length);

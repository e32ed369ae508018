import type { TiebreakFunction } from './tiebreak-context';

/** BPG (C.07 2023): games played with black over the board; a forfeit is not a game played. */
export const blackGames: TiebreakFunction = (ctx) => ctx.players.map((p) => p.rounds.filter((r) => r.kind === 'played' && r.colour === 'b').length);

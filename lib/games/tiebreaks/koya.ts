import { forfeitsCountAsPlayed, type TiebreakContext, type TiebreakFunction } from './tiebreak-context';

/**
 * KS, Koya (C.07 2023, for round robins): points scored against the players who finished with at least
 * half of the maximum possible score, in quarter-points. The maximum is one point per game a player
 * can play: in a round robin (number of players − 1) per cycle, the rest round of an odd number of
 * players not being a game; otherwise one per round.
 */
export const koya: TiebreakFunction = (ctx) => {
  const threshold = maximumGames(ctx); // half of (games × 2 half-points)
  const counts = forfeitsCountAsPlayed(ctx);
  return ctx.players.map((p) =>
    p.rounds.reduce((sum, r) => {
      if (r.opponent === null) return sum;
      if (!(r.kind === 'played' || (counts && (r.kind === 'forfeit-win' || r.kind === 'forfeit-loss')))) return sum;
      return ctx.players[r.opponent]!.points >= threshold ? sum + r.points * 2 : sum;
    }, 0),
  );
};

function maximumGames(ctx: TiebreakContext): number {
  const n = ctx.players.length;
  if (!ctx.roundRobin || n < 2) return ctx.roundCount;
  const roundsPerCycle = n % 2 === 0 ? n - 1 : n;
  const cycles = Math.max(1, Math.round(ctx.roundCount / roundsPerCycle));
  return (n - 1) * cycles;
}

import type { GamesModel } from '@/lib/games/games-model';

/**
 * How many rounds from the first are finished: a round counts when it has a game with a result (a
 * round announced in XXR but not paired yet, or holding only byes announced in advance, does not)
 * and no game of it is still waiting for its result (an opponent with a blank result).
 */
export function completedRounds(model: GamesModel): number {
  let n = 0;
  for (let r = 0; r < model.roundCount; r++) {
    const entries = model.players.map((p) => p.rounds[r]!);
    const someGame = entries.some((e) => e.opponent !== null && e.result !== ' ');
    const pending = entries.some((e) => e.opponent !== null && e.result === ' ');
    if (!someGame || pending) break;
    n++;
  }
  return n;
}

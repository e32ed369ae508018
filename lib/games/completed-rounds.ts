import type { GamesModel } from '@/lib/games/games-model';

/**
 * How many rounds from the first are finished: a round counts when it was paired — it has a game
 * with a result or a bye the pairing gave (`F`, `U`); a round announced in XXR but not paired yet,
 * or holding only requested byes announced in advance (`H`, `Z`, as pairing engines read them),
 * does not — and no game of it is still waiting for its result (an opponent with a blank result).
 */
export function completedRounds(model: GamesModel): number {
  let n = 0;
  for (let r = 0; r < model.roundCount; r++) {
    const entries = model.players.map((p) => p.rounds[r]!);
    const paired = entries.some((e) => (e.opponent !== null && e.result !== ' ') || e.result === 'F' || e.result === 'U');
    const pending = entries.some((e) => e.opponent !== null && e.result === ' ');
    if (!paired || pending) break;
    n++;
  }
  return n;
}

/**
 * Where a competition with rounds stands for a visitor (issue 40, the home page's line): the round
 * play has reached, and the games of it and earlier rounds still without a result.
 *
 * Reading (chosen, issue 40): a round is reached once at least half of its games have a result —
 * so a postponed game no longer holds its round (and every later one) open, as "rounds with every
 * result in" did ("runda 1 z 9" with 29 of 45 games played), and one game played in advance of a
 * later round does not jump the line to that round. The games of the rounds reached that are
 * still to play are counted beside it ("runda 5 z 9 (2 partie zaległe)"). Before any round is
 * reached the round is 0. Rounds are numbered from 1; a round without games is never reached.
 * Pure; lib/games/completed-rounds.ts stays the reading of the tables and pairings (a Swiss
 * table is after the rounds finished, and a round can be paired only on finished ones).
 */
import { completedRounds } from './completed-rounds';
import type { GamesModel } from './games-model';

export interface RoundGame {
  round: number;
  /** The game has its result (played, forfeited, annulled): nothing left to play. */
  decided: boolean;
}

interface RoundsUnderWay {
  round: number;
  /** Games of rounds 1 … round still to play (postponed, or their result not yet in). */
  pending: number;
}

export function roundsUnderWay(games: Iterable<RoundGame>): RoundsUnderWay {
  const byRound = new Map<number, { all: number; decided: number }>();
  const list = [...games];
  for (const g of list) {
    const r = byRound.get(g.round) ?? { all: 0, decided: 0 };
    r.all++;
    if (g.decided) r.decided++;
    byRound.set(g.round, r);
  }
  let round = 0;
  for (const [n, r] of byRound) if (r.decided * 2 >= r.all && r.decided > 0 && n > round) round = n;
  const pending = list.filter((g) => g.round <= round && !g.decided).length;
  return { round, pending };
}

/**
 * The same reading of a file's games (a TRF, a crosstable): each game once (from the player with the
 * lower start number), a bye not a game, a blank result with an opponent still to play (trf.md:
 * "paired, not yet played"); only rounds 1 … `rounds` (a file may hold more columns than the
 * tournament has). Never before the rounds finished from the first (completedRounds): a round of
 * byes the pairing gave, without a game, is still a round played. The open's qualifier and a Grand
 * Prix tournament in progress read their files through it.
 */
export function roundsUnderWayOfGames(players: readonly { startNumber: number; rounds: readonly { opponent: number | null; result: string }[] }[], rounds: number, finished: number): RoundsUnderWay {
  const games: RoundGame[] = [];
  for (const p of players) {
    p.rounds.slice(0, rounds).forEach((e, i) => {
      if (e.opponent !== null && e.opponent > p.startNumber) games.push({ round: i + 1, decided: e.result !== ' ' });
    });
  }
  const floor = Math.min(finished, rounds);
  if (games.length === 0) return { round: floor, pending: 0 };
  const u = roundsUnderWay(games);
  return u.round >= floor ? u : { round: floor, pending: 0 };
}

/** roundsUnderWayOfGames of a games model, rounds 1 … `rounds`. */
export function roundsUnderWayOfModel(model: GamesModel, rounds: number): RoundsUnderWay {
  return roundsUnderWayOfGames(model.players, rounds, completedRounds(model));
}

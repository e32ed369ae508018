import { createGamesModel, type GameRound, type GamesModel } from '@/lib/games/games-model';

/** Pairings of a single round robin by the circle method: rounds of [white, black] start numbers. */
export function circleSchedule(players: number): [number, number][][] {
  const ids = Array.from({ length: players % 2 === 0 ? players : players + 1 }, (_, i) => i + 1);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < ids.length - 1; r++) {
    const round: [number, number][] = [];
    for (let k = 0; k < ids.length / 2; k++) {
      const a = ids[k]!;
      const b = ids[ids.length - 1 - k]!;
      if (a <= players && b <= players) round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    ids.splice(1, 0, ids.pop()!);
  }
  return rounds;
}

/** A fixed, varied result for a game (white's code), so every test sees the same league. */
export function fixedResult(white: number, black: number): GameRound['result'] {
  return (['1', '=', '0'] as const)[(white * 7 + black * 3) % 3]!;
}

const REVERSE: Record<string, GameRound['result']> = { '1': '0', '0': '1', '=': '=', W: 'L', L: 'W', D: 'D', '+': '-', '-': '+' };

/**
 * A 10-player, 9-round league like seed 004's. `override(round, white, black)` may change a game:
 * return a white result code, `'forfeit-by-white'` / `'forfeit-by-black'`, or `'postponed'`
 * (both players unpaired that round: the game was never played).
 */
export function league(override: (round: number, white: number, black: number) => GameRound['result'] | 'postponed' | 'forfeit-by-white' | 'forfeit-by-black' | undefined = () => undefined, players = 10): GamesModel {
  const schedule = circleSchedule(players);
  const rounds = new Map<number, (GameRound | null)[]>(Array.from({ length: players }, (_, i) => [i + 1, []]));
  schedule.forEach((games, r) => {
    for (const [w, b] of games) {
      const o = override(r + 1, w, b) ?? fixedResult(w, b);
      if (o === 'postponed') {
        rounds.get(w)![r] = null;
        rounds.get(b)![r] = null;
      } else if (o === 'forfeit-by-white' || o === 'forfeit-by-black') {
        rounds.get(w)![r] = { opponent: b, colour: null, result: o === 'forfeit-by-white' ? '-' : '+' };
        rounds.get(b)![r] = { opponent: w, colour: null, result: o === 'forfeit-by-white' ? '+' : '-' };
      } else {
        rounds.get(w)![r] = { opponent: b, colour: 'w', result: o };
        rounds.get(b)![r] = { opponent: w, colour: 'b', result: REVERSE[o]! };
      }
    }
  });
  return createGamesModel({
    name: 'Liga 1.1',
    startDate: '2017-10-01',
    roundCount: schedule.length,
    roundRobin: true,
    players: [...rounds].map(([startNumber, rs]) => ({ startNumber, name: `Player ${startNumber}`, rating: 1500 + startNumber * 10, rounds: rs })),
  });
}

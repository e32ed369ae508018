import { describe, expect, test } from 'vitest';
import { createGamesModel } from '@/lib/games/games-model';
import { roundPairings, startingList } from '@/lib/games/round-pairings';
import { playerRatings } from '@/lib/games/rating/player-ratings';

// Issue 29, what chess sites have: per-round pairings, the starting list by rating, player cards.
// Four players, three rounds, a bye for 4 in round 1 (a small hand-made Swiss).
const model = createGamesModel({
  name: 'Test',
  startDate: '2026-06-06',
  players: [
    { startNumber: 1, name: 'Lis Ewa', rating: 2000, birth: '1990', rounds: [{ opponent: 2, colour: 'w', result: '1' }, { opponent: 3, colour: 'b', result: '=' }, { opponent: 4, colour: 'w', result: '1' }] },
    { startNumber: 2, name: 'Kot Jan', rating: 1900, birth: '2012', rounds: [{ opponent: 1, colour: 'b', result: '0' }, { opponent: 4, colour: 'w', result: '+' }, { opponent: 3, colour: 'b', result: '0' }] },
    { startNumber: 3, name: 'Sowa Adam', rating: null, rounds: [{ opponent: null, colour: null, result: 'F' }, { opponent: 1, colour: 'w', result: '=' }, { opponent: 2, colour: 'w', result: '1' }] },
    { startNumber: 4, name: 'Żak Ola', rating: 2100, rounds: [{ opponent: null, colour: null, result: 'Z' }, { opponent: 2, colour: 'b', result: '-' }, { opponent: 1, colour: 'b', result: '0' }] },
  ],
});

describe('round pairings', () => {
  test('round 1: one board, a bye and an absence after it', () => {
    const [r1] = roundPairings(model);
    expect(r1!.map((b) => [b.board, b.white.startNumber, b.black?.startNumber ?? null, b.result, b.alone ?? null])).toEqual([
      [1, 1, 2, '1–0', null],
      [null, 3, null, '', 'full-bye'],
      [null, 4, null, '', 'absent'],
    ]);
  });

  test('round 2: boards by the score before the round (3 has 1 point from the bye, 1 has 1): the pair with more points first', () => {
    const r2 = roundPairings(model)[1]!;
    expect(r2.map((b) => [b.board, b.white.startNumber, b.black!.startNumber, b.result, b.white.pointsBefore, b.black!.pointsBefore])).toEqual([
      [1, 3, 1, '½–½', 2, 2],
      [2, 2, 4, '+–−', 0, 0],
    ]);
  });

  test('the starting list by rating, unrated last', () => {
    expect(startingList(model).map((e) => [e.startNumber, e.rating])).toEqual([[4, 2100], [1, 2000], [2, 1900], [3, null]]);
  });
});

describe('player cards (FIDE rating regulations 2024)', () => {
  const cards = playerRatings(model);
  test('only rated over-the-board games count: Lis Ewa has one (Kot Jan); Sowa is unrated, Żak Ola lost over the board', () => {
    const lis = cards.get(1)!;
    // v Kot 1900: D 100 → 0.64; v Żak 2100: D 100 → 0.36; W 2 (1 + 1), We 1.00
    expect(lis.summary).toMatchObject({ games: 2, score: 4, expected: 100, averageOpponent: 2000, k: 20, changeHundredths: 20 * (200 - 100) });
    // 2 of 2 = 1.00 → dp 800
    expect(lis.summary!.performance).toBe(2800);
  });

  test('a junior under 18 rated under 2300 has K 40; a forfeit is not a rated game', () => {
    const kot = cards.get(2)!;
    expect(kot.k).toBe(40);
    expect(kot.summary).toMatchObject({ games: 1, score: 0, expected: 36, changeHundredths: 40 * (0 - 36) });
  });

  test('an unrated player has no card', () => {
    expect(cards.has(3)).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { createGamesModel } from '@/lib/games/games-model';
import { rankProgress } from '@/lib/games/rank-progress';
import { rankByChain } from '@/lib/games/rank-by-chain';

// Issue 40, item 4: the rank after each round, as chess-results shows it (worked by hand below).
const model = createGamesModel({
  roundCount: 3,
  players: [
    // round 1: 1 beats 2, 3 draws 4; round 2: 3 beats 1, 4 beats 2; round 3 not played yet
    { startNumber: 1, name: 'Lis Ewa', rounds: [{ opponent: 2, colour: 'w', result: '1' }, { opponent: 3, colour: 'b', result: '0' }] },
    { startNumber: 2, name: 'Kot Jan', rounds: [{ opponent: 1, colour: 'b', result: '0' }, { opponent: 4, colour: 'w', result: '0' }] },
    { startNumber: 3, name: 'Sowa Ada', rounds: [{ opponent: 4, colour: 'w', result: '=' }, { opponent: 1, colour: 'w', result: '1' }] },
    { startNumber: 4, name: 'Żak Ola', rounds: [{ opponent: 3, colour: 'b', result: '=' }, { opponent: 2, colour: 'b', result: '1' }] },
  ],
});

describe('rank after each round', () => {
  const rows = rankProgress(model, [], 'fide-2023');
  test('one column per round played (round 3 has no result yet), rows in the order of the latest rank', () => {
    expect(rows.map((r) => [r.startNumber, r.ranks])).toEqual([
      // after 1: Lis 1 pt first; Sowa and Żak ½ share 2nd; Kot last
      // after 2: Sowa and Żak 1½ share 1st; Lis 1 third; Kot 0 fourth
      [3, [2, 1]],
      [4, [2, 1]],
      [1, [1, 3]],
      [2, [4, 4]],
    ]);
  });
  test('the last column is the standings', () => {
    expect(rows.map((r) => r.ranks.at(-1))).toEqual(rankByChain(model, [], 'fide-2023').map((r) => r.rank));
  });
  test('no round played: every player, no column', () => {
    const none = createGamesModel({ roundCount: 2, players: [{ startNumber: 1, name: 'A', rounds: [] }, { startNumber: 2, name: 'B', rounds: [] }] });
    expect(rankProgress(none, [], 'fide-2023')).toEqual([
      { startNumber: 1, name: 'A', ranks: [] },
      { startNumber: 2, name: 'B', ranks: [] },
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import { crossTable, resultSymbol } from '@/lib/games/cross-table';
import { createGamesModel } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';

describe('cross-tables', () => {
  // a 4-player Swiss, 2 rounds: 1 beats 2, 3 draws 4; then 1 draws 3, 4 beats 2
  const swiss = createGamesModel({
    roundRobin: false,
    players: [
      { startNumber: 1, name: 'Alpha', rounds: [{ opponent: 2, colour: 'w', result: '1' }, { opponent: 3, colour: 'b', result: '=' }] },
      { startNumber: 2, name: 'Beta', rounds: [{ opponent: 1, colour: 'b', result: '0' }, { opponent: 4, colour: 'w', result: '0' }] },
      { startNumber: 3, name: 'Gamma', rounds: [{ opponent: 4, colour: 'w', result: '=' }, { opponent: 1, colour: 'w', result: '=' }] },
      { startNumber: 4, name: 'Delta', rounds: [{ opponent: 3, colour: 'b', result: '=' }, { opponent: 2, colour: 'b', result: '1' }] },
    ],
  });

  test('a Swiss lists each round’s opponent by final rank, with colour and result, rows in ranking order', () => {
    const ranking = rankByChain(swiss, ['BH'], 'fide-2023');
    const t = crossTable(swiss, ranking);
    expect(t.kind).toBe('swiss');
    expect(t.rows.map((r) => r.name)).toEqual(ranking.map((r) => r.name));
    const alpha = t.rows.find((r) => r.name === 'Alpha')!;
    const rankOf = (name: string) => ranking.find((r) => r.name === name)!.rank;
    expect(alpha.rounds).toEqual([
      { opponentRank: rankOf('Beta'), opponentStartNumber: 2, colour: 'w', result: '1' },
      { opponentRank: rankOf('Gamma'), opponentStartNumber: 3, colour: 'b', result: '=' },
    ]);
    expect(alpha.points).toBe(3);
    expect(alpha.against).toBeNull();
  });

  test('a round robin is the square table: each cell the games against that row’s player, the diagonal empty', () => {
    const rr = createGamesModel({
      players: [
        { startNumber: 1, name: 'A', rounds: [{ opponent: 2, colour: 'w', result: '1' }, { opponent: 3, colour: 'b', result: '=' }] },
        { startNumber: 2, name: 'B', rounds: [{ opponent: 1, colour: 'b', result: '0' }, null, { opponent: 3, colour: 'w', result: '1' }] },
        { startNumber: 3, name: 'C', rounds: [null, { opponent: 1, colour: 'w', result: '=' }, { opponent: 2, colour: 'b', result: '0' }] },
      ],
    });
    const t = crossTable(rr, rankByChain(rr, ['SB'], 'fide-2023'));
    expect(t.kind).toBe('round-robin');
    const a = t.rows[0]!;
    expect(a.name).toBe('A');
    expect(a.against![0]).toBeNull();
    expect(a.against!.map((cell) => cell?.map((c) => c.result).join('') ?? 'x')).toEqual(['x', '1', '=']);
  });

  test.each([
    ['1', '1'], ['=', '½'], ['0', '0'], ['+', '+'], ['-', '−'], ['H', '½'], ['F', '1'], ['U', '1'], ['Z', '0'], [' ', ''],
  ] as const)('result %s is shown as "%s"', (code, symbol) => expect(resultSymbol(code)).toBe(symbol));
});

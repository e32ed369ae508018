import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bergerRoundCount, bergerSchedule } from '@/lib/games/berger-schedule';

const asText = (players: number) => bergerSchedule(players).map((round) => round.map((g) => `${g.white}-${g.black}`).join(' '));

/** The FIDE Berger tables as printed in the Handbook (C.05 Annex 1), copied by hand. */
describe('FIDE Berger tables (C.05 Annex 1)', () => {
  test.each([
    { players: 4, rounds: ['1-4 2-3', '4-3 1-2', '2-4 3-1'] },
    { players: 6, rounds: ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'] },
    {
      players: 10,
      rounds: [
        '1-10 2-9 3-8 4-7 5-6',
        '10-6 7-5 8-4 9-3 1-2',
        '2-10 3-1 4-9 5-8 6-7',
        '10-7 8-6 9-5 1-4 2-3',
        '3-10 4-2 5-1 6-9 7-8',
        '10-8 9-7 1-6 2-5 3-4',
        '4-10 5-3 6-2 7-1 8-9',
        '10-9 1-8 2-7 3-6 4-5',
        '5-10 6-4 7-3 8-2 9-1',
      ],
    },
    // an odd number: the table of 6, the player drawn against 6 rests
    { players: 5, rounds: ['2-5 3-4', '5-3 1-2', '3-1 4-5', '1-4 2-3', '4-2 5-1'] },
  ])('$players players', ({ players, rounds }) => {
    expect(asText(players)).toEqual(rounds);
    expect(bergerRoundCount(players)).toBe(rounds.length);
  });

  test.each([{ players: 0 }, { players: 1 }, { players: 2.5 }])('$players players: no schedule', ({ players }) => {
    expect(bergerSchedule(players)).toEqual([]);
  });
});

describe('every Berger table is a single round robin', () => {
  test('each pair meets exactly once, nobody plays twice in a round, colours within one of balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (n) => {
        const rounds = bergerSchedule(n);
        const met = new Set<string>();
        const whites = new Map<number, number>();
        for (const round of rounds) {
          const seen = new Set<number>();
          for (const g of round) {
            expect(seen.has(g.white) || seen.has(g.black)).toBe(false);
            seen.add(g.white);
            seen.add(g.black);
            const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
            expect(met.has(key)).toBe(false);
            met.add(key);
            whites.set(g.white, (whites.get(g.white) ?? 0) + 1);
          }
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        for (let p = 1; p <= n; p++) {
          const games = n - 1;
          expect(Math.abs(2 * (whites.get(p) ?? 0) - games)).toBeLessThanOrEqual(2);
        }
      }),
    );
  });
});

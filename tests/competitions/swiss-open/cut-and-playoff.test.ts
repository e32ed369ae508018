import { describe, expect, test } from 'vitest';
import { playoffBracket } from '@/lib/competitions/swiss-open/playoff-bracket';
import { qualifierCut } from '@/lib/competitions/swiss-open/qualifier-cut';
import { resolveSwissOpenRules } from '@/lib/competitions/swiss-open/swiss-open-rules';
import type { EventGame } from '@/lib/competitions/swiss-open/event-game';
import { byeSwissModel, scoring, type ByePlayer } from './helpers/bye-swiss';

const rules = (() => {
  const r = resolveSwissOpenRules('amplico-open');
  if (!r.ok) throw new Error('preset');
  return r.rules;
})();

/**
 * A qualifier of byes (helpers/bye-swiss.ts): `above` players with distinct points 8, 7½, 7 … (so
 * qualifier rank i has start number 100 + i), then the `atCut` patterns, then `below`.
 * Start numbers of the players at the cut and below are 201, 202 … in the order given.
 */
function qualifier(above: number, atCut: string[], below: string[]): ByePlayer[] {
  const players: ByePlayer[] = [];
  for (let i = 1; i <= above; i++) players.push({ startNo: 100 + i, name: `Above ${i}`, rounds: scoring(17 - i) });
  [...atCut, ...below].forEach((rounds, i) => players.push({ startNo: 201 + i, name: `Cut ${i + 1}`, rounds }));
  return players;
}
const cut = (players: ByePlayer[], withdrawn: number[] = [], lots: number[][] = []) =>
  qualifierCut({ model: byeSwissModel(players), rules, edition: 'fide-2023', withdrawnBeforeCut: new Set(withdrawn), lots });

describe('the cut after round 8 (§2.5, §2.5.1)', () => {
  test('no tie at the cut: the top 16 qualify, nobody plays off', () => {
    // 16 players on 8 … ½ points (distinct), then two players on 0
    const c = cut(qualifier(16, [], ['ZZZZZZZZ', 'ZZZZZZZZ']));
    expect(c.complete).toBe(true);
    expect(c.playoff).toBeNull();
    expect(c.directSeats.map((s) => s.startNo)).toEqual(Array.from({ length: 16 }, (_, i) => 101 + i));
    expect(c.rows.filter((r) => r.status === 'out').map((r) => r.startNumber)).toEqual([201, 202]);
  });

  test('3 players tied for 2 places: all with the 16th’s points play off, seeded by the chain', () => {
    // 14 above (8 … 1½ points); three on 1 point: FZZZZZZZ (WIN 1, PS 8), ZZZZZZZF (WIN 1, PS 1),
    // HHZZZZZZ (WIN 0); BH/M1 and BH are 6·1 and 8·1 for all three → WIN, then PS decide
    const c = cut(qualifier(14, ['ZZZZZZZF', 'HHZZZZZZ', 'FZZZZZZZ'], ['HZZZZZZZ']));
    expect(c.playoff).toEqual({ seeds: [203, 201, 202], places: 2, firstSeat: 15 });
    expect(c.directSeats).toHaveLength(14);
    expect(c.rows.filter((r) => r.status === 'playoff').map((r) => r.startNumber)).toEqual([203, 201, 202]);
    expect(c.rows.find((r) => r.startNumber === 204)!.status).toBe('out');
  });

  test('7 players tied for 3 places (a preliminary round follows)', () => {
    // 13 above; seven on 1 point with different WIN / PS:
    // FZZZZZZZ (W1 PS8) > ZFZZZZZZ (W1 PS7) > ZZZZZZZF (W1 PS1) > HHZZZZZZ (W0 PS7.5) > HZHZZZZZ (W0 PS7)
    // > ZHHZZZZZ (W0 PS6.5) > ZZZZZZHH (W0 PS1.5)
    const atCut = ['ZZZZZZHH', 'HZHZZZZZ', 'FZZZZZZZ', 'ZHHZZZZZ', 'ZZZZZZZF', 'HHZZZZZZ', 'ZFZZZZZZ'];
    const c = cut(qualifier(13, atCut, ['ZZZZZZZZ']));
    expect(c.playoff).toEqual({ seeds: [203, 207, 205, 206, 202, 204, 201], places: 3, firstSeat: 14 });
  });

  test('a qualifier who withdrew before the cut is passed over: the 17th moves up, no play-off', () => {
    // 16 distinct above (the 16th, 116, on ½), 201 on 0 is 17th; player 105 withdrew during the qualifier
    const c = cut(qualifier(16, [], ['ZZZZZZZZ']), [105]);
    expect(c.playoff).toBeNull();
    expect(c.directSeats.map((s) => s.startNo)).toEqual([101, 102, 103, 104, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 201]);
    expect(c.rows.find((r) => r.startNumber === 105)!.status).toBe('withdrawn');
  });

  test('while the qualifier is under way nothing is decided', () => {
    const players = qualifier(16, [], ['ZZZZZZZZ']).map((p) => ({ ...p, rounds: p.rounds.slice(0, 6) }));
    const c = qualifierCut({ model: { ...byeSwissModel(players), roundCount: 8, players: byeSwissModel(players).players.map((p) => ({ ...p, rounds: [...p.rounds, ...[0, 1].map(() => ({ opponent: null, colour: null, result: ' ' as const }))] })) }, rules, edition: 'fide-2023', withdrawnBeforeCut: new Set(), lots: [] });
    expect(c.roundsPlayed).toBe(6);
    expect(c.complete).toBe(false);
    expect(c.directSeats).toEqual([]);
    expect(new Set(c.rows.map((r) => r.status))).toEqual(new Set(['open']));
  });

  test('a complete tie that changes a seat stays open until a lot decides it', () => {
    // seats 3 and 4 (groups III and IV) level on everything: 103 and 201 both FFFFFFZZ
    const players = qualifier(16, [], ['ZZZZZZZZ']).map((p) => (p.startNo === 104 ? { ...p, startNo: 301, rounds: scoring(14) } : p));
    const open = cut(players);
    expect(open.openTies).toEqual([[103, 301]]);
    expect(open.directSeats[2]).toEqual({ startNo: null, candidates: [103, 301] });
    const decided = cut(players, [], [[301, 103]]);
    expect(decided.openTies).toEqual([]);
    expect(decided.directSeats.slice(2, 4).map((s) => s.startNo)).toEqual([301, 103]);
  });
});

const game = (round: number | 'A', white: number, black: number, result: EventGame['result'], line = 2): EventGame => ({ line, stage: 'playoff', round, white, black, result });
const bracket = (seeds: number[], places: number, games: EventGame[], withdrawn: number[] = []) =>
  playoffBracket({ seeds, places, firstSeat: 17 - places, games, drawGoesTo: 'black', withdrawn: new Set(withdrawn), gamesFile: 'games.csv' });

describe('the play-off bracket (§2.5.2–2.5.5)', () => {
  test('3 for 2 places before any game: seed 1 through, seeds 2 and 3 play', () => {
    const { bracket: b, problems } = bracket([30, 31, 32], 2, []);
    expect(problems).toEqual([]);
    expect(b.rounds).toHaveLength(1);
    expect(b.rounds[0]!.byes).toEqual([30]);
    expect(b.rounds[0]!.matches.map((m) => [m.high.startNo, m.low.startNo, m.winner])).toEqual([[31, 32, null]]);
    expect(b.seats).toEqual([{ startNo: 30, candidates: [30] }, { startNo: null, candidates: [31, 32] }]);
    expect(b.complete).toBe(false);
  });

  test('a draw in the armageddon takes black through', () => {
    const { bracket: b } = bracket([30, 31, 32], 2, [game(1, 32, 31, '1/2-1/2')]);
    expect(b.rounds[0]!.matches[0]!.winner).toBe(31);
    expect(b.seats.map((s) => s.startNo)).toEqual([30, 31]);
    expect(b.qualified).toEqual([30, 31]);
    expect(b.eliminated).toEqual([32]);
    expect(b.complete).toBe(true);
  });

  test('the winners take the seats in qualifier order, not in the order they won', () => {
    const { bracket: b } = bracket([30, 31, 32], 2, [game(1, 31, 32, '0-1')]);
    expect(b.seats.map((s) => s.startNo)).toEqual([30, 32]);
  });

  test('7 for 3 places: the pairings of the next round appear as soon as they are determined', () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7];
    const before = bracket(seeds, 3, []).bracket;
    // round 2: seed 1 meets the winner of 6–7; 2–5 and 3–4 are already fixed
    expect(before.rounds[1]!.matches.map((m) => [m.high, m.low])).toEqual([
      [{ startNo: 1, candidates: [1] }, { startNo: null, candidates: [6, 7] }],
      [{ startNo: 2, candidates: [2] }, { startNo: 5, candidates: [5] }],
      [{ startNo: 3, candidates: [3] }, { startNo: 4, candidates: [4] }],
    ]);
    const after = bracket(seeds, 3, [game(1, 7, 6, '1-0'), game(2, 4, 3, '1/2-1/2')]).bracket;
    expect(after.rounds[1]!.matches[0]!.low.startNo).toBe(7);
    expect(after.rounds[1]!.matches[2]!.winner).toBe(3);
    // winners {1 or 7}, {2 or 5} and 3 take seats 14–16 in seed order: the best of them is 1, or
    // else 2, or else 3; the middle one 2, 3 or 5; the last 3, 5 or 7
    expect(after.seats).toEqual([
      { startNo: null, candidates: [1, 2, 3] },
      { startNo: null, candidates: [2, 3, 5] },
      { startNo: null, candidates: [3, 5, 7] },
    ]);
  });

  test('a game the bracket does not pair, or in the wrong round, is refused with its line', () => {
    const { problems } = bracket([1, 2, 3, 4], 2, [game(1, 1, 2, '1-0', 5), game(2, 1, 4, '1-0', 6)]);
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['GAMES_NOT_IN_STAGE', 5],
      ['GAMES_BAD_ROUND', 6],
    ]);
  });

  test('a player withdrawn after the cut loses the play-off game', () => {
    const { bracket: b } = bracket([30, 31, 32], 2, [], [32]);
    expect(b.rounds[0]!.matches[0]!).toMatchObject({ winner: 31, decidedBy: 'withdrawal' });
  });
});

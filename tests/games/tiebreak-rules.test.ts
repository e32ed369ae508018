import { describe, expect, test } from 'vitest';
import { editionForDate, type Edition } from '@/lib/games/editions';
import { createGamesModel, type GameRound } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { createTiebreakContext } from '@/lib/games/tiebreaks/create-tiebreak-context';
import { sumAfterCuts } from '@/lib/games/tiebreaks/cut-entries';
import type { ScoreEntry } from '@/lib/games/tiebreaks/score-entries';
import { readTiebreakCode, TIEBREAKS, tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';

describe('the edition follows the start date (tiebreaks.md)', () => {
  test.each([
    { date: '2019-05-01', edition: 'fide-2009' },
    { date: '2023-08-31', edition: 'fide-2009' },
    { date: '2023-09-01', edition: 'fide-2023' },
    { date: '2026-02-28', edition: 'fide-2023' },
    { date: '2026-03-01', edition: 'fide-2026' },
    { date: '2027-01-10', edition: 'fide-2026' },
  ])('an event starting $date: $edition', ({ date, edition }) => {
    expect(editionForDate(date)).toBe(edition);
  });
});

describe('tie-break codes as people write them', () => {
  test.each([
    { text: 'BH', code: 'BH' },
    { text: 'BH-C1', code: 'BH/C1' },
    { text: 'bh/m1', code: 'BH/M1' },
    { text: ' SB/C1 ', code: 'SB/C1' },
    { text: 'PS-C1', code: 'PS/C1' },
    { text: 'TPR', code: null },
    { text: 'BH/C3', code: null },
  ])('"$text" → $code', ({ text, code }) => {
    expect(readTiebreakCode(text)).toBe(code);
  });
});

const e = (score: number, result: number, voluntaryUnplayed = false, round = 1): ScoreEntry => ({ round, score, result, voluntaryUnplayed });
const bh = (entry: ScoreEntry) => entry.score * 2;
const sb = (entry: ScoreEntry) => entry.score * entry.result;

describe('cuts (C.07 Art. 14) and voluntary unplayed rounds (Art. 16.5)', () => {
  test.each([
    {
      label: 'Buchholz Cut-1 removes the lowest opponent',
      entries: [e(6, 2), e(3, 0), e(7, 1)],
      options: { low: 1, high: 0, voluntaryUnplayedFirst: true, value: bh },
      quarters: (6 + 7) * 2,
    },
    {
      label: 'Buchholz Cut-1 removes a voluntary unplayed round first, even when an opponent scored less (Held, player 4: 15 → 11.5)',
      entries: [e(6, 2), e(7, 1, true), e(3, 2), e(7, 1), e(7, 1)],
      options: { low: 1, high: 0, voluntaryUnplayedFirst: true, value: bh },
      quarters: (6 + 3 + 7 + 7) * 2,
    },
    {
      label: 'fide-2009 has no such rule: the lowest value goes',
      entries: [e(6, 2), e(7, 1, true), e(3, 2)],
      options: { low: 1, high: 0, voluntaryUnplayedFirst: false, value: bh },
      quarters: (6 + 7) * 2,
    },
    {
      label: 'SB Cut-1: the voluntary round (3.5 × ½ = 1.75) goes before the lowest-scored opponent (1.5 × 1) — the higher of the two',
      entries: [e(7, 1, true), e(3, 2), e(6, 2)],
      options: { low: 1, high: 0, voluntaryUnplayedFirst: true, value: sb },
      quarters: 3 * 2 + 6 * 2,
    },
    {
      label: 'SB Cut-1: the lowest-scored opponent (1.5 × 1) goes when its contribution is the higher (2.5 × ½)',
      entries: [e(5, 1, true), e(3, 2), e(6, 2)],
      options: { low: 1, high: 0, voluntaryUnplayedFirst: true, value: sb },
      quarters: 5 * 1 + 6 * 2,
    },
    {
      label: 'SB Cut-1: a voluntary round that is itself the lowest-scored value is the one cut',
      entries: [e(2, 1, true), e(3, 2), e(6, 2)],
      options: { low: 1, high: 0, voluntaryUnplayedFirst: true, value: sb },
      quarters: 3 * 2 + 6 * 2,
    },
    {
      label: 'SB Cut-1 among equally scored lowest opponents removes the smallest contribution',
      entries: [e(3, 2), e(3, 0), e(3, 1), e(8, 2)],
      options: { low: 1, high: 0, voluntaryUnplayedFirst: true, value: sb },
      quarters: 3 * 2 + 3 * 1 + 8 * 2,
    },
    {
      label: 'Median-1 removes the lowest and the highest',
      entries: [e(2, 2), e(5, 2), e(9, 2), e(4, 2)],
      options: { low: 1, high: 1, voluntaryUnplayedFirst: true, value: bh },
      quarters: (5 + 4) * 2,
    },
    {
      label: 'fewer values than cuts give 0',
      entries: [e(5, 2)],
      options: { low: 2, high: 0, voluntaryUnplayedFirst: true, value: bh },
      quarters: 0,
    },
  ])('$label', ({ entries, options, quarters }) => {
    expect(sumAfterCuts(entries, 9, options)).toBe(quarters);
  });

  test('the number of cuts is limited by the number of rounds, not games', () => {
    expect(sumAfterCuts([e(4, 2), e(6, 2)], 1, { low: 2, high: 0, voluntaryUnplayedFirst: true, value: bh })).toBe(6 * 2);
  });
});

const g = (opponent: number, colour: 'w' | 'b', result: GameRound['result']): GameRound => ({ opponent, colour, result });
const bye = (result: GameRound['result']): GameRound => ({ opponent: null, colour: null, result });

/**
 * The known disagreement, smallest case: player 2 loses round 1, is absent in round 2 (Z) and
 * loses round 3 by forfeit. Player 1 met 2 in round 1.
 */
const byeThenForfeit = createGamesModel({
  roundRobin: false,
  players: [
    { startNumber: 1, name: 'A', rounds: [g(2, 'w', '1'), g(4, 'b', '1'), g(3, 'w', '=')] },
    { startNumber: 2, name: 'B', rounds: [g(1, 'b', '0'), bye('Z'), { opponent: 4, colour: null, result: '-' }] },
    { startNumber: 3, name: 'C', rounds: [g(4, 'w', '='), bye('U'), g(1, 'b', '=')] },
    { startNumber: 4, name: 'D', rounds: [g(3, 'b', '='), g(1, 'w', '0'), { opponent: 2, colour: null, result: '+' }] },
  ],
});

describe('the known disagreement: an absence followed only by a forfeit loss', () => {
  test.each([
    { reading: 'face-value' as const, counts: 0, bh: 0 + 1.5 + 2 },
    { reading: 'draw' as const, counts: 0.5, bh: 0.5 + 1.5 + 2 },
  ])("reading '$reading': player 2 counts $counts for opponents, so player 1's BH is $bh", ({ reading, counts, bh }) => {
    const ctx = createTiebreakContext(byeThenForfeit, 'fide-2023', { byeBeforeForfeitLoss: reading });
    expect(ctx.opponentScores[1]! / 2).toBe(counts);
    expect(tiebreakDecimal('BH', TIEBREAKS.BH.compute(ctx, [])[0]!)).toBe(bh);
  });
  test('the default reading is face value', () => {
    expect(createTiebreakContext(byeThenForfeit, 'fide-2023').reading).toBe('face-value');
  });
});

/** A four-player round robin: 1 beats everyone; 2 and 3 draw and both beat 4. */
const rr = createGamesModel({
  players: [
    { startNumber: 1, name: 'A', rating: 2000, rounds: [g(4, 'w', '1'), g(3, 'b', '1'), g(2, 'w', '1')] },
    { startNumber: 2, name: 'B', rating: 1901, rounds: [g(3, 'w', '='), g(4, 'b', '1'), g(1, 'b', '0')] },
    { startNumber: 3, name: 'C', rating: null, rounds: [g(2, 'b', '='), g(1, 'w', '0'), g(4, 'w', '1')] },
    { startNumber: 4, name: 'D', rating: 1803, rounds: [g(1, 'b', '0'), g(2, 'w', '0'), g(3, 'b', '0')] },
  ],
});

describe('rankByChain: points, then the chain; full ties share a rank', () => {
  test('a round robin is detected from every pair having met', () => {
    expect(rr.roundRobin).toBe(true);
  });
  test.each([
    { chain: ['SB'] as TiebreakCode[], ranks: [1, 2, 2, 4] },
    { chain: ['DE'] as TiebreakCode[], ranks: [1, 2, 2, 4] },
    { chain: ['WON'] as TiebreakCode[], ranks: [1, 2, 2, 4] },
    { chain: ['WON', 'BPG'] as TiebreakCode[], ranks: [1, 2, 3, 4] },
    { chain: ['ARO'] as TiebreakCode[], ranks: [1, 2, 3, 4] },
  ])('chain $chain → ranks $ranks (by start number)', ({ chain, ranks }) => {
    const rows = rankByChain(rr, chain, 'fide-2023');
    expect([...rows].sort((a, b) => a.startNumber - b.startNumber).map((r) => r.rank)).toEqual(ranks);
  });
  test('rows come in rank order, tied rows by start number', () => {
    expect(rankByChain(rr, ['SB'], 'fide-2023').map((r) => r.startNumber)).toEqual([1, 2, 3, 4]);
  });
});

describe('single tie-breaks on small hand-made cases', () => {
  const value = (model: typeof rr, code: TiebreakCode, edition: Edition, start: number) => {
    const ctx = createTiebreakContext(model, edition);
    return tiebreakDecimal(code, TIEBREAKS[code].compute(ctx, [])[ctx.indexOf.get(start)!]!);
  };
  test.each([
    { label: 'ARO leaves out the unrated opponent: (1901 + 1803) / 2', code: 'ARO' as const, start: 1, expected: 1852 },
    { label: 'ARO rounds ½ up: (1803 + 2000) / 2 = 1901.5', code: 'ARO' as const, start: 2, expected: 1902 },
    { label: 'ARO rounds down below ½: (1901 + 2000 + 1803) / 3 = 1901.33', code: 'ARO' as const, start: 3, expected: 1901 },
    { label: 'KS counts points against players with at least half the maximum (1.5 of 3)', code: 'KS' as const, start: 2, expected: 0.5 },
    { label: 'KS of the winner: against 2 and 3', code: 'KS' as const, start: 1, expected: 2 },
    { label: 'PS sums the running score: 1 + 2 + 3', code: 'PS' as const, start: 1, expected: 6 },
    { label: 'PS/C1 leaves out round 1', code: 'PS/C1' as const, start: 1, expected: 5 },
    { label: 'BPG counts games played with black', code: 'BPG' as const, start: 2, expected: 2 },
  ])('$label', ({ code, start, expected }) => {
    expect(value(rr, code, 'fide-2023', start)).toBe(expected);
  });

  // player 3 of the disagreement case has a pairing-allocated bye in round 2
  test.each([
    { edition: 'fide-2009' as const, expected: 0 },
    { edition: 'fide-2023' as const, expected: 1 },
  ])('WIN under $edition counts the pairing-allocated bye: $expected', ({ edition, expected }) => {
    expect(value(byeThenForfeit, 'WIN', edition, 3)).toBe(expected);
  });

  test('WIN counts a forfeit win under every edition; WON does not', () => {
    for (const edition of ['fide-2009', 'fide-2023', 'fide-2026'] as const) {
      expect(value(byeThenForfeit, 'WIN', edition, 4)).toBe(1);
      expect(value(byeThenForfeit, 'WON', edition, 4)).toBe(0);
    }
  });

  test('fide-2009: the virtual opponent of an unplayed round is S_before + (1 − S_result) + ½·(n − R)', () => {
    // player 3: ½ after round 1, a pairing-allocated bye (1) in round 2 of 3 → 0.5 + 0 + 0.5 = 1
    const ctx = createTiebreakContext(byeThenForfeit, 'fide-2009');
    expect(ctx.entries[2]![1]).toEqual({ round: 2, score: 2, result: 2, voluntaryUnplayed: false });
  });

  test('fide-2026 caps the dummy of a bye at draw points × rounds', () => {
    // player 1 with 2.5 points takes a half-point bye in round 4 of 4: the cap is 4 × ½ = 2
    const m = createGamesModel({
      roundRobin: false,
      players: [
        { startNumber: 1, name: 'A', rounds: [g(2, 'w', '1'), g(3, 'b', '1'), g(4, 'w', '0'), bye('H')] },
        { startNumber: 2, name: 'B', rounds: [g(1, 'b', '0'), g(4, 'w', '0'), g(3, 'w', '1'), bye('U')] },
        { startNumber: 3, name: 'C', rounds: [g(4, 'b', '1'), g(1, 'w', '0'), g(2, 'b', '0'), bye('U')] },
        { startNumber: 4, name: 'D', rounds: [g(3, 'w', '0'), g(2, 'b', '1'), g(1, 'b', '1'), bye('U')] },
      ],
    });
    const dummy = (edition: Edition) => createTiebreakContext(m, edition).entries[0]![3]!.score / 2;
    expect(dummy('fide-2023')).toBe(2.5);
    expect(dummy('fide-2026')).toBe(2);
  });
});

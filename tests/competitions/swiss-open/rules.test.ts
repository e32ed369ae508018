import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { describe, expect, test } from 'vitest';
import { applyLots } from '@/lib/competitions/swiss-open/apply-lots';
import { armageddonWinner } from '@/lib/competitions/swiss-open/armageddon-winner';
import { completedRounds } from '@/lib/games/completed-rounds';
import type { GameResult } from '@/lib/competitions/swiss-open/event-game';
import { pairHighLow } from '@/lib/competitions/swiss-open/pair-high-low';
import { playoffStructure } from '@/lib/competitions/swiss-open/playoff-structure';
import { readGameResult } from '@/lib/competitions/swiss-open/read-game-result';
import { resolveSwissOpenRules, stageIds } from '@/lib/competitions/swiss-open/swiss-open-rules';
import { createGamesModel } from '@/lib/games/games-model';
import type { RankedRow } from '@/lib/games/rank-by-chain';

// Every expected value below is worked out by hand from the regulation (seed 000) and our reading
// of it in competitions.md §3.2 — not taken from the code's output.
describe('playoffStructure: rounds of the play-off at the cut (§2.5.2–2.5.3)', () => {
  test.each([
    { label: 'no one below the cut level with the 16th: no play-off', m: 3, k: 3, expected: [] },
    { label: '2 for 1 place: one match', m: 2, k: 1, expected: [{ entrants: 2, byes: 0, matches: 1 }] },
    { label: '3 for 2 places (m < 2k): the lowest 2(m−k) = 2 play, seed 1 goes through', m: 3, k: 2, expected: [{ entrants: 3, byes: 1, matches: 1 }] },
    { label: '6 for 4 places (m < 2k): seeds 3–6 play, 1 and 2 go through', m: 6, k: 4, expected: [{ entrants: 6, byes: 2, matches: 2 }] },
    { label: '4 for 2 places = 2k: one round of k matches', m: 4, k: 2, expected: [{ entrants: 4, byes: 0, matches: 2 }] },
    { label: '8 for 2 places = 4k: two rounds, halving', m: 8, k: 2, expected: [{ entrants: 8, byes: 0, matches: 4 }, { entrants: 4, byes: 0, matches: 2 }] },
    { label: '7 for 3 places: preliminary 6–7 brings 7 to 6 = 2k', m: 7, k: 3, expected: [{ entrants: 7, byes: 5, matches: 1 }, { entrants: 6, byes: 0, matches: 3 }] },
    { label: '5 for 1 place: preliminary 4–5, then 4 → 2 → 1', m: 5, k: 1, expected: [{ entrants: 5, byes: 3, matches: 1 }, { entrants: 4, byes: 0, matches: 2 }, { entrants: 2, byes: 0, matches: 1 }] },
    { label: '7 for 2 places: preliminary among seeds 2–7 (3 matches) brings 7 to 4', m: 7, k: 2, expected: [{ entrants: 7, byes: 1, matches: 3 }, { entrants: 4, byes: 0, matches: 2 }] },
  ])('$label', ({ m, k, expected }) => {
    expect(playoffStructure(m, k)).toEqual(expected);
  });
});

describe('pairHighLow: highest seed plays the lowest (§2.5.4)', () => {
  test.each([
    { label: 'four players', entrants: [1, 2, 3, 4], byes: 0, expected: { byes: [], pairs: [[1, 4], [2, 3]] } },
    { label: 'seven players, five wait: 6 plays 7', entrants: [1, 2, 3, 4, 5, 6, 7], byes: 5, expected: { byes: [1, 2, 3, 4, 5], pairs: [[6, 7]] } },
    { label: 'winners keep their seeds: 1, 3, 6, 8 left', entrants: [1, 3, 6, 8], byes: 0, expected: { byes: [], pairs: [[1, 8], [3, 6]] } },
  ])('$label', ({ entrants, byes, expected }) => {
    expect(pairHighLow(entrants, byes)).toEqual(expected);
  });
});

describe('armageddonWinner: white must win (§2.5.5, §2.7.3)', () => {
  test.each<{ result: GameResult; drawGoesTo: 'black' | 'white'; expected: number }>([
    { result: '1-0', drawGoesTo: 'black', expected: 7 },
    { result: '0-1', drawGoesTo: 'black', expected: 9 },
    { result: '1/2-1/2', drawGoesTo: 'black', expected: 9 },
    { result: '1/2-1/2', drawGoesTo: 'white', expected: 7 },
    { result: '+/-', drawGoesTo: 'black', expected: 7 },
    { result: '-/+', drawGoesTo: 'white', expected: 9 },
  ])('white 7, black 9, $result, a draw to $drawGoesTo → $expected', ({ result, drawGoesTo, expected }) => {
    expect(armageddonWinner({ white: 7, black: 9, result }, drawGoesTo)).toBe(expected);
  });
});

describe('readGameResult: the result cell of games.csv (competitions.md §6)', () => {
  test.each([
    { cell: '1-0', expected: '1-0' },
    { cell: ' 0 - 1 ', expected: '0-1' },
    { cell: '1/2-1/2', expected: '1/2-1/2' },
    { cell: '½-½', expected: '1/2-1/2' },
    { cell: '0.5-0.5', expected: '1/2-1/2' },
    { cell: '1:0', expected: '1-0' },
    { cell: '+/-', expected: '+/-' },
    { cell: '-/+', expected: '-/+' },
    { cell: '', expected: null },
    { cell: '2-0', expected: undefined },
    { cell: '-/-', expected: undefined },
    { cell: 'draw', expected: undefined },
  ])('"$cell" → $expected', ({ cell, expected }) => {
    expect(readGameResult(cell)).toBe(expected);
  });
});

const row = (startNumber: number, rank: number): RankedRow => ({ startNumber, name: `P${startNumber}`, points: 10, rank, values: {}, excluded: false });

describe('applyLots: a complete tie stays open unless a lot orders it', () => {
  test.each([
    { label: 'no tie', rows: [row(4, 1), row(2, 2)], lots: [], expected: [[4, 1, false], [2, 2, false]] },
    { label: 'a tie without a lot: shared rank, open', rows: [row(4, 1), row(2, 2), row(9, 2)], lots: [], expected: [[4, 1, false], [2, 2, true], [9, 2, true]] },
    { label: 'a lot naming both orders them', rows: [row(4, 1), row(2, 2), row(9, 2)], lots: [[9, 2]], expected: [[4, 1, false], [9, 2, false], [2, 3, false]] },
    { label: 'a lot naming only two of three leaves the tie open', rows: [row(2, 1), row(9, 1), row(5, 1)], lots: [[9, 2]], expected: [[2, 1, true], [9, 1, true], [5, 1, true]] },
  ])('$label', ({ rows, lots, expected }) => {
    expect(applyLots(rows, lots).map((r) => [r.startNumber, r.rank, r.openTie])).toEqual(expected);
  });
});

describe('completedRounds: rounds finished from the first', () => {
  const game = (opponent: number, result: '1' | '0' | ' ') => ({ opponent, colour: null, result }) as const;
  test.each([
    { label: 'two rounds played', a: [game(2, '1'), game(2, '0')], b: [game(1, '0'), game(1, '1')], expected: 2 },
    { label: 'round 2 paired, not played', a: [game(2, '1'), game(2, ' ')], b: [game(1, '0'), game(1, ' ')], expected: 1 },
    { label: 'round 2 announced only (XXR), nobody paired', a: [game(2, '1'), null], b: [game(1, '0'), null], expected: 1 },
    { label: 'round 2 holds only a requested bye announced in advance', a: [game(2, '1'), { opponent: null, colour: null, result: 'H' as const }], b: [game(1, '0'), null], expected: 1 },
    { label: 'a round of byes the pairing gave counts', a: [game(2, '1'), { opponent: null, colour: null, result: 'F' as const }], b: [game(1, '0'), { opponent: null, colour: null, result: 'Z' as const }], expected: 2 },
  ])('$label', ({ a, b, expected }) => {
    const model = createGamesModel({ roundCount: 2, players: [{ startNumber: 1, name: 'A', rounds: a }, { startNumber: 2, name: 'B', rounds: b }] });
    expect(completedRounds(model)).toBe(expected);
  });
});

describe('the rule set', () => {
  test('amplico-open has the regulation numbers: 16 qualifiers, 8 + 5 rounds, four groups of 4, two-game matches', () => {
    const r = resolveSwissOpenRules('amplico-open');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rules.qualifier).toEqual({ rounds: 8, qualifiers: 16, chain: ['BH/M1', 'BH', 'WIN', 'PS'] });
    expect(r.rules.continuation?.rounds).toBe(5);
    expect(r.rules.groups?.members).toEqual([[1, 8, 9, 16], [2, 7, 10, 15], [3, 6, 11, 14], [4, 5, 12, 13]]);
    expect(r.rules.match).toEqual({ games: 2, armageddonDrawGoesTo: 'black' });
    expect(stageIds(r.rules)).toEqual(['playoff', 'group-1', 'group-2', 'group-3', 'group-4', 'places-5-8', 'places-9-12', 'places-13-16', 'semi-1', 'semi-2', 'third', 'final']);
  });
  test.each([
    { label: 'a section changed keeps the rest of the preset', overrides: { playoff: { drawGoesTo: 'white' } }, ok: true },
    { label: 'groups that do not hold 1…16 once each are refused', overrides: { groups: { members: [[1, 2, 3, 4]] } }, ok: false },
    { label: 'an unknown tie-break is refused', overrides: { qualifier: { chain: ['XYZ'] } }, ok: false },
  ])('$label', ({ overrides, ok }) => {
    expect(resolveSwissOpenRules('amplico-open', overrides).ok).toBe(ok);
  });
  test('an unknown preset names the known ones', () => {
    expect(rulesInEnglish(resolveSwissOpenRules('nope'))).toEqual({ ok: false, errors: ['unknown preset "nope" (known: amplico-open, swiss)'], warnings: [] });
  });
});

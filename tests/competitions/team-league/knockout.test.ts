import { describe, expect, test } from 'vitest';
import { bracketOrder, bracketSize } from '@/lib/competitions/team-league/bracket-order';
import { boardsCsv, computeInline, loadFixture, loadInline, ONE_BOARD_RULES, oneBoardTeams } from './helpers';

/**
 * The knock-out for places (seed 001, "Druga faza"): fixtures knockout-8 and knockout-12 — one
 * board a team, one Swiss round, seeds fixed by the drawn lot so that team Tn is the n-th seed.
 * The expected brackets and places were worked out by hand from the scheme "A. 1-8, B. 4-5,
 * C. 3-6, D. 2-7; I. A-B, II. C-D; Finał I-II" and the rule for drawn matches.
 */
describe('bracket order', () => {
  test.each([
    { size: 2, order: [1, 2] },
    { size: 4, order: [1, 4, 2, 3] },
    { size: 8, order: [1, 8, 4, 5, 3, 6, 2, 7] }, // A 1–8, B 4–5, C 3–6, D 2–7
  ])('$size slots: $order', ({ size, order }) => {
    expect(bracketOrder(size)).toEqual(order);
  });
  test.each([
    { n: 2, size: 2 },
    { n: 3, size: 4 },
    { n: 5, size: 8 },
    { n: 8, size: 8 },
  ])('$n teams need $size slots', ({ n, size }) => expect(bracketSize(n)).toBe(size));
});

describe('8 teams to the final places', () => {
  const r = loadFixture('knockout-8');
  const name = (t: number | null | undefined) => (t === null || t === undefined ? null : r.teams[t]!.name);
  const rounds = r.knockout.groups[0]!.rounds.map((ms) => ms.map((m) => [name(m.first?.team), name(m.second?.team), m.places.join('–'), name(m.winner), m.decidedBy]));

  test('round 2: A 1–8, B 4–5 (drawn, play-off won by 5), C 3–6, D 2–7 (drawn, play-off drawn → higher Swiss place)', () => {
    expect(rounds[0]).toEqual([
      ['T1', 'T8', '1–8', 'T1', 'match'],
      ['T4', 'T5', '1–8', 'T5', 'playoff'],
      ['T3', 'T6', '1–8', 'T6', 'match'],
      ['T2', 'T7', '1–8', 'T2', 'higher-swiss-place'],
    ]);
  });
  test('round 3: winners A–B and C–D for 1–4 (a drawn one goes to the play-off); losers for 5–8 (a drawn one: higher Swiss place, no play-off)', () => {
    expect(rounds[1]).toEqual([
      ['T1', 'T5', '1–4', 'T5', 'match'],
      ['T2', 'T6', '1–4', 'T6', 'playoff'],
      ['T4', 'T8', '5–8', 'T4', 'higher-swiss-place'],
      ['T3', 'T7', '5–8', 'T7', 'match'],
    ]);
  });
  test('round 4: the final (drawn twice → higher Swiss place), 3–4, 5–6, 7–8 (drawn → higher Swiss place)', () => {
    expect(rounds[2]).toEqual([
      ['T5', 'T6', '1–2', 'T5', 'higher-swiss-place'],
      ['T1', 'T2', '3–4', 'T2', 'match'],
      ['T4', 'T7', '5–6', 'T7', 'match'],
      ['T3', 'T8', '7–8', 'T3', 'higher-swiss-place'],
    ]);
  });
  test('every place 1–8 is decided', () => {
    expect(r.ranking.map((p) => [p.place, name(p.team)])).toEqual([
      [1, 'T5'],
      [2, 'T6'],
      [3, 'T2'],
      [4, 'T1'],
      [5, 'T7'],
      [6, 'T4'],
      [7, 'T3'],
      [8, 'T8'],
    ]);
    expect(r.problems).toEqual([]);
  });
});

describe('12 teams: 1–8 and 9–12', () => {
  const r = loadFixture('knockout-12');
  const name = (t: number | null | undefined) => (t === null || t === undefined ? null : r.teams[t]!.name);
  test('two groups, the second a bracket of 4 (9–12, 10–11)', () => {
    expect(r.knockout.groups.map((g) => g.places)).toEqual([
      [1, 8],
      [9, 12],
    ]);
  });
  test('a drawn match for 1–8 without its play-off waits for it; a missing match is not played', () => {
    const first = r.knockout.groups[0]!.rounds[0]!.map((m) => [name(m.first?.team), name(m.second?.team), m.status, name(m.winner)]);
    expect(first).toEqual([
      ['T1', 'T8', 'awaiting-playoff', null],
      ['T4', 'T5', 'decided', 'T4'],
      ['T3', 'T6', 'not-played', null],
      ['T2', 'T7', 'decided', 'T7'],
    ]);
    expect(r.knockout.groups[0]!.rounds[1]!.map((m) => m.status)).toEqual(['awaiting-teams', 'awaiting-teams', 'awaiting-teams', 'awaiting-teams']);
  });
  test('a drawn match for 9–12 is decided by the higher Swiss place, with no play-off', () => {
    const g = r.knockout.groups[1]!;
    const all = g.rounds.flat().map((m) => [name(m.first?.team), name(m.second?.team), m.places.join('–'), name(m.winner), m.decidedBy]);
    expect(all).toEqual([
      ['T9', 'T12', '9–12', 'T12', 'match'],
      ['T10', 'T11', '9–12', 'T10', 'higher-swiss-place'],
      ['T10', 'T12', '9–10', 'T12', 'match'],
      ['T9', 'T11', '11–12', 'T9', 'higher-swiss-place'],
    ]);
  });
  test('the places decided so far are 9–12 only', () => {
    expect(r.ranking.map((p) => [p.place, name(p.team)])).toEqual([
      [9, 'T12'],
      [10, 'T10'],
      [11, 'T9'],
      [12, 'T11'],
    ]);
  });
});

describe('knock-out errors and forfeits', () => {
  const swiss = [
    [1, 'T1', 'T3', 1, 'Player 1', 'Player 3', '1-0'],
    [1, 'T2', 'T4', 1, 'Player 2', 'Player 4', '1-0'],
  ];
  const rules = { ...ONE_BOARD_RULES, swissRounds: 1, tiebreaks: [] };
  const extra = { lot: ['T1', 'T2', 'T3', 'T4'] };

  test('a match that is not in the bracket is an error with its line', () => {
    const r = loadInline({ teams: oneBoardTeams(4), boards: boardsCsv([...swiss, [2, 'T1', 'T2', 1, 'Player 1', 'Player 2', '1-0']]), rules, extra });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => [e.code, e.line])).toEqual([['KNOCKOUT_PAIRING', 4]]);
  });
  test('a knock-out round before the Swiss rounds are in is an error', () => {
    const r = loadInline({ teams: oneBoardTeams(4), boards: boardsCsv([swiss[0]!, [2, 'T1', 'T4', 1, 'Player 1', 'Player 4', '1-0']]), rules, extra });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.code)).toEqual(['KNOCKOUT_BEFORE_SWISS_END']);
  });
  test('a forfeited knock-out match: the team that came goes through (1–4: T1 – T4, T4 forfeits)', () => {
    const r = computeInline({ teams: oneBoardTeams(4), boards: boardsCsv([...swiss, [2, 'T1', 'T4', 0, '', '', '+/-']]), rules, extra });
    const m = r.knockout.groups[0]!.rounds[0]![0]!;
    expect([r.teams[m.winner!]!.name, m.decidedBy, m.gamePoints]).toEqual(['T1', 'forfeit', [2, 0]]);
  });
  test('a team removed by its second forfeit loses its next knock-out match without a row', () => {
    // T4 forfeits round 1 (Swiss) and round 2 (knock-out, to T1): removed after round 2;
    // round 3 for places 3–4: T3 (loser of T2 – T3) against T4 → T3 by forfeit
    const r = computeInline({
      teams: oneBoardTeams(4),
      boards: boardsCsv([
        [1, 'T1', 'T3', 1, 'Player 1', 'Player 3', '1-0'],
        [1, 'T2', 'T4', 0, '', '', '+/-'],
        [2, 'T1', 'T4', 0, '', '', '+/-'],
        [2, 'T2', 'T3', 1, 'Player 2', 'Player 3', '1-0'],
        [3, 'T1', 'T2', 1, 'Player 1', 'Player 2', '1-0'],
      ]),
      rules,
      extra,
    });
    const third = r.knockout.groups[0]!.rounds[1]![1]!;
    expect([r.teams[third.first!.team]!.name, r.teams[third.second!.team]!.name, r.teams[third.winner!]!.name, third.decidedBy]).toEqual(['T3', 'T4', 'T3', 'forfeit']);
    expect(r.ranking.map((p) => r.teams[p.team]!.name)).toEqual(['T1', 'T2', 'T3', 'T4']);
  });
});

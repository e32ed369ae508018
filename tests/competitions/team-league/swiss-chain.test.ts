import { describe, expect, test } from 'vitest';
import { boardsCsv, computeInline } from './helpers';

/**
 * The Swiss order (seed 001, "Kolejność miejsc"): game points, then match points, BH/C1, BH,
 * direct encounter, progressive score, board 1, board 2 …, and a lot. The chain is data, so each
 * criterion is tried alone on two hand-made four-team leagues of two boards; the results below
 * were worked out by hand.
 */
const TEAMS = ['team,club,board,name,sex,birth,rating', ...['A', 'B', 'C', 'D'].flatMap((t) => [`${t},Club ${t},1,${t}1,m,1950,1800`, `${t},Club ${t},2,${t}2,m,1950,1800`])].join('\n');
const RULES = { menBoards: 2, womenBoard: false, vacanciesAllowedOn: [2], swissRounds: 2 };

const match = (round: number, home: string, away: string, b1: string, b2: string) => [
  [round, home, away, 1, `${home}1`, `${away}1`, b1],
  [round, home, away, 2, `${home}2`, `${away}2`, b2],
];

// S1 — A: 2–0 against C, ½–1½ against D → 2½, 2 MP. B: 1½–½ against D, 1–1 against C → 2½, 3 MP.
// Opponents: C 1, D 2, so BH 3 each and BH/C1 2 each; never met. PS: A 2 + 2½ = 4½, B 1½ + 2½ = 4.
// Boards: A 1½ and 1, B 2 and ½.
const S1 = boardsCsv([...match(1, 'A', 'C', '1-0', '1-0'), ...match(1, 'B', 'D', '1-0', '1/2-1/2'), ...match(2, 'A', 'D', '1/2-1/2', '0-1'), ...match(2, 'B', 'C', '1-0', '0-1')]);
// S2 — A beat B 1½–½, then lost to C ½–1½ → 2, 2 MP. B: ½ then 1½–½ against D → 2, 2 MP.
// C 3½, D ½: BH A 2 + 3½ = 5½, B 2 + ½ = 2½; BH/C1 A 3½, B 2. PS A 3½, B 2½. Boards 1 and 1 each.
const S2 = boardsCsv([...match(1, 'A', 'B', '1-0', '1/2-1/2'), ...match(1, 'C', 'D', '1-0', '1-0'), ...match(2, 'C', 'A', '1-0', '1/2-1/2'), ...match(2, 'B', 'D', '1-0', '1/2-1/2')]);

function topTwo(boards: string, tiebreaks: string[], extra?: Record<string, unknown>) {
  const r = computeInline({ teams: TEAMS, boards, rules: { ...RULES, tiebreaks }, extra });
  return r.swiss.rows.filter((x) => x.name === 'A' || x.name === 'B').map((x) => [x.rank, x.name, x.lot]);
}

describe('each criterion alone', () => {
  test.each([
    { label: 'S1, match points: B (3) above A (2)', boards: S1, chain: ['MP'], expected: [[1, 'B', 'none'], [2, 'A', 'none']] },
    { label: 'S1, BH/C1: 2 and 2, a tie for the lot', boards: S1, chain: ['BH/C1'], expected: [[1, 'A', 'pending'], [1, 'B', 'pending']] },
    { label: 'S1, BH: 3 and 3, a tie for the lot', boards: S1, chain: ['BH'], expected: [[1, 'A', 'pending'], [1, 'B', 'pending']] },
    { label: 'S1, direct encounter: they never met, a tie', boards: S1, chain: ['DE'], expected: [[1, 'A', 'pending'], [1, 'B', 'pending']] },
    { label: 'S1, progressive: A 4½ above B 4', boards: S1, chain: ['PS'], expected: [[1, 'A', 'none'], [2, 'B', 'none']] },
    { label: 'S1, board results: board 1 — B 2 above A 1½', boards: S1, chain: ['BOARDS'], expected: [[1, 'B', 'none'], [2, 'A', 'none']] },
    { label: 'S2, match points: 2 and 2, a tie (C is first with 3½)', boards: S2, chain: ['MP'], expected: [[2, 'A', 'pending'], [2, 'B', 'pending']] },
    { label: 'S2, BH/C1: A 3½ above B 2', boards: S2, chain: ['BH/C1'], expected: [[2, 'A', 'none'], [3, 'B', 'none']] },
    { label: 'S2, BH: A 5½ above B 2½', boards: S2, chain: ['BH'], expected: [[2, 'A', 'none'], [3, 'B', 'none']] },
    { label: 'S2, direct encounter: A beat B', boards: S2, chain: ['DE'], expected: [[2, 'A', 'none'], [3, 'B', 'none']] },
    { label: 'S2, board results: 1 and 1 on both boards, a tie', boards: S2, chain: ['BOARDS'], expected: [[2, 'A', 'pending'], [2, 'B', 'pending']] },
  ])('$label', ({ boards, chain, expected }) => {
    expect(topTwo(boards, chain)).toEqual(expected);
  });
});

describe('the preset chain', () => {
  test('S1: game points level, match points decide (B first)', () => {
    expect(topTwo(S1, ['MP', 'BH/C1', 'BH', 'DE', 'PS', 'BOARDS'])).toEqual([
      [1, 'B', 'none'],
      [2, 'A', 'none'],
    ]);
  });
  test('S1 without match points and progressive score: down to the board results', () => {
    expect(topTwo(S1, ['BH/C1', 'BH', 'DE', 'BOARDS'])).toEqual([
      [1, 'B', 'none'],
      [2, 'A', 'none'],
    ]);
  });
  test('a tie after every criterion is shown as a lot still to draw, with a warning', () => {
    const r = computeInline({ teams: TEAMS, boards: S1, rules: { ...RULES, tiebreaks: ['BH/C1', 'BH', 'DE'] } });
    expect(r.problems.map((p) => p.code)).toEqual(['LOT_PENDING']);
  });
  test('the drawn lot orders the tie: B, then A', () => {
    expect(topTwo(S1, ['BH'], { lot: ['B', 'A'] })).toEqual([
      [1, 'B', 'drawn'],
      [2, 'A', 'drawn'],
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import { developmentCoefficient, expectedScore, performanceDifference, ratingSummary } from '@/lib/games/rating/fide-rating';

// FIDE Rating Regulations B.02 (2024), Tables 8.1.a and 8.1.b, values as published.
describe('expected score (Table 8.1.a)', () => {
  test.each([
    [2000, 2000, 50], [2003, 2000, 50], [2004, 2000, 51], [2010, 2000, 51], [2011, 2000, 52],
    [2100, 2000, 64], [2200, 2000, 76], [2206, 2000, 76], [2207, 2000, 77], [2400, 2000, 92],
    // the 400-point rule: 2600 v 2000 is counted as 400
    [2600, 2000, 92], [2000, 2100, 36], [2000, 2600, 8],
  ])('%i against %i: %i hundredths', (own, opponent, pd) => expect(expectedScore(own, opponent)).toBe(pd));
});

describe('performance difference (Table 8.1.b)', () => {
  test.each([
    [9, 9, 0], // 4½ of 9 = 0.50
    [18, 9, 800], // 9 of 9 = 1.00
    [0, 9, -800], // 0 of 9
    [14, 9, 220], // 7 of 9 = 0.777… → 0.78
    [12, 8, 193], // 6 of 8 = 0.75
    [2, 8, -322], // 1 of 8 = 0.125 → 0.13 (half up) → −dp(0.87)
    [3, 4, -87], // 1½ of 4 = 0.375 → 0.38 → −dp(0.62)
  ])('%i half-points of %i games: dp %i', (points, games, dp) => expect(performanceDifference(points, games)).toBe(dp));
});

describe('K and the rating change', () => {
  test('K from rating and age at the tournament', () => {
    expect(developmentCoefficient(2450, 1990, 2026)).toBe(10);
    expect(developmentCoefficient(1800, 2010, 2026)).toBe(40);
    expect(developmentCoefficient(2350, 2010, 2026)).toBe(20);
    expect(developmentCoefficient(1800, null, 2026)).toBe(20);
    expect(developmentCoefficient(1800, 2008, 2026)).toBe(20); // 18 in the rating year
  });

  test('a hand-computed tournament: 1800, K 20, beats 1900, draws 1800, loses to 2000', () => {
    // expected: 1800 v 1900 → D 100 → 0.36; v 1800 → 0.50; v 2000 → D 200 → 0.24; We = 1.10; W = 1.5
    const s = ratingSummary(1800, [{ opponentRating: 1900, score: 2 }, { opponentRating: 1800, score: 1 }, { opponentRating: 2000, score: 0 }], 20)!;
    expect(s.expected).toBe(110);
    expect(s.changeHundredths).toBe(20 * (150 - 110)); // +8.0
    expect(s.averageOpponent).toBe(1900);
    // 1½ of 3 = 0.50 → dp 0
    expect(s.performance).toBe(1900);
  });

  test('no rated game: nothing to say', () => {
    expect(ratingSummary(1800, [], 20)).toBeNull();
  });
});

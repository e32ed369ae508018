import type { HalfPoints } from '@/lib/half-points';
import { EXPECTED_SCORE_BANDS, MAX_RATING_DIFFERENCE, PERFORMANCE_DIFFERENCE } from './fide-rating-tables';

/** The expected score, in hundredths, of a player rated `own` against `opponent` (Table 8.1.a, 400-point rule). */
export function expectedScore(own: number, opponent: number): number {
  const d = Math.min(Math.abs(own - opponent), MAX_RATING_DIFFERENCE);
  const band = EXPECTED_SCORE_BANDS.find(([upTo]) => d <= upTo)!;
  return own >= opponent ? band[1] : 100 - band[1];
}

/**
 * The development coefficient K (§8.3.3) from what a tournament file knows: 40 for a player under
 * 18 at the end of the rating year rated under 2300, 10 from 2400, else 20. A player's first 30
 * rated games (K 40) and a rating that was once 2400 (K 10 for life) need the rating history, which
 * an uploaded file does not have: the page says K is estimated.
 */
export function developmentCoefficient(rating: number, birthYear: number | null, year: number): 10 | 20 | 40 {
  if (rating >= 2400) return 10;
  if (birthYear !== null && year - birthYear < 18 && rating < 2300) return 40;
  return 20;
}

/** The rating difference dp (Table 8.1.b) for a score of `points` out of `games` (half-points): p rounded to hundredths. */
export function performanceDifference(points: HalfPoints, games: number): number {
  // p in hundredths, rounded half up, from integers: 100 · points / (2 · games)
  const p = Math.floor((100 * points + games) / (2 * games));
  return p >= 50 ? PERFORMANCE_DIFFERENCE[p - 50]! : -PERFORMANCE_DIFFERENCE[50 - p]!;
}

export interface RatedGame {
  opponentRating: number;
  /** Half-points: 2 a win, 1 a draw, 0 a loss. */
  score: HalfPoints;
}

export interface RatingSummary {
  games: number;
  score: HalfPoints;
  /** Σ expected scores, in hundredths. */
  expected: number;
  /** Average rating of the rated opponents, rounded (FIDE Ra). */
  averageOpponent: number;
  /** FIDE performance Rp = Ra + dp. */
  performance: number;
  k: 10 | 20 | 40;
  /** K × (W − We), in hundredths of a rating point (exact); shown to one decimal. */
  changeHundredths: number;
}

/**
 * A rated player's tournament under the FIDE rating regulations: rated games only (over the board,
 * against a rated opponent; forfeits and byes are not rated, §5.1/§7.1), the expected score, the
 * change K × (W − We) and the performance rating. Null without a rated game.
 */
export function ratingSummary(rating: number, games: readonly RatedGame[], k: 10 | 20 | 40): RatingSummary | null {
  if (games.length === 0) return null;
  const score = games.reduce((s, g) => s + g.score, 0);
  const expected = games.reduce((s, g) => s + expectedScore(rating, g.opponentRating), 0);
  const sumOpponents = games.reduce((s, g) => s + g.opponentRating, 0);
  const averageOpponent = Math.floor((2 * sumOpponents + games.length) / (2 * games.length));
  // W in hundredths is 50 per half-point
  const changeHundredths = k * (50 * score - expected);
  return { games: games.length, score, expected, averageOpponent, performance: averageOpponent + performanceDifference(score, games.length), k, changeHundredths };
}

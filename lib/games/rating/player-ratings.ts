import type { GamesModel } from '@/lib/games/games-model';
import { birthYearOf } from '@/lib/dates';
import { developmentCoefficient, ratingSummary, type RatedGame, type RatingSummary } from './fide-rating';

export interface PlayerRating {
  rating: number;
  /** K estimated from rating and age (developmentCoefficient): the file has no rating history. */
  k: 10 | 20 | 40;
  /** Null: no rated game (byes, forfeits and unrated opponents do not count). */
  summary: RatingSummary | null;
}

/**
 * Every rated player's tournament under the FIDE rating regulations (a player card: rating change
 * and performance). A game counts when it was played over the board (`1 = 0`; `W D L` are played
 * but not rated) against a rated opponent; the year for K is the tournament's.
 */
export function playerRatings(model: GamesModel): Map<number, PlayerRating> {
  const byNumber = new Map(model.players.map((p) => [p.startNumber, p]));
  const year = model.startDate ? Number(model.startDate.slice(0, 4)) : null;
  const out = new Map<number, PlayerRating>();
  for (const p of model.players) {
    if (p.rating === null || p.rating <= 0) continue;
    const games: RatedGame[] = [];
    for (const r of p.rounds) {
      if (r.opponent === null || !(r.result === '1' || r.result === '0' || r.result === '=')) continue;
      const opponent = byNumber.get(r.opponent);
      if (!opponent || opponent.rating === null || opponent.rating <= 0) continue;
      games.push({ opponentRating: opponent.rating, score: r.result === '1' ? 2 : r.result === '=' ? 1 : 0 });
    }
    // without the tournament's date the age is unknown: K from the rating alone
    const k = developmentCoefficient(p.rating, year === null ? null : birthYearOf(p.birth), year ?? 0);
    out.set(p.startNumber, { rating: p.rating, k, summary: ratingSummary(p.rating, games, k) });
  }
  return out;
}

/** A rated player's card with the name, for a table of every card (a league's players, issue 29). */
export interface RatingCardRow {
  startNumber: number;
  name: string;
  card: PlayerRating;
}

/** Every rated player's card, by start number (a league shows them in one table). */
export function ratingCards(model: GamesModel): RatingCardRow[] {
  const cards = playerRatings(model);
  return model.players
    .filter((p) => cards.has(p.startNumber))
    .sort((a, b) => a.startNumber - b.startNumber)
    .map((p) => ({ startNumber: p.startNumber, name: p.name, card: cards.get(p.startNumber)! }));
}

/** The rating change as shown, to one decimal from exact hundredths (half up, away from zero): "+12,3", "−4,0", "0,0". */
export function formatRatingChange(changeHundredths: number, sep: ',' | '.'): string {
  const tenths = Math.sign(changeHundredths) * Math.floor((Math.abs(changeHundredths) + 5) / 10);
  return `${tenths > 0 ? '+' : tenths < 0 ? '−' : ''}${(Math.abs(tenths) / 10).toFixed(1).replace('.', sep)}`;
}

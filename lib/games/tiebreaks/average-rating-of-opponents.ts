import type { TiebreakFunction } from './tiebreak-context';

/**
 * ARO (C.07 2023, a rating-based tie-break): the average rating of the opponents met over the board, rounded to the nearest
 * whole number (½ up). Rating-based, so forfeits never count — not even in round robins (15.2).
 * Our reading for unrated opponents: they are left out of the average (the rules of the event may
 * give them a rating instead); a player with no rated opponent gets 0.
 */
export const averageRatingOfOpponents: TiebreakFunction = (ctx) =>
  ctx.players.map((p) => {
    let sum = 0;
    let count = 0;
    for (const r of p.rounds) {
      if (r.kind !== 'played' || r.opponent === null) continue;
      const rating = ctx.players[r.opponent]!.rating;
      if (rating === null) continue;
      sum += rating;
      count++;
    }
    // integer rounding of sum / count, halves up: floor((2·sum + count) / (2·count))
    return count === 0 ? 0 : Math.floor((2 * sum + count) / (2 * count));
  });

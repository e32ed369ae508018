/** One round of the play-off at the cut: how many enter, how many go through without playing. */
interface PlayoffRoundShape {
  entrants: number;
  /** The highest seeds, who wait for the next round (only a preliminary round has them). */
  byes: number;
  matches: number;
}

/**
 * The shape of the play-off for `places` places among `players` players tied on the 16th's points
 * (§2.5.2–2.5.3, our reading in competitions.md §3.2):
 *  - the last round has as many matches as places (§2.5.2), so 2k players; rounds before it double
 *    the field (4k, 8k …);
 *  - when m is not 2k·2^j, a preliminary round among the lowest seeds (§2.5.3 "pośród zawodników z
 *    najniższą punktacją końcową": all have the same points, so the lowest placed) brings the
 *    field down to the largest 2k·2^j below m: m − t matches, the top 2t − m seeds wait;
 *  - when k < m < 2k there cannot be k matches: one round among the lowest 2(m − k) seeds, the
 *    others go through directly.
 * No play-off (an empty list) when m ≤ k.
 */
export function playoffStructure(players: number, places: number): PlayoffRoundShape[] {
  const m = players;
  const k = places;
  if (k < 1 || m <= k) return [];
  if (m < 2 * k) return [{ entrants: m, byes: 2 * k - m, matches: m - k }];
  let t = 2 * k;
  while (t * 2 <= m) t *= 2;
  const rounds: PlayoffRoundShape[] = [];
  if (t < m) rounds.push({ entrants: m, byes: 2 * t - m, matches: m - t });
  for (let s = t; s > k; s /= 2) rounds.push({ entrants: s, byes: 0, matches: s / 2 });
  return rounds;
}

/**
 * One round of the play-off (§2.5.4): "zawodnik najwyżej zaszeregowany gra z zawodnikiem najniżej
 * zaszeregowanym, drugi z przedostatnim itd." — after the `byes` highest seeds, who wait, the
 * highest remaining plays the lowest. `entrants` are in seed order (best first); winners keep
 * their seeds, so the same order serves every round. Pairs are [higher seed, lower seed].
 */
export function pairHighLow<T>(entrants: readonly T[], byes: number): { byes: T[]; pairs: [T, T][] } {
  const waiting = entrants.slice(0, byes);
  const playing = entrants.slice(byes);
  const pairs: [T, T][] = [];
  for (let i = 0; i < Math.floor(playing.length / 2); i++) pairs.push([playing[i]!, playing[playing.length - 1 - i]!]);
  return { byes: waiting, pairs };
}

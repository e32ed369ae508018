/** One game of a round-robin schedule: start numbers, white first, and the board (1-based). */
export interface ScheduledPairing {
  round: number;
  board: number;
  white: number;
  black: number;
}

/**
 * The FIDE Berger tables (Handbook C.05, Annex 1) for `players` players, one cycle: round k pairs
 * the players as the printed tables do, with the printed colours.
 *  - An even number n: in round r the first board is player p = ((r − 1) · n/2 mod (n − 1)) + 1
 *    against n (p has white in odd rounds, n in even rounds); board k pairs p + (k − 1) (white)
 *    with p − (k − 1) (black), counted round 1 … n − 1. For 10 players this gives 1–10 2–9 3–8 4–7
 *    5–6, then 10–6 7–5 8–4 9–3 1–2, … as in the table.
 *  - An odd number: the table of n + 1, and the player drawn against n + 1 rests (C.05: "the player
 *    paired with the highest number has a bye"); the rest is not a game and not listed.
 */
export function bergerSchedule(players: number): ScheduledPairing[][] {
  if (!Number.isInteger(players) || players < 2) return [];
  const n = players % 2 === 0 ? players : players + 1;
  const m = n - 1;
  const wrap = (x: number) => ((((x - 1) % m) + m) % m) + 1;
  const rounds: ScheduledPairing[][] = [];
  for (let r = 1; r <= m; r++) {
    const p = (((r - 1) * (n / 2)) % m) + 1;
    const pairs: [number, number][] = [r % 2 === 1 ? [p, n] : [n, p]];
    for (let k = 2; k <= n / 2; k++) pairs.push([wrap(p + (k - 1)), wrap(p - (k - 1))]);
    rounds.push(
      pairs
        .filter(([w, b]) => w <= players && b <= players)
        .map(([white, black], i) => ({ round: r, board: i + 1, white, black })),
    );
  }
  return rounds;
}

/** Rounds of one cycle for this many players (n − 1, or n when one rests each round). */
export function bergerRoundCount(players: number): number {
  if (players < 2) return 0;
  return players % 2 === 0 ? players - 1 : players;
}

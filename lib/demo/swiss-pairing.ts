/**
 * A plain Swiss pairing for the demo's generated events (not a FIDE C.04 pairing engine): players
 * in score order, then rating, each meets the next one they have not met; the one with fewer whites
 * gets white. An odd player out (the lowest without a bye) gets the pairing-allocated bye (`U`).
 * Good enough to make realistic tournaments whose tables the site then computes.
 */
import type { TrfRound } from '@/lib/import/trf/trf-tournament';
import { playGame } from './demo-people';

export interface SwissEntrant {
  startNo: number;
  rating: number;
  /** One entry per round so far. */
  rounds: TrfRound[];
}

const POINTS: Record<string, number> = { '1': 2, '=': 1, '0': 0, '+': 2, '-': 0, U: 2, F: 2, H: 1, Z: 0, ' ': 0 };

export const swissScore = (e: SwissEntrant) => e.rounds.reduce((s, r) => s + (POINTS[r.result] ?? 0), 0);

/**
 * Pairs and plays one round among `playing` (results from the ratings, seeded); everybody else in
 * `all` gets an unpaired round (blank), so every entrant has the same number of rounds.
 */
export function playSwissRound(all: SwissEntrant[], playing: ReadonlySet<number>, rand: () => number): void {
  const field = all.filter((e) => playing.has(e.startNo)).sort((a, b) => swissScore(b) - swissScore(a) || b.rating - a.rating || a.startNo - b.startNo);
  const round = new Map<number, TrfRound>();
  if (field.length % 2 === 1) {
    const bye = [...field].reverse().find((e) => !e.rounds.some((r) => r.result === 'U')) ?? field[field.length - 1]!;
    field.splice(field.indexOf(bye), 1);
    round.set(bye.startNo, { opponent: null, colour: null, result: 'U' });
  }
  const met = (a: SwissEntrant, b: SwissEntrant) => a.rounds.some((r) => r.opponent === b.startNo);
  const whites = (e: SwissEntrant) => e.rounds.filter((r) => r.colour === 'w').length - e.rounds.filter((r) => r.colour === 'b').length;
  while (field.length > 0) {
    const a = field.shift()!;
    const i = Math.max(0, field.findIndex((b) => !met(a, b)));
    const b = field.splice(i, 1)[0]!;
    const [white, black] = whites(a) < whites(b) || (whites(a) === whites(b) && rand() < 0.5) ? [a, b] : [b, a];
    const score = playGame(rand, white.rating, black.rating);
    round.set(white.startNo, { opponent: black.startNo, colour: 'w', result: score === 2 ? '1' : score === 1 ? '=' : '0' });
    round.set(black.startNo, { opponent: white.startNo, colour: 'b', result: score === 2 ? '0' : score === 1 ? '=' : '1' });
  }
  for (const e of all) e.rounds.push(round.get(e.startNo) ?? { opponent: null, colour: null, result: ' ' });
}

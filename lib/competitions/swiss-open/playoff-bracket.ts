import type { Problem } from '@/lib/problem';
import { armageddonWinner } from './armageddon-winner';
import type { EventGame } from './event-game';
import { eventProblem, type EventProblemCode } from './event-problems';
import { pairHighLow } from './pair-high-low';
import { playoffStructure } from './playoff-structure';
import { OPEN_SLOT, slotFrom, type Slot } from './slot';

interface PlayoffMatch {
  /** 1-based; the preliminary round (if any) is round 1. */
  round: number;
  high: Slot;
  low: Slot;
  /** The game of this pairing from games.csv (maybe not played yet), once both players are known. */
  game: EventGame | null;
  winner: number | null;
  decidedBy: 'game' | 'withdrawal' | null;
}

interface PlayoffRound {
  round: number;
  entrants: number;
  /** Seeds waiting for the next round (a preliminary round), known from the seeding. */
  byes: number[];
  matches: PlayoffMatch[];
}

export interface PlayoffBracket {
  /** k: places at stake. */
  places: number;
  /** Start numbers 1…n of the final stage that the play-off fills: firstSeat … firstSeat + k − 1. */
  firstSeat: number;
  /** The tied players in seed order (qualifier order). */
  seeds: number[];
  rounds: PlayoffRound[];
  /** The seats of the play-off places in order: the winners take them in qualifier order (§3.2). */
  seats: Slot[];
  qualified: number[];
  eliminated: number[];
  complete: boolean;
}

interface PlayoffBracketParams {
  seeds: readonly number[];
  places: number;
  firstSeat: number;
  /** Games of stage `playoff`. */
  games: readonly EventGame[];
  drawGoesTo: 'black' | 'white';
  /** Withdrawn after the cut: they lose every play-off game not yet played. */
  withdrawn: ReadonlySet<number>;
  gamesFile: string;
  /** How many ways the open games may end before the bracket stops looking ahead. */
  lookAheadLimit?: number;
}

interface PathRound {
  byes: number[];
  pairs: [number, number][];
}
interface Path {
  rounds: PathRound[];
  /** Null when the path stops at an open game (look-ahead over the limit). */
  qualified: number[] | null;
}

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * The play-off at the cut as far as the games decide it (§2.5.1–2.5.5, competitions.md §3.2).
 * Every way the open games can still end is followed (up to a limit), and a pairing or a seat is
 * shown only when all of them agree — so the next round appears as soon as it is determined, and
 * an undecided game leaves its slots open, never guessed.
 */
export function playoffBracket(params: PlayoffBracketParams): { bracket: PlayoffBracket; problems: Problem<EventProblemCode, 'file' | 'line'>[] } {
  const { seeds, places: k, firstSeat } = params;
  const seedOf = new Map(seeds.map((s, i) => [s, i]));
  const bySeed = (a: number, b: number) => seedOf.get(a)! - seedOf.get(b)!;
  const shape = playoffStructure(seeds.length, k);
  const limit = params.lookAheadLimit ?? 4096;
  const problems: Problem<EventProblemCode, 'file' | 'line'>[] = [];

  const byPair = new Map<string, EventGame>();
  for (const g of params.games) {
    const key = pairKey(g.white, g.black);
    if (byPair.has(key)) {
      problems.push(eventProblem('GAMES_DUPLICATE', params.gamesFile, g.line, { white: g.white, black: g.black }));
    } else byPair.set(key, g);
  }
  const decide = (a: number, b: number): { winner: number; by: 'game' | 'withdrawal' } | null => {
    const g = byPair.get(pairKey(a, b));
    if (g && g.result !== null) return { winner: armageddonWinner({ white: g.white, black: g.black, result: g.result }, params.drawGoesTo), by: 'game' };
    const outA = params.withdrawn.has(a);
    const outB = params.withdrawn.has(b);
    if (outA !== outB) return { winner: outA ? b : a, by: 'withdrawal' };
    return null;
  };

  const explore = (exhaustive: boolean): Path[] | null => {
    const leaves: Path[] = [];
    let overflow = false;
    const step = (r: number, entrants: number[], done: PathRound[]): void => {
      if (overflow) return;
      if (r === shape.length) {
        leaves.push({ rounds: done, qualified: [...entrants].sort(bySeed) });
        return;
      }
      const { byes, pairs } = pairHighLow([...entrants].sort(bySeed), shape[r]!.byes);
      const options = pairs.map(([a, b]) => {
        const d = decide(a, b);
        return d ? [d.winner] : [a, b];
      });
      const here = [...done, { byes, pairs }];
      if (!exhaustive && options.some((o) => o.length > 1)) {
        leaves.push({ rounds: here, qualified: null });
        return;
      }
      const ways = options.reduce((n, o) => n * o.length, 1);
      if (leaves.length + ways > limit) {
        overflow = true;
        return;
      }
      for (const combo of cartesian(options)) step(r + 1, [...byes, ...combo], here);
    };
    step(0, [...seeds], []);
    return overflow ? null : leaves;
  };
  const leaves = explore(true) ?? explore(false)!;

  const rounds: PlayoffRound[] = shape.map((s, r) => {
    const seen = leaves.filter((l) => l.rounds.length > r);
    const byes = r === 0 ? seeds.slice(0, s.byes) : [];
    const matches: PlayoffMatch[] = [];
    for (let i = 0; i < s.matches; i++) {
      const high = seen.length === leaves.length ? slotFrom(seen.map((l) => l.rounds[r]!.pairs[i]![0]), bySeed) : OPEN_SLOT;
      const low = seen.length === leaves.length ? slotFrom(seen.map((l) => l.rounds[r]!.pairs[i]![1]), bySeed) : OPEN_SLOT;
      let game: EventGame | null = null;
      let winner: number | null = null;
      let decidedBy: PlayoffMatch['decidedBy'] = null;
      if (high.startNo !== null && low.startNo !== null) {
        game = byPair.get(pairKey(high.startNo, low.startNo)) ?? null;
        const d = decide(high.startNo, low.startNo);
        if (d) ({ winner, by: decidedBy } = d);
      }
      matches.push({ round: r + 1, high, low, game, winner, decidedBy });
    }
    return { round: r + 1, entrants: s.entrants, byes, matches };
  });

  // every game must be a pairing the bracket has determined, in its round
  const placed = new Map<string, number>();
  for (const round of rounds) for (const m of round.matches) if (m.game) placed.set(pairKey(m.game.white, m.game.black), round.round);
  for (const g of byPair.values()) {
    const round = placed.get(pairKey(g.white, g.black));
    if (round === undefined) {
      problems.push(eventProblem('GAMES_NOT_IN_STAGE', params.gamesFile, g.line, { white: g.white, black: g.black, reason: 'bracket' }));
    } else if (g.round !== 'A' && g.round !== round) {
      problems.push(eventProblem('GAMES_BAD_ROUND', params.gamesFile, g.line, { round: g.round, expected: round, white: g.white, black: g.black }));
    }
  }

  // the look-ahead reached the end of the play-off on every path (not over the limit)
  const lookedThrough = leaves.every((l) => l.qualified !== null);
  const seats: Slot[] = [];
  for (let j = 0; j < k; j++) {
    seats.push(lookedThrough ? slotFrom(leaves.map((l) => l.qualified![j]!), bySeed) : { startNo: null, candidates: stillIn(seeds, rounds) });
  }
  const qualified = lookedThrough ? seeds.filter((s) => leaves.every((l) => l.qualified!.includes(s))) : [];
  const eliminated = lookedThrough ? seeds.filter((s) => leaves.every((l) => !l.qualified!.includes(s))) : seeds.filter((s) => !stillIn(seeds, rounds).includes(s));
  return {
    bracket: { places: k, firstSeat, seeds: [...seeds], rounds, seats, qualified, eliminated, complete: qualified.length === k },
    problems,
  };
}

/** Seeds that have not lost a decided match. */
function stillIn(seeds: readonly number[], rounds: readonly PlayoffRound[]): number[] {
  const lost = new Set<number>();
  for (const r of rounds) for (const m of r.matches) if (m.winner !== null) lost.add(m.winner === m.high.startNo ? m.low.startNo! : m.high.startNo!);
  return seeds.filter((s) => !lost.has(s));
}

function cartesian(options: number[][]): number[][] {
  return options.reduce<number[][]>((acc, o) => acc.flatMap((prefix) => o.map((x) => [...prefix, x])), [[]]);
}

import type { Problem } from '@/lib/problem';
import type { HalfPoints } from '@/lib/half-points';
import { armageddonWinner } from './armageddon-winner';
import { gamePoints, type EventGame } from './event-game';
import { eventProblem, type EventProblemCode } from './event-problems';
import type { Slot } from './slot';

export type MatchStatus = 'waiting' | 'to-play' | 'under-way' | 'armageddon' | 'decided';

export interface KnockoutMatch {
  id: string;
  /** [first, second] as the rules name them: semi-1 = winner I – winner IV (competitions.md §6). */
  players: [Slot, Slot];
  /** The numbered games in round order, then the armageddon. */
  games: EventGame[];
  /** Points of [first, second] from the numbered games decided so far. */
  score: [HalfPoints, HalfPoints];
  winner: number | null;
  loser: number | null;
  decidedBy: 'games' | 'armageddon' | 'withdrawal' | null;
  /**
   * waiting: a player is not known yet; to-play: no game yet; under-way: games remain; armageddon:
   * level after the games, the armageddon is still to be played; decided.
   */
  status: MatchStatus;
}

interface KnockoutMatchParams {
  id: string;
  players: [Slot, Slot];
  games: readonly EventGame[];
  /** Games per match (§2.7.3: two). */
  gameCount: number;
  drawGoesTo: 'black' | 'white';
  withdrawn: ReadonlySet<number>;
  gamesFile: string;
}

/**
 * A match of the semi-finals, the third-place match or the final (§2.7.3): two games; the higher
 * score goes through; at 1–1 one armageddon (colours by lot), "białe muszą tę partię wygrać". A
 * lead larger than the games left decides early. A player withdrawn after the cut loses a match not
 * yet decided (our reading). Until then the match is open — never guessed.
 */
export function knockoutMatch(params: KnockoutMatchParams): { match: KnockoutMatch; problems: Problem<EventProblemCode, 'file' | 'line'>[] } {
  const problems: Problem<EventProblemCode, 'file' | 'line'>[] = [];
  const [first, second] = params.players.map((s) => s.startNo) as [number | null, number | null];
  const numbered = new Map<number, EventGame>();
  let armageddon: EventGame | null = null;
  const file = params.gamesFile;
  for (const g of params.games) {
    if (first === null || second === null) {
      problems.push(eventProblem('GAMES_NOT_IN_STAGE', file, g.line, { stage: params.id, reason: 'players-unknown' }));
      continue;
    }
    const pair = new Set([g.white, g.black]);
    if (!pair.has(first) || !pair.has(second)) {
      problems.push(eventProblem('GAMES_NOT_IN_STAGE', file, g.line, { stage: params.id, white: g.white, black: g.black, first, second, reason: 'pairing' }));
      continue;
    }
    if (g.round === 'A') {
      if (armageddon) problems.push(eventProblem('GAMES_DUPLICATE', file, g.line, { stage: params.id }));
      else armageddon = g;
    } else if (g.round > params.gameCount) {
      problems.push(eventProblem('GAMES_TOO_MANY', file, g.line, { stage: params.id, games: params.gameCount }));
    } else if (numbered.has(g.round)) {
      problems.push(eventProblem('GAMES_DUPLICATE', file, g.line, { stage: params.id, round: g.round }));
    } else numbered.set(g.round, g);
  }

  const games = [...numbered.keys()].sort((a, b) => a - b).map((r) => numbered.get(r)!);
  const score: [HalfPoints, HalfPoints] = [0, 0];
  let decidedGames = 0;
  for (const g of games) {
    if (g.result === null) continue;
    decidedGames++;
    const p = gamePoints(g.result);
    score[0] += g.white === first ? p.white : p.black;
    score[1] += g.white === second ? p.white : p.black;
  }
  if (armageddon) games.push(armageddon);

  let winner: number | null = null;
  let decidedBy: KnockoutMatch['decidedBy'] = null;
  const left = (params.gameCount - decidedGames) * 2;
  if (first !== null && second !== null) {
    if (Math.abs(score[0] - score[1]) > left) {
      winner = score[0] > score[1] ? first : second;
      decidedBy = 'games';
    } else if (left === 0 && armageddon?.result) {
      winner = armageddonWinner({ white: armageddon.white, black: armageddon.black, result: armageddon.result }, params.drawGoesTo);
      decidedBy = 'armageddon';
    } else if (params.withdrawn.has(first) !== params.withdrawn.has(second)) {
      winner = params.withdrawn.has(first) ? second : first;
      decidedBy = 'withdrawal';
    }
    const levelAfterGames = left === 0 && score[0] === score[1];
    if (armageddon && !levelAfterGames) {
      problems.push(eventProblem('GAMES_ARMAGEDDON_NOT_NEEDED', file, armageddon.line, { stage: params.id }));
    }
  }
  const loser = winner === null ? null : winner === first ? second : first;
  let status: MatchStatus;
  if (winner !== null) status = 'decided';
  else if (first === null || second === null) status = 'waiting';
  else if (left === 0) status = 'armageddon';
  else status = games.some((g) => g.result !== null) ? 'under-way' : 'to-play';
  return { match: { id: params.id, players: params.players, games, score, winner, loser, decidedBy, status }, problems };
}

import type { Problem } from '@/lib/problem';
import type { Edition } from '@/lib/games/editions';
import { createGamesModel, type GameRound, type GamesPlayerInput } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import type { TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import type { HalfPoints } from '@/lib/half-points';
import { gamePoints, type EventGame, type GameResult } from './event-game';
import { eventProblem, type EventProblemCode } from './event-problems';
import { OPEN_SLOT, slotFrom, type Slot } from './slot';

interface RoundRobinRow {
  position: number;
  startNo: number;
  /** Start number in the final stage (= qualifier place among the qualifiers). */
  seat: number;
  points: HalfPoints;
  /** The chain's values, integers in each tie-break's unit. */
  values: Partial<Record<TiebreakCode, number>>;
  gamesPlayed: number;
}

export interface RoundRobinStage {
  id: string;
  /** Seats in the order the rules list them; a member is known once the stage feeding it decides. */
  members: Slot[];
  rounds: number;
  /** Every game of the stage: games.csv rows, and forfeits the rules add for withdrawn players (line 0). */
  games: EventGame[];
  /** Current order (provisional while games remain); empty until every member is known. */
  standings: RoundRobinRow[];
  /** Position 1, 2 … as far as decided: known when every way the open games can end gives it the same player. */
  positions: Slot[];
  /** Pairs still to play (no game, or a game without a result). */
  remaining: [number, number][];
  complete: boolean;
}

interface RoundRobinStageParams {
  id: string;
  members: readonly Slot[];
  /** Start number → seat (qualifier place among the qualifiers), the last tie-break. */
  seatOf: ReadonlyMap<number, number>;
  games: readonly EventGame[];
  chain: readonly TiebreakCode[];
  edition: Edition;
  /** Withdrawn after the cut: every game of theirs not yet played is a forfeit loss. */
  withdrawn: ReadonlySet<number>;
  gamesFile: string;
  /** Open games beyond which positions are not worked out in advance (3^n continuations). */
  lookAheadGames?: number;
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * A round-robin group or placement tournament (§2.7.1–2.7.2): points, then the chain (SB, WIN), then
 * the place in the qualifier (§2.7.1 "miejsce zajęte w Turnieju Eliminacyjnym po 8 rundach" — the
 * seat, since seats follow qualifier order). Players are ranked by `rankByChain` with the seat as
 * start number, so its last split (by start number) is exactly the qualifier place.
 * A position is decided as soon as every result of the open games (win, draw, loss each) leaves the
 * same player in it — the semi-finals and placement groups fill in before the last round ends.
 */
export function roundRobinStage(params: RoundRobinStageParams): { stage: RoundRobinStage; problems: Problem<EventProblemCode, 'file' | 'line'>[] } {
  const problems: Problem<EventProblemCode, 'file' | 'line'>[] = [];
  const rounds = params.members.length - 1;
  const known = params.members.every((m) => m.startNo !== null);
  const members = params.members.map((m) => m.startNo).filter((s): s is number => s !== null);
  const isMember = new Set(members);
  const games: EventGame[] = [];
  const byPair = new Map<string, EventGame>();
  const busy = new Set<string>();
  for (const g of params.games) {
    const where = params.gamesFile;
    if (!isMember.has(g.white) || !isMember.has(g.black)) {
      const who = [g.white, g.black].filter((s) => !isMember.has(s));
      problems.push(eventProblem('GAMES_NOT_IN_STAGE', where, g.line, { stage: params.id, startNo: who[0]!, players: who.join(', '), reason: known ? 'not-member' : 'not-known' }));
      continue;
    }
    if (g.round === 'A' || g.round > rounds) {
      problems.push(eventProblem('GAMES_BAD_ROUND', where, g.line, { round: String(g.round), rounds, stage: params.id }));
      continue;
    }
    const earlier = byPair.get(key(g.white, g.black));
    if (earlier) {
      problems.push(eventProblem('GAMES_DUPLICATE', where, g.line, { white: g.white, black: g.black }));
      continue;
    }
    const twice = [g.white, g.black].find((s) => busy.has(`${s}@${g.round}`));
    if (twice !== undefined) {
      problems.push(eventProblem('GAMES_TWICE_IN_ROUND', where, g.line, { startNo: twice, round: g.round as number }));
      continue;
    }
    busy.add(`${g.white}@${g.round}`).add(`${g.black}@${g.round}`);
    byPair.set(key(g.white, g.black), g);
    games.push(g);
  }

  const pairs: [number, number][] = [];
  for (let i = 0; i < members.length; i++) for (let j = i + 1; j < members.length; j++) pairs.push([members[i]!, members[j]!]);
  if (known) {
    // a withdrawn player loses every game not yet played (our reading of a withdrawal after the cut)
    for (const [a, b] of pairs) {
      const g = byPair.get(key(a, b));
      if ((g && g.result !== null) || (!params.withdrawn.has(a) && !params.withdrawn.has(b))) continue;
      const result: GameResult = params.withdrawn.has(a) && params.withdrawn.has(b) ? '-/-' : params.withdrawn.has(a) ? '-/+' : '+/-';
      const round = g && g.round !== 'A' ? g.round : freeRound(a, b, busy, rounds);
      const forfeit: EventGame = { line: 0, stage: params.id, round, white: a, black: b, result };
      if (g) games.splice(games.indexOf(g), 1, forfeit);
      else games.push(forfeit);
      busy.add(`${a}@${round}`).add(`${b}@${round}`);
      byPair.set(key(a, b), forfeit);
    }
  }
  games.sort((x, y) => (x.round as number) - (y.round as number) || x.line - y.line);
  const remaining = pairs.filter(([a, b]) => byPair.get(key(a, b))?.result == null);

  if (!known) {
    return { stage: { id: params.id, members: [...params.members], rounds, games, standings: [], positions: params.members.map(() => OPEN_SLOT), remaining, complete: false }, problems };
  }
  const seat = (s: number) => params.seatOf.get(s)!;
  const rank = (extra: readonly { white: number; black: number; result: GameResult }[]) =>
    rankByChain(roundRobinModel(members, seat, games, extra, rounds), params.chain, params.edition);
  const standings: RoundRobinRow[] = rank([]).map((r, i) => {
    const startNo = members.find((s) => seat(s) === r.startNumber)!;
    return { position: i + 1, startNo, seat: r.startNumber, points: r.points, values: r.values, gamesPlayed: games.filter((g) => g.result !== null && (g.white === startNo || g.black === startNo)).length };
  });

  let positions: Slot[];
  if (remaining.length === 0) positions = standings.map((r) => slotFrom([r.startNo]));
  else if (remaining.length === pairs.length) {
    // nothing decided yet: results in the order of any permutation put anybody anywhere (1, 2 … n−1 wins)
    positions = members.map(() => slotFrom(members, (a, b) => seat(a) - seat(b)));
  } else if (remaining.length > (params.lookAheadGames ?? 6)) positions = members.map(() => ({ startNo: null, candidates: [...members] }));
  else {
    const seen: number[][] = members.map(() => []);
    for (const outcome of outcomes(remaining.length)) {
      const extra = remaining.map(([a, b], i) => ({ white: a, black: b, result: outcome[i]! }));
      rank(extra).forEach((r, i) => seen[i]!.push(members.find((s) => seat(s) === r.startNumber)!));
    }
    positions = seen.map((s) => slotFrom(s, (a, b) => seat(a) - seat(b)));
  }
  return { stage: { id: params.id, members: [...params.members], rounds, games, standings, positions, remaining, complete: remaining.length === 0 }, problems };
}

/**
 * The stage as a games model with seats as start numbers. `extra` games (a possible ending of the
 * open games) go in rounds of their own after the real ones: in a round robin a round without an
 * opponent counts for nothing (C.07 15.2, `scoreEntries`), so only who beat whom matters.
 */
function roundRobinModel(
  members: readonly number[],
  seat: (s: number) => number,
  games: readonly EventGame[],
  extra: readonly { white: number; black: number; result: GameResult }[],
  rounds: number,
) {
  // a withdrawn player's forfeit may sit one round past the schedule (freeRound)
  const base = Math.max(rounds, ...games.map((g) => g.round as number));
  const total = base + extra.length;
  const rows = new Map<number, (GameRound | null)[]>(members.map((s) => [s, Array.from({ length: total }, () => null)]));
  const put = (round: number, white: number, black: number, result: GameResult | null) => {
    const codes = result === null ? { w: ' ', b: ' ' } : codesOf(result);
    rows.get(white)![round] = { opponent: seat(black), colour: 'w', result: codes.w as GameRound['result'] };
    rows.get(black)![round] = { opponent: seat(white), colour: 'b', result: codes.b as GameRound['result'] };
  };
  const open = new Set(extra.map((g) => key(g.white, g.black)));
  for (const g of games) if (!open.has(key(g.white, g.black))) put((g.round as number) - 1, g.white, g.black, g.result);
  extra.forEach((g, i) => put(base + i, g.white, g.black, g.result));
  const players: GamesPlayerInput[] = members.map((s) => ({ startNumber: seat(s), name: String(s), rounds: rows.get(s)! }));
  return createGamesModel({ roundCount: total, roundRobin: true, players });
}

function codesOf(result: GameResult): { w: string; b: string } {
  if (result === '+/-') return { w: '+', b: '-' };
  if (result === '-/+') return { w: '-', b: '+' };
  if (result === '-/-') return { w: '-', b: '-' };
  const p = gamePoints(result);
  const code = (h: number) => (h === 2 ? '1' : h === 1 ? '=' : '0');
  return { w: code(p.white), b: code(p.black) };
}

/** Every way n open games can end: 3^n lists of results (a forfeit counts like a win here, C.07 15.2). */
function* outcomes(n: number): Generator<GameResult[]> {
  const results: GameResult[] = ['1-0', '1/2-1/2', '0-1'];
  const total = 3 ** n;
  for (let code = 0; code < total; code++) {
    const out: GameResult[] = [];
    let c = code;
    for (let i = 0; i < n; i++) {
      out.push(results[c % 3]!);
      c = Math.floor(c / 3);
    }
    yield out;
  }
}

/** The first round where both players are free; one past the schedule when there is none. */
function freeRound(a: number, b: number, busy: ReadonlySet<string>, rounds: number): number {
  for (let r = 1; r <= rounds; r++) if (!busy.has(`${a}@${r}`) && !busy.has(`${b}@${r}`)) return r;
  return rounds + 1;
}

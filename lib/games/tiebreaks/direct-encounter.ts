import { forfeitsCountAsPlayed, type TiebreakContext, type TiebreakFunction } from './tiebreak-context';

/**
 * DE, direct encounter (C.07 Art. 6), as a position within each group of still-tied players:
 * 1 for the best, players it cannot separate share a position (so lower is better).
 *  - Only games between the tied players count; forfeits do not, except in round robins, where
 *    15.2 treats them as played. Repeated meetings of the same two players are averaged.
 *  - When every tied player has met every other (always so in a round robin), they are ordered by
 *    the points of those games; players still level are compared again among themselves only.
 *  - In a Swiss, when some have not met, a player goes above the others only if their points
 *    already exceed what any other could reach by winning every missing game; the procedure is
 *    then applied again to the players left.
 */
export const directEncounter: TiebreakFunction = (ctx, tied) => {
  const positions = ctx.players.map(() => 1);
  for (const group of tied) if (group.length > 1) separate(ctx, [...group], 1, positions);
  return positions;
};

function separate(ctx: TiebreakContext, group: number[], first: number, positions: number[]): void {
  if (group.length === 1) {
    positions[group[0]!] = first;
    return;
  }
  const { scores, missing } = mutualScores(ctx, group);
  const everyoneMet = ctx.roundRobin || missing.every((m) => m === 0);
  const order = group.map((p, i) => ({ p, score: scores[i]!, best: scores[i]! + missing[i]! * WIN_UNITS }));
  order.sort((a, b) => b.score - a.score || b.best - a.best || a.p - b.p);

  if (everyoneMet) {
    let start = 0;
    while (start < order.length) {
      let end = start + 1;
      while (end < order.length && order[end]!.score === order[start]!.score) end++;
      const level = order.slice(start, end).map((x) => x.p);
      if (level.length === order.length) for (const p of level) positions[p] = first; // no separation
      else separate(ctx, level, first + start, positions);
      start = end;
    }
    return;
  }
  const [top, ...rest] = order;
  const bestOfOthers = Math.max(...rest.map((x) => x.best));
  if (top!.score > bestOfOthers) {
    positions[top!.p] = first;
    separate(ctx, rest.map((x) => x.p), first + 1, positions);
  } else {
    for (const x of order) positions[x.p] = first;
  }
}

/** Mutual scores are summed as averages over repeated meetings; this many units make a whole win. */
const MEETING_UNITS = 2520; // lcm(1..10): averages over up to ten meetings stay whole numbers
const WIN_UNITS = 2 * MEETING_UNITS; // a win is 2 half-points

function mutualScores(ctx: TiebreakContext, group: number[]): { scores: number[]; missing: number[] } {
  const inGroup = new Set(group);
  const countsForfeits = forfeitsCountAsPlayed(ctx);
  const scores: number[] = [];
  const missing: number[] = [];
  for (const p of group) {
    const perOpponent = new Map<number, { points: number; games: number }>();
    for (const r of ctx.players[p]!.rounds) {
      if (r.opponent === null || !inGroup.has(r.opponent)) continue;
      const counts = r.kind === 'played' || (countsForfeits && (r.kind === 'forfeit-win' || r.kind === 'forfeit-loss'));
      if (!counts) continue;
      const x = perOpponent.get(r.opponent) ?? { points: 0, games: 0 };
      x.points += r.points;
      x.games += 1;
      perOpponent.set(r.opponent, x);
    }
    let score = 0;
    for (const { points, games } of perOpponent.values()) score += (points * MEETING_UNITS) / games;
    scores.push(Math.round(score));
    missing.push(group.length - 1 - perOpponent.size);
  }
  return { scores, missing };
}

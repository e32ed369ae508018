import type { TeamRound } from './team-rounds';

/**
 * "Wynik bezpośredniego spotkania" as a position within each group of still-tied teams (1 the
 * best; teams it cannot separate share a position), the way C.07 Art. 6 does it for players:
 *  - only matches played between the tied teams count (a forfeited match is not an encounter);
 *  - when every tied team has met every other, they are ordered by the points of those matches,
 *    and teams still level are compared again among themselves only;
 *  - when some have not met, a team goes above the others only if its points already exceed what
 *    any other could reach by winning every missing match; then the rest are compared again.
 * `points` picks what a match is worth: its match points (our reading) or its game points.
 */
export function directEncounterPositions(
  rounds: readonly (readonly TeamRound[])[],
  groups: readonly (readonly number[])[],
  points: 'match-points' | 'game-points',
  maxPerMatch: number,
): number[] {
  const positions = rounds.map(() => 1);
  for (const group of groups) if (group.length > 1) separate(rounds, [...group], 1, positions, points, maxPerMatch);
  return positions;
}

function separate(rounds: readonly (readonly TeamRound[])[], group: number[], first: number, positions: number[], points: 'match-points' | 'game-points', maxPerMatch: number): void {
  if (group.length === 1) {
    positions[group[0]!] = first;
    return;
  }
  const inGroup = new Set(group);
  const order = group.map((t) => {
    const met = new Set<number>();
    let score = 0;
    for (const r of rounds[t]!) {
      if (r.kind !== 'played' || r.opponent === null || !inGroup.has(r.opponent)) continue;
      met.add(r.opponent);
      score += points === 'match-points' ? r.matchPoints : r.gamePoints;
    }
    const missing = group.length - 1 - met.size;
    return { t, score, missing, best: score + missing * maxPerMatch };
  });
  order.sort((a, b) => b.score - a.score || b.best - a.best || a.t - b.t);
  if (order.every((x) => x.missing === 0)) {
    let start = 0;
    while (start < order.length) {
      let end = start + 1;
      while (end < order.length && order[end]!.score === order[start]!.score) end++;
      const level = order.slice(start, end).map((x) => x.t);
      if (level.length === order.length) for (const t of level) positions[t] = first;
      else separate(rounds, level, first + start, positions, points, maxPerMatch);
      start = end;
    }
    return;
  }
  const [top, ...rest] = order;
  if (top!.score > Math.max(...rest.map((x) => x.best))) {
    positions[top!.t] = first;
    separate(rounds, rest.map((x) => x.t), first + 1, positions, points, maxPerMatch);
  } else {
    for (const x of order) positions[x.t] = first;
  }
}

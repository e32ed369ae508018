import type { LineupBoard } from './resolve-lineups';

/** The line-ups of the matches (play-off boards left out: the same players, another time control), one per team and round, board 1 first. */
export function lineupsByTeam(lineups: readonly LineupBoard[]): LineupBoard[][] {
  const groups = new Map<string, LineupBoard[]>();
  for (const b of lineups) {
    if (b.playoff) continue;
    const key = `${b.round}:${b.team}`;
    const list = groups.get(key);
    if (list) list.push(b);
    else groups.set(key, [b]);
  }
  return [...groups.values()].map((l) => l.sort((a, b) => a.board - b.board));
}

/**
 * Issue 40, C11 (names are links, in every kind): a team's name in the team league's tables links to
 * its roster on the same page — the team's players in board order, each a link to the player's page —
 * as chess-results links a team to its line-up. The roster's heading carries the id (rosters.tsx).
 */
export function teamAnchor(team: number): string {
  return `team-${team}`;
}

export function TeamName({ name, team }: { name: string; team: number }) {
  return <a href={`#${teamAnchor(team)}`}>{name}</a>;
}

import { teamAnchor } from './person-links';

/** A team's name linking to its roster on the same page (issue 40 (c): names are links, teams too). */
export function TeamName({ team, name }: { team: number; name: string }) {
  return (
    <a href={`#${teamAnchor(team)}`} className="team-link">
      {name}
    </a>
  );
}

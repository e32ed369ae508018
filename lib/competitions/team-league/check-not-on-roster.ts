import { registration, type LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';

/** A name in a line-up that is not on the roster of the team's club (its regulars and its one reserve list). */
export const checkNotOnRoster: LineupCheck = ({ league, lineups, boardsFile }) => {
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    if (b.name === null || b.player !== null) continue;
    const elsewhere = b.elsewhere ? registration(b.elsewhere, league) : null;
    out.push(violationAt('NOT_ON_ROSTER', b, boardsFile, { round: b.round, name: b.name, club: league.teams[b.team]!.club, elsewhere }));
  }
  return out;
};

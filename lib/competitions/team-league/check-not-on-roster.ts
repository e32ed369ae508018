import { registration, type LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';

/** A name in a line-up that is not on the roster of the team's club (its regulars and its one reserve list). */
export const checkNotOnRoster: LineupCheck = ({ league, lineups, boardsFile }) => {
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    if (b.name === null || b.player !== null) continue;
    const club = league.teams[b.team]!.club;
    const other = b.elsewhere ? registration(b.elsewhere, league) : null;
    out.push(
      violationAt('NOT_ON_ROSTER', b, boardsFile, {
        pl: `Runda ${b.round}: ${b.name} nie jest zgłoszony w klubie ${club}${other ? ` (jest zgłoszony: ${other.pl})` : ''}.`,
        en: `Round ${b.round}: ${b.name} is not registered with club ${club}${other ? ` (registered: ${other.en})` : ''}.`,
      }),
    );
  }
  return out;
};

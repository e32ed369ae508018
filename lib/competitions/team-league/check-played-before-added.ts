import type { LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';

/**
 * "Zawodnik może wystąpić po załatwieniu wymaganych formalności": an added player cannot play in a
 * round held before the date of his addition (round dates from the rules; unknown dates pass).
 */
export const checkPlayedBeforeAdded: LineupCheck = ({ league, lineups, boardsFile }) => {
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    const added = b.player?.added ?? null;
    const date = league.rules.roundDates[b.round - 1];
    if (b.playoff || added === null || date === undefined || date >= added) continue;
    out.push(violationAt('PLAYED_BEFORE_ADDED', b, boardsFile, { round: b.round, date, name: b.name, added }));
  }
  return out;
};

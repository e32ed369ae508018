import type { LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';

/**
 * "Żaden zawodnik nie może zostać wstawiony do składu obu lub więcej drużyn jednocześnie w ramach
 * tej samej rundy (co mogłoby się zdarzyć w przypadku przełożonego meczu)." The same person is
 * found through a move between clubs too; a second board in the same line-up is flagged as well.
 */
export const checkOnePlacePerRound: LineupCheck = ({ league, lineups, boardsFile }) => {
  const out: LineupViolation[] = [];
  const seen = new Map<string, (typeof lineups)[number]>();
  for (const b of lineups) {
    if (b.playoff || b.player === null) continue;
    const key = `${b.round}|${b.player.person}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, b);
      continue;
    }
    out.push(violationAt('ONE_PLACE_PER_ROUND', b, boardsFile, { round: b.round, name: b.name, team: league.teams[first.team]!.name, board: first.board, line: first.line }));
  }
  return out;
};

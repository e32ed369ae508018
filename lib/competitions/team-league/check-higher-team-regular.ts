import { registration, type LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';

/** "Podstawowy zawodnik drużyny zgłoszonej „wyżej”, nie może zostać wstawiony do składu drugiej lub dalszej drużyny." */
export const checkHigherTeamRegular: LineupCheck = ({ league, lineups, boardsFile }) => {
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    const p = b.player;
    if (b.playoff || p === null || p.board === null) continue;
    if (league.teams[p.team]!.clubOrder >= league.teams[b.team]!.clubOrder) continue;
    out.push(violationAt('HIGHER_TEAM_REGULAR', b, boardsFile, { round: b.round, name: b.name, at: registration(p, league), team: league.teams[b.team]!.name }));
  }
  return out;
};

import { registration, type LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';

/** "Podstawowy zawodnik drużyny zgłoszonej „wyżej”, nie może zostać wstawiony do składu drugiej lub dalszej drużyny." */
export const checkHigherTeamRegular: LineupCheck = ({ league, lineups, boardsFile }) => {
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    const p = b.player;
    if (b.playoff || p === null || p.board === null) continue;
    if (league.teams[p.team]!.clubOrder >= league.teams[b.team]!.clubOrder) continue;
    const at = registration(p, league);
    const team = league.teams[b.team]!.name;
    out.push(
      violationAt('HIGHER_TEAM_REGULAR', b, boardsFile, {
        pl: `Runda ${b.round}: ${b.name} jest zawodnikiem podstawowym wyższej drużyny (${at.pl}) i nie może grać w drużynie ${team}.`,
        en: `Round ${b.round}: ${b.name} is a regular player of a higher team (${at.en}) and may not play for ${team}.`,
      }),
    );
  }
  return out;
};

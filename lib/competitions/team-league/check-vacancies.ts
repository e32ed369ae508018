import type { LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';

/** "Wakaty może być tylko na ostatnich szachownicach (3 lub 4 szachownicy)" — a blank player elsewhere breaks it. */
export const checkVacancies: LineupCheck = ({ league, lineups, boardsFile }) => {
  const allowed = new Set(league.rules.vacanciesAllowedOn);
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    if (b.playoff || b.name !== null || allowed.has(b.board)) continue;
    out.push(violationAt('VACANCY', b, boardsFile, { round: b.round, team: league.teams[b.team]!.name, board: b.board, allowed: [...allowed] }));
  }
  return out;
};

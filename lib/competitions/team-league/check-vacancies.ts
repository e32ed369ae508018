import type { LineupCheck } from './lineup-check';
import type { LineupViolation } from './lineup-violation';

/** "Wakaty może być tylko na ostatnich szachownicach (3 lub 4 szachownicy)" — a blank player elsewhere breaks it. */
export const checkVacancies: LineupCheck = ({ league, lineups, boardsFile }) => {
  const allowed = new Set(league.rules.vacanciesAllowedOn);
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    if (b.playoff || b.name !== null || allowed.has(b.board)) continue;
    const team = league.teams[b.team]!.name;
    out.push({
      rule: 'VACANCY',
      round: b.round,
      team: b.team,
      board: b.board,
      player: null,
      file: boardsFile,
      line: b.line,
      explanation: {
        pl: `Runda ${b.round}: ${team} nie wystawia nikogo na szachownicy ${b.board}; wakat może być tylko na szachownicy ${[...allowed].join(' lub ')}.`,
        en: `Round ${b.round}: ${team} leaves board ${b.board} vacant; a vacancy may only be on board ${[...allowed].join(' or ')}.`,
      },
    });
  }
  return out;
};

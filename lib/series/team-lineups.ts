import type { Units } from '@/lib/fraction';
import type { Standings } from './standings';
import { formatName } from '@/lib/i18n/formats';
import type { TeamTournamentScore } from './teams';

interface CountedPlayer {
  key: string;
  name: string;
  /** The player's series points in that tournament (Standings.unit). */
  points: Units;
}

/**
 * Issue 11: which players made a club's score in one tournament (rules §5: its best `teamSize`
 * eligible results), best first, with the points each brought — read from the tournament's rows.
 */
export function teamLineup(s: Pick<Standings, 'tournaments' | 'players'>, score: TeamTournamentScore): CountedPlayer[] {
  const t = s.tournaments.find((x) => x.id === score.tournament);
  if (!t) return [];
  return score.players.flatMap((key) => {
    const row = t.rows.find((r) => r.playerKey === key && r.eligible);
    // the season's name of the player (issue 40, item 5: "Surname First" as every table), not the row's spelling ("Jakubowski, Michał")
    return row ? [{ key, name: s.players.get(key)?.name ?? formatName(row.name), points: row.points }] : [];
  });
}

import { normalizeName } from '@/lib/identity/normalize-name';
import type { LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';
import type { LineupBoard } from './resolve-lineups';
import type { RosterPlayer } from './team-league-model';

/**
 * "Zawodnik rezerwowy, który rozegrał więcej niż trzy partie w jednej drużynie, nie może już więcej
 * zagrać w ramach tego samego turnieju w innej drużynie. Zasada > 3 rozegranych partii (łącznie z
 * partiami wygranymi walkowerem) dotyczy również przechodzenia zawodników między klubami w obrębie
 * OLM." Games are counted per person (a move between clubs is the same person on two rosters);
 * a line-up breaks the rule when the player has more than `reserveGamesLimit` games for another
 * team and either line is a reserve's, or the two teams are of different clubs. (A lower team's
 * regular playing for a higher team is the loan rule's business.)
 */
export const checkReserveGames: LineupCheck = ({ league, lineups, boardsFile }) => {
  const limit = league.rules.reserveGamesLimit;
  const out: LineupViolation[] = [];
  const byPerson = new Map<string, LineupBoard[]>();
  for (const b of lineups) {
    if (b.playoff || b.player === null) continue;
    const list = byPerson.get(b.player.person);
    if (list) list.push(b);
    else byPerson.set(b.player.person, [b]);
  }
  for (const appearances of byPerson.values()) {
    appearances.sort((a, b) => a.round - b.round);
    const games = new Map<number, number>();
    const entry = new Map<number, RosterPlayer>();
    for (const b of appearances) {
      const me = b.player!;
      const club = (t: number) => normalizeName(league.teams[t]!.club);
      const other = [...games].find(
        ([team, n]) => team !== b.team && n > limit && (me.board === null || entry.get(team)!.board === null || club(team) !== club(b.team)),
      );
      if (other) {
        const [team, n] = other;
        out.push(
          violationAt('RESERVE_GAMES', b, boardsFile, { round: b.round, name: b.name, games: n, other: league.teams[team]!.name, limit, team: league.teams[b.team]!.name }),
        );
        continue;
      }
      entry.set(b.team, me);
      if (b.countsAsGame) games.set(b.team, (games.get(b.team) ?? 0) + 1);
    }
  }
  return out;
};

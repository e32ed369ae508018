import type { HalfPoints } from '@/lib/half-points';
import type { TeamLeagueRules } from './team-league-rules';

/**
 * The league as the arbiter registered it and as the captains reported it — nothing computed yet.
 * Built by `readTeamsCsv` + `readBoardsCsv` (or directly in tests).
 */

/** One line of a roster: a regular on a board, or a reserve. */
export interface RosterPlayer {
  /** Index in `TeamLeague.players`. */
  id: number;
  /** Index in `TeamLeague.teams` of the team the player was registered with. */
  team: number;
  club: string;
  /** 1 … boards for a regular player; null for a reserve. */
  board: number | null;
  /**
   * For a reserve: the place on the club's one reserve list (0-based). "Zawodnicy rezerwowi takiego
   * klubu umieszczeni są na jednej wspólnej dla wszystkich drużyn liście", in the order of teams.csv.
   */
  reserveIndex: number | null;
  name: string;
  /** The same person on two clubs' rosters (a move between clubs): normalized name and birth year. */
  person: string;
  sex: 'm' | 'w' | null;
  birth: string | null;
  birthYear: number | null;
  rating: number | null;
  /** For the classification fee: 15 zł with a FIDE rating, 5 zł without. */
  fideRated: boolean;
  /** The `fide_id` column when it holds an id (not `yes`/`no`): the players' directory links people by it (issue 30). */
  fideId?: string | null;
  /** ISO date of a later addition ("Do drużyny można dopisać zawodników"); null when registered at the start. */
  added: string | null;
  /** teams.csv line. */
  line: number;
}

export interface Team {
  index: number;
  name: string;
  club: string;
  /** 0 for the club's first team, 1 for its second … (the order of teams.csv). */
  clubOrder: number;
  /** Roster players registered with this team, in teams.csv order. */
  players: number[];
  line: number;
  /**
   * Issue 40: the team's final standing as its pairing program published it (a TRF-2026 `310`
   * record: match points, game points in half-points, rank), when the file has one.
   */
  published?: PublishedStanding;
}

/** A `310` record's standing: `310   1 India … 2486   15.0   28.0  11 …`. */
export interface PublishedStanding {
  matchPoints: number;
  /** Half-points. */
  gamePoints: HalfPoints;
  rank: number;
  line: number;
}

/**
 * A board result from the home player's side: `1-0` `0-1` `=` played; `+/-` `-/+` a forfeit (the
 * player absent, or a vacancy); `-/-` both absent; null not played yet.
 */
export type BoardResult = '1-0' | '0-1' | '=' | '+/-' | '-/+' | '-/-';

export interface BoardInput {
  board: number;
  /** Names as the captains wrote them; null for a vacancy. */
  homePlayer: string | null;
  awayPlayer: string | null;
  result: BoardResult | null;
  line: number;
}

export interface MatchInput {
  round: number;
  home: number;
  /** null for a bye. */
  away: number | null;
  /**
   * A bye's worth (issue 40, TRF-2026 `240`/`801`): `full` the rules' bye, `half` a half-point bye
   * (a drawn match's points), `pairing` a pairing-allocated bye (`U`, worth what `points.pairingBye`
   * says). Absent: `full`.
   */
  bye?: 'full' | 'half' | 'pairing';
  /** A forfeited match (board 0): who forfeited. */
  forfeit: 'home' | 'away' | 'both' | null;
  boards: BoardInput[];
  /** "dogrywka tempem 25 minut na partię odwrotnymi kolorami" — boards of the knock-out play-off. */
  playoff: BoardInput[];
  line: number;
}

export interface TeamLeague {
  name: string;
  rules: TeamLeagueRules;
  teams: Team[];
  players: RosterPlayer[];
  matches: MatchInput[];
  /** Teams registered after the deadline (the 50 zł late fee). */
  lateEntries: number[];
  /** The drawn order of teams that no criterion separates ("losowanie"), when the draw was held. */
  lot: number[];
  /** Issue 40: the tie-breaks its pairing program's file declares (TRF `202`, e.g. `EDET/P`). */
  declaredTiebreaks?: string[];
}

/** Points of a board result for home and away, in half-points. */
export function boardPoints(result: BoardResult): [HalfPoints, HalfPoints] {
  switch (result) {
    case '1-0':
    case '+/-':
      return [2, 0];
    case '0-1':
    case '-/+':
      return [0, 2];
    case '=':
      return [1, 1];
    case '-/-':
      return [0, 0];
  }
}

/**
 * Whether a player's board counts as a game for the appearance rules and the board rankings:
 * "rozegranych partii (łącznie z partiami wygranymi walkowerem)" — played, or won by forfeit.
 */
export function countsAsGame(result: BoardResult | null, side: 'home' | 'away'): boolean {
  if (result === null) return false;
  if (result === '1-0' || result === '0-1' || result === '=') return true;
  return side === 'home' ? result === '+/-' : result === '-/+';
}

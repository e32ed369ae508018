import type { HalfPoints } from '@/lib/half-points';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { LineupBoard } from './resolve-lineups';
import { boardPoints, type TeamLeague } from './team-league-model';

export interface BoardRankingRow {
  board: number;
  /** Shared when points, percentage and team place are all equal. */
  rank: number;
  name: string;
  /** The team he played most of that board's games for. */
  team: number;
  points: HalfPoints;
  games: number;
  /** Games on each board, board 1 first (to show a player split over boards). */
  gamesByBoard: number[];
}

/**
 * "O kolejności miejsc na szachownicach decyduje: liczba zdobytych punktów (zawodnika ocenia się na
 * szachownicy, na której rozegrał minimum 50% partii, z uwzględnieniem wyników z innych szachownic.
 * W przypadku zawodnika grającego tyle samo partii na dwóch szachownicach klasyfikuje się go na
 * niższej szachownicy); wyższy wynik procentowy, przy równej liczbie punktów; miejsce drużyny".
 *  - Games: played, or won by forfeit (the regulation's own count for reserves); a forfeit loss
 *    (absent) or a vacancy is no game. Play-off games never count; knock-out games by the rules.
 *  - The board: the one with the most games — the board with at least 50 % is always one of them;
 *    equal counts go to the lower board (the higher number). Our reading when no board reaches
 *    50 % (three boards or more): the same rule.
 *  - Points and games from every board count on that board.
 * `teamPlace` gives each team's place (final, or the Swiss one until it is decided).
 */
export function boardRankings(league: TeamLeague, lineups: readonly LineupBoard[], teamPlace: (team: number) => number): BoardRankingRow[] {
  const rules = league.rules;
  const boards = rules.menBoards + (rules.womenBoard ? 1 : 0);
  interface Tally {
    name: string;
    points: HalfPoints;
    games: number;
    gamesByBoard: number[];
    teamGames: Map<number, number[]>;
  }
  const tallies = new Map<string, Tally>();
  for (const b of lineups) {
    if (b.playoff || b.name === null || !b.countsAsGame || b.result === null) continue;
    if (!rules.boardRanking.includeKnockout && b.round > rules.swissRounds) continue;
    const key = b.player ? b.player.person : `?${normalizeName(b.name)}|${normalizeName(league.teams[b.team]!.club)}`;
    let t = tallies.get(key);
    if (!t) {
      t = { name: b.player?.name ?? b.name, points: 0, games: 0, gamesByBoard: Array(boards).fill(0), teamGames: new Map() };
      tallies.set(key, t);
    }
    const [home, away] = boardPoints(b.result);
    t.points += b.side === 'home' ? home : away;
    t.games += 1;
    t.gamesByBoard[b.board - 1]! += 1;
    const perBoard = t.teamGames.get(b.team) ?? Array(boards).fill(0);
    perBoard[b.board - 1] += 1;
    t.teamGames.set(b.team, perBoard);
  }

  const rows: Omit<BoardRankingRow, 'rank'>[] = [];
  for (const t of tallies.values()) {
    let board = 1;
    t.gamesByBoard.forEach((n, i) => {
      if (n >= t.gamesByBoard[board - 1]!) board = i + 1;
    });
    let team = -1;
    let most = -1;
    for (const [teamIndex, perBoard] of t.teamGames) {
      if (perBoard[board - 1]! > most) {
        most = perBoard[board - 1]!;
        team = teamIndex;
      }
    }
    rows.push({ board, name: t.name, team, points: t.points, games: t.games, gamesByBoard: t.gamesByBoard });
  }
  const compare = (a: Omit<BoardRankingRow, 'rank'>, b: Omit<BoardRankingRow, 'rank'>) =>
    b.points - a.points || b.points * a.games - a.points * b.games || teamPlace(a.team) - teamPlace(b.team);
  const out: BoardRankingRow[] = [];
  for (let board = 1; board <= boards; board++) {
    const list = rows.filter((r) => r.board === board).sort((a, b) => compare(a, b) || a.name.localeCompare(b.name, 'pl'));
    list.forEach((r, i) => {
      const rank = i > 0 && compare(list[i - 1]!, r) === 0 ? out[out.length - 1]!.rank : i + 1;
      out.push({ ...r, rank });
    });
  }
  return out;
}

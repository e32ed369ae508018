import { normalizeName } from '@/lib/identity/normalize-name';
import type { MatchResult } from './score-all-matches';
import { countsAsGame, type BoardResult, type RosterPlayer, type TeamLeague } from './team-league-model';

/** One board of one team's line-up in one match, with the roster line it was matched to. */
export interface LineupBoard {
  round: number;
  team: number;
  side: 'home' | 'away';
  opponent: number;
  board: number;
  /** As the captain wrote it; null for a vacancy. */
  name: string | null;
  /** The roster line of the team's club with that name; null for a vacancy or a name not on it. */
  player: RosterPlayer | null;
  /** The same name on another club's roster (for the explanation), when it is not on this club's. */
  elsewhere: RosterPlayer | null;
  result: BoardResult | null;
  /** Played, or won by forfeit — "rozegranych partii (łącznie z partiami wygranymi walkowerem)". */
  countsAsGame: boolean;
  playoff: boolean;
  line: number;
}

/**
 * Every line-up of the reported matches, board by board. A name is looked up on the roster of the
 * team's club (its teams' regular players and its one reserve list), by the normalized name.
 */
export function resolveLineups(league: TeamLeague, results: readonly MatchResult[]): LineupBoard[] {
  const byClubName = new Map<string, RosterPlayer>();
  const byName = new Map<string, RosterPlayer>();
  for (const p of league.players) {
    byClubName.set(`${normalizeName(p.club)}|${normalizeName(p.name)}`, p);
    if (!byName.has(normalizeName(p.name))) byName.set(normalizeName(p.name), p);
  }
  const out: LineupBoard[] = [];
  for (const { match } of results) {
    if (match.away === null) continue;
    for (const [list, playoff] of [
      [match.boards, false],
      [match.playoff, true],
    ] as const) {
      for (const b of list) {
        for (const side of ['home', 'away'] as const) {
          const team = side === 'home' ? match.home : match.away;
          const name = side === 'home' ? b.homePlayer : b.awayPlayer;
          const club = league.teams[team]!.club;
          const player = name === null ? null : (byClubName.get(`${normalizeName(club)}|${normalizeName(name)}`) ?? null);
          out.push({
            round: match.round,
            team,
            side,
            opponent: side === 'home' ? match.away : match.home,
            board: b.board,
            name,
            player,
            elsewhere: name !== null && player === null ? (byName.get(normalizeName(name)) ?? null) : null,
            result: b.result,
            countsAsGame: countsAsGame(b.result, side),
            playoff,
            line: b.line,
          });
        }
      }
    }
  }
  return out;
}

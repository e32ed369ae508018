import type { HalfPoints } from '@/lib/half-points';
import { boardPoints, type MatchInput } from './team-league-model';
import type { TeamLeagueRules } from './team-league-rules';

interface SideScore {
  /** "Punkty małe", half-points. */
  gamePoints: HalfPoints;
  /** "Punkty duże", whole match points (−2 for a forfeited match). */
  matchPoints: number;
  /** The side gave the match away by forfeit (board 0). */
  forfeited: boolean;
  /** Half-points on each board, board 1 first (the last tie-break). */
  boardPoints: HalfPoints[];
}

export type MatchScore = { complete: true; home: SideScore; away: SideScore | null } | { complete: false };

/**
 * A match's points (seed 001, "Punktacja i ocena wyników").
 *  - Boards: win 1, draw ½, loss 0 (forfeits and vacancies as reported); match points 2/1/0.
 *  - A bye: 2 game points and 1 match point. Our reading for the last tie-break: the bye's game
 *    points are spread evenly over the boards (½ on each of the four).
 *  - A forfeited match: 0–4 ("walkower 0-4") and −2 match points for the team that forfeited, a won
 *    match (4 game points, 1 on every board, 2 match points) for the other; both −2 when neither came.
 *  - A match with a board still without a result is not complete.
 */
export function scoreMatch(match: MatchInput, rules: Pick<TeamLeagueRules, 'points'>, boards: number): MatchScore {
  const p = rules.points;
  if (match.away === null) {
    // issue 40: a half-point bye (`240 H`) is a drawn match's points unless the rules say otherwise;
    // a pairing-allocated bye (`U`) is worth what `pairingBye` says
    const half = match.bye === 'half' || (match.bye === 'pairing' && p.pairingBye === 'as-draw');
    const gamePoints = half ? (p.halfByeGamePoints ?? boards) : p.byeGamePoints;
    const matchPoints = half ? (p.halfByeMatchPoints ?? p.matchDraw) : p.byeMatchPoints;
    const each = gamePoints % boards === 0 ? gamePoints / boards : 0;
    return { complete: true, home: { gamePoints, matchPoints, forfeited: false, boardPoints: Array(boards).fill(each) }, away: null };
  }
  if (match.forfeit !== null) {
    const lost = (): SideScore => ({ gamePoints: 0, matchPoints: p.forfeitMatchPoints, forfeited: true, boardPoints: Array(boards).fill(0) });
    const won = (): SideScore => ({ gamePoints: 2 * boards, matchPoints: p.matchWin, forfeited: false, boardPoints: Array(boards).fill(2) });
    if (match.forfeit === 'both') return { complete: true, home: lost(), away: lost() };
    return match.forfeit === 'home' ? { complete: true, home: lost(), away: won() } : { complete: true, home: won(), away: lost() };
  }
  return scoreBoards(match.boards, p, boards);
}

/** The points of a list of boards (the match, or its play-off). */
export function scoreBoards(list: MatchInput['boards'], p: TeamLeagueRules['points'], boards: number): MatchScore {
  if (list.length < boards || list.some((b) => b.result === null)) return { complete: false };
  const home: HalfPoints[] = Array(boards).fill(0);
  const away: HalfPoints[] = Array(boards).fill(0);
  for (const b of list) {
    const [h, a] = boardPoints(b.result!);
    home[b.board - 1] = h;
    away[b.board - 1] = a;
  }
  const hg = home.reduce((s, x) => s + x, 0);
  const ag = away.reduce((s, x) => s + x, 0);
  const mp = (mine: number, theirs: number) => (mine > theirs ? p.matchWin : mine === theirs ? p.matchDraw : p.matchLoss);
  return {
    complete: true,
    home: { gamePoints: hg, matchPoints: mp(hg, ag), forfeited: false, boardPoints: home },
    away: { gamePoints: ag, matchPoints: mp(ag, hg), forfeited: false, boardPoints: away },
  };
}

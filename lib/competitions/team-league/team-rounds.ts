import type { HalfPoints } from '@/lib/half-points';
import type { MatchResult } from './score-all-matches';

export type TeamRoundKind = 'played' | 'bye' | 'forfeit-win' | 'forfeit-loss' | 'pending' | 'not-paired';

/** One Swiss round of one team, as the standings and the tie-breaks see it. */
export interface TeamRound {
  round: number;
  opponent: number | null;
  kind: TeamRoundKind;
  /** The team was the home team (null for a bye or no pairing). */
  home: boolean | null;
  gamePoints: HalfPoints;
  matchPoints: number;
  boardPoints: HalfPoints[];
}

/** Each team's rounds 1 … `rounds`: the match it played, its bye, its forfeit, or nothing. */
export function teamRounds(results: readonly MatchResult[], teamCount: number, rounds: number, boards: number): TeamRound[][] {
  const table: TeamRound[][] = Array.from({ length: teamCount }, () =>
    Array.from({ length: rounds }, (_, i): TeamRound => ({ round: i + 1, opponent: null, kind: 'not-paired', home: null, gamePoints: 0, matchPoints: 0, boardPoints: Array(boards).fill(0) })),
  );
  for (const { match, score } of results) {
    if (match.round > rounds) continue;
    const slot = (team: number, opponent: number | null, home: boolean | null) => {
      const r = table[team]![match.round - 1]!;
      r.opponent = opponent;
      r.home = home;
      if (!score.complete) {
        r.kind = 'pending';
        return r;
      }
      const side = home === false ? score.away! : score.home;
      r.gamePoints = side.gamePoints;
      r.matchPoints = side.matchPoints;
      r.boardPoints = [...side.boardPoints];
      if (opponent === null) r.kind = 'bye';
      else if (side.forfeited) r.kind = 'forfeit-loss';
      else if (match.forfeit !== null) r.kind = 'forfeit-win';
      else r.kind = 'played';
      return r;
    };
    if (match.away === null) slot(match.home, null, null);
    else {
      slot(match.home, match.away, true);
      slot(match.away, match.home, false);
    }
  }
  return table;
}

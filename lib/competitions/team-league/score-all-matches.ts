import type { MatchInput, TeamLeague } from './team-league-model';
import { boardCount } from './team-league-rules';
import { scoreMatch, type MatchScore } from './score-match';

export interface MatchResult {
  match: MatchInput;
  score: MatchScore;
  /** The match was scored as a forfeit because this team had already been removed. */
  forfeitedByRemoval: number | null;
}

export interface ScoredMatches {
  /** In the order of `league.matches`. */
  results: MatchResult[];
  /** For each team, the round of the forfeit that removed it from the league, or null. */
  removedInRound: (number | null)[];
}

/**
 * Every match scored in round order, with the removal rule: "Drużyna, która odda drugi walkower
 * meczowy zostanie automatycznie wykreślona z rozgrywek." Our reading (competitions.md §5): the
 * removed team's earlier results stay; any match it is still given afterwards is a forfeit by it.
 */
export function scoreAllMatches(league: TeamLeague): ScoredMatches {
  const boards = boardCount(league.rules);
  const limit = league.rules.points.forfeitsToRemoval;
  const forfeits = league.teams.map(() => 0);
  const removedInRound: (number | null)[] = league.teams.map(() => null);
  const results: MatchResult[] = league.matches.map((match) => ({ match, score: { complete: false }, forfeitedByRemoval: null }));
  const order = results.map((_, i) => i).sort((a, b) => league.matches[a]!.round - league.matches[b]!.round || a - b);
  const rounds = [...new Set(order.map((i) => league.matches[i]!.round))];
  for (const round of rounds) {
    const inRound = order.filter((i) => league.matches[i]!.round === round);
    for (const i of inRound) {
      const match = league.matches[i]!;
      const gone = (t: number | null) => t !== null && removedInRound[t] !== null && removedInRound[t]! < round;
      let effective = match;
      let forfeitedByRemoval: number | null = null;
      if (match.away !== null && (gone(match.home) || gone(match.away))) {
        const forfeit = gone(match.home) && gone(match.away) ? 'both' : gone(match.home) ? 'home' : 'away';
        effective = { ...match, forfeit, boards: [], playoff: [] };
        forfeitedByRemoval = gone(match.home) ? match.home : match.away;
      }
      const score = scoreMatch(effective, league.rules, boards);
      results[i] = { match: effective, score, forfeitedByRemoval };
    }
    // a removal takes effect after the round in which the team forfeited the last allowed time
    for (const i of inRound) {
      const { match, score } = results[i]!;
      if (!score.complete) continue;
      const sides: [number, boolean][] = [[match.home, score.home.forfeited]];
      if (match.away !== null && score.away) sides.push([match.away, score.away.forfeited]);
      for (const [team, forfeited] of sides) {
        if (!forfeited || removedInRound[team] !== null) continue;
        forfeits[team]! += 1;
        if (limit !== null && forfeits[team]! >= limit) removedInRound[team] = round;
      }
    }
  }
  return { results, removedInRound };
}

import type { TeamRound } from '../team-rounds';
import type { TeamLeagueRules, TeamTiebreakEdition } from '../team-league-rules';

/** What every criterion of a team ranking is computed from: the Swiss (or round-robin) rounds. */
export interface RankingInput {
  /** Each team's rounds 1 … n (lib/competitions/team-league/team-rounds.ts). */
  rounds: readonly (readonly TeamRound[])[];
  /** Boards per match. */
  boards: number;
  points: TeamLeagueRules['points'];
  /** Unplayed rounds in sonnebornBergerGG, buchholzMP, sonnebornBergerReal. */
  edition: TeamTiebreakEdition;
  buchholzUnplayed: TeamLeagueRules['buchholzUnplayed'];
  directEncounterBy: TeamLeagueRules['directEncounterBy'];
  /** Each team's rank as its pairing program published it (TRF-2026 `310`), null where none (issue 40). */
  publishedRanks: readonly (number | null)[];
}

/**
 * One criterion of the ranking chain, pure:
 *  - `value`: a value per team, higher ranks first, exact integers in 1/`unit` (game points are
 *    half-points, unit 2; a product of two game-point sums quarter-points, unit 4). A value may be
 *    a sequence compared left to right (board results: board 1, then board 2 …).
 *  - `among-tied`: a position within each group of teams still tied on every earlier criterion
 *    (1 the best; teams it cannot separate share it) — direct encounter.
 */
export type RankingCriterionRule =
  | { kind: 'value'; unit: number; values(input: RankingInput): number[][]; show?: (value: number) => string }
  | { kind: 'among-tied'; positions(input: RankingInput, groups: readonly (readonly number[])[]): number[] };

/** A sum over each team's rounds. */
export function sumRounds(input: RankingInput, value: (r: TeamRound) => number): number[] {
  return input.rounds.map((rs) => rs.reduce((s, r) => s + value(r), 0));
}

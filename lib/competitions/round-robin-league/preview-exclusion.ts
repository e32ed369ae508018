import type { Problem } from '@/lib/problem';
import type { LeagueGame, LeagueInput, LeagueResult } from './compute-league';
import { computeLeague } from './compute-league';
import { leagueProblem, type LeagueProblemCode } from './league-problems';
import { standingChanges, type StandingChange } from './preview-game-change';

/** The arbiter's decision on one player: confirm the exclusion a rule flags, or undo a confirmed one. */
interface ExclusionDecision {
  startNumber: number;
  /** true: confirm (the start number goes into league.json "excluded"); false: undo. */
  exclude: boolean;
}

/** One game whose standing the decision changes (annulled, a forfeit, or back to what was recorded). */
export interface ChangedGame {
  round: number;
  white: number;
  black: number;
  before: Pick<LeagueGame, 'status' | 'result' | 'recorded'>;
  after: Pick<LeagueGame, 'status' | 'result' | 'recorded'>;
}

type PreviewExclusionResult =
  | {
      ok: true;
      before: LeagueResult;
      after: LeagueResult;
      /** The league's input with the decision, for the caller to store exactly what was previewed. */
      input: LeagueInput;
      rows: StandingChange[];
      /** The consequence §4 gives the player: after a confirmation, or the one an undo lifts. */
      consequence: 'annulled' | 'forfeited';
      /** Over-the-board games the player has played (what decides the consequence) and the rule's minimum. */
      gamesPlayed: number;
      minGamesPlayed: number;
      games: ChangedGame[];
    }
  | { ok: false; errors: Problem<LeagueProblemCode, 'severity' | 'line'>[] };

/**
 * What confirming (or undoing) one player's exclusion does to the league (competitions.md §4):
 * the league computed with and without the start number among the confirmed exclusions — so the
 * consequence (fewer games played than the rule's minimum: every game annulled; otherwise every
 * remaining game a forfeit) comes from `applyExclusion`, as in `gp tiebreaks --exclude` — with the
 * table before and after and every game it changes. A confirmation needs a rule that triggers
 * (an exclusion by another decision of the arbiter is written in league.json by hand).
 */
export function previewExclusion(input: LeagueInput, decision: ExclusionDecision): PreviewExclusionResult {
  const refuse = (code: Parameters<typeof leagueProblem>[0]): PreviewExclusionResult => ({
    ok: false,
    errors: [leagueProblem(code, 'league.json', 0, { league: input.id, params: { player: decision.startNumber, league: input.name } })],
  });
  const player = input.model.players.find((p) => p.startNumber === decision.startNumber);
  if (!player) return refuse('EXCLUSION_UNKNOWN_PLAYER');
  const already = input.excluded.includes(decision.startNumber);
  if (decision.exclude && already) return refuse('EXCLUSION_ALREADY_CONFIRMED');
  if (!decision.exclude && !already) return refuse('EXCLUSION_NOT_CONFIRMED');
  const before = computeLeague(input);
  if (!before.ok) return { ok: false, errors: before.errors };
  const flag = before.league.flags.find((f) => f.startNumber === decision.startNumber)!;
  if (decision.exclude && flag.due.length === 0) return refuse('EXCLUSION_NOT_DUE');
  const excluded = decision.exclude ? [...input.excluded, decision.startNumber].sort((a, b) => a - b) : input.excluded.filter((s) => s !== decision.startNumber);
  const changed: LeagueInput = { ...input, excluded };
  const after = computeLeague(changed);
  if (!after.ok) return { ok: false, errors: after.errors };
  const withExclusion = decision.exclude ? after.league : before.league;
  const consequence = withExclusion.players.find((p) => p.startNumber === decision.startNumber)!.exclusion!;
  const key = (g: Pick<LeagueGame, 'round' | 'white' | 'black'>) => `${g.round}:${g.white}:${g.black}`;
  const afterGames = new Map(after.league.games.map((g) => [key(g), g]));
  const pick = (g: LeagueGame) => ({ status: g.status, result: g.result, recorded: g.recorded });
  const games: ChangedGame[] = before.league.games
    .filter((g) => {
      const a = afterGames.get(key(g));
      return a !== undefined && (a.status !== g.status || JSON.stringify(a.result) !== JSON.stringify(g.result));
    })
    .map((g) => ({ round: g.round, white: g.white, black: g.black, before: pick(g), after: pick(afterGames.get(key(g))!) }));
  return {
    ok: true,
    before: before.league,
    after: after.league,
    input: changed,
    rows: standingChanges(before.league, after.league),
    consequence,
    gamesPlayed: withExclusion.players.find((p) => p.startNumber === decision.startNumber)!.gamesPlayed,
    minGamesPlayed: input.rules.exclusion.minGamesPlayed,
    games,
  };
}

import { coded, type Loaded, type Problem } from '@/lib/problem';
import { gamesPlayed, roundKind, type GameRound, type GamesModel, type GamesPlayer } from './games-model';

export const DEFAULT_EXCLUSION_MIN_GAMES = 5;

/** An excluded start number the model does not have. */
type UnknownStartNumber = Problem<'UNKNOWN_START_NUMBER'> & { startNumber: number; params: { startNo: number } };
type ApplyExclusionResult = Loaded<{ model: GamesModel; annulled: number[]; forfeited: number[] }, UnknownStartNumber>;

/**
 * The consequence of an exclusion (competitions.md §4, seed 004 regulation):
 *  - fewer than `minGames` games played over the board (`1 0 =` and `W D L`; forfeits are not games
 *    played): every game of the player is annulled for the standings — removed as if never paired,
 *    so the opponents' points and tie-breaks change. The player leaves the model.
 *  - otherwise: every game still to be decided becomes a forfeit loss for them and a forfeit win for
 *    the scheduled opponent (not rated); the player stays, flagged `excluded`.
 * Games played are counted on the results as they stand, before any other exclusion is applied.
 * "Still to be decided" is a round with no result yet: a pending pairing, or no pairing at all. In
 * a round robin the scheduled opponents are the players not yet met: each such game goes into a
 * round where both are free (a new round at the end when there is none — our reading, only
 * reachable from an inconsistent schedule). In a Swiss, a round without a known opponent becomes a
 * forfeit loss without an opponent.
 */
export function applyExclusion(model: GamesModel, excludedStartNumbers: readonly number[], minGames = DEFAULT_EXCLUSION_MIN_GAMES): ApplyExclusionResult {
  const byStart = new Map(model.players.map((p) => [p.startNumber, p]));
  for (const s of excludedStartNumbers) {
    if (!byStart.has(s)) {
      return { ok: false, errors: [coded<UnknownStartNumber>({ code: 'UNKNOWN_START_NUMBER', startNumber: s, params: { startNo: s } })], warnings: [] };
    }
  }
  const unique = [...new Set(excludedStartNumbers)].sort((a, b) => a - b);
  const annulled = unique.filter((s) => gamesPlayed(byStart.get(s)!) < minGames);
  const forfeited = unique.filter((s) => !annulled.includes(s));

  const gone = new Set(annulled);
  let roundCount = model.roundCount;
  const players: GamesPlayer[] = model.players
    .filter((p) => !gone.has(p.startNumber))
    .map((p) => ({
      ...p,
      // annulled games: as if never paired
      rounds: p.rounds.map((r) => (r.opponent !== null && gone.has(r.opponent) ? unpaired() : { ...r })),
    }));
  const live = new Map(players.map((p) => [p.startNumber, p]));

  for (const s of forfeited) {
    const p = live.get(s)!;
    p.excluded = true;
    p.rounds.forEach((r, i) => {
      if (roundKind(r) === 'pending') forfeitGame(p, live.get(r.opponent!)!, i, forfeited);
    });
    if (model.roundRobin) {
      const met = new Set(p.rounds.map((r) => r.opponent).filter((o) => o !== null));
      for (const q of players) {
        if (q === p || met.has(q.startNumber)) continue;
        let round = p.rounds.findIndex((r, i) => isFree(r) && isFree(q.rounds[i]!));
        if (round < 0) {
          round = roundCount++;
          for (const x of players) x.rounds.push(unpaired());
        }
        forfeitGame(p, q, round, forfeited);
      }
    } else {
      p.rounds.forEach((r, i) => {
        if (isFree(r)) p.rounds[i] = { opponent: null, colour: null, result: '-' };
      });
    }
  }
  return { ok: true, model: { ...model, roundCount, players }, annulled, forfeited, warnings: [] };
}

function unpaired(): GameRound {
  return { opponent: null, colour: null, result: ' ' };
}

/** No pairing and no result: a round the exclusion can still fill. */
function isFree(r: GameRound): boolean {
  return r.opponent === null && (r.result === ' ' || r.result === 'Z');
}

/** A forfeit loss for the excluded player; a forfeit win for the opponent, unless excluded too. */
function forfeitGame(p: GamesPlayer, q: GamesPlayer, round: number, forfeited: readonly number[]): void {
  p.rounds[round] = { opponent: q.startNumber, colour: null, result: '-' };
  q.rounds[round] = { opponent: p.startNumber, colour: null, result: forfeited.includes(q.startNumber) ? '-' : '+' };
}

import { EDITION_RULES, type Edition } from '@/lib/games/editions';
import { playerPoints, roundKind, type GamesModel } from '@/lib/games/games-model';
import { resultPoints } from '@/lib/import/trf/result-codes';
import { opponentScore } from './opponent-score';
import { scoreEntries } from './score-entries';
import { DEFAULT_BYE_BEFORE_FORFEIT_LOSS, type ByeBeforeForfeitLoss, type PlayerView, type TiebreakContext } from './tiebreak-context';

export interface TiebreakContextOptions {
  byeBeforeForfeitLoss?: ByeBeforeForfeitLoss;
}

/** Everything the tie-break functions share, computed once per model and edition (O(players × rounds)). */
export function createTiebreakContext(model: GamesModel, edition: Edition, options: TiebreakContextOptions = {}): TiebreakContext {
  const indexOf = new Map(model.players.map((p, i) => [p.startNumber, i]));
  const players: PlayerView[] = model.players.map((p, index) => ({
    index,
    startNumber: p.startNumber,
    rating: p.rating,
    points: playerPoints(p),
    rounds: p.rounds.map((r) => ({
      kind: roundKind(r),
      opponent: r.opponent === null ? null : (indexOf.get(r.opponent) ?? null),
      colour: r.colour,
      points: resultPoints(r.result),
    })),
  }));
  const base = {
    edition,
    rules: EDITION_RULES[edition],
    roundCount: model.roundCount,
    roundRobin: model.roundRobin,
    reading: options.byeBeforeForfeitLoss ?? DEFAULT_BYE_BEFORE_FORFEIT_LOSS,
    players,
    indexOf,
  };
  const opponentScores = players.map((p) => opponentScore(p, base));
  const withScores = { ...base, opponentScores };
  return { ...withScores, entries: players.map((p) => scoreEntries(p, withScores)) };
}


import type { HalfPoints } from '@/lib/half-points';
import { resultKind, resultPoints, type ResultCode, type ResultKind } from '@/lib/import/trf/result-codes';

export type { ResultCode, ResultKind };

/** One round of one player: whom they met (start number), with which colour, and the result code. */
export interface GameRound {
  opponent: number | null;
  colour: 'w' | 'b' | null;
  /** TRF result codes (C.04 Annex 2): `1 0 =`, `+ -`, `W D L`, `H F U Z`, blank. */
  result: ResultCode;
}

export interface GamesPlayer {
  startNumber: number;
  name: string;
  rating: number | null;
  fideId: string | null;
  /** As the source wrote it (`2008/00/00`, `2008`), or null. */
  birth: string | null;
  sex: 'm' | 'w' | null;
  federation: string | null;
  title: string | null;
  /** Exactly `roundCount` rounds. */
  rounds: GameRound[];
  /** Excluded with the rest of their games forfeited (competitions.md §4); still ranked. */
  excluded: boolean;
}

/**
 * The games of one event — the shape every games-based competition shares (Swiss opens, round-robin
 * leagues, and later team leagues' boards). Built from a TRF file (`gamesModelFromTrf`) or directly
 * (`createGamesModel`).
 */
export interface GamesModel {
  name: string | null;
  /** ISO date; picks the tie-break edition when the rules do not name one. */
  startDate: string | null;
  roundCount: number;
  /** Pre-determined pairings: C.07 15.2 treats forfeits as played games. */
  roundRobin: boolean;
  players: GamesPlayer[];
}

export interface GamesPlayerInput {
  startNumber: number;
  name: string;
  rating?: number | null;
  fideId?: string | null;
  birth?: string | null;
  sex?: 'm' | 'w' | null;
  federation?: string | null;
  title?: string | null;
  /** Missing rounds (shorter arrays, or null entries) are "not paired". */
  rounds: readonly (GameRound | null)[];
  excluded?: boolean;
}

interface GamesModelInput {
  name?: string | null;
  startDate?: string | null;
  /** At least the longest round list; more when rounds are still to come. */
  roundCount?: number;
  /** Omitted: detected — a round robin when every pair of players has met. */
  roundRobin?: boolean;
  players: readonly GamesPlayerInput[];
}

type GamesModelErrorCode = 'DUPLICATE_START_NUMBER' | 'UNKNOWN_OPPONENT' | 'NOT_MIRRORED';

/** Raised for models built directly from inconsistent data (files are checked by the TRF reader). */
export class GamesModelError extends Error {
  constructor(
    readonly code: GamesModelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GamesModelError';
  }
}

const UNPAIRED: GameRound = { opponent: null, colour: null, result: ' ' };

/** Builds a model from plain data, checking that every pairing is mirrored by the opponent. */
export function createGamesModel(input: GamesModelInput): GamesModel {
  const longest = Math.max(0, ...input.players.map((p) => p.rounds.length));
  const roundCount = Math.max(longest, input.roundCount ?? 0);
  const seen = new Set<number>();
  const players: GamesPlayer[] = input.players.map((p) => {
    if (seen.has(p.startNumber)) throw new GamesModelError('DUPLICATE_START_NUMBER', `Start number ${p.startNumber} is used twice.`);
    seen.add(p.startNumber);
    const rounds: GameRound[] = [];
    for (let r = 0; r < roundCount; r++) rounds.push({ ...(p.rounds[r] ?? UNPAIRED) });
    return {
      startNumber: p.startNumber,
      name: p.name,
      rating: p.rating ?? null,
      fideId: p.fideId ?? null,
      birth: p.birth ?? null,
      sex: p.sex ?? null,
      federation: p.federation ?? null,
      title: p.title ?? null,
      rounds,
      excluded: p.excluded ?? false,
    };
  });
  const byStart = new Map(players.map((p) => [p.startNumber, p]));
  for (const p of players) {
    p.rounds.forEach((round, i) => {
      if (round.opponent === null) return;
      const other = byStart.get(round.opponent);
      if (!other) throw new GamesModelError('UNKNOWN_OPPONENT', `Player ${p.startNumber}'s opponent in round ${i + 1} is ${round.opponent}, who is not in the event.`);
      if (other.rounds[i]!.opponent !== p.startNumber) {
        throw new GamesModelError('NOT_MIRRORED', `Round ${i + 1}: player ${p.startNumber} is paired with ${round.opponent}, but not the other way round.`);
      }
    });
  }
  return {
    name: input.name ?? null,
    startDate: input.startDate ?? null,
    roundCount,
    roundRobin: input.roundRobin ?? everyPairMet(players),
    players,
  };
}

/** A round robin shows itself by every pair of players having met (in any round, played or not). */
export function everyPairMet(players: readonly GamesPlayer[]): boolean {
  if (players.length < 2) return false;
  const index = new Map(players.map((p, i) => [p.startNumber, i]));
  return players.every((p) => {
    const met = new Set(p.rounds.map((r) => r.opponent).filter((o): o is number => o !== null && index.has(o)));
    met.delete(p.startNumber);
    return met.size === players.length - 1;
  });
}

/** Points from the round results, in half-points. */
export function playerPoints(player: Pick<GamesPlayer, 'rounds'>): HalfPoints {
  return player.rounds.reduce((sum, r) => sum + resultPoints(r.result), 0);
}

export function roundKind(round: GameRound): ResultKind {
  return resultKind(round.result, round.opponent !== null);
}

/** Over-the-board games: `1 0 =` and the unrated `W D L` (competitions.md §4 "games played"). */
export function gamesPlayed(player: Pick<GamesPlayer, 'rounds'>): number {
  return player.rounds.filter((r) => roundKind(r) === 'played').length;
}

/** The event as it stood after round `round` (standings during an event, "after round k" checks). */
export function afterRound(model: GamesModel, round: number): GamesModel {
  const k = Math.max(0, Math.min(round, model.roundCount));
  return { ...model, roundCount: k, players: model.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, k).map((r) => ({ ...r })) })) };
}

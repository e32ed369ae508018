import type { GamesModel, GamesPlayer } from './games-model';
import { resultKind, resultPoints } from '@/lib/import/trf/result-codes';
import type { HalfPoints } from '@/lib/half-points';
import { formatCodes } from '@/lib/i18n/formats';

interface PairingSide {
  startNumber: number;
  name: string;
  rating: number | null;
  /** Points before this round, in half-points. */
  pointsBefore: HalfPoints;
}

export interface Board {
  /** 1, 2 … in the round; null for a player without an opponent (bye, absence). */
  board: number | null;
  white: PairingSide;
  /** Null: no opponent. */
  black: PairingSide | null;
  /** As every page writes a result (lib/i18n/formats.ts): `1–0`, `½–½`, `0–1`, `+–−`, `−–+`, `…` (not yet played); for a player alone the kind of round. */
  result: string;
  /** A player alone: `bye` (points without a game), `absent` (no points). */
  alone?: 'full-bye' | 'half-bye' | 'absent';
}


/**
 * The pairings and results of every round, as a pairing program prints them: boards ordered by the
 * score of the better-placed player before the round, then the pair's total, then the lower start
 * number (our reading of the usual Swiss order; a round robin keeps the same rule); players without
 * an opponent after the boards. A game appears once, from the side of the player with white (or,
 * without colours, the lower start number).
 */
export function roundPairings(model: GamesModel): Board[][] {
  const points = new Map<number, HalfPoints>(model.players.map((p) => [p.startNumber, 0]));
  const byNumber = new Map(model.players.map((p) => [p.startNumber, p]));
  const side = (p: GamesPlayer): PairingSide => ({ startNumber: p.startNumber, name: p.name, rating: p.rating, pointsBefore: points.get(p.startNumber)! });
  const rounds: Board[][] = [];
  for (let r = 0; r < model.roundCount; r++) {
    const boards: Board[] = [];
    const alone: Board[] = [];
    for (const p of model.players) {
      const g = p.rounds[r]!;
      if (g.opponent === null) {
        const kind = resultKind(g.result, false);
        alone.push({ board: null, white: side(p), black: null, result: '', alone: kind === 'full-point-bye' || kind === 'forfeit-win' ? 'full-bye' : kind === 'half-point-bye' ? 'half-bye' : 'absent' });
        continue;
      }
      const o = byNumber.get(g.opponent);
      if (!o) continue;
      const first = g.colour === 'w' || (g.colour === null && p.startNumber < o.startNumber);
      if (!first) continue;
      const mine = g.result;
      const theirs = o.rounds[r]!.result;
      const result = mine === ' ' && theirs === ' ' ? '…' : formatCodes(mine, theirs);
      boards.push({ board: 0, white: side(p), black: side(o), result });
    }
    boards.sort((a, b) => {
      const topA = Math.max(a.white.pointsBefore, a.black!.pointsBefore);
      const topB = Math.max(b.white.pointsBefore, b.black!.pointsBefore);
      return topB - topA || b.white.pointsBefore + b.black!.pointsBefore - (a.white.pointsBefore + a.black!.pointsBefore) || Math.min(a.white.startNumber, a.black!.startNumber) - Math.min(b.white.startNumber, b.black!.startNumber);
    });
    boards.forEach((b, i) => (b.board = i + 1));
    rounds.push([...boards, ...alone.sort((a, b) => a.white.startNumber - b.white.startNumber)]);
    for (const p of model.players) points.set(p.startNumber, points.get(p.startNumber)! + resultPoints(p.rounds[r]!.result));
  }
  return rounds;
}

export interface StartingListEntry {
  startNumber: number;
  name: string;
  title: string | null;
  rating: number | null;
  federation: string | null;
  fideId: string | null;
}

/** The starting list by rating (highest first; unrated last), then name — as a tournament's page lists it. */
export function startingList(model: GamesModel): StartingListEntry[] {
  return model.players
    .map((p) => ({ startNumber: p.startNumber, name: p.name, title: p.title, rating: p.rating !== null && p.rating > 0 ? p.rating : null, federation: p.federation, fideId: p.fideId }))
    .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || a.name.localeCompare(b.name, 'pl') || a.startNumber - b.startNumber);
}

import { createGamesModel, type GamesModel } from '@/lib/games/games-model';
import { resultPoints } from '@/lib/import/trf/result-codes';
import { writeTrf } from '@/lib/import/trf/write-trf';

/**
 * A Swiss made of byes only, so that every tie-break can be worked out by hand. Each player is a
 * start number and a string of round codes: `F` full-point bye, `H` half-point bye, `Z` zero-point
 * bye, `.` not paired (a qualifier's rounds 9–13). Under fide-2023 (Art. 16.4) every unplayed round
 * is a game against a dummy with the player's own score, so for P points after R rounds:
 *   BH = R·P, BH/M1 = (R − 2)·P — equal for everybody level on points;
 *   WIN = number of F (2023 Art. 7.1 counts full-point byes);
 *   PS = the sum of the running score after each round.
 * Players level on points are therefore ordered by F's, then by how early the points came.
 */
export interface ByePlayer {
  startNo: number;
  name: string;
  rounds: string;
}

const CODE = { F: 'F', H: 'H', Z: 'Z', '.': ' ' } as const;

function rounds(p: ByePlayer) {
  return [...p.rounds].map((c) => ({ opponent: null, colour: null, result: CODE[c as keyof typeof CODE] ?? ' ' }) as const);
}

export function byeSwissModel(players: readonly ByePlayer[]): GamesModel {
  return createGamesModel({ name: 'Test open', startDate: '2024-05-11', roundRobin: false, players: players.map((p) => ({ startNumber: p.startNo, name: p.name, rounds: rounds(p) })) });
}

/** The same Swiss as a TRF16 file (start date 2024-05-11: fide-2023). */
export function byeSwissTrf(players: readonly ByePlayer[], roundsAnnounced?: number): string {
  return writeTrf({
    records: [
      { tag: '012', value: 'Test open' },
      { tag: '042', value: '2024/05/11' },
      ...(roundsAnnounced ? [{ tag: 'XXR', value: String(roundsAnnounced) }] : []),
    ],
    players: [...players]
      .sort((a, b) => a.startNo - b.startNo)
      .map((p) => {
        const r = rounds(p);
        return { startNumber: p.startNo, sex: null, title: null, name: p.name, rating: 2000 - p.startNo, federation: 'POL', fideId: null, birth: null, points: r.reduce((s, x) => s + resultPoints(x.result), 0), rank: null, rounds: r.map((x) => ({ ...x })) };
      }),
    teams: [],
    nationalRatings: [],
  });
}

/** h half-points in `n` rounds, points first: 5 → "FFHZZZZZ". */
export function scoring(h: number, n = 8): string {
  return ('F'.repeat(Math.floor(h / 2)) + (h % 2 ? 'H' : '')).padEnd(n, 'Z');
}

/** An in-memory folder for `loadSwissOpen`. */
export function folder(files: Record<string, string | Uint8Array>) {
  return (name: string): Uint8Array | null => {
    const f = files[name];
    if (f === undefined) return null;
    return typeof f === 'string' ? new TextEncoder().encode(f) : f;
  };
}

/**
 * The demo's people: the players of the generated Grand Prix registry (formats §2), read back from
 * its players.csv, so that the demo's open, leagues and team league draw on the same association —
 * a player who plays in several competitions has the same name, birth year, FIDE id and club there.
 */
import { mulberry32 } from './random';

export interface DemoPerson {
  crId: string;
  fideId: string | null;
  /** "Nowak Jan" (the registry's order). */
  name: string;
  surname: string;
  first: string;
  birth: number;
  sex: 'M' | 'F';
  rating: number;
  club: string;
}

/** The players of a generated registry (one row per membership period; the first row's club). */
export function demoPeople(registryCsv: Uint8Array): DemoPerson[] {
  const lines = new TextDecoder().decode(registryCsv).split(/\r?\n/).slice(1).filter(Boolean);
  const seen = new Map<string, DemoPerson>();
  for (const line of lines) {
    const [crId, fideId, name, birth, sex, rating, club] = line.split(',');
    if (!crId || seen.has(crId)) continue;
    const space = name!.indexOf(' ');
    seen.set(crId, { crId, fideId: fideId || null, name: name!, surname: name!.slice(0, space), first: name!.slice(space + 1), birth: Number(birth), sex: sex === 'F' ? 'F' : 'M', rating: Number(rating), club: club! });
  }
  return [...seen.values()];
}

/** "Nowak, Jan": a pairing program's name column (TRF). */
export const trfName = (p: DemoPerson) => `${p.surname}, ${p.first}`;

/**
 * A game's result from the ratings, seeded: the expected score of the FIDE table (1 / (1 + 10^(−d/400)))
 * with about a quarter of the games drawn. Returns white's points in half-points: 2, 1 or 0.
 */
export function playGame(rand: () => number, white: number, black: number): 0 | 1 | 2 {
  const expected = 1 / (1 + 10 ** ((black - white - 35) / 400));
  const draw = 0.26;
  const win = Math.max(0.02, expected - draw / 2);
  const r = rand();
  return r < win ? 2 : r < win + draw ? 1 : 0;
}

export { mulberry32 };

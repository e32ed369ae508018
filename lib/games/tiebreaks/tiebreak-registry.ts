import { averageRatingOfOpponents } from './average-rating-of-opponents';
import { blackGames } from './black-games';
import { buchholz } from './buchholz';
import { directEncounter } from './direct-encounter';
import { gamesWon } from './games-won';
import { koya } from './koya';
import { progressiveScore } from './progressive-score';
import { roundsWon } from './rounds-won';
import { sonnebornBerger } from './sonneborn-berger';
import type { TiebreakFunction } from './tiebreak-context';

interface TiebreakDefinition {
  code: TiebreakCode;
  name: string;
  /**
   * Values are integers; `scale` turns them into the published decimal: 4 for points (kept as
   * quarter-points, since Sonneborn-Berger can be a quarter), 1 for counts, ratings and positions.
   */
  scale: 1 | 4;
  /** Direct encounter is a position (1 = best); every other value ranks higher-first. */
  higherIsBetter: boolean;
  compute: TiebreakFunction;
}

/**
 * The tie-breaks of competitions.md §2 under their C.07 (2023) names; the edition is in the context.
 * A cut or median (Art. 14) is a parameter of its tie-break, not a file of its own.
 */
const DEFINITIONS = {
  BH: { name: 'Buchholz', scale: 4, higherIsBetter: true, compute: buchholz() },
  'BH/C1': { name: 'Buchholz Cut 1', scale: 4, higherIsBetter: true, compute: buchholz(1) },
  'BH/C2': { name: 'Buchholz Cut 2', scale: 4, higherIsBetter: true, compute: buchholz(2) },
  'BH/M1': { name: 'Buchholz Median 1', scale: 4, higherIsBetter: true, compute: buchholz(1, 1) },
  SB: { name: 'Sonneborn-Berger', scale: 4, higherIsBetter: true, compute: sonnebornBerger() },
  'SB/C1': { name: 'Sonneborn-Berger Cut 1', scale: 4, higherIsBetter: true, compute: sonnebornBerger(1) },
  PS: { name: 'Progressive score', scale: 4, higherIsBetter: true, compute: progressiveScore() },
  'PS/C1': { name: 'Progressive score Cut 1', scale: 4, higherIsBetter: true, compute: progressiveScore(1) },
  WIN: { name: 'Rounds won', scale: 1, higherIsBetter: true, compute: roundsWon },
  WON: { name: 'Games won over the board', scale: 1, higherIsBetter: true, compute: gamesWon },
  BPG: { name: 'Games played with black', scale: 1, higherIsBetter: true, compute: blackGames },
  DE: { name: 'Direct encounter', scale: 1, higherIsBetter: false, compute: directEncounter },
  ARO: { name: 'Average rating of opponents', scale: 1, higherIsBetter: true, compute: averageRatingOfOpponents },
  KS: { name: 'Koya', scale: 4, higherIsBetter: true, compute: koya },
} satisfies Record<string, Omit<TiebreakDefinition, 'code'>>;

/** A tie-break's code: a key of the table above, so a new tie-break is one line there. */
export type TiebreakCode = keyof typeof DEFINITIONS;
export const TIEBREAK_CODES = Object.keys(DEFINITIONS) as [TiebreakCode, ...TiebreakCode[]];
export const TIEBREAKS = Object.fromEntries(TIEBREAK_CODES.map((code) => [code, { code, ...DEFINITIONS[code] }])) as Record<TiebreakCode, TiebreakDefinition>;

/** Reads a tie-break code as people write it: `BH/C1`, Vega's `BH-C1`, lower case. Null when unknown. */
export function readTiebreakCode(text: string): TiebreakCode | null {
  const code = text.trim().toUpperCase().replace(/-(?=[CM]\d$)/, '/');
  return (TIEBREAK_CODES as readonly string[]).includes(code) ? (code as TiebreakCode) : null;
}

/** A value as published: quarter-points → 30.5, 21.25; counts and ratings unchanged. */
export function tiebreakDecimal(code: TiebreakCode, value: number): number {
  return value / TIEBREAKS[code].scale;
}

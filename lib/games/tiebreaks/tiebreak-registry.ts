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

export const TIEBREAK_CODES = ['BH', 'BH/C1', 'BH/C2', 'BH/M1', 'SB', 'SB/C1', 'PS', 'PS/C1', 'WIN', 'WON', 'BPG', 'DE', 'ARO', 'KS'] as const;
export type TiebreakCode = (typeof TIEBREAK_CODES)[number];

export interface TiebreakDefinition {
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
export const TIEBREAKS: Record<TiebreakCode, TiebreakDefinition> = {
  BH: { code: 'BH', name: 'Buchholz', scale: 4, higherIsBetter: true, compute: buchholz() },
  'BH/C1': { code: 'BH/C1', name: 'Buchholz Cut 1', scale: 4, higherIsBetter: true, compute: buchholz(1) },
  'BH/C2': { code: 'BH/C2', name: 'Buchholz Cut 2', scale: 4, higherIsBetter: true, compute: buchholz(2) },
  'BH/M1': { code: 'BH/M1', name: 'Buchholz Median 1', scale: 4, higherIsBetter: true, compute: buchholz(1, 1) },
  SB: { code: 'SB', name: 'Sonneborn-Berger', scale: 4, higherIsBetter: true, compute: sonnebornBerger() },
  'SB/C1': { code: 'SB/C1', name: 'Sonneborn-Berger Cut 1', scale: 4, higherIsBetter: true, compute: sonnebornBerger(1) },
  PS: { code: 'PS', name: 'Progressive score', scale: 4, higherIsBetter: true, compute: progressiveScore() },
  'PS/C1': { code: 'PS/C1', name: 'Progressive score Cut 1', scale: 4, higherIsBetter: true, compute: progressiveScore(1) },
  WIN: { code: 'WIN', name: 'Rounds won', scale: 1, higherIsBetter: true, compute: roundsWon },
  WON: { code: 'WON', name: 'Games won over the board', scale: 1, higherIsBetter: true, compute: gamesWon },
  BPG: { code: 'BPG', name: 'Games played with black', scale: 1, higherIsBetter: true, compute: blackGames },
  DE: { code: 'DE', name: 'Direct encounter', scale: 1, higherIsBetter: false, compute: directEncounter },
  ARO: { code: 'ARO', name: 'Average rating of opponents', scale: 1, higherIsBetter: true, compute: averageRatingOfOpponents },
  KS: { code: 'KS', name: 'Koya', scale: 4, higherIsBetter: true, compute: koya },
};

/** Reads a tie-break code as people write it: `BH/C1`, Vega's `BH-C1`, lower case. Null when unknown. */
export function readTiebreakCode(text: string): TiebreakCode | null {
  const code = text.trim().toUpperCase().replace(/-(?=[CM]\d$)/, '/');
  return (TIEBREAK_CODES as readonly string[]).includes(code) ? (code as TiebreakCode) : null;
}

/** A value as published: quarter-points → 30.5, 21.25; counts and ratings unchanged. */
export function tiebreakDecimal(code: TiebreakCode, value: number): number {
  return value / TIEBREAKS[code].scale;
}

/**
 * The three editions of FIDE C.07 that differ in how unplayed rounds count (tiebreaks.md). What
 * changes between them is data here, read by the tie-break functions; nothing else branches on
 * the edition's name.
 */
export const EDITIONS = ['fide-2009', 'fide-2023', 'fide-2026'] as const;
export type Edition = (typeof EDITIONS)[number];

export interface EditionRules {
  /**
   * 2009: a virtual opponent for the player's own unplayed rounds, opponents' unplayed games
   * counted as draws. 2023+: Art. 16 — a dummy opponent with the player's own score, opponents'
   * unplayed rounds counted by category (16.2/16.3).
   */
  unplayedRounds: 'virtual-opponent' | 'dummy';
  /** 2026 Art. 16.4: the dummy's score is capped (forfeits: the scheduled opponent's score; other rounds: draw points × rounds). */
  capDummy: boolean;
  /** 2023 Art. 16.5: cuts remove a voluntary unplayed round's value first. */
  cutVoluntaryUnplayedFirst: boolean;
  /** 2023 Art. 7.1: WIN counts rounds won without playing (forfeit wins, full-point and pairing-allocated byes). */
  winCountsByes: boolean;
  /** C.07 15.2 (2023+): in round robins forfeits count as played, except for rating-based tie-breaks. */
  roundRobinForfeitsPlayed: boolean;
  /** First day the edition applies (events starting on or after it). */
  from: string | null;
}

export const EDITION_RULES: Record<Edition, EditionRules> = {
  'fide-2009': { unplayedRounds: 'virtual-opponent', capDummy: false, cutVoluntaryUnplayedFirst: false, winCountsByes: false, roundRobinForfeitsPlayed: true, from: null },
  'fide-2023': { unplayedRounds: 'dummy', capDummy: false, cutVoluntaryUnplayedFirst: true, winCountsByes: true, roundRobinForfeitsPlayed: true, from: '2023-09-01' },
  'fide-2026': { unplayedRounds: 'dummy', capDummy: true, cutVoluntaryUnplayedFirst: true, winCountsByes: true, roundRobinForfeitsPlayed: true, from: '2026-03-01' },
};

/**
 * The edition in force on an event's start date (`042`): before 2023-09-01 fide-2009, until
 * 2026-02-28 fide-2023, from 2026-03-01 fide-2026 (tiebreaks.md). ISO dates compare as strings.
 */
export function editionForDate(isoDate: string): Edition {
  if (isoDate < EDITION_RULES['fide-2023'].from!) return 'fide-2009';
  if (isoDate < EDITION_RULES['fide-2026'].from!) return 'fide-2023';
  return 'fide-2026';
}

export function isEdition(value: string): value is Edition {
  return (EDITIONS as readonly string[]).includes(value);
}

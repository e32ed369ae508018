import type { TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import type { Lang } from './messages';

/**
 * The tie-breaks' names as people read them, in Polish (the names Polish arbiters use in
 * ChessArbiter and the PZSzach regulations) and English (FIDE C.07 2023). The registry's `name`
 * stays the English one for programs and the command line.
 */
export const TIEBREAK_NAMES: Record<TiebreakCode, { pl: string; en: string }> = {
  BH: { pl: 'Buchholz', en: 'Buchholz' },
  'BH/C1': { pl: 'Buchholz bez najsłabszego wyniku', en: 'Buchholz Cut 1' },
  'BH/C2': { pl: 'Buchholz bez dwóch najsłabszych wyników', en: 'Buchholz Cut 2' },
  'BH/M1': { pl: 'Buchholz średni (bez najlepszego i najsłabszego)', en: 'Buchholz Median 1' },
  SB: { pl: 'Sonneborn-Berger', en: 'Sonneborn-Berger' },
  'SB/C1': { pl: 'Sonneborn-Berger bez najsłabszego wyniku', en: 'Sonneborn-Berger Cut 1' },
  PS: { pl: 'progresja', en: 'Progressive score' },
  'PS/C1': { pl: 'progresja bez pierwszej rundy', en: 'Progressive score Cut 1' },
  WIN: { pl: 'liczba wygranych rund', en: 'Rounds won' },
  WON: { pl: 'liczba partii wygranych przy szachownicy', en: 'Games won over the board' },
  BPG: { pl: 'liczba partii czarnymi', en: 'Games played with black' },
  DE: { pl: 'wynik bezpośredni', en: 'Direct encounter' },
  ARO: { pl: 'średni ranking przeciwników', en: 'Average rating of opponents' },
  KS: { pl: 'system Koya', en: 'Koya' },
};

export function tiebreakName(lang: Lang, code: TiebreakCode): string {
  return TIEBREAK_NAMES[code][lang];
}

/**
 * The words of a competition's table of FIDE rating cards (issue 29: player cards for the leagues
 * where ratings are known), Polish and English with the same keys.
 */
import type { Lang } from './messages';

const pl = {
  title: 'Ranking FIDE: zmiany i ranking turniejowy',
  no: 'Nr',
  name: 'Zawodnik',
  rating: 'Ranking',
  games: 'Partie rank.',
  score: 'Wynik',
  expected: 'Oczekiwany',
  k: 'K',
  change: 'Zmiana',
  average: 'Śr. rywali',
  performance: 'Ranking turniejowy',
  none: 'brak partii rankingowych',
  note: 'Według przepisów rankingowych FIDE (2024): liczą się partie rozegrane z przeciwnikami z rankingiem, bez walkowerów i pauz; wynik oczekiwany z tabeli FIDE, zmiana K × (wynik − oczekiwany); K szacowany z rankingu i wieku (plik nie zna historii zawodnika).',
};

const en: typeof pl = {
  title: 'FIDE rating: changes and performance',
  no: 'No.',
  name: 'Player',
  rating: 'Rating',
  games: 'Rated games',
  score: 'Score',
  expected: 'Expected',
  k: 'K',
  change: 'Change',
  average: 'Avg. opp.',
  performance: 'Performance',
  none: 'no rated game',
  note: 'Under the FIDE rating regulations (2024): games played against rated opponents count, not forfeits or byes; the expected score from FIDE’s table, the change K × (score − expected); K estimated from rating and age (the file has no rating history).',
};

/** The rating cards' words: `words(lang, RATING_WORDS)` (lib/i18n/words.ts). */
export const RATING_WORDS = { pl, en };

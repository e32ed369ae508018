/**
 * The names of the team-ranking criteria (competitions.md §6 "Team ranking as data") in Polish and
 * English: a column header and the words of the order sentence ("Order: match points, game points,
 * …"). One entry per criterion of TEAM_RANKING_CRITERIA (a missing one is a type error).
 */
import type { TeamRankingCriterion, TeamTiebreakEdition } from '@/lib/competitions/team-league/team-league-rules';
import type { Lang } from '@/lib/i18n/messages';

interface CriterionWords {
  /** Column header. */
  short: string;
  /** In the order sentence. */
  long: string;
}

const WORDS: Record<TeamRankingCriterion, Record<Lang, CriterionWords>> = {
  matchPoints: { pl: { short: 'Pkt duże', long: 'liczba dużych (meczowych) punktów' }, en: { short: 'Match pts', long: 'match points' } },
  gamePoints: { pl: { short: 'Pkt małe', long: 'suma małych punktów' }, en: { short: 'Game pts', long: 'game points' } },
  directEncounter: { pl: { short: 'Bezp.', long: 'wynik bezpośredniego spotkania' }, en: { short: 'DE', long: 'direct encounter' } },
  sonnebornBergerGG: { pl: { short: 'EGGSB', long: 'Sonneborn-Berger FIDE (małe punkty przeciwników × małe punkty zdobyte z nimi)' }, en: { short: 'EGGSB', long: 'FIDE Sonneborn-Berger (opponents’ game points × game points scored against them)' } },
  buchholzMP: { pl: { short: 'BH:MP', long: 'Buchholz z dużych punktów przeciwników' }, en: { short: 'BH:MP', long: 'Buchholz of the opponents’ match points' } },
  sonnebornBergerReal: { pl: { short: 'SB', long: 'Sonneborn-Berger z małych punktów przeciwników (mecz wygrany 1, remis ½)' }, en: { short: 'SB', long: 'Sonneborn-Berger with real points (opponents’ game points × 1 for a match won, ½ drawn)' } },
  berlinerWertung: { pl: { short: 'BW', long: 'punktacja berlińska (wygrana na szachownicy k z n warta n+1−k)' }, en: { short: 'BW', long: 'Berliner Wertung (a win on board k of n is worth n+1−k)' } },
  buchholzCut1: { pl: { short: 'BH-1', long: 'Buchholz bez najsłabszego wyniku' }, en: { short: 'BH/C1', long: 'Buchholz cut 1' } },
  buchholz: { pl: { short: 'BH', long: 'pełny Buchholz' }, en: { short: 'BH', long: 'Buchholz' } },
  progressive: { pl: { short: 'Progres', long: 'progres małych punktów' }, en: { short: 'Progressive', long: 'progressive score of game points' } },
  boardPoints: { pl: { short: 'Szachownice', long: 'wyniki na kolejnych szachownicach' }, en: { short: 'Boards', long: 'board results from board 1 down' } },
  sonnebornBergerMG: { pl: { short: 'EMGSB', long: 'Sonneborn-Berger FIDE (duże punkty przeciwników × małe punkty zdobyte z nimi)' }, en: { short: 'EMGSB', long: 'FIDE Sonneborn-Berger (opponents’ match points × game points scored against them)' } },
  sonnebornBergerMGCut1: {
    pl: { short: 'EMGSB-1', long: 'Sonneborn-Berger FIDE (duże punkty przeciwników × małe punkty) bez najmniejszego składnika' },
    en: { short: 'EMGSB/C1', long: 'FIDE Sonneborn-Berger (opponents’ match points × game points) cut 1' },
  },
  buchholzMPCut1: { pl: { short: 'BH:MP-1', long: 'Buchholz z dużych punktów przeciwników bez najsłabszego' }, en: { short: 'BH:MP/C1', long: 'Buchholz of the opponents’ match points cut 1' } },
  publishedOrder: {
    pl: { short: 'Miejsce w pliku', long: 'punktacja pomocnicza pliku TRF w kolejności, jaką plik publikuje (rekord 310)' },
    en: { short: 'File place', long: 'the TRF’s own tie-breaks, in the order the file publishes (record 310)' },
  },
};

export function criterionWords(criterion: TeamRankingCriterion, lang: Lang): CriterionWords {
  return WORDS[criterion][lang];
}

const ORDER: Record<Lang, { order: string; lot: string; edition: Record<TeamTiebreakEdition, string> }> = {
  pl: {
    order: 'Kolejność',
    lot: 'losowanie',
    edition: {
      'fide-2009': 'Rundy bez gry w punktacji pomocniczej: wirtualny przeciwnik (FIDE 2009).',
      'fide-2023': 'Rundy bez gry w punktacji pomocniczej: przeciwnik-widmo z końcowym wynikiem drużyny (FIDE 2023).',
      'fide-2026': 'Rundy bez gry w punktacji pomocniczej: przeciwnik-widmo z ograniczonym wynikiem (FIDE 2026).',
    },
  },
  en: {
    order: 'Order',
    lot: 'lot',
    edition: {
      'fide-2009': 'Unplayed rounds in the tie-breaks: a virtual opponent (FIDE 2009).',
      'fide-2023': 'Unplayed rounds in the tie-breaks: a dummy opponent with the team’s own final score (FIDE 2023).',
      'fide-2026': 'Unplayed rounds in the tie-breaks: a dummy opponent with a capped score (FIDE 2026).',
    },
  },
};

/** "Kolejność: liczba dużych punktów, suma małych punktów, …, losowanie." */
export function rankingOrderSentence(chain: readonly TeamRankingCriterion[], lang: Lang): string {
  const w = ORDER[lang];
  return `${w.order}: ${[...chain.map((c) => WORDS[c][lang].long), w.lot].join(', ')}.`;
}

/** Whether a chain uses a criterion whose unplayed rounds follow the C.07 edition. */
export function editionSentence(chain: readonly TeamRankingCriterion[], edition: TeamTiebreakEdition, lang: Lang): string | null {
  return chain.some((c) => c === 'sonnebornBergerGG' || c === 'sonnebornBergerMG' || c === 'sonnebornBergerMGCut1' || c === 'buchholzMP' || c === 'buchholzMPCut1' || c === 'sonnebornBergerReal') ? ORDER[lang].edition[edition] : null;
}

import type { Lang } from './messages';
import { pluralCategory } from './plural-rule.mjs';

/** The words of the search, the players' and the clubs' pages (issue 30), Polish first. */
const pl = {
  searchLabel: 'Szukaj zawodnika, klubu, rozgrywek',
  searchPlaceholder: 'Nazwisko, klub…',
  searchButton: 'Szukaj',
  searchTitle: 'Szukaj',
  nothingFound: (q: string) => `Nic nie znaleziono dla „${q}”.`,
  players: 'Zawodnicy',
  clubs: 'Kluby',
  competitions: 'Rozgrywki',
  // issue 40: "1 rozgrywki" — rozgrywki has no singular to count with; a player's competitions are starts ("3 starty")
  competitionsCount: (n: number) => `${n} ${plural(n, 'start', 'starty', 'startów', 'startu')}`,
  playersCount: (n: number) => `${n} ${plural(n, 'zawodnik', 'zawodników', 'zawodników', 'zawodnika')}`,
  club: 'Klub',
  year: 'Rok',
  competition: 'Rozgrywki',
  result: 'Wynik',
  rank: 'Miejsce w klasyfikacji',
  total: 'Punkty',
  place: 'Miejsce',
  points: 'Punkty',
  team: 'Drużyna',
  board: 'Szachownica',
  boardRank: 'Miejsce na szachownicy',
  games: 'Partie',
  rating: 'Ranking',
  category: 'Kategoria',
  fideRating: 'Ranking FIDE',
  title: 'Tytuł',
  round: 'Runda',
  opponent: 'Przeciwnik',
  colour: 'Kolor',
  white: 'białe',
  black: 'czarne',
  bye: 'wolny los',
  notPlayed: 'nie rozegrana',
  gamesOf: (name: string) => `Partie — ${name}`,
  clubPlayers: (year: number | null) => (year === null ? 'Zawodnicy' : `Zawodnicy w ${year}`),
  clubTeams: 'Wyniki drużynowe',
  clubOrganized: 'Zorganizowane turnieje (kalendarz)',
  matchPoints: 'Pkt. meczowe',
  gamePoints: 'Pkt. z partii',
  finalPlace: 'Miejsce końcowe',
  date: 'Data',
  city: 'Miejscowość',
  status: { confirmed: 'potwierdzony', 'awaiting-agreement': 'czeka na zgodę', rejected: 'odrzucony', cancelled: 'odwołany' } as Record<string, string>,
  none: 'Brak.',
  playerPage: 'Strona zawodnika w tym sezonie',
  allCompetitions: 'Wszystkie rozgrywki zawodnika →',
};

const en: typeof pl = {
  searchLabel: 'Search a player, club, competition',
  searchPlaceholder: 'Surname, club…',
  searchButton: 'Search',
  searchTitle: 'Search',
  nothingFound: (q: string) => `Nothing found for “${q}”.`,
  players: 'Players',
  clubs: 'Clubs',
  competitions: 'Competitions',
  competitionsCount: (n: number) => `${n} ${pluralCategory('en', n) === 'one' ? 'competition' : 'competitions'}`,
  playersCount: (n: number) => `${n} ${pluralCategory('en', n) === 'one' ? 'player' : 'players'}`,
  club: 'Club',
  year: 'Year',
  competition: 'Competition',
  result: 'Result',
  rank: 'Rank',
  total: 'Points',
  place: 'Place',
  points: 'Points',
  team: 'Team',
  board: 'Board',
  boardRank: 'Board rank',
  games: 'Games',
  rating: 'Rating',
  category: 'Category',
  fideRating: 'FIDE rating',
  title: 'Title',
  round: 'Round',
  opponent: 'Opponent',
  colour: 'Colour',
  white: 'white',
  black: 'black',
  bye: 'bye',
  notPlayed: 'not played',
  gamesOf: (name: string) => `Games — ${name}`,
  clubPlayers: (year: number | null) => (year === null ? 'Players' : `Players in ${year}`),
  clubTeams: 'Team results',
  clubOrganized: 'Tournaments organized (calendar)',
  matchPoints: 'Match points',
  gamePoints: 'Game points',
  finalPlace: 'Final place',
  date: 'Date',
  city: 'Town',
  status: { confirmed: 'confirmed', 'awaiting-agreement': 'awaiting agreement', rejected: 'rejected', cancelled: 'cancelled' },
  none: 'None.',
  playerPage: "The player's page of this season",
  allCompetitions: 'All of the player’s competitions →',
};

/** Polish plural forms by Intl.PluralRules: one, few, many, other (fractions). */
function plural(n: number, one: string, few: string, many: string, other: string): string {
  const form = pluralCategory('pl', n);
  return form === 'one' ? one : form === 'few' ? few : form === 'many' ? many : other;
}

/** The person and club pages' words: `words(lang, PEOPLE_WORDS)` (lib/i18n/words.ts). */
export const PEOPLE_WORDS: Record<Lang, typeof pl> = { pl, en };

/** A game's TRF result code (lib/people/participants/game-codes.ts) as a reader reads it. */
export function resultWord(lang: Lang, code: string): string {
  const w = PEOPLE_WORDS[lang];
  switch (code) {
    case '1':
    case 'W':
      return '1';
    case '0':
    case 'L':
      return '0';
    case '=':
    case 'D':
      return '½';
    case '+':
      return '+';
    case '-':
      return '−';
    case 'H':
      return `½ (${w.bye})`;
    case 'F':
    case 'U':
      return `1 (${w.bye})`;
    case 'Z':
      return `0 (${w.bye})`;
    default:
      return w.notPlayed;
  }
}

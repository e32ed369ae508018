import { pluralForm } from '@/lib/i18n/plural';

/**
 * Words of the pages of games (pairings, a tournament's and a player's games), Polish and English, one table a component
 * (moved from the components, issue 23: words live in the catalogue). The English table has the Polish one's keys.
 */

/** Words of app/components/games/round-pairings.tsx. */
export const ROUND_PAIRINGS_WORDS = {
  pl: {
    pairings: 'Kojarzenia i wyniki rund',
    round: (n: number) => `Runda ${n}`,
    board: 'Szach.',
    white: 'Białe',
    black: 'Czarne',
    points: 'Pkt',
    result: 'Wynik',
    startingList: 'Lista startowa (według rankingu)',
    no: 'Nr',
    name: 'Zawodnik',
    title: 'Tytuł',
    rating: 'Ranking',
    federation: 'Fed.',
    fullBye: 'pauza (punkt bez gry)',
    halfBye: 'pauza (pół punktu)',
    absent: 'bez pary',
    explain: 'Przy nazwisku: punkty przed rundą. Szachownice w kolejności wyników przed rundą.',
    progress: 'Miejsce po każdej rundzie',
    progressExplain: 'Miejsce, jakie zawodnik zajmował po danej rundzie: punkty, potem punktacja pomocnicza turnieju liczona z partii do tej rundy.',
    afterRound: (n: number) => `po rundzie ${n}`,
  },
  en: {
    pairings: 'Pairings and results by round',
    round: (n: number) => `Round ${n}`,
    board: 'Bd.',
    white: 'White',
    black: 'Black',
    points: 'Pts',
    result: 'Result',
    startingList: 'Starting list (by rating)',
    no: 'No.',
    name: 'Player',
    title: 'Title',
    rating: 'Rating',
    federation: 'Fed.',
    fullBye: 'bye (a point without a game)',
    halfBye: 'bye (half a point)',
    absent: 'not paired',
    explain: 'By each name: the points before the round. Boards in the order of the scores before the round.',
    progress: 'Rank after each round',
    progressExplain: 'The rank a player held after each round: points, then the event’s tie-breaks over the games up to that round.',
    afterRound: (n: number) => `after round ${n}`,
  },
} as const;

/** Words of app/components/games/tournament-games.tsx. */
export const TOURNAMENT_GAMES_WORDS = {
  pl: {
    ranking: 'Ranking z punktacją pomocniczą',
    crossTable: 'Tabela krzyżowa',
    rank: 'M-ce',
    startNo: 'Nr',
    player: 'Zawodnik',
    points: 'Pkt.',
    round: (n: number) => `R${n}`,
    explain: (chain: string, edition: string) => `Kolejność: punkty, następnie ${chain} (FIDE C.07, wydanie ${edition}). Miejsca wyliczone z partii zapisanych w pliku (TRF, tabela krzyżowa).`,
    legend: 'W komórce: miejsce przeciwnika w rankingu, kolor (b — białe, c — czarne) i wynik; + / − walkower, ½ / 1 bez przeciwnika — pauza.',
    download: 'Pobierz JSON',
    colour: { w: 'b', b: 'c' },
  },
  en: {
    ranking: 'Ranking with tie-breaks',
    crossTable: 'Cross-table',
    rank: 'Rk',
    startNo: 'No.',
    player: 'Player',
    points: 'Pts',
    round: (n: number) => `R${n}`,
    explain: (chain: string, edition: string) => `Order: points, then ${chain} (FIDE C.07, ${edition} edition). Places computed from the games in the file (TRF or cross-table).`,
    legend: 'Each cell: the opponent’s rank, colour (w — white, b — black) and result; + / − forfeit, ½ / 1 without an opponent — a bye.',
    download: 'Download JSON',
    colour: { w: 'w', b: 'b' },
  },
} as const;

/** Words of app/components/games/player-games.tsx. */
export const PLAYER_GAMES_WORDS = {
  pl: {
    title: 'Partie',
    round: 'Runda',
    colour: 'Kolor',
    opponent: 'Przeciwnik',
    rating: 'Ranking',
    result: 'Wynik',
    white: 'białe',
    black: 'czarne',
    bye: 'pauza',
    notPaired: 'bez pary',
    forfeit: 'walkower',
    card: (rating: number, games: number, score: string, expected: string, k: number, change: string, ra: number, rp: number) =>
      `Ranking FIDE ${rating}: ${games} ${pluralForm('pl', games, { one: 'partia rankingowa', few: 'partie rankingowe', many: 'partii rankingowych' })}, wynik ${score} przy oczekiwanym ${expected}; zmiana rankingu ${change} (K = ${k}); średni ranking przeciwników ${ra}, ranking turniejowy ${rp}.`,
    cardNote: 'Według przepisów rankingowych FIDE (2024): liczą się partie rozegrane z przeciwnikami z rankingiem, bez walkowerów i pauz; K szacowany z rankingu i wieku (plik nie zna historii zawodnika).',
    noCard: (rating: number) => `Ranking FIDE ${rating}: brak partii rankingowych w tym turnieju.`,
  },
  en: {
    title: 'Games',
    round: 'Round',
    colour: 'Colour',
    opponent: 'Opponent',
    rating: 'Rating',
    result: 'Result',
    white: 'white',
    black: 'black',
    bye: 'bye',
    notPaired: 'not paired',
    forfeit: 'forfeit',
    card: (rating: number, games: number, score: string, expected: string, k: number, change: string, ra: number, rp: number) =>
      `FIDE rating ${rating}: ${games} ${pluralForm('en', games, { one: 'rated game', other: 'rated games' })}, score ${score} against an expected ${expected}; rating change ${change} (K = ${k}); average opponent ${ra}, performance ${rp}.`,
    cardNote: 'Under the FIDE rating regulations (2024): games played against rated opponents count, not forfeits or byes; K estimated from rating and age (the file has no rating history).',
    noCard: (rating: number) => `FIDE rating ${rating}: no rated game in this tournament.`,
  },
} as const;

/** Issue 40, item 4: the in-page navigation of a long page (a competition's sections), Polish first. */
export const ON_PAGE_WORDS = {
  pl: {
    label: 'Na tej stronie',
    sections: {
      'final-ranking': 'Klasyfikacja końcowa',
      matches: 'Półfinały i finał',
      groups: 'Grupy',
      playoff: 'Baraż',
      qualifier: 'Eliminacje',
      swiss: 'Turniej szwajcarski',
      pairings: 'Kojarzenia',
      'starting-list': 'Lista startowa',
      'rank-progress': 'Miejsca po rundach',
      ratings: 'Rankingi',
      standings: 'Tabela',
      'cross-table': 'Tabela krzyżowa',
      schedule: 'Terminarz',
      knockout: 'Faza pucharowa',
      table: 'Tabela',
      rounds: 'Rundy i mecze',
      boards: 'Szachownice',
      violations: 'Kontrola składów',
      rosters: 'Składy',
      fees: 'Opłaty',
    } as Record<string, string>,
  },
  en: {
    label: 'On this page',
    sections: {
      'final-ranking': 'Final ranking',
      matches: 'Semi-finals and final',
      groups: 'Groups',
      playoff: 'Play-off',
      qualifier: 'Qualifier',
      swiss: 'Swiss',
      pairings: 'Pairings',
      'starting-list': 'Starting list',
      'rank-progress': 'Rank after each round',
      ratings: 'Ratings',
      standings: 'Standings',
      'cross-table': 'Cross-table',
      schedule: 'Schedule',
      knockout: 'Knock-out',
      table: 'Table',
      rounds: 'Rounds and matches',
      boards: 'Boards',
      violations: 'Line-up checks',
      rosters: 'Rosters',
      fees: 'Fees',
    } as Record<string, string>,
  },
} as const;

/** Issue 40 walk: under a knock-out bracket wider than a phone's screen, that it scrolls (shown by public/site.css on narrow screens). */
export const BRACKET_WORDS = {
  pl: { hint: 'Drabinka jest szersza niż ekran — przesuń ją w bok →' },
  en: { hint: 'The bracket is wider than the screen — swipe it sideways →' },
} as const;

/** The names of the stages of a competition's games (lib/games/stage-label.ts): an open's games.csv, a team league's play-off. */
export const STAGE_WORDS = {
  pl: { group: 'Grupa', places: 'Miejsca', semi: 'Półfinał', fixed: { playoff: 'Baraż', third: 'Mecz o 3. miejsce', final: 'Finał' } as Record<string, string> },
  en: { group: 'Group', places: 'Places', semi: 'Semi-final', fixed: { playoff: 'Play-off', third: 'Third place', final: 'Final' } as Record<string, string> },
};

// this kind's coded words, merged into the catalogue when first imported (issue 39)
import './swiss-open-problem-words';
import type { MatchStatus } from '@/lib/competitions/swiss-open/knockout-match';
import type { QualifierStatus } from '@/lib/competitions/swiss-open/qualifier-cut';
import type { KindWordTable } from '@/lib/i18n/kind-words';

/**
 * Words of the open (swiss-open): its names and its folder's files, its pages and the arbiter's game
 * entry, Polish and English, one table a component (moved from the components, issue 23; into the
 * kind's folder, issue 39 — the catalogue of a kind's words is its folder). The English table has the
 * Polish one's keys.
 */

/**
 * The open's names people read, its title and what each file of its folder holds (the workspace's
 * list, competitions.md §6): merged into the catalogue when the kind registers (lib/i18n/kind-words.ts).
 */
export const SWISS_OPEN_KIND_WORDS: KindWordTable<'event.json' | 'swiss.trf' | 'games.csv', 'game'> = {
  pl: {
    group: 'Turnieje otwarte',
    one: 'turniej otwarty',
    label: 'Open',
    // issue 40: an open is a Swiss with a final stage after it, or a plain Swiss — the kind names both
    title: 'Open: system szwajcarski (z fazą finałową lub bez)',
    folder: {
      'event.json': 'opis: nazwa, regulamin (preset), daty i nazwy plików poniżej',
      'swiss.trf': 'turniej szwajcarski (w openie z fazą finałową: eliminacje) jako FIDE TRF albo tabela krzyżowa chess-results (.xlsx lub zapisana jako CSV)',
      'games.csv': 'tylko open z fazą finałową — późniejsze partie: stage,round,white,black,result (baraż, grupy, mecze); rośnie w ciągu dnia',
    },
    entries: { game: { label: 'Wpisz partię (telefon)', title: 'Wpisywanie partii' } },
  },
  en: {
    group: 'Opens',
    one: 'open',
    label: 'Open',
    title: 'Open: a Swiss (with or without a final stage)',
    folder: {
      'event.json': 'the description: name, regulation (preset), dates and the names of the files below',
      'swiss.trf': 'the Swiss (in an open with a final stage: the qualifier) as a FIDE TRF or a chess-results crosstable (.xlsx or saved as CSV)',
      'games.csv': 'only an open with a final stage — the later games: stage,round,white,black,result (play-off, groups, matches); grows during the day',
    },
    entries: { game: { label: 'Enter a game (phone)', title: 'Game entry' } },
  },
};

declare module '@/lib/i18n/kind-words' {
  interface KindWordTables {
    'swiss-open': (typeof SWISS_OPEN_KIND_WORDS)['pl'];
  }
}

/** Issue 40: what one open is, under its name on its page — by its rules' format. */
export const OPEN_FORMAT_WORDS = {
  pl: { 'cut-and-final': 'Open: eliminacje szwajcarskie, baraże, grupy i mecze', swiss: 'Open: system szwajcarski' },
  en: { 'cut-and-final': 'Open: a Swiss qualifier, play-off, groups and matches', swiss: 'Open: Swiss system' },
} as const;

/** Words of app/components/competitions/swiss-open/slot-name.tsx. */
export const SLOT_NAME_WORDS = {
  pl: { open: 'jeszcze nie wiadomo', oneOf: 'jeden z:' },
  en: { open: 'not known yet', oneOf: 'one of:' },
};

/** Words of app/components/competitions/swiss-open/match-bracket.tsx. */
export const MATCH_BRACKET_WORDS = {
  pl: {
    title: 'Półfinały, mecz o 3. miejsce i finał',
    rule: 'Mecze dwupartiowe; przy wyniku 1–1 partia nagłej śmierci (białe muszą wygrać) — pkt 2.7.3.',
    names: { 'semi-1': 'Półfinał: zwycięzca grupy I – zwycięzca grupy IV', 'semi-2': 'Półfinał: zwycięzca grupy II – zwycięzca grupy III', third: 'Mecz o 3. miejsce', final: 'Finał' } as Record<string, string>,
    game: (r: number | 'A') => (r === 'A' ? 'Armagedon' : `Partia ${r}`),
    status: { waiting: 'czeka na zawodników', 'to-play': 'do rozegrania', 'under-way': 'w toku', armageddon: '1–1: czeka na armagedon', decided: 'rozstrzygnięty' } satisfies Record<MatchStatus, string>,
    winner: 'Zwycięzca:',
    bracket: 'Drabinka',
    semis: 'Półfinały',
    finals: 'Finał i mecz o 3. miejsce',
    finalShort: 'Finał',
    thirdShort: 'O 3. miejsce',
    // issue 40 walk: a side not known yet is drawn by where it comes from (the list of everyone who could still be there made the bracket wider than the page)
    groupWinner: (group: string) => `zwycięzca grupy ${group}`,
    semiWinner: (n: number) => `zwycięzca ${n}. półfinału`,
    semiLoser: (n: number) => `przegrany ${n}. półfinału`,
    byWithdrawal: '(wycofanie przeciwnika)',
    white: 'Białe',
    black: 'Czarne',
    result: 'Wynik',
    toPlay: 'do rozegrania',
  },
  en: {
    title: 'Semi-finals, third place and final',
    rule: 'Two-game matches; at 1–1 one armageddon (white must win) — §2.7.3.',
    names: { 'semi-1': 'Semi-final: winner of group I – winner of group IV', 'semi-2': 'Semi-final: winner of group II – winner of group III', third: 'Third-place match', final: 'Final' } as Record<string, string>,
    game: (r: number | 'A') => (r === 'A' ? 'Armageddon' : `Game ${r}`),
    status: { waiting: 'waiting for its players', 'to-play': 'to play', 'under-way': 'under way', armageddon: '1–1: armageddon to play', decided: 'decided' } satisfies Record<MatchStatus, string>,
    winner: 'Winner:',
    bracket: 'Bracket',
    semis: 'Semi-finals',
    finals: 'Final and third place',
    finalShort: 'Final',
    thirdShort: 'Third place',
    groupWinner: (group: string) => `winner of group ${group}`,
    semiWinner: (n: number) => `winner of semi-final ${n}`,
    semiLoser: (n: number) => `loser of semi-final ${n}`,
    byWithdrawal: '(opponent withdrew)',
    white: 'White',
    black: 'Black',
    result: 'Result',
    toPlay: 'to play',
  },
};

/** Words of app/components/competitions/swiss-open/qualifier-table.tsx. */
export const QUALIFIER_TABLE_WORDS = {
  pl: {
    title: 'Turniej eliminacyjny',
    /** Issue 40: a plain Swiss open — its Swiss is the whole event, with no cut. */
    plainTitle: 'Tabela turnieju szwajcarskiego',
    plainOrder: 'Kolejność: punkty, potem kolejno',
    rounds: (played: number, of: number) => `Rozegrane rundy: ${played} z ${of}`,
    rank: 'Miejsce',
    no: 'Nr',
    name: 'Zawodnik',
    points: 'Pkt',
    status: 'Status',
    statuses: { qualified: 'awans', playoff: 'dogrywka', out: 'turniej szwajcarski', withdrawn: 'wycofany', open: '' } satisfies Record<QualifierStatus, string>,
    cut: (n: number) => `Awans dla ${n} najlepszych (pkt 2.5). Kolejność: punkty, potem kolejno`,
    tie: (points: string, k: number) => `Zawodnicy z ${points} pkt — tyle, ile ma 16. zawodnik — grają dogrywkę o ${k} ${k === 1 ? 'miejsce' : 'miejsca'} (pkt 2.5.1).`,
    lot: 'Pełny remis we wszystkich punktacjach — kolejność rozstrzyga losowanie (event.json „lots”):',
    underWay: 'Turniej trwa: kolejność jest tymczasowa.',
  },
  en: {
    title: 'Qualifier',
    plainTitle: 'Swiss standings',
    plainOrder: 'Order: points, then',
    rounds: (played: number, of: number) => `Rounds played: ${played} of ${of}`,
    rank: 'Rank',
    no: 'No',
    name: 'Player',
    points: 'Pts',
    status: 'Status',
    statuses: { qualified: 'qualified', playoff: 'play-off', out: 'Swiss', withdrawn: 'withdrawn', open: '' } satisfies Record<QualifierStatus, string>,
    cut: (n: number) => `The top ${n} qualify (§2.5). Order: points, then`,
    tie: (points: string, k: number) => `Players on ${points} points — the 16th's score — play off for ${k} place${k === 1 ? '' : 's'} (§2.5.1).`,
    lot: 'Level on every tie-break — a lot decides the order (event.json "lots"):',
    underWay: 'Under way: the order is provisional.',
  },
};

/** Words of app/components/competitions/swiss-open/playoff-bracket.tsx. */
export const PLAYOFF_BRACKET_WORDS = {
  pl: {
    title: 'Dogrywka o awans',
    rule: 'Najwyżej rozstawiony gra z najniżej rozstawionym (pkt 2.5.4); jedna partia nagłej śmierci 5 min białe / 4 min czarne — białe muszą wygrać, czarnym wystarcza remis (pkt 2.5.5).',
    round: (n: number, last: boolean) => (last ? `Runda ${n} (ostatnia)` : `Runda ${n}`),
    waiting: 'Czekają na następną rundę:',
    white: 'białe',
    toPlay: 'do rozegrania',
    through: 'awans:',
    byWithdrawal: '(wycofanie przeciwnika)',
    seats: 'Numery startowe w turnieju finałowym',
    seat: 'Nr',
    player: 'Zawodnik',
  },
  en: {
    title: 'Play-off at the cut',
    rule: 'Highest seed plays lowest (§2.5.4); one armageddon game, 5 min white / 4 min black — white must win, a draw is enough for black (§2.5.5).',
    round: (n: number, last: boolean) => (last ? `Round ${n} (last)` : `Round ${n}`),
    waiting: 'Waiting for the next round:',
    white: 'white',
    toPlay: 'to play',
    through: 'through:',
    byWithdrawal: '(opponent withdrew)',
    seats: 'Start numbers in the final stage',
    seat: 'No',
    player: 'Player',
  },
};

/** Words of app/components/competitions/swiss-open/final-ranking.tsx. */
export const FINAL_RANKING_WORDS = {
  pl: {
    title: 'Klasyfikacja końcowa',
    how: 'Miejsca 1–2: finał; 3–4: mecz o 3. miejsce; 5–16: turnieje o miejsca; od 17.: turniej szwajcarski (pkt 2.6–2.7).',
    none: 'Żadne miejsce nie jest jeszcze rozstrzygnięte.',
    /** Issue 40: a plain Swiss open. */
    plainHow: 'Miejsca według punktów, potem punktacji pomocniczej turnieju szwajcarskiego; rozstrzygnięte po ostatniej rundzie.',
    place: 'Miejsce',
    no: 'Nr',
    name: 'Zawodnik',
    from: 'Rozstrzygnięte w',
    stages: { final: 'finał', third: 'mecz o 3. miejsce', swiss: 'turniej szwajcarski' } as Record<string, string>,
    placesStage: (id: string) => id.replace('places-', 'turniej o miejsca ').replace(/-(\d+)$/, '–$1'),
    swissTitle: 'Turniej szwajcarski',
    swissRounds: (a: number, b: number, decided: boolean) => `Rozegrane rundy: ${a} z ${b}${decided ? '' : ' — miejsca tymczasowe'}`,
    points: 'Pkt',
    mayQualify: '(gra w dogrywce o awans)',
    shared: 'ex aequo — pełny remis, rozstrzyga losowanie',
  },
  en: {
    title: 'Final ranking',
    how: 'Places 1–2: the final; 3–4: the third-place match; 5–16: the placement round robins; 17 on: the Swiss (§2.6–2.7).',
    none: 'No place is decided yet.',
    plainHow: "Places by points, then the Swiss's tie-breaks; decided once the last round is in.",
    place: 'Place',
    no: 'No',
    name: 'Player',
    from: 'Decided in',
    stages: { final: 'final', third: 'third-place match', swiss: 'Swiss' } as Record<string, string>,
    placesStage: (id: string) => id.replace('places-', 'places ').replace(/-(\d+)$/, '–$1'),
    swissTitle: 'Swiss continuation',
    swissRounds: (a: number, b: number, decided: boolean) => `Rounds played: ${a} of ${b}${decided ? '' : ' — places provisional'}`,
    points: 'Pts',
    mayQualify: '(in the play-off)',
    shared: 'shared — a complete tie, a lot decides',
  },
};

/** Words of app/components/competitions/swiss-open/group-tables.tsx. */
export const GROUP_TABLES_WORDS = {
  pl: {
    groups: 'Turnieje grupowe',
    group: (name: string) => `Grupa ${name}`,
    placements: 'Turnieje o miejsca',
    places: (a: number, b: number) => `Miejsca ${a}–${b}`,
    order: 'Kolejność: punkty, punktacja Sonnenborna-Bergera, liczba zwycięstw, miejsce w turnieju eliminacyjnym (pkt 2.7.1).',
    members: 'Zawodnicy:',
    pos: 'Miejsce',
    seat: 'Nr',
    name: 'Zawodnik',
    points: 'Pkt',
    decided: 'rozstrzygnięte',
    provisional: 'tymczasowo',
    forfeitByRules: 'walkower (wycofanie)',
    remaining: 'Do rozegrania:',
  },
  en: {
    groups: 'Groups',
    group: (name: string) => `Group ${name}`,
    placements: 'Placement round robins',
    places: (a: number, b: number) => `Places ${a}–${b}`,
    order: 'Order: points, Sonneborn-Berger, wins, place in the qualifier (§2.7.1).',
    members: 'Players:',
    pos: 'Pos',
    seat: 'No',
    name: 'Player',
    points: 'Pts',
    decided: 'decided',
    provisional: 'provisional',
    forfeitByRules: 'forfeit (withdrawal)',
    remaining: 'Still to play:',
  },
};

/** Words of app/[lang]/arbiter/competitions/[slug]/game/game-entry-form.tsx. */
export const GAME_ENTRY_FORM_WORDS = {
  pl: {
    due: 'Partie czekające na wynik',
    dueNone: 'Żadna wyznaczona partia nie czeka teraz na wynik — wpisz partię niżej.',
    round: (r: number | 'A') => (r === 'A' ? 'armagedon' : `runda ${r}`),
    coloursOpen: 'kolory wg losowania — w razie potrzeby zamień je w formularzu',
    form: 'Partia',
    stage: 'Etap',
    roundField: 'Runda (liczba albo A — armagedon)',
    white: 'Białe',
    black: 'Czarne',
    result: 'Wynik',
    choose: '— wybierz —',
    swap: 'Zamień kolory',
    preview: 'Podgląd',
    changes: 'Co się zmieni',
    ranking: 'Klasyfikacja końcowa po tej partii (na razie)',
    rankingNone: 'Żadne miejsce klasyfikacji końcowej nie jest jeszcze rozstrzygnięte.',
    place: 'Miejsce',
    player: 'Zawodnik',
    isNew: 'nowe',
    save: 'Zapisz partię',
  },
  en: {
    due: 'Games waiting for a result',
    dueNone: 'No determined game is waiting for a result now — enter a game below.',
    round: (r: number | 'A') => (r === 'A' ? 'armageddon' : `round ${r}`),
    coloursOpen: 'colours by lot — swap them in the form if needed',
    form: 'The game',
    stage: 'Stage',
    roundField: 'Round (a number, or A — armageddon)',
    white: 'White',
    black: 'Black',
    result: 'Result',
    choose: '— choose —',
    swap: 'Swap colours',
    preview: 'Preview',
    changes: 'What changes',
    ranking: 'Final ranking after this game (so far)',
    rankingNone: 'No place of the final ranking is decided yet.',
    place: 'Place',
    player: 'Player',
    isNew: 'new',
    save: 'Save the game',
  },
} as const;

/** Words of app/[lang]/arbiter/competitions/[slug]/game/page.tsx. */
export const GAME_PAGE_WORDS = {
  pl: {
    title: (name: string) => `${name}: wpisz partię`,
    intro: 'Jedna partia naraz: wybierz partię, która czeka na wynik, albo wpisz etap, rundę, zawodników i wynik. Najpierw podgląd tego, co się zmieni, potem zapis — plik partii dostaje nową wersję.',
    back: 'Wszystkie rozgrywki',
    public: 'Strona turnieju',
    refused: 'Tu nie da się jeszcze wpisać partii:',
  },
  en: {
    title: (name: string) => `${name}: enter a game`,
    intro: 'One game at a time: pick a game waiting for its result, or enter the stage, round, players and result. First a preview of what changes, then save — the games file gets a new version.',
    back: 'All competitions',
    public: 'Event page',
    refused: 'No game can be entered here yet:',
  },
} as const;

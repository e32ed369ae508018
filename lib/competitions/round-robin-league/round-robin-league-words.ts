// this kind's coded words, merged into the catalogue when first imported (issue 39)
import './round-robin-league-problem-words';
import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import type { KindWordTable } from '@/lib/i18n/kind-words';

type Thresholds = LeagueResult['thresholds'];

/**
 * Words of the round-robin leagues: their names and their folder's files, their pages and the
 * arbiter's league game entry, Polish and English, one table a component (moved from the components,
 * issue 23; into the kind's folder, issue 39). The English table has the Polish one's keys.
 */

/**
 * The leagues' names people read, their title and what each file of their folder holds (the
 * workspace's list, competitions.md §6): merged into the catalogue when the kind registers (lib/i18n/kind-words.ts).
 */
export const ROUND_ROBIN_LEAGUE_KIND_WORDS: KindWordTable<'league.json' | '<id>.trf' | 'postponements.csv', 'league-game'> = {
  pl: {
    group: 'Ligi',
    one: 'ligi kołowe',
    label: 'Liga kołowa',
    title: 'Ligi kołowe z dniami rezerwowymi',
    folder: {
      'league.json': 'opis: nazwa, regulamin (preset), lista lig (id, nazwa, plik z wynikami, wykluczeni) i plik przełożeń',
      // issue 40: what a new arbiter has, said without the developer docs
      '<id>.trf': 'plik z wynikami każdej ligi, pod dowolną nazwą — o tym, czym jest, decyduje jego treść; plik, którego league.json nie wymienia, staje się plikiem pierwszej ligi bez pliku albo nową ligą (league.json zapisuje się razem z nim): FIDE TRF, tabela krzyżowa turnieju kołowego z chess-results (CSV, Excel lub zapisana strona), tabela krzyżowa Vegi albo strona z grupami (każda grupa osobną ligą)',
      'postponements.csv': 'przełożone i odrobione partie',
    },
    entries: { 'league-game': { label: 'Wpisz wynik, przełożenie lub odrobienie partii', title: 'Wynik, przełożenie lub odrobienie partii ligi' } },
  },
  en: {
    group: 'Leagues',
    one: 'round-robin leagues',
    label: 'Round-robin league',
    title: 'Round-robin leagues with reserve days',
    folder: {
      'league.json': 'the description: name, regulation (preset), the leagues (id, name, results file, excluded) and the postponements file',
      '<id>.trf': 'each league\'s results file, under any name — its content decides what it is; a file league.json does not name becomes the file of the first league without one, or a new league (league.json is stored with it): a FIDE TRF, a chess-results round-robin crosstable (CSV, Excel or a saved page), a Vega crosstable, or a page of groups (each group a league of its own)',
      'postponements.csv': 'postponed and made-up games',
    },
    entries: { 'league-game': { label: 'Enter a game’s result, postponement or made-up date', title: 'A league game’s result, postponement or made-up date' } },
  },
};

declare module '@/lib/i18n/kind-words' {
  interface KindWordTables {
    'round-robin-league': (typeof ROUND_ROBIN_LEAGUE_KIND_WORDS)['pl'];
  }
}

/** Words of app/components/competitions/round-robin-league/league-season-overview.tsx. */
export const LEAGUE_SEASON_OVERVIEW_WORDS = {
  pl: {
    caption: 'Ligi sezonu',
    league: 'Liga',
    days: 'Dni gry',
    timeControl: 'Tempo',
    leader: 'Prowadzi',
    games: 'Partie rozegrane',
    postponed: 'Przełożone',
    exclusionsDue: 'Do decyzji',
    asOf: (d: string) => `Stan na ${d}.`,
    reserveLeft: (n: number, list: string) => (n === 0 ? 'Nie zostały żadne dni rezerwowe.' : `Pozostałe dni rezerwowe (${n}): ${list}.`),
  },
  en: {
    caption: 'Leagues of the season',
    league: 'League',
    days: 'Game days',
    timeControl: 'Time control',
    leader: 'Leader',
    games: 'Games decided',
    postponed: 'Postponed',
    exclusionsDue: 'To decide',
    asOf: (d: string) => `As of ${d}.`,
    reserveLeft: (n: number, list: string) => (n === 0 ? 'No reserve days are left.' : `Reserve days left (${n}): ${list}.`),
  },
} as const;

/** Words of app/components/competitions/round-robin-league/league-cross-table.tsx. */
export const LEAGUE_CROSS_TABLE_WORDS = {
  pl: {
    caption: 'Tabela turniejowa',
    number: 'Nr',
    name: 'Zawodnik',
    points: 'Pkt',
    place: 'M.',
    postponed: 'odł.',
    postponedTitle: (round: number) => `partia ${round}. rundy przełożona, do rozegrania`,
    annulledTitle: (name: string) => `anulowana: ${name} wykluczony, zanim rozegrał wymaganą liczbę partii`,
    forfeitTitle: (name: string) => `walkower po wykluczeniu: ${name}`,
    round: (round: number) => `runda ${round}`,
    legend: '1 wygrana, ½ remis, 0 przegrana, + / − walkower, odł. partia przełożona; skreślone — anulowane po wykluczeniu (nie liczą się do klasyfikacji, liczą się do rankingu).',
  },
  en: {
    caption: 'Cross-table',
    number: 'No',
    name: 'Player',
    points: 'Pts',
    place: 'Pl.',
    postponed: 'ppd',
    postponedTitle: (round: number) => `round ${round} game postponed, still to play`,
    annulledTitle: (name: string) => `annulled: ${name} excluded with too few games played`,
    forfeitTitle: (name: string) => `forfeit after the exclusion of ${name}`,
    round: (round: number) => `round ${round}`,
    legend: '1 win, ½ draw, 0 loss, + / − forfeit, ppd postponed game; struck through — annulled after an exclusion (not counted for the standings, still rated).',
  },
} as const;

/** Words of app/components/competitions/round-robin-league/league-legend.tsx. */
export const LEAGUE_LEGEND_WORDS = {
  pl: {
    title: 'Jak liczymy',
    schedule: (berger: boolean) => (berger ? 'Kojarzenia według tabel Bergera FIDE (numery startowe = numery losowania).' : 'Kojarzenia według pliku programu kojarzącego (nie są tabelą Bergera).'),
    warning: (h: number) => `Nieobecność jest usprawiedliwiona, gdy zawodnik uprzedził co najmniej ${h} godziny przed rundą i podał ważny powód — partia przechodzi na dzień rezerwowy; w przeciwnym razie przegrywa walkowerem.`,
    forfeits: 'Walkower w pliku wyników bez wpisu w pliku przełożeń liczymy jako nieobecność bez uprzedzenia.',
    notAccepted: 'Uprzedzenie w terminie bez ważnego powodu: przegrana, ale nie nieobecność bez uprzedzenia.',
    excluded: 'Wykluczony z co najmniej wymaganą liczbą partii pozostaje w klasyfikacji według punktów.',
    edition: (e: string) => `Punktacja pomocnicza według FIDE C.07, partie nierozegrane wg ${e}; w turnieju kołowym walkowery liczą się jak partie.`,
  },
  en: {
    title: 'How we count',
    schedule: (berger: boolean) => (berger ? "Pairings from FIDE's Berger tables (start numbers are the drawn numbers)." : "Pairings from the pairing program's file (not a Berger table)."),
    warning: (h: number) => `An absence is excused when the player warned at least ${h} hours before the round with a valid reason — the game moves to a reserve day; otherwise it is lost by forfeit.`,
    forfeits: 'A forfeit in the results file that the postponements file does not explain counts as an absence without warning.',
    notAccepted: 'A warning in time without a valid reason: a loss, but not an absence without warning.',
    excluded: 'A player excluded with at least the required games played stays in the standings by points.',
    edition: (e: string) => `Tie-breaks by FIDE C.07, unplayed rounds by ${e}; in a round robin forfeits count as games.`,
  },
} as const;

/** Words of app/components/competitions/round-robin-league/league-postponed-games.tsx. */
export const LEAGUE_POSTPONED_GAMES_WORDS = {
  pl: {
    caption: 'Partie przełożone, do rozegrania',
    none: 'Brak przełożonych partii do rozegrania.',
    round: 'Runda',
    game: 'Partia',
    askedBy: 'Na prośbę',
    scheduled: 'Termin pierwotny',
    newDate: 'Nowy termin',
    left: 'Pozostałe dni rezerwowe',
    notFixed: 'nie ustalono',
    noneLeft: 'brak',
  },
  en: {
    caption: 'Postponed games still to play',
    none: 'No postponed games left to play.',
    round: 'Round',
    game: 'Game',
    askedBy: 'Asked by',
    scheduled: 'Was scheduled',
    newDate: 'New date',
    left: 'Reserve days left',
    notFixed: 'not fixed',
    noneLeft: 'none',
  },
} as const;

/** Words of app/components/competitions/round-robin-league/league-exclusions.tsx. */
export const LEAGUE_EXCLUSIONS_WORDS = {
  pl: {
    caption: 'Wykluczenia',
    player: 'Zawodnik',
    postponed: 'Nierozegrane partie przełożone na własną prośbę',
    absences: 'Nieobecności bez uprzedzenia',
    state: 'Stan',
    due: (since: string | null) => `przesłanka wykluczenia${since ? ` od ${since}` : ''} — czeka na decyzję sędziego`,
    annulled: (n: number) => `wykluczony; mniej niż ${n} rozegranych partii — wszystkie jego partie anulowane`,
    forfeited: (n: number) => `wykluczony; co najmniej ${n} rozegranych partii — pozostałe partie walkowerem`,
    confirmedWithoutRule: 'wykluczony decyzją sędziego',
    rules: (t: Thresholds) =>
      `Regulamin: wykluczenie po ${t.unplayedPostponed} nierozegranych partiach przełożonych (nie liczą się partie przełożone na prośbę przeciwnika ani już odrobione) albo po ${t.absencesWithoutWarning} nieobecnościach bez uprzedzenia (co najmniej ${t.warningHours} godziny przed rundą).`,
  },
  en: {
    caption: 'Exclusions',
    player: 'Player',
    postponed: 'Own postponed games not yet played',
    absences: 'Absences without warning',
    state: 'State',
    due: (since: string | null) => `an exclusion rule triggers${since ? ` since ${since}` : ''} — awaiting the arbiter`,
    annulled: (n: number) => `excluded; fewer than ${n} games played — all their games annulled`,
    forfeited: (n: number) => `excluded; ${n} or more games played — remaining games forfeited`,
    confirmedWithoutRule: "excluded by the arbiter's decision",
    rules: (t: Thresholds) =>
      `Regulation: exclusion after ${t.unplayedPostponed} postponed games not yet played (games postponed at the opponent's request or already made up do not count), or after ${t.absencesWithoutWarning} absences without a warning at least ${t.warningHours} hours before the round.`,
  },
} as const;

/** Words of app/components/competitions/round-robin-league/league-change-preview.tsx. */
export const LEAGUE_CHANGE_PREVIEW_WORDS = {
  pl: {
    caption: 'Podgląd zmiany w tabeli',
    player: 'Zawodnik',
    before: 'Przed',
    after: 'Po',
    place: 'm.',
    /** After a number of points in half-points: "pkt" whatever the number. */
    pts: (_half: number) => 'pkt',
    notRanked: 'poza klasyfikacją',
    newlyDue: 'przesłanka wykluczenia',
    nothing: 'Zmiana nie wpływa na tabelę.',
  },
  en: {
    caption: 'Preview of the change to the table',
    player: 'Player',
    before: 'Before',
    after: 'After',
    place: 'pl.',
    // issue 40: "1 pts" — one point is a pt
    pts: (half: number) => (half === 2 ? 'pt' : 'pts'),
    notRanked: 'not ranked',
    newlyDue: 'an exclusion rule triggers',
    nothing: 'The change does not move the table.',
  },
} as const;

/** Words of app/components/competitions/round-robin-league/league-schedule.tsx. */
export const LEAGUE_SCHEDULE_WORDS = {
  pl: {
    caption: 'Terminarz',
    round: (n: number) => `Runda ${n}`,
    white: 'Białe',
    black: 'Czarne',
    result: 'Wynik',
    date: 'Data',
    status: 'Stan',
    reserve: 'dzień rezerwowy',
    other: 'poza dniami rezerwowymi',
    // issue 40: the games of a round without a date, under one heading (not "data nieznana" in every row)
    dateUnknown: 'data nieznana',
    // issue 40, C12: a league whose files give no date says so once, not "made up"
    noDate: 'Daty partii nieznane — nie podaje ich ani terminarz ligi, ani plik TRF.',
    status_played: 'rozegrana',
    status_forfeit: 'walkower',
    status_postponed: 'przełożona',
    status_toPlay: 'do rozegrania',
    status_annulled: 'anulowana',
    madeUp: 'odrobiona',
    newDate: 'nowy termin',
    byExclusion: 'po wykluczeniu',
    // issue 40: a crosstable numbered by final place gives neither rounds nor colours
    noRounds: 'Partie bez rundy — plik (tabela krzyżowa według miejsc) nie podaje rund ani kolorów',
    player: 'Zawodnik',
    opponent: 'Przeciwnik',
  },
  en: {
    caption: 'Schedule',
    round: (n: number) => `Round ${n}`,
    white: 'White',
    black: 'Black',
    result: 'Result',
    date: 'Date',
    status: 'State',
    reserve: 'reserve day',
    other: 'not a reserve day',
    dateUnknown: 'date not known',
    noDate: 'The games’ dates are not known — neither the league’s schedule nor the TRF gives them.',
    status_played: 'played',
    status_forfeit: 'forfeit',
    status_postponed: 'postponed',
    status_toPlay: 'to play',
    status_annulled: 'annulled',
    madeUp: 'made up',
    newDate: 'new date',
    byExclusion: 'after an exclusion',
    noRounds: 'Games without a round — the file (a crosstable by final place) gives neither rounds nor colours',
    player: 'Player',
    opponent: 'Opponent',
  },
} as const;

/** Words of app/components/competitions/round-robin-league/league-format.ts. */
export const LEAGUE_FORMAT_WORDS = {
  pl: { 'trf-dates': 'daty rund z pliku TRF', none: 'bez kalendarza (brak dni gry i dat rund)', noDate: 'bez daty' },
  en: { 'trf-dates': 'round dates from the TRF', none: 'no calendar (no game days, no round dates)', noDate: 'no date' },
} as const;

/** Words of app/components/competitions/round-robin-league/league-standings.tsx. */
export const LEAGUE_STANDINGS_WORDS = {
  pl: {
    caption: 'Klasyfikacja',
    place: 'M.',
    number: 'Nr',
    name: 'Zawodnik',
    points: 'Pkt',
    excluded: 'wykluczony',
    excludedNote: (n: number) => `Wykluczony po rozegraniu co najmniej ${n} partii: pozostałe partie walkowerem (−) dla niego, (+) dla przeciwników.`,
    annulledNote: (n: number, names: string) => `Wykluczeni, zanim rozegrali ${n} partii — ich partie nie liczą się do klasyfikacji: ${names}.`,
    order: 'Kolejność: punkty, potem',
    deOnlyTied: 'DE (miejsce w grupie zawodników z równą liczbą punktów) jest podany tylko przy takim remisie.',
  },
  en: {
    caption: 'Standings',
    place: 'Pl.',
    number: 'No',
    name: 'Player',
    points: 'Pts',
    excluded: 'excluded',
    excludedNote: (n: number) => `Excluded after ${n} or more games played: the remaining games are forfeits (−) for them, (+) for the opponents.`,
    annulledNote: (n: number, names: string) => `Excluded with fewer than ${n} games played — their games do not count for the standings: ${names}.`,
    order: 'Order: points, then',
    deOnlyTied: 'DE (the place among players level on points) is shown only where there is such a tie.',
  },
} as const;

/** Words of app/[lang]/arbiter/competitions/[slug]/league-game/exclusion-panel.tsx. */
export const EXCLUSION_PANEL_WORDS = {
  pl: {
    title: 'Wykluczenia',
    none: 'Żadna przesłanka wykluczenia nie zachodzi w tej lidze.',
    due: 'przesłanka wykluczenia — czeka na decyzję sędziego',
    confirmed: 'wykluczenie potwierdzone',
    previewConfirm: 'Podgląd wykluczenia',
    previewUndo: 'Podgląd cofnięcia',
    confirm: 'Potwierdź wykluczenie',
    undo: 'Cofnij wykluczenie',
    games: 'Partie, które się zmieniają',
    round: 'Runda',
    game: 'Partia',
    before: 'Przed',
    after: 'Po',
  },
  en: {
    title: 'Exclusions',
    none: 'No exclusion rule triggers in this league.',
    due: 'an exclusion rule triggers — awaiting the arbiter',
    confirmed: 'exclusion confirmed',
    previewConfirm: 'Preview the exclusion',
    previewUndo: 'Preview the undo',
    confirm: 'Confirm exclusion',
    undo: 'Undo exclusion',
    games: 'Games that change',
    round: 'Round',
    game: 'Game',
    before: 'Before',
    after: 'After',
  },
} as const;

/** Words of app/[lang]/arbiter/competitions/[slug]/league-game/page.tsx. */
export const LEAGUE_GAME_PAGE_WORDS = {
  pl: {
    title: 'Partia ligi: wynik, przełożenie, odrobienie',
    intro: 'Wybierz ligę, rundę i partię z terminarza, potem rodzaj zmiany. Podgląd pokazuje tabelę przed i po; zapis dodaje nową wersję pliku ligi (wynik — plik TRF ligi, przełożenie i termin odrobienia — plik przełożeń).',
    back: 'Wszystkie rozgrywki',
    league: 'Liga',
    round: 'Runda',
    show: 'Pokaż partie',
    roundDay: (d: string, t: string) => `Runda gra się ${d} o ${t}.`,
    postponed: 'przełożona',
    noResult: 'bez wyniku',
    cannot: 'Tej ligi nie da się jeszcze edytować:',
    public: 'Strona publiczna',
    why: (postponed: number, absences: number) => `nierozegrane partie przełożone na własną prośbę: ${postponed}, nieobecności bez uprzedzenia: ${absences}`,
  },
  en: {
    title: 'A league game: result, postponement, made-up date',
    intro: 'Choose the league, the round and the game from the schedule, then the kind of change. The preview shows the table before and after; saving adds a new version of the league’s file (a result — the league’s TRF; a postponement or made-up date — the postponements file).',
    back: 'All competitions',
    league: 'League',
    round: 'Round',
    show: 'Show the games',
    roundDay: (d: string, t: string) => `The round is played on ${d} at ${t}.`,
    postponed: 'postponed',
    noResult: 'no result',
    cannot: 'This league cannot be edited yet:',
    public: 'Public page',
    why: (postponed: number, absences: number) => `own postponed games not yet played: ${postponed}, absences without warning: ${absences}`,
  },
} as const;

/** Words of app/[lang]/arbiter/competitions/[slug]/league-game/league-game-form.tsx. */
export const LEAGUE_GAME_FORM_WORDS = {
  pl: {
    game: 'Partia (biały – czarny)',
    kind: 'Rodzaj zmiany',
    kinds: { result: 'Wynik', postponement: 'Przełożenie lub nieobecność', 'made-up': 'Termin odrobienia przełożonej partii' },
    result: 'Wynik',
    clear: '— usuń wynik',
    player: 'Kto prosi o przełożenie (lub nie przyszedł)',
    warned: 'Kiedy uprzedził (czas klubowy; puste = nie uprzedził)',
    reason: 'Powód',
    accepted: 'Powód uznany przez sędziego',
    yes: 'tak',
    no: 'nie',
    date: 'Dzień odrobienia',
    madeUpResult: 'Wynik odrobionej partii',
    none: '— jeszcze nie grana',
    rule: (h: number) => `Uprzedzenie co najmniej ${h} godziny przed rundą z uznanym powodem przekłada partię; później lub bez uprzedzenia — porażka walkowerem.`,
    preview: 'Podgląd',
    save: 'Zapisz',
  },
  en: {
    game: 'Game (white – black)',
    kind: 'Kind of change',
    kinds: { result: 'Result', postponement: 'Postponement or absence', 'made-up': 'Date a postponed game is made up on' },
    result: 'Result',
    clear: '— clear the result',
    player: 'Who asks to postpone (or did not come)',
    warned: 'When they warned (club time; empty = no warning)',
    reason: 'Reason',
    accepted: 'Reason accepted by the arbiter',
    yes: 'yes',
    no: 'no',
    date: 'Made-up day',
    madeUpResult: 'Result of the made-up game',
    none: '— not played yet',
    rule: (h: number) => `A warning at least ${h} hours before the round, with an accepted reason, postpones the game; a later warning or none loses it by forfeit.`,
    preview: 'Preview',
    save: 'Save',
  },
} as const;

/** Issue 40, item 4: the label of the game days a new season's form gives (its one schedule, new-league-config.ts). */
export const FORM_SCHEDULE_LABEL = {
  pl: 'dni gry sezonu',
  en: 'the season’s game days',
} as const;

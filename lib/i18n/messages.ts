import { tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { pathIn } from './lang-path';
/** Interface texts: Polish first, English too. Numbers and names come from lib/, never from here. */
export const LANGS = ['pl', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(x: string): x is Lang {
  return (LANGS as readonly string[]).includes(x);
}

const pl = {
  siteName: 'Grand Prix — klasyfikacje',
  seasons: 'Sezony',
  noSeasons: 'Brak opublikowanych sezonów.',
  leader: 'Prowadzi',
  tournamentsPlayed: 'Rozegrane turnieje',
  individual: 'Klasyfikacja indywidualna',
  teams: 'Klasyfikacja drużynowa',
  prizes: 'Nagrody',
  tournaments: 'Turnieje',
  /** The column of one tournament per row (issue 29, defect 6). */
  tournament: 'Turniej',
  calendar: 'Kalendarz',
  rank: 'M-ce',
  player: 'Zawodnik',
  club: 'Klub',
  total: 'Razem',
  // "Turnieje" was also the name of the tournaments' page: the regular tournaments' points are "Eliminacje"
  regular: 'Eliminacje',
  regularTitle: 'Punkty z turniejów eliminacyjnych (po odrzuceniach)',
  finalTitle: 'Punkty z Turnieju Finałowego (liczone podwójnie); – brak wyniku w Finale',
  playedShort: 'Starty',
  tournamentsPlayedTitle: 'Liczba rozegranych turniejów',
  final: 'Finał',
  finalShort: 'F',
  points: 'Pkt.',
  place: 'Miejsce',
  date: 'Data',
  players: 'Zawodników',
  download: 'Pobierz',
  csvTitle: 'Dla Excela z polskimi ustawieniami: kolumny oddzielone średnikiem, przecinek dziesiętny; wynik odrzucony w nawiasie',
  placeInTournament: (place: number) => `${place}. miejsce w turnieju`,
  /** A rank's title when a series tie-break parted equal totals; `finalPlace` undefined: the season does not look at the Final. */
  tiedWith: (name: string, rank: string) => `${name} (${rank}.)`,
  tieBroken: (total: string, others: string, rules: string, finalPlace?: number | null) =>
    `Równa suma (${total}) z: ${others}; o kolejności zdecydowało: ${rules}${finalPlace === undefined ? '.' : ` — miejsce w Finale: ${finalPlace === null ? 'brak.' : `${finalPlace}.`}`}`,
  prizeNow: 'Nagroda, gdyby sezon skończył się dziś',
  prizeNowLegend: 'w strefie nagród (nagroda, gdyby sezon skończył się dziś)',
  prizePlace: (label: string) => `${label}. miejsce`,
  teamSumExplained: (size: number) => `Wynik drużyny w turnieju to suma ${size} najlepszych wyników zawodników klubu (kto się liczył — w podpowiedzi wyniku); odrzuca się tyle samo turniejów co w klasyfikacji indywidualnej.`,
  countedPlayers: 'Liczyli się',
  nationalRating: 'Ranking PZSzach',
  fideRating: 'Ranking FIDE',
  fideTitle: 'Tytuł FIDE',
  chessCategory: 'Kategoria szachowa',
  registerLink: 'Centralny Rejestr PZSzach',
  fideProfile: 'Profil FIDE',
  opensNewTab: '(otwiera się w nowej karcie)',
  profileHeading: 'Rankingi i profile',
  titleShort: 'Tyt.',
  skipToTable: 'Przejdź do tabeli',
  // issue 40, B6: a season before its first result
  noTeamClassification: 'Regulamin tego sezonu nie ma klasyfikacji drużynowej.',
  noPrizes: 'Regulamin tego sezonu nie przewiduje nagród.',
  seasonComing: 'Sezon jeszcze się nie zaczął — tabela pojawi się po pierwszym turnieju.',
  seasonComingDates: 'Terminy turniejów',
  seasonNoDatesYet: 'Terminy turniejów nie są jeszcze potwierdzone.',
  seeCalendar: 'Cały kalendarz sezonu',
  fideRatingShort: 'FIDE',
  nationalRatingShort: 'Rank.',
  /** A row's change between two versions of a file: only what changed ("miejsce 8 → 6"). */
  rowChange: (place: readonly [number, number] | null, points: readonly [string, string] | null) =>
    [place && `miejsce ${place[0]} → ${place[1]}`, points && `punkty ${points[0]} → ${points[1]}`].filter(Boolean).join(', '),
  teamLineups: 'Kto liczył się dla drużyny w każdym turnieju',
  tapForDetails: 'Szczegóły wyniku: najedź na niego lub go dotknij.',
  rulesSummary: 'Jak liczona jest klasyfikacja',
  allColumns: 'Wszystkie kolumny',
  phoneColumnsNote: 'Tu: miejsce, zawodnik, suma. „Wszystkie kolumny” dodaje klub i turnieje; nazwisko — wyniki zawodnika.',
  // issue 40: a phone's tournament and teams tables hide columns — said above them, with the way to see them
  phoneResultsNote: (hidden: { tieBreaks: boolean; ratings: boolean }) =>
    `Na telefonie: miejsce, zawodnik, punkty i zaliczenie. ${['Klub', hidden.tieBreaks ? 'punktacja pomocnicza' : null, hidden.ratings ? 'rankingi' : null].filter(Boolean).join(', ').replace(/, ([^,]*)$/, ' i $1')} — po obróceniu telefonu lub na szerszym ekranie.`,
  phoneTeamsNote: 'Na telefonie: miejsce, klub i suma. Punkty turniejów i Finału — po obróceniu telefonu lub na szerszym ekranie.',
  allPlayers: 'Wszyscy',
  filterCategory: 'Kategoria',
  droppedLegend: 'wynik odrzucony (z równych — ten z wcześniejszego turnieju)',
  ineligibleLegend: 'wynik niezaliczony (zawodnik niezarejestrowany w regionie w dniu turnieju)',
  absentLegend: 'puste pole — nieobecność (0 pkt)',
  absentDroppedLegend: 'nieobecność odrzucona',
  search: 'Szukaj zawodnika lub klubu',
  searchPlaceholder: 'nazwisko lub klub',
  noMatches: 'Nikt nie pasuje do wyszukiwania.',
  categoryRankNote: 'W kolumnie M-ce: miejsce w wybranej kategorii (miejsce w klasyfikacji ogólnej w podpowiedzi).',
  overallRank: 'Miejsce w klasyfikacji ogólnej',
  standingsAfter: (n: number, last: string) => `Stan po ${n} ${n === 1 ? 'turnieju' : 'turniejach'} (ostatni: ${last}).`,
  lastChange: 'Ostatnia zmiana',
  /** The notice of a page that updated itself (public/live-updates.js fills in {time} and {change}, issue 25). */
  liveUpdated: 'Zaktualizowano {time} — {change}',
  liveUpdatedPlain: 'Zaktualizowano {time}',
  signIn: 'Logowanie',
  /** The header's link once signed in (issue 29): back to the workspace. */
  workspaceLink: 'Mój panel',
  printTable: 'Drukuj tabelę',
  rulesPreset: (title: string) => `Regulamin wyjściowy: ${title} — wszystkie reguły.`,
  droppedTitle: 'Odrzucony: jeden z najsłabszych wyników',
  /** Issue 40, C15: why a result is dropped — the season's counting rule, and which of equal results goes (rules §4). */
  droppedBecause: (rule: string) => `Odrzucony. ${rule}`,
  droppedTies: 'Z równych wyników odrzuca się ten z wcześniejszego turnieju (zagrane 0 przed późniejszą nieobecnością).',
  absentDroppedTitle: 'Nieobecność odrzucona',
  notEligibleTitle: 'Niezaliczony',
  reason: { 'not-registered': 'niezarejestrowany w dniu turnieju', 'other-region': 'klub spoza regionu', 'no-region': 'brak województwa w pliku', duplicate: 'zdublowany wiersz' } as Record<string, string>,
  cup: 'Puchar',
  prize: 'Nagroda',
  amount: 'Kwota',
  placePrizes: 'Nagrody za miejsca',
  categoryPrizes: 'Nagrody w kategoriach',
  shared: 'dzielona',
  onePrize: 'Jeden zawodnik otrzymuje jedną nagrodę; przy miejscach ex aequo kwoty są sumowane i dzielone.',
  results: 'Wyniki',
  linkedBy: 'Powiązanie',
  eligible: 'Zaliczony',
  yes: 'tak',
  no: 'nie',
  method: { cr_id: 'ID CR', fide_id: 'FIDE ID', name: 'nazwisko + rok ur.', new: 'nowy zawodnik', ambiguous: 'niejednoznaczne', manual: 'ręcznie' } as Record<string, string>,
  history: 'Historia startów',
  counted: 'Zaliczony',
  dropped: 'Odrzucony',
  chartTitle: 'Punkty narastająco i miejsce po kolejnych turniejach',
  cumulative: 'Punkty narastająco',
  rankAfter: 'Miejsce',
  afterTournament: 'Po turnieju',
  categories: 'Kategorie',
  notFound: 'Nie znaleziono.',
  backToSeason: 'Powrót do sezonu',
  language: 'English',
  warnings: 'Uwagi',
  notInTable: 'Zawodnik nie jest klasyfikowany (brak zaliczonych wyników).',
  /** formats §6: the other spellings of a player's rows. */
  alsoWrittenAs: 'W plikach zapisany także jako',
  absent: 'nieobecny',
  absentDropped: 'nieobecny — odrzucone 0 pkt',
  print: 'Drukuj',
  whatIf: {
    title: 'Kalkulator: co jeśli…',
    intro: 'Wpisz swoje wyniki w turniejach, które jeszcze się odbędą, a zobaczysz, jaka będzie Twoja suma i miejsce według regulaminu tego sezonu (z odrzuceniami rosnącymi z liczbą rozegranych turniejów i mnożnikiem Finału). Turniej z pustymi polami jest pomijany.',
    fields: {
      game: 'Turniej daje punkty zdobyte w partiach: wpisz punkty.',
      placeTable: 'Turniej daje punkty za miejsce: wpisz miejsce.',
      gamePlusPlace: 'Turniej daje punkty z partii i premię za miejsce: wpisz jedno i drugie.',
      participants: 'Punkty za miejsce zależą od liczby uczestników: wpisz miejsce i liczbę uczestników.',
      countBack: 'Miejsce liczy się też w rozstrzyganiu remisów (liczba pierwszych miejsc, potem drugich…).',
    },
    semantics: 'Założenia: zajmujesz podane miejsce sam (bez ex aequo); pozostali zawodnicy z tabeli w tych turniejach nie grają — ich wyniki się nie zmieniają, a sumy są liczone na nowo według regulaminu (rozegrany turniej to dla nich nieobecność, którą rosnące odrzucenia mogą odrzucić); nikt nowy nie dochodzi do tabeli.',
    slot: (id: string) => (id === 'f' ? 'Turniej Finałowy' : id === '1' ? 'Najbliższy turniej' : `${id}. turniej przed nami`),
    points: 'Punkty z partii',
    place: 'Miejsce',
    participants: 'Liczba uczestników',
    submit: 'Przelicz',
    result: 'Wynik kalkulatora',
    totalNowAfter: 'Suma: teraz → po tych turniejach',
    rankNowAfter: 'Miejsce: teraz → po tych turniejach',
    dropped: 'Odrzucone wyniki',
    none: 'żadne',
    worth: (what: string, value: string) => `${what}: ${value} pkt`,
    notCounted: 'nie liczy się (odrzucony)',
    back: 'Wróć do zawodnika',
    problems: 'Popraw formularz — nic nie przeliczono:',
    noTournaments: 'Sezon się zakończył: nie ma już turniejów do rozegrania.',
  },
  reservationStatus: { confirmed: 'potwierdzony', 'awaiting-agreement': 'czeka na zgodę organizatorów', rejected: 'odrzucony', cancelled: 'odwołany' } as Record<string, string>,
};

type Messages = typeof pl;

/** "turniej", "turnieje", "turniejów" after a number, the Polish way (2–4 but not 12–14 take "turnieje"). */
export function plTournaments(n: number): string {
  if (n === 1) return 'turniej';
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14) ? 'turnieje' : 'turniejów';
}

const en: Messages = {
  siteName: 'Grand Prix — standings',
  seasons: 'Seasons',
  noSeasons: 'No published seasons.',
  leader: 'Leader',
  tournamentsPlayed: 'Tournaments played',
  individual: 'Individual standings',
  teams: 'Club teams',
  prizes: 'Prizes',
  tournaments: 'Tournaments',
  tournament: 'Tournament',
  calendar: 'Calendar',
  rank: 'Rank',
  player: 'Player',
  club: 'Club',
  total: 'Total',
  regular: 'Regular',
  regularTitle: 'Points from the regular tournaments (after drops)',
  finalTitle: 'Points from the Final (counted double); – no Final result',
  playedShort: 'Played',
  tournamentsPlayedTitle: 'Tournaments played',
  final: 'Final',
  finalShort: 'F',
  points: 'Pts',
  place: 'Place',
  date: 'Date',
  players: 'Players',
  download: 'Download',
  csvTitle: 'Comma-separated, decimal point; a dropped result in parentheses',
  placeInTournament: (place: number) => `place ${place} in the tournament`,
  tiedWith: (name: string, rank: string) => `${name} (place ${rank})`,
  tieBroken: (total: string, others: string, rules: string, finalPlace?: number | null) =>
    `Equal total (${total}) with ${others}; the order was decided by ${rules}${finalPlace === undefined ? '' : ` — place in the Final: ${finalPlace === null ? 'none' : finalPlace}`}.`,
  prizeNow: 'Prize if the season ended today',
  prizeNowLegend: 'in the prize places (a prize if the season ended today)',
  prizePlace: (label: string) => `place ${label}`,
  teamSumExplained: (size: number) => `A team's score in a tournament is the sum of its best ${size} players' results (who counted: in the score's tooltip); as many tournaments are dropped as in the individual table.`,
  countedPlayers: 'Counted',
  nationalRating: 'National rating (PZSzach)',
  fideRating: 'FIDE rating',
  fideTitle: 'FIDE title',
  chessCategory: 'Chess category',
  registerLink: 'PZSzach Central Register',
  fideProfile: 'FIDE profile',
  opensNewTab: '(opens in a new tab)',
  profileHeading: 'Ratings and profiles',
  titleShort: 'Tit.',
  skipToTable: 'Skip to the table',
  noTeamClassification: 'This season’s regulation has no team classification.',
  noPrizes: 'This season’s regulation has no prizes.',
  seasonComing: 'The season has not started yet — the table appears after the first tournament.',
  seasonComingDates: 'Tournament dates',
  seasonNoDatesYet: 'No tournament date is confirmed yet.',
  seeCalendar: 'The season’s whole calendar',
  fideRatingShort: 'FIDE',
  nationalRatingShort: 'Nat.',
  rowChange: (place: readonly [number, number] | null, points: readonly [string, string] | null) =>
    [place && `place ${place[0]} → ${place[1]}`, points && `points ${points[0]} → ${points[1]}`].filter(Boolean).join(', '),
  teamLineups: 'Who counted for each team in each tournament',
  tapForDetails: 'Details of a score: hover over it or tap it.',
  rulesSummary: 'How the table is counted',
  allColumns: 'All columns',
  phoneColumnsNote: 'Here: rank, player, total. “All columns” adds the club and the tournaments; a name — the player’s results.',
  phoneResultsNote: (hidden: { tieBreaks: boolean; ratings: boolean }) =>
    `On a phone: rank, player, points and whether counted. ${['Club', hidden.tieBreaks ? 'tie-breaks' : null, hidden.ratings ? 'ratings' : null].filter(Boolean).join(', ').replace(/, ([^,]*)$/, ' and $1')} — turn the phone sideways or use a wider screen.`,
  phoneTeamsNote: 'On a phone: rank, club and total. The tournaments’ and the Final’s points — turn the phone sideways or use a wider screen.',
  allPlayers: 'All',
  filterCategory: 'Category',
  droppedLegend: 'dropped result (of equal ones, the earlier tournament’s)',
  ineligibleLegend: 'not counted (player not registered in the region on that date)',
  absentLegend: 'empty cell — absent (0 points)',
  absentDroppedLegend: 'dropped absence',
  search: 'Search for a player or club',
  searchPlaceholder: 'name or club',
  noMatches: 'Nobody matches the search.',
  categoryRankNote: 'The Rank column shows the rank within the chosen category (the overall rank on hover).',
  overallRank: 'Overall rank',
  standingsAfter: (n: number, last: string) => `Standings after ${n} tournament${n === 1 ? '' : 's'} (last: ${last}).`,
  lastChange: 'Last change',
  liveUpdated: 'Updated {time} — {change}',
  liveUpdatedPlain: 'Updated {time}',
  signIn: 'Sign in',
  workspaceLink: 'My workspace',
  printTable: 'Print the table',
  rulesPreset: (title: string) => `The rules start from: ${title} — every rule.`,
  droppedTitle: 'Dropped: one of the lowest results',
  droppedBecause: (rule: string) => `Dropped. ${rule}`,
  droppedTies: 'Of equal results the one of the earlier tournament is dropped (a 0 played before a later absence).',
  absentDroppedTitle: 'Absence dropped',
  notEligibleTitle: 'Not counted',
  reason: { 'not-registered': 'not registered on that date', 'other-region': 'club outside the region', 'no-region': 'no region in the file', duplicate: 'duplicate row' },
  cup: 'Cup',
  prize: 'Prize',
  amount: 'Amount',
  placePrizes: 'Place prizes',
  categoryPrizes: 'Category prizes',
  shared: 'shared',
  onePrize: 'One prize per player; players sharing a place pool the amounts and split them.',
  results: 'Results',
  linkedBy: 'Linked by',
  eligible: 'Counted',
  yes: 'yes',
  no: 'no',
  method: { cr_id: 'CR id', fide_id: 'FIDE id', name: 'name + birth year', new: 'new player', ambiguous: 'ambiguous', manual: 'by hand' },
  history: 'Tournament history',
  counted: 'Counted',
  dropped: 'Dropped',
  chartTitle: 'Cumulative points and rank after each tournament',
  cumulative: 'Cumulative points',
  rankAfter: 'Rank',
  afterTournament: 'After',
  categories: 'Categories',
  notFound: 'Not found.',
  backToSeason: 'Back to the season',
  language: 'Polski',
  warnings: 'Notes',
  notInTable: 'The player is not classified (no counted results).',
  alsoWrittenAs: 'Also written as',
  absent: 'absent',
  absentDropped: 'absent — dropped 0 points',
  print: 'Print',
  whatIf: {
    title: 'Calculator: what if…',
    intro: 'Enter your results in the tournaments still to come and see your total and rank under this season’s rules (drops that grow with the events held, the Final’s multiplier). A tournament left empty is left out.',
    fields: {
      game: 'A tournament is worth the game points scored: enter the points.',
      placeTable: 'A tournament is worth the points of the place: enter the place.',
      gamePlusPlace: 'A tournament is worth the game points plus a place bonus: enter both.',
      participants: 'The place points depend on the number of players: enter the place and the number of players.',
      countBack: 'The place also breaks ties (the count of 1st places, then 2nd …).',
    },
    semantics: 'Assumptions: you finish alone at the place given (no tie); the other players of the table do not play these tournaments — their results stay as they are and their totals are counted again under the rules (a tournament held is an absence for them, which drops that grow may drop); nobody new joins the table.',
    slot: (id: string) => (id === 'f' ? 'The Final' : id === '1' ? 'Next tournament' : `Tournament ${id} from now`),
    points: 'Game points',
    place: 'Place',
    participants: 'Players',
    submit: 'Calculate',
    result: 'The calculator’s answer',
    totalNowAfter: 'Total: now → after these tournaments',
    rankNowAfter: 'Rank: now → after these tournaments',
    dropped: 'Dropped results',
    none: 'none',
    worth: (what: string, value: string) => `${what}: ${value} points`,
    notCounted: 'not counted (dropped)',
    back: 'Back to the player',
    problems: 'Please correct the form — nothing was calculated:',
    noTournaments: 'The season is over: no tournaments are left to play.',
  },
  reservationStatus: { confirmed: 'confirmed', 'awaiting-agreement': 'awaiting the organizers’ agreement', rejected: 'rejected', cancelled: 'cancelled' },
};

/** The site's words: `words(lang, MESSAGES)` (lib/i18n/words.ts); a stray path segment read as a language (favicon.ico) gets Polish — its layout answers 404. */
export const MESSAGES: Record<Lang, Messages> = { pl, en };


/** Path of a page in a language: Polish paths have no prefix. */
export function localePath(lang: Lang, path: string): string {
  return pathIn(lang, path);
}

/** The one date format of each language (lib/i18n/formats.ts, issue 40 item 5). */
export { formatDate } from './formats';

export { formatMoney } from './formats';

/** The one place that says how numbers are written: Polish pages use the decimal comma. */
export function decimalSeparator(lang: Lang): ',' | '.' {
  return lang === 'pl' ? ',' : '.';
}

/** A decimal as the page's language writes it (21.25 → "21,25" on Polish pages). */
export function formatDecimal(lang: Lang, value: number): string {
  const text = Number.isInteger(value) ? String(value) : String(Math.round(value * 10000) / 10000);
  return lang === 'pl' ? text.replace('.', ',') : text;
}

/** A tie-break value as published (SB, KS may be quarters), with the page's decimal separator. */
export function formatTiebreak(lang: Lang, code: TiebreakCode, value: number): string {
  return formatDecimal(lang, tiebreakDecimal(code, value));
}

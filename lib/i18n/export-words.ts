/**
 * The words of the spreadsheet downloads (.xlsx) that the pages' catalogue (messages.ts) does not
 * already have: tab names and a few column headers. One table per language with the same keys.
 */
import type { Lang } from './messages';

const pl = {
  downloadXlsx: 'Pobierz arkusz .xlsx',
  xlsxTitle: 'Arkusz Excela (.xlsx): liczby jako liczby, każda tabela w osobnej karcie',
  sheetStandings: 'Klasyfikacja',
  sheetTeams: 'Drużyny',
  sheetPrizes: 'Nagrody',
  sheetResults: 'Wyniki',
  sheetCrossTable: 'Tabela krzyżowa',
  crId: 'ID CR',
  played: 'Rozegrane',
  droppedTournaments: 'Odrzucone turnieje',
  finalPlace: 'Miejsce w Finale',
  seriesPoints: 'Punkty do klasyfikacji',
  sharedBy: 'Dzielona na',
  amountZloty: 'Kwota (zł)',
  reason: 'Powód',
  team: 'Drużyna',
  matchPoints: 'Pkt meczowe',
  boardPoints: 'Pkt z szachownic',
  games: 'Partie',
  number: 'Nr',
  status: 'Status',
  decidedIn: 'Rozstrzygnięte w',
  sheetQualifier: 'Eliminacje',
  sheetSwiss: 'Turniej szwajcarski',
  sheetFinalRanking: 'Klasyfikacja końcowa',
  qualified: 'awans',
  playoff: 'dogrywka',
  out: 'turniej szwajcarski',
  withdrawn: 'wycofany',
  stageFinal: 'finał',
  stageThird: 'mecz o 3. miejsce',
  stagePlaces: 'turniej o miejsca',
  excluded: 'wykluczony',
  postponed: 'odł.',
  removed: 'wykreślona',
  // issue 40, item 4: the downloads a chess-results reader looks for
  downloads: 'Do pobrania',
  pairingsCsv: 'Kojarzenia (CSV)',
  pairingsTitle: 'Kojarzenia i wyniki każdej rundy, szachownica po szachownicy (CSV)',
  trfTitle: 'Plik turnieju w formacie FIDE TRF — do programu kojarzącego',
  print: 'Drukuj',
  printTitle: 'Wersja do druku: same tabele, bez menu (także „zapisz jako PDF”)',
  round: 'Runda',
  board: 'Szachownica',
  white: 'Białe',
  black: 'Czarne',
  result: 'Wynik',
  league: 'Liga',
};

type ExportWordKey = keyof typeof pl;

const en: Record<ExportWordKey, string> = {
  downloadXlsx: 'Download .xlsx',
  xlsxTitle: 'Excel workbook (.xlsx): numbers as numbers, each table on its own tab',
  sheetStandings: 'Standings',
  sheetTeams: 'Teams',
  sheetPrizes: 'Prizes',
  sheetResults: 'Results',
  sheetCrossTable: 'Cross table',
  crId: 'CR ID',
  played: 'Played',
  droppedTournaments: 'Dropped tournaments',
  finalPlace: 'Final place',
  seriesPoints: 'Series points',
  sharedBy: 'Shared by',
  amountZloty: 'Amount (PLN)',
  reason: 'Reason',
  team: 'Team',
  matchPoints: 'Match points',
  boardPoints: 'Board points',
  games: 'Games',
  number: 'No',
  status: 'Status',
  decidedIn: 'Decided in',
  sheetQualifier: 'Qualifier',
  sheetSwiss: 'Swiss',
  sheetFinalRanking: 'Final ranking',
  qualified: 'qualified',
  playoff: 'play-off',
  out: 'Swiss',
  withdrawn: 'withdrawn',
  stageFinal: 'final',
  stageThird: 'third-place match',
  stagePlaces: 'places',
  excluded: 'excluded',
  postponed: 'ppd',
  removed: 'removed',
  downloads: 'Downloads',
  pairingsCsv: 'Pairings (CSV)',
  pairingsTitle: 'Every round’s pairings and results, board by board (CSV)',
  trfTitle: 'The tournament file in FIDE TRF — for a pairing program',
  print: 'Print',
  printTitle: 'A printable view: the tables alone, without the menus (also “save as PDF”)',
  round: 'Round',
  board: 'Board',
  white: 'White',
  black: 'Black',
  result: 'Result',
  league: 'League',
};

/** The spreadsheet downloads' words: `words(lang, EXPORT_WORDS)` (lib/i18n/words.ts). */
export const EXPORT_WORDS: Record<Lang, Record<ExportWordKey, string>> = { pl, en };

/**
 * The standings CSV download (lib/export/standings-csv.ts) in each style: its column headers and
 * the cell separator. English is the contract's (the README's column names, `,`: what scripts read);
 * Polish has the Polish page's words and `;`, which Excel set to Polish opens in columns (issue 29,
 * defect 5). The decimal mark is the page's (messages.ts decimalSeparator).
 */
const standingsCsvPl = {
  separator: ';' as ',' | ';',
  headers: {
    rank: 'miejsce',
    name: 'zawodnik',
    cr_id: 'id_cr',
    club: 'klub',
    total: 'suma',
    regular: 'turnieje',
    final: 'finał',
    dropped: 'odrzucone',
    final_place: 'miejsce_w_finale',
    played: 'rozegrane',
  },
};

export const STANDINGS_CSV_WORDS: Record<Lang, typeof standingsCsvPl> = {
  pl: standingsCsvPl,
  en: {
    separator: ',',
    headers: {
      rank: 'rank',
      name: 'name',
      cr_id: 'cr_id',
      club: 'club',
      total: 'total',
      regular: 'regular',
      final: 'final',
      dropped: 'dropped',
      final_place: 'final_place',
      played: 'played',
    },
  },
};

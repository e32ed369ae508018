/**
 * The words of the embeddable tables (/embed/…) and of the "Embed on your site" box of the public
 * pages (issue 26), Polish first, English too. Numbers and names come from lib/, never from here.
 */
import type { Lang } from './messages';
import { formatInstant } from './association-time';
import { countOf, type EnglishForms, type PolishForms } from './plural';

const PLACE: { pl: PolishForms; en: EnglishForms } = { pl: { one: 'miejsce', few: 'miejsca', many: 'miejsc' }, en: { one: 'place', other: 'places' } };

const pl = {
  /** "stan na 30 listopada 2026, 13:00": the data's last change, in the association's time zone. */
  asOf: (when: string) => `Stan na ${when}`,
  /** The link back to the whole page, under the table. */
  fullPage: 'Pełna klasyfikacja',
  opensSite: 'otwiera stronę klasyfikacji',
  top: (n: number) => `Pierwsze ${countOf('pl', n, PLACE)}`,
  clubPlayers: (club: string) => `Zawodnicy klubu ${club}`,
  overallRank: 'miejsce w klasyfikacji generalnej',
  categoryRank: (category: string) => `miejsce w kategorii: ${category}`,
  noRows: 'Brak pozycji do pokazania.',
  notYet: 'Tabela jeszcze pusta — pierwsze wyniki pojawią się tutaj.',
  incomplete: 'Rozgrywki są w przygotowaniu — tabela pojawi się, gdy sędzia wgra wszystkie pliki.',
  // a bad address of an embed: the table is shown as it would be without the bad value
  badTop: (value: string) => `„top=${value}” to nie liczba miejsc od 1 do 500 — pokazuję całą tabelę.`,
  badView: (value: string, known: string) => `Nie ma widoku „${value}” (są: ${known}) — pokazuję domyślny.`,
  badCategory: (value: string, known: string) => `Nie ma kategorii „${value}” (są: ${known || 'brak kategorii'}) — pokazuję wszystkich.`,
  badClub: (value: string) => `W tej klasyfikacji nie ma zawodników klubu „${value}” — pokazuję wszystkich.`,
  noLeague: (value: string, known: string) => `Nie ma ligi „${value}” (są: ${known}).`,
  notFound: 'Nie ma takiej klasyfikacji (albo nie jest publiczna).',
  views: { individual: 'indywidualna', teams: 'drużynowa', prizes: 'nagrody', ranking: 'klasyfikacja końcowa', qualifier: 'turniej eliminacyjny', swiss: 'faza szwajcarska', standings: 'tabela turnieju szwajcarskiego' } as Record<string, string>,
  prizeFor: 'Nagroda',
  amount: 'Kwota',
  shared: (n: number) => `dzielona ÷${n}`,
  cup: 'Puchar',
  no: 'Nr',
  pointsShort: 'Pkt',
  stage: 'Rozstrzygnięte w',
  stages: { final: 'finał', third: 'mecz o 3. miejsce', swiss: 'turniej szwajcarski' } as Record<string, string>,
  placesStage: (first: string, last: string) => `turniej o miejsca ${first}–${last}`,
  status: 'Status',
  statuses: { qualified: 'awans', playoff: 'dogrywka', out: 'turniej szwajcarski', withdrawn: 'wycofany', open: '' } as Record<string, string>,
  team: 'Drużyna',
  matchPoints: 'Pkt duże',
  gamePoints: 'Pkt małe',
  roundsPlayed: (played: number, of: number) => `Po ${played} z ${of} rund`,
  excluded: 'wykluczony',
  // the box on the public pages
  snippetTitle: 'Umieść na swojej stronie',
  snippetIntro: 'Skopiuj ten kod i wklej go na stronę klubu: tabela będzie się sama aktualizować po każdym wgraniu wyników i dopasuje wysokość.',
  snippetView: 'Widok',
  snippetCategory: 'Kategoria',
  snippetAll: 'wszyscy',
  snippetClub: 'Klub',
  snippetAllClubs: 'wszystkie kluby',
  snippetTop: 'Ile miejsc (puste: wszystkie)',
  snippetTheme: 'Wygląd',
  themeLight: 'jasny',
  themeDark: 'ciemny',
  snippetCode: 'Kod do wklejenia',
  snippetCopy: 'Kopiuj kod',
  snippetCopied: 'Skopiowano.',
  snippetCopyFailed: 'Nie udało się skopiować — zaznacz kod i skopiuj go ręcznie (Ctrl+C).',
  snippetPreview: 'Podgląd',
  frameTitle: (name: string) => `Tabela: ${name}`,
};

type EmbedWords = typeof pl;

const en: EmbedWords = {
  asOf: (when: string) => `As of ${when}`,
  fullPage: 'Full standings',
  opensSite: 'opens the standings site',
  top: (n: number) => `Top ${countOf('en', n, PLACE)}`,
  clubPlayers: (club: string) => `Players of ${club}`,
  overallRank: 'place in the overall standings',
  categoryRank: (category: string) => `place in the category: ${category}`,
  noRows: 'Nothing to show.',
  notYet: 'The table is still empty — the first results will appear here.',
  incomplete: 'This competition is being prepared — the table appears once the arbiter has uploaded every file.',
  badTop: (value: string) => `"top=${value}" is not a number of places from 1 to 500 — showing the whole table.`,
  badView: (value: string, known: string) => `There is no view "${value}" (there are: ${known}) — showing the default one.`,
  badCategory: (value: string, known: string) => `There is no category "${value}" (there are: ${known || 'no categories'}) — showing everybody.`,
  badClub: (value: string) => `No player of the club "${value}" in these standings — showing everybody.`,
  noLeague: (value: string, known: string) => `There is no league "${value}" (there are: ${known}).`,
  notFound: 'No such standings (or they are not public).',
  views: { individual: 'individual', teams: 'teams', prizes: 'prizes', ranking: 'final ranking', qualifier: 'qualifier', swiss: 'Swiss phase', standings: 'Swiss standings' },
  prizeFor: 'Prize',
  amount: 'Amount',
  shared: (n: number) => `shared ÷${n}`,
  cup: 'Cup',
  no: 'No',
  pointsShort: 'Pts',
  stage: 'Decided in',
  stages: { final: 'final', third: 'third-place match', swiss: 'Swiss' },
  placesStage: (first: string, last: string) => `places ${first}–${last}`,
  status: 'Status',
  statuses: { qualified: 'qualified', playoff: 'play-off', out: 'Swiss', withdrawn: 'withdrawn', open: '' },
  team: 'Team',
  matchPoints: 'Match pts',
  gamePoints: 'Game pts',
  roundsPlayed: (played: number, of: number) => `After ${played} of ${of} rounds`,
  excluded: 'excluded',
  snippetTitle: 'Embed on your site',
  snippetIntro: 'Copy this code into your club’s page: the table updates itself after every upload of results and fits its height.',
  snippetView: 'View',
  snippetCategory: 'Category',
  snippetAll: 'everybody',
  snippetClub: 'Club',
  snippetAllClubs: 'all clubs',
  snippetTop: 'How many places (empty: all)',
  snippetTheme: 'Look',
  themeLight: 'light',
  themeDark: 'dark',
  snippetCode: 'Code to paste',
  snippetCopy: 'Copy the code',
  snippetCopied: 'Copied.',
  snippetCopyFailed: 'Could not copy — select the code and copy it by hand (Ctrl+C).',
  snippetPreview: 'Preview',
  frameTitle: (name: string) => `Standings: ${name}`,
};

export const EMBED_WORDS: Record<Lang, EmbedWords> = { pl, en };


/** A stored instant as the association's clock shows it: "30 listopada 2026 13:00"; null for a value that is not a time. */
export function formatAsOf(lang: Lang, instant: string): string | null {
  return formatInstant(lang, instant, 'long');
}

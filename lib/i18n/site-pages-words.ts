import { plTournaments } from '@/lib/i18n/messages';

/**
 * Words of the competitions' frame, the outlook card, the presets page and the arbiter's competitions page, Polish and English, one table a component
 * (moved from the components, issue 23: words live in the catalogue). The English table has the Polish one's keys.
 */

/** Words of app/components/competitions/competition-page.tsx. */
export const COMPETITION_PAGE_WORDS = {
  pl: { json: 'Pobierz JSON' },
  en: { json: 'Download JSON' },
} as const;

/** Words of app/components/outlook-card.tsx. */
export const OUTLOOK_CARD_WORDS = {
  pl: {
    title: 'Co jeszcze możliwe',
    total: 'Suma na koniec sezonu',
    rank: 'Miejsce na koniec sezonu',
    secured: 'Miejsce nagradzane zapewnione',
    outOfReach: 'Miejsce nagradzane poza zasięgiem',
    range: (a: string, b: string) => (a === b ? a : `od ${a} do ${b}`),
    rankRange: (best: number, worst: number) => (best === worst ? `${best}.` : `od ${best}. do ${worst}.`),
    semantics: (regular: number, final: boolean, source: 'calendar' | 'arbiter') =>
      `Przed nami: ${regular === 0 && final ? 'Finał' : `${regular} ${plTournaments(regular)}${final ? ' i Finał' : ''}`} (${source === 'calendar' ? 'z kalendarza' : 'według sędziego'}). Każdy wynik zawodnika może być dowolny — od nieobecności do kompletu punktów — niezależnie od innych; liczą się tylko zawodnicy już w tabeli; równa suma może skończyć się po obu stronach.`,
  },
  en: {
    title: 'What is still possible',
    total: 'Total at the end of the season',
    rank: 'Rank at the end of the season',
    secured: 'Prize place secured',
    outOfReach: 'Prize place out of reach',
    range: (a: string, b: string) => (a === b ? a : `${a} to ${b}`),
    rankRange: (best: number, worst: number) => (best === worst ? `${best}` : `${best} to ${worst}`),
    semantics: (regular: number, final: boolean, source: 'calendar' | 'arbiter') =>
      `Still to come: ${regular === 0 && final ? 'the Final' : `${regular} tournament${regular === 1 ? '' : 's'}${final ? ' and the Final' : ''}`} (${source === 'calendar' ? 'from the calendar' : 'as set by the arbiter'}). Each player's remaining results may be anything from absence to a full score, independently of the others; only players already in the table are counted; an equal total could finish either side.`,
  },
} as const;

/** Words of app/[lang]/presets/page.tsx. */
export const PRESETS_PAGE_WORDS = {
  pl: {
    title: 'Regulaminy (presety)',
    intro: 'Sezon wybiera regulamin z tej listy; arbiter może zmienić pojedyncze reguły. Każdy regulamin to plik danych, który może rozszerzać inny.',
    extends: 'rozszerza',
    name: 'nazwa w season.json',
    source: 'Źródło i odczytanie',
  },
  en: {
    title: 'Regulations (presets)',
    intro: 'A season chooses its regulation from this list; the arbiter may change single rules. Each regulation is a data file, which may extend another.',
    extends: 'extends',
    name: 'name in season.json',
    source: 'Source and reading',
  },
} as const;

/** Words of app/[lang]/arbiter/competitions/page.tsx. */
export const COMPETITIONS_PAGE_WORDS = {
  pl: {
    title: 'Turnieje i ligi z partii',
    intro: 'Każde rozgrywki to folder plików, jak dla polecenia gp: opis (event.json, league.json, team-league.json) i pliki TRF/CSV, które wymienia. Każda wersja pliku jest przechowywana.',
    create: 'Nowe rozgrywki',
    slug: 'Adres (np. open-2025)',
    kind: 'Rodzaj',
    name: 'Nazwa',
    add: 'Utwórz',
    upload: 'Wyślij plik',
    file: 'Plik',
    fileName: 'Nazwa w folderze (domyślnie nazwa pliku)',
    files: 'Pliki',
    complete: 'kompletne',
    incomplete: 'niekompletne',
    published: 'opublikowane',
    draft: 'szkic — niepubliczny, dopóki nie ma wszystkich plików i choć jednego wyniku',
    none: 'Brak rozgrywek.',
    backToPanel: 'Panel sędziego',
    needs: 'Pliki tego rodzaju rozgrywek (jak folder polecenia gp):',
    required: 'wymagany',
    optional: 'opcjonalny',
    uploaded: 'wgrany',
    missing: 'brak',
    template: (file: string) => `Pobierz wzór ${file}`,
  },
  en: {
    title: 'Opens and leagues from games',
    intro: 'Each competition is a folder of files, as for the gp command: its description (event.json, league.json, team-league.json) and the TRF/CSV files it names. Every version of a file is kept.',
    create: 'New competition',
    slug: 'Address (e.g. open-2025)',
    kind: 'Kind',
    name: 'Name',
    add: 'Create',
    upload: 'Upload the file',
    file: 'File',
    fileName: 'Name in the folder (default: the file’s name)',
    files: 'Files',
    complete: 'complete',
    incomplete: 'incomplete',
    published: 'published',
    draft: 'draft — not public until every file and at least one result are in',
    none: 'No competitions yet.',
    backToPanel: 'Arbiter workspace',
    needs: 'The files of this kind of competition (as the gp command’s folder):',
    required: 'required',
    optional: 'optional',
    uploaded: 'uploaded',
    missing: 'missing',
    template: (file: string) => `Download a ${file} to start from`,
  },
} as const;

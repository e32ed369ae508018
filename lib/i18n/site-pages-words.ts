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
    intro: 'Open, ligi kołowe i liga drużynowa — rozgrywki liczone z partii. Każde rozgrywki to zestaw plików: opis (event.json, league.json albo team-league.json, zapisany formularzem poniżej) i pliki TRF/CSV z partiami, które wymienia. Każda wersja pliku jest przechowywana.',
    create: 'Nowe rozgrywki',
    slug: 'Adres (np. open-2025)',
    kind: 'Rodzaj',
    name: 'Nazwa',
    add: 'Utwórz',
    upload: 'Wyślij plik',
    file: 'Plik',
    fileName: 'Nazwa w folderze (domyślnie nazwa pliku)',
    fileNames: (names: string) => `Opis czyta pliki: ${names}. Każdy wyślij pod jedną z tych nazw — także tabelę krzyżową zapisaną jako CSV pod nazwą pliku .trf.`,
    files: 'Pliki',
    complete: 'kompletne',
    incomplete: 'niekompletne',
    published: 'opublikowane',
    draft: 'szkic — niepubliczny, dopóki nie ma wszystkich plików i choć jednego wyniku',
    none: 'Brak rozgrywek.',
    backToPanel: 'Panel sędziego',
    needs: 'Pliki tego rodzaju rozgrywek:',
    required: 'wymagany',
    optional: 'opcjonalny',
    uploaded: 'wgrany',
    missing: 'brak',
    template: (file: string) => `Pobierz wzór ${file}`,
    // issue 40, B5: the description file from a form, and a file's preview
    describeTitle: (file: string) => `Opis rozgrywek (${file}) z formularza`,
    describeIntro: (file: string) => `Bez pisania JSON: wybierz regulamin, a ${file} zostanie zapisany i sprawdzony jak każdy plik. Potem wyślij pliki, które wymienia.`,
    preset: 'Regulamin',
    // issue 40: the rules a regulation leaves to each event (a plain Swiss open's rounds and tie-breaks)
    presetAsks: 'Ustala turniej (wartości regulaminu można zmienić)',
    presetComplete: 'Regulamin ustala wszystkie zasady; zmienisz je potem w „Zmień opis”.',
    parts: 'Ligi — jedna w wierszu (plik wyników każdej ligi nazwie się jak jej identyfikator, np. liga-1.trf: TRF, tabela krzyżowa z chess-results lub Vegi albo strona z grupami)',
    // issue 40, item 3: an open's days in its form
    from: 'Pierwszy dzień',
    to: 'Ostatni dzień',
    datesHint: 'Daty z pliku TRF mają pierwszeństwo; te datują turniej, którego plik ich nie ma (np. tabela krzyżowa zapisana jako CSV).',
    writeConfig: (file: string) => `Zapisz ${file}`,
    editConfigTitle: (file: string) => `Zmień opis (${file}) w formularzu`,
    editConfigIntro: (file: string) => `Pola pliku ${file} i wszystkie zasady jego regulaminu. Zasady zmienione względem regulaminu zapisują się jako "rules". Podgląd pokazuje, co się zmieni, zanim cokolwiek zostanie zapisane.`,
    saveConfig: (file: string) => `Zapisz ${file} jako nową wersję`,
    preview: 'Podgląd',
    previewNothingStored: 'Podgląd — nic jeszcze nie zapisano.',
    previewRefused: 'Ten plik zostałby odrzucony:',
    previewWarnings: 'Uwagi (pozostałe pliki, ostrzeżenia):',
    previewNow: 'Teraz',
    previewAfter: 'Po zapisaniu',
    previewNotComputing: 'jeszcze się nie oblicza (brak plików)',
    previewVersion: (name: string, version: number) => `${name} zostanie zapisany jako wersja ${version}.`,
    previewPublishes: 'Po zapisaniu rozgrywki staną się publiczne (są wszystkie pliki i pierwszy wynik) — sprawdź powyższy stan.',
  },
  en: {
    title: 'Opens and leagues from games',
    intro: 'Opens, round-robin leagues and team leagues — competitions computed from games. Each is a set of files: its description (event.json, league.json or team-league.json, saved by the form below) and the TRF/CSV files of games it names. Every version of a file is kept.',
    create: 'New competition',
    slug: 'Address (e.g. open-2025)',
    kind: 'Kind',
    name: 'Name',
    add: 'Create',
    upload: 'Upload the file',
    file: 'File',
    fileName: 'Name in the folder (default: the file’s name)',
    fileNames: (names: string) => `The description reads the files: ${names}. Upload each under one of these names — a crosstable saved as CSV under the .trf file's name too.`,
    files: 'Files',
    complete: 'complete',
    incomplete: 'incomplete',
    published: 'published',
    draft: 'draft — not public until every file and at least one result are in',
    none: 'No competitions yet.',
    backToPanel: 'Arbiter workspace',
    needs: 'The files of this kind of competition:',
    required: 'required',
    optional: 'optional',
    uploaded: 'uploaded',
    missing: 'missing',
    template: (file: string) => `Download a ${file} to start from`,
    describeTitle: (file: string) => `The competition's description (${file}) from a form`,
    describeIntro: (file: string) => `No JSON to write: choose the regulation and ${file} is stored and checked like any file. Then upload the files it names.`,
    preset: 'Regulation',
    presetAsks: 'Set by the event (the regulation’s values may be changed)',
    presetComplete: 'The regulation sets every rule; change them later in “Change the description”.',
    parts: 'Leagues — one per line (each league\'s results file is named after its id, e.g. liga-1.trf: a TRF, a chess-results or Vega crosstable, or a page of groups)',
    from: 'First day',
    to: 'Last day',
    datesHint: 'The TRF\'s own dates come first; these date an event whose file has none (a crosstable saved as CSV, say).',
    writeConfig: (file: string) => `Save ${file}`,
    editConfigTitle: (file: string) => `Change the description (${file}) in a form`,
    editConfigIntro: (file: string) => `The fields of ${file} and every rule of its regulation. Rules changed from the regulation are written as "rules". The preview shows what changes before anything is stored.`,
    saveConfig: (file: string) => `Save ${file} as a new version`,
    preview: 'Preview',
    previewNothingStored: 'Preview — nothing is stored yet.',
    previewRefused: 'This file would be refused:',
    previewWarnings: 'Notes (the other files, warnings):',
    previewNow: 'Now',
    previewAfter: 'After saving',
    previewNotComputing: 'does not compute yet (files missing)',
    previewVersion: (name: string, version: number) => `${name} would be stored as version ${version}.`,
    previewPublishes: 'After saving the competition goes public (every file and a first result are in) — check the state above.',
  },
} as const;

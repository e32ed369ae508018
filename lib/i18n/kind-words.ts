/**
 * The words of each competition kind's definition (issue 23): its title, and what each file of its
 * folder holds as the arbiter's workspace lists them (competitions.md §6), Polish and English. The
 * kind's module (lib/competitions/<kind>/<kind>-kind.ts) takes them with `kindWords(kind)`; a new
 * kind adds its entry here (docs/extending.md). The English table has the Polish one's kinds and files.
 */

const pl = {
  'swiss-open': {
    title: 'Open: eliminacje, baraże, grupy i mecze',
    folder: {
      'event.json': 'opis: nazwa, regulamin (preset) i nazwy dwóch plików poniżej',
      'swiss.trf': 'turniej szwajcarski (eliminacje) jako FIDE TRF albo tabela krzyżowa chess-results (.xlsx)',
      'games.csv': 'późniejsze partie: stage,round,white,black,result (baraż, grupy, mecze) — rośnie w ciągu dnia',
    },
  },
  'round-robin-league': {
    title: 'Ligi kołowe z dniami rezerwowymi',
    folder: {
      'league.json': 'opis: nazwa, regulamin (preset), lista lig (id, nazwa, plik TRF, wykluczeni) i plik przełożeń',
      '<id>.trf': 'jeden plik FIDE TRF na ligę, pod nazwą z league.json',
      'postponements.csv': 'przełożone i odrobione partie',
    },
  },
  'team-league': {
    title: 'Liga drużynowa: system szwajcarski i mecze o miejsca',
    folder: {
      'team-league.json': 'opis: nazwa, regulamin (preset), pliki składów i wyników, reguły rankingu',
      'teams.csv': 'składy: team,club,board,name,sex,birth,rating (kolejność szachownic, rezerwowi na końcu)',
      'boards.csv': 'wyniki na szachownicach: round,home,away,board,home_player,away_player,result — albo drużynowy TRF (rekordy 013)',
    },
  },
} as const;

type Kind = keyof typeof pl;
type FileOf<K extends Kind> = keyof (typeof pl)[K]['folder'];
type KindWords = { [K in Kind]: { title: string; folder: Record<FileOf<K>, string> } };

const en: KindWords = {
  'swiss-open': {
    title: 'Open: qualifier, play-off, groups and matches',
    folder: {
      'event.json': 'the description: name, regulation (preset) and the names of the two files below',
      'swiss.trf': 'the Swiss (qualifier) as a FIDE TRF or a chess-results crosstable (.xlsx)',
      'games.csv': 'the later games: stage,round,white,black,result (play-off, groups, matches) — grows during the day',
    },
  },
  'round-robin-league': {
    title: 'Round-robin leagues with reserve days',
    folder: {
      'league.json': 'the description: name, regulation (preset), the leagues (id, name, TRF file, excluded) and the postponements file',
      '<id>.trf': 'one FIDE TRF per league, under the name league.json gives',
      'postponements.csv': 'postponed and made-up games',
    },
  },
  'team-league': {
    title: 'Team league: Swiss, then matches for places',
    folder: {
      'team-league.json': 'the description: name, regulation (preset), the roster and results files, the ranking rules',
      'teams.csv': 'rosters: team,club,board,name,sex,birth,rating (board order, reserves last)',
      'boards.csv': 'board results: round,home,away,board,home_player,away_player,result — or a team TRF (013 records)',
    },
  },
};

export const KIND_WORDS: { pl: KindWords; en: KindWords } = { pl, en };

/** A kind's title and its files' descriptions in both languages, as its definition carries them (CompetitionKind.title, folder[].holds). */
export function kindWords<K extends Kind>(kind: K) {
  const of = (lang: keyof typeof KIND_WORDS) => KIND_WORDS[lang][kind] as KindWords[K];
  return {
    title: { pl: of('pl').title, en: of('en').title },
    holds: (file: FileOf<K>) => ({ pl: of('pl').folder[file], en: of('en').folder[file] }),
  };
}

/**
 * The names people read for a kind of competition (issue 39, item 1): the home page's heading of a
 * season's group (`group`), the kind on a line of the home page (`one`), and the label of a person's
 * or the search's entry (`label`). 'grand-prix' is the series (not a kind of the registry). A kind
 * outside this file — a new kind in its own folder — merges its names in with `addKindNames`, so the
 * home page, the search and the person pages find every kind's names through `kindName` alone.
 */
export interface KindNames {
  group: string;
  one: string;
  label: string;
  /** The kind's own further words, by key (its table's headers …): `kindWord(lang, kind, key)`. */
  words?: Readonly<Record<string, string>>;
}

const KIND_NAMES: Record<'pl' | 'en', Record<string, KindNames>> = {
  pl: {
    'grand-prix': { group: 'Grand Prix', one: 'Grand Prix', label: 'Grand Prix' },
    'swiss-open': { group: 'Turnieje otwarte', one: 'turniej otwarty', label: 'Open' },
    'round-robin-league': { group: 'Ligi', one: 'ligi kołowe', label: 'Liga kołowa' },
    'team-league': { group: 'Ligi drużynowe', one: 'liga drużynowa', label: 'Liga drużynowa' },
  },
  en: {
    'grand-prix': { group: 'Grand Prix', one: 'Grand Prix', label: 'Grand Prix' },
    'swiss-open': { group: 'Opens', one: 'open', label: 'Open' },
    'round-robin-league': { group: 'Leagues', one: 'round-robin leagues', label: 'Round-robin league' },
    'team-league': { group: 'Team leagues', one: 'team league', label: 'Team league' },
  },
};

/** Merges a kind's names, Polish and English (the same keys in both), into the catalogue; a kind named already is refused. */
export function addKindNames(kind: string, names: { pl: KindNames; en: KindNames }): void {
  if (Object.hasOwn(KIND_NAMES.pl, kind)) throw new Error(`the names of the kind "${kind}" are in the catalogue already`);
  const keys = (n: KindNames) => Object.keys(n.words ?? {}).sort().join(',');
  if (keys(names.pl) !== keys(names.en)) throw new Error(`the kind "${kind}" has other words in Polish than in English`);
  KIND_NAMES.pl[kind] = names.pl;
  KIND_NAMES.en[kind] = names.en;
}

/** Takes a kind's names out of the catalogue again (a test's kind, after the test). */
export function removeKindNames(kind: string): void {
  delete KIND_NAMES.pl[kind];
  delete KIND_NAMES.en[kind];
}

/** A kind's name in `lang` (the kind's own name when the catalogue has none). */
export function kindName(lang: 'pl' | 'en', kind: string, form: 'group' | 'one' | 'label'): string {
  return KIND_NAMES[lang][kind]?.[form] ?? kind;
}

/** One of a kind's own words in `lang` (its key when the kind has no such word). */
export function kindWord(lang: 'pl' | 'en', kind: string, key: string): string {
  return KIND_NAMES[lang][kind]?.words?.[key] ?? key;
}

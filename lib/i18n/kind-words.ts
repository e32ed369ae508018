/**
 * The words of the competition kinds (issues 23 and 39): each kind's names, its title, and what each
 * file of its folder holds as the arbiter's workspace lists them (competitions.md §6), Polish and
 * English. A kind's words are in its own folder (lib/competitions/<kind>/<kind>-words.ts, a
 * `KindWordTable`); its registration merges them into this catalogue (`addKindNames`, called by
 * registerCompetitionKind with the kind's `names`), and the kind's words file tells tsc its entry by
 * declaration merging (`declare module '@/lib/i18n/kind-words' { interface KindWordTables … }`), so
 * `KIND_WORDS.pl['<kind>']` is typed, its files' keys checked.
 */

/** The names people read for a kind, its title, what each file of its folder holds and its entry forms' words, in one language. */
interface KindWords<F extends string = string, E extends string = string> extends KindNames {
  title: string;
  folder: Record<F, string>;
  entries: Record<E, EntryWords>;
}

/** An arbiter's entry form of a kind (app/components/competitions/<kind>/<kind>-views.tsx, by its segment): the workspace's link to it and its page's <title>. */
interface EntryWords {
  label: string;
  title: string;
}

/** A kind's words in both languages, of one shape (the English has the Polish one's files and forms). */
export interface KindWordTable<F extends string = string, E extends string = string> {
  pl: KindWords<F, E>;
  en: KindWords<F, E>;
}

/** Each registered kind's words by its one name; a kind's words file adds its entry (see above). */
export interface KindWordTables {}

/** A kind's title and its files' descriptions in both languages, as its definition carries them (CompetitionKind.title, folder[].holds). */
export function kindWords<F extends string>(table: KindWordTable<F>) {
  return {
    title: { pl: table.pl.title, en: table.en.title },
    holds: (file: F) => ({ pl: table.pl.folder[file], en: table.en.folder[file] }),
  };
}

/**
 * The names people read for a kind of competition (issue 39, item 1): the home page's heading of a
 * season's group (`group`), the kind on a line of the home page (`one`), and the label of a person's
 * or the search's entry (`label`). 'grand-prix' is the series (not a kind of the registry). A kind
 * outside this file — a new kind in its own folder — merges its names in with `addKindNames`, so the
 * home page, the search and the person pages find every kind's names through `kindName` alone.
 */
interface KindNames {
  group: string;
  one: string;
  label: string;
  /** The kind's own further words, by key (its table's headers …): `kindWord(lang, kind, key)`. */
  words?: Readonly<Record<string, string>>;
  /** Its entry forms' words by the form's segment: `words(lang, kindEntryTable(kind, segment))`. */
  entries?: Readonly<Record<string, EntryWords>>;
}

/** The names of the series (not a kind of the registry); every kind's are merged in when it registers. */
const KIND_NAMES: Record<'pl' | 'en', Record<string, KindNames>> = {
  pl: { 'grand-prix': { group: 'Grand Prix', one: 'Grand Prix', label: 'Grand Prix' } },
  en: { 'grand-prix': { group: 'Grand Prix', one: 'Grand Prix', label: 'Grand Prix' } },
};

/**
 * Every registered kind's words by its name (the kinds' registry merged them: read it where the
 * registry is loaded, lib/competitions/registry.ts).
 */
export const KIND_WORDS = KIND_NAMES as unknown as { pl: KindWordTables; en: KindWordTables };

/** Merges a kind's names, Polish and English (the same keys in both), into the catalogue; a kind named already is refused. */
export function addKindNames(kind: string, names: { pl: KindNames; en: KindNames }): void {
  if (Object.hasOwn(KIND_NAMES.pl, kind)) throw new Error(`the names of the kind "${kind}" are in the catalogue already`);
  const keys = (n: KindNames) => [n.words, (n as Partial<KindWords>).folder, n.entries].map((t) => Object.keys(t ?? {}).sort().join(',')).join(';');
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

/** The word table of a kind's entry form `segment`, read with `words(lang, …)` (the segment itself as its link and title when the kind has none). */
export function kindEntryTable(kind: string, segment: string): Record<'pl' | 'en', EntryWords> {
  const own = (lang: 'pl' | 'en') => KIND_NAMES[lang][kind]?.entries?.[segment] ?? { label: segment, title: segment };
  return { pl: own('pl'), en: own('en') };
}

/** The segments of the entry forms of `K`, a kind whose words tsc knows (any segment for a kind it does not, such as a test's). */
export type EntrySegment<K extends string> = K extends keyof KindWordTables ? (KindWordTables[K] extends { entries: Record<infer E, EntryWords> } ? E & string : string) : string;

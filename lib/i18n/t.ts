/**
 * The one way to say something to a person (issue 23): `t(lang, key, params)`. A key is a problem's
 * code (lib/i18n/catalogue.ts), a phrase of the site (lib/i18n/site-words.ts), or `domain.key` for a
 * word of one of the typed word tables below. Pages, the API's English, the command line and the
 * server actions all read words here; `describe(lang, problem)` says a Problem (lib/problem.ts).
 * Plural forms come from Intl.PluralRules (lib/i18n/plural.ts) inside the entries.
 */
import type { Problem } from '@/lib/problem';
import { CALENDAR_WORDS } from './calendar-words';
import { CATALOGUE, codeMessage, hasMessage, type MessageCode, type MessageParams } from './catalogue';
import { EMBED_WORDS } from './embed-words';
import { HOME_WORDS } from './home-words';
import { MESSAGES, type Lang } from './messages';
import { PAGE_TITLES } from './page-title-words';
import { PEOPLE_WORDS } from './people-words';
import { SITE_WORDS, type SiteWordKey } from './site-words';
import { WORKSPACE_WORDS } from './workspace-words';
import { problemKey } from './problem-words';

/** The word tables of each domain, each `{ pl, en }` with the same keys. */
export const WORD_TABLES = {
  site: MESSAGES,
  workspace: WORKSPACE_WORDS,
  calendar: CALENDAR_WORDS,
  home: HOME_WORDS,
  embed: EMBED_WORDS,
  people: PEOPLE_WORDS,
  title: PAGE_TITLES,
} as const;
type Tables = typeof WORD_TABLES;
type Domain = keyof Tables;
type Words<D extends Domain> = Tables[D]['pl'];
/** The keys of a table whose entries are plain words (entries that take positional values are read through words()). */
type PlainKey<D extends Domain> = { [K in keyof Words<D>]: Words<D>[K] extends string ? K : never }[keyof Words<D>] & string;
type WordKey = { [D in Domain]: `${D}.${PlainKey<D>}` }[Domain];

export type MessageKey = MessageCode | SiteWordKey | WordKey;

/** A domain's table in `lang`, for its entries that take positional values (`words(lang, 'site').placeInTournament(3)`). */
export function words<D extends Domain>(lang: Lang, domain: D): Words<D> {
  return WORD_TABLES[domain][lang] as Words<D>;
}

/** The words of `key` in `lang`. A string that is no key (a code the catalogue lacks) gives `fallback`, else itself. */
export function t(lang: Lang, key: MessageKey | (string & {}), params: MessageParams = {}, fallback = ''): string {
  if (hasMessage(key)) return CATALOGUE[key][lang](params);
  const phrase = (SITE_WORDS[lang] as Record<string, string | ((p: MessageParams) => string)>)[key];
  if (phrase !== undefined) return typeof phrase === 'function' ? phrase(params) : phrase;
  const dot = key.indexOf('.');
  if (dot > 0) {
    const table = (WORD_TABLES as Record<string, Record<Lang, Record<string, unknown>> | undefined>)[key.slice(0, dot)];
    const word = table?.[lang][key.slice(dot + 1)];
    if (typeof word === 'string') return word;
  }
  return codeMessage(lang, key, params, fallback);
}

/**
 * A coded problem as a person reads it: "wiersz 5: …" / "line 5: …". English problems already carry
 * their values in `message` (the API's and the command line's words); a Polish template needs the
 * params, unless it has none (a template `() => …` has length 0).
 */
export function describe(lang: Lang, p: Pick<Problem, 'code' | 'line' | 'message'> & { params?: MessageParams }): string {
  // a folded problem (the rows of one code past the first twenty) keeps its row's code and says MORE_ROWS
  const key = problemKey(p);
  const needsParams = hasMessage(key) && CATALOGUE[key].pl.length > 0;
  const english = lang === 'en' && p.message !== '';
  const text = english ? p.message : p.params || !needsParams ? t(lang, key, p.params ?? {}, p.message) : p.message;
  if (!p.line) return text;
  return `${t(lang, 'lineOf', { line: p.line })}: ${text}`;
}

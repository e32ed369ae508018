/**
 * The two ways to say something to a person (issue 39, item 2): a page's words are read
 * `words(lang, TABLE)` (lib/i18n/words.ts); a coded problem or message is said
 * `describe(lang, { code, params })` — a Problem (lib/problem.ts), or a bare code and its values,
 * whose English the catalogue renders here. `t(lang, key, params)` is this folder's own lookup (a
 * code or a site phrase), which code outside lib/i18n does not call
 * (tests/architecture/one-way-to-read-words.test.ts). Plural forms come from lib/i18n/plural-rule.mjs.
 */
import { codeMessage, entryOf, hasMessage, type MessageCode, type MessageParams, type ParamsOf } from './catalogue';
import type { Lang } from './messages';
import { SITE_WORDS, type SiteWordKey } from './site-words';
import { placeWords, problemKey, problemWords } from './problem-words';
import { MESSAGE_LANG } from './lang-path';

/** A key of t(): a catalogue code or a site phrase. */
type MessageKey = MessageCode | SiteWordKey;

/** The words of `key` in `lang`. A string that is no key (a code the catalogue lacks) gives `fallback`, else itself. */
export function t(lang: Lang, key: MessageKey | (string & {}), params: MessageParams = {}, fallback = ''): string {
  if (hasMessage(key)) return entryOf(key)[lang](params);
  const phrase = (SITE_WORDS[lang] as Record<string, string | ((p: MessageParams) => string)>)[key];
  if (phrase !== undefined) return typeof phrase === 'function' ? phrase(params) : phrase;
  return codeMessage(lang, key, params, fallback);
}

/** What `describe` says: a Problem (lib/problem.ts), a standings note, a problem a use case passed on, or a bare code. */
export interface Describable {
  code: string;
  /**
   * The catalogue's English; for a problem passed on (`'placed'`), the English that already says where.
   * A bare code (`describe(lang, { code: 'BUSY' })`) has none: the catalogue's English of its params is said.
   */
  message?: string;
  params?: MessageParams;
  file?: string | null;
  line?: number;
  /**
   * The code whose sentence says this problem where its own cannot: in a language other than the
   * messages' own, when the catalogue lacks `code` or its sentence needs values that did not come,
   * and the catalogue has this one, it is said instead — the whole problem, without where (the league
   * entry's `LEAGUE_ENTRY_<code>`, app/components/competitions/round-robin-league/entry/league-entry-words.ts).
   */
  instead?: string;
}

/**
 * Where `describe` says the problem is — one choice, nothing else changes what it says:
 * - `'line'` (the default): its line, "wiersz 5: …" (a page that lists a file's problems under its name);
 * - `'none'`: the words alone (a form that shows the line in a column of its own);
 * - `{ file }`: the file before the line, "gp01.csv, wiersz 5: …" — the problem's own `file`, or the
 *   one its reader knows (a season's registry, the TRF an event names); a `file` null or undefined says the line alone;
 * - `'placed'`: the problem's English `message` already says where — a standings note
 *   (lib/series/standings.ts `standingsNote`) or a file's problem a use case passed on, its file in
 *   `params.file` (the API's JSON, "games.csv line 3: …"). English shows the message as it is, and so
 *   does a code the catalogue lacks; another language says its `file` (else `params.file`), its line
 *   and the code's words.
 */
export type Where = 'line' | 'none' | 'placed' | { file: string | null | undefined };

/** `G` (params given) are exactly `P` (a code's declared params): none missing, none extra, none to a code that takes none. */
type ExactParams<G, P> = G extends P ? (string extends keyof P ? true : [Exclude<keyof G, keyof P>] extends [never] ? true : false) : false;
/**
 * A bare code said with its values (`describe(lang, { code: 'NOT_FOUND', params: { what: 'season', name } })`,
 * no `message`): its params checked against the ones its entry declares, as `coded()` checks a
 * producer's (issue 39). A problem (its code a `string` or a union of codes, or with a `message`) passes unchecked: it was
 * checked where it was made. A mismatch asks for a field no value has, so tsc names the declared params.
 */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
type BareCodeChecked<D> = D extends { message: string }
  ? unknown
  : D extends { code: infer C extends MessageCode }
    ? string extends C
      ? unknown
      : true extends IsUnion<C>
        ? unknown
      : ExactParams<D extends { params: infer G } ? G : {}, ParamsOf<C>> extends true
        ? unknown
        : { readonly paramsDeclared: ParamsOf<C> }
    : unknown;

/** "gp01.csv, wiersz 5" / "gp01.csv line 5", the file alone, "wiersz 5" / "line 5", or nothing. */
function whereOf(lang: Lang, file: string | null | undefined, line: number | undefined): string {
  if (file) return placeWords(lang, file, line);
  return line ? t(lang, 'lineOf', { line }) : '';
}

/**
 * The one way to say a problem to a person, with where it is: "gp01.csv, wiersz 5: …" /
 * "gp01.csv line 5: …" — pages, server actions, the API's English (`lang` 'en') and the command
 * line. English says the problem's `message` (its values already in it); another language the
 * catalogue's template with the params, unless the template needs params that did not come (a
 * template `() => …` has length 0), when the English message is all there is.
 */
export function describe<const D extends Describable>(lang: Lang, given: D & BareCodeChecked<D>, where: Where = 'line'): string {
  // a folded problem (the rows of one code past the first twenty) keeps its row's code and says MORE_ROWS
  const key = problemKey(given);
  const p = given.message !== undefined ? (given as Describable & { message: string }) : { ...given, message: codeMessage(MESSAGE_LANG, key, given.params ?? {}) };
  // a template reads params; a problem made without any (`coded({ code })`) has its catalogue English
  // for none — then the template's own words for none are the page's language too (issue 40: "This
  // zip archive is not a spreadsheet…" on Polish pages), not the English
  const needsParams = hasMessage(key) && entryOf(key).pl.length > 0 && !(p.params === undefined && p.message === codeMessage('en', key, {}));
  const english = lang === MESSAGE_LANG && p.message !== '';
  if (p.instead !== undefined && !english && (!hasMessage(p.code) || (p.params === undefined && needsParams)) && hasMessage(p.instead)) return t(lang, p.instead);
  const placed = where === 'placed';
  if (placed && (english || !hasMessage(key))) return p.message;
  const text = english ? p.message : p.params || !needsParams ? t(lang, key, p.params ?? {}, p.message) : p.message;
  const passedFile = typeof p.params?.file === 'string' ? p.params.file : undefined;
  const file = typeof where === 'object' ? where.file : placed ? (p.file ?? passedFile) : undefined;
  const said = whereOf(lang, file, where === 'none' ? undefined : p.line);
  return said ? `${said}: ${text}` : text;
}

/** Where a note's sentence says it is when that is not its own file and line: a linking warning's rows ("gp05.csv lines 3 and 11"). */
export interface NoteAt {
  file: string;
  line?: number;
  lines?: readonly [number, number];
}

/**
 * What a standings note or a linking warning is (lib/series/standings.ts `StandingsNote`,
 * lib/identity/link-players.ts `LinkWarning`): its code and values, its file and line, and the
 * choices its sentence makes that are not values — `at` (where it says it is) and `wording` (the
 * linking warnings' `form: 'json'`, `basis: 'years'`), kept out of `params`.
 */
interface NoteValues {
  code: string;
  file?: string | null;
  line?: number;
  params?: MessageParams;
  at?: NoteAt;
  wording?: MessageParams;
}

/**
 * A standings note or linking warning said in `lang` (issue 39, item 2: made without words, said at
 * the edge). English — the standings JSON's `warnings`, `gp`'s WARNINGS, the upload preview, the
 * season page in English — is where it is, then its code's sentence with its params and wording:
 * "gp01.csv line 5: …", "gp05.csv lines 3 and 11: …", the file alone, or the sentence alone for the
 * season as a whole. Another language says it as `describe(lang, note, 'placed')` always did (its
 * file and line, the catalogue's template of its params).
 */
export function describeNote(lang: Lang, n: NoteValues): string {
  if (lang !== MESSAGE_LANG) return describe(lang, n as Describable, 'placed');
  const said = problemWords(lang, n.code, { ...n.params, ...n.wording });
  // a linking warning always said "where: words" (lib/identity/link-warning.ts before issue 39)
  if (n.at) return [placeWords(lang, n.at.file, n.at.lines ?? n.at.line), said].join(': ');
  const where = placeWords(lang, n.file, n.line);
  return (where ? `${where}: ` : '') + said;
}

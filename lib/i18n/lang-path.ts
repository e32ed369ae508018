import type { Lang } from './messages';

/** The site's other language: the language switch's target. */
const OTHER: Record<Lang, Lang> = { pl: 'en', en: 'pl' };
export const otherLang = (lang: Lang): Lang => OTHER[lang];

/** The language a query or form value names (`?lang=pl`), or `fallback` when it names none. */
export function langParam(value: unknown, fallback: Lang): Lang {
  return typeof value === 'string' && Object.hasOwn(OTHER, value) ? (value as Lang) : fallback;
}

/** The prefix of a language's paths: Polish paths have none, English ones live under /en. */
const PREFIX: Record<Lang, string> = { pl: '', en: '/en' };

/** Path of a page in a language (`/en/leagues/x`, `/leagues/x`); `/` in English is `/en`. Light enough for client components. */
export function pathIn(lang: Lang, path: string): string {
  return PREFIX[lang] === '' ? path : `${PREFIX[lang]}${path === '/' ? '' : path}`;
}

/**
 * The language the problems' own `message` is written in (lib/problem.ts): a page in it shows the
 * message as written, with its values; a page in another language says the code through the catalogue.
 */
export const MESSAGE_LANG: Lang = 'en';

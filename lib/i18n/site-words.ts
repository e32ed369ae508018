import type { Lang } from './messages';
import type { MessageParams } from './catalogue';

/**
 * Sentences of the site's frame and its forms that take values by name, Polish and English. Read
 * `words(lang, SITE_WORDS).key` (lib/i18n/words.ts); lib/i18n's own `t(lang, key, params)` finds them
 * too. The English table has every Polish key (its type is the Polish table's).
 */
type Phrase = string | ((p: MessageParams) => string);

const pl = {
  skipToContent: 'Przejdź do treści',
  /** "wiersz 5: …" before a problem's message. */
  lineOf: (p: MessageParams) => `wiersz ${p.line}`,
  noSuchLeague: 'Nie ma takiej ligi.',
  /** A league game's result as the arbiter's confirmation names it. */
  gameAnnulled: 'anulowana',
  gameNoResult: 'bez wyniku',
  /** The joint between the tie-breaks of a season's rules: "…, potem …". */
  thenJoint: ', potem ',
  /** The last joint of a list: "a, b i c". */
  andJoint: ' i ',
  /** The language query of a page's CSV link: a Polish page asks for Polish columns. */
  csvLangQuery: '?lang=pl',
} satisfies Record<string, Phrase>;

export type SiteWordKey = keyof typeof pl;

const en: typeof pl = {
  skipToContent: 'Skip to content',
  lineOf: (p) => `line ${p.line}`,
  noSuchLeague: 'No such league.',
  gameAnnulled: 'annulled',
  gameNoResult: 'no result',
  thenJoint: ', then ',
  andJoint: ' and ',
  csvLangQuery: '',
};

export const SITE_WORDS: Record<Lang, typeof pl> = { pl, en };

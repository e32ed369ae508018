import type { MessageParams } from '@/lib/i18n/catalogue';
import type { CodeAndParams } from '@/lib/problem';
import { placeWords, problemWords } from '@/lib/i18n/problem-words';
import type { LinkWarning } from './link-players';

/** Where a linking warning is: a row ("gp01.csv line 7"), two rows ("gp05.csv lines 3 and 11") or the file as a whole ("gp01.csv"). */
type LinkWarningAt = { file: string; line?: number; lines?: readonly [number, number] };

/**
 * A linking warning with its `message` (the API's and `gp`'s English) from the catalogue: where it is,
 * then its code's JSON wording (`form: 'json'`, lib/i18n/catalogue.ts) said with its params. `variant`
 * picks a wording without being kept in the params (`basis: 'years'`). The producer writes no words.
 */
export function linkWarning(draft: Omit<LinkWarning, 'message' | 'code' | 'params'> & CodeAndParams<LinkWarning['code']>, at: LinkWarningAt, variant: MessageParams = {}): LinkWarning {
  const where = placeWords('en', at.file, at.lines ?? at.line);
  const words = problemWords('en', draft.code, { ...draft.params, ...variant, form: 'json' });
  return { ...draft, message: [where, words].join(': ') } as LinkWarning;
}

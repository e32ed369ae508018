import type { MessageParams } from '@/lib/i18n/catalogue';
import type { NoteAt } from '@/lib/i18n/t';
import type { CodeAndParams } from '@/lib/problem';
import type { LinkWarning } from './link-players';

/**
 * A linking warning: its code and values, and the choices its English makes as values (issue 39,
 * item 2: no words where it is made) — `at`, where it says it is (a row "gp01.csv line 7", two rows
 * "gp05.csv lines 3 and 11", or the file as a whole "gp01.csv"), and `wording`, its code's JSON
 * wording (`form: 'json'`, lib/i18n/catalogue.ts) with the `variant` that picks a wording without
 * being kept in the params (`basis: 'years'`). `describeNote('en', w)` (lib/i18n/t.ts) says it at the
 * edge: the API's and `gp`'s English.
 */
export function linkWarning(draft: Omit<LinkWarning, 'at' | 'wording' | 'code' | 'params'> & CodeAndParams<LinkWarning['code']>, at: NoteAt, variant: MessageParams = {}): LinkWarning {
  return { ...draft, at, wording: { ...variant, form: 'json' } } as LinkWarning;
}

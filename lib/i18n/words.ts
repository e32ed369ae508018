/**
 * The one way to read a page's words (issue 39, item 2): `words(lang, TABLE)`, where `TABLE` is a
 * domain's typed `{ pl, en }` table imported from its own module (`MESSAGES`, `HOME_WORDS`,
 * `WORKSPACE_WORDS`, a kind's table …). The answer is the table's words in `lang`, typed by the table.
 *
 * The table is passed, not named by a string: a client component then imports only the table it
 * reads (its bundle carries no other domain's words), and this module imports nothing but a type (erased), so any file —
 * a client component, lib/, the server — may import it. Coded problems are said by
 * `describe(lang, problem)` (lib/i18n/t.ts), the other way to say words.
 *
 * A language the table lacks (a stray path segment such as `favicon.ico` read as a language) gets the
 * Polish words, as the accessors this replaces did (`messages`, `workspaceWords`, …).
 *
 * Typed as `table[lang]` was: a table whose languages share one type (`Record<Lang, HomeWords>`) gives
 * that type; a table written `as const` (SCHEMA_FORM_WORDS, a kind's tables) gives the union of its
 * languages' literal types, which is what indexing it gave before.
 */
import type { Lang } from './messages';

export function words<Table extends { readonly [L in Lang]: unknown }>(lang: Lang, table: Table): Table[Lang] {
  return Object.prototype.hasOwnProperty.call(table, lang) ? table[lang] : table.pl;
}

/**
 * The words of a table shown a page at a time (issue 42, lib/render/table-pages.ts): its pager and
 * the line that says which rows are shown. Polish first, English too; numbers come in as arguments.
 */
import type { Lang } from './messages';

interface Words {
  /** The pager's landmark. */
  pages: string;
  previous: string;
  next: string;
  /** A page's number as a screen reader says it. */
  page: (n: number) => string;
  /** "Wiersze 501–1000 z 10 000" */
  rows: (from: number, to: number, of: number) => string;
  /** Said when a search or category keeps part of the table. */
  rowsMatched: (from: number, to: number, matched: number, of: number) => string;
  /** The search box's button on a table searched by the server. */
  searchButton: string;
  /** Shown beside the search when the table is searched by the server: how to see every row again. */
  clearSearch: string;
}

const group = (lang: Lang, n: number) => n.toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB');

const pl: Words = {
  pages: 'Strony tabeli',
  previous: '‹ Poprzednia',
  next: 'Następna ›',
  page: (n) => `Strona ${n}`,
  rows: (from, to, of) => `Wiersze ${group('pl', from)}–${group('pl', to)} z ${group('pl', of)}.`,
  rowsMatched: (from, to, matched, of) => (matched === 0 ? `Nic z ${group('pl', of)} wierszy nie pasuje.` : `Wiersze ${group('pl', from)}–${group('pl', to)} z ${group('pl', matched)} pasujących (w tabeli ${group('pl', of)}).`),
  searchButton: 'Szukaj',
  clearSearch: 'Cała tabela',
};

const en: Words = {
  pages: 'Pages of the table',
  previous: '‹ Previous',
  next: 'Next ›',
  page: (n) => `Page ${n}`,
  rows: (from, to, of) => `Rows ${group('en', from)}–${group('en', to)} of ${group('en', of)}.`,
  rowsMatched: (from, to, matched, of) => (matched === 0 ? `None of the ${group('en', of)} rows matches.` : `Rows ${group('en', from)}–${group('en', to)} of ${group('en', matched)} matching (${group('en', of)} in the table).`),
  searchButton: 'Search',
  clearSearch: 'Whole table',
};

/** A paged table's words: `words(lang, TABLE_WORDS)` (lib/i18n/words.ts). */
export const TABLE_WORDS = { pl, en };

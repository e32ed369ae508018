import { escapeHtml } from './html';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { peopleWords } from '@/lib/i18n/people-words';

/**
 * The site header's search box (issue 30): a plain GET form to /search, so it works without
 * JavaScript and on every page — the React layout and the string-rendered standings page share
 * this markup (app/components/search-box.tsx renders it).
 */
export function searchBoxHtml(lang: Lang, value = ''): string {
  const w = peopleWords(lang);
  return `<form class="site-search" role="search" action="${localePath(lang, '/search')}" method="get"><label class="visually-hidden" for="site-search-q">${escapeHtml(w.searchLabel)}</label><input id="site-search-q" name="q" type="search" value="${escapeHtml(value)}" placeholder="${escapeHtml(w.searchPlaceholder)}" autocomplete="off" enterkeyhint="search" required data-testid="site-search"><button type="submit">${escapeHtml(w.searchButton)}</button></form>`;
}

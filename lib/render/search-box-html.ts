import { escapeHtml } from './html';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { PEOPLE_WORDS } from '@/lib/i18n/people-words';
import { words } from '@/lib/i18n/words';

/**
 * The site header's search box (issue 30): a plain GET form to /search, so it works without
 * JavaScript and on every page — the React layout and the string-rendered standings page share
 * this markup (app/components/search-box.tsx renders it).
 */
export function searchBoxHtml(lang: Lang, value = ''): string {
  const w = words(lang, PEOPLE_WORDS);
  return `<form class="site-search" role="search" action="${localePath(lang, '/search')}" method="get"><label class="visually-hidden" for="site-search-q">${escapeHtml(w.searchLabel)}</label><input id="site-search-q" name="q" type="search" value="${escapeHtml(value)}" placeholder="${escapeHtml(w.searchPlaceholder)}" autocomplete="off" enterkeyhint="search" required data-testid="site-search"><button type="submit">${escapeHtml(w.searchButton)}</button></form>`;
}

/** The magnifier a phone's header shows instead of the box (public/site.css): a link to /search. */
export const SEARCH_ICON_PATH = 'M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12z';

export function searchLinkHtml(lang: Lang): string {
  return `<a class="site-search-link" href="${localePath(lang, '/search')}" data-testid="site-search-link"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${SEARCH_ICON_PATH}"/></svg><span class="visually-hidden">${escapeHtml(words(lang, PEOPLE_WORDS).searchButton)}</span></a>`;
}

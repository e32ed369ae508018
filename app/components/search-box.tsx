import type { Lang } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/messages';
import { PEOPLE_WORDS } from '@/lib/i18n/people-words';
import { SEARCH_ICON_PATH } from '@/lib/render/search-box-html';
import { words } from '@/lib/i18n/words';

/** The header's search box: the same markup as lib/render/search-box-html.ts (the string-rendered standings page). */
export function SearchBox({ lang }: { lang: Lang }) {
  const w = words(lang, PEOPLE_WORDS);
  return (
    <form className="site-search" role="search" action={localePath(lang, '/search')} method="get">
      <label className="visually-hidden" htmlFor="site-search-q">
        {w.searchLabel}
      </label>
      <input id="site-search-q" name="q" type="search" placeholder={w.searchPlaceholder} autoComplete="off" enterKeyHint="search" required data-testid="site-search" />
      <button type="submit">{w.searchButton}</button>
    </form>
  );
}

/** The magnifier a phone's header shows instead of the box: a link to /search (public/site.css). */
export function SearchLink({ lang }: { lang: Lang }) {
  return (
    <a className="site-search-link" href={localePath(lang, '/search')} data-testid="site-search-link">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={SEARCH_ICON_PATH} />
      </svg>
      <span className="visually-hidden">{words(lang, PEOPLE_WORDS).searchButton}</span>
    </a>
  );
}

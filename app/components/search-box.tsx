import type { Lang } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/messages';
import { peopleWords } from '@/lib/i18n/people-words';

/** The header's search box: the same markup as lib/render/search-box-html.ts (the string-rendered standings page). */
export function SearchBox({ lang }: { lang: Lang }) {
  const w = peopleWords(lang);
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

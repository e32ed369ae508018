'use client';
import { usePathname } from 'next/navigation';
import { FALLBACK_PAGE_WORDS } from '@/lib/i18n/fallback-page-words';
import { pathIn } from '@/lib/i18n/lang-path';
import { pathLang } from '@/lib/i18n/serving-words.mjs';
import { words } from '@/lib/i18n/words';

/** The 404 text in the page's language: a not-found page gets no params, the address tells the language. */
export function NotFoundText() {
  const lang = pathLang(usePathname() ?? '');
  const w = words(lang, FALLBACK_PAGE_WORDS);
  return (
    <>
      <title>{w.notFoundTitle}</title>
      <h1>404</h1>
      <p>{w.notFound}</p>
      <p>
        <a href={pathIn(lang, '/')}>{w.home}</a>
      </p>
    </>
  );
}

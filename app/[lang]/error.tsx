'use client';
import { usePathname } from 'next/navigation';
import { FALLBACK_PAGE_WORDS } from '@/lib/i18n/fallback-page-words';
import { pathLang } from '@/lib/i18n/serving-words.mjs';
import { words } from '@/lib/i18n/words';

/** A page that failed: said in the page's language (English pages live under /en). */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const w = words(pathLang(usePathname() ?? ''), FALLBACK_PAGE_WORDS);
  return (
    <>
      <title>{w.errorTitle}</title>
      <h1>{w.error}</h1>
      <p>{w.errorText}</p>
      <button type="button" onClick={reset}>
        {w.tryAgain}
      </button>
    </>
  );
}

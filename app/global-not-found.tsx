import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { SiteFrame } from '@/app/components/site-frame';
import { FALLBACK_PAGE_WORDS } from '@/lib/i18n/fallback-page-words';
import { langParam, pathIn } from '@/lib/i18n/lang-path';
import { LANG_HEADER } from '@/proxy';
import { words } from '@/lib/i18n/words';

export const metadata: Metadata = { robots: { index: false } };

/**
 * An address no route takes (/en/foo/bar, /seasons/x/y/z): the 404 page in the site's shell,
 * server-rendered in the address's language (issue 40: Next's own shell had no lang and no text
 * before JavaScript ran). The root layout is app/[lang]/layout.tsx, so there is no app/not-found
 * to compose; proxy.ts passes the address's language in LANG_HEADER.
 */
export default async function GlobalNotFound() {
  const lang = langParam((await headers()).get(LANG_HEADER), 'pl');
  const w = words(lang, FALLBACK_PAGE_WORDS);
  return (
    <SiteFrame lang={lang} title={w.notFoundTitle}>
      <h1>404</h1>
      <p>{w.notFound}</p>
      <p>
        <a href={pathIn(lang, '/')}>{w.home}</a>
      </p>
    </SiteFrame>
  );
}

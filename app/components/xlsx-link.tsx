import { SITE_WORDS } from '@/lib/i18n/site-words';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import type { Lang } from '@/lib/i18n/messages';
import { words } from '@/lib/i18n/words';

/** The .xlsx download of a page's tables (docs/exports.md), its headers in the page's language. */
export function xlsxHref(lang: Lang, path: string): string {
  return `${path}${words(lang, SITE_WORDS).csvLangQuery}`;
}

export function XlsxLink({ lang, href }: { lang: Lang; href: string }) {
  const w = words(lang, EXPORT_WORDS);
  return (
    <a href={xlsxHref(lang, href)} download title={w.xlsxTitle} data-testid="download-xlsx">
      {w.downloadXlsx}
    </a>
  );
}

/** The link in its own line under a table, as the season page's downloads. */
export function XlsxDownload({ lang, href }: { lang: Lang; href: string }) {
  return (
    <p className="downloads">
      <XlsxLink lang={lang} href={href} />
    </p>
  );
}

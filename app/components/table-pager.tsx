import type { Lang } from '@/lib/i18n/messages';
import type { TablePage } from '@/lib/render/table-pages';
import { tablePagerHtml, tableSearchHtml } from '@/lib/render/table-pages-html';

/**
 * Issue 42: a table shown a page at a time on a React page — its search over all rows and its pager,
 * the same escaped HTML as the string-rendered season page's (lib/render/table-pages-html.ts). Nothing
 * for a table of one page.
 */
export function TableSearch(p: { lang: Lang; id: string; path: string; page: TablePage<unknown>; placeholder: string; label: string }) {
  const html = tableSearchHtml(p);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export function TablePager(p: { lang: Lang; id: string; path: string; page: TablePage<unknown> }) {
  const html = tablePagerHtml(p);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

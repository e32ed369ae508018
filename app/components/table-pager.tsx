import type { ReactNode } from 'react';
import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { TablePage } from '@/lib/render/table-pages';
import { tablePagerHtml, tableSearchHtml } from '@/lib/render/table-pages-html';
import { words } from '@/lib/i18n/words';

/**
 * Issue 42: a table shown a page at a time on a React page — its search over all rows and its pager,
 * the same escaped HTML as the string-rendered season page's (lib/render/table-pages-html.ts). Nothing
 * for a table of one page.
 */
export function TableSearch(p: { lang: Lang; id: string; path: string; page: TablePage<unknown>; placeholder: string; label: string; anchored?: boolean }) {
  const html = tableSearchHtml(p);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export function TablePager(p: { lang: Lang; id: string; path: string; page: TablePage<unknown>; anchored?: boolean }) {
  const html = tablePagerHtml(p);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/**
 * A view's table that grows with rows (the competition pages): the search over all rows above it and
 * the pager below, both nothing when the table is one page. `page` from `pageOfRequest`; `path` the
 * page's own address (a `TableRequest`'s); the table itself (`children`) carries `id` and `data-paged`.
 * Its links and its search open at the table (`#id`): the page has several tables paged by one state.
 */
export function PagedTable(p: { lang: Lang; id: string; path: string | undefined; page: TablePage<unknown>; children: ReactNode }) {
  const m = words(p.lang, MESSAGES);
  const path = p.path ?? '';
  return (
    <>
      {p.page.paged ? <TableSearch lang={p.lang} id={p.id} path={path} page={p.page} label={m.search} placeholder={m.searchPlaceholder} anchored /> : null}
      {p.children}
      {p.page.paged ? <TablePager lang={p.lang} id={p.id} path={path} page={p.page} anchored /> : null}
    </>
  );
}

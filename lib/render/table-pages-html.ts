import type { Lang } from '@/lib/i18n/messages';
import { TABLE_WORDS } from '@/lib/i18n/table-words';
import { escapeHtml } from './html';
import { pagerLinks, type TablePage } from './table-pages';
import { words } from '@/lib/i18n/words';

/**
 * Issue 42: the parts of a table shown a page at a time, as escaped HTML — one rendering for the
 * string-rendered season page and the React pages (app/components/table-pager.tsx). Empty for a table
 * of one page. `id` is the table's element id.
 */

/** The search over all the table's rows: a GET form the server answers (the sort and category kept). */
export function tableSearchHtml(p: { lang: Lang; id: string; path: string; page: TablePage<unknown>; label: string; placeholder: string; /** The answer opens at the table (`#id`): a page of several paged tables. */ anchored?: boolean }): string {
  if (!p.page.paged) return '';
  const w = words(p.lang, TABLE_WORDS);
  const { state } = p.page;
  const hidden = (name: string, value: string) => (value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '');
  return (
    `<form class="filters no-print" method="get" action="${escapeHtml(p.path + (p.anchored ? `#${p.id}` : ''))}" role="search" data-table-form="${escapeHtml(p.id)}">` +
    `<label class="search">${escapeHtml(p.label)} <input type="search" name="q" value="${escapeHtml(state.q)}" placeholder="${escapeHtml(p.placeholder)}" autocomplete="off" data-search-table="${escapeHtml(p.id)}" data-testid="table-search"></label>` +
    hidden('category', state.category) +
    hidden('sort', state.sort) +
    `<button type="submit" class="secondary">${escapeHtml(w.searchButton)}</button>` +
    (state.q ? ` <a href="${escapeHtml(p.path + (p.anchored ? `#${p.id}` : ''))}" data-testid="table-search-clear">${escapeHtml(w.clearSearch)}</a>` : '') +
    '</form>'
  );
}

/** Which rows are shown, and the pager. */
export function tablePagerHtml(p: { lang: Lang; id: string; path: string; page: TablePage<unknown>; /** Each link opens at the table (`#id`). */ anchored?: boolean }): string {
  if (!p.page.paged) return '';
  const w = words(p.lang, TABLE_WORDS);
  const { page } = p;
  const said = page.matched !== page.total ? w.rowsMatched(page.from, page.to, page.matched, page.total) : w.rows(page.from, page.to, page.total);
  const links = pagerLinks(p.path, page, p.anchored ? p.id : '')
    .map((l) => {
      if (l.kind === 'gap') return '<span aria-hidden="true">…</span>';
      if (l.current) return `<span aria-current="page" class="current">${l.page}</span>`;
      const label = l.kind === 'previous' ? w.previous : l.kind === 'next' ? w.next : String(l.page);
      const aria = l.kind === 'page' ? ` aria-label="${escapeHtml(w.page(l.page))}"` : ` rel="${l.kind === 'previous' ? 'prev' : 'next'}"`;
      return `<a href="${escapeHtml(l.href)}"${aria}>${escapeHtml(label)}</a>`;
    })
    .join('');
  return `<div class="table-pages no-print" id="${escapeHtml(p.id)}-pages" data-testid="table-pages"><p class="muted" role="status" data-testid="table-rows">${escapeHtml(said)}</p>${links ? `<nav class="pager" aria-label="${escapeHtml(w.pages)}">${links}</nav>` : ''}</div>`;
}

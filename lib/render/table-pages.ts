import { readTableQuery, tableQueryString, type TableQuery } from './table-query.mjs';

/**
 * Issue 42, item 2: a table that grows with rows is sent a page at a time, and what its reader asks of
 * it — the search, the sort, the category — is done here over all its rows, before the page is cut.
 * One module for every such table (a tournament's results, a season's standings): the page reads the
 * address's state (table-query.mjs), lists its rows and its sortable columns, and gets the rows to
 * render and the pager's links. A table of at most one page is as it was: the browser's script
 * searches and sorts it in place (public/table-controls.js).
 */

/** A column the table may be sorted by: its id in the address (`sort=points`, `sort=-points`) and its value per row. */
export type TableColumn<R> = { id: string; kind: 'number' | 'text'; value: (row: R) => number | string | null | undefined };

type TableParams<R> = {
  /** Rows a page (a setting read in server/: GP_TABLE_PAGE_ROWS). */
  size: number;
  /** The text the search looks in (a row's name and club, as the browser's search does). */
  text: (row: R) => string;
  columns: readonly TableColumn<R>[];
  /** The language of the names' order. */
  lang: string;
  /** A row's prize categories, when the table has the category buttons. */
  categories?: (row: R) => readonly string[];
};

export type TablePage<R> = {
  /** The rows of the page shown, in the order asked. */
  rows: R[];
  /** The state as applied: a page past the last is the last, an unknown sort the table's own order. */
  state: TableQuery;
  pages: number;
  /** Rows in the whole table, and those the search and category keep. */
  total: number;
  matched: number;
  /** The 1-based position of the page's first row among those kept (0 when none). */
  from: number;
  to: number;
  /** Whether the whole table is more than one page: the server then searches, sorts and pages it. */
  paged: boolean;
};

/**
 * What a page hands the views of its tables that grow with rows (the competition page to each kind's
 * view): the page's own address, the table state its query asks for, and the rows a page
 * (GP_TABLE_PAGE_ROWS, read in server/). Every paged table of the page reads the one state: a search
 * keeps the player's rows in each, `?page=2` is each table's second page.
 */
export type TableRequest = { path: string; query: TableQuery; size: number };

/**
 * The page of a view's table: `pageOfTable` over `request` when the table is more than one page;
 * else — or with no request (a view rendered outside a page, a test) — every row, not paged, as before.
 */
export function pageOfRequest<R>(rows: readonly R[], request: TableRequest | undefined, p: Omit<TableParams<R>, 'size' | 'columns'> & { columns?: readonly TableColumn<R>[] }): TablePage<R> {
  const size = request?.size ?? Number.MAX_SAFE_INTEGER;
  // a table of one page is the browser's to search (public/table-controls.js): the address's state
  // does not touch it, so that it is exactly as before (`?q=x` on a league's page hides no team)
  return pageOfTable(rows, rows.length > size ? request!.query : '', { ...p, columns: p.columns ?? [], size });
}

/** Lower case without diacritics (`ł` → `l`), as public/table-controls.js folds: "lodz" finds "Łódź". */
export function foldForSearch(s: string): string {
  return s.toLocaleLowerCase('pl').replace(/ł/g, 'l').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const collators = new Map<string, Intl.Collator>();
const collator = (lang: string) => collators.get(lang) ?? (collators.set(lang, new Intl.Collator(lang)), collators.get(lang)!);

/** The page of `rows` (in the table's own order) that `query` asks for. */
export function pageOfTable<R>(rows: readonly R[], query: TableQuery | string, p: TableParams<R>): TablePage<R> {
  const asked = typeof query === 'string' ? readTableQuery(query) : query;
  const size = Math.max(1, Math.floor(p.size));
  const words = foldForSearch(asked.q).split(' ').filter(Boolean);
  const category = asked.category && p.categories ? asked.category : '';
  let kept = words.length === 0 && !category ? [...rows] : rows.filter((r) => (!category || p.categories!(r).includes(category)) && (words.length === 0 || hasWords(foldForSearch(p.text(r)), words)));
  const descending = asked.sort.startsWith('-');
  const column = p.columns.find((c) => c.id === (descending ? asked.sort.slice(1) : asked.sort));
  if (column) kept = sortRows(kept, column, descending, p.lang);
  const pages = Math.max(1, Math.ceil(kept.length / size));
  const page = Math.min(asked.page, pages);
  const start = (page - 1) * size;
  const shown = kept.slice(start, start + size);
  return {
    rows: shown,
    state: { q: asked.q, category, sort: column ? asked.sort : '', page },
    pages,
    total: rows.length,
    matched: kept.length,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    paged: rows.length > size,
  };
}

function hasWords(text: string, words: readonly string[]): boolean {
  return words.every((w) => text.includes(w));
}

// stable; a row without a value last in either direction
function sortRows<R>(rows: R[], column: TableColumn<R>, descending: boolean, lang: string): R[] {
  const order = collator(lang);
  const keyed = rows.map((row, i) => ({ row, i, v: column.value(row) }));
  keyed.sort((a, b) => {
    const aMissing = a.v === null || a.v === undefined || a.v === '';
    const bMissing = b.v === null || b.v === undefined || b.v === '';
    if (aMissing || bMissing) return aMissing === bMissing ? a.i - b.i : aMissing ? 1 : -1;
    const c = column.kind === 'number' ? Number(a.v) - Number(b.v) : order.compare(String(a.v), String(b.v));
    return (descending ? -c : c) || a.i - b.i;
  });
  return keyed.map((k) => k.row);
}

/** One link of the pager: a page's number, or the previous or next page; `current` for the page shown. */
type PagerLink = { kind: 'previous' | 'next' | 'page' | 'gap'; page: number; href: string; current: boolean };

/**
 * The pager of a table of more than one page: previous, the first, the two each side of the current,
 * the last, next (a gap between). Each href is `path` with the state's canonical query, and `#anchor`
 * when given (a page of several paged tables: the link leads back to its own table).
 */
export function pagerLinks(path: string, page: Pick<TablePage<unknown>, 'state' | 'pages'>, anchor = ''): PagerLink[] {
  const { state, pages } = page;
  if (pages <= 1) return [];
  const href = (n: number) => {
    const query = tableQueryString({ ...state, page: n });
    return (query ? `${path}?${query}` : path) + (anchor ? `#${anchor}` : '');
  };
  const out: PagerLink[] = [];
  if (state.page > 1) out.push({ kind: 'previous', page: state.page - 1, href: href(state.page - 1), current: false });
  const numbers = [...new Set([1, state.page - 2, state.page - 1, state.page, state.page + 1, state.page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  numbers.forEach((n, i) => {
    if (i > 0 && n > numbers[i - 1]! + 1) out.push({ kind: 'gap', page: 0, href: '', current: false });
    out.push({ kind: 'page', page: n, href: href(n), current: n === state.page });
  });
  if (state.page < pages) out.push({ kind: 'next', page: state.page + 1, href: href(state.page + 1), current: false });
  return out;
}

/** The address of the table's state with `change` applied (a sort or a search starts again at page 1). */
export function tableHref(path: string, state: TableQuery, change: Partial<TableQuery>): string {
  const query = tableQueryString({ ...state, ...change });
  return query ? `${path}?${query}` : path;
}

/**
 * A sortable column's header on a paged table: the address that sorts every row by it (the first
 * click in the column's own first direction, the next the other way) and its `aria-sort` now.
 */
export function sortLink(path: string, page: Pick<TablePage<unknown>, 'state'>, column: string, first: 'ascending' | 'descending'): { href: string; sorted: 'ascending' | 'descending' | undefined } {
  const sorted = page.state.sort === column ? 'ascending' : page.state.sort === `-${column}` ? 'descending' : undefined;
  const next = sorted ? (sorted === 'ascending' ? 'descending' : 'ascending') : first;
  return { href: tableHref(path, page.state, { sort: next === 'descending' ? `-${column}` : column, page: 1 }), sorted };
}

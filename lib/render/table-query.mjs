// Issue 42: a table that grows with rows (a tournament's results, a season's standings) is shown a page
// at a time; its search, sort and category are read on the server so that they reach every row, not
// only the page shown. This is the table's state in the address (`?page=2&q=kowal&sort=-points`), read
// by the pages (lib/render/table-pages.ts) and by the production server's page cache
// (server/site-policy.mjs), which keeps one entry per canonical spelling. Plain JavaScript: the
// server reads it without a build step.

/** The query's names, in their canonical order. */
export const TABLE_PARAMS = ['q', 'category', 'sort', 'page'];
/** A search longer than this is cut (a name and a club are far shorter). */
export const MAX_TABLE_SEARCH = 100;
/** Pages past this are no page (10,000 rows at the smallest page size of 10 rows a page is 1,000). */
export const MAX_TABLE_PAGE = 100_000;
const SORT = /^-?[a-z][a-z0-9-]{0,39}$/;
const CATEGORY = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The table's state from a query string or its parameters: `page` (1 when absent or unreadable), `q`
 * (trimmed, inner spaces one, at most MAX_TABLE_SEARCH characters), `sort` (a column's id, `-` first for
 * descending; '' for the table's own order) and `category` ('' for all players).
 * @param {string | URLSearchParams | Record<string, string | string[] | undefined>} query
 */
export function readTableQuery(query) {
  const params = query instanceof URLSearchParams ? query : typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : recordParams(query);
  const one = (name) => params.get(name) ?? '';
  const pageText = one('page').trim();
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const q = one('q').replace(/\s+/g, ' ').trim().slice(0, MAX_TABLE_SEARCH).trim();
  const sort = SORT.test(one('sort')) ? one('sort') : '';
  const category = CATEGORY.test(one('category')) ? one('category') : '';
  return { page: page >= 1 && page <= MAX_TABLE_PAGE ? page : 1, q, sort, category };
}

function recordParams(record) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params.set(name, first);
  }
  return params;
}

/**
 * The canonical query of a table's state ('' for the first page in the table's own order): every
 * other parameter dropped, the defaults left out, the names in one order — one page cache entry
 * however the address is spelled.
 * @param {{ page: number; q: string; sort: string; category: string }} state
 */
export function tableQueryString(state) {
  const out = new URLSearchParams();
  if (state.q) out.set('q', state.q);
  if (state.category) out.set('category', state.category);
  if (state.sort) out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out.toString();
}

/** `search` (without `?`) as its canonical table query (server/site-policy.mjs's key of a season page). */
export const canonicalTableQuery = (search) => tableQueryString(readTableQuery(search ?? ''));

// What the production server (scripts/serve.mjs) may answer from its page cache, and its Cache-Control.
import { LANGS } from '../lib/i18n/serving-words.mjs';
import { canonicalEmbedQuery } from './embed-policy.mjs';
import { clientRouterRequest, routerPayload } from './next-adapter.mjs';
import { isKindPath } from '../lib/competitions/kind-paths.mjs';
import { canonicalTableQuery } from '../lib/render/table-query.mjs';

// A shared cache (nginx, a CDN) keeps a public page 1 s, then revalidates it with the ETag, never
// serving a stale copy: an upload shows within 2 s behind nginx (docs/decisions/serving.md).
export function publicCacheControl(env = process.env) {
  const seconds = (name, fallback) => (Number.isInteger(Number(env[name])) && Number(env[name]) >= 0 ? Number(env[name]) : fallback);
  const swr = seconds('GP_CACHE_STALE_WHILE_REVALIDATE', 0);
  return env.GP_CACHE_CONTROL || `public, max-age=0, s-maxage=${seconds('GP_CACHE_S_MAXAGE', 1)}${swr > 0 ? `, stale-while-revalidate=${swr}` : ''}`;
}
export const PRIVATE = 'private, no-store';
/** A workbook's query as its route reads it (server/exports.ts langOf): `lang=pl`, else English. */
// the languages a workbook is written in besides the default English (server/exports.ts langOf)
const WORKBOOK_LANGUAGES = new Set(['pl']);
function workbookLang(query) {
  const lang = new URLSearchParams(query).get('lang');
  return lang !== null && WORKBOOK_LANGUAGES.has(lang) ? `lang=${lang}` : '';
}
// Every public page of every kind (issue 24): its address's pattern (after `/pl` or `/en`; an `api/`
// one without) → what keys its entry. `a|b`: either word; `:slug` the season or competition; `:kind`
// any kind's path (lib/competitions/kind-paths.mjs); `:any` one segment; `*` any after.
// `scope`: `season` (its revision and stamp), `competition` (its revision), `public` (data_version: the
// pages across them). `query`: `dropped` (one entry whatever the query), `kept` (in the key),
// `refused` (with a query, Next answers) or a function making it canonical (null: not kept).
export const PUBLIC_ROUTES = [
  // issue 42: the pages whose table is shown a page at a time keep its state (`?q=…&sort=…&page=2`,
  // lib/render/table-query.mjs), one entry per canonical spelling; any other parameter is dropped
  { pattern: 'seasons/:slug', scope: 'season', query: canonicalTableQuery },
  { pattern: 'seasons/:slug/tournaments/:any', scope: 'season', query: canonicalTableQuery },
  { pattern: 'seasons/:slug/*', scope: 'season', query: 'dropped' },
  { pattern: 'embed/seasons/:slug/*', scope: 'season', query: canonicalEmbedQuery },
  { pattern: 'embed/:kind/:slug/*', scope: 'competition', query: canonicalEmbedQuery },
  // issue 42: a competition's page (an open's rankings, up to a file's 20,000 rows) pages its tables the same way
  { pattern: ':kind/:slug/*', scope: 'competition', query: canonicalTableQuery },
  { pattern: 'players/*', scope: 'public', query: 'refused' },
  { pattern: 'clubs/*', scope: 'public', query: 'refused' },
  { pattern: 'docs/*', scope: 'public', query: 'refused' },
  { pattern: 'search', scope: 'public', query: 'kept' },
  { pattern: '', scope: 'public', query: 'refused' },
  { pattern: 'api/seasons/:slug/standings|standings.csv|calendar.ics', scope: 'season', query: 'refused' },
  { pattern: 'api/competitions/:slug', scope: 'competition', query: 'refused' },
  { pattern: 'api/competitions/:slug/calendar.ics', scope: 'competition', query: 'refused' },
  // issue 42: the workbooks, rendered once per revision and language on their client's share like a
  // page (each was built again for every request: a 135,471-row tournament's took 9 s)
  { pattern: 'api/seasons/:slug/standings.xlsx', scope: 'season', query: workbookLang },
  { pattern: 'api/seasons/:slug/tournaments|players/:any/results.xlsx', scope: 'season', query: workbookLang },
  { pattern: 'api/competitions/:slug/tables.xlsx', scope: 'competition', query: workbookLang },
  { pattern: 'api/players|clubs/:any', scope: 'public', query: 'refused' },
  { pattern: 'api/search', scope: 'public', query: 'kept' },
].map((route) => ({ ...route, segments: route.pattern ? route.pattern.split('/') : [] }));

/** The public route of a path (no query), or null: `{ route, slug (escaped), rest, perRequest? }` (a what-if: never kept). */
export function publicRoute(path) {
  if (!path.startsWith('/') || (path.length > 1 && path.endsWith('/')) || path.includes('//')) return null;
  const all = path === '/' ? [] : path.slice(1).split('/');
  const lang = LANGS.includes(all[0]);
  const segments = lang ? all.slice(1) : all;
  for (const route of PUBLIC_ROUTES) {
    const at = !(lang && route.segments[0] === 'api') && match(route.segments, segments);
    if (at) return at.slug !== null && at.rest.includes('what-if') ? { route, ...at, perRequest: true } : { route, ...at };
  }
  return null;
}
function match(pattern, segments) {
  let slug = null;
  let from = 0;
  for (const [i, p] of pattern.entries()) {
    if (p === '*') return { slug, rest: segments.slice(slug === null ? i : from) };
    const s = segments[i];
    if (s === undefined || !(p === ':slug' || p === ':any' || (p === ':kind' ? isKindPath(s) : p.split('|').includes(s)))) return null;
    if (p === ':slug') (slug = s), (from = i + 1);
  }
  return segments.length === pattern.length ? { slug, rest: segments.slice(slug === null ? pattern.length : from) } : null;
}
/** Whether a path is a public page whose query string is no part of it (the season pages). */
export const seasonPage = (path) => ((at) => !!at && !at.perRequest && at.route.query === 'dropped')(publicRoute(path));
/** Whether a path is a player's what-if calculator. */
export const whatIfPage = (path) => !!publicRoute(path)?.perRequest;
// The public resource a signed-out GET or HEAD names, or null: `{ scope, slug, calendar, competition,
// key, path, headers? }` — the entry's key within its scope's revision, the address to render and the
// headers to render it with. A client router's payload (next-adapter.mjs routerPayload) is its page's
// entry with the variant in the key. `?rev=N` (public/live-updates.js) is the page itself.
export function cacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const h = req.headers;
  if (h.cookie || h.authorization) return null;
  const payload = routerPayload(h, req.url ?? '');
  if (!payload && clientRouterRequest(h, req.url)) return null;
  const raw = payload ? payload.path : (req.url ?? '');
  const live = /^([^?#]*)\?rev=\d{1,15}$/.exec(raw);
  const url = live ? live[1] : raw;
  if (url.includes('#')) return null;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const at = publicRoute(path);
  if (!at || at.perRequest) return null;
  const { route } = at;
  let address = url;
  if (typeof route.query === 'function') {
    const query = route.query(q === -1 ? '' : url.slice(q + 1));
    if (query === null) return null;
    address = query ? `${path}?${query}` : path;
  } else if (q !== -1 && route.query !== 'kept') return null;
  let slug = null;
  try {
    slug = at.slug === null ? null : decodeURIComponent(at.slug);
  } catch {
    return null;
  }
  // the calendar page and feed also change with what bumps no revision (an agreement answered while the reservation still waits)
  const last = at.rest.at(-1);
  const calendar = route.scope === 'season' && (last === 'calendar' || last === 'calendar.ics');
  // a feed's event ids carry the host name it is served under
  const key = path.endsWith('.ics') ? `${address} ${h.host ?? ''}` : address;
  const page = { scope: route.scope, slug, calendar, competition: route.scope === 'competition', key, path: address };
  if (!payload) return page;
  // a payload's page has no query (an embed's would be another page)
  return address === path ? { ...page, key: key + payload.variant, path: payload.address(path), headers: payload.headers } : null;
}

// Issue 42, item 3: the sign-in and the workspaces — the arbiter's, the organizer's, the captain's —
// and every write of the API have a Next thread of their own (scripts/serve.mjs), apart from the
// public pages' renders (searches, first renders of a page, downloads) that an anonymous visitor can
// ask for without end. By path, never by a cookie: a made-up cookie must not move a season page's
// render into this lane. An anonymous request here is a redirect to the sign-in or the sign-in page.
const WORKSPACES = new Set(['arbiter', 'organizer', 'captain']);
/** Whether a request goes to the interactive lane (the sign-in, the workspaces, the API's writes). */
export function interactiveRequest(method, url) {
  const segments = String(url ?? '/').split(/[?#]/)[0].split('/').filter(Boolean);
  const first = LANGS.includes(segments[0]) ? segments[1] : segments[0];
  if (WORKSPACES.has(first)) return true;
  return segments[0] === 'api' && method !== 'GET' && method !== 'HEAD';
}

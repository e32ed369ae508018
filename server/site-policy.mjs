// What the production server (scripts/serve.mjs) may answer from its public cache, and the
// Cache-Control of everything it sends. Plain JavaScript: the server runs it without a build step.
import { LANGS } from '../lib/i18n/serving-words.mjs';
import { canonicalEmbedQuery } from './embed-policy.mjs';
import { clientRouterRequest, routerPayload } from './next-adapter.mjs';
import { isKindPath } from '../lib/competitions/kind-paths.mjs';

const seconds = (env, name, fallback) => {
  const v = Number(env[name]);
  return Number.isInteger(v) && v >= 0 ? v : fallback;
};

/**
 * What a shared cache (CDN, nginx) may do with a public page: keep it 1 s, then revalidate it with
 * the ETag (a 304 costs the site one indexed read), never serving a stale copy. Issue 24: it was
 * `s-maxage=60, stale-while-revalidate=600`, and a reader behind the project's own nginx saw a page
 * up to 60 s old after an upload (and after a quiet spell, one stale copy however old); with 1 s
 * the crowd is still served by the shared cache — one revalidation per page and second reaches the
 * site — and an upload shows within 2 s (nginx counts whole seconds; tests/api/nginx.test.ts).
 * `s-maxage=0` would make nginx store nothing at all (docs/decisions/serving.md).
 */
export function publicCacheControl(env = process.env) {
  if (env.GP_CACHE_CONTROL) return env.GP_CACHE_CONTROL;
  const sMaxAge = seconds(env, 'GP_CACHE_S_MAXAGE', 1);
  const swr = seconds(env, 'GP_CACHE_STALE_WHILE_REVALIDATE', 0);
  return `public, max-age=0, s-maxage=${sMaxAge}${swr > 0 ? `, stale-while-revalidate=${swr}` : ''}`;
}
export const PRIVATE = 'private, no-store';

/**
 * Issue 24: every public page of every kind, in one table: the pattern of its address (after `/pl`
 * or `/en` for a page; an `api/` one only without) → what keys its entry in the page cache. A word
 * is itself (`a|b`: either); `:slug` names the season or competition; `:kind` is any competition
 * kind's public path (lib/competitions/kind-paths.mjs: a kind the registry takes is kept with no rule
 * to edit here); `:any` is one segment, `*` any after. A page added under one of them is kept too.
 * - `scope`: `season` (the season named by `:slug`: its revision and stamp), `competition` (its
 *   revision: a slug under another kind's path is Next's 404, never kept), `public` (all public
 *   data: the database's data_version, which moves with every commit — the pages that read across
 *   seasons and competitions);
 * - `query`: how its query string is read: `dropped` (the page reads none: one entry whatever it is
 *   asked with, issue 31), `kept` (part of the key: the search), `refused` (a query string is not
 *   kept: Next answers), or a function that makes it canonical (the embeds' canonicalEmbedQuery:
 *   the page is keyed and rendered by the canonical address; null: not kept).
 */
export const PUBLIC_ROUTES = [
  { pattern: 'seasons/:slug/*', scope: 'season', query: 'dropped' },
  { pattern: 'embed/seasons/:slug/*', scope: 'season', query: canonicalEmbedQuery },
  { pattern: 'embed/:kind/:slug/*', scope: 'competition', query: canonicalEmbedQuery },
  { pattern: ':kind/:slug/*', scope: 'competition', query: 'refused' },
  { pattern: 'players/*', scope: 'public', query: 'refused' },
  { pattern: 'clubs/*', scope: 'public', query: 'refused' },
  { pattern: 'docs/*', scope: 'public', query: 'refused' },
  { pattern: 'search', scope: 'public', query: 'kept' },
  { pattern: '', scope: 'public', query: 'refused' },
  { pattern: 'api/seasons/:slug/standings|standings.csv|calendar.ics', scope: 'season', query: 'refused' },
  { pattern: 'api/competitions/:slug', scope: 'competition', query: 'refused' },
  { pattern: 'api/competitions/:slug/calendar.ics', scope: 'competition', query: 'refused' },
  { pattern: 'api/players|clubs/:any', scope: 'public', query: 'refused' },
  { pattern: 'api/search', scope: 'public', query: 'kept' },
].map((route) => ({ ...route, segments: route.pattern ? route.pattern.split('/') : [] }));

/**
 * The public route a path (no query) is under, or null: `{ route, slug, rest }` with the slug still
 * escaped, `rest` the segments after it; `perRequest` under a public route but computed from its
 * query (a season's what-if calculator). The one place that reads PUBLIC_ROUTES.
 */
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

/** `{ slug, rest }` when `segments` fit a route's `pattern`, else null. */
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
export function seasonPage(path) {
  const at = publicRoute(path);
  return !!at && !at.perRequest && at.route.query === 'dropped';
}

/** Whether a path is a player's what-if calculator. */
export function whatIfPage(path) {
  return !!publicRoute(path)?.perRequest;
}

/**
 * The public resource a request names, or null: only GET/HEAD, without a cookie or credentials,
 * under one of PUBLIC_ROUTES. `{ scope, slug, calendar, competition, key, path, headers? }`: `path`
 * the address to render, `key` the entry's name within its scope's revision, `headers` the request
 * headers to render it with.
 *
 * Next's client router asking for a page's React payload (a click, a prefetch: next-adapter.mjs
 * routerPayload) is that page's entry with the router's variant added to its key, rendered with the
 * router's headers and `_rsc`; its other requests (a server action, a query besides `_rsc`) get
 * Next's own answers.
 *
 * One query string is taken everywhere: `?rev=N`, with which a page that updates itself
 * (public/live-updates.js) asks for itself after its stream announced revision N. It is the same
 * page (same entry, rendered without the query), but another address for a shared cache in front.
 */
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
  if (at.slug !== null) {
    try {
      slug = decodeURIComponent(at.slug);
    } catch {
      return null;
    }
  }
  // the calendar page and feed also change with reservations, which do not bump the revision
  const last = at.rest.at(-1);
  const calendar = route.scope === 'season' && (last === 'calendar' || last === 'calendar.ics');
  // a feed's event ids carry the host name it is served under
  const key = path.endsWith('.ics') ? `${address} ${h.host ?? ''}` : address;
  const page = { scope: route.scope, slug, calendar, competition: route.scope === 'competition', key, path: address };
  if (!payload) return page;
  // a payload's address is its page's path and `_rsc` alone (an embed's canonical query would be another page)
  return address === path ? { ...page, key: key + payload.variant, path: payload.address(path), headers: payload.headers } : null;
}

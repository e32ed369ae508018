// Everything the production server (scripts/serve.mjs) and its policies rely on of Next.js beyond
// its documented custom-server API (next({ … }).getRequestHandler()), in one place (issue 24), so
// that a Next upgrade that changes one of them shows here and in the tests of this file's lists
// (tests/site/next-adapter.test.ts, which also checks deploy/nginx.conf against them). Plain
// JavaScript: the server runs it without a build step. Read in Next 16.4.6's source:
// client/components/app-router-headers.js, server/base-server.js (handleRSCRequest, setVaryHeader,
// the `_rsc` check), shared/lib/router/utils/cache-busting-search-param.js.
/**
 * The request headers of Next's client router and server actions (App Router, Next 16): a request
 * with one of them asks for the React payload of a page, a prefetch of it or an action, never the
 * HTML a reader gets. deploy/nginx.conf's proxy_cache_bypass and proxy_no_cache name the same ones:
 * nginx keys its copies by address and encoding and ignores Vary, so it never keeps them; the
 * server's own cache keeps a page's payload by the headers it varies on (routerPayload).
 */
export const CLIENT_ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

/**
 * What a page's payload varies on: Next's `Vary` (rsc, the router's state tree, prefetch, segment
 * prefetch) and `next-url`, which the `_rsc` parameter hashes with them (Next adds it to Vary only
 * for intercepted routes; this site has none, but the hash makes it part of the address).
 */
const VARIANT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
/**
 * Every client-router request ends its query with `_rsc=<hash of those headers>` (bare `_rsc` when
 * none is sent); Next answers a request whose hash does not match its headers with a 307 to the
 * right one, so that a cache keyed by address alone never gives one variant for another.
 */
const RSC_PARAM = /^_rsc(?:=([A-Za-z0-9_-]*))?$/;

/** Whether a request carries one of Next's client-router headers, or (in `url`) the `_rsc` parameter. */
export function clientRouterRequest(headers, url = '') {
  return CLIENT_ROUTER_HEADERS.some((name) => headers[name] !== undefined) || /[?&]_rsc(?:=|&|$)/.test(url);
}

/**
 * A request of Next's client router for a page's payload that may be kept, or null: a navigation or
 * a prefetch (`rsc: 1`, no action, no dev server's refresh) whose query is only `_rsc`.
 * `{ path, variant, headers, address(path) }`: the page's path; what to add to its key (the values
 * of VARIANT_HEADERS and the `_rsc` hash: equal only for requests Next answers alike); the headers
 * to render it with; the address to ask Next for, with the same `_rsc`, so that Next checks the hash
 * (a mismatch is a 307, which is never kept).
 */
export function routerPayload(headers, url) {
  if (headers.rsc !== '1' || headers['next-action'] !== undefined || headers['next-hmr-refresh'] !== undefined) return null;
  const q = url.indexOf('?');
  const m = q === -1 ? null : RSC_PARAM.exec(url.slice(q + 1));
  if (!m) return null;
  const sent = VARIANT_HEADERS.filter((name) => typeof headers[name] === 'string');
  const param = m[1] === undefined ? '_rsc' : `_rsc=${m[1]}`;
  return {
    path: url.slice(0, q),
    variant: `\u0000${JSON.stringify([param, ...VARIANT_HEADERS.map((name) => headers[name] ?? null)])}`,
    headers: Object.fromEntries(sent.map((name) => [name, headers[name]])),
    address: (path) => `${path}?${param}`,
  };
}

/** Response headers Next's client router reads from a payload's answer (rewrites, a postponed render, its own cache's lifetime, the build): kept with it. */
const ROUTER_RESPONSE = new Set(['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-postponed', 'x-nextjs-stale-time', 'x-nextjs-deployment-id']);

/** Response headers Next sets about its own caching of one answer (`x-nextjs-cache`, `-prerender`, …): never stored with a page. */
export function nextResponseHeader(name) {
  const n = name.toLowerCase();
  return n.startsWith('x-nextjs-') && !ROUTER_RESPONSE.has(n);
}

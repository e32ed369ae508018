// What the production server relies on of Next.js beyond its documented custom-server API, in one
// place (issue 24): a Next upgrade that changes one of them shows here and in
// tests/site/next-adapter.test.ts, which also checks deploy/nginx.conf against these lists. Read in
// Next 16.4.6: client/components/app-router-headers.js, server/base-server.js (handleRSCRequest,
// setVaryHeader, the `_rsc` check), shared/lib/router/utils/cache-busting-search-param.js.

/** The request headers of Next's client router and server actions: such a request never asks for a reader's HTML. */
export const CLIENT_ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
/** What a payload varies on: Next's `Vary`, and `next-url`, which the `_rsc` hash covers too. */
const VARIANT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
/** The query of every client-router request: `_rsc=<hash of those headers>` (Next 307s a hash that does not match). */
const RSC_PARAM = /^_rsc(?:=([A-Za-z0-9_-]*))?$/;
/** Whether a request carries one of Next's client-router headers, or (in `url`) the `_rsc` parameter. */
export function clientRouterRequest(headers, url = '') {
  return CLIENT_ROUTER_HEADERS.some((name) => headers[name] !== undefined) || /[?&]_rsc(?:=|&|$)/.test(url);
}
// A client-router request for a page's payload that may be kept (`rsc: 1`, no action, no dev
// refresh, a query of `_rsc` alone), or null: `{ path, variant, headers, address(path) }` — the
// page's path, what to add to its key, the headers to render it with, and the address to ask Next
// for, with the same `_rsc` so that Next checks the hash (a mismatch's 307 is never kept).
export function routerPayload(headers, url) {
  if (headers.rsc !== '1' || headers['next-action'] !== undefined || headers['next-hmr-refresh'] !== undefined) return null;
  const q = url.indexOf('?');
  const m = q === -1 ? null : RSC_PARAM.exec(url.slice(q + 1));
  if (!m) return null;
  const param = m[1] === undefined ? '_rsc' : `_rsc=${m[1]}`;
  return {
    path: url.slice(0, q),
    variant: `\u0000${JSON.stringify([param, ...VARIANT_HEADERS.map((name) => headers[name] ?? null)])}`,
    headers: Object.fromEntries(VARIANT_HEADERS.filter((name) => typeof headers[name] === 'string').map((name) => [name, headers[name]])),
    address: (path) => `${path}?${param}`,
  };
}
/** Response headers the client router reads from a payload's answer: kept with it. */
const ROUTER_RESPONSE = new Set(['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-postponed', 'x-nextjs-stale-time', 'x-nextjs-deployment-id']);
/** Next's headers about its own caching of one answer (`x-nextjs-cache`, …): never stored with a page. */
export const nextResponseHeader = (name) => /^x-nextjs-/i.test(name) && !ROUTER_RESPONSE.has(name.toLowerCase());

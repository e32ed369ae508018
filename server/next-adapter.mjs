// Everything the production server (scripts/serve.mjs) and its policies rely on of Next.js beyond
// its documented custom-server API (next({ … }).getRequestHandler()), in one place (issue 24), so
// that a Next upgrade that changes one of them shows here and in the tests of this file's lists
// (tests/site/next-adapter.test.ts, which also checks deploy/nginx.conf against them). Plain
// JavaScript: the server runs it without a build step.
/**
 * The request headers of Next's client router and server actions (App Router, Next 16): a request
 * with one of them asks for the React payload of a page, a prefetch of it or an action, never the
 * HTML a reader or a shared cache gets — such requests are never answered from a cache, never
 * stored in one (deploy/nginx.conf's proxy_cache_bypass and proxy_no_cache name the same ones).
 */
export const CLIENT_ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

/** Whether a request carries one of Next's client-router headers. */
export function clientRouterRequest(headers) {
  return CLIENT_ROUTER_HEADERS.some((name) => headers[name] !== undefined);
}

/** Response headers Next sets about its own caching of one answer (`x-nextjs-cache`, `-prerender`, `-stale-time`, …): never stored with a page. */
export function nextResponseHeader(name) {
  return name.toLowerCase().startsWith('x-nextjs-');
}

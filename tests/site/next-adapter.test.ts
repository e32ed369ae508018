import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CLIENT_ROUTER_HEADERS, clientRouterRequest, nextResponseHeader, routerPayload } from '@/server/next-adapter.mjs';
import { cacheableRequest } from '@/server/site-policy.mjs';

// issue 24: Next's private header names live in server/next-adapter.mjs only; the proxy's
// configuration names the same client-router headers, checked here rather than kept in step by hand
// nginx keys its copies by address and encoding and ignores Vary: it keeps no client-router request (the server's page cache does)
test("deploy/nginx.conf bypasses and never stores exactly the signed-in requests and Next's client-router requests", () => {
  const conf = readFileSync(join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const expected = ['$http_cookie', '$http_authorization', ...CLIENT_ROUTER_HEADERS.map((h) => `$http_${h.replace(/-/g, '_')}`)];
  for (const directive of ['proxy_cache_bypass', 'proxy_no_cache']) {
    const lines = conf.split('\n').filter((l) => l.trim().startsWith(`${directive} `));
    expect(lines, directive).toHaveLength(1);
    const names = lines[0]!.trim().replace(/;$/, '').split(/\s+/).slice(1);
    expect(names, directive).toEqual(expected);
  }
});

// without the `_rsc` parameter Next answers a client-router request with a 307 to the address that has it
test.each(CLIENT_ROUTER_HEADERS.map((name) => ({ name })))("a request with Next's $name header and no `_rsc` is never from the public cache", ({ name }) => {
  expect(clientRouterRequest({ [name]: '1' })).toBe(true);
  expect(cacheableRequest({ method: 'GET', url: '/seasons/gp/teams', headers: { [name]: '1' } })).toBeNull();
  expect(cacheableRequest({ method: 'GET', url: '/seasons/gp/teams', headers: {} })).not.toBeNull();
});

// what Chromium sends on a click from a season's tournaments to its teams page (scripts/bench-rsc.mjs takes it from a real click)
const click = { rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%22children%22%3A%5B%5D%7D%5D', 'next-url': '/pl/seasons/gp/tournaments' };
const prefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree', 'next-url': '/pl/seasons/gp/tournaments' };

test("issue 24: the client router's payload of a public page is that page's entry, one per variant, rendered with the router's headers and `_rsc`", () => {
  const page = cacheableRequest({ method: 'GET', url: '/seasons/gp/teams', headers: {} })!;
  const nav = cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?_rsc=miDQ6xkAyGDucx_s', headers: click })!;
  expect(nav).toMatchObject({ scope: 'season', slug: 'gp', path: '/seasons/gp/teams?_rsc=miDQ6xkAyGDucx_s', headers: click });
  expect(nav.key.startsWith(page.key)).toBe(true);
  expect(nav.key).not.toBe(page.key);
  expect(cacheableRequest({ method: 'HEAD', url: '/seasons/gp/teams?_rsc=miDQ6xkAyGDucx_s', headers: click })?.key).toBe(nav.key);
  // every header the answer varies on, and the hash, is in the key: another source page, a prefetch, another hash, another page
  const keys = new Set([
    nav.key,
    cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?_rsc=miDQ6xkAyGDucx_s', headers: { ...click, 'next-url': '/pl/seasons/gp/prizes' } })!.key,
    cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?_rsc=miDQ6xkAyGDucx_s', headers: { ...click, 'next-router-state-tree': '%5B%5D' } })!.key,
    cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?_rsc=DLg-2brDqpIX-ybJ', headers: prefetch })!.key,
    cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?_rsc=DLg-2brDqpIX-ybJ', headers: { ...prefetch, 'next-router-segment-prefetch': '/_full' } })!.key,
    cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?_rsc=other', headers: click })!.key,
    cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?_rsc', headers: { rsc: '1' } })!.key,
    cacheableRequest({ method: 'GET', url: '/seasons/gp/prizes?_rsc=miDQ6xkAyGDucx_s', headers: click })!.key,
    page.key,
  ]);
  expect(keys.size).toBe(9);
  expect(routerPayload({ ...click, host: 'a', 'user-agent': 'b' }, '/x?_rsc=h')?.headers).toEqual(click);
});

test.each([
  { label: 'a server action', url: '/seasons/gp/teams?_rsc=h', headers: { ...click, 'next-action': 'abc' } },
  { label: "the dev server's refresh", url: '/seasons/gp/teams?_rsc=h', headers: { ...click, 'next-hmr-refresh': '1' } },
  { label: 'a router header without rsc: 1', url: '/seasons/gp/teams?_rsc=h', headers: { 'next-router-prefetch': '1' } },
  { label: 'rsc other than 1', url: '/seasons/gp/teams?_rsc=h', headers: { rsc: 'true' } },
  { label: 'no _rsc (Next answers 307)', url: '/seasons/gp/teams', headers: click },
  { label: 'another query besides _rsc', url: '/seasons/gp/teams?sort=name&_rsc=h', headers: click },
  { label: '_rsc not last', url: '/seasons/gp/teams?_rsc=h&x=1', headers: click },
  { label: 'a hash that is no hash', url: '/seasons/gp/teams?_rsc=a%2Fb', headers: click },
  { label: 'a cookie', url: '/seasons/gp/teams?_rsc=h', headers: { ...click, cookie: 'gp_session=x' } },
  { label: 'credentials', url: '/seasons/gp/teams?_rsc=h', headers: { ...click, authorization: 'Bearer x' } },
  { label: 'a private page', url: '/arbiter/seasons/gp?_rsc=h', headers: click },
  // a shared cache keyed by address must never get HTML under an address the client router asks for
  { label: 'the page asked for as HTML with `_rsc`', url: '/seasons/gp/teams?_rsc=h', headers: {} },
])("never from the public cache: the client router's $label", ({ url, headers }) => {
  expect(cacheableRequest({ method: 'GET', url, headers })).toBeNull();
});

test("Next's own response headers about its caching are told apart from those its client router reads", () => {
  expect(['x-nextjs-cache', 'X-NextJS-Prerender'].every(nextResponseHeader)).toBe(true);
  // issue 24: kept with a payload (the client reads them: the rewrite behind /seasons/… → /pl/seasons/…, a postponed render, its cache's lifetime)
  expect(['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-postponed', 'x-nextjs-stale-time', 'x-nextjs-deployment-id', 'x-frame-options', 'vary', 'content-type'].some(nextResponseHeader)).toBe(false);
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CLIENT_ROUTER_HEADERS, clientRouterRequest, nextResponseHeader } from '@/server/next-adapter.mjs';
import { cacheableRequest } from '@/server/site-policy.mjs';

// issue 24: Next's private header names live in server/next-adapter.mjs only; the proxy's
// configuration names the same client-router headers, checked here rather than kept in step by hand
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

test.each(CLIENT_ROUTER_HEADERS.map((name) => ({ name })))("a request with Next's $name header is never from the public cache", ({ name }) => {
  expect(clientRouterRequest({ [name]: '1' })).toBe(true);
  expect(cacheableRequest({ method: 'GET', url: '/seasons/gp/teams', headers: { [name]: '1' } })).toBeNull();
  expect(cacheableRequest({ method: 'GET', url: '/seasons/gp/teams', headers: {} })).not.toBeNull();
});

test("Next's own response headers about its caching are told apart", () => {
  expect(['x-nextjs-cache', 'X-NextJS-Prerender', 'x-nextjs-stale-time'].every(nextResponseHeader)).toBe(true);
  expect(['x-frame-options', 'vary', 'content-type'].some(nextResponseHeader)).toBe(false);
});

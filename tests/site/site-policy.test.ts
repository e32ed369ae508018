import { expect, test } from 'vitest';
import { interactiveRequest, cacheableRequest, publicCacheControl } from '@/server/site-policy.mjs';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers });

test.each([
  { label: 'the standings (pl, default prefix)', url: '/seasons/gp-2018', slug: 'gp-2018' },
  { label: 'the standings (pl)', url: '/pl/seasons/gp-2018', slug: 'gp-2018' },
  { label: 'the standings (en)', url: '/en/seasons/gp-2018', slug: 'gp-2018' },
  { label: 'teams', url: '/seasons/gp-2018/teams', slug: 'gp-2018' },
  { label: 'prizes', url: '/en/seasons/gp-2018/prizes', slug: 'gp-2018' },
  { label: 'tournaments', url: '/seasons/gp-2018/tournaments', slug: 'gp-2018' },
  { label: 'one tournament', url: '/seasons/gp-2018/tournaments/gp01', slug: 'gp-2018' },
  { label: 'a player', url: '/seasons/gp-2018/players/name%3Alis%20anna%7C', slug: 'gp-2018' },
  { label: 'the calendar', url: '/seasons/gp-2018/calendar', slug: 'gp-2018', calendar: true },
  { label: 'standings JSON', url: '/api/seasons/gp-2018/standings', slug: 'gp-2018' },
  { label: 'standings CSV', url: '/api/seasons/gp-2018/standings.csv', slug: 'gp-2018' },
  { label: 'calendar feed', url: '/api/seasons/gp-2018/calendar.ics', slug: 'gp-2018', calendar: true },
  { label: 'an encoded slug', url: '/seasons/s%C5%82o%C5%84', slug: 'słoń' },
  { label: 'the season workbook', url: '/api/seasons/gp-2018/standings.xlsx', slug: 'gp-2018' },
  { label: 'the season workbook in Polish', url: '/api/seasons/gp-2018/standings.xlsx?lang=pl', slug: 'gp-2018' },
  { label: 'a tournament workbook', url: '/api/seasons/gp-2018/tournaments/gp01/results.xlsx', slug: 'gp-2018' },
  { label: 'a player workbook', url: '/api/seasons/gp-2018/players/12345/results.xlsx?lang=pl', slug: 'gp-2018' },
])('served from the public cache: $label', ({ url, slug, calendar }) => {
  const got = cacheableRequest(req(url));
  expect(got).toMatchObject({ slug, calendar: calendar ?? false, path: url });
  expect(cacheableRequest(req(url, {}, 'HEAD'))).toMatchObject({ slug });
});

test.each([
  { label: 'a POST (server action)', request: req('/seasons/a', {}, 'POST') },
  { label: 'a query string (a season page without a paged table; serve.mjs drops it)', request: req('/seasons/a/teams?sort=name') },
  { label: "Next's client router (RSC)", request: req('/seasons/a/teams', { rsc: '1' }) },
  { label: 'a prefetch', request: req('/seasons/a/teams', { 'next-router-prefetch': '1' }) },
  { label: 'a server action header', request: req('/seasons/a', { 'next-action': 'abc' }) },
  { label: 'a signed-in browser (any cookie)', request: req('/seasons/a', { cookie: 'gp_session=x' }) },
  { label: 'an API token', request: req('/api/seasons/a/standings', { authorization: 'Bearer x' }) },
  { label: "the arbiter's workspace", request: req('/arbiter/seasons/a') },
  { label: 'the fees (organizers only)', request: req('/api/seasons/a/fees.csv') },
  { label: 'the registry', request: req('/api/seasons/a/registry') },
  { label: 'reservations JSON', request: req('/api/seasons/a/reservations') },
  { label: 'a trailing slash (Next redirects)', request: req('/seasons/a/') },
  { label: 'a what-if calculator (computed from its query)', request: req('/seasons/a/players/x/what-if') },
  { label: "a competition's uploaded files", request: req('/api/competitions/a/files/x.trf') },
  { label: 'the list of seasons (API)', request: req('/api/seasons') },
  { label: "an open's page asked with a query string", request: req('/events/a?x=1') },
  { label: 'a broken escape', request: req('/seasons/%E0%A4%A') },
])('never from the public cache: $label', ({ request }) => {
  expect(cacheableRequest(request)).toBeNull();
});

// issue 24: one table of public routes (PUBLIC_ROUTES): a page of any kind, or one added later under
// a public prefix, is kept with no rule to edit — before, only the season sections listed in a
// regular expression were (`/seasons/a/secret` was refused; it is now rendered once like any
// season page and, as a 404, not kept)
test.each([
  { url: '/events/open-2024', scope: 'competition', slug: 'open-2024' },
  { url: '/en/leagues/spb/liga-1-1', scope: 'competition', slug: 'spb' },
  { url: '/pl/leagues/spb', scope: 'competition', slug: 'spb' },
  { url: '/team-leagues/seniors', scope: 'competition', slug: 'seniors' },
  { url: '/api/competitions/seniors/calendar.ics', scope: 'competition', slug: 'seniors' },
  { url: '/seasons/gp-2018/a-section-added-later', scope: 'season', slug: 'gp-2018' },
  { url: '/players/cr%3A123', scope: 'public', slug: null },
  { url: '/en/clubs/uks-jedynka', scope: 'public', slug: null },
  { url: '/search?q=lis', scope: 'public', slug: null },
  { url: '/', scope: 'public', slug: null },
  { url: '/en', scope: 'public', slug: null },
  { url: '/api/players/cr%3A123', scope: 'public', slug: null },
  { url: '/api/search?q=lis', scope: 'public', slug: null },
])('one table keeps every kind: $url ($scope)', ({ url, scope, slug }) => {
  expect(cacheableRequest(req(url))).toMatchObject({ scope, slug, key: url.endsWith('.ics') ? `${url} ` : url, path: url });
});

test('the search keeps its query in the key; private pages are in no public route', () => {
  expect(cacheableRequest(req('/search?q=a'))?.key).not.toBe(cacheableRequest(req('/search?q=b'))?.key);
  for (const url of ['/arbiter', '/pl/arbiter/seasons/a', '/captain/x', '/organizer', '/api/seasons/a/reservations', '/api/reservations/1']) {
    expect(cacheableRequest(req(url)), url).toBeNull();
  }
});

test("a page that updates itself asks for ?rev=N: the same entry as the plain address, rendered without the query", () => {
  expect(cacheableRequest(req('/seasons/gp-2018/teams?rev=12'))).toEqual(cacheableRequest(req('/seasons/gp-2018/teams')));
  expect(cacheableRequest(req('/en/seasons/gp-2018?rev=3'))).toMatchObject({ slug: 'gp-2018', key: '/en/seasons/gp-2018', path: '/en/seasons/gp-2018' });
  for (const url of ['/seasons/a/teams?rev=', '/seasons/a/teams?rev=1&x=2', '/seasons/a/teams?rev=x', '/seasons/a/teams?x=1&rev=1']) expect(cacheableRequest(req(url)), url).toBeNull();
  expect(cacheableRequest(req('/seasons/a?rev=1', { cookie: 'gp_session=x' }))).toBeNull();
});

// issue 42: a table shown a page at a time keeps its state in the address, one entry per canonical spelling
test.each([
  { url: '/seasons/a?page=2', key: '/seasons/a?page=2' },
  { url: '/seasons/a?page=1', key: '/seasons/a' },
  { url: '/seasons/a?utm_source=x', key: '/seasons/a' },
  { url: '/seasons/a?page=2&q=%20Kowal%20%20Jan&x=1', key: '/seasons/a?q=Kowal+Jan&page=2' },
  { url: '/seasons/a?sort=-points&q=kowal', key: '/seasons/a?q=kowal&sort=-points' },
  { url: '/seasons/a?page=abc&sort=%3Cscript%3E', key: '/seasons/a' },
  { url: '/en/seasons/a/tournaments/gp1?page=3&category=U16', key: '/en/seasons/a/tournaments/gp1?category=U16&page=3' },
])("a paged table's state is in its page's key: $url", ({ url, key }) => {
  expect(cacheableRequest(req(url))).toMatchObject({ scope: 'season', key, path: key });
});

test('the calendar feed is kept per host: its event ids carry the host name', () => {
  expect(cacheableRequest(req('/api/seasons/a/calendar.ics', { host: 'a.example' }))?.key).not.toBe(cacheableRequest(req('/api/seasons/a/calendar.ics', { host: 'b.example' }))?.key);
});

test.each([
  // issue 24: the default was `s-maxage=60, stale-while-revalidate=600` (up to 60 s stale behind nginx)
  { label: 'the default', env: {}, expected: 'public, max-age=0, s-maxage=1' },
  { label: 'tuned', env: { GP_CACHE_S_MAXAGE: '5', GP_CACHE_STALE_WHILE_REVALIDATE: '30' }, expected: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30' },
  { label: 'no stale serving', env: { GP_CACHE_S_MAXAGE: '60', GP_CACHE_STALE_WHILE_REVALIDATE: '0' }, expected: 'public, max-age=0, s-maxage=60' },
  { label: 'given whole', env: { GP_CACHE_CONTROL: 'no-cache' }, expected: 'no-cache' },
  { label: 'the earlier default, by setting', env: { GP_CACHE_S_MAXAGE: '60', GP_CACHE_STALE_WHILE_REVALIDATE: '600' }, expected: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' },
  { label: 'nonsense falls back', env: { GP_CACHE_S_MAXAGE: 'soon' }, expected: 'public, max-age=0, s-maxage=1' },
])('public Cache-Control, $label', ({ env, expected }) => {
  expect(publicCacheControl(env)).toBe(expected);
});

// issue 42: a workbook is one entry per revision and language, whatever else its query says
test('a workbook’s query is its language only: one entry for each', () => {
  const key = (url: string) => cacheableRequest(req(url))?.key;
  expect(key('/api/seasons/a/tournaments/gp01/results.xlsx?lang=pl&x=1')).toBe('/api/seasons/a/tournaments/gp01/results.xlsx?lang=pl');
  expect(key('/api/seasons/a/tournaments/gp01/results.xlsx?lang=de')).toBe('/api/seasons/a/tournaments/gp01/results.xlsx');
  expect(key('/api/seasons/a/tournaments/gp01/results.xlsx?x=2')).toBe(key('/api/seasons/a/tournaments/gp01/results.xlsx'));
  expect(cacheableRequest(req('/api/competitions/liga/tables.xlsx?lang=pl'))).toMatchObject({ scope: 'competition', slug: 'liga', path: '/api/competitions/liga/tables.xlsx?lang=pl' });
  expect(cacheableRequest(req('/api/seasons/a/standings.xlsx', { cookie: 'gp_session=x' }))).toBeNull();
});

// issue 42, item 3: the sign-in and the workspaces in a lane of their own, chosen by path, never by a cookie
test.each([
  { method: 'GET', url: '/arbiter/sign-in', lane: true },
  { method: 'GET', url: '/en/arbiter/seasons/a?x=1', lane: true },
  { method: 'POST', url: '/organizer', lane: true },
  { method: 'GET', url: '/pl/captain/x', lane: true },
  { method: 'PUT', url: '/api/seasons/a/tournaments/gp1', lane: true },
  { method: 'GET', url: '/api/seasons/a/standings', lane: false },
  { method: 'GET', url: '/search?q=arbiter', lane: false },
  { method: 'GET', url: '/seasons/arbiter', lane: false },
  { method: 'GET', url: '/seasons/a/players/x/what-if', lane: false },
])('the interactive lane: $method $url → $lane', ({ method, url, lane }) => {
  expect(interactiveRequest(method, url)).toBe(lane);
});

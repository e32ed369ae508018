import { describe, expect, test } from 'vitest';
import { EMBED_PARAMS, embedHref, parseEmbedOptions, sameClub, withinTop } from '@/lib/embed/embed-options';
import { canonicalEmbedQuery, EMBED_PARAMS as SERVER_PARAMS } from '@/server/embed-policy.mjs';
import { cacheableRequest } from '@/server/site-policy.mjs';

const parse = (q: string) => parseEmbedOptions(new URLSearchParams(q));

describe('the query of an embed page', () => {
  test.each([
    { label: 'nothing chosen', q: '', top: null, theme: 'light', notices: [] },
    { label: 'the top ten, dark', q: 'top=10&theme=dark', top: 10, theme: 'dark', notices: [] },
    { label: 'spaces around a number', q: 'top=%2010%20', top: 10, theme: 'light', notices: [] },
    { label: 'not a number', q: 'top=abc', top: null, theme: 'light', notices: [{ code: 'BAD_TOP', value: 'abc' }] },
    { label: 'zero', q: 'top=0', top: null, theme: 'light', notices: [{ code: 'BAD_TOP', value: '0' }] },
    { label: 'above 500', q: 'top=501', top: null, theme: 'light', notices: [{ code: 'BAD_TOP', value: '501' }] },
    { label: 'a fraction', q: 'top=2.5', top: null, theme: 'light', notices: [{ code: 'BAD_TOP', value: '2.5' }] },
    { label: 'an unknown theme is light', q: 'theme=purple', top: null, theme: 'light', notices: [] },
  ])('$label', ({ q, top, theme, notices }) => {
    const o = parse(q);
    expect(o.top).toBe(top);
    expect(o.theme).toBe(theme);
    expect(o.notices).toEqual(notices);
  });

  test('view, category and club are kept as typed (trimmed) for the renderer to check; empty ones are none', () => {
    expect(parse('view=teams&category=%20junior14%20&club=UKS%20Jedynka')).toMatchObject({ view: 'teams', category: 'junior14', club: 'UKS Jedynka' });
    expect(parse('view=&category=&club=')).toMatchObject({ view: null, category: null, club: null });
    expect(parse(`club=${'x'.repeat(1000)}`).club).toHaveLength(120);
  });

  test('a club is found as a reader types it', () => {
    expect(sameClub('UKS Jedynka Olsztyn', '  uks   jedynka OLSZTYN ')).toBe(true);
    expect(sameClub('MKS Żuławy Elbląg', 'mks żuławy elbląg')).toBe(true);
    expect(sameClub('UKS Jedynka Olsztyn', 'UKS Jedynka')).toBe(false);
  });

  test('the top N keeps a tie across the limit whole', () => {
    const rows = [1, 2, 3, 3, 3, 6].map((rank, i) => ({ rank, i }));
    expect(withinTop(rows, (r) => r.rank, 3).map((r) => r.i)).toEqual([0, 1, 2, 3, 4]);
    expect(withinTop(rows, (r) => r.rank, 4).map((r) => r.i)).toEqual([0, 1, 2, 3, 4]);
    expect(withinTop(rows, (r) => r.rank, null)).toHaveLength(6);
  });

  test('an address writes the chosen values in the canonical order, defaults left out', () => {
    expect(embedHref('/embed/seasons/gp', { theme: 'dark', top: 10, view: 'teams' })).toBe('/embed/seasons/gp?view=teams&top=10&theme=dark');
    expect(embedHref('/en/embed/seasons/gp', { theme: 'light', top: null, club: 'UKS Jedynka' })).toBe('/en/embed/seasons/gp?club=UKS+Jedynka');
  });
});

describe('the production server keeps embed pages by their canonical address', () => {
  test('the server and the page read the same parameters, in the same order', () => {
    expect(SERVER_PARAMS).toEqual([...EMBED_PARAMS]);
  });

  test('the canonical query: known parameters only, in order; the light theme is the default', () => {
    expect(canonicalEmbedQuery('theme=dark&utm_source=club&top=10&view=teams')).toBe('view=teams&top=10&theme=dark');
    expect(canonicalEmbedQuery('theme=light&top=')).toBe('');
    expect(canonicalEmbedQuery(`club=${'x'.repeat(201)}`)).toBeNull();
    // the canonical address shows what the page reads from the original one
    const original = new URLSearchParams('club=UKS%20Jedynka&top=abc&x=1');
    const canonical = new URLSearchParams(canonicalEmbedQuery(original.toString())!);
    expect(parseEmbedOptions(canonical)).toEqual(parseEmbedOptions(original));
  });

  test.each([
    { url: '/embed/seasons/gp-2018', want: { slug: 'gp-2018', competition: false, key: '/embed/seasons/gp-2018' } },
    { url: '/en/embed/seasons/gp-2018?top=10&ref=x', want: { slug: 'gp-2018', competition: false, key: '/en/embed/seasons/gp-2018?top=10' } },
    { url: '/embed/events/open-2024?theme=dark', want: { slug: 'open-2024', competition: true, key: '/embed/events/open-2024?theme=dark' } },
    { url: '/embed/leagues/spb/liga-1-1', want: { slug: 'spb', competition: true, key: '/embed/leagues/spb/liga-1-1' } },
    { url: '/embed/team-leagues/seniors', want: { slug: 'seniors', competition: true, key: '/embed/team-leagues/seniors' } },
    { url: '/api/competitions/seniors', want: { slug: 'seniors', competition: true, key: '/api/competitions/seniors' } },
  ])('$url is kept', ({ url, want }) => {
    expect(cacheableRequest({ method: 'GET', url, headers: {} })).toMatchObject({ ...want, path: want.key });
  });

  test.each([
    { label: 'a signed-in reader', req: { method: 'GET', url: '/embed/seasons/gp', headers: { cookie: 'gp=1' } } },
    { label: 'a query on the JSON', req: { method: 'GET', url: '/api/competitions/x?y=1', headers: {} } },
    { label: 'a bad escape in the slug', req: { method: 'GET', url: '/embed/seasons/%E0%A4%A', headers: {} } },
    { label: 'a post', req: { method: 'POST', url: '/embed/seasons/gp', headers: {} } },
  ])('not kept: $label', ({ req }) => {
    expect(cacheableRequest(req)).toBeNull();
  });

  test('other addresses are left to the season rules', () => {
    // issue 24: the server names no kind, so /embed/{any path a kind could take}/{slug} is asked under
    // that competition's revision; Next's 404 for a path no kind has is never kept (tests/api/competitions.test.ts)
    expect(cacheableRequest({ method: 'GET', url: '/embed/nothing/gp', headers: {} })).toMatchObject({ scope: 'competition', slug: 'gp' });
    for (const url of ['/embed/arbiter/gp', '/embed/gp', '/embed/Nothing/gp']) expect(cacheableRequest({ method: 'GET', url, headers: {} }), url).toBeNull();
    expect(cacheableRequest({ method: 'GET', url: '/seasons/gp', headers: {} })).toMatchObject({ slug: 'gp', calendar: false });
    // issue 42: the season table's address keeps its paged table's state canonically (lib/render/table-query.mjs):
    // a parameter the table does not know is dropped, so '?x=1' is the season page itself, one cache entry
    expect(cacheableRequest({ method: 'GET', url: '/seasons/gp?x=1', headers: {} })).toMatchObject({ slug: 'gp', key: '/seasons/gp', path: '/seasons/gp' });
    expect(cacheableRequest({ method: 'GET', url: '/seasons/gp/teams?x=1', headers: {} })).toBeNull();
  });
});

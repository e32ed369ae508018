import { expect, test } from 'vitest';
import { canonicalPath, clientAddress, clientKey, ClientShares, foreignOrigin, malformedTarget, trustedProxies } from '@/server/abuse-guard.mjs';
import { pathLang, servingWords } from '@/lib/i18n/serving-words.mjs';
import { whatIfValuesMalformed } from '@/lib/series/what-if';

const req = (remoteAddress: string, headers: Record<string, string> = {}, method = 'GET', url = '/') => ({ socket: { remoteAddress }, headers, method, url });

test('the client address is the socket’s unless the socket is a configured proxy', () => {
  const none = trustedProxies('');
  expect(clientAddress(req('::ffff:10.0.0.5', { 'x-forwarded-for': '1.2.3.4' }), none)).toBe('10.0.0.5');
  const nginx = trustedProxies('127.0.0.1, ::1');
  expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': '1.2.3.4' }), nginx)).toBe('1.2.3.4');
  // the client's own claims before the proxy's entry are not believed
  expect(clientAddress(req('::ffff:127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }), nginx)).toBe('1.2.3.4');
  expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': 'junk' }), nginx)).toBe('127.0.0.1');
  expect(clientAddress(req('10.0.0.9', { 'x-forwarded-for': '1.2.3.4' }), nginx)).toBe('10.0.0.9');
  expect([...trustedProxies('not-an-address 127.0.0.1')]).toEqual(['127.0.0.1']);
});

test.each([
  { label: 'an IPv4 address is its own client', address: '203.0.113.7', expected: '203.0.113.7' },
  { label: 'IPv4-mapped IPv6 is the IPv4 address', address: '::ffff:203.0.113.7', expected: '203.0.113.7' },
  { label: 'an IPv6 address counts by its /64', address: '2001:db8:1:2:aaaa:bbbb:cccc:dddd', expected: '2001:db8:1:2::/64' },
  { label: 'another address of the same /64 is the same client', address: '2001:0db8:0001:0002::1', expected: '2001:db8:1:2::/64' },
  { label: 'the next /64 is another client', address: '2001:db8:1:3::1', expected: '2001:db8:1:3::/64' },
  { label: 'a short form', address: '2001:db8::', expected: '2001:db8:0:0::/64' },
  { label: 'loopback', address: '::1', expected: '0:0:0:0::/64' },
  { label: 'a zone id is dropped', address: 'fe80::1%eth0', expected: 'fe80:0:0:0::/64' },
])('the client of an address: $label', ({ address, expected }) => {
  expect(clientKey(address)).toBe(expected);
});

test('malformed targets and one spelling per path', () => {
  expect(malformedTarget('*')).toBe('target');
  expect(malformedTarget('http://example.org/')).toBe('target');
  expect(malformedTarget('/seasons/%ff')).toBe('path');
  expect(malformedTarget('/seasons/%e2%82')).toBe('path');
  expect(malformedTarget('/seasons/x?q=%ff')).toBeNull();
  expect(malformedTarget('/seasons/s%C5%82o%C5%84')).toBeNull();
  expect(canonicalPath('/seasons/%67p')).toBe('/seasons/gp');
  expect(canonicalPath('/seasons/s%c5%82o%C5%84')).toBe('/seasons/s%C5%82o%C5%84');
  expect(canonicalPath('/seasons/a%2Fb')).toBe('/seasons/a%2Fb');
  expect(canonicalPath('/seasons/%ff')).toBeNull();
});

test('a form post from another origin is foreign; the API and posts without an Origin are left to their own checks', () => {
  expect(foreignOrigin(req('1.1.1.1', { origin: 'https://evil.example', host: 'gp.example' }, 'POST', '/arbiter/sign-in'))).toBe(true);
  expect(foreignOrigin(req('1.1.1.1', { origin: 'null', host: 'gp.example' }, 'POST', '/arbiter/sign-in'))).toBe(true);
  expect(foreignOrigin(req('1.1.1.1', { origin: 'https://gp.example', host: 'gp.example' }, 'POST', '/arbiter/sign-in'))).toBe(false);
  expect(foreignOrigin(req('1.1.1.1', { origin: 'https://gp.example', host: '127.0.0.1:3000', 'x-forwarded-host': 'gp.example' }, 'POST', '/arbiter'))).toBe(false);
  expect(foreignOrigin(req('1.1.1.1', { host: 'gp.example' }, 'POST', '/arbiter'))).toBe(false);
  expect(foreignOrigin(req('1.1.1.1', { origin: 'https://evil.example', host: 'gp.example' }, 'POST', '/api/seasons'))).toBe(false);
  expect(foreignOrigin(req('1.1.1.1', { origin: 'https://evil.example', host: 'gp.example' }, 'GET', '/arbiter'))).toBe(false);
});

test('a client’s shares: the excess waits on its own queue, others go on; a full queue is refused', async () => {
  const shares = new ClientShares({ perClient: 2, queue: 1 });
  const a1 = (await shares.acquire('a'))!;
  const a2 = (await shares.acquire('a'))!;
  let third: (() => void) | null = null;
  const waiting = shares.acquire('a').then((r) => (third = r));
  expect(await shares.acquire('a')).toBeNull();
  expect(await shares.acquire('b')).not.toBeNull();
  expect(third).toBeNull();
  a1();
  await waiting;
  expect(third).not.toBeNull();
  a2();
  third!();
  expect(shares.stats()).toEqual({ b: { active: 1, waiting: 0, spent: 0 } });
  expect(shares.tryAcquire('c')).not.toBeNull();
});

test('issue 42: a client that kept the Next thread busy gets one request at a time there; another client keeps its whole share; the count decays', async () => {
  let now = 0;
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const shares = new ClientShares({ perClient: 4, queue: 100, busyMs: 150, busyShare: 1, halfLifeMs: 1_000_000, now: () => now });
  // the flood: 4 at once, 6 more waiting on its own queue
  const first = await Promise.all([1, 2, 3, 4].map(() => shares.acquire('flood')));
  let started = 0;
  for (let i = 0; i < 6; i++) void shares.acquire('flood').then((r) => (started++, r));
  now = 30;
  first[0]!();
  await flush();
  // 30 ms ended and 3 × 30 ms under way: 120, under 150: the share passes on
  expect(started).toBe(1);
  now = 60;
  first[1]!();
  first[2]!();
  await flush();
  // 150 ms ended, 90 under way: busy; the releases do not pass the shares on
  expect(started).toBe(1);
  expect(shares.stats().flood).toMatchObject({ active: 2, waiting: 5, spent: 150 });
  first[3]!();
  await flush();
  expect(shares.stats().flood).toMatchObject({ active: 1, waiting: 5 });
  // another client, at the same moment, has its whole share
  const other = [1, 2, 3, 4].map(() => shares.tryAcquire('reader'));
  expect(other.every((r) => r !== null)).toBe(true);
  expect(shares.tryAcquire('reader')).toBeNull();

  // requests under way count before any ends: a burst is held back while it runs
  const burst = new ClientShares({ perClient: 4, busyMs: 150, now: () => now });
  expect([burst.tryAcquire('b'), burst.tryAcquire('b')].every((r) => r !== null)).toBe(true);
  now += 100;
  expect(burst.tryAcquire('b')).toBeNull();

  // a release that says when the work ended counts only until then (the client still reading the answer)
  const light = new ClientShares({ perClient: 3, busyMs: 50, now: () => now });
  const r = light.tryAcquire('x')!;
  const ended = now + 400;
  now += 5000;
  r(ended);
  expect(light.stats().x).toMatchObject({ active: 0, spent: 400 });
  // busy: one at a time
  const held = light.tryAcquire('x')!;
  expect(held).not.toBeNull();
  expect(light.tryAcquire('x')).toBeNull();
  held();
  // after 4 half-lives (4 s) the count is 25 ms: its whole share again
  now += 4000;
  expect(light.stats().x!.spent).toBe(25);
  expect([light.tryAcquire('x'), light.tryAcquire('x')].every((s) => s !== null)).toBe(true);
});

test('the server’s words exist in both languages; the language follows the path', () => {
  expect(Object.keys(servingWords.en).sort()).toEqual(Object.keys(servingWords.pl).sort());
  expect(pathLang('/en/seasons/x')).toBe('en');
  expect(pathLang('/en')).toBe('en');
  expect(pathLang('/english')).toBe('pl');
  expect(pathLang('*')).toBe('pl');
});

test('what-if values that are no result whatever the rules', () => {
  const q = (v: string, name = 'g1') => whatIfValuesMalformed([[name, v]]);
  for (const bad of ['NaN', '-5', '1e308', 'abc', '9'.repeat(500), '2.25', '1001', '1/3']) expect(q(bad), bad).toBe(true);
  for (const good of ['3', '3.5', '3,5', '3½', '', '1000']) expect(q(good), good).toBe(false);
  expect(q('0', 'p1')).toBe(true);
  expect(q('2.5', 'pf')).toBe(true);
  expect(q('12', 'n2')).toBe(false);
  // other parameters are the page's business
  expect(q('abc', 'lang')).toBe(false);
});

test('issue 42, item 3: a busy client yields — its next request waits while a lighter client has one under way, then goes; kept back at most maxYieldMs', async () => {
  let now = 0;
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const shares = new ClientShares({ perClient: 4, queue: 100, busyMs: 100, busyShare: 1, halfLifeMs: 1_000_000, maxYieldMs: Infinity, now: () => now });
  // the flood has had 1,000 ms of the thread: one at a time
  const spent = shares.tryAcquire('flood')!;
  now = 1000;
  spent();
  const searching = shares.tryAcquire('flood')!;
  expect(searching).not.toBeNull();
  // a reader's request starts beside the flood's one under way (nothing is preempted)
  const reader = shares.tryAcquire('reader')!;
  expect(reader).not.toBeNull();
  let next = false;
  void shares.acquire('flood').then((release) => ((next = true), release));
  now = 1040;
  searching();
  await flush();
  // the flood's search ended, but its next waits while the reader's is under way
  expect(next).toBe(false);
  expect(shares.tryAcquire('flood')).toBeNull();
  now = 1060;
  reader();
  await flush();
  expect(next).toBe(true);
  // two light clients never yield to each other; a client with nothing counted never waits
  expect([shares.tryAcquire('a'), shares.tryAcquire('b')].every((r) => r !== null)).toBe(true);

  // kept back at most maxYieldMs: then it goes beside the lighter ones
  let clock = 0;
  const bounded = new ClientShares({ perClient: 2, queue: 10, busyMs: 100, halfLifeMs: 1_000_000, maxYieldMs: 30, now: () => clock });
  const school = bounded.tryAcquire('school')!;
  clock = 400;
  school();
  clock = 500;
  const light = bounded.tryAcquire('light')!;
  let went = false;
  void bounded.acquire('school').then(() => (went = true));
  await flush();
  expect(went).toBe(false);
  clock = 540;
  await new Promise((r) => setTimeout(r, 60));
  expect(went).toBe(true);
  light();
});

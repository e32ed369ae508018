import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';

/**
 * public/live-updates.js when its stream is refused (issue 42: 429 beyond its address's bound, 503
 * beyond the server's): EventSource gives up for good on any status but 200, and the page asks for
 * its ETag every 30 s instead, fetches the page when the revision moved, and tries the stream again
 * every fourth poll. Run in a context of stand-ins for the few browser objects it touches.
 */
test('a refused stream: the page polls its ETag, fetches the new revision, and tries the stream again later', async () => {
  const sources: { url: string; readyState: number; onerror: (() => void) | null; close: () => void }[] = [];
  class FakeEventSource {
    static CLOSED = 2;
    readyState = 0;
    onerror: (() => void) | null = null;
    constructor(readonly url: string) {
      sources.push(this);
    }
    addEventListener() {}
    close() {
      this.readyState = 2;
    }
  }
  const intervals: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const fetches: { url: string; method: string }[] = [];
  let revision = 4;
  const marker = { getAttribute: (name: string) => ({ 'data-gp-live': '/api/seasons/gp/events', 'data-gp-revision': String(revision) })[name] ?? null };
  const main = { querySelector: (selector: string) => (selector.includes('data-gp-live-box') ? null : marker) };
  const document = { getElementById: () => main, addEventListener() {}, hidden: false, readyState: 'complete', body: {} };
  const window = {
    EventSource: FakeEventSource,
    fetch: (url: string, init: { method?: string } = {}) => {
      fetches.push({ url, method: init.method ?? 'GET' });
      const etag = 'W/"r5-abc"';
      return Promise.resolve({ ok: true, status: 200, headers: { get: (name: string) => (name === 'etag' ? etag : null) }, text: () => Promise.resolve('<html></html>') });
    },
    DOMParser: class {
      parseFromString() {
        return { getElementById: () => null };
      }
    },
    MutationObserver: class {
      observe() {}
    },
    addEventListener() {},
  };
  const context = {
    window,
    document,
    location: { pathname: '/seasons/gp', search: '' },
    EventSource: FakeEventSource,
    fetch: window.fetch,
    DOMParser: window.DOMParser,
    MutationObserver: window.MutationObserver,
    setInterval: (fn: () => void, ms: number) => (intervals.push({ fn, ms, cleared: false }), intervals.length - 1),
    clearInterval: (id: number) => {
      if (intervals[id]) intervals[id]!.cleared = true;
    },
    setTimeout: (fn: () => void) => (fn(), 0),
    clearTimeout() {},
  };
  runInNewContext(readFileSync(join(process.cwd(), 'public', 'live-updates.js'), 'utf8'), context);
  const settle = () => new Promise((r) => setTimeout(r, 0));

  expect(sources.map((s) => s.url)).toEqual(['/api/seasons/gp/events?since=4']);
  // the server's 429: EventSource fails the connection and closes
  sources[0]!.readyState = FakeEventSource.CLOSED;
  sources[0]!.onerror!();
  const poll = intervals.find((i) => !i.cleared)!;
  expect(poll.ms).toBe(30_000);

  poll.fn();
  await settle();
  expect(fetches[0]).toEqual({ url: '/seasons/gp', method: 'HEAD' });
  await settle();
  // the ETag names revision 5, the page shows 4: the page is fetched under the revision's address
  expect(fetches[1]).toEqual({ url: '/seasons/gp?rev=5', method: 'GET' });
  await settle();
  revision = 5;

  poll.fn();
  poll.fn();
  await settle();
  expect(sources.length).toBe(1);
  // the fourth poll tries the stream again instead of the ETag
  poll.fn();
  expect(poll.cleared).toBe(true);
  expect(sources.map((s) => s.url)).toEqual(['/api/seasons/gp/events?since=4', '/api/seasons/gp/events?since=5']);
});

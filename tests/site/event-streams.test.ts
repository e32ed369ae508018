import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { EventStreams, frameComment, frameEvent, missedEvents, parseEventId, streamRequest, type Source, type StreamKind } from '@/server/event-streams.mjs';
import { describeChanges } from '@/lib/i18n/live-words.mjs';
import { EventStreamReader, type StreamEvent } from '@/scripts/sse-reader.mjs';

describe('the event framing', () => {
  test('an event with its id, name, retry advice and data of several lines, read back as one', () => {
    const text = frameEvent({ retry: 3000, event: 'change', id: 7, data: 'one\ntwo\r\nthree' });
    expect(text).toBe('retry: 3000\nevent: change\nid: 7\ndata: one\ndata: two\ndata: three\n\n');
    const events = new EventStreamReader().push(text);
    expect(events).toEqual([{ event: 'change', id: '7', data: 'one\ntwo\nthree', retry: 3000 }]);
  });

  test('JSON data is one data line; a line break in a name or an id cannot end the field', () => {
    expect(frameEvent({ id: '1\n2', event: 'a\rb', data: { text: 'x\ny' } })).toBe('event: a b\nid: 1 2\ndata: {"text":"x\\ny"}\n\n');
  });

  test('a comment (the heartbeat) dispatches nothing; a retry block alone neither', () => {
    const reader = new EventStreamReader();
    expect(reader.push(frameComment('keep-alive') + frameEvent({ retry: 10 }))).toEqual([]);
    expect(reader.comments).toBe(1);
    expect(reader.retry).toBe(10);
  });

  test('chunks cut anywhere, \\r\\n included, give the same events', () => {
    const text = frameEvent({ id: 1, event: 'state', data: '{"revision":1}' }).replace(/\n/g, '\r\n') + frameEvent({ id: 2, event: 'change', data: '{"revision":2}' });
    for (let cut = 1; cut < text.length; cut++) {
      const reader = new EventStreamReader();
      const events = [...reader.push(text.slice(0, cut)), ...reader.push(text.slice(cut))];
      expect(events.map((e) => e.id)).toEqual(['1', '2']);
    }
  });
});

describe('Last-Event-ID', () => {
  test.each([
    { label: 'a revision', value: '12', expected: 12 },
    { label: 'with spaces', value: ' 12 ', expected: 12 },
    { label: 'not a number', value: 'abc', expected: null },
    { label: 'negative', value: '-1', expected: null },
    { label: 'absent', value: undefined, expected: null },
    { label: 'too long', value: '1'.repeat(20), expected: null },
  ])('parses $label', ({ value, expected }) => {
    expect(parseEventId(value)).toBe(expected);
  });

  const history = [
    { id: 5, previous: 4 },
    { id: 7, previous: 5 },
    { id: 8, previous: 7 },
  ];
  test.each([
    { label: 'up to date: nothing missed', lastId: 8, expected: [] },
    { label: 'one behind: the last event', lastId: 7, expected: [8] },
    { label: 'between two events of one coalesced change: from that change on', lastId: 6, expected: [7, 8] },
    { label: 'at the oldest event kept', lastId: 4, expected: [5, 7, 8] },
    { label: 'older than the history: the state instead', lastId: 3, expected: null },
    { label: 'ahead of the revision (a restored database): the state', lastId: 9, expected: null },
    { label: 'no id: the state', lastId: null, expected: null },
  ])('$label', ({ lastId, expected }) => {
    const missed = missedEvents(history, 8, lastId);
    expect(missed === null ? null : missed.map((e) => e.id)).toEqual(expected);
  });
});

describe('the stream paths', () => {
  test.each([
    { url: '/api/seasons/gp-2018/events', expected: { kind: 'season', slug: 'gp-2018', since: null } },
    { url: '/api/competitions/liga/events?since=4', expected: { kind: 'competition', slug: 'liga', since: 4 } },
    { url: '/api/seasons/gp%202018/events', expected: { kind: 'season', slug: 'gp 2018', since: null } },
    { url: '/api/seasons/%E0%A4%A/events', expected: { kind: 'season', slug: null, since: null } },
    { url: '/api/seasons/gp-2018/standings', expected: null },
    { url: '/api/seasons/gp-2018/events/x', expected: null },
  ])('$url', ({ url, expected }) => {
    expect(streamRequest(url)).toEqual(expected);
  });
});

describe('what changed, in words', () => {
  test('a correction names the tournament and its version, in Polish and English', () => {
    const w = describeChanges([{ action: 'tournament.correct', details: { tournament: 'gp07', tournamentName: 'Turniej 7', version: 2 } }]);
    expect(w.text).toEqual({ pl: 'Turniej 7 — nowa wersja (2)', en: 'Turniej 7 — new version (2)' });
    expect(w.changes).toEqual([{ action: 'tournament.correct', tournament: 'gp07', version: 2, text: w.text }]);
  });

  test("a captain's confirmation is named, not the file it wrote; a grant changes nothing public", () => {
    const w = describeChanges([
      { action: 'captain.grant', details: { team: 'A' } },
      { action: 'competition.file', details: { file: 'boards.csv', version: 3 } },
      { action: 'captain.confirm', details: { round: 2, team: 'Hetman' } },
    ]);
    expect(w.text.pl).toBe('Runda 2: zatwierdzony wynik meczu drużyny Hetman');
    expect(w.changes.map((c) => c.action)).toEqual(['captain.confirm']);
  });

  test('many changes: three named, the rest counted with the plural form', () => {
    const lines = [1, 2, 3, 4, 5, 6].map((i) => ({ action: 'tournament.upload', details: { tournament: `t${i}`, tournamentName: `T${i}` } }));
    expect(describeChanges(lines).text.pl).toBe('T1 — nowe wyniki; T2 — nowe wyniki; T3 — nowe wyniki i jeszcze 3 zmiany');
    expect(describeChanges(lines.slice(0, 4)).text.en).toBe('T1 — new results; T2 — new results; T3 — new results and 1 change more');
    expect(describeChanges(lines.concat(lines.map((l) => ({ ...l, details: { ...l.details, tournamentName: `U${l.details.tournamentName}` } })))).text.pl).toMatch(/i jeszcze 9 zmian$/);
  });

  test('a write the audit log does not name still says the data changed', () => {
    expect(describeChanges([]).text).toEqual({ pl: 'Nowa wersja danych', en: 'Data updated' });
  });
});

/** A season source in memory: the test moves revisions and writes audit lines. */
class MemorySource implements Source {
  version = 1;
  rowsBy: Record<StreamKind, Map<string, { id: number; revision: number; public: boolean }>> = { season: new Map(), competition: new Map() };
  audit: { id: number; at: string; action: string; details: Record<string, unknown>; topic: string }[] = [];
  dataVersion() {
    return this.version;
  }
  row(kind: StreamKind, slug: string) {
    return this.rowsBy[kind].get(slug);
  }
  rows(kind: StreamKind) {
    return new Map(this.rowsBy[kind]);
  }
  lastAuditId() {
    return this.audit.at(-1)?.id ?? 0;
  }
  auditSince(topic: { kind: StreamKind; slug: string }, afterId: number) {
    return this.audit.filter((a) => a.id > afterId && a.topic === `${topic.kind}:${topic.slug}`);
  }
  write(kind: StreamKind, slug: string, action: string, details: Record<string, unknown>, at: string) {
    const row = this.rowsBy[kind].get(slug)!;
    this.rowsBy[kind].set(slug, { ...row, revision: row.revision + 1 });
    this.audit.push({ id: this.audit.length + 1, at, action, details, topic: `${kind}:${slug}` });
    this.version++;
  }
}

let server: Server | null = null;
let hub: EventStreams | null = null;
afterEach(async () => {
  hub?.close();
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = null;
  hub = null;
});

/** A server of the streams; `maxPerClient`: the bound per client, named by the test's `x-client` header (the socket's address without it). */
async function serve(source: MemorySource, maxStreams = 10, maxPerClient?: number): Promise<string> {
  hub = new EventStreams({ source, maxStreams, maxPerClient, random: () => 0, now: () => '2026-11-30T12:00:00.000Z' });
  server = createServer((req, res) => {
    const client = req.headers['x-client'];
    if (!hub!.handle(req, res, typeof client === 'string' ? client : undefined)) res.writeHead(418).end();
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** An open stream: its response and the events read so far (next() waits for one more). */
async function open(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = new EventStreamReader();
  const queue: StreamEvent[] = [];
  const body = res.body?.getReader();
  const decoder = new TextDecoder();
  const next = async (): Promise<StreamEvent> => {
    while (queue.length === 0) {
      const { value, done } = await body!.read();
      if (done) throw new Error('the stream ended');
      queue.push(...reader.push(decoder.decode(value, { stream: true })));
    }
    return queue.shift()!;
  };
  return { res, next, close: () => controller.abort() };
}

describe('the fan-out', () => {
  test('a new stream gets the current state; a write, one change event with the words; a reconnect, what it missed', async () => {
    const source = new MemorySource();
    source.rowsBy.season.set('gp', { id: 1, revision: 4, public: true });
    const base = await serve(source);
    const a = await open(`${base}/api/seasons/gp/events`);
    expect(a.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(a.res.headers.get('cache-control')).toContain('no-store');
    const state = await a.next();
    expect(state).toMatchObject({ event: 'state', id: '4', retry: 3000 });
    expect(JSON.parse(state.data)).toMatchObject({ kind: 'season', slug: 'gp', revision: 4, changes: [] });

    source.write('season', 'gp', 'tournament.upload', { tournament: 'gp07', tournamentName: 'Turniej 7' }, '2026-11-30T14:32:00.000Z');
    hub!.poll();
    const change = await a.next();
    expect(change).toMatchObject({ event: 'change', id: '5' });
    expect(JSON.parse(change.data)).toEqual({ kind: 'season', slug: 'gp', revision: 5, at: '2026-11-30T14:32:00.000Z', changes: [{ action: 'tournament.upload', tournament: 'gp07', text: { pl: 'Turniej 7 — nowe wyniki', en: 'Turniej 7 — new results' } }], text: { pl: 'Turniej 7 — nowe wyniki', en: 'Turniej 7 — new results' } });
    // nothing moved: the poll reads data_version only and sends nothing
    hub!.poll();

    source.write('season', 'gp', 'tournament.correct', { tournament: 'gp07', tournamentName: 'Turniej 7', version: 2 }, '2026-11-30T14:40:00.000Z');
    hub!.poll();
    expect((await a.next()).id).toBe('6');
    a.close();

    // back with Last-Event-ID 5: the change to 6, not the state
    const b = await open(`${base}/api/seasons/gp/events`, { 'last-event-id': '5' });
    const missed = await b.next();
    expect(missed).toMatchObject({ event: 'change', id: '6' });
    expect(JSON.parse(missed.data).text.pl).toBe('Turniej 7 — nowa wersja (2)');
    b.close();
    // ?since= (a page's own revision on its first connection) works the same way
    const c = await open(`${base}/api/seasons/gp/events?since=4`);
    expect([(await c.next()).id, (await c.next()).id]).toEqual(['5', '6']);
    c.close();
    // from a history this server never saw: the state
    const d = await open(`${base}/api/seasons/gp/events`, { 'last-event-id': '1' });
    expect(await d.next()).toMatchObject({ event: 'state', id: '6' });
    d.close();
  });

  test('one write is one event on every stream of that season, none on another season', async () => {
    const source = new MemorySource();
    source.rowsBy.season.set('a', { id: 1, revision: 0, public: true });
    source.rowsBy.season.set('b', { id: 2, revision: 0, public: true });
    const base = await serve(source);
    const streams = await Promise.all([1, 2, 3].map(() => open(`${base}/api/seasons/a/events`)));
    const other = await open(`${base}/api/seasons/b/events`);
    for (const s of [...streams, other]) expect((await s.next()).event).toBe('state');
    source.write('season', 'a', 'registry.upload', {}, '2026-11-30T15:00:00.000Z');
    hub!.poll();
    for (const s of streams) expect(JSON.parse((await s.next()).data).text.en).toBe('New register of players');
    source.write('season', 'b', 'season.update', {}, '2026-11-30T15:01:00.000Z');
    hub!.poll();
    // the first event the other season's stream hears is its own
    expect(JSON.parse((await other.next()).data)).toMatchObject({ slug: 'b', revision: 1 });
    expect(hub!.stats()).toMatchObject({ streams: 4, topics: 2, events: 2 });
    for (const s of [...streams, other]) s.close();
  });

  test('unknown and unpublished: 404; beyond the bound: 503 with Retry-After; not GET: 405', async () => {
    const source = new MemorySource();
    source.rowsBy.season.set('open', { id: 1, revision: 0, public: true });
    source.rowsBy.season.set('hidden', { id: 2, revision: 0, public: false });
    const base = await serve(source, 1);
    expect((await fetch(`${base}/api/seasons/none/events`)).status).toBe(404);
    expect((await fetch(`${base}/api/seasons/hidden/events`)).status).toBe(404);
    expect((await fetch(`${base}/api/competitions/open/events`)).status).toBe(404);
    expect((await fetch(`${base}/api/seasons/open/events`, { method: 'POST' })).status).toBe(405);
    const first = await open(`${base}/api/seasons/open/events`);
    await first.next();
    const refused = await fetch(`${base}/api/seasons/open/events`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await refused.json()).errors[0].code).toBe('TOO_MANY_STREAMS');
    first.close();
    // the closed stream's place is free again
    for (let i = 0; hub!.stats().streams > 0 && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
    const again = await open(`${base}/api/seasons/open/events`);
    expect((await again.next()).event).toBe('state');
    again.close();
  });

  test('beyond a client’s own bound: 429 with Retry-After naming the bound; the other clients’ streams open; a closed one frees its place', async () => {
    const source = new MemorySource();
    source.rowsBy.season.set('open', { id: 1, revision: 0, public: true });
    const base = await serve(source, 10, 3);
    const mine = [];
    for (let i = 0; i < 3; i++) {
      const s = await open(`${base}/api/seasons/open/events`, { 'x-client': 'a' });
      expect((await s.next()).event).toBe('state');
      mine.push(s);
    }
    const refused = await fetch(`${base}/api/seasons/open/events`, { headers: { 'x-client': 'a' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ errors: [{ code: 'TOO_MANY_STREAMS_FROM_CLIENT', message: 'Your address already has as many live streams open as one address may (3); try again in a minute.' }] });
    const theirs = await open(`${base}/api/seasons/open/events`, { 'x-client': 'b' });
    expect(theirs.res.status).toBe(200);
    expect((await theirs.next()).event).toBe('state');
    expect(hub!.stats()).toMatchObject({ streams: 4, clients: 2 });
    mine[0]!.close();
    for (let i = 0; hub!.stats().streams > 3 && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
    const again = await open(`${base}/api/seasons/open/events`, { 'x-client': 'a' });
    expect((await again.next()).event).toBe('state');
    for (const s of [...mine.slice(1), theirs, again]) s.close();
    for (let i = 0; hub!.stats().streams > 0 && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
    expect(hub!.stats()).toMatchObject({ streams: 0, clients: 0 });
  });

  test('a season hidden while streams are open: they hear "gone" and end', async () => {
    const source = new MemorySource();
    source.rowsBy.season.set('gp', { id: 1, revision: 3, public: true });
    const base = await serve(source);
    const s = await open(`${base}/api/seasons/gp/events`);
    await s.next();
    source.rowsBy.season.set('gp', { id: 1, revision: 4, public: false });
    source.version++;
    hub!.poll();
    expect(await s.next()).toMatchObject({ event: 'gone' });
    await expect(s.next()).rejects.toThrow('the stream ended');
  });

  test('the heartbeat is a comment on every stream', async () => {
    const source = new MemorySource();
    source.rowsBy.competition.set('liga', { id: 1, revision: 2, public: true });
    const base = await serve(source);
    const res = await fetch(`${base}/api/competitions/liga/events`);
    const body = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await body.read()).value);
    hub!.heartbeat();
    while (!text.includes(': keep-alive')) text += decoder.decode((await body.read()).value);
    expect(text.endsWith(': keep-alive\n\n')).toBe(true);
    await body.cancel();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { users } from '@/db/schema';
import { confirmSubmission, grantCaptain, submitCaptainResult } from '@/server/competitions/team-league/captains';
import { deleteTournament, restoreVersion } from '@/server/uploads';
import { EventStreamReader, type StreamEvent } from '@/scripts/sse-reader.mjs';
import { startServer, type TestServer } from './server';

/**
 * The live event streams (issue 25, docs/api-events.md) on the production server: every kind of
 * write — the API, the workspace's use cases run by another process on the same database (as a
 * browser action or `gp` would), a captain's confirmation — is heard on the open streams.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 240_000);
afterAll(async () => server?.stop());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}${path}`, init);
const auth = () => ({ authorization: `Bearer ${server.arbiterToken}` });

/** An open stream: next() gives the next event (a guard of 10 s against a stream that says nothing). */
async function open(path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await api(path, { headers, signal: controller.signal });
  const reader = new EventStreamReader();
  const queue: StreamEvent[] = [];
  const body = res.body!.getReader();
  const decoder = new TextDecoder();
  const next = async (): Promise<StreamEvent & { json: Record<string, any> }> => {
    const guard = setTimeout(() => controller.abort(), 10_000);
    try {
      while (queue.length === 0) {
        const { value, done } = await body.read();
        if (done) throw new Error('the stream ended');
        queue.push(...reader.push(decoder.decode(value, { stream: true })));
      }
    } finally {
      clearTimeout(guard);
    }
    const e = queue.shift()!;
    return { ...e, json: JSON.parse(e.data) };
  };
  return { res, next, close: () => controller.abort() };
}

function withConnection<T>(work: (conn: Connection, arbiter: typeof users.$inferSelect) => T): T {
  const conn = openDatabase(server.dbPath);
  try {
    const arbiter = conn.db.select().from(users).where(eq(users.email, 'arbiter@example.org')).get()!;
    return work(conn, arbiter);
  } finally {
    conn.sqlite.close();
  }
}

describe('season streams', () => {
  test('hear an upload, a correction, a restore and a deletion, each once, with its words; a reconnect gets what it missed', async () => {
    expect((await api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'live', name: 'Live', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) })).status).toBe(201);
    const put = (code: string, name: string, date: string, body: string) => api(`/api/seasons/live/tournaments/${code}?name=${encodeURIComponent(name)}&date=${date}`, { method: 'PUT', headers: auth(), body });
    expect((await put('gp01', 'Turniej 1', '2024-03-02', 'place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Kot Jan,6,KS Beta\n')).status).toBe(200);

    const stream = await open('/api/seasons/live/events');
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    const state = await stream.next();
    expect(state.event).toBe('state');
    expect(state.retry).toBeGreaterThan(0);
    const start = state.json.revision as number;
    expect(state.id).toBe(String(start));

    // an upload through the API
    expect((await put('gp07', 'Turniej 7', '2024-06-01', 'place,name,points,club\n1,Kot Jan,8,KS Beta\n2,Lis Anna,5,KS Alfa\n')).status).toBe(200);
    const upload = await stream.next();
    expect(upload.event).toBe('change');
    expect(upload.json.revision).toBeGreaterThan(start);
    expect(upload.id).toBe(String(upload.json.revision));
    expect(upload.json.text).toEqual({ pl: 'Turniej 7 — nowe wyniki', en: 'Turniej 7 — new results' });
    expect(upload.json.changes).toEqual([{ action: 'tournament.upload', tournament: 'gp07', version: 1, text: upload.json.text }]);
    expect(Date.parse(upload.json.at)).not.toBeNaN();

    // a correction: the same tournament, another file
    expect((await put('gp07', 'Turniej 7', '2024-06-01', 'place,name,points,club\n1,Kot Jan,8.5,KS Beta\n2,Lis Anna,5,KS Alfa\n')).status).toBe(200);
    const correction = await stream.next();
    expect(correction.json.text.pl).toBe('Turniej 7 — nowa wersja (2)');
    expect(correction.json.revision).toBeGreaterThan(upload.json.revision);

    // the workspace's restore and deletion, by another process on the same database
    withConnection((conn, arbiter) => expect(restoreVersion(conn, arbiter, getSeasonBySlug(conn, 'live')!, 'gp07', 1)).toMatchObject({ ok: true }));
    const restore = await stream.next();
    expect(restore.json.text).toEqual({ pl: 'Turniej 7 — przywrócono wersję 1', en: 'Turniej 7 — version 1 restored' });
    withConnection((conn, arbiter) => expect(deleteTournament(conn, arbiter, getSeasonBySlug(conn, 'live')!, 'gp07', '2024-06-02T10:00:00.000Z')).toMatchObject({ ok: true }));
    const deletion = await stream.next();
    expect(deletion.json.text.en).toBe('Turniej 7 — results taken out of the season');
    expect([upload, correction, restore, deletion].map((e) => e.json.revision)).toEqual([...new Set([upload, correction, restore, deletion].map((e) => e.json.revision))].sort((a, b) => a - b));
    stream.close();

    // back with the id of the upload: the three events after it, in order, and not the state
    const again = await open('/api/seasons/live/events', { 'last-event-id': upload.id });
    expect([await again.next(), await again.next(), await again.next()].map((e) => [e.event, e.id])).toEqual([correction, restore, deletion].map((e) => ['change', e.id]));
    again.close();
  });

  test('the page names its stream and revision; ?rev=N is the same page from the cache, one render for many readers', async () => {
    const page = await api('/seasons/live');
    const html = await page.text();
    expect(html).toContain('data-gp-live="/api/seasons/live/events"');
    const revision = Number(/data-gp-revision="(\d+)"/.exec(html)![1]);
    expect(revision).toBe(getRevision('live'));
    expect(html).toContain('<script src="/live-updates.js" defer></script>');
    const script = await api('/live-updates.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('EventSource');
    // a React page of the season too
    expect(await (await api('/en/seasons/live/teams')).text()).toMatch(new RegExp(`data-gp-live="/api/seasons/live/events" data-gp-revision="${revision}" data-gp-lang="en" data-gp-notice="Updated \\{time\\} — \\{change\\}"`));

    // a change, then twenty readers at once ask for the new revision: at most one render
    expect((await api('/api/seasons/live/tournaments/gp08?name=Turniej%208&date=2024-06-15', { method: 'PUT', headers: auth(), body: 'place,name,points,club\n1,Lis Anna,9,KS Alfa\n' })).status).toBe(200);
    const next = getRevision('live');
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(`/seasons/live/teams?rev=${next}`, { headers: { 'accept-encoding': 'br' } })));
    const how = answers.map((a) => a.headers.get('x-gp-cache'));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(how.filter((h) => h === 'miss').length).toBeLessThanOrEqual(1);
    expect(how.every((h) => ['miss', 'shared', 'hit', 'disk'].includes(h!))).toBe(true);
    const plain = await api('/seasons/live/teams', { headers: { 'accept-encoding': 'br' } });
    expect(plain.headers.get('etag')).toBe(answers[0]!.headers.get('etag'));
    expect(plain.headers.get('x-gp-cache')).toBe('hit');
  });

  test('unknown and unpublished seasons: 404; a season hidden while its streams are open ends them', async () => {
    expect((await api('/api/seasons/none/events')).status).toBe(404);
    expect((await api('/api/seasons', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'soon', name: 'Soon', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }) })).status).toBe(201);
    const s = await open('/api/seasons/soon/events');
    expect((await s.next()).event).toBe('state');
    withConnection((conn) => conn.sqlite.prepare("update seasons set public = 0 where slug = 'soon'").run());
    expect((await s.next()).event).toBe('gone');
    const hidden = await api('/api/seasons/soon/events');
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).errors[0].code).toBe('NOT_FOUND');
    expect((await api('/api/seasons/soon/events', { method: 'POST' })).status).toBe(405);
  });
});

function getRevision(slug: string): number {
  return withConnection((conn) => getSeasonBySlug(conn, slug)!.revision);
}

describe('competition streams', () => {
  const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'team-league', 'team-trf');
  const text = (name: string) => readFileSync(join(folder, name), 'utf8');

  test("a team league's stream hears a file upload and a captain's confirmation", async () => {
    const slug = 'liga-live';
    expect((await api('/api/competitions', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug, kind: 'team-league', name: 'Liga' }) })).status).toBe(201);
    const twoRounds = text('boards.csv')
      .split('\n')
      .filter((l) => !l.startsWith('3,'))
      .join('\n');
    const config = JSON.stringify({ ...JSON.parse(text('team-league.json')), boards: 'boards.csv' });
    for (const [name, body] of [['team-league.json', config], ['teams.csv', text('teams.csv')]] as const) expect((await api(`/api/competitions/${slug}/files/${name}`, { method: 'PUT', headers: auth(), body })).status).toBe(200);

    const stream = await open(`/api/competitions/${slug}/events`);
    const state = await stream.next();
    expect(state.json).toMatchObject({ kind: 'competition', slug, changes: [] });
    expect((await api(`/api/competitions/${slug}/files/boards.csv`, { method: 'PUT', headers: auth(), body: twoRounds })).status).toBe(200);
    const file = await stream.next();
    expect(file.json.text).toEqual({ pl: 'Nowe dane (boards.csv, wersja 1)', en: 'New data (boards.csv, version 1)' });
    expect(file.json.revision).toBeGreaterThan(state.json.revision);
    // its page names the stream (read before the confirmation below: a render of this revision)
    expect(await (await api(`/team-leagues/${slug}`)).text()).toContain(`data-gp-live="/api/competitions/${slug}/events"`);

    // the captain's match, confirmed by the arbiter (another process on the same database)
    await withAsync(async (conn, arbiter) => {
      expect(await grantCaptain(conn, arbiter, { slug, team: 'Orzeł', email: 'kapitan@orzel.pl', password: 'captain password' })).toMatchObject({ ok: true });
      const captain = conn.db.select().from(users).where(eq(users.email, 'kapitan@orzel.pl')).get()!;
      const submitted = submitCaptainResult(conn, captain, slug, 'Orzeł', {
        round: 3,
        home: 'Orzeł',
        away: 'Żuraw',
        forfeit: null,
        boards: [
          { board: 1, homePlayer: 'Adam Nowak', awayPlayer: 'Wacław Bury', result: '=' },
          { board: 2, homePlayer: 'Bogdan Kowal', awayPlayer: 'Zenon Kret', result: '=' },
          { board: 3, homePlayer: 'Cezary Lis', awayPlayer: 'Jerzy Orzeł', result: '1-0' },
          { board: 4, homePlayer: 'Danuta Wrona', awayPlayer: 'Zofia Pająk', result: '0-1' },
        ],
      });
      expect(submitted).toMatchObject({ ok: true });
      expect(confirmSubmission(conn, arbiter, slug, (submitted as { value: { id: number } }).value.id)).toMatchObject({ ok: true });
    });
    // the grant and the pending submission change nothing public: the next event is the confirmation
    const confirmed = await stream.next();
    expect(confirmed.json.text).toEqual({ pl: 'Runda 3: zatwierdzony wynik meczu drużyny Orzeł', en: "Round 3: Orzeł's match result confirmed" });
    expect(confirmed.json.changes.map((c: { action: string }) => c.action)).toEqual(['captain.confirm']);
    stream.close();

    // twenty readers fetching its page again after the change cost one render (issue 24: a public
    // page like any other, from the one page cache under the competition's revision, with the
    // public Cache-Control; the plain address is the same entry)
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(`/team-leagues/${slug}?rev=${confirmed.json.revision}`, { headers: { 'accept-encoding': 'br' } })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => a.headers.get('x-gp-cache') === 'miss').length).toBe(1);
    expect(answers.every((a) => a.headers.get('cache-control') === 'public, max-age=0, s-maxage=1')).toBe(true);
    const html = await answers[0]!.text();
    expect(html).toContain(`data-gp-revision="${confirmed.json.revision}"`);
    expect(await answers[19]!.text()).toBe(html);
    const plain = await api(`/team-leagues/${slug}`, { headers: { 'accept-encoding': 'br' } });
    expect(plain.headers.get('x-gp-cache')).toBe('hit');
    expect(plain.headers.get('etag')).toBe(answers[0]!.headers.get('etag'));
    // at another kind's address: Next's 404, as without the query
    expect((await api(`/events/${slug}?rev=${confirmed.json.revision}`)).status).toBe(404);
    expect((await api('/api/competitions/none/events')).status).toBe(404);
  });
});

async function withAsync(work: (conn: Connection, arbiter: typeof users.$inferSelect) => Promise<void>) {
  const conn = openDatabase(server.dbPath);
  try {
    await work(conn, conn.db.select().from(users).where(eq(users.email, 'arbiter@example.org')).get()!);
  } finally {
    conn.sqlite.close();
  }
}


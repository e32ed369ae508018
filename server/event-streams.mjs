// Live event streams of the public seasons and competitions (issue 25; contract: docs/api-events.md):
// GET /api/seasons/{slug}/events and /api/competitions/{slug}/events, text/event-stream.
//
// Two parts with one interface between them, so that the serving path can change around them:
// - a revision source (RevisionSource): the revisions of the watched seasons and competitions, as
//   the server reads them for its page cache (server/revisions.mjs), and the audit lines written since; every write bumps a
//   season's (or a competition's) revision in its transaction and writes its audit line there, from
//   whichever process or thread writes (the Next thread, `gp` in another process);
// - a fan-out (EventStreams): one poll per process for all open streams — SQLite's data_version
//   (it moves with every commit of another connection) every GP_STREAM_POLL_MS (250 ms), and only
//   when it moved, one query for the revisions — then one event per change, framed once and
//   written to every stream of that season or competition; a short history per season for the
//   clients that come back with Last-Event-ID; a comment heartbeat; a bound on open streams, and
//   one per client (issue 42: from one address, 3,000 streams in a second took the 2,000 places
//   of the process, and every other visitor's stream was refused).
//
// Plain JavaScript: the production server (scripts/serve.mjs) runs it without a build step; it
// mounts it with `handle(req, res)`, which answers the events paths and returns false for any other.
import { auditReads } from '../db/queries/live-reads.mjs';
import { describeChanges } from '../lib/i18n/live-words.mjs';
import { streamRefusal } from '../lib/i18n/serving-words.mjs';
import { Revisions } from './revisions.mjs';
import { clientKey } from './abuse-guard.mjs';

const PATH = /^\/api\/(seasons|competitions)\/([^/?#]+)\/events(?:\?([^#]*))?$/;

/** The stream a request names: `{ kind, slug, since }` (since: the `?since=` revision, or null), or null for any other path. */
export function streamRequest(url) {
  const m = PATH.exec(url ?? '');
  if (!m) return null;
  let slug;
  try {
    slug = decodeURIComponent(m[2]);
  } catch {
    return { kind: m[1] === 'seasons' ? 'season' : 'competition', slug: null, since: null };
  }
  const since = m[3] ? new URLSearchParams(m[3]).get('since') : null;
  return { kind: m[1] === 'seasons' ? 'season' : 'competition', slug, since: parseEventId(since) };
}

/** An event id a client sent back (Last-Event-ID, `?since=`): a revision, or null when it is not one. */
export function parseEventId(value) {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== 'string' || !/^\d{1,15}$/.test(v.trim())) return null;
  return Number(v.trim());
}

/**
 * One event in the text/event-stream format (HTML Living Standard §9.2): `retry:`, `event:`, `id:`
 * and the data, one `data:` line per line of it, and the blank line that dispatches it. Field
 * values never hold a line break (an id or a name with one would end the field early).
 */
export function frameEvent({ id, event, data, retry }) {
  const clean = (v) => String(v).replace(/[\r\n]/g, ' ');
  let out = '';
  if (retry !== undefined) out += `retry: ${Math.max(0, Math.round(retry))}\n`;
  if (event !== undefined) out += `event: ${clean(event)}\n`;
  if (id !== undefined) out += `id: ${clean(id)}\n`;
  if (data !== undefined) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const line of text.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  }
  return `${out}\n`;
}

/** A comment line (ignored by EventSource): the heartbeat that keeps proxies from closing an idle line. */
export function frameComment(text) {
  return `: ${String(text).replace(/[\r\n]/g, ' ')}\n\n`;
}

/**
 * What a client that last saw revision `lastId` missed, from a topic's history (events in order,
 * each `{ id, previous }`: the revision it announces and the one before it): those events, or null
 * when the history cannot tell (no id, an id from another history — a restored database, a
 * restarted server — or older than the history kept); then the client gets the current state.
 */
export function missedEvents(history, revision, lastId) {
  if (lastId === null || lastId === undefined || lastId > revision) return null;
  if (lastId === revision) return [];
  const after = history.filter((e) => e.id > lastId);
  if (after.length === 0 || after[0].previous > lastId || after.at(-1).id !== revision) return null;
  return after;
}

/**
 * The revisions (server/revisions.mjs, the one reading of them, shared with the page cache) and the
 * audit lines written since, on the same read-only connection.
 */
export class RevisionSource {
  constructor({ revisions }) {
    this.revisions = revisions;
    this.statements = null;
  }

  /** The connection, once the database file exists (the server may start before the first migration). */
  open() {
    const db = this.revisions.open();
    if (!db || this.statements?.db === db) return db;
    this.statements = { db, ...auditReads(db) };
    return db;
  }

  /** SQLite's data_version: it moves with every commit of another connection (null without a database). */
  dataVersion() {
    return this.revisions.dataVersion();
  }

  /** One season's or competition's row `{ id, revision, public }`, or undefined. */
  row(kind, slug) {
    return this.revisions.row(kind, slug);
  }

  /** Every season's (or competition's) row by slug: one query, for all the streams of the process. */
  rows(kind) {
    return this.revisions.rows(kind);
  }

  /** The id of the latest audit line: a new topic hears of the lines after it. */
  lastAuditId() {
    return this.open() ? this.statements.lastAuditId() : 0;
  }

  /** The audit lines of a topic after `afterId`, oldest first, `{ id, at, action, details }`; a season's name their tournament. */
  auditSince(topic, afterId) {
    if (!this.open()) return [];
    const rows = topic.kind === 'season' ? this.statements.seasonAuditAfter(afterId, topic.id) : this.statements.competitionAuditAfter(afterId, topic.slug);
    const names = topic.kind === 'season' && rows.some((r) => r.details.includes('"tournament"')) ? new Map(this.statements.tournamentNames(topic.id).map((t) => [t.code, t.name])) : null;
    return rows.map((r) => {
      let details = {};
      try {
        details = JSON.parse(r.details) ?? {};
      } catch {
        // a line of another version of the site: named as a change without words of its own
      }
      if (names && details.tournament !== undefined) details = { ...details, tournamentName: names.get(String(details.tournament)) ?? String(details.tournament) };
      return { id: r.id, at: r.at, action: r.action, details };
    });
  }
}

/** A numeric setting of the environment: `fallback` when it is unset, not a number or not `valid`. */
function setting(env, name, fallback, valid) {
  const raw = env[name];
  const v = raw === undefined || String(raw).trim() === '' ? NaN : Number(raw);
  return Number.isFinite(v) && valid(v) ? v : fallback;
}

/** The streams of one season or competition, and what it last announced. */
class Topic {
  constructor(kind, slug, row, auditId) {
    this.kind = kind;
    this.slug = slug;
    this.id = row.id;
    this.revision = row.revision;
    this.auditId = auditId;
    /** The latest events, oldest first: `{ id, previous, data, frame }`. */
    this.history = [];
    this.streams = new Set();
  }
}

/**
 * The fan-out: open streams by season and competition, one poll of the revision source for all of
 * them, one framed event per change written to each stream.
 */
export class EventStreams {
  /**
   * @param {object} o
   * @param {RevisionSource} o.source
   * @param {number} [o.maxStreams] open streams at most (GP_MAX_STREAMS); more get a 503 with Retry-After
   * @param {number} [o.maxPerClient] open streams at most per client (GP_MAX_STREAMS_PER_CLIENT); more get a 429 with Retry-After
   * @param {number} [o.pollMs] how often the source is asked (GP_STREAM_POLL_MS)
   * @param {number} [o.heartbeatMs] a comment this often on every stream (GP_STREAM_HEARTBEAT_S)
   * @param {number} [o.retryMs] the reconnection delay advised; each stream gets up to as much again at random, so that a restart is not met by every client in one instant
   * @param {number} [o.historySize] events kept per topic for Last-Event-ID
   * @param {() => string} [o.now] the time of a change the audit log does not date
   * @param {() => number} [o.random]
   */
  constructor({ source, maxStreams = 2000, maxPerClient = 100, pollMs = 250, heartbeatMs = 25_000, retryMs = 3000, historySize = 64, now = () => new Date().toISOString(), random = Math.random }) {
    Object.assign(this, { source, maxStreams, maxPerClient, pollMs, heartbeatMs, retryMs, historySize, now, random });
    /** kind → slug → Topic */
    this.topics = { season: new Map(), competition: new Map() };
    this.open = 0;
    /** client (server/abuse-guard.mjs clientKey) → its open streams */
    this.clients = new Map();
    this.lastDataVersion = null;
    this.timers = [];
    this.events = 0;
  }

  /** Starts the poll and the heartbeat (unref'd timers: they never keep the process alive). */
  start() {
    const poll = setInterval(() => this.poll(), this.pollMs);
    const beat = setInterval(() => this.heartbeat(), this.heartbeatMs);
    poll.unref();
    beat.unref();
    this.timers.push(poll, beat);
    return this;
  }

  /**
   * Answers an events request (true), or returns false for any other path. `client`: whose stream it
   * is (scripts/serve.mjs gives the address behind a trusted proxy), else the socket's.
   */
  handle(req, res, client = clientKey(req.socket?.remoteAddress)) {
    const wanted = streamRequest(req.url);
    if (!wanted) return false;
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET', 'cache-control': 'private, no-store', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return true;
    }
    const mine = this.clients.get(client) ?? 0;
    if (mine >= this.maxPerClient) {
      // before the process's bound: a client at its own bound hears so, whatever the others do
      res.writeHead(429, { 'retry-after': '60', 'cache-control': 'private, no-store', 'content-type': 'application/json; charset=utf-8' });
      res.end(streamRefusal('TOO_MANY_STREAMS_FROM_CLIENT', { limit: this.maxPerClient }));
      return true;
    }
    if (this.open >= this.maxStreams) {
      // the page falls back to a slow poll of its ETag (public/live-updates.js)
      res.writeHead(503, { 'retry-after': '30', 'cache-control': 'private, no-store', 'content-type': 'application/json; charset=utf-8' });
      res.end(streamRefusal('TOO_MANY_STREAMS'));
      return true;
    }
    let topic;
    try {
      this.poll();
      topic = wanted.slug === null ? null : this.topic(wanted.kind, wanted.slug);
    } catch (e) {
      res.writeHead(503, { 'retry-after': '5', 'cache-control': 'private, no-store', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Service Unavailable');
      return true;
    }
    if (!topic) {
      res.writeHead(404, { 'cache-control': 'private, no-store', 'content-type': 'application/json; charset=utf-8' });
      res.end(streamRefusal('NOT_FOUND', { kind: wanted.kind, slug: wanted.slug }));
      return true;
    }
    const lastId = parseEventId(req.headers['last-event-id']) ?? wanted.since;
    const missed = missedEvents(topic.history, topic.revision, lastId);
    let out = frameEvent({ retry: this.retryMs + Math.floor(this.random() * this.retryMs) });
    out += missed && missed.length ? missed.map((e) => e.frame).join('') : frameEvent({ id: topic.revision, event: 'state', data: this.state(topic) });
    // a stream lives as long as the reader keeps the page open: no socket timeout, no delay of small writes
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      // nginx: pass the stream on as it comes (deploy/nginx.conf says so too)
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write(out);
    topic.streams.add(res);
    this.open++;
    this.clients.set(client, mine + 1);
    res.once('close', () => {
      if (!topic.streams.delete(res)) return;
      this.open--;
      const left = (this.clients.get(client) ?? 1) - 1;
      if (left > 0) this.clients.set(client, left);
      else this.clients.delete(client);
    });
    return true;
  }

  /** The topic of a public season or competition (made on its first stream), or null. */
  topic(kind, slug) {
    const known = this.topics[kind].get(slug);
    if (known) return known;
    const row = this.source.row(kind, slug);
    if (!row || !row.public) return null;
    const topic = new Topic(kind, slug, row, this.source.lastAuditId());
    this.topics[kind].set(slug, topic);
    return topic;
  }

  /** The data of the event a new stream starts with. */
  state(topic) {
    const last = topic.history.at(-1);
    return { kind: topic.kind, slug: topic.slug, revision: topic.revision, at: last?.data.at ?? null, changes: [], text: last?.data.text ?? null };
  }

  /**
   * Reads the source when the database moved (data_version) and announces every change of a
   * watched season or competition; a season or competition hidden or removed ends its streams.
   */
  poll() {
    if (this.topics.season.size === 0 && this.topics.competition.size === 0) return;
    const version = this.source.dataVersion();
    if (version === null || version === this.lastDataVersion) return;
    this.lastDataVersion = version;
    for (const kind of ['season', 'competition']) {
      if (this.topics[kind].size === 0) continue;
      const rows = this.source.rows(kind);
      for (const topic of [...this.topics[kind].values()]) {
        const row = rows.get(topic.slug);
        if (!row || !row.public || row.id !== topic.id) {
          this.gone(topic);
          continue;
        }
        if (row.revision === topic.revision) continue;
        const lines = this.source.auditSince(topic, topic.auditId);
        if (lines.length) topic.auditId = lines.at(-1).id;
        const words = describeChanges(lines);
        // a revision lower than the one announced: another history (a restored backup); the
        // events kept tell nothing about it
        if (row.revision < topic.revision) topic.history = [];
        const data = { kind, slug: topic.slug, revision: row.revision, at: lines.at(-1)?.at ?? this.now(), changes: words.changes, text: words.text };
        const event = { id: row.revision, previous: topic.revision, data, frame: frameEvent({ id: row.revision, event: 'change', data }) };
        topic.revision = row.revision;
        topic.history.push(event);
        if (topic.history.length > this.historySize) topic.history.shift();
        this.write(topic, event.frame);
        this.events++;
      }
    }
  }

  /** Writes to every stream of a topic; a reader that takes nothing (64 KiB waiting) is let go. */
  write(topic, text) {
    for (const res of topic.streams) {
      if (res.writableLength > 65_536) {
        res.destroy();
        continue;
      }
      res.write(text);
    }
  }

  /** A season or competition no longer public: its streams hear it once and end. */
  gone(topic) {
    const text = frameEvent({ event: 'gone', data: { kind: topic.kind, slug: topic.slug } });
    for (const res of topic.streams) res.end(text);
    this.topics[topic.kind].delete(topic.slug);
  }

  heartbeat() {
    const text = frameComment('keep-alive');
    for (const kind of ['season', 'competition']) for (const topic of this.topics[kind].values()) this.write(topic, text);
  }

  stats() {
    return { streams: this.open, clients: this.clients.size, topics: this.topics.season.size + this.topics.competition.size, events: this.events };
  }

  /** Ends every stream (a server that closes waits for its connections) and stops the timers. */
  close() {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const kind of ['season', 'competition']) for (const topic of this.topics[kind].values()) for (const res of topic.streams) res.end();
  }
}

/**
 * The event streams of a database, with the settings of the environment, started: `revisions` the
 * server's reading of them (server/revisions.mjs), or `databasePath` for streams of their own.
 */
export function createEventStreams({ revisions = null, databasePath = '', env = process.env }) {
  const own = revisions ? null : new Revisions({ databasePath });
  const source = new RevisionSource({ revisions: revisions ?? own });
  const streams = new EventStreams({
    source,
    maxStreams: setting(env, 'GP_MAX_STREAMS', 2000, (v) => Number.isInteger(v) && v >= 0),
    // a school's or a tournament hall's one shared address: a room of readers with a tab or two each
    // (docs/api-events.md); the readers beyond it poll the page every 30 s (public/live-updates.js)
    maxPerClient: setting(env, 'GP_MAX_STREAMS_PER_CLIENT', 100, (v) => Number.isInteger(v) && v >= 1),
    pollMs: setting(env, 'GP_STREAM_POLL_MS', 250, (v) => v >= 20),
    heartbeatMs: setting(env, 'GP_STREAM_HEARTBEAT_S', 25, (v) => v > 0) * 1000,
  }).start();
  const close = streams.close.bind(streams);
  streams.close = () => {
    close();
    own?.close();
  };
  return streams;
}

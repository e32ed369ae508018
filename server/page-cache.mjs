// The public page cache of the production server (scripts/serve.mjs), kept apart from HTTP and
// Next so that it can be tested alone. Plain JavaScript: the server runs it without a build step.
//
// An entry is a rendered response kept under (database, season, revision, path), in three
// encodings made once when it is stored. Freshness never rests on time: the server reads the
// season's revision (one indexed read) on every request and asks for the entry of that revision;
// every write bumps the revision in its transaction, so a page of an older revision is never
// served again, and the season's older entries are dropped when a newer revision is first seen.
// Other seasons keep theirs.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzip, gunzipSync, gzip } from 'node:zlib';
import { nextResponseHeader } from './next-adapter.mjs';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/** Response headers that belong to one delivery, not to the page: never stored (nor Next's own, next-adapter.mjs). */
const PER_RESPONSE = new Set([
  'age',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
]);

/**
 * Compression levels: brotli 5 and gzip 6 take a few milliseconds for a 300 KiB table (done in
 * libuv's thread pool, off the event loop) and get within a few per cent of the slowest levels.
 */
export async function compressBody(body) {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
  ]);
  return { gzip: gz, br };
}

/**
 * The work under way for `key` in `pending`, or new work from `start`, forgotten once it settles:
 * callers that arrive meanwhile share one promise (`shared`) instead of doing the work again.
 */
export function sharedFlight(pending, key, start) {
  const under = pending.get(key);
  if (under) return { promise: under, shared: true };
  const promise = start().finally(() => pending.delete(key));
  pending.set(key, promise);
  return { promise, shared: false };
}

/** The best encoding the client takes: `br`, then `gzip`, else the plain bytes (q=0 refuses one). */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gz = false;
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gz = true;
    else if (name === '*') {
      br = true;
      gz = true;
    }
  }
  return br ? 'br' : gz ? 'gzip' : 'identity';
}

/** If-None-Match against an entity tag, by the weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (t) => t.trim().replace(/^W\//, '');
  const mine = bare(etag);
  return String(ifNoneMatch)
    .split(',')
    .some((t) => t.trim() === '*' || bare(t) === mine);
}

/**
 * `W/"r{revision}-{content hash}"`: the revision a person can read (without the season's stamp,
 * which follows a `~`), the hash so that a new build or another database never matches an old tag.
 * `body`: the page's bytes or its brotli copy (the cache hashes that one, smaller).
 */
export function entityTag(revision, body) {
  return `W/"r${String(revision).split('~')[0]}-${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
}

/**
 * @typedef {{ status: number, headers: Record<string, string | string[] | undefined>, body: Buffer }} Rendered
 * @typedef {{ etag: string, headers: [string, string][], identity: Buffer | null, gzip: Buffer, br: Buffer }} Stored
 * `identity` is null for an entry read from the disk store until a client takes the plain bytes
 * @typedef {Stored & { bytes: number, bucket: string, fullKey: string }} Entry
 */

export class PageCache {
  /**
   * @param {{ maxBytes?: number, maxPlainBytes?: number, compress?: typeof compressBody, onRender?: (key: string) => void, store?: import('./page-store.mjs').PageStore | null }} [options]
   * `maxBytes`: the budget of the compressed copies (gzip and brotli), which every browser, proxy
   * and CDN takes. `maxPlainBytes`: the budget of the plain copies, kept for the most recently used
   * pages only (a 3 MB table is 150 kB in brotli); another is made from the gzip copy when a client
   * that takes no compression asks. `store`: pages kept on disk as well (server/page-store.mjs),
   * read before rendering.
   */
  constructor(options = {}) {
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.maxPlainBytes = options.maxPlainBytes ?? 32 * 1024 * 1024;
    /** fullKey → Entry whose plain copy is kept, least recently used first */
    this.plainEntries = new Map();
    this.plainBytes = 0;
    this.store = options.store ?? null;
    this.compress = options.compress ?? compressBody;
    this.onRender = options.onRender;
    /** fullKey → Entry, least recently used first */
    this.entries = new Map();
    /** bucket (database + season) → { revision, keys } */
    this.buckets = new Map();
    /** fullKey → Promise<Entry | null>: one render for concurrent misses */
    this.pending = new Map();
    this.bytes = 0;
    this.renders = 0;
  }

  /**
   * The entry of (bucket, revision, key), rendering it when missing. `render` runs once however
   * many requests miss at the same time; a null entry means the response may not be kept (not a
   * 200, or it sets a cookie) and the caller serves the request another way. `how` says whether
   * the entry was in memory (`hit`), read from the disk store (`disk`), rendered for this call
   * (`miss`) or brought by a concurrent call (`shared`). `persist: false`: not kept on disk (the
   * calendar, whose revision includes the connection's data_version, which a restart resets).
   * @param {{ bucket: string, revision: string | number, key: string, persist?: boolean }} at
   * @param {() => Promise<Rendered>} render
   * @returns {Promise<{ entry: Entry | null, how: 'hit' | 'disk' | 'miss' | 'shared' }>}
   */
  async get(at, render) {
    const revision = String(at.revision);
    // requests read the revision just before asking, and revisions only grow: the last one asked
    // for is the newest, and what older renders still in flight bring back is not kept
    const known = this.buckets.get(at.bucket);
    if (!known || known.revision !== revision) {
      if (known) this.dropBucket(at.bucket);
      this.buckets.set(at.bucket, { revision, keys: new Set() });
    }
    const fullKey = `${at.bucket}\u0000${revision}\u0000${at.key}`;
    const hit = this.entries.get(fullKey);
    if (hit) {
      this.entries.delete(fullKey);
      this.entries.set(fullKey, hit);
      return { entry: hit, how: 'hit' };
    }
    const store = at.persist === false ? null : this.store;
    const flight = sharedFlight(this.pending, fullKey, () => this.fill(at.bucket, revision, fullKey, render, store ? { store, key: at.key } : null));
    return flight.shared ? { entry: (await flight.promise).entry, how: 'shared' } : flight.promise;
  }

  async fill(bucket, revision, fullKey, render, disk) {
    const stored = disk ? await disk.store.read(bucket, disk.key, revision) : null;
    if (stored) return { entry: this.keep(bucket, revision, fullKey, { ...stored, identity: null, bytes: stored.gzip.byteLength + stored.br.byteLength, bucket, fullKey }), how: 'disk' };
    this.renders++;
    this.onRender?.(fullKey);
    const out = await render();
    if (out.status !== 200 || out.headers['set-cookie'] !== undefined) return { entry: null, how: 'miss' };
    const { gzip: gz, br } = await this.compress(out.body);
    const headers = [];
    let vary = [];
    for (const [name, value] of Object.entries(out.headers)) {
      const n = name.toLowerCase();
      if (value === undefined || PER_RESPONSE.has(n) || nextResponseHeader(n)) continue;
      if (n === 'vary') vary = String(value).split(',').map((v) => v.trim()).filter(Boolean);
      else for (const v of Array.isArray(value) ? value : [value]) headers.push([n, String(v)]);
    }
    if (!vary.some((v) => v.toLowerCase() === 'accept-encoding')) vary.push('Accept-Encoding');
    headers.push(['vary', vary.join(', ')]);
    /** @type {Entry} */
    // the tag hashes the brotli copy, a tenth of the page's bytes: the same page, the same tag
    const entry = { etag: entityTag(revision, br), headers, identity: out.body, gzip: gz, br, bytes: gz.byteLength + br.byteLength, bucket, fullKey };
    if (disk) disk.store.write(bucket, disk.key, revision, entry);
    return { entry: this.keep(bucket, revision, fullKey, entry), how: 'miss' };
  }

  /** Keeps an entry in memory unless a newer revision was seen meanwhile (it is then only served to the requests that waited for it). */
  keep(bucket, revision, fullKey, entry) {
    const current = this.buckets.get(bucket);
    if (!current || current.revision !== revision || entry.bytes > this.maxBytes) return entry;
    current.keys.add(fullKey);
    this.entries.set(fullKey, entry);
    this.bytes += entry.bytes;
    while (this.bytes > this.maxBytes) this.evict(this.entries.keys().next().value);
    if (entry.identity && this.entries.get(fullKey) === entry) this.holdPlain(entry);
    return entry;
  }

  /** The plain bytes of an entry: its kept copy, else one made from its gzip copy (and kept if the entry is). */
  plain(entry) {
    return entry.identity ? this.touchPlain(entry) : this.adoptPlain(entry, gunzipSync(entry.gzip));
  }

  /** The same as plain(), its gzip copy inflated off the event loop. */
  async plainAsync(entry) {
    if (entry.identity) return this.touchPlain(entry);
    const identity = await gunzipAsync(entry.gzip);
    // another request may have made it meanwhile
    return entry.identity ? this.touchPlain(entry) : this.adoptPlain(entry, identity);
  }

  /** A kept plain copy, now the most recently used. */
  touchPlain(entry) {
    if (this.plainEntries.delete(entry.fullKey)) this.plainEntries.set(entry.fullKey, entry);
    return entry.identity;
  }

  /** A plain copy just made: kept with the entry if the entry is kept. */
  adoptPlain(entry, identity) {
    if (this.entries.get(entry.fullKey) !== entry) return identity;
    entry.identity = identity;
    this.holdPlain(entry);
    return identity;
  }

  holdPlain(entry) {
    this.plainEntries.set(entry.fullKey, entry);
    this.plainBytes += entry.identity.byteLength;
    while (this.plainBytes > this.maxPlainBytes && this.plainEntries.size > 1) this.dropPlain(this.plainEntries.keys().next().value);
  }

  dropPlain(fullKey) {
    const entry = this.plainEntries.get(fullKey);
    if (!entry) return;
    this.plainEntries.delete(fullKey);
    this.plainBytes -= entry.identity.byteLength;
    entry.identity = null;
  }

  evict(fullKey) {
    const entry = this.entries.get(fullKey);
    if (!entry) return;
    this.dropPlain(fullKey);
    this.entries.delete(fullKey);
    this.bytes -= entry.bytes;
    this.buckets.get(entry.bucket)?.keys.delete(fullKey);
  }

  /** Every entry of a database's season (all its revisions). */
  dropBucket(bucket) {
    const b = this.buckets.get(bucket);
    if (!b) return;
    for (const k of [...b.keys]) this.evict(k);
    this.buckets.delete(bucket);
  }

  /** Entries kept now, per bucket: for tests and the benchmark. */
  stats() {
    return { entries: this.entries.size, bytes: this.bytes, plainBytes: this.plainBytes, renders: this.renders, buckets: [...this.buckets].map(([bucket, b]) => ({ bucket, revision: b.revision, entries: b.keys.size })) };
  }
}

/**
 * Writes an entry as the answer to `req`: 304 when If-None-Match carries its tag, the body in the
 * best encoding the client takes, no body for HEAD.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Entry} entry
 * @param {string} cacheControl
 * @param {string} [how] sent as `X-GP-Cache` (hit, disk, miss, shared): what the server's own cache did
 * @param {(entry: Entry) => Buffer} [plain] the plain bytes of an entry whose `identity` is null
 */
export function sendEntry(req, res, entry, cacheControl, how, plain = (e) => e.identity ?? gunzipSync(e.gzip)) {
  for (const [name, value] of entry.headers) res.appendHeader(name, value);
  res.setHeader('cache-control', cacheControl);
  if (how) res.setHeader('x-gp-cache', how);
  res.setHeader('etag', entry.etag);
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.removeHeader('content-type');
    res.writeHead(304);
    res.end();
    return 304;
  }
  // an entry without compressed copies (a small or binary static file) goes out as it is
  const encoding = entry.gzip ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : plain(entry);
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', String(body.byteLength));
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return 200;
}

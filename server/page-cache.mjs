// The one cache of rendered public pages of the production server (scripts/serve.mjs): in memory,
// written through to disk so that a restart with the same database and build serves them at once.
// Kept apart from HTTP and Next so that it can be tested alone; plain JavaScript, run without a build.
//
// An entry is a rendered response under (bucket = database + scope, revision, key), brotli and gzip
// made once when it is stored; a client that takes neither (rare) gets the gzip copy inflated. Freshness
// never rests on time: the server reads the scope's revision on every request and asks for that
// revision's entry; every write bumps it in its transaction, so an older page is never served again,
// and the bucket's older entries are dropped when a newer revision is first seen.
//
// On disk (`store: { dir, build, maxBytes }`): one file per (bucket, key) with the newest revision
// seen, under the build id (a new build links other assets: the folder is emptied). The revision
// carries the season's random stamp, so a database restored from a backup never meets a page of
// another history. A file that is not exactly right is a miss. Past `maxBytes` (default 1 GB) the
// files written longest ago go first, also those an earlier run left.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { nextResponseHeader } from './next-adapter.mjs';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);
/** A page on disk: one object in V8's serialization (node:v8), the page's Buffers as they are. */
const FORMAT = 'gp-page-2';
/** Response headers that belong to one delivery, not to the page: never stored (nor Next's own, next-adapter.mjs). */
const PER_RESPONSE = new Set(['age', 'cache-control', 'connection', 'content-encoding', 'content-length', 'date', 'etag', 'keep-alive', 'last-modified', 'transfer-encoding']);

/** Brotli 5 and gzip 6: a few ms for a 300 KiB table, in libuv's pool, within a few per cent of the slowest levels. */
async function compressBody(body) {
  const params = { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT };
  const [gz, br] = await Promise.all([gzipAsync(body, { level: 6 }), brotliAsync(body, { params })]);
  return { gzip: gz, br };
}

/** The best encoding the client takes: `br`, then `gzip`, else the plain bytes (q=0 refuses one). */
export function pickEncoding(acceptEncoding) {
  const taken = new Set();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) taken.add(name === 'x-gzip' ? 'gzip' : name);
  }
  return taken.has('br') || taken.has('*') ? 'br' : taken.has('gzip') ? 'gzip' : 'identity';
}

/** If-None-Match against an entity tag, by the weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch, etag) {
  const bare = (t) => t.trim().replace(/^W\//, '');
  return !!ifNoneMatch && String(ifNoneMatch).split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * `W/"r{revision}-{hash}"`: the revision a person can read (without the stamp after `~`), the hash of
 * `body` (the page or its brotli copy) so that a new build or another database never matches an old tag.
 */
function entityTag(revision, body) {
  return `W/"r${String(revision).split('~')[0]}-${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
}

// The types of entries and options: page-cache.d.mts.
export class PageCache {
  /**
   * `maxBytes`: the budget of the compressed copies, which every browser, proxy and CDN takes;
   * `store`: `{ dir, build, maxBytes? }` to keep the pages on disk as well (see `pageStore`).
   */
  constructor(options = {}) {
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.compress = options.compress ?? compressBody;
    this.store = options.store ? new DiskTier(options.store) : null;
    /** fullKey → Entry, least recently used first */
    this.entries = new Map();
    /** bucket → { revision, keys } */
    this.buckets = new Map();
    /** fullKey → Promise: one render for concurrent misses */
    this.pending = new Map();
    this.bytes = 0;
  }

  /**
   * The entry of (bucket, revision, key), rendering it when missing; `render` runs once however many
   * requests miss at once. A null entry: the response may not be kept (not a 200, or it sets a
   * cookie) and the caller serves the request another way. `how`: in memory (`hit`), read from disk
   * (`disk`), rendered for this call (`miss`) or brought by a concurrent call (`shared`).
   * `persist: false`: never on disk (the calendar: its revision has data_version, which a restart resets).
   */
  async get({ bucket, revision: r, key, persist = true }, render) {
    const revision = String(r);
    // revisions only grow and requests read theirs just before asking: the last one asked for is the newest
    const known = this.buckets.get(bucket);
    if (known?.revision !== revision) {
      if (known) this.dropBucket(bucket);
      this.buckets.set(bucket, { revision, keys: new Set() });
    }
    const fullKey = `${bucket}\u0000${revision}\u0000${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) {
      this.entries.delete(fullKey);
      this.entries.set(fullKey, hit);
      return { entry: hit, how: 'hit' };
    }
    const under = this.pending.get(fullKey);
    if (under) return { entry: (await under).entry, how: 'shared' };
    const flight = this.fill(bucket, revision, key, fullKey, render, persist ? this.store : null).finally(() => this.pending.delete(fullKey));
    this.pending.set(fullKey, flight);
    return flight;
  }

  async fill(bucket, revision, key, fullKey, render, disk) {
    const stored = await disk?.read(bucket, key, revision);
    if (stored) return { entry: this.keep({ ...stored, bytes: stored.gzip.byteLength + stored.br.byteLength, bucket, fullKey }, revision), how: 'disk' };
    const out = await render();
    if (out.status !== 200 || out.headers['set-cookie'] !== undefined) return { entry: null, how: 'miss' };
    // `compress: false` (a small or binary static file): kept and sent as it is
    const { gzip: gz, br } = out.compress === false ? { gzip: null, br: null } : await this.compress(out.body);
    const headers = [];
    let vary = [];
    for (const [name, value] of Object.entries(out.headers)) {
      const n = name.toLowerCase();
      if (value === undefined || PER_RESPONSE.has(n) || nextResponseHeader(n)) continue;
      if (n === 'vary') vary = String(value).split(',').map((v) => v.trim()).filter(Boolean);
      else for (const v of [value].flat()) headers.push([n, String(v)]);
    }
    if (gz && !vary.some((v) => v.toLowerCase() === 'accept-encoding')) vary.push('Accept-Encoding');
    if (vary.length > 0) headers.push(['vary', vary.join(', ')]);
    // the tag hashes the brotli copy, a tenth of the page's bytes: the same page, the same tag
    const entry = { etag: entityTag(revision, br ?? out.body), headers, identity: gz ? null : out.body, gzip: gz, br, bytes: gz ? gz.byteLength + br.byteLength : out.body.byteLength, bucket, fullKey };
    disk?.write(bucket, key, revision, entry);
    return { entry: this.keep(entry, revision), how: 'miss' };
  }

  /** Kept in memory unless a newer revision was seen meanwhile (then only served to the requests that waited for it). */
  keep(entry, revision) {
    const current = this.buckets.get(entry.bucket);
    if (current?.revision !== revision || entry.bytes > this.maxBytes) return entry;
    current.keys.add(entry.fullKey);
    this.entries.set(entry.fullKey, entry);
    this.bytes += entry.bytes;
    while (this.bytes > this.maxBytes) this.evict(this.entries.keys().next().value);
    return entry;
  }

  evict(fullKey) {
    const entry = this.entries.get(fullKey);
    if (!entry) return;
    this.entries.delete(fullKey);
    this.bytes -= entry.bytes;
    this.buckets.get(entry.bucket)?.keys.delete(fullKey);
  }

  /** Every entry of a bucket (all its revisions). */
  dropBucket(bucket) {
    for (const k of this.buckets.get(bucket)?.keys ?? []) this.evict(k);
    this.buckets.delete(bucket);
  }

  /** Once every disk write under way is done (tests, and a restart that wants to find them). */
  flush() {
    return this.store?.flush();
  }

  /** What is kept now: for tests and the benchmark. */
  stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/**
 * The disk settings of the production server, or null to keep pages in memory only: `GP_PAGE_STORE=0`
 * (or no build) turns it off; `GP_PAGE_STORE_DIR`, by default next to the database (`gp.sqlite.pages`);
 * at most `GP_PAGE_STORE_MB` (default 1024) MB.
 */
export function pageStore(dir, databasePath, env = process.env) {
  const id = join(dir, '.next', 'BUILD_ID');
  if (env.GP_PAGE_STORE === '0' || !existsSync(id)) return null;
  const build = readFileSync(id, 'utf8').trim();
  const mb = Number(env.GP_PAGE_STORE_MB);
  return { dir: env.GP_PAGE_STORE_DIR || `${databasePath}.pages`, build, maxBytes: (mb > 0 ? mb : 1024) * 1024 * 1024 };
}

/** The disk tier of PageCache: written through after each render, read before rendering. */
class DiskTier {
  constructor({ dir, build, maxBytes = 1024 * 1024 * 1024 }) {
    Object.assign(this, { dir, build, maxBytes, bytes: 0, sequence: 0, started: Date.now(), pruning: null });
    /** writes, removals and the first pruning under way (flush) */
    this.inflight = new Set();
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'BUILD')) || readFileSync(join(dir, 'BUILD'), 'utf8') !== build) {
      // another build's pages link assets that no longer exist: none of them can be served
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'BUILD'), build);
    }
    // what an earlier run left, in the background: the first answers need none of it
    this.prune();
  }

  track(work) {
    const p = work.finally(() => this.inflight.delete(p));
    this.inflight.add(p);
    return p;
  }

  async flush() {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  /** The folder's bytes counted; past the budget the files written longest ago go until it is within 90 % (one pruning at a time). */
  prune() {
    this.pruning ??= this.track(
      (async () => {
        const files = [];
        for (const name of await readdir(this.dir).catch(() => [])) {
          const s = name === 'BUILD' ? null : await stat(join(this.dir, name)).catch(() => null);
          // a temporary file of an earlier run that stopped midway
          if (s?.isFile() && name.endsWith('.tmp') && s.mtimeMs < this.started) await unlink(join(this.dir, name)).catch(() => {});
          else if (s?.isFile()) files.push({ name, bytes: s.size, mtimeMs: s.mtimeMs });
        }
        this.bytes = files.reduce((n, f) => n + f.bytes, 0);
        for (const f of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
          if (this.bytes <= this.maxBytes * 0.9) break;
          await unlink(join(this.dir, f.name)).catch(() => {});
          this.bytes -= f.bytes;
        }
      })().finally(() => (this.pruning = null)),
    );
  }

  fileOf(bucket, key) {
    return join(this.dir, createHash('sha256').update(`${bucket}\u0000${key}`).digest('hex').slice(0, 40));
  }

  /** The entry kept for (bucket, key) if it is of this revision and build, else null. */
  async read(bucket, key, revision) {
    try {
      const p = deserialize(await readFile(this.fileOf(bucket, key)));
      const ok = p.format === FORMAT && p.bucket === bucket && p.key === key && p.revision === String(revision) && p.build === this.build && Buffer.isBuffer(p.gzip) && Buffer.isBuffer(p.br);
      return ok ? { etag: p.etag, headers: p.headers, identity: null, gzip: p.gzip, br: p.br } : null;
    } catch {
      // missing, torn or foreign: rendered again and overwritten
      return null;
    }
  }

  /** Written to a temporary file and renamed, so a reader never sees half of it; a failure only costs a render later. */
  write(bucket, key, revision, entry) {
    const file = this.fileOf(bucket, key);
    const temporary = `${file}.${process.pid}.${this.sequence++}.tmp`;
    const bytes = serialize({ format: FORMAT, bucket, key, revision: String(revision), build: this.build, etag: entry.etag, headers: entry.headers, gzip: entry.gzip, br: entry.br });
    return this.track(
      writeFile(temporary, bytes)
        .then(() => rename(temporary, file))
        // an overwritten file counts twice until the next pruning counts the folder again
        .then(() => (this.bytes += bytes.byteLength) > this.maxBytes && this.prune())
        .catch(() => unlink(temporary).catch(() => {})),
    );
  }
}

/**
 * Writes an entry as the answer to `req`: 304 when If-None-Match carries its tag, else the body in
 * the best encoding the client takes (none for HEAD). `how` goes out as `X-GP-Cache`.
 */
export async function sendEntry(req, res, entry, cacheControl, how) {
  const modified = !etagMatches(req.headers['if-none-match'], entry.etag);
  // an entry without compressed copies (a small or binary static file) goes out as it is; for a
  // client that takes no compression the gzip copy is inflated off the event loop, not kept
  // (docs/decisions/serving.md: 3 ms for a 540 KiB season page, 7 ms for a 3 MB one)
  const encoding = entry.gzip ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const body = !modified ? null : encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : (entry.identity ?? (await gunzipAsync(entry.gzip)));
  for (const [name, value] of entry.headers) res.appendHeader(name, value);
  res.setHeader('cache-control', cacheControl);
  if (how) res.setHeader('x-gp-cache', how);
  res.setHeader('etag', entry.etag);
  if (!modified) {
    res.removeHeader('content-type');
    res.writeHead(304);
    res.end();
    return 304;
  }
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', String(body.byteLength));
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return 200;
}

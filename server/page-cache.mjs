// The one cache of rendered public pages (scripts/serve.mjs), in memory and written through to disk
// so that a restart with the same database and build serves them at once. An entry is a response
// under (bucket = database + scope, revision, key), kept as brotli and gzip made once. Freshness
// rests on no clock: the server asks for the revision it just read, and a bucket's older entries
// go when a newer revision is first seen. On disk: one file per (bucket, key), its newest
// revision, under the build id; a file not exactly right is a miss (docs/serving-and-caching.md).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { nextResponseHeader } from './next-adapter.mjs';

const [gzipAsync, gunzipAsync, brotliAsync] = [gzip, gunzip, brotliCompress].map(promisify);
/** A page on disk: one object in V8's serialization, its Buffers as they are. */
const FORMAT = 'gp-page-2';
/** Headers of one delivery, not of the page: never stored (nor Next's own, next-adapter.mjs). */
const PER_RESPONSE = new Set(['age', 'cache-control', 'connection', 'content-encoding', 'content-length', 'date', 'etag', 'keep-alive', 'last-modified', 'transfer-encoding']);
/** Brotli 5 and gzip 6: a few ms for a 300 KiB table, within a few per cent of the slowest levels. */
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
/** `W/"r{revision}-{hash}"`: the revision without its stamp, and a hash so that no other build or database matches. */
function entityTag(revision, body) {
  return `W/"r${String(revision).split('~')[0]}-${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
}
// The types: page-cache.d.mts. `maxBytes` budgets the compressed copies; `store` adds the disk tier (pageStore).
export class PageCache {
  constructor(options = {}) {
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.compress = options.compress ?? compressBody;
    this.store = options.store ? new DiskTier(options.store) : null;
    // fullKey → entry (least recently used first), bucket → { revision, keys }, fullKey → a render under way
    Object.assign(this, { entries: new Map(), buckets: new Map(), pending: new Map(), bytes: 0 });
  }
  // The entry of (bucket, revision, key), rendered once however many requests miss at once; null
  // when the response may not be kept (not a 200, or a cookie). `how`: `hit`, `disk`, `miss` or
  // `shared` (a concurrent call's render). `persist: false`: never on disk.
  async get({ bucket, revision: r, key, persist = true }, render) {
    const revision = String(r);
    // revisions only grow, read just before asking: the last one asked for is the newest
    const known = this.buckets.get(bucket);
    if (known?.revision !== revision) {
      if (known) this.dropBucket(bucket);
      this.buckets.set(bucket, { revision, keys: new Set() });
    }
    const fullKey = `${bucket}\u0000${revision}\u0000${key}`;
    const hit = this.entries.get(fullKey);
    // the most recently used last
    if (hit) return this.entries.delete(fullKey), this.entries.set(fullKey, hit), { entry: hit, how: 'hit' };
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
    const entry = { etag: entityTag(revision, br ?? out.body), headers, identity: gz ? null : out.body, gzip: gz, br, bytes: gz ? gz.byteLength + br.byteLength : out.body.byteLength, bucket, fullKey };
    disk?.write(bucket, key, revision, entry);
    return { entry: this.keep(entry, revision), how: 'miss' };
  }
  /** Kept unless a newer revision was seen meanwhile (then only the waiting requests get it). */
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
    if (!entry || !this.entries.delete(fullKey)) return;
    this.bytes -= entry.bytes;
    this.buckets.get(entry.bucket)?.keys.delete(fullKey);
  }
  /** Every entry of a bucket (all its revisions). */
  dropBucket(bucket) {
    for (const k of this.buckets.get(bucket)?.keys ?? []) this.evict(k);
    this.buckets.delete(bucket);
  }
  /** Once every disk write under way is done. */
  flush() {
    return this.store?.flush();
  }
  stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
/** The disk settings (GP_PAGE_STORE=0 or no build: none; GP_PAGE_STORE_DIR, by default `gp.sqlite.pages`; GP_PAGE_STORE_MB). */
export function pageStore(dir, databasePath, env = process.env) {
  const id = join(dir, '.next', 'BUILD_ID');
  if (env.GP_PAGE_STORE === '0' || !existsSync(id)) return null;
  const build = readFileSync(id, 'utf8').trim();
  return { dir: env.GP_PAGE_STORE_DIR || `${databasePath}.pages`, build, maxBytes: (Number(env.GP_PAGE_STORE_MB) > 0 ? Number(env.GP_PAGE_STORE_MB) : 1024) * 1024 * 1024 };
}
/** The disk tier: written through after each render, read before rendering. */
class DiskTier {
  constructor({ dir, build, maxBytes = 1024 * 1024 * 1024 }) {
    // inflight: the writes, removals and pruning under way (flush)
    Object.assign(this, { dir, build, maxBytes, bytes: 0, sequence: 0, started: Date.now(), pruning: null, inflight: new Set() });
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'BUILD')) || readFileSync(join(dir, 'BUILD'), 'utf8') !== build) {
      // another build's pages link assets that no longer exist
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'BUILD'), build);
    }
    // what an earlier run left, counted in the background
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
  /** The folder counted; past the budget the oldest files go until it is within 90 % (one pruning at a time). */
  prune() {
    this.pruning ??= this.track(
      (async () => {
        const files = [];
        for (const name of await readdir(this.dir).catch(() => [])) {
          const s = name === 'BUILD' ? null : await stat(join(this.dir, name)).catch(() => null);
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
  /** The entry kept for (bucket, key) if it is of this revision and build, else null (missing, torn or foreign). */
  async read(bucket, key, revision) {
    try {
      const p = deserialize(await readFile(this.fileOf(bucket, key)));
      const ok = p.format === FORMAT && p.bucket === bucket && p.key === key && p.revision === String(revision) && p.build === this.build && Buffer.isBuffer(p.gzip) && Buffer.isBuffer(p.br);
      return ok ? { etag: p.etag, headers: p.headers, identity: null, gzip: p.gzip, br: p.br } : null;
    } catch {
      return null;
    }
  }
  /** Written to a temporary file and renamed, so no reader sees half of it; a failure costs a render later. */
  write(bucket, key, revision, entry) {
    const file = this.fileOf(bucket, key);
    const temporary = `${file}.${process.pid}.${this.sequence++}.tmp`;
    const bytes = serialize({ format: FORMAT, bucket, key, revision: String(revision), build: this.build, etag: entry.etag, headers: entry.headers, gzip: entry.gzip, br: entry.br });
    return this.track(
      writeFile(temporary, bytes)
        .then(() => rename(temporary, file))
        // an overwritten file counts twice until the next pruning
        .then(() => (this.bytes += bytes.byteLength) > this.maxBytes && this.prune())
        .catch(() => unlink(temporary).catch(() => {})),
    );
  }
}
/** Writes an entry as the answer to `req`: 304 when If-None-Match has its tag, else the best encoding taken; `how` as X-GP-Cache. */
export async function sendEntry(req, res, entry, cacheControl, how) {
  const modified = !etagMatches(req.headers['if-none-match'], entry.etag);
  // a client that takes no compression gets the gzip copy inflated off the event loop (docs/decisions/serving.md)
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

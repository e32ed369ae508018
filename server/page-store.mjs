// The production server's public pages kept on disk (scripts/serve.mjs), so that a restart with the
// same database and build serves them at once instead of computing the standings again. Plain
// JavaScript: the server runs it without a build step.
//
// One file per (database, season, page) holds the page of the newest revision seen, as gzip and
// brotli bytes with its headers; a newer revision overwrites it. Freshness rests on the same key as
// the memory cache: the season's revision and its random stamp (renewed by every write, so a
// database restored from a backup never meets a page of another history), plus the build id (a new
// build renders pages with other asset links). A file that is not exactly right is a miss.
//
// Disk use is bounded (`maxBytes`): past it, the files written longest ago go first (a federation's
// thousands of player pages must not fill the disk; a page that is gone is rendered again).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
const MAGIC = Buffer.from('GPPAGE1\n');

export class PageStore {
  /**
   * @param {{ dir: string, build: string, maxBytes?: number }} options the directory (created; emptied when it holds another
   * build's pages), the build id and the disk budget (default 1 GB)
   */
  constructor({ dir, build, maxBytes = 1024 * 1024 * 1024 }) {
    this.dir = dir;
    this.build = build;
    this.maxBytes = maxBytes;
    /** file name → { bytes, order }: what the folder holds, the oldest written first */
    this.files = new Map();
    this.bytes = 0;
    this.pruning = null;
    this.writes = 0;
    this.sequence = 0;
    /** writes under way (flush) */
    this.inflight = new Set();
    this.reads = 0;
    this.failures = 0;
    mkdirSync(dir, { recursive: true });
    const marker = join(dir, 'BUILD');
    let stored = null;
    try {
      stored = readFileSync(marker, 'utf8');
    } catch {}
    if (stored !== build) {
      // another build's pages link assets that no longer exist: none of them can be served
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(marker, build);
    }
    // what an earlier run left, in the background: the first answers need none of it
    this.indexed = this.index();
  }

  async index() {
    const found = [];
    for (const name of await readdir(this.dir).catch(() => [])) {
      if (name === 'BUILD') continue;
      const s = await stat(join(this.dir, name)).catch(() => null);
      if (!s?.isFile()) continue;
      if (name.endsWith('.tmp')) await unlink(join(this.dir, name)).catch(() => {});
      else found.push({ name, bytes: s.size, mtimeMs: s.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    // written meanwhile by this run: newer than anything found
    const mine = this.files;
    this.files = new Map();
    this.bytes = 0;
    for (const f of found) if (!mine.has(f.name)) this.note(f.name, f.bytes);
    for (const [name, f] of mine) this.note(name, f.bytes);
    await this.prune();
  }

  /** A file written (again): now the newest. */
  note(name, bytes) {
    const known = this.files.get(name);
    if (known) {
      this.files.delete(name);
      this.bytes -= known.bytes;
    }
    this.files.set(name, { bytes });
    this.bytes += bytes;
  }

  /** Removes the files written longest ago until the folder is within 90 % of its budget. */
  prune() {
    if (this.bytes <= this.maxBytes) return Promise.resolve();
    this.pruning ??= (async () => {
      while (this.bytes > this.maxBytes * 0.9 && this.files.size > 0) {
        const [name, f] = this.files.entries().next().value;
        this.files.delete(name);
        this.bytes -= f.bytes;
        await unlink(join(this.dir, name)).catch(() => {});
      }
    })().finally(() => (this.pruning = null));
    return this.pruning;
  }

  fileOf(bucket, key) {
    return join(this.dir, createHash('sha256').update(`${bucket}\u0000${key}`).digest('hex').slice(0, 40));
  }

  /**
   * The entry kept for (bucket, key) if it is of this revision and build, else null.
   * @returns {Promise<import('./page-cache.mjs').Stored | null>}
   */
  async read(bucket, key, revision) {
    let bytes;
    try {
      bytes = await readFile(this.fileOf(bucket, key));
    } catch {
      return null;
    }
    try {
      if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
      const headerLength = bytes.readUInt32BE(MAGIC.length);
      const start = MAGIC.length + 4;
      const header = JSON.parse(bytes.subarray(start, start + headerLength).toString('utf8'));
      if (header.bucket !== bucket || header.key !== key || header.revision !== String(revision) || header.build !== this.build) return null;
      const gzStart = start + headerLength;
      const gz = bytes.subarray(gzStart, gzStart + header.gzip);
      const br = bytes.subarray(gzStart + header.gzip, gzStart + header.gzip + header.br);
      if (br.byteLength !== header.br) return null;
      this.reads++;
      // the plain bytes are made from the gzip copy when a client asks for them (PageCache.plain)
      return { etag: header.etag, headers: header.headers, identity: null, gzip: Buffer.from(gz), br: Buffer.from(br) };
    } catch {
      // a torn or foreign file: rendered again and overwritten
      return null;
    }
  }

  /** Keeps an entry; written to a temporary file and renamed, so a reader never sees half of it. Failures only cost a render later. */
  write(bucket, key, revision, entry) {
    const p = this.writeFile(bucket, key, revision, entry).finally(() => this.inflight.delete(p));
    this.inflight.add(p);
    return p;
  }

  /** Once every write under way is on disk (and the folder pruned). */
  async flush() {
    await this.indexed;
    await Promise.all([...this.inflight]);
    await this.pruning;
  }

  async writeFile(bucket, key, revision, entry) {
    const header = Buffer.from(JSON.stringify({ bucket, key, revision: String(revision), build: this.build, etag: entry.etag, headers: entry.headers, gzip: entry.gzip.byteLength, br: entry.br.byteLength }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.byteLength);
    const file = this.fileOf(bucket, key);
    const temporary = `${file}.${process.pid}.${this.sequence++}.tmp`;
    try {
      const bytes = Buffer.concat([MAGIC, length, header, entry.gzip, entry.br]);
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      this.writes++;
      this.note(basename(file), bytes.byteLength);
      await this.prune();
    } catch {
      this.failures++;
      await unlink(temporary).catch(() => {});
    }
  }
}

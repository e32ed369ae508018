// Next's page cache for this site: in memory only (nothing stale survives a restart or a new
// database), and every season page is checked against the season's revision in SQLite on each
// read — every write bumps the revision in its transaction (API, browser or `gp` command), so a
// cached page is never served after the data changed, and unchanged pages are served like files.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAX_ENTRIES = 2000;
/**
 * A byte budget as well (GP_NEXT_CACHE_MB, default 64): a 40 × 1,000 season's page is 3 MB of HTML
 * and as much of React payload, and the production server keeps the pages it serves in its own
 * cache (server/page-cache.mjs) — what is kept here serves Next's client-router requests.
 */
const MAX_BYTES = (Number(process.env.GP_NEXT_CACHE_MB) > 0 ? Number(process.env.GP_NEXT_CACHE_MB) : 64) * 1024 * 1024;
const entries = new Map();
let bytes = 0;

/** About how many bytes a cached value holds: its strings (2 bytes a character at most) and buffers, a few levels down. */
function sizeOf(value, depth = 0) {
  if (value === null || value === undefined || depth > 4) return 0;
  if (typeof value === 'string') return value.length * 2;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let n = 0;
    for (const v of value.values()) n += sizeOf(v, depth + 1);
    return n;
  }
  if (typeof value === 'object') {
    let n = 0;
    for (const v of Object.values(value)) n += sizeOf(v, depth + 1);
    return n;
  }
  return 8;
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytes -= entry.bytes;
}
/**
 * key → the smallest revision read at a miss of that key, before the render that follows it. A
 * page is stored under the revision read before it was rendered, which can only be older than the
 * data it shows, never newer: at worst one extra render, never a stale page. (Reading the revision
 * when the page is stored, after the render, could give a write's revision to a page rendered
 * before that write, served until the next write.)
 */
const missedAt = new Map();
let db = null;
let revisionOf = null;

function currentRevision(slug) {
  if (!revisionOf) {
    const path = process.env.GP_DATABASE || join(process.cwd(), 'data', 'gp.sqlite');
    if (!existsSync(path)) return null;
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    revisionOf = db.prepare('select revision from seasons where slug = ?').pluck();
  }
  try {
    const r = revisionOf.get(slug);
    return r === undefined ? -1 : r;
  } catch {
    return null;
  }
}

function seasonSlug(key) {
  const m = /\/(?:pl|en)\/seasons\/([^/?#]+)/.exec(key);
  return m ? decodeURIComponent(m[1]) : null;
}

export default class SeasonRevisionCache {
  constructor() {}

  async get(key) {
    const slug = seasonSlug(key);
    const revision = slug === null ? null : currentRevision(slug);
    const entry = entries.get(key);
    if (entry && revision !== null && revision === entry.revision) {
      // least recently used goes first when the cache is full
      entries.delete(key);
      entries.set(key, entry);
      return { value: entry.value, lastModified: entry.lastModified, tags: entry.tags };
    }
    if (entry) remove(key);
    if (revision !== null) {
      const earlier = missedAt.get(key);
      if (earlier === undefined || revision < earlier) missedAt.set(key, revision);
      // renders that never finished leave their keys behind: forget them all now and then
      if (missedAt.size > MAX_ENTRIES * 2) missedAt.clear();
    }
    return null;
  }

  async set(key, data, ctx) {
    const revision = missedAt.get(key);
    missedAt.delete(key);
    if (data === null) {
      remove(key);
      return;
    }
    const slug = seasonSlug(key);
    // fail closed: only what can be checked against a season's revision is kept (issue 16), and
    // only when the revision was read before its render; anything else is rendered on every request
    if (slug === null || revision === undefined) return;
    const size = sizeOf(data);
    remove(key);
    if (size > MAX_BYTES) return;
    entries.set(key, { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [], slug, revision, bytes: size });
    bytes += size;
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) remove(entries.keys().next().value);
  }

  async revalidateTag() {
    // pages are checked against the database on every read; tags add nothing
  }

  resetRequestCache() {}
}

// Next's cache for this site. What it keeps: the season pages Next renders on their first visit and
// keeps (teams, prizes, tournaments, a tournament, a player: `revalidate = false`) — their HTML, which
// the production server asks for once per revision (its own page cache keeps the answer), and their
// React payload, which Next's client router asks for on every click and the server's page cache
// never holds (docs/decisions/serving.md: without this cache that request was 4–8 times slower).
// In memory only (nothing survives a restart or another database); every read checks the season's
// revision and stamp (server/revisions.mjs, the one reading of revisions), which every write bumps
// in its transaction (API, browser or `gp`): a kept page is never served after its data changed.
import { join } from 'node:path';
import { Revisions } from './server/revisions.mjs';

const MAX_ENTRIES = 2000;
/** A byte budget too (GP_NEXT_CACHE_MB, default 64): a 40 × 1,000 season's page is 3 MB of HTML and as much of payload. */
const MAX_BYTES = (Number(process.env.GP_NEXT_CACHE_MB) > 0 ? Number(process.env.GP_NEXT_CACHE_MB) : 64) * 1024 * 1024;
/** key → { value, lastModified, tags, revision, bytes }, least recently used first */
const entries = new Map();
let bytes = 0;
/**
 * key → the revision read at its first miss, before the render that follows: a page is kept under
 * the revision read before it was rendered, which can only be older than the data it shows — at
 * worst one render more, never a stale page (read after the render, a write that landed meanwhile
 * would lend its revision to a page of the data before it).
 */
const missedAt = new Map();
let revisions = null;

/** The revision of the season a key names, '' for an unknown season, null for another page or no database. */
function revisionOf(key) {
  const m = /\/(?:pl|en)\/seasons\/([^/?#]+)/.exec(key);
  if (!m) return null;
  revisions ??= new Revisions({ databasePath: process.env.GP_DATABASE || join(process.cwd(), 'data', 'gp.sqlite') });
  try {
    const row = revisions.row('season', decodeURIComponent(m[1]));
    return row ? revisions.seasonRevision(row) : revisions.db ? '' : null;
  } catch {
    return null;
  }
}

/** About how many bytes a value holds: its strings (2 bytes a character at most) and buffers, a few levels down. */
function sizeOf(value, depth = 0) {
  if (value === null || value === undefined || depth > 4) return 0;
  if (typeof value === 'string') return value.length * 2;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value !== 'object') return 8;
  let n = 0;
  for (const v of value instanceof Map ? value.values() : Object.values(value)) n += sizeOf(v, depth + 1);
  return n;
}

function remove(key) {
  bytes -= entries.get(key)?.bytes ?? 0;
  entries.delete(key);
}

export default class SeasonRevisionCache {
  async get(key) {
    const revision = revisionOf(key);
    const entry = entries.get(key);
    remove(key);
    if (entry && revision !== null && revision === entry.revision) {
      // the most recently used again: the least recently used goes first when the cache is full
      entries.set(key, entry);
      bytes += entry.bytes;
      return { value: entry.value, lastModified: entry.lastModified, tags: entry.tags };
    }
    if (revision !== null && !missedAt.has(key)) {
      // renders that never finished leave their keys behind: forget them all now and then
      if (missedAt.size > MAX_ENTRIES * 2) missedAt.clear();
      missedAt.set(key, revision);
    }
    return null;
  }

  async set(key, data, ctx) {
    const revision = missedAt.get(key);
    missedAt.delete(key);
    remove(key);
    // fail closed: only a season's page, and only when its revision was read before its render (issue 16)
    const size = sizeOf(data);
    if (data === null || revision === undefined || size > MAX_BYTES) return;
    entries.set(key, { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [], revision, bytes: size });
    bytes += size;
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) remove(entries.keys().next().value);
  }

  // pages are checked against the database on every read: tags add nothing
  async revalidateTag() {}

  resetRequestCache() {}
}

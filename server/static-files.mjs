// The files the production server (scripts/serve.mjs) answers itself, from memory: Next's hashed
// build assets (/_next/static/…, never changing: kept for a year by browsers) and the files of
// public/ (checked against the disk on every request: replaced files show at once). Plain
// JavaScript: the server runs it without a build step. Everything else goes to Next.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { compressBody, sendEntry, sharedFlight } from './page-cache.mjs';

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.txt', '.json', '.map', '.svg', '.webmanifest']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0';

export class StaticFiles {
  /**
   * @param {{ dir: string, publicFiles: Set<string>, privateCacheControl: string }} options `dir`: the site's folder;
   * `publicFiles`: the paths of public/'s files ("/site.css"); `privateCacheControl`: for a public file asked with credentials
   */
  constructor({ dir, publicFiles, privateCacheControl }) {
    this.assets = resolve(dir, '.next', 'static');
    this.publicDir = resolve(dir, 'public');
    this.publicFiles = publicFiles;
    this.privateCacheControl = privateCacheControl;
    /** path → { size, mtimeMs, etag, headers, identity, gzip, br } */
    this.files = new Map();
    /** path, size and mtime → the load under way */
    this.loading = new Map();
  }

  /** The file a GET or HEAD names, or null: a hashed build asset, or one of public/'s files. */
  fileOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const path = (req.url ?? '/').split('?')[0];
    if (this.publicFiles.has(path)) return { file: join(this.publicDir, path.slice(1)), immutable: false, path };
    if (!path.startsWith('/_next/static/')) return null;
    let relative;
    try {
      relative = decodeURIComponent(path.slice('/_next/static/'.length));
    } catch {
      return null;
    }
    const file = resolve(this.assets, relative);
    // nothing outside the build's static folder
    if (!file.startsWith(this.assets + sep)) return null;
    return { file, immutable: true, path };
  }

  /** Answers the request if it names such a file that exists; false leaves it to Next (a 404 among others). */
  async serve(req, res) {
    const wanted = this.fileOf(req);
    if (!wanted) return false;
    const kept = this.files.get(wanted.path);
    let entry = kept;
    if (!kept || !wanted.immutable) {
      let s;
      try {
        s = await stat(wanted.file);
      } catch {
        return false;
      }
      if (!s.isFile()) return false;
      // requests that find the file new or replaced meanwhile share one load of this version (50 at once each read and compressed a 3 MB file)
      if (!kept || kept.size !== s.size || kept.mtimeMs !== s.mtimeMs) entry = await sharedFlight(this.loading, `${wanted.path}\u0000${s.size}\u0000${s.mtimeMs}`, () => this.load(wanted, s)).promise;
    }
    const credentials = !!(req.headers.cookie || req.headers.authorization);
    sendEntry(req, res, entry, wanted.immutable ? IMMUTABLE : credentials ? this.privateCacheControl : REVALIDATE);
    return true;
  }

  async load(wanted, s) {
    const identity = await readFile(wanted.file);
    const ext = extname(wanted.file).toLowerCase();
    // small files are not worth compressing
    const compressed = TEXT.has(ext) && identity.byteLength > 1024 ? await compressBody(identity) : null;
    // an entry as the page cache's (server/page-cache.mjs), sent the same way
    const entry = {
      size: s.size,
      mtimeMs: s.mtimeMs,
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 16)}"`,
      headers: [['content-type', TYPES[ext] ?? 'application/octet-stream'], ...(compressed ? [['vary', 'Accept-Encoding']] : [])],
      identity,
      gzip: compressed?.gzip ?? null,
      br: compressed?.br ?? null,
    };
    this.files.set(wanted.path, entry);
    return entry;
  }
}

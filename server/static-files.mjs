// The files the production server answers itself from its page cache (brotli and gzip made once,
// ETag, 304): Next's hashed build assets (immutable for a year) and public/'s files (checked against
// the disk on every request, so a replaced file shows at once). Everything else goes to Next.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { PageCache, sendEntry } from './page-cache.mjs';

const TYPES = { '.js': 'application/javascript; charset=utf-8', '.mjs': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json', '.woff2': 'font/woff2' };
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0';
export class StaticFiles {
  /** `publicFiles`: public/'s paths ("/site.css"); `privateCacheControl`: for a public file asked with credentials. */
  constructor({ dir, publicFiles, privateCacheControl, cache = new PageCache() }) {
    Object.assign(this, { assets: resolve(dir, '.next', 'static'), publicDir: resolve(dir, 'public'), publicFiles, privateCacheControl, cache });
  }
  /** The file a GET or HEAD names, or null: a hashed build asset, or one of public/'s files. */
  fileOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const path = (req.url ?? '/').split('?')[0];
    if (this.publicFiles.has(path)) return { file: join(this.publicDir, path.slice(1)), immutable: false, path };
    if (!path.startsWith('/_next/static/')) return null;
    let file;
    try {
      file = resolve(this.assets, decodeURIComponent(path.slice('/_next/static/'.length)));
    } catch {
      return null;
    }
    // nothing outside the build's static folder
    return file.startsWith(this.assets + sep) ? { file, immutable: true, path } : null;
  }
  /** Answers the request if it names such a file that exists; false leaves it to Next (a 404 among others). */
  async serve(req, res) {
    const wanted = this.fileOf(req);
    const s = wanted && (await stat(wanted.file).catch(() => null));
    if (!s?.isFile()) return false;
    // one entry per file and version: requests that meet a new or replaced file share one load
    const { entry } = await this.cache.get({ bucket: `static\u0000${wanted.path}`, revision: `${s.size}.${s.mtimeMs}`, key: wanted.path, persist: false }, () => this.load(wanted, s));
    if (!entry) return false;
    await sendEntry(req, res, entry, wanted.immutable ? IMMUTABLE : req.headers.cookie || req.headers.authorization ? this.privateCacheControl : REVALIDATE);
    return true;
  }
  async load(wanted) {
    const type = TYPES[extname(wanted.file).toLowerCase()] ?? 'application/octet-stream';
    const body = await readFile(wanted.file);
    // images (but SVG), fonts and small files are sent as they are
    return { status: 200, headers: { 'content-type': type }, body, compress: /text|javascript|json|svg/.test(type) && body.byteLength > 1024 };
  }
}

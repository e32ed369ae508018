// What the production server (scripts/serve.mjs) checks before any request reaches Next, so that
// an anonymous visitor's odd or abusive request costs that visitor, not everyone (issue 31):
// malformed addresses and foreign-origin form posts are refused here in the page's language; the
// client's address is the socket's unless the socket is a configured proxy (GP_TRUST_PROXY); each
// client has a bounded share of the connections to the Next thread; a request body is read here,
// with an idle timeout and a per-client cap, before a connection to a Next thread is taken for it.
// Plain JavaScript: the server runs it without a build step.
import { isIP } from 'node:net';
import { homePath, servingWords, pathLang } from '../lib/i18n/serving-words.mjs';

const PRIVATE = 'private, no-store';

/** An address without IPv4-mapped IPv6's prefix, so that `::ffff:127.0.0.1` and `127.0.0.1` are one. */
export function plainAddress(address) {
  const a = String(address ?? '').trim();
  return a.startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

/**
 * The client an address stands for, as the per-client limits count it: an IPv4 address itself; an
 * IPv6 address by its /64 prefix (RFC 4291 §2.5.4: one network gets a /64, and a single host can
 * take any of its 2^64 addresses, so counting each one apart would make one client many).
 */
export function clientKey(address) {
  const a = plainAddress(address).replace(/%.*$/, '');
  if (isIP(a) !== 6) return a;
  const [head, tail] = a.split('::');
  const groups = (part) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * GP_TRUST_PROXY: the addresses of the proxies in front of the site (comma or space separated, e.g.
 * `127.0.0.1` for nginx on the same machine). Empty or unset: no proxy is trusted, and every
 * request's address is its socket's, whatever X-Forwarded-For it carries.
 */
export function trustedProxies(value = process.env.GP_TRUST_PROXY) {
  return new Set(
    String(value ?? '')
      .split(/[\s,]+/)
      .map(plainAddress)
      .filter((a) => isIP(a) !== 0),
  );
}

/**
 * The client's address: the socket's; when the socket is a trusted proxy, the last address of
 * X-Forwarded-For that is not a trusted proxy itself (each proxy appends the address it saw, so the
 * entries before the first untrusted one from the right are the client's own claims).
 */
export function clientAddress(req, trusted) {
  let address = plainAddress(req.socket?.remoteAddress);
  if (!trusted.has(address)) return address;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : String(header ?? ''))
    .split(',')
    .map(plainAddress)
    .filter(Boolean);
  while (hops.length > 0 && trusted.has(address)) {
    const next = hops.pop();
    if (isIP(next) === 0) break;
    address = next;
  }
  return address;
}

/**
 * Why a request's target cannot be served, or null: `target` for anything but an origin-form path
 * (`OPTIONS *`, an absolute URL), `path` for a path whose %-escapes are not UTF-8 (`/seasons/%ff`).
 */
export function malformedTarget(url) {
  const u = String(url ?? '');
  if (!u.startsWith('/')) return 'target';
  const path = u.split(/[?#]/)[0];
  try {
    decodeURIComponent(path);
  } catch {
    return 'path';
  }
  return null;
}

/**
 * One spelling of a path: each segment decoded and encoded again, so that `/seasons/%67p` and
 * `/seasons/gp`, or `%c5%82` and `%C5%82`, name one page. Null when the path cannot be decoded.
 */
export function canonicalPath(path) {
  try {
    return String(path)
      .split('/')
      .map((s) => encodeURIComponent(decodeURIComponent(s)))
      .join('/');
  } catch {
    return null;
  }
}

/**
 * Whether a form post (a server action: any POST outside /api/, which counts its own origins)
 * comes from another site than the one it is sent to: an Origin that is `null`, unreadable or names
 * another host than X-Forwarded-Host (else Host), as Next compares them. Without an Origin header
 * (an old browser, a script) Next decides, as before.
 */
export function foreignOrigin(req) {
  if (req.method !== 'POST' || String(req.url ?? '').startsWith('/api/')) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let originHost;
  try {
    originHost = new URL(String(origin)).host;
  } catch {
    return true;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host;
  return !host || originHost.toLowerCase() !== String(host).toLowerCase();
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Answers a request the server refuses itself: a small HTML page in the path's language (Polish by
 * default, English under /en), never cached. `kind`: badAddress, foreignOrigin, busy, slowBody.
 */
export function refuse(req, res, status, kind, { close = false, retryAfter } = {}) {
  const lang = pathLang(req.url);
  const w = servingWords[lang];
  const title = w[`${kind}Title`];
  const body = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/site.css"></head><body><main><h1>${escapeHtml(title)}</h1><p data-testid="refusal">${escapeHtml(w[kind])}</p><p><a href="${homePath(lang)}">${escapeHtml(w.home)}</a></p></main></body></html>`;
  if (res.headersSent) return res.destroy();
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.setHeader('cache-control', PRIVATE);
  res.setHeader('x-content-type-options', 'nosniff');
  if (retryAfter !== undefined) res.setHeader('retry-after', String(retryAfter));
  // a body left unread would be taken for the next request on this connection: the connection
  // closes after the answer, and what the client is still sending is read and dropped meanwhile
  if (close) {
    res.setHeader('connection', 'close');
    req.resume();
  }
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Each client's share of something counted (requests under way to a Next thread, unfinished
 * bodies): at most `perClient` at once per address; `acquire` waits in the client's own queue
 * (at most `queue` long, else it answers false at once), so one client's flood waits behind
 * itself and never takes the connections everyone else needs.
 */
export class ClientShares {
  constructor({ perClient, queue = 0 }) {
    this.perClient = perClient;
    this.queue = queue;
    /** address → { active, waiting: (() => void)[] } */
    this.clients = new Map();
  }

  /** A share for `address`: resolves to a release function, or null when the client's queue is full. */
  async acquire(address) {
    let c = this.clients.get(address);
    if (!c) this.clients.set(address, (c = { active: 0, waiting: [] }));
    if (c.active < this.perClient) {
      c.active++;
      return this.releaser(address, c);
    }
    if (c.waiting.length >= this.queue) return null;
    await new Promise((wake) => c.waiting.push(wake));
    return this.releaser(address, c);
  }

  /** A share at once or null (no waiting). */
  tryAcquire(address) {
    let c = this.clients.get(address);
    if (!c) this.clients.set(address, (c = { active: 0, waiting: [] }));
    if (c.active >= this.perClient) return null;
    c.active++;
    return this.releaser(address, c);
  }

  releaser(address, c) {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = c.waiting.shift();
      // the share passes on to the client's next waiting request
      if (next) return next();
      c.active--;
      if (c.active === 0) this.clients.delete(address);
    };
  }

  /** Shares in use and waiting, per address (tests). */
  stats() {
    return Object.fromEntries([...this.clients].map(([a, c]) => [a, { active: c.active, waiting: c.waiting.length }]));
  }
}

/**
 * Reads a request's body here, before a Next thread sees it: resolves to `{ body }` once it is all
 * in, or to `{ over: true, head }` when it is (declared or found) over `maxBytes` — the caller then
 * sends `head` (the bytes read so far) and streams the rest, and Next refuses it by its length;
 * rejects with `{ status: 408 }` when no byte came for `idleMs`, or with `{ status: 400 }` when the
 * client stopped sending (the connection closed).
 */
export function readBody(req, { idleMs, maxBytes }) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) return resolve({ over: true, head: Buffer.alloc(0) });
    const chunks = [];
    let bytes = 0;
    let timer = null;
    const arm = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => finish(() => reject(Object.assign(new Error('request body timed out'), { status: 408 }))), idleMs);
    };
    const finish = (then) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      req.off('error', onClose);
      then();
    };
    const onData = (chunk) => {
      chunks.push(chunk);
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        req.pause();
        return finish(() => resolve({ over: true, head: Buffer.concat(chunks, bytes) }));
      }
      arm();
    };
    const onEnd = () => finish(() => resolve({ body: Buffer.concat(chunks, bytes) }));
    const onClose = () => finish(() => reject(Object.assign(new Error('the client stopped sending'), { status: 400 })));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.on('error', onClose);
    arm();
  });
}

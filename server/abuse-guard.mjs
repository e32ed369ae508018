// What the production server (scripts/serve.mjs) checks before any request reaches Next, so that
// an anonymous visitor's odd or abusive request costs that visitor, not everyone (issue 31):
// malformed addresses and foreign-origin form posts are refused here in the page's language; the
// client's address is the socket's unless the socket is a configured proxy (GP_TRUST_PROXY); each
// client has a bounded share of the connections to the Next thread; a request body is read here,
// with an idle timeout and a per-client cap, before a connection to a Next thread is taken for it.
// Plain JavaScript: the server runs it without a build step.
import { STATUS_CODES } from 'node:http';
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
 * default, English under /en), never cached. `kind`: badAddress, foreignOrigin, busy, slowBody, badMethod.
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
 *
 * With `busyMs` (issue 42), the time each share was held — the Next thread's time on the client's
 * requests — is counted per client, halving every `halfLifeMs`; a client whose count is over
 * `busyMs` gets `busyShare` at once instead of `perClient`. Requests in flight alone did not make a
 * flood fair: 16 searches at once of one client stood in the one Next thread's queue before every
 * other client's sign-in (its p99 went from 34 to 417 ms). Counted by time, a client that keeps the
 * thread busy gets one request at a time there, and another client's request waits behind at most
 * that one. A client that asks little (a reader, a sign-in) keeps its whole share.
 *
 * And it yields (issue 42, item 3): a busy client's next request does not start while a client with
 * less than `yieldRatio` of its time counted has one under way — the least-served first. One at a
 * time still let the flood's next search start beside the reader's render and share the thread
 * with it, step by step, so the reader's one request waited on several of the flood's. A client
 * kept back longer than `maxYieldMs` goes anyway (a school's address is one busy client, and it must
 * not wait for ever behind a stream of readers).
 */
export class ClientShares {
  constructor({ perClient, queue = 0, busyMs = Infinity, busyShare = 1, halfLifeMs = 1000, yieldRatio = 0.5, maxYieldMs = 2000, now = () => performance.now() }) {
    Object.assign(this, { perClient, queue, busyMs, busyShare, halfLifeMs, yieldRatio, maxYieldMs, now });
    /** address → { active, waiting: (() => void)[], spent (ms, decayed), at (when spent was last decayed), granted (the times of the shares held), keptSince (kept back to yield, since) } */
    this.clients = new Map();
    this.sweepAt = 1024;
    /** The clients with a share under way, and those kept back to yield (address → client). */
    this.running = new Set();
    this.kept = new Map();
    this.timer = null;
  }

  client(address) {
    let c = this.clients.get(address);
    if (!c) {
      if (this.clients.size >= this.sweepAt) this.sweep();
      this.clients.set(address, (c = { active: 0, waiting: [], spent: 0, at: this.now(), granted: new Set(), keptSince: null }));
    }
    return c;
  }

  /** Forgets the clients with nothing under way whose time counted has decayed away. */
  sweep() {
    for (const [address, c] of this.clients) if (this.idle(c)) this.clients.delete(address);
    this.sweepAt = Math.max(1024, 2 * this.clients.size);
  }

  idle(c) {
    return c.active === 0 && c.waiting.length === 0 && this.spent(c) < 1;
  }

  /** The client's time counted so far, decayed to now. */
  spent(c) {
    const t = this.now();
    if (c.spent > 0 && t > c.at) c.spent *= 2 ** (-(t - c.at) / this.halfLifeMs);
    c.at = t;
    return c.spent;
  }

  /** The time counted with the client's requests under way so far. */
  counted(c) {
    const t = this.now();
    let spent = this.spent(c);
    for (const granted of c.granted) spent += t - granted;
    return spent;
  }

  /** How many shares the client may hold at once now: its time counted includes its requests under way so far. */
  limit(c) {
    if (this.busyMs === Infinity) return this.perClient;
    return this.counted(c) > this.busyMs ? Math.min(this.busyShare, this.perClient) : this.perClient;
  }

  /** Whether a busy client's next request waits for a lighter client's under way (see the class). */
  yields(c) {
    if (this.busyMs === Infinity || !(this.yieldRatio > 0) || this.running.size === 0) return false;
    if (c.keptSince !== null && this.now() - c.keptSince >= this.maxYieldMs) return false;
    const mine = this.counted(c);
    if (mine <= this.busyMs) return false;
    for (const other of this.running) if (other !== c && this.counted(other) < mine * this.yieldRatio) return true;
    return false;
  }

  /** A share for `address`: resolves to a release function, or null when the client's queue is full. */
  async acquire(address) {
    const c = this.client(address);
    if (c.active < this.limit(c) && !this.yields(c)) return this.grant(address, c);
    if (c.waiting.length >= this.queue) return null;
    if (c.active === 0) this.keep(address, c);
    await new Promise((wake) => c.waiting.push(wake));
    return this.releaser(address, c);
  }

  /** A share at once or null (no waiting). */
  tryAcquire(address) {
    const c = this.client(address);
    if (c.active >= this.limit(c) || this.yields(c)) return null;
    return this.grant(address, c);
  }

  grant(address, c) {
    c.active++;
    this.running.add(c);
    return this.releaser(address, c);
  }

  /** A client kept back with nothing under way: woken when the lighter ones end, or after maxYieldMs. */
  keep(address, c) {
    c.keptSince ??= this.now();
    this.kept.set(address, c);
    if (!this.timer && Number.isFinite(this.maxYieldMs)) {
      this.timer = setTimeout(() => ((this.timer = null), this.wakeKept()), this.maxYieldMs);
      this.timer.unref?.();
    }
  }

  /** Starts the waiting requests of the clients kept back that need not yield now. */
  wakeKept() {
    for (const [address, c] of this.kept) {
      while (c.waiting.length > 0 && c.active < this.limit(c) && !this.yields(c)) {
        c.active++;
        this.running.add(c);
        c.waiting.shift()();
      }
      if (c.waiting.length === 0 || c.active > 0) {
        this.kept.delete(address);
        c.keptSince = null;
      }
    }
    if (this.kept.size > 0 && !this.timer && Number.isFinite(this.maxYieldMs)) {
      this.timer = setTimeout(() => ((this.timer = null), this.wakeKept()), this.maxYieldMs);
      this.timer.unref?.();
    }
  }

  // The release function: `endedAt` (this.now()'s time) when the work ended before the share is
  // given back (Next's answer read, the client still receiving it); the time counted ends there.
  releaser(address, c) {
    let done = false;
    // a number object, so that two grants at the same instant are two entries
    const granted = new Number(this.now());
    c.granted.add(granted);
    return (endedAt) => {
      if (done) return;
      done = true;
      c.granted.delete(granted);
      if (this.busyMs !== Infinity) c.spent = this.spent(c) + Math.max(0, (typeof endedAt === 'number' ? endedAt : this.now()) - granted);
      // the share passes on to the client's next waiting request, unless the client is now over its limit or yields
      if (c.waiting.length > 0 && c.active <= this.limit(c) && !this.yields(c)) return c.waiting.shift()();
      c.active--;
      if (c.active === 0) this.running.delete(c);
      if (c.active === 0 && c.waiting.length > 0) {
        if (this.yields(c)) this.keep(address, c);
        else {
          c.active++;
          this.running.add(c);
          return c.waiting.shift()();
        }
      }
      // a lighter client's request ended: those kept back may go
      if (this.kept.size > 0) this.wakeKept();
      // kept while its time counts: a client asking one request at a time is still known as busy
      if (this.idle(c)) this.clients.delete(address);
    };
  }

  /** Shares in use and waiting, and the time counted (ms), per address (tests, benchmarks). */
  stats() {
    return Object.fromEntries([...this.clients].map(([a, c]) => [a, { active: c.active, waiting: c.waiting.length, spent: Math.round(this.spent(c)) }]));
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

/**
 * The methods the site answers (issue 42): any other — TRACE, TRACK, CONNECT, PROPFIND, MKCOL, … — is
 * answered 405 with this list as `Allow`, before Next sees it (Next threw on TRACE, a 500, and
 * answered PROPFIND with the page).
 */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED = new Set(ALLOWED_METHODS);
export const allowedMethod = (method) => ALLOWED.has(String(method));

/**
 * The server's `clientError` (a request Node's parser refuses): 431 for headers over Node's
 * `maxHeaderSize` (16 KB), 408 for a request not in within `requestTimeout`, 501 for a method it does
 * not know, else 400 — Node's own
 * answers, but the connection is half-closed and what the client is still sending read and dropped
 * (for at most `lingerMs`) instead of destroyed at once: a socket closed with unread bytes sends a
 * reset, and the client lost the answer (issue 42: a 100 KB header saw a reset, not a 431).
 */
// a method Node's parser does not know (TRACK, BREW): 501, RFC 9110 §9.1
const STATUS_OF_ERROR = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_INVALID_METHOD: 501 };
export function answerClientError(error, socket, { lingerMs = 5000 } = {}) {
  if (error?.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) return socket.destroy();
  const status = STATUS_OF_ERROR[error?.code] ?? 400;
  const body = `${STATUS_CODES[status]}\n`;
  socket.on('data', () => undefined);
  socket.on('error', () => undefined);
  socket.resume();
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nCache-Control: ${PRIVATE}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), lingerMs).unref();
}

#!/usr/bin/env node
// The production server (`npm start` runs it after build and migration; it never builds). A Node
// `http` server whose own thread runs no application code: it answers every public page of every
// kind (server/site-policy.mjs PUBLIC_ROUTES), Next's hashed assets and public/'s files from one
// page cache (server/page-cache.mjs), the live event streams, and the refusals of issue 31; every
// other request goes to one Next request handler in a worker thread (scripts/render-worker.mjs,
// the documented custom-server API), over loopback HTTP. Nothing Next does (a big season's
// standings, an upload, loading Next after a restart) holds up an answer from memory.
//
// Freshness: a public page is kept under its scope's revision (server/revisions.mjs, one indexed
// read per request); every write bumps it in its transaction, so a write shows on the next request.
// Privacy: a request with a cookie or credentials is never answered from the cache, and everything
// Next answers is `private, no-store`. Next's client router's payload of a public page is kept as
// that page's variant (server/next-adapter.mjs routerPayload).
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { createEventStreams } from '../server/event-streams.mjs';
import { PageCache, pageStore, sendEntry } from '../server/page-cache.mjs';
import { Revisions } from '../server/revisions.mjs';
import { StaticFiles } from '../server/static-files.mjs';
import { cacheableRequest, PRIVATE, publicCacheControl, seasonPage, whatIfPage } from '../server/site-policy.mjs';
import { canonicalPath, clientAddress, ClientShares, foreignOrigin, malformedTarget, readBody, refuse, trustedProxies } from '../server/abuse-guard.mjs';
import { applyFraming, FRAMING } from '../server/framing.mjs';
import { clientRouterRequest } from '../server/next-adapter.mjs';
import { openData } from '../server/open-data.mjs';

export { publicCacheControl };

export const root = join(import.meta.dirname, '..');

export async function startSite({ port = Number(process.env.PORT || 3000), host = process.env.GP_HOST || undefined, dir = root, quiet = false } = {}) {
  process.env.NODE_ENV ??= 'production';
  const databasePath = process.env.GP_DATABASE || join(dir, 'data', 'gp.sqlite');
  const cache = new PageCache({ maxBytes: setting('GP_PAGE_CACHE_MB', 256, (v) => v > 0) * 1024 * 1024, store: pageStore(dir, databasePath) });
  const cacheControl = publicCacheControl();
  const publicFiles = new Set(existsSync(join(dir, 'public')) ? readdirSync(join(dir, 'public')).map((f) => `/${f}`) : []);
  const staticFiles = new StaticFiles({ dir, publicFiles, privateCacheControl: PRIVATE, cache });
  // issue 24: the revisions read in one place, for the page cache and the live event streams
  const revisions = new Revisions({ databasePath });
  const next = new NextThread({ dir, secret: randomBytes(16).toString('hex'), quiet });

  const server = createServer();
  // Time limits (issue 31): the headers within GP_HEADERS_TIMEOUT_S (default 20 s), the whole request
  // within GP_REQUEST_TIMEOUT_S (default 120 s: a 10 MB upload at 1 Mbit/s), and no connection idle
  // for GP_SOCKET_TIMEOUT_S (default 60 s) with nothing read or written
  server.headersTimeout = setting('GP_HEADERS_TIMEOUT_S', 20, (v) => v > 0) * 1000;
  server.requestTimeout = setting('GP_REQUEST_TIMEOUT_S', 120, (v) => v > 0) * 1000;
  server.timeout = setting('GP_SOCKET_TIMEOUT_S', 60, (v) => v > 0) * 1000;
  // the proxies whose X-Forwarded-For is believed (GP_TRUST_PROXY; docs/deployment.md)
  const trusted = trustedProxies();
  // Each client's share of the Next thread (server/abuse-guard.mjs): at most GP_CLIENT_SHARE
  // (default 16) of its requests at once, the rest waiting behind them; at most
  // GP_BODIES_PER_CLIENT (default 8) unfinished request bodies, each read here — with no byte for
  // GP_BODY_IDLE_S (default 10 s) it is a 408 — before it goes on; at most GP_WHAT_IF_PER_CLIENT
  // (default 2) what-if calculations at once, the next 8 waiting
  const shares = new ClientShares({ perClient: setting('GP_CLIENT_SHARE', 16, (v) => Number.isInteger(v) && v > 0), queue: 1024 });
  const bodies = new ClientShares({ perClient: setting('GP_BODIES_PER_CLIENT', 8, (v) => Number.isInteger(v) && v > 0) });
  const whatIfs = new ClientShares({ perClient: setting('GP_WHAT_IF_PER_CLIENT', 2, (v) => Number.isInteger(v) && v > 0), queue: 8 });
  const bodyIdleMs = setting('GP_BODY_IDLE_S', 10, (v) => v > 0) * 1000;
  // the live event streams of the public seasons and competitions (issue 25, docs/api-events.md)
  const streams = createEventStreams({ revisions });

  /** Passes a request to Next with one of its client's shares until its answer is out; a body is read here first. */
  const toNext = async (req, res, address) => {
    let body;
    if (req.method !== 'GET' && req.method !== 'HEAD' && (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)) {
      const release = bodies.tryAcquire(address);
      if (!release) return refuse(req, res, 429, 'busy', { close: true, retryAfter: 5 });
      try {
        body = await readBody(req, { idleMs: bodyIdleMs, maxBytes: BODY_BUFFER_BYTES });
      } catch (e) {
        return e.status === 408 ? refuse(req, res, 408, 'slowBody', { close: true }) : res.destroy();
      } finally {
        release();
      }
    }
    const whatIf = whatIfPage((req.url ?? '/').split('?')[0]) ? await whatIfs.acquire(address) : undefined;
    if (whatIf === null) return refuse(req, res, 429, 'busy', { retryAfter: 2 });
    const release = await shares.acquire(address);
    if (!release) {
      whatIf?.();
      return refuse(req, res, 429, 'busy', { retryAfter: 2 });
    }
    const done = () => (release(), whatIf?.());
    // a client that went away while it waited for its share: its 'close' was before these listeners,
    // so the share is given back here, or the client would lose it for good
    if (res.closed || res.destroyed || req.socket?.destroyed) return done();
    res.once('close', done);
    res.once('finish', done);
    return next.pass(req, res, body);
  };

  // the benchmarks' probe (scripts/bench-probe.mjs), loaded only for them
  const probe = process.env.GP_BENCH_LOOP === '1' ? (await import('./bench-probe.mjs')).benchProbe({ cache, next }) : null;

  server.on('request', async (req, res) => {
    try {
      // issue 26: who may frame this answer (server/framing.mjs) and the open downloads' CORS, set
      // before any answer path below and kept whatever Next sends
      applyFraming(res, req.url);
      if (openData(req, res)) return;
      if (probe && req.url === '/__gp/loop-delay') return await probe.report(res);
      // issue 31: `OPTIONS *`, `/seasons/%ff` and form posts from another site are refused here, in
      // the page's language; the client's address is the socket's unless that is a trusted proxy
      const malformed = malformedTarget(req.url);
      const foreign = !malformed && foreignOrigin(req);
      if (malformed || foreign) {
        // a form's body (under 1 MB) is read and dropped first, so that the client hears the answer
        const drained = await readBody(req, { idleMs: bodyIdleMs, maxBytes: 1024 * 1024 }).catch(() => null);
        return refuse(req, res, malformed ? 400 : 403, malformed ? 'badAddress' : 'foreignOrigin', { close: !drained || 'over' in drained });
      }
      const address = clientAddress(req, trusted);
      req.headers['x-forwarded-for'] = address;
      delete req.headers['x-real-ip'];
      if (streams.handle(req, res)) return;
      if (await staticFiles.serve(req, res)) return;
      // one entry per page, however its path is spelled (`%67p`, `%c5%82`) and whatever query string
      // a season page is asked with (the search and the embeds keep theirs, made canonical; the
      // client router's `_rsc` is read by the policy)
      const [rawPath, ...rest] = (req.url ?? '/').split('?');
      const path = canonicalPath(rawPath) ?? rawPath;
      const query = rest.length > 0 ? `?${rest.join('?')}` : '';
      const wanted = cacheableRequest({ method: req.method, headers: req.headers, url: seasonPage(path) && !clientRouterRequest(req.headers, query) ? path : path + query });
      // the revision of its scope: the season's, the competition's, or the database's data_version
      const at = wanted ? revisions.scope(wanted) : null;
      if (!at) return await toNext(req, res, address);
      const { entry, how } = await cache.get({ ...at, key: wanted.key }, () => next.render(wanted.path, req.headers.host, wanted.headers));
      // not a page that may be kept (a 404 of an unknown player, …): Next answers this request as any other
      if (!entry) return await toNext(req, res, address);
      await sendEntry(req, res, entry, cacheControl, how);
    } catch (e) {
      if (!quiet) console.error(e);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'cache-control': PRIVATE });
      res.end('Internal Server Error');
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  // Next is loaded once the server listens: the pages kept on disk are served at once, the rest wait for it
  next.start();
  await next.port();
  return {
    server,
    cache,
    streams,
    close: async () => {
      // open streams would hold server.close() up
      streams.close();
      await new Promise((r) => server.close(() => r(undefined)));
      server.closeAllConnections?.();
      probe?.close();
      await next.close();
      revisions.close();
    },
  };
}

/** A numeric setting of the environment: `fallback` when it is unset, not a number or not `valid`. */
function setting(name, fallback, valid) {
  const raw = process.env[name];
  const v = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(v) && valid(v) ? v : fallback;
}

/** The Next thread's semi-space (MB): GP_RENDER_SEMI_SPACE_MB, default 64 (V8's own default is 16 on 64-bit). */
export const RENDER_SEMI_SPACE_MB = setting('GP_RENDER_SEMI_SPACE_MB', 64, (v) => v > 0);

/** A request body up to this size is read by the server before it goes to Next (an upload's 10 MB and its form). */
const BODY_BUFFER_BYTES = 11 * 1024 * 1024 + 64 * 1024;

/**
 * An answer from Next is read off its connection as fast as it comes, up to this many bytes waiting
 * for the client (GP_SEND_BUFFER_MB, default 4); only a bigger answer to a client that does not read
 * holds its connection, and only until GP_SOCKET_TIMEOUT_S lets the client go.
 */
const SEND_BUFFER_BYTES = setting('GP_SEND_BUFFER_MB', 4, (v) => v > 0) * 1024 * 1024;

/** Not passed on: the headers of one hop (RFC 9110 §7.6.1), the page's status (proxy.ts STATUS_HEADER, applied here) and the framing, which is the server's own (server/framing.mjs). */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect', 'x-gp-status', ...FRAMING]);
const passed = (headers) => Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP.has(name)));

/**
 * Next's request handler in a worker thread (scripts/render-worker.mjs), listening on a loopback
 * port for requests that carry the server's secret. Started again if it stops; requests wait for it.
 */
export class NextThread {
  constructor({ dir, secret, quiet }) {
    Object.assign(this, { dir, secret, quiet, closing: false });
  }

  /** Starts the thread (again, after it stopped). */
  start() {
    // kept-alive connections, an idle one closed after 30 s: before the thread's own 60 s
    this.agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { dir: this.dir, secret: this.secret, quiet: this.quiet },
      // a big season's rows, standings and table are allocated by the hundred MB, all short-lived: a
      // young generation of 3 × RENDER_SEMI_SPACE_MB keeps them from being promoted and collected
      // again (on 40 × 1,000: standings 270 → 220 ms, the page 170 → 110 ms of CPU)
      resourceLimits: { maxYoungGenerationSizeMb: 3 * RENDER_SEMI_SPACE_MB },
    });
    this.worker = worker;
    this.exited = once(worker, 'exit');
    worker.on('error', (e) => this.quiet || console.error('Next thread:', e));
    // once it runs, the server may exit while the thread is still there
    const stopped = this.exited.then(() => Promise.reject(new Error('the Next thread stopped before it was ready')));
    this.ready = Promise.race([once(worker, 'message').then(([m]) => (worker.unref(), m.port)), stopped]);
    this.ready.catch(() => {});
    this.exited.then(() => {
      if (this.closing) return;
      if (!this.quiet) console.error('the Next thread stopped; starting it again');
      this.agent.destroy();
      setTimeout(() => this.start(), 200).unref();
    });
  }

  /** The thread's loopback port, once it listens (after a restart of the thread, the new one's). */
  async port() {
    for (;;) {
      try {
        return await this.ready;
      } catch (e) {
        if (this.closing) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  /**
   * One request to Next: its answer and status, the page's own (proxy.ts STATUS_HEADER: a what-if
   * calculator asked with values that are no result answers 422). `send(r)` sends the request's body.
   * A GET or HEAD whose kept-alive connection the thread closed just as it went out is asked again
   * once — only if no answer began: an answer cut off midway is an error, never a second answer.
   */
  async request({ method, path, headers }, send = (r) => r.end()) {
    const port = await this.port();
    const attempt = (again) =>
      new Promise((resolve, reject) => {
        const r = request({ agent: this.agent, host: '127.0.0.1', port, path, method, headers: { ...headers, 'x-gp-render': this.secret } }, resolve);
        r.on('error', (e) => (again && !r.res && (method === 'GET' || method === 'HEAD') && r.reusedSocket ? resolve(attempt(false)) : reject(e)));
        send(r);
      });
    const answer = await attempt(true);
    const wanted = Number(answer.headers['x-gp-status']);
    return { answer, status: answer.statusCode === 200 && Number.isInteger(wanted) && wanted >= 400 && wanted < 500 ? wanted : answer.statusCode ?? 502 };
  }

  /** Next's answer to a GET of `path` with `extra` headers (a client router's), as a signed-out visitor, without compression (a page to keep). */
  async render(path, host, extra) {
    const { answer, status } = await this.request({ method: 'GET', path, headers: { ...extra, host: host || '127.0.0.1', 'accept-encoding': 'identity' } });
    return { status, headers: passed(answer.headers), body: Buffer.concat(await answer.toArray()) };
  }

  /**
   * Passes a request to Next and its answer back, streamed both ways, with `private, no-store`; a 502
   * if the thread does not answer. `body`: the request's body as the server read it (`{ body }`, or
   * `{ over, head }` with the rest still to stream); without it the request is streamed as it comes.
   */
  async pass(req, res, body) {
    const headers = passed(req.headers);
    if (body?.body) headers['content-length'] = String(body.body.byteLength);
    let sent = null;
    // a client gone before the answer is out: Next's request goes too
    res.once('close', () => res.writableFinished || sent?.destroy());
    try {
      const { answer, status } = await this.request({ method: req.method, path: req.url, headers }, (r) => {
        sent = r;
        if (body?.body) r.end(body.body);
        else if (req.method === 'GET' || req.method === 'HEAD') r.end();
        else (body?.head?.byteLength && r.write(body.head), req.pipe(r), req.resume());
      });
      const out = { ...passed(answer.headers), 'cache-control': PRIVATE };
      if (status === answer.statusCode) res.writeHead(status, answer.statusMessage, out);
      else res.writeHead(status, out);
      // read off the thread's connection without waiting for the client, up to SEND_BUFFER_BYTES held here
      await pipeline(answer, new PassThrough({ highWaterMark: SEND_BUFFER_BYTES / 2 }), res).catch(() => res.destroy());
    } catch {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'cache-control': PRIVATE, 'content-type': 'text/plain; charset=utf-8' }).end('Bad Gateway');
    }
  }

  async close() {
    this.closing = true;
    this.agent?.destroy();
    if (!this.worker) return;
    this.worker.postMessage('close');
    // a timer that holds the process until the thread has closed
    let timer;
    await Promise.race([this.exited, new Promise((r) => (timer = setTimeout(r, 5000)))]);
    clearTimeout(timer);
    await this.worker.terminate();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startSite();
  const address = site.server.address();
  console.error(`serving on port ${typeof address === 'object' && address ? address.port : address}; public pages from memory (${publicCacheControl()})`);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => site.close().then(() => process.exit(0)));
}

#!/usr/bin/env node
// The production server (`npm start`; it never builds). Its own thread runs no application code: it
// answers every public page (server/site-policy.mjs), the static files, the event streams and issue
// 31's refusals from one page cache; the rest goes to Next in one worker thread over loopback HTTP.
// Freshness: a page is kept under its scope's revision, read per request (server/revisions.mjs).
// Privacy: a request with a cookie or credentials never meets the cache; Next's answers are private.
// The why and the figures: docs/serving-and-caching.md, docs/decisions/serving.md.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { FORM_LIMIT_BYTES, UPLOAD_REQUEST_LIMIT_BYTES } from '../lib/request-limits.mjs';
import { createEventStreams } from '../server/event-streams.mjs';
import { PageCache, pageStore, sendEntry } from '../server/page-cache.mjs';
import { Revisions } from '../server/revisions.mjs';
import { StaticFiles } from '../server/static-files.mjs';
import { cacheableRequest, interactiveRequest, PRIVATE, publicCacheControl, seasonPage, whatIfPage } from '../server/site-policy.mjs';
import { ALLOWED_METHODS, allowedMethod, answerClientError, canonicalPath, clientAddress, clientKey, ClientShares, foreignOrigin, malformedTarget, readBody, refusalHtml, refuse, trustedProxies } from '../server/abuse-guard.mjs';

/** A small answer's bytes as sent, decoded (the client's accept-encoding went to Next). */
const decoded = (encoding, body) => {
  try {
    return encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : encoding === 'deflate' ? inflateSync(body) : body;
  } catch {
    return body;
  }
};

/** Next's empty error shell: what it answers for a page's notFound() under a root layout of [lang] (issue 40). */
const nextErrorShell = (headers, body) => /^text\/html/.test(String(headers['content-type'] ?? '')) && body.includes('<html id="__next_error__"');
import { applyFraming, FRAMING } from '../server/framing.mjs';
import { clientRouterRequest } from '../server/next-adapter.mjs';
import { openData } from '../server/open-data.mjs';

const root = join(import.meta.dirname, '..');

export async function startSite({ port = Number(process.env.PORT || 3000), host = process.env.GP_HOST || undefined, dir = root, quiet = false, prepared = Promise.resolve() } = {}) {
  process.env.NODE_ENV ??= 'production';
  const databasePath = process.env.GP_DATABASE || join(dir, 'data', 'gp.sqlite');
  const cache = new PageCache({ maxBytes: setting('GP_PAGE_CACHE_MB', 256) * 1024 * 1024, store: pageStore(dir, databasePath) });
  const cacheControl = publicCacheControl();
  const publicFiles = new Set(existsSync(join(dir, 'public')) ? readdirSync(join(dir, 'public')).map((f) => `/${f}`) : []);
  const staticFiles = new StaticFiles({ dir, publicFiles, privateCacheControl: PRIVATE, cache });
  const revisions = new Revisions({ databasePath });
  const secret = randomBytes(16).toString('hex');
  // `prepared`: the database migrated (npm start: scripts/prepare-db.ts, run while the thread loads): Next takes no request before
  const next = new NextThread({ dir, secret, quiet, prepared, warm: process.env.GP_PRELOAD_ROUTES === '1' ? [] : PUBLIC_ROUTES });
  // issue 42, item 3: the sign-in, the workspaces and the API's writes in a Next thread of their own
  // (site-policy.mjs interactiveRequest), so that no flood of anonymous renders stands before them;
  // GP_INTERACTIVE_LANE=0: one thread for all (≈ 100 MB less; docs/decisions/abuse.md)
  // V8's own young generation there: its pages are small (the big season renders are the public lane's)
  // issue 38: its memos of computed data (a write's season kept after it: server/after-write.ts) within a
  // budget of their own, GP_LANE_MEMO_MB (default 24), not the public lane's GP_MEMO_MB
  const interactive = process.env.GP_INTERACTIVE_LANE === '0' ? next : new NextThread({ dir, secret, quiet, semiSpaceMb: 16, prepared, env: { ...process.env, GP_MEMO_MB: String(setting('GP_LANE_MEMO_MB', 24)) } });

  const server = createServer();
  // issue 31's time limits and shares of the Next thread per client (docs/deployment.md lists the settings)
  const ms = (name, s) => setting(name, s) * 1000;
  Object.assign(server, { headersTimeout: ms('GP_HEADERS_TIMEOUT_S', 20), requestTimeout: ms('GP_REQUEST_TIMEOUT_S', 120), timeout: ms('GP_SOCKET_TIMEOUT_S', 60) });
  // a request Node's parser refuses (a 100 KB header: 431) gets its answer before the connection closes
  server.on('clientError', (e, socket) => answerClientError(e, socket));
  // CONNECT never reaches 'request' (without a listener Node closes the connection unanswered)
  server.on('connect', (req, socket) => socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nCache-Control: ${PRIVATE}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`));
  const trusted = trustedProxies();
  // issue 42: counted by the Next thread's time on each client's requests, not only by requests in flight
  const shares = new ClientShares({ perClient: setting('GP_CLIENT_SHARE', 16, true), queue: 1024, busyMs: setting('GP_CLIENT_BUSY_MS', 250), busyShare: setting('GP_CLIENT_BUSY_SHARE', 1, true) });
  const bodies = new ClientShares({ perClient: setting('GP_BODIES_PER_CLIENT', 8, true) });
  const whatIfs = new ClientShares({ perClient: setting('GP_WHAT_IF_PER_CLIENT', 2, true), queue: 8 });
  const bodyIdleMs = ms('GP_BODY_IDLE_S', 10);
  const streams = createEventStreams({ revisions });

  /** Passes a request to Next with one of its client's shares until its answer is out; a body is read here first. */
  const toNext = async (req, res, client) => {
    let body;
    if (req.method !== 'GET' && req.method !== 'HEAD' && (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)) {
      const release = bodies.tryAcquire(client);
      if (!release) return refuse(req, res, 429, 'busy', { close: true, retryAfter: 5 });
      try {
        body = await readBody(req, { idleMs: bodyIdleMs, maxBytes: BODY_BUFFER_BYTES });
      } catch (e) {
        return e.status === 408 ? refuse(req, res, 408, 'slowBody', { close: true }) : res.destroy();
      } finally {
        release();
      }
    }
    const whatIf = whatIfPage((req.url ?? '/').split('?')[0]) ? await whatIfs.acquire(client) : undefined;
    if (whatIf === null) return refuse(req, res, 429, 'busy', { retryAfter: 2 });
    const release = await shares.acquire(client);
    if (!release) return (whatIf?.(), refuse(req, res, 429, 'busy', { retryAfter: 2 }));
    // the time counted ends when Next's answer is all read, not when a slow client has it all
    let nextDone;
    const done = () => (release(nextDone), whatIf?.());
    // gone while it waited: its 'close' came before these listeners, so the share is given back here
    if (res.closed || res.destroyed || req.socket?.destroyed) return done();
    res.once('close', done);
    res.once('finish', done);
    return (interactiveRequest(req.method, req.url) ? interactive : next).pass(req, res, body, () => (nextDone ??= performance.now()));
  };

  // the benchmarks' probe (scripts/bench-probe.mjs), loaded only for them
  const probe = process.env.GP_BENCH_LOOP === '1' ? (await import('./bench-probe.mjs')).benchProbe({ cache, next, interactive }) : null;

  server.on('request', async (req, res) => {
    try {
      // issue 26: the framing and the open downloads' CORS, set before any answer path writes its head
      applyFraming(res, req.url);
      // issue 42: TRACE, PROPFIND and any method the site does not use, before anything reads the request
      if (!allowedMethod(req.method)) return refuse(req, res.setHeader('allow', ALLOWED_METHODS.join(', ')), 405, 'badMethod', { close: true });
      if (openData(req, res)) return;
      if (probe && req.url === '/__gp/loop-delay') return await probe.report(res);
      // issue 31: `OPTIONS *`, `/seasons/%ff` and another site's form posts refused here, in the page's language
      const malformed = malformedTarget(req.url);
      const foreign = !malformed && foreignOrigin(req);
      if (malformed || foreign) {
        // a form's body (under 1 MB) is drained first, so that the client hears the answer
        const drained = await readBody(req, { idleMs: bodyIdleMs, maxBytes: FORM_LIMIT_BYTES }).catch(() => null);
        return refuse(req, res, malformed ? 400 : 403, malformed ? 'badAddress' : 'foreignOrigin', { close: !drained || 'over' in drained });
      }
      const address = clientAddress(req, trusted);
      req.headers['x-forwarded-for'] = address;
      delete req.headers['x-real-ip'];
      // the limits per client count an IPv6 client by its /64
      const client = clientKey(address);
      if (streams.handle(req, res, client)) return;
      if (await staticFiles.serve(req, res)) return;
      // one entry per page however its path is spelled (`%67p`); a season page's query is dropped (not `_rsc`)
      const [rawPath, ...rest] = (req.url ?? '/').split('?');
      const path = canonicalPath(rawPath) ?? rawPath;
      const query = rest.length > 0 ? `?${rest.join('?')}` : '';
      const wanted = cacheableRequest({ method: req.method, headers: req.headers, url: seasonPage(path) && !clientRouterRequest(req.headers, query) ? path : path + query });
      const at = wanted && revisions.scope(wanted);
      // a miss renders on its client's share (issue 31); a payload, one per router state, stays in memory
      const render = () => shares.acquire(client).then((release) => (release ? next.render(wanted.path, req.headers.host, wanted.headers).finally(release) : Promise.reject(BUSY)));
      const { entry, how } = at ? await cache.get({ ...at, persist: at.persist && !wanted.headers, key: wanted.key }, render) : {};
      // not a public page, or not one that may be kept (a 404 of an unknown player, …): Next answers it
      if (!entry) return await toNext(req, res, client);
      await sendEntry(req, res, entry, cacheControl, how);
    } catch (e) {
      if (e === BUSY) return refuse(req, res, 429, 'busy', { retryAfter: 2 });
      if (!quiet) console.error(e);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'cache-control': PRIVATE }).end('Internal Server Error');
    }
  });

  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  // Next loads once the server listens: pages on disk are served at once
  next.start();
  if (interactive !== next) interactive.start();
  await Promise.all([next.port(), interactive.port()]);
  return {
    server, cache, streams,
    close: async () => {
      streams.close();
      await new Promise((r) => server.close(() => r(undefined)));
      server.closeAllConnections?.();
      probe?.close();
      await Promise.all([next.close(), interactive === next ? null : interactive.close()]);
      revisions.close();
    },
  };
}

/** A positive number (an integer if `integer`) from the environment, else `fallback`. */
function setting(name, fallback, integer = false) {
  const v = Number(process.env[name]?.trim() || NaN);
  return v > 0 && (!integer || Number.isInteger(v)) ? v : fallback;
}

/**
 * The Next thread's semi-space (MB; V8's default is 16): a big season's short-lived garbage dies young.
 * Issue 38: 32 (was 64) — the 200-season archive's crawl (every season page, 300 players' pages) left
 * 391 MB of RSS at rest and 482 MB right after with 32, 475–565 / 557–737 MB with 64 (2026-12-06).
 */
export const RENDER_SEMI_SPACE_MB = setting('GP_RENDER_SEMI_SPACE_MB', 32);
/** GP_RENDER_HEAP_MB: the Next threads' old generation at most (MB); unset, V8's own limit (issue 38: docs/deployment.md). */
const RENDER_HEAP_MB = setting('GP_RENDER_HEAP_MB', 0, true);
const BUSY = new Error('busy'); // a render refused: its client's shares and their queue are full
/**
 * The public pages' routes, asked once by the public Next thread when it starts (render-worker.mjs):
 * each loaded before a reader's first page of its kind (issue 38; an unknown key loads the route).
 */
const PUBLIC_ROUTES = ['/pl/seasons/-', '/pl/players/-', '/pl/seasons/-/players/-', '/pl/search?q=-', '/pl/clubs/-', '/pl/events/-', '/api/players/-', '/api/search?q=-'];
/** A request body up to this size (an upload and its form, lib/request-limits.mjs, and a margin) is read before it goes to Next. */
const BODY_BUFFER_BYTES = UPLOAD_REQUEST_LIMIT_BYTES + 64 * 1024;
/** Next's answer is read off its connection up to this many bytes ahead of a slow client. */
const SEND_BUFFER_BYTES = setting('GP_SEND_BUFFER_MB', 4) * 1024 * 1024;

/** Not passed on: the headers of one hop (RFC 9110 §7.6.1), the page's status (applied here) and the framing (the server's own). */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect', 'x-gp-status', ...FRAMING]);
const passed = (headers) => Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP.has(name)));

/** Next in a worker thread (scripts/render-worker.mjs) on a loopback port; started again if it stops. */
export class NextThread {
  constructor({ dir, secret, quiet, semiSpaceMb = RENDER_SEMI_SPACE_MB, script = new URL('./render-worker.mjs', import.meta.url) /* a test gives its own */, prepared = Promise.resolve(), env = process.env, warm = [] }) {
    Object.assign(this, { dir, secret, quiet, semiSpaceMb, script, prepared, env, warm, closing: false });
  }
  start() {
    // an idle connection closed after 30 s, before the thread's own 60 s
    this.agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });
    const worker = new Worker(this.script, {
      workerData: { dir: this.dir, secret: this.secret, quiet: this.quiet, warm: this.warm },
      env: this.env,
      // GP_RENDER_HEAP_MB: a cap on the old generation (V8 collects before it grows past it; a thread over it stops and is started again)
      resourceLimits: { maxYoungGenerationSizeMb: 3 * this.semiSpaceMb, ...(RENDER_HEAP_MB ? { maxOldGenerationSizeMb: RENDER_HEAP_MB } : {}) },
    });
    this.worker = worker;
    // never rejected: a thread that throws (or runs out of memory) emits 'error', then 'exit', and is started again
    this.exited = new Promise((r) => worker.once('exit', () => r(undefined)));
    worker.on('error', (e) => this.quiet || console.error('Next thread:', e));
    // once it runs (unref'd), the server may exit while the thread is still there
    const stopped = this.exited.then(() => Promise.reject(new Error('the Next thread stopped before it was ready')));
    this.ready = Promise.race([once(worker, 'message').then(([m]) => (worker.unref(), m.port)), stopped]);
    this.ready.catch(() => {});
    // the routes to load before a reader asks them, once the database is prepared (render-worker.mjs)
    if (this.warm.length) Promise.all([this.ready, this.prepared]).then(() => worker.postMessage('warm'), () => {});
    this.exited.then(() => {
      if (this.closing) return;
      if (!this.quiet) console.error('the Next thread stopped; starting it again');
      this.agent.destroy();
      setTimeout(() => this.start(), 200).unref();
    });
  }
  /** The thread's port once it listens (after a restart, the new one's). */
  async port() {
    await this.prepared;
    for (;;) {
      try {
        return await this.ready;
      } catch (e) {
        if (this.closing) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }
  // One request to Next: its answer and the page's own status (proxy.ts STATUS_HEADER, a what-if's 422).
  // A GET or HEAD whose kept-alive connection closed as it went out is asked again once, if no answer began.
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
  /** Next's answer to a signed-out GET of `path` with `extra` headers (a client router's), uncompressed: a page to keep. */
  async render(path, host, extra) {
    const { answer, status } = await this.request({ method: 'GET', path, headers: { ...extra, host: host || '127.0.0.1', 'accept-encoding': 'identity' } });
    // a workbook is a zip already: kept as it is
    const compress = !/^application\/(zip|vnd\.openxmlformats)/.test(String(answer.headers['content-type'] ?? ''));
    const body = Buffer.concat(await answer.toArray());
    // issue 40: Next's empty error shell of a page's notFound() becomes the 404 page's words (see pass)
    if (status === 404 && !extra && nextErrorShell(answer.headers, body)) {
      const headers = passed(answer.headers);
      delete headers['content-length'];
      return { status, headers, body: Buffer.from(refusalHtml(path, 'notFound')), compress };
    }
    return { status, headers: passed(answer.headers), body, compress };
  }
  // Passes a request to Next and its answer back, streamed, `private, no-store`; a 502 if the thread
  // does not answer. `body`: as readBody read it (`{ body }`, or `{ over, head }` with the rest to stream);
  // `answered()` is called once Next's answer is all read off its connection.
  async pass(req, res, body, answered = () => undefined) {
    const headers = passed(req.headers);
    if (body?.body) headers['content-length'] = String(body.body.byteLength);
    let sent = null;
    res.once('close', () => res.writableFinished || sent?.destroy());
    try {
      const { answer, status } = await this.request({ method: req.method, path: req.url, headers }, (r) => {
        sent = r;
        if (body?.body) r.end(body.body);
        else if (req.method === 'GET' || req.method === 'HEAD') r.end();
        else (body?.head?.byteLength && r.write(body.head), req.pipe(r), req.resume());
      });
      answer.once('end', answered);
      answer.once('close', answered);
      const out = { ...passed(answer.headers), 'cache-control': PRIVATE };
      if (status === 404 && (req.method === 'GET' || req.method === 'HEAD') && /^text\/html/.test(String(answer.headers['content-type'] ?? '')) && !clientRouterRequest(req.headers, req.url)) {
        // issue 40: a page's notFound() under the root layout of [lang] makes Next answer its error
        // shell (`<html id="__next_error__">`, no lang, the text only after JavaScript runs); a
        // crawler or a client without JavaScript gets the 404 page's words instead, in the address's language
        const page = Buffer.concat(await answer.toArray());
        if (nextErrorShell(answer.headers, decoded(answer.headers['content-encoding'], page))) return refuse(req, res, 404, 'notFound');
        res.writeHead(status, answer.statusMessage, out);
        return void res.end(req.method === 'HEAD' ? undefined : page);
      }
      res.writeHead(status, status === answer.statusCode ? answer.statusMessage : undefined, out);
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

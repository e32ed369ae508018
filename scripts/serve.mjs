#!/usr/bin/env node
// The production server (`npm start` runs it after build and migration; it never builds). A Node
// `http` server that answers GET and HEAD of the public season pages, the standings JSON and CSV
// and the calendar feed from memory (server/page-cache.mjs), and hands everything else to Next's
// request handler (the custom-server API: next({ … }).getRequestHandler()).
//
// Freshness: each such request reads the season's revision — one indexed read on a read-only
// connection — and is answered from the entry of that revision or rendered once by Next (concurrent
// misses wait for one render). Every write bumps the revision in its transaction (API, browser
// actions, the `gp` command from another process), so a write shows on the next request. The
// calendar also changes with reservations, which do not bump the revision: its entries are keyed
// by the database's data_version as well, which moves with every commit of any connection.
//
// Privacy: a request with a cookie or an Authorization header is never answered from the cache and
// its response is `private, no-store`; so is everything Next answers, except its hashed static
// files and the files of public/.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createEventStreams } from '../server/event-streams.mjs';
import { PageCache, pageStore, pickEncoding, sendEntry } from '../server/page-cache.mjs';
import { PageWarmer } from '../server/page-warmer.mjs';
import { Revisions } from '../server/revisions.mjs';
import { cpuMs } from './proc-stats.mjs';
import { StaticFiles } from '../server/static-files.mjs';
import { cacheableRequest, PRIVATE, publicCacheControl, seasonPage, seasonRead, whatIfPage } from '../server/site-policy.mjs';
import { forceCacheControl } from '../server/next-adapter.mjs';
import { canonicalPath, clientAddress, ClientShares, foreignOrigin, malformedTarget, readBody, refuse, trustedProxies } from '../server/abuse-guard.mjs';
import { applyFraming } from '../server/framing.mjs';
import { openData } from '../server/open-data.mjs';

export { publicCacheControl };

export const root = join(import.meta.dirname, '..');

export async function startSite({ port = Number(process.env.PORT || 3000), host = process.env.GP_HOST || undefined, dir = root, quiet = false } = {}) {
  process.env.NODE_ENV ??= 'production';
  const databasePath = process.env.GP_DATABASE || join(dir, 'data', 'gp.sqlite');
  const cacheMegabytes = setting('GP_PAGE_CACHE_MB', 256, (v) => v > 0);
  const store = pageStore(dir, databasePath);
  const cache = new PageCache({ maxBytes: cacheMegabytes * 1024 * 1024, store });
  const cacheControl = publicCacheControl();
  const secret = randomBytes(16).toString('hex');
  const publicFiles = new Set(existsSync(join(dir, 'public')) ? readdirSync(join(dir, 'public')).map((f) => `/${f}`) : []);
  // Next's hashed assets and public/'s files, from memory (server/static-files.mjs)
  const staticFiles = new StaticFiles({ dir, publicFiles, privateCacheControl: PRIVATE });
  const loopback = new Agent({ keepAlive: true, maxSockets: 8 });

  // issue 24: the revisions read in one place (server/revisions.mjs), for the page cache, the
  // warmer and the live event streams
  const revisions = new Revisions({ databasePath });
  const scopeRevision = (wanted) => revisions.scope(wanted);

  const server = createServer();
  // Time limits (issue 31): the headers within GP_HEADERS_TIMEOUT_S (default 20 s), the whole request
  // within GP_REQUEST_TIMEOUT_S (default 120 s: a 10 MB upload at 1 Mbit/s), and no connection idle
  // for GP_SOCKET_TIMEOUT_S (default 60 s) with nothing read or written — a client that stops
  // reading a page is let go then
  server.headersTimeout = setting('GP_HEADERS_TIMEOUT_S', 20, (v) => v > 0) * 1000;
  server.requestTimeout = setting('GP_REQUEST_TIMEOUT_S', 120, (v) => v > 0) * 1000;
  server.timeout = setting('GP_SOCKET_TIMEOUT_S', 60, (v) => v > 0) * 1000;
  // the proxies whose X-Forwarded-For is believed (GP_TRUST_PROXY; docs/deployment.md)
  const trusted = trustedProxies();
  // Each client's share of the Next threads (server/abuse-guard.mjs): at most GP_CLIENT_SHARE
  // (default 16) of its requests at once on their connections, the rest waiting behind them; at
  // most GP_BODIES_PER_CLIENT (default 8) unfinished request bodies, each read here — with no byte
  // for GP_BODY_IDLE_S (default 10 s) it is a 408 — before a connection is taken for it; at most
  // GP_WHAT_IF_PER_CLIENT (default 2) what-if calculations at once, the next 8 waiting
  const shares = new ClientShares({ perClient: setting('GP_CLIENT_SHARE', 16, (v) => Number.isInteger(v) && v > 0), queue: 1024 });
  const bodies = new ClientShares({ perClient: setting('GP_BODIES_PER_CLIENT', 8, (v) => Number.isInteger(v) && v > 0) });
  const whatIfs = new ClientShares({ perClient: setting('GP_WHAT_IF_PER_CLIENT', 2, (v) => Number.isInteger(v) && v > 0), queue: 8 });
  const bodyIdleMs = setting('GP_BODY_IDLE_S', 10, (v) => v > 0) * 1000;
  // the live event streams of the public seasons and competitions (issue 25, docs/api-events.md);
  // the pages they make readers fetch again (`?rev=N`) are public pages like any other (below)
  const streams = createEventStreams({ revisions });
  // Two ways to run Next. By default (GP_RENDER_WORKER unset or 1) this thread runs no application
  // code at all: it answers from the page cache and passes every other request to one of two Next
  // request handlers in worker threads (scripts/render-worker.mjs) — the render thread for season
  // reads, the application thread for everything else (writes, the workspace, static files). Nothing
  // a request does (computing a big season's standings, storing an upload, loading Next after a
  // restart) can then hold up the pages kept in memory. GP_RENDER_WORKER=0: one Next in this thread.
  const threads = process.env.GP_RENDER_WORKER !== '0';
  // libuv's thread pool (compression, file reads) starts with the first task and its threads take
  // the priority of the thread that starts it: this one, before the Next threads lower their own
  if (threads) await stat(dir);
  // The threads' priorities (render-worker.mjs): GP_NICE_RENDER and GP_NICE_APP, both 0 by default,
  // this thread's own. The render thread ran at nice 5 so that a long render would never delay an
  // answer from memory; but the answers' own helpers — libuv's pool compressing each new page, the
  // sign-ins' argon2 — run at 0 and took the CPU from the renders that readers were waiting for just
  // after a write (`npm run soak`: reads p99 176 and 178 ms at 0, 209 at 5), while this thread, whose
  // work per answer is small, kept its answers in time at 0 as well (`npm run bench:block`). A
  // positive value lowers a thread's priority (on a machine shared with other work, not by much: a
  // very low priority starves the renders). The threads start once the server listens, so that
  // loading Next takes no CPU from the first answers after a restart
  const renderThread = threads ? new NextThread({ dir, secret, quiet, role: 'render', nice: setting('GP_NICE_RENDER', 0, Number.isInteger) }) : null;
  const appThread = threads ? new NextThread({ dir, secret, quiet, role: 'app', nice: setting('GP_NICE_APP', 0, Number.isInteger) }) : null;
  // in this thread (GP_RENDER_WORKER=0), Next is loaded after the server listens as well: the pages
  // kept on disk are served at once, other requests wait for Next (about a second)
  let app = null;
  let nextHandle = null;
  let begin;
  const begun = new Promise((r) => (begin = r));
  const preparing = begun.then(() =>
    threads
      ? Promise.all([renderThread.port(), appThread.port()])
      : import('next').then(async ({ default: next }) => {
          app = next({ dev: false, dir, hostname: host ?? 'localhost', port, httpServer: server, quiet });
          const h = app.getRequestHandler();
          await app.prepare();
          nextHandle = h;
        }),
  );
  const handle = async (req, res) => {
    if (!nextHandle) await preparing;
    return nextHandle(req, res);
  };

  /** Next's answer to a plain GET of `path`, as a signed-out visitor, without compression. */
  const render = async (path, host) => {
    const address = server.address();
    const self = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    const [target, targetPort, agent] = threads ? ['127.0.0.1', await renderThread.port(), renderThread.agent] : [self, address.port, loopback];
    return new Promise((resolve, reject) => {
      const r = request(
        { agent, host: target, port: targetPort, path, method: 'GET', headers: { host: host || `127.0.0.1:${address.port}`, 'accept-encoding': 'identity', 'x-gp-render': secret } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      r.end();
    });
  };

  // Readers' renders under way in the render thread (their misses of the page cache; not the season
  // reads passed through, whose end waits for the client's download): the warmer renders only when
  // there are none, waiting at most a second
  let readersRendering = 0;
  const whenIdle = [];
  const readerRender = async (work) => {
    readersRendering++;
    try {
      return await work();
    } finally {
      if (--readersRendering === 0) for (const wake of whenIdle.splice(0)) wake();
    }
  };
  const idle = () => (readersRendering === 0 ? Promise.resolve() : new Promise((wake) => (whenIdle.push(wake), setTimeout(wake, 1000).unref())));

  // after a write, the most read pages of the season are rendered again at once (GP_WARM_PAGES, default 16; 0: never),
  // those whose read count, halved at every revision, is at least GP_WARM_MIN_READS (default 1)
  const warmPages = setting('GP_WARM_PAGES', 16, (v) => Number.isInteger(v) && v >= 0);
  const warmer = warmPages > 0 ? new PageWarmer({ cache, render, maxPages: warmPages, minReads: setting('GP_WARM_MIN_READS', 1, (v) => v >= 0), idle }) : null;
  // every commit of any connection (the application thread, `gp` in another process) moves the
  // database's data_version: then the seasons whose revision moved are warmed
  let lastDataVersion = null;
  const poll = () => {
    if (!warmer) return;
    const v = revisions.dataVersion();
    if (v === null || v === lastDataVersion) return;
    lastDataVersion = v;
    for (const [slug, row] of revisions.rows('season')) {
      const bucket = revisions.seasonBucket(row.id);
      if (!row.public || !warmer.knows(bucket)) continue;
      warmer.refresh(bucket, revisions.seasonRevision(row), () => {
        const now = revisions.scope({ scope: 'season', slug });
        return now?.bucket === bucket ? now.revision : null;
      });
    }
  };
  const poller = warmer ? setInterval(poll, 200) : null;
  poller?.unref();

  /** Whether Next's Cache-Control may stay: its hashed static files and the files of public/ to a signed-out visitor. */
  const keepsCacheControl = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = (req.url ?? '/').split('?')[0];
    return path.startsWith('/_next/static/') || (publicFiles.has(path) && !req.headers.cookie && !req.headers.authorization);
  };

  /**
   * Next answers; the Cache-Control it sends is replaced unless the file is a public, unchanging one.
   * With the Next threads, the request takes one of its client's shares until its answer is out,
   * and a body is read here first: a client that sends slowly, or reads slowly, waits on itself.
   */
  const toNext = async (req, res, address) => {
    if (!threads) {
      if (!keepsCacheControl(req)) forceCacheControl(res, PRIVATE);
      return handle(req, res);
    }
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
    const path = (req.url ?? '/').split('?')[0];
    const whatIf = whatIfPage(path) ? await whatIfs.acquire(address) : undefined;
    if (whatIf === null) return refuse(req, res, 429, 'busy', { retryAfter: 2 });
    const release = await shares.acquire(address);
    if (!release) {
      whatIf?.();
      return refuse(req, res, 429, 'busy', { retryAfter: 2 });
    }
    const done = () => (release(), whatIf?.());
    // a client that went away while it waited for its share: its 'close' was before these listeners,
    // so the share is given back here, or the client would lose it for good (a burst of readers who
    // gave up — or every reader behind a proxy, who share one address — would lock the client out)
    if (res.closed || res.destroyed || req.socket?.destroyed) return done();
    res.once('close', done);
    res.once('finish', done);
    return (seasonRead(req) ? renderThread : appThread).pass(req, res, keepsCacheControl(req) ? null : PRIVATE, body);
  };

  // GP_BENCH_LOOP=1 (the benchmarks only): GET /__gp/loop-delay gives this thread's event-loop delay since the last call
  // and the longest stretch of this thread's own CPU time between two 10 ms ticks: on a busy machine
  // the delay also counts the time other processes had the CPU, the thread's CPU time only its own work
  const loopDelay = process.env.GP_BENCH_LOOP === '1' ? monitorEventLoopDelay({ resolution: 10 }) : null;
  loopDelay?.enable();
  const threadCpuMs = () => cpuMs('thread-self');
  let longestTaskMs = 0;
  let lastCpu = loopDelay && Number.isFinite(threadCpuMs()) ? threadCpuMs() : null;
  const ticker = lastCpu === null ? null : setInterval(() => {
    const now = threadCpuMs();
    longestTaskMs = Math.max(longestTaskMs, now - lastCpu);
    lastCpu = now;
  }, 10);
  ticker?.unref();

  server.on('request', async (req, res) => {
    try {
      // issue 26: who may frame this answer (server/framing.mjs: embeds by any site, the rest not)
      // and the open downloads' CORS, set before any answer path below and kept whatever Next sends
      applyFraming(res, req.url);
      if (openData(req, res)) return;
      if (loopDelay && req.url === '/__gp/loop-delay') {
        const ms = (ns) => Math.round(ns / 1e4) / 100;
        const own = process.memoryUsage();
        const mb = (n) => Math.round(n / 1048576);
        const threadMemory = threads ? { render: await renderThread.memory(), app: await appThread.memory() } : null;
        const body = JSON.stringify({ maxMs: ms(loopDelay.max), p99Ms: ms(loopDelay.percentile(99)), meanMs: ms(loopDelay.mean), longestTaskCpuMs: lastCpu === null ? null : longestTaskMs, renderThread: threads, rssMb: mb(own.rss), serverThread: { heapUsedMb: mb(own.heapUsed), heapTotalMb: mb(own.heapTotal), arrayBuffersMb: mb(own.arrayBuffers) }, threadMemory, pageCache: { ...cache.stats(), buckets: undefined } });
        loopDelay.reset();
        longestTaskMs = 0;
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', PRIVATE);
        return res.end(body);
      }
      // this thread's own loopback renders (GP_RENDER_WORKER=0)
      if (!threads && req.headers['x-gp-render'] === secret) return await handle(req, res);
      // issue 31: `OPTIONS *`, `/seasons/%ff` and form posts from another site are refused here, in
      // the page's language; the client's address is the socket's unless that is a trusted proxy
      const malformed = malformedTarget(req.url);
      const foreign = !malformed && foreignOrigin(req);
      if (malformed || foreign) {
        // a form's body (under 1 MB) is read and dropped first, so that the client hears the answer
        // while it is still sending; a bigger or stalled one closes the connection after it
        const drained = await readBody(req, { idleMs: bodyIdleMs, maxBytes: 1024 * 1024 }).catch(() => null);
        return refuse(req, res, malformed ? 400 : 403, malformed ? 'badAddress' : 'foreignOrigin', { close: !drained || 'over' in drained });
      }
      const address = clientAddress(req, trusted);
      req.headers['x-forwarded-for'] = address;
      delete req.headers['x-real-ip'];
      // the live event streams (issue 25), after the address checks above
      if (streams.handle(req, res)) return;
      if (await staticFiles.serve(req, res)) return;
      // one entry per page, however its path is spelled (`%67p`, `%c5%82`) and whatever query string
      // a season page is asked with: none of them reads its query (the API's CSV does, and the embed
      // pages do — they keep their canonical query)
      const [rawPath, ...rest] = (req.url ?? '/').split('?');
      const path = canonicalPath(rawPath) ?? rawPath;
      const query = rest.length > 0 ? `?${rest.join('?')}` : '';
      const wanted = cacheableRequest({ method: req.method, headers: req.headers, url: seasonPage(path) ? path : path + query });
      // issue 24: one path for every public page of every kind (server/site-policy.mjs PUBLIC_ROUTES):
      // the revision of its scope read here, the one place — the season's, the competition's, or for
      // the pages that read across them (people, clubs, search, the home page) the database's data_version
      const at = wanted ? scopeRevision(wanted) : null;
      if (!at) return await toNext(req, res, address);
      const { bucket, revision, persist } = at;
      if (persist) warmer?.seen(bucket, revision, wanted.key, wanted.path, req.headers.host);
      const { entry, how } = await cache.get({ bucket, revision, key: wanted.key, persist }, () => readerRender(() => render(wanted.path, req.headers.host)));
      // not a page that may be kept (a 404 of an unknown player, …): Next answers this request as any other
      if (!entry) return await toNext(req, res, address);
      // a page read from disk has no plain copy yet: made off the event loop for a client that takes no compression
      if (!entry.identity && pickEncoding(req.headers['accept-encoding']) === 'identity') await cache.plainAsync(entry);
      sendEntry(req, res, entry, cacheControl, how, (e) => cache.plain(e));
    } catch (e) {
      if (!quiet) console.error(e);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('cache-control', PRIVATE);
        res.end('Internal Server Error');
      } else res.destroy();
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  renderThread?.start();
  appThread?.start();
  begin();
  await preparing;
  return {
    server,
    cache,
    warmer,
    streams,
    close: async () => {
      // open streams would hold server.close() up
      streams.close();
      await new Promise((r) => server.close(() => r(undefined)));
      server.closeAllConnections?.();
      loopback.destroy();
      loopDelay?.disable();
      if (ticker) clearInterval(ticker);
      if (poller) clearInterval(poller);
      await Promise.all([renderThread?.close(), appThread?.close()]);
      await app?.close();
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

/** The render thread's semi-space (MB): GP_RENDER_SEMI_SPACE_MB, default 64 (V8's own default is 16 on 64-bit). */
export const RENDER_SEMI_SPACE_MB = setting('GP_RENDER_SEMI_SPACE_MB', 64, (v) => v > 0);

/**
 * Kept-alive connections to a Next thread; an idle one is closed after 30 s, before the thread's own
 * 60 s, so that the thread never closes a connection this side is about to use.
 */
const newAgent = () => new Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });

/** A request body up to this size is read by the server before it goes to a Next thread (an upload's 10 MB and its form). */
const BODY_BUFFER_BYTES = 11 * 1024 * 1024 + 64 * 1024;

/**
 * An answer from a Next thread is read off its connection as fast as it comes, up to this many
 * bytes waiting for the client (GP_SEND_BUFFER_MB, default 4); only a bigger answer to a client
 * that does not read holds its connection, and only until GP_SOCKET_TIMEOUT_S lets the client go.
 */
const SEND_BUFFER_BYTES = setting('GP_SEND_BUFFER_MB', 4, (v) => v > 0) * 1024 * 1024;

/** Response headers of one hop (RFC 9110 §7.6.1): not passed on. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/**
 * A Next request handler in a worker thread (scripts/render-worker.mjs), listening on a loopback
 * port for requests that carry the server's secret. Started again if it stops; requests wait for it.
 */
class NextThread {
  constructor({ dir, secret, quiet, role, nice }) {
    Object.assign(this, { dir, secret, quiet, role, nice });
    this.agent = newAgent();
    this.closing = false;
    this.begun = new Promise((r) => (this.begin = r));
  }

  /** Starts the thread (again, after it stopped). */
  start() {
    this.begin();
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { dir: this.dir, secret: this.secret, quiet: this.quiet, role: this.role, nice: this.nice },
      // the render thread allocates a big season's rows, standings and table by the hundred MB, all
      // short-lived: a young generation of 3 × RENDER_SEMI_SPACE_MB keeps them from being promoted
      // and collected again (on 40 × 1,000: standings 270 → 220 ms, the page 170 → 110 ms of CPU)
      ...(this.role === 'render' ? { resourceLimits: { maxYoungGenerationSizeMb: 3 * RENDER_SEMI_SPACE_MB } } : {}),
    });
    this.worker = worker;
    this.exited = new Promise((r) => worker.once('exit', () => r(undefined)));
    worker.on('error', (e) => this.quiet || console.error(`${this.role} thread:`, e));
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', (m) => {
        // once it runs, the server may exit while the thread is still there
        worker.unref();
        resolve(m.port);
      });
      this.exited.then(() => reject(new Error(`the ${this.role} thread stopped before it was ready`)));
    });
    this.ready.catch(() => {});
    this.exited.then(() => {
      if (this.closing) return;
      if (!this.quiet) console.error(`the ${this.role} thread stopped; starting it again`);
      this.agent.destroy();
      this.agent = newAgent();
      setTimeout(() => this.start(), 200).unref();
    });
  }

  /** The thread's loopback port, once it listens (after a restart of the thread, the new one's). */
  async port() {
    await this.begun;
    for (;;) {
      const ready = this.ready;
      try {
        return await ready;
      } catch (e) {
        if (this.closing) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  /**
   * Passes a request to the thread and its answer back, streamed both ways. `cacheControl`: the
   * Cache-Control sent instead of Next's (null keeps Next's). The client's address goes on in
   * X-Forwarded-For when no proxy set it, as Next does for the requests it takes directly.
   * `body`: the request's body as the server read it (`{ body }`, or `{ over, head }` with the rest
   * still to stream); without it the request is streamed as it comes.
   */
  async pass(req, res, cacheControl, body) {
    const port = await this.port();
    const headers = { ...req.headers, 'x-gp-render': this.secret };
    for (const h of HOP) delete headers[h];
    // a body read whole by the server goes on with its length
    if (body?.body) headers['content-length'] = String(body.body.byteLength);
    // this server has answered any `Expect: 100-continue` already
    delete headers.expect;
    headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    return new Promise((resolve) => {
      const attempt = (again) => {
        const r = request({ agent: this.agent, host: '127.0.0.1', port, path: req.url, method: req.method, headers }, (answer) => {
          const out = {};
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP.has(name) && !(cacheControl && name === 'cache-control')) out[name] = value;
          if (cacheControl) out['cache-control'] = cacheControl;
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
          // read off the thread's connection without waiting for the client, up to SEND_BUFFER_BYTES
          answer.on('data', (chunk) => {
            if (!res.write(chunk) && res.writableLength > SEND_BUFFER_BYTES) {
              answer.pause();
              res.once('drain', () => answer.resume());
            }
          });
          answer.on('end', () => (res.end(), resolve(undefined)));
          answer.on('error', () => (res.destroy(), resolve(undefined)));
        });
        r.on('error', () => {
          // a kept-alive connection the thread closed just as this request went out: the request
          // never reached it, and a GET or HEAD is asked again once on a new connection
          if (again && idempotent && r.reusedSocket && !res.headersSent) return attempt(false);
          if (!res.headersSent) {
            res.writeHead(502, { 'cache-control': PRIVATE, 'content-type': 'text/plain; charset=utf-8' });
            res.end('Bad Gateway');
          } else res.destroy();
          resolve(undefined);
        });
        res.once('close', () => {
          if (!res.writableFinished) r.destroy();
        });
        if (idempotent) r.end();
        else if (body?.body) r.end(body.body);
        else if (body?.over) {
          if (body.head.byteLength > 0) r.write(body.head);
          req.pipe(r);
          req.resume();
        } else req.pipe(r);
      };
      attempt(true);
    });
  }

  /** The thread's heap, for the benchmarks (MB). */
  async memory() {
    if (!this.worker) return null;
    const worker = this.worker;
    return new Promise((resolve) => {
      const timer = setTimeout(() => (worker.off('message', on), resolve(null)), 2000);
      const on = (m) => {
        if (!m?.memory) return;
        clearTimeout(timer);
        worker.off('message', on);
        const mb = (n) => Math.round(n / 1048576);
        resolve({ heapUsedMb: mb(m.memory.heapUsed), heapTotalMb: mb(m.memory.heapTotal), arrayBuffersMb: mb(m.memory.arrayBuffers) });
      };
      worker.on('message', on);
      worker.postMessage('memory');
    });
  }

  async close() {
    this.closing = true;
    this.agent.destroy();
    if (!this.worker) return;
    this.worker.postMessage('close');
    // a timer that holds the process: otherwise, with the server closed, nothing would keep it
    // alive until the thread has closed (and written its profile, GP_THREAD_PROFILE_DIR)
    let timer;
    await Promise.race([this.exited, new Promise((r) => (timer = setTimeout(r, 5000)))]);
    clearTimeout(timer);
    await this.worker.terminate();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startSite();
  const address = site.server.address();
  console.error(`serving on port ${typeof address === 'object' && address ? address.port : address}; public season pages from memory (${publicCacheControl()})`);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => site.close().then(() => process.exit(0)));
}

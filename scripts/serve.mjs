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
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import next from 'next';
import { PageCache, sendEntry } from '../server/page-cache.mjs';
import { cacheableRequest, forceCacheControl, PRIVATE, publicCacheControl, seasonRead } from '../server/site-policy.mjs';

export { publicCacheControl };

export const root = join(import.meta.dirname, '..');

export async function startSite({ port = Number(process.env.PORT || 3000), host = process.env.GP_HOST || undefined, dir = root, quiet = false } = {}) {
  process.env.NODE_ENV ??= 'production';
  const databasePath = process.env.GP_DATABASE || join(dir, 'data', 'gp.sqlite');
  const cacheMegabytes = Number(process.env.GP_PAGE_CACHE_MB || 256);
  const cache = new PageCache({ maxBytes: cacheMegabytes * 1024 * 1024 });
  const cacheControl = publicCacheControl();
  const secret = randomBytes(16).toString('hex');
  const publicFiles = new Set(existsSync(join(dir, 'public')) ? readdirSync(join(dir, 'public')).map((f) => `/${f}`) : []);
  const loopback = new Agent({ keepAlive: true, maxSockets: 8 });

  let db = null;
  let seasonBySlug = null;
  const season = (slug) => {
    if (!db) {
      if (!existsSync(databasePath)) return undefined;
      db = new Database(databasePath, { readonly: true, fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      seasonBySlug = db.prepare('select id, revision, public from seasons where slug = ?');
    }
    return seasonBySlug.get(slug);
  };
  const dataVersion = () => db.pragma('data_version', { simple: true });

  const server = createServer();
  const app = next({ dev: false, dir, hostname: host ?? 'localhost', port, httpServer: server, quiet });
  const handle = app.getRequestHandler();
  // the pages kept in memory are rendered in a worker thread (scripts/render-worker.mjs) unless
  // GP_RENDER_WORKER=0: a render that computes a big season's standings never blocks this
  // thread, which starts alongside: until it is ready, this thread renders
  const worker = process.env.GP_RENDER_WORKER === '0' ? null : startRenderWorker({ dir, secret, quiet });
  let workerPort = null;
  worker?.ready.then(
    (p) => (workerPort = p),
    (e) => quiet || console.error(e),
  );
  await app.prepare();

  /** Next's answer to a plain GET of `path`, as a signed-out visitor, without compression. */
  const render = (path, host) =>
    new Promise((resolve, reject) => {
      const address = server.address();
      const self = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
      // the render thread while it runs; this thread's own Next otherwise
      const [target, targetPort] = workerPort && worker.alive() ? ['127.0.0.1', workerPort] : [self, address.port];
      const r = request(
        { agent: loopback, host: target, port: targetPort, path, method: 'GET', headers: { host: host || `127.0.0.1:${address.port}`, 'accept-encoding': 'identity', 'x-gp-render': secret } },
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

  /**
   * A read of a season page that is not kept (Next's client router, a signed-in visitor, a query
   * string): answered by the render thread as well, streamed through, `private, no-store`.
   */
  const toWorker = (req, res) =>
    new Promise((resolve) => {
      const headers = { ...req.headers, 'x-gp-render': secret };
      delete headers.connection;
      const r = request({ agent: loopback, host: '127.0.0.1', port: workerPort, path: req.url, method: req.method, headers }, (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && name !== 'cache-control' && name !== 'connection' && name !== 'keep-alive') out[name] = value;
        out['cache-control'] = PRIVATE;
        res.writeHead(answer.statusCode ?? 500, out);
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', () => (res.destroy(), resolve(undefined)));
      });
      r.on('error', () => {
        if (!res.headersSent) {
          res.writeHead(502, { 'cache-control': PRIVATE });
          res.end();
        } else res.destroy();
        resolve(undefined);
      });
      res.on('close', () => {
        if (!res.writableFinished) r.destroy();
      });
      r.end();
    });

  /** Next answers; the Cache-Control it sends is replaced unless the file is a public, unchanging one. */
  const toNext = (req, res) => {
    if (workerPort && worker.alive() && seasonRead(req)) return toWorker(req, res);
    const path = (req.url ?? '/').split('?')[0];
    const keep = req.method === 'GET' || req.method === 'HEAD' ? path.startsWith('/_next/static/') || (publicFiles.has(path) && !req.headers.cookie && !req.headers.authorization) : false;
    if (!keep) forceCacheControl(res, PRIVATE);
    return handle(req, res);
  };

  // GP_BENCH_LOOP=1 (the benchmarks only): GET /__gp/loop-delay gives this thread's event-loop delay since the last call
  // and the longest stretch of this thread's own CPU time between two 10 ms ticks: on a busy machine
  // the delay also counts the time other processes had the CPU, the thread's CPU time only its own work
  const loopDelay = process.env.GP_BENCH_LOOP === '1' ? monitorEventLoopDelay({ resolution: 10 }) : null;
  loopDelay?.enable();
  const threadCpuMs = () => {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  let longestTaskMs = 0;
  let lastCpu = loopDelay && existsSync('/proc/thread-self/stat') ? threadCpuMs() : null;
  const ticker = lastCpu === null ? null : setInterval(() => {
    const now = threadCpuMs();
    longestTaskMs = Math.max(longestTaskMs, now - lastCpu);
    lastCpu = now;
  }, 10);
  ticker?.unref();

  server.on('request', async (req, res) => {
    try {
      if (loopDelay && req.url === '/__gp/loop-delay') {
        const ms = (ns) => Math.round(ns / 1e4) / 100;
        const body = JSON.stringify({ maxMs: ms(loopDelay.max), p99Ms: ms(loopDelay.percentile(99)), meanMs: ms(loopDelay.mean), longestTaskCpuMs: lastCpu === null ? null : longestTaskMs, renderThread: workerPort !== null && !!worker?.alive(), rssMb: Math.round(process.memoryUsage().rss / 1048576) });
        loopDelay.reset();
        longestTaskMs = 0;
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', PRIVATE);
        return res.end(body);
      }
      if (req.headers['x-gp-render'] === secret) return await handle(req, res);
      const wanted = cacheableRequest(req);
      const row = wanted ? season(wanted.slug) : undefined;
      if (!wanted || !row || !row.public) return await toNext(req, res);
      const revision = wanted.calendar ? `${row.revision}.${dataVersion()}` : row.revision;
      const bucket = `${databasePath}\u0000${row.id}${wanted.calendar ? '\u0000calendar' : ''}`;
      const { entry, how } = await cache.get({ bucket, revision, key: wanted.key }, () => render(wanted.path, req.headers.host));
      // not a page that may be kept (a 404 of an unknown player, …): Next answers this request itself
      if (!entry) return await toNext(req, res);
      sendEntry(req, res, entry, cacheControl, how);
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
  return {
    server,
    cache,
    close: async () => {
      await new Promise((r) => server.close(() => r(undefined)));
      server.closeAllConnections?.();
      loopback.destroy();
      loopDelay?.disable();
      if (ticker) clearInterval(ticker);
      await worker?.close();
      await app.close();
      db?.close();
    },
  };
}

/** The render thread: `ready` gives its loopback port; `alive()` is false once it has stopped. */
function startRenderWorker({ dir, secret, quiet }) {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { dir, secret, quiet } });
  let alive = true;
  const exited = new Promise((r) => worker.once('exit', () => r(undefined)));
  exited.then(() => (alive = false));
  worker.on('error', (e) => {
    alive = false;
    if (!quiet) console.error('render thread:', e);
  });
  const ready = new Promise((resolve, reject) => {
    worker.once('message', (m) => {
      // once it runs, the server may exit while the render thread is still there
      worker.unref();
      resolve(m.port);
    });
    exited.then(() => reject(new Error('the render thread stopped before it was ready')));
  });
  return {
    ready,
    alive: () => alive,
    close: async () => {
      if (!alive) return;
      worker.postMessage('close');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
      if (alive) await worker.terminate();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startSite();
  const address = site.server.address();
  console.error(`serving on port ${typeof address === 'object' && address ? address.port : address}; public season pages from memory (${publicCacheControl()})`);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => site.close().then(() => process.exit(0)));
}

// A Next request handler in a worker thread of the production server (scripts/serve.mjs), which
// runs two: the render thread (`role` "render") renders the public pages the server keeps in memory
// and the season reads it does not keep — computing a season's standings, the progression chart or
// a 3,000-row table takes seconds of CPU on a big season — and the application thread ("app")
// answers everything else (writes, the workspace, static files). Neither ever holds up the server's
// own thread, which goes on answering from memory. Each listens on a loopback port and answers only
// requests that carry the server's secret.
import { mkdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

const { dir, secret, quiet, role, nice } = workerData;
// Linux schedules threads one by one: this thread runs at a lower priority than the server's own,
// so that answering from memory never waits for a render on a busy machine (best effort: nothing
// changes where /proc/thread-self or setpriority is missing)
if (nice) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
  } catch {}
}
// GP_THREAD_PROFILE_DIR (diagnosis only): a CPU profile of this thread, written there when the server closes
// (Node's --cpu-prof writes none for a worker that is terminated)
const profileDir = process.env.GP_THREAD_PROFILE_DIR;
const profiler = profileDir ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const { default: next } = await import('next');

/** V8's full collection, without starting Node with --expose-gc. */
function fullCollection() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  return () => gc();
}
const server = createServer();
server.keepAliveTimeout = 60_000;
// the port first: Next fetches a server action's redirect target from its own address (with the
// request's headers, the secret among them), which must be this thread's
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const app = next({ dev: false, dir, hostname: '127.0.0.1', port: server.address().port, httpServer: server, quiet });
const handle = app.getRequestHandler();
await app.prepare();
// Memory: V8 lets a busy heap grow (a big season's render allocates hundreds of MB that are garbage
// the moment the page is out) and collects it lazily. Once the thread has been idle for a second
// after a busy stretch, a full collection gives the garbage back, so the server's memory follows
// what is kept (the memos, Next's page cache), not what was once computed. GP_IDLE_GC=0 leaves it to V8.
const collect = process.env.GP_IDLE_GC === '0' ? null : fullCollection();
let inFlight = 0;
let busySinceCollection = false;
let idleTimer = null;
const idle = () => {
  idleTimer = null;
  if (inFlight === 0 && busySinceCollection) {
    busySinceCollection = false;
    collect();
  }
};
server.on('request', (req, res) => {
  if (collect) {
    inFlight++;
    busySinceCollection = true;
    if (idleTimer) clearTimeout(idleTimer), (idleTimer = null);
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0 && !idleTimer) (idleTimer = setTimeout(idle, 1000)).unref();
    });
  }
  if (req.headers['x-gp-render'] !== secret) {
    res.statusCode = 403;
    res.end();
    return;
  }
  statusFromHeader(res);
  handle(req, res).catch((e) => {
    if (!quiet) console.error(`${role} thread:`, e);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
/**
 * A page's status other than 200 (proxy.ts's X-GP-Status: a what-if calculator asked with values
 * that are no result answers 422 with its form and problems): applied when the headers go out.
 */
function statusFromHeader(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const wanted = Number(res.getHeader('x-gp-status'));
    if (res.hasHeader('x-gp-status')) res.removeHeader('x-gp-status');
    if (status === 200 && Number.isInteger(wanted) && wanted >= 400 && wanted < 500) {
      res.statusMessage = '';
      return writeHead(wanted, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest));
    }
    return writeHead(status, ...rest);
  };
}
parentPort.postMessage({ port: server.address().port });
parentPort.on('message', (m) => {
  if (m === 'close') {
    const profiled = profiler
      ? profiler
          .post('Profiler.stop')
          .then(({ profile }) => {
            mkdirSync(profileDir, { recursive: true });
            writeFileSync(join(profileDir, `${role}-${process.pid}.cpuprofile`), JSON.stringify(profile));
          })
          .catch((e) => console.error(`${role} thread: no profile written:`, e))
      : Promise.resolve();
    server.close(() => profiled.then(() => app.close()).then(() => process.exit(0)));
  }
  // the benchmarks' view of this thread's memory (scripts/serve.mjs, GP_BENCH_LOOP=1)
  if (m === 'memory') {
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    parentPort.postMessage({ memory: { heapUsed, heapTotal, external, arrayBuffers } });
  }
});

// Next's request handler in a worker thread of the production server (scripts/serve.mjs), the
// documented custom-server API (next({ … }).getRequestHandler()): every page the server does not
// answer from memory, the renders of the pages it keeps, the writes and the workspace. It never
// holds up the server's own thread, which goes on answering from memory. It listens on a loopback
// port and answers only requests that carry the server's secret.
import { createServer } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

const { dir, secret, quiet } = workerData;
const { default: next } = await import('next');
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
// what is kept, not what was once computed. GP_IDLE_GC=0 leaves it to V8.
let collect = null;
if (process.env.GP_IDLE_GC !== '0') {
  setFlagsFromString('--expose-gc');
  collect = runInNewContext('gc');
}
let inFlight = 0;
let busy = false;
let idleTimer = null;
server.on('request', (req, res) => {
  if (collect) {
    inFlight++;
    busy = true;
    clearTimeout(idleTimer);
    res.once('close', () => {
      if (--inFlight > 0) return;
      idleTimer = setTimeout(() => inFlight === 0 && busy && ((busy = false), collect()), 1000);
      idleTimer.unref();
    });
  }
  if (req.headers['x-gp-render'] !== secret) return res.writeHead(403).end();
  handle(req, res).catch((e) => {
    if (!quiet) console.error('Next thread:', e);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
parentPort.on('message', (m) => {
  if (m === 'close') server.close(() => app.close().then(() => process.exit(0)));
});
// the benchmarks' view of this thread's heap (GP_BENCH_LOOP=1 only)
if (process.env.GP_BENCH_LOOP === '1') (await import('./bench-probe.mjs')).answerMemory(parentPort);
parentPort.postMessage({ port: server.address().port });

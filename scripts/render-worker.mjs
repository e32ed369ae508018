// Next in a worker thread of the production server (scripts/serve.mjs), through its documented
// custom-server API: every page the server does not answer from memory, the renders of those it
// keeps, the writes. On a loopback port, answering only requests that carry the server's secret.
import { createServer, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { idleCollector } from './idle-collector.mjs';

const { dir, secret, quiet } = workerData;
const { default: next } = await import('next');
const server = createServer();
server.keepAliveTimeout = 60_000;
// the port first: a server action's redirect is fetched from Next's own address, which must be this one
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const app = next({ dev: false, dir, hostname: '127.0.0.1', port: server.address().port, httpServer: server, quiet });
const handle = app.getRequestHandler();
await app.prepare();
// the heap given back after a busy stretch (scripts/idle-collector.mjs; GP_IDLE_GC=0 leaves it to V8)
const idle = idleCollector();
server.on('request', (req, res) => {
  idle.busy();
  res.once('close', () => idle.done());
  if (req.headers['x-gp-render'] !== secret) return res.writeHead(403).end();
  handle(req, res).catch((e) => {
    if (!quiet) console.error('Next thread:', e);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
parentPort.on('message', (m) => m === 'close' && server.close(() => app.close().then(() => process.exit(0))));
if (process.env.GP_BENCH_LOOP === '1') (await import('./bench-probe.mjs')).answerMemory(parentPort);
parentPort.postMessage({ port: server.address().port });
// issue 38: Next loads a route's server code on its first request (next.config.mjs, preloadEntriesOnStart);
// the public lane asks its public routes once, one after another, once it answers (an unknown key is
// enough: the route's code is loaded to find it unknown), so that no reader's first page after a
// start pays for loading it, and the routes nobody reads there (the workspace, the API's writes) are
// never loaded. Asked by the server once the database is prepared (scripts/serve.mjs NextThread).
parentPort.on('message', async (m) => {
  if (m !== 'warm') return;
  for (const path of workerData.warm ?? []) {
    await new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port: server.address().port, path, headers: { 'x-gp-render': secret } }, (res) => res.resume().once('end', resolve).once('error', resolve));
      req.once('error', resolve).end();
    });
  }
});

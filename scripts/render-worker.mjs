// The render thread of the production server (scripts/serve.mjs). A second Next request handler,
// in a worker thread, renders the public pages the server keeps in memory: computing a season's
// standings, the progression chart or a 3,000-row table takes seconds of CPU on a big season, and
// here it never holds up the server's own thread, which goes on answering every other request.
// It listens on a loopback port and answers only requests that carry the server's secret.
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import next from 'next';

const { dir, secret, quiet } = workerData;
const server = createServer();
const app = next({ dev: false, dir, hostname: '127.0.0.1', port: 0, httpServer: server, quiet });
const handle = app.getRequestHandler();
await app.prepare();
server.on('request', (req, res) => {
  if (req.headers['x-gp-render'] !== secret) {
    res.statusCode = 403;
    res.end();
    return;
  }
  handle(req, res).catch((e) => {
    if (!quiet) console.error(e);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => {
  if (m === 'close') server.close(() => app.close().then(() => process.exit(0)));
});

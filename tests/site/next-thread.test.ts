import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, expect, test } from 'vitest';
// @ts-expect-error plain ESM script (the production server, run without a build step)
import { NextThread } from '@/scripts/serve.mjs';

// The production server's proxy to its Next thread (scripts/serve.mjs NextThread), against a
// loopback server standing in for the thread: what it passes, what it retries, what it holds.
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** A NextThread whose thread is the server on `port` (no worker started). */
function threadTo(port: number) {
  const thread = new NextThread({ dir: '', secret: 'the-secret', quiet: true });
  thread.ready = Promise.resolve(port);
  thread.agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return thread;
}

/** The server's side: every request passed to `thread`. */
async function front(thread: { pass: (req: IncomingMessage, res: ServerResponse) => Promise<void> }) {
  return `http://127.0.0.1:${await listen((req, res) => void thread.pass(req, res))}`;
}

test("Next's answer is passed on with the page's own status, private, without the headers of one hop; the request carries the secret, not the client's hop headers", async () => {
  const seen: IncomingMessage['headers'][] = [];
  const port = await listen((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'x-gp-status': '422', 'cache-control': 'public, max-age=60', 'content-type': 'text/html', vary: 'rsc' });
    res.end('<p>the form</p>');
  });
  const base = await front(threadTo(port));
  const r = await fetch(`${base}/seasons/a/players/b/what-if?g1=x`, { headers: { 'x-gp-status': '200', 'accept-language': 'pl' } });
  expect(r.status).toBe(422);
  expect(r.headers.get('x-gp-status')).toBeNull();
  expect(r.headers.get('cache-control')).toBe('private, no-store');
  expect(r.headers.get('vary')).toBe('rsc');
  expect(await r.text()).toBe('<p>the form</p>');
  expect(seen[0]).toMatchObject({ 'x-gp-render': 'the-secret', 'accept-language': 'pl' });
  expect(seen[0]!['x-gp-status']).toBeUndefined();
  // a 200 with no status of the page's own is a 200 with Next's status line
  const thread = threadTo(port);
  const rendered = await thread.render('/seasons/a/teams?_rsc', 'example.org', { rsc: '1' });
  expect(rendered).toMatchObject({ status: 422, body: Buffer.from('<p>the form</p>') });
  expect(seen[1]).toMatchObject({ rsc: '1', host: 'example.org', 'accept-encoding': 'identity', 'x-gp-render': 'the-secret' });
});

test('a GET whose kept-alive connection the thread closed as it went out is asked again once; a POST is not', async () => {
  const asked: string[] = [];
  const port = await listen((req, res) => {
    const socket = req.socket as Socket & { answered?: number };
    asked.push(`${req.method} ${req.url}`);
    // the second request on a connection: closed unanswered, as an idle connection closed by the thread
    if (req.url !== '/first' && (socket.answered ?? 0) > 0) return void socket.destroy();
    socket.answered = (socket.answered ?? 0) + 1;
    req.resume();
    req.on('end', () => res.end(`answer to ${req.url}`));
  });
  const base = await front(threadTo(port));
  expect(await (await fetch(`${base}/first`)).text()).toBe('answer to /first');
  const get = await fetch(`${base}/again`);
  expect(get.status).toBe(200);
  expect(await get.text()).toBe('answer to /again');
  expect(asked).toEqual(['GET /first', 'GET /again', 'GET /again']);

  asked.length = 0;
  expect(await (await fetch(`${base}/first`)).text()).toBe('answer to /first');
  const post = await fetch(`${base}/write`, { method: 'POST', body: 'x=1' });
  expect(post.status).toBe(502);
  expect(post.headers.get('cache-control')).toBe('private, no-store');
  expect(await post.text()).toBe('Bad Gateway');
  expect(asked).toEqual(['GET /first', 'POST /write']);
});

test('an answer cut off midway is an error for the client, never asked again; no thread at all is a 502', async () => {
  let asked = 0;
  const port = await listen((req, res) => {
    asked++;
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': '1000' });
    res.write('<p>the first half');
    setTimeout(() => req.socket.destroy(), 50);
  });
  const base = await front(threadTo(port));
  const r = await fetch(`${base}/seasons/a`);
  expect(r.status).toBe(200);
  await expect(r.text()).rejects.toThrow();
  expect(asked).toBe(1);

  const closed = await listen(() => undefined);
  const gone = servers.pop()!;
  await new Promise((r) => gone.close(r));
  const none = await fetch(`${await front(threadTo(closed))}/seasons/a`);
  expect(none.status).toBe(502);
});

test("an answer is read off the thread's connection while the client reads nothing, up to the send buffer; a bigger one waits for the client, and goes when the client goes", async () => {
  const finished: Record<string, boolean> = {};
  const closed: Record<string, boolean> = {};
  const port = await listen((req, res) => {
    const size = req.url === '/small' ? 1024 * 1024 : 64 * 1024 * 1024;
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) });
    res.on('finish', () => (finished[req.url!] = true));
    res.on('close', () => (closed[req.url!] = true));
    const chunk = Buffer.alloc(64 * 1024, 120);
    let sent = 0;
    const more = () => {
      while (sent < size) {
        sent += chunk.byteLength;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end();
    };
    more();
  });
  const base = new URL(await front(threadTo(port)));
  const idle = (path: string) => {
    const s = connect(Number(base.port), '127.0.0.1', () => s.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`));
    s.pause();
    s.on('error', () => undefined);
    return s;
  };
  const small = idle('/small');
  const big = idle('/big');
  await new Promise((r) => setTimeout(r, 1500));
  expect(finished['/small']).toBe(true);
  expect(finished['/big']).toBeUndefined();
  big.destroy();
  small.destroy();
  await new Promise((r) => setTimeout(r, 500));
  expect(closed['/big']).toBe(true);
  expect(finished['/big']).toBeUndefined();
});

test('a thread that throws after it started is started again, and the server goes on (no unhandled rejection)', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  const dir = mkdtempSync(join(tmpdir(), 'gp-thread-'));
  const script = join(dir, 'throwing-worker.mjs');
  // a stand-in thread: it says its port, then fails as an uncaught error in a real one would
  writeFileSync(script, "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ port: 1 });\nsetTimeout(() => { throw new Error('boom in the thread'); }, 20);\n");
  const thread = new NextThread({ dir, secret: 's', quiet: true, script: pathToFileURL(script) });
  let starts = 0;
  const startedTwice = new Promise<void>((resolve) => {
    const start = thread.start.bind(thread);
    thread.start = () => {
      starts++;
      start();
      if (starts === 2) resolve();
    };
  });
  thread.start();
  await startedTwice;
  expect(starts).toBe(2);
  await thread.close();
});

import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type TestServer } from './server';

/**
 * A client's share of the Next threads (GP_CLIENT_SHARE, server/abuse-guard.mjs ClientShares) is
 * given back when a request that waited for one finds its reader gone. Found by bench:web (issue 24):
 * after a load run's connections closed while queued, the benchmark's own address — and behind a
 * proxy, every reader's — got no answer from Next any more.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { GP_CLIENT_SHARE: '2' } });
}, 300_000);
afterAll(() => server?.stop());

/** Sends `count` requests for `path`, each on its own connection, and closes every connection at once. */
function abandon(count: number, path: string): Promise<void> {
  const url = new URL(server.base);
  return Promise.all(
    Array.from({ length: count }, () => new Promise<void>((done) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
        setImmediate(() => socket.destroy());
      });
      socket.on('close', () => done());
      socket.on('error', () => done());
    })),
  ).then(() => undefined);
}

test('40 readers who gave up while queued for a share of Next leave the client its shares: the next pages answer', async () => {
  for (let i = 0; i < 3; i++) await abandon(40, '/pl/arbiter/sign-in');
  // what the abandoned requests still hold shows here: with two shares leaked, these wait for ever (the test's timeout)
  const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(`${server.base}/pl/arbiter/sign-in`)));
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  expect(await answers[0]!.text()).toContain('<form');
}, 120_000);

#!/usr/bin/env node
// `npm run bench:abuse` (issue 31): the sign-in page's latency (GET /arbiter/sign-in, and a full
// sign-in through its form) while an anonymous client attacks the production server, attack by
// attack: none; 64 unfinished request bodies; 8 parallel what-if clients on a 40 × 3,000 season;
// 70 clients that never read the season's page, under 70 query strings; 240 spellings of one page.
// The attacker and the measured visitor come from different addresses (GP_TRUST_PROXY=127.0.0.1
// and X-Forwarded-For; loopback only). Prints figures. GP_BENCH_PLAYERS (default 3000),
// GP_BENCH_TOURNAMENTS (default 40), GP_BENCH_SAMPLES (default 20 page loads per attack).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-abuse-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1', GP_TRUST_PROXY: '127.0.0.1' };
const tournaments = Number(process.env.GP_BENCH_TOURNAMENTS || 40);
const players = Number(process.env.GP_BENCH_PLAYERS || 3000);
const samples = Number(process.env.GP_BENCH_SAMPLES || 20);
spawnSync(process.execPath, [join(root, 'scripts', 'build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts', `big:${tournaments}:${players}`], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const port = await new Promise((res) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1' }, stdio: 'ignore', detached: true });
const base = `http://127.0.0.1:${port}`;
process.on('exit', () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(dir, { recursive: true, force: true });
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/seasons/big/standings`)).ok) break;
  } catch {}
  if (i > 600) throw new Error('the server did not answer');
  await new Promise((r) => setTimeout(r, 500));
}
const visitor = { 'x-forwarded-for': '198.51.100.7' };
const attacker = '203.0.113.66';
const seasonPage = `${base}/seasons/big`;
const html = await (await fetch(seasonPage)).text();
const player = /href="(\/seasons\/big\/players\/[^"/]+)"/.exec(html)[1];

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
async function signInPage() {
  const t = performance.now();
  try {
    const r = await fetch(`${base}/arbiter/sign-in`, { headers: visitor, signal: AbortSignal.timeout(30_000) });
    await r.arrayBuffer();
    return r.ok ? performance.now() - t : Infinity;
  } catch {
    return Infinity;
  }
}
async function measure(label, attack) {
  const stop = await attack();
  await new Promise((r) => setTimeout(r, 500));
  const times = [];
  for (let i = 0; i < samples; i++) times.push(await signInPage());
  await stop();
  const fmt = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'timeout');
  console.log(`${label.padEnd(46)} sign-in page p50 ${fmt(percentile(times, 50)).padStart(9)}  p95 ${fmt(percentile(times, 95)).padStart(9)}  failed ${times.filter((t) => !Number.isFinite(t)).length}/${samples}`);
}
const sockets = (n, text) => {
  const list = Array.from({ length: n }, (_, i) => {
    const s = connect(port, '127.0.0.1', () => s.write(text(i)));
    s.on('error', () => undefined);
    s.pause();
    return s;
  });
  return async () => list.forEach((s) => s.destroy());
};
const loop = (clients, one) => {
  let stop = false;
  const runs = Array.from({ length: clients }, async (_, c) => {
    for (let i = 0; !stop; i++) await one(c, i).catch(() => undefined);
  });
  return async () => {
    stop = true;
    await Promise.all(runs);
  };
};

console.log(`season: ${tournaments} tournaments × ${players} players; ${samples} sign-in page loads per attack, one at a time`);
await measure('no attack', async () => async () => {});
await measure('64 unfinished bodies (Content-Length 1000000)', async () => sockets(64, () => `PUT /api/seasons/big/registry HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${attacker}\r\nContent-Length: 1000000\r\n\r\nx`));
await measure('8 parallel what-if clients', async () =>
  loop(8, async (c, i) => {
    const r = await fetch(`${base}${player}/what-if?g1=${(i % 9) + 0.5}&c=${c}`, { headers: { 'x-forwarded-for': attacker } });
    await r.arrayBuffer();
  }),
);
await measure('70 non-reading clients, 70 query strings', async () => sockets(70, (i) => `GET /seasons/big?x=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${attacker}\r\nAccept-Encoding: identity\r\n\r\n`));
await measure('20 non-reading signed-in clients (no cache)', async () => sockets(20, () => `GET /seasons/big HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${attacker}\r\nCookie: gp_session=x\r\nAccept-Encoding: identity\r\n\r\n`));
await measure('240 spellings of the season page (4 clients)', async () =>
  loop(4, async (c, i) => {
    const path = `/seasons/${'big'.replace(/[a-z]/g, (ch, at) => (((i + c) >> at) & 1 ? `%${ch.charCodeAt(0).toString(16)}` : ch))}?v=${i % 240}`;
    const r = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': attacker } });
    await r.arrayBuffer();
  }),
);
process.exit(0);

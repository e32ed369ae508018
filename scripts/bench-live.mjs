#!/usr/bin/env node
// `npm run bench:live` (issue 25): the live event streams on one server process (scripts/serve.mjs,
// what `npm start` runs). A season of 20 tournaments × 300 players; 1,000 open streams of it
// (GP_LIVE_STREAMS) in a reader process of their own; then uploads (GP_LIVE_UPLOADS, default 5,
// corrections of gp01 through the API) and, for each, the time from the upload's
// request until each stream heard it (p50, p99, p100; goal p100 < 2 s); the server's memory per open
// stream (its RSS before and after the streams opened); the season page's throughput and p99 at 50
// connections (brotli, GP_BENCH_SECONDS, default 10) without streams and with them open (goal: within
// 10 %). Prints figures; asserts nothing.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, rssMb } from './proc-stats.mjs';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-live-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1' };
const streams = Number(process.env.GP_LIVE_STREAMS || 1000);
const uploads = Number(process.env.GP_LIVE_UPLOADS || 5);
const seconds = Number(process.env.GP_BENCH_SECONDS || 10);

if (!existsSync(join(root, '.next', 'BUILD_ID'))) spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, stdio: 'inherit', env });
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts', 'bench:20:300'], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);

const port = await new Promise((res) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1', GP_MAX_STREAMS: String(streams + 100), GP_MAX_STREAMS_PER_CLIENT: String(streams + 100), GP_BENCH_LOOP: '1' }, stdio: 'ignore' });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/seasons/bench`)).status === 200) break;
  } catch {
    if (i > 600) throw new Error('the site did not answer');
  }
  await sleep(100);
}

const page = `${base}/seasons/bench`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (n) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 1 }) : String(n));

/** The server's memory: its RSS (all threads) and the heap of its own thread, where the streams live (GP_BENCH_LOOP's view). */
async function memory() {
  const view = await (await fetch(`${base}/__gp/loop-delay`)).json();
  return { rss: rssMb(server.pid), heap: view.serverThread.heapUsedMb + view.serverThread.arrayBuffersMb };
}

/** autocannon in a process of its own (scripts/bench-client.mjs), with the server's CPU per request. */
async function load(label) {
  const cpu0 = cpuMs(server.pid);
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench-client.mjs'), JSON.stringify({ url: page, headers: { 'accept-encoding': 'br' }, connections: 50, duration: seconds })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(text)) : reject(new Error(`bench-client exited ${code}`))));
  });
  const serverCpu = cpuMs(server.pid) - cpu0;
  const line = { label, reqPerS: out.requests.average, p50: out.latency.p50, p99: out.latency.p99, errors: out.errors + out.non2xx, serverCpuMsPerReq: serverCpu / out.requests.total };
  console.log(`${label}: ${fmt(line.reqPerS)} req/s, p50 ${line.p50} ms, p99 ${line.p99} ms, errors ${line.errors}, server CPU ${line.serverCpuMsPerReq.toFixed(3)} ms/request`);
  return line;
}

/** A correction of gp01 through the API, another file each time (a new version): a registered player who had no result scores 9, 8½, 8 … */
let version = 0;
async function upload() {
  const points = 9 - (version++ % 10) * 0.5;
  const body = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${points}\n`;
  const r = await fetch(`${base}/api/seasons/bench/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body });
  if (r.status !== 200) throw new Error(`upload: ${r.status} ${await r.text()}`);
}

try {
  // warm: the page rendered, the Next thread loaded
  for (let i = 0; i < 5; i++) await (await fetch(page, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  console.log(`bench:live — one server process, a season of 20 × 300, ${streams} streams, ${seconds} s per load run (${new Date().toISOString()})`);
  const without = await load('season page, brotli, 50 connections, no streams');

  await sleep(3000);
  const before = await memory();
  const readers = fork(join(root, 'scripts', 'bench-live-client.mjs'), [JSON.stringify({ url: `${base}/api/seasons/bench/events`, count: streams })], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const messages = [];
  const waiters = [];
  readers.on('message', (m) => {
    messages.push(m);
    for (const w of waiters.splice(0)) w();
  });
  const nextMessage = async (type, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = messages.findIndex((m) => m.type === type);
      if (i >= 0) return messages.splice(i, 1)[0];
      if (Date.now() > deadline) return null;
      await new Promise((r) => (waiters.push(r), setTimeout(r, 100)));
    }
  };
  const t0 = Date.now();
  const opened = await nextMessage('open', 60_000);
  const count = Math.max(1, opened?.open ?? 1);
  console.log(`${opened?.open ?? 0} streams open in ${Date.now() - t0} ms (${opened?.failed ?? '?'} refused)`);
  await sleep(3000);
  const after = await memory();
  const perStream = (mb) => fmt((mb * 1024) / count);
  console.log(`server memory with the streams open: RSS ${fmt(before.rss)} → ${fmt(after.rss)} MB (${perStream(after.rss - before.rss)} KiB per stream); its own thread's heap and buffers ${before.heap} → ${after.heap} MB (${perStream(after.heap - before.heap)} KiB per stream)`);
  const withStreams = await load(`season page, brotli, 50 connections, ${opened?.open ?? 0} streams open`);

  const all = [];
  for (let u = 0; u < uploads; u++) {
    await sleep(1500);
    const start = Date.now();
    await upload();
    const done = Date.now();
    const heard = await nextMessage('heard', 10_000);
    if (!heard) {
      console.log(`upload ${u + 1}: not every stream heard it within 10 s`);
      continue;
    }
    const lat = heard.times.map((t) => t - start).sort((a, b) => a - b);
    all.push(...lat);
    console.log(`upload ${u + 1} (its request ${done - start} ms): ${lat.length} streams heard it — p50 ${percentile(lat, 50)} ms, p99 ${percentile(lat, 99)} ms, p100 ${lat.at(-1)} ms after the request began (the last ${lat.at(-1) - (done - start)} ms after its answer)`);
  }
  all.sort((a, b) => a - b);
  if (all.length) console.log(`all uploads: p50 ${percentile(all, 50)} ms, p99 ${percentile(all, 99)} ms, p100 ${all.at(-1)} ms (goal p100 < 2,000 ms)`);

  const withStreamsAgain = await load(`season page, brotli, 50 connections, ${opened?.open ?? 0} streams open, after the uploads`);
  readers.send('close');
  await new Promise((r) => readers.once('exit', r));
  await sleep(2000);
  const withoutAgain = await load('season page, brotli, 50 connections, no streams, again');
  const base2 = (without.reqPerS + withoutAgain.reqPerS) / 2;
  const with2 = (withStreams.reqPerS + withStreamsAgain.reqPerS) / 2;
  console.log(`with the streams open: throughput ${fmt((with2 / base2) * 100)} % of the figure without (means of two runs each), p99 ${withStreams.p99} / ${withStreamsAgain.p99} ms vs ${without.p99} / ${withoutAgain.p99} ms without (goal: within 10 %)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}

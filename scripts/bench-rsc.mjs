#!/usr/bin/env node
// `node scripts/bench-rsc.mjs`: the client router's request for a season page's React payload (RSC),
// as Chromium sends it on a click from the season's tournaments to its teams page (the headers are
// taken from a real click, not written here), under 1 and 50 connections, against the teams page's
// HTML; then upload → fresh payload (the payload of the same click showing the upload's revision).
// The demo season `bench` (20 tournaments × 300 players), scripts/serve.mjs, GP_PAGE_STORE=0.
// GP_BENCH_SECONDS (default 5) per measurement. Prints figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from './build-if-needed.mjs';
import { cpuMs } from './proc-stats.mjs';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-rsc-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1', GP_PAGE_STORE: '0' };
const seconds = Number(process.env.GP_BENCH_SECONDS || 5);
buildIfNeeded();
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts', 'bench:20:300'], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);
const port = await new Promise((res) => {
  const s = createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1' }, stdio: 'ignore' });
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/seasons/bench/standings`)).ok) break;
  } catch {}
  if (i > 600) throw new Error('the site did not answer');
  await new Promise((r) => setTimeout(r, 200));
}

// the request a click sends: Chromium on the season's tournaments page, a click on the teams tab (the
// standings page is string-rendered, without Next's router: a click from it is a full page load)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`${base}/seasons/bench/tournaments`);
const clicked = page.waitForRequest((r) => r.url().includes('/seasons/bench/teams') && r.headers()['rsc'] === '1' && r.headers()['next-router-prefetch'] === undefined);
await page.click('a[href="/seasons/bench/teams"]');
const request = await clicked;
const headers = await request.allHeaders();
await page.waitForURL('**/seasons/bench/teams');
await browser.close();
const routerHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => name === 'rsc' || name.startsWith('next-') || name === 'accept-encoding'));
const rscUrl = request.url();
console.log(`Node ${process.version}; the click's request: GET ${rscUrl.slice(base.length)} with ${Object.entries(routerHeaders).map(([k, v]) => `${k}: ${v.length > 60 ? `${v.slice(0, 60)}… (${v.length} chars)` : v}`).join('; ')}`);

const run = async (url, headers, connections) => {
  const server0 = cpuMs(server.pid);
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench-client.mjs'), JSON.stringify({ url, headers, connections, duration: seconds })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the benchmark client failed (${code})`))));
  });
  const r = JSON.parse(out.trim().split('\n').at(-1));
  return `${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}   server CPU per request ${((cpuMs(server.pid) - server0) / r.requests.total).toFixed(2)} ms`;
};
const payload = async () => {
  const r = await fetch(rscUrl, { headers: routerHeaders });
  const body = await r.text();
  return { status: r.status, type: r.headers.get('content-type'), cache: r.headers.get('x-gp-cache'), body, revision: Number(/"data-gp-revision":"(\d+)"/.exec(body)?.[1]) };
};
const first = await payload();
if (first.status !== 200 || !first.type?.includes('text/x-component')) throw new Error(`the payload request answered ${first.status} ${first.type}`);
console.log(`payload: ${(Buffer.byteLength(first.body) / 1024).toFixed(0)} KiB, ${first.type}, X-GP-Cache ${first.cache ?? '(none: from Next)'}`);
const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };
console.log(`teams page, RSC (the click), 1 connection    ${await run(rscUrl, routerHeaders, 1)}`);
console.log(`teams page, RSC (the click), 50 connections  ${await run(rscUrl, routerHeaders, 50)}`);
console.log(`teams page, HTML, brotli, 50 connections     ${await run(`${base}/seasons/bench/teams`, brotli, 50)}`);

// upload → fresh payload: a corrected gp01 (the registered player who had no result scores 9, 8, …)
const times = [];
for (let i = 0; i < 5; i++) {
  const before = (await payload()).revision;
  const file = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${9 - i}\n`;
  const t0 = performance.now();
  const put = await fetch(`${base}/api/seasons/bench/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: file });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  const after = await payload();
  times.push(performance.now() - t0);
  if (!(after.revision > before)) throw new Error(`the payload after the upload shows revision ${after.revision}, before it ${before}`);
}
times.sort((a, b) => a - b);
console.log(`upload → fresh payload (the click's request after a PUT): median ${times[2].toFixed(0)} ms, worst ${times[4].toFixed(0)} ms over 5 uploads`);
process.exit(0);

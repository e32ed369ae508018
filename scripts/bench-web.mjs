#!/usr/bin/env node
// `npm run bench:web`: public season pages under 50 concurrent connections vs a static file of
// the same bytes from the same server, and the time from an upload to a page showing it; then a big
// season of 40 tournaments × 1,000 players: its standings' and page's CPU time, its pages against a
// static file of their size, upload → fresh page, the server's memory after warming 20 such seasons
// and the first page after a restart. Prints figures.
// GP_BENCH_SERVER=site (default: scripts/serve.mjs, what `npm start` runs) or next (plain `next start`);
// GP_BENCH_SECONDS (default 10) per measurement; GP_BENCH_BIG_SEASONS (default 20; 0 leaves the big seasons out).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, rssMb } from './proc-stats.mjs';
import { RENDER_SEMI_SPACE_MB } from './serve.mjs';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1' };
const staticFile = join(root, 'public', 'bench-static.html');
// issue 26: the static twin of an embed page (public/'s files are listed when the server starts)
const embedStaticFile = join(root, 'public', 'bench-embed-static.html');

if (!existsSync(join(root, '.next', 'BUILD_ID'))) spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, stdio: 'inherit', env });
const bigSeasons = Number(process.env.GP_BENCH_BIG_SEASONS ?? 20);
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts', 'bench:20:300', ...(bigSeasons > 0 ? [`big:40:1000:${bigSeasons}`] : [])], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);
writeFileSync(staticFile, 'x');
writeFileSync(embedStaticFile, 'x');

const port = await new Promise((res) => {
  const s = createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const kind = process.env.GP_BENCH_SERVER === 'next' ? 'next' : 'site';
const seconds = Number(process.env.GP_BENCH_SECONDS || 10);
const startServer = () =>
  kind === 'next'
    ? spawn(join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], { cwd: root, env, stdio: 'ignore' })
    : spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1', GP_BENCH_LOOP: '1' }, stdio: 'ignore' });
let server = startServer();
const base = `http://127.0.0.1:${port}`;
const cleanup = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(staticFile, { force: true });
  rmSync(embedStaticFile, { force: true });
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);

for (let i = 0; i < 600; i++) {
  try {
    if ((await fetch(`${base}/api/seasons/bench/standings`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const pageUrl = `${base}/seasons/bench`;
const page = await (await fetch(pageUrl)).text();
const size = Buffer.byteLength(page);
// the static file holds the page's own bytes: a client's cost depends on the bytes it parses
// (autocannon takes twice as long over this HTML as over as many 'x's), and so does compression
writeFileSync(staticFile, page);

// a kept-alive connection the server closes as idle just as a request goes out: the request never reached it, try again
const fetchAgain = async (url, init) => {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (e?.cause?.code !== 'UND_ERR_SOCKET' && e?.cause?.code !== 'ECONNRESET') throw e;
    return fetch(url, init);
  }
};
/**
 * A run, in a client process of its own (scripts/bench-client.mjs: one run's heap never taxes the
 * next), with the CPU the server and the client (autocannon) used per request: on 2 cores both share the machine.
 */
const run = async (url, headers = {}) => {
  const server0 = cpuMs(server.pid);
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench-client.mjs'), JSON.stringify({ url, headers, connections: 50, duration: seconds })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the benchmark client failed (${code})`))));
  });
  const r = JSON.parse(out.trim().split('\n').at(-1));
  r.cpuPerRequest = { server: (cpuMs(server.pid) - server0) / r.requests.total, client: r.cpuMs / r.requests.total };
  return r;
};
// a 304 is the expected answer to a conditional request: only other statuses count as errors there
const fmt = (r, notModified = false) =>
  `${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + (notModified ? r.non2xx - (r.statusCodeStats?.['304']?.count ?? 0) : r.non2xx)}   CPU per request: server ${r.cpuPerRequest.server.toFixed(2)} ms, client ${r.cpuPerRequest.client.toFixed(2)} ms`;
const pct = (a, b) => `${((100 * a.requests.average) / b.requests.average).toFixed(0)} %`;

const playerPath = /href="(\/seasons\/bench\/players\/[^"]+)"/.exec(page)?.[1];
if (!playerPath) throw new Error('no player link on the season page');
const gzip = { 'accept-encoding': 'gzip' };
const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const pages = [
  ['season page (pl)', pageUrl, {}],
  ['season page (en)', `${base}/en/seasons/bench`, {}],
  ['teams page', `${base}/seasons/bench/teams`, {}],
  ['player page', `${base}${playerPath}`, {}],
  ['season page, gzip', pageUrl, gzip],
  // what browsers ask for
  ['season page, brotli', pageUrl, brotli],
  // a click from one season page to another fetches the React payload: kept by the page cache as a variant of the page (issue 24)
  ['teams page, RSC', `${base}/seasons/bench/teams?_rsc`, { rsc: '1' }],
];
const etag = (await fetch(pageUrl)).headers.get('etag');
if (etag) pages.push(['season page, 304', pageUrl, { 'if-none-match': etag }]);

console.log(`Server: ${kind === 'next' ? 'next start' : 'scripts/serve.mjs'}. Season: 20 tournaments × 300 players; page ${(size / 1024).toFixed(0)} KiB; static file: the same bytes; 50 connections, ${seconds} s each (Node ${process.version})`);
for (const [, url, headers] of pages) await run(url, headers); // warm-up: every page rendered once
await (await fetch(`${base}/bench-static.html`)).arrayBuffer(); // and the static file read and compressed
const staticPlain = await run(`${base}/bench-static.html`);
const staticGzip = await run(`${base}/bench-static.html`, gzip);
const staticBrotli = await run(`${base}/bench-static.html`, brotli);
console.log(`static file          ${fmt(staticPlain)}`);
console.log(`static file, gzip    ${fmt(staticGzip)}`);
console.log(`static file, brotli  ${fmt(staticBrotli)}`);
let season = null;
let seasonBrotli = null;
for (const [name, url, headers] of pages) {
  const r = await run(url, headers);
  if (name === 'season page (pl)') season = r;
  if (name === 'season page, brotli') seasonBrotli = r;
  const base = headers === gzip ? staticGzip : headers === brotli ? staticBrotli : staticPlain;
  console.log(`${name.padEnd(20)} ${fmt(r, name.endsWith('304'))}   ${pct(r, base).padStart(5)} of static${headers === gzip ? ' (gzip)' : headers === brotli ? ' (brotli)' : ''}`);
}
// the goal read on what browsers and CDNs ask for (brotli); the plain bytes' p99 is the client's
// parsing of 50 × 538 KiB at once, the same for the static file of the same bytes
console.log(`season page / static throughput, as browsers fetch it (brotli): ${pct(seasonBrotli, staticBrotli)}, p99 ${seasonBrotli.latency.p99} ms (goal ≥ 90 %, p99 < 100 ms); plain bytes: ${pct(season, staticPlain)}, p99 ${season.latency.p99} ms (the static file: ${staticPlain.latency.p99} ms)`);

// issue 26: an embed page as a club's front page shows it (the top ten) against a static file of
// the same bytes, served by the same server: both from memory, the embed checked against the
// season's revision on every request
const embedUrl = `${base}/embed/seasons/bench?top=10`;
const embedPage = await (await fetch(embedUrl)).text();
writeFileSync(embedStaticFile, embedPage);
await (await fetch(`${base}/bench-embed-static.html`, { headers: brotli })).arrayBuffer();
await run(embedUrl, brotli); // warm-up
const embedStatic = await run(`${base}/bench-embed-static.html`, brotli);
const embedBrotli = await run(embedUrl, brotli);
const embedStaticPlain = await run(`${base}/bench-embed-static.html`);
const embedPlain = await run(embedUrl);
console.log(`embed page (top ten, ${(Buffer.byteLength(embedPage) / 1024).toFixed(1)} KiB), brotli   ${fmt(embedBrotli)}   ${pct(embedBrotli, embedStatic).padStart(5)} of static (brotli)`);
console.log(`its static file, brotli        ${fmt(embedStatic)}`);
console.log(`embed page, plain bytes        ${fmt(embedPlain)}   ${pct(embedPlain, embedStaticPlain).padStart(5)} of static`);
console.log(`its static file, plain bytes   ${fmt(embedStaticPlain)}`);
console.log(`embed page / static throughput (brotli): ${pct(embedBrotli, embedStatic)}, p99 ${embedBrotli.latency.p99} ms (goal ≥ 90 %)`);

const rss = rssMb(server.pid);
if (Number.isFinite(rss)) console.log(`server RSS after the runs: ${rss.toFixed(0)} MB`);

// upload → fresh page: a corrected gp01 in which a registered player who had no result scores 9, 8, 7…
const times = [];
for (let i = 0; i < 5; i++) {
  const points = 9 - i;
  const file = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${points}\n`;
  const t0 = performance.now();
  const put = await fetchAgain(`${base}/api/seasons/bench/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: file });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  const html = await (await fetch(pageUrl)).text();
  const t1 = performance.now();
  const row = /Benchowy Zawodnik<\/a><\/th><td[^>]*>[^<]*<\/td><td>([^<]+)<\/td>/.exec(html);
  if (!row || row[1] !== String(points)) throw new Error(`the page does not show the upload (total ${row?.[1]}, expected ${points})`);
  times.push(t1 - t0);
}
times.sort((a, b) => a - b);
console.log(`upload → fresh page: median ${times[2].toFixed(0)} ms, worst ${times[4].toFixed(0)} ms over 5 uploads (goal < 1000 ms)`);

if (bigSeasons > 0) {
  console.log(`\nSeason: 40 tournaments × 1,000 players (${bigSeasons} such seasons in the database)`);
  // with the Next thread's young generation (scripts/serve.mjs), where the server computes them
  const cpu = spawnSync(process.execPath, [`--max-semi-space-size=${RENDER_SEMI_SPACE_MB}`, '--import', 'tsx', 'scripts/bench-standings.ts', 'big-1', '7', '3'], { cwd: root, env, encoding: 'utf8' });
  if (cpu.status !== 0) throw new Error(cpu.stderr);
  const c = JSON.parse(cpu.stdout.trim().split('\n').at(-1));
  console.log(
    `CPU time, median of ${c.runs} after ${c.warmUps} warm-up runs, as in a running server (lib/series, lib/render, ${c.rows} rows): rows read ${c.loadMs} ms (after an upload: ${c.loadAfterUploadMs} ms), standings ${c.standingsMs} ms (goal < 250 ms), season page ${c.pageMs} ms (goal < 150 ms), progression chart ${c.progressionMs} ms (after an upload of the latest tournament: ${c.progressionAfterUploadMs} ms)`,
  );
  console.log(`  the first run, code not yet compiled (after a restart): rows read ${c.first.loadMs} ms, standings ${c.first.standingsMs} ms, season page ${c.first.pageMs} ms, progression chart ${c.first.progressionMs} ms`);
  const bigUrl = `${base}/seasons/big-1`;
  const upTimes = [];
  for (let i = 0; i < 3; i++) {
    const file = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${9 - i}\n`;
    const t0 = performance.now();
    const put = await fetchAgain(`${base}/api/seasons/big-1/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: file });
    if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
    const html = await (await fetchAgain(bigUrl)).text();
    upTimes.push(performance.now() - t0);
    const row = /Benchowy Zawodnik<\/a><\/th><td[^>]*>[^<]*<\/td><td>([^<]+)<\/td>/.exec(html);
    if (!row || row[1] !== String(9 - i)) throw new Error(`the page does not show the upload (total ${row?.[1]}, expected ${9 - i})`);
  }
  upTimes.sort((a, b) => a - b);
  console.log(`upload → fresh page (wall time, the server computing the standings and the page): median ${upTimes[1].toFixed(0)} ms, worst ${upTimes[2].toFixed(0)} ms over 3 uploads`);
  const bigPage = await (await fetchAgain(bigUrl)).text();
  writeFileSync(staticFile, bigPage);
  console.log(`page ${(Buffer.byteLength(bigPage) / 1024).toFixed(0)} KiB`);
  for (const [, url, headers] of [['', bigUrl, {}], ['', `${base}/en/seasons/big-1`, {}], ['', bigUrl, gzip]]) await run(url, headers);
  // the replaced file read and compressed before it is measured, as the page was rendered before
  await (await fetchAgain(`${base}/bench-static.html`)).arrayBuffer();
  const bigStatic = await run(`${base}/bench-static.html`);
  const bigStaticGzip = await run(`${base}/bench-static.html`, gzip);
  console.log(`static file          ${fmt(bigStatic)}`);
  for (const [name, url, headers] of [['season page (pl)', bigUrl, {}], ['season page (en)', `${base}/en/seasons/big-1`, {}], ['season page, gzip', bigUrl, gzip]]) {
    const r = await run(url, headers);
    console.log(`${name.padEnd(20)} ${fmt(r)}   ${pct(r, headers === gzip ? bigStaticGzip : bigStatic).padStart(5)} of static${headers === gzip ? ' (gzip)' : ''}`);
  }
  const before = rssMb(server.pid);
  for (let i = 1; i <= bigSeasons; i++) for (const path of [`/seasons/big-${i}`, `/en/seasons/big-${i}`, `/api/seasons/big-${i}/standings`]) await (await fetchAgain(`${base}${path}`)).arrayBuffer();
  const after = rssMb(server.pid);
  // the Next thread gives its garbage back after a second without requests (scripts/render-worker.mjs)
  await new Promise((r) => setTimeout(r, 15_000));
  const settled = rssMb(server.pid);
  console.log(`server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB right after warming ${bigSeasons} seasons (pl and en pages, standings JSON), ${settled.toFixed(0)} MB 15 s later: +${(settled - before).toFixed(0)} MB (goal < 300 MB for the seasons)`);
  if (kind === 'site') {
    const m = await (await fetch(`${base}/__gp/loop-delay`)).json();
    const cached = m.pageCache;
    console.log(`  of which: page cache ${cached.entries} pages, ${(cached.bytes / 1048576).toFixed(0)} MB compressed; heap of the Next thread (used/total MB) ${m.nextMemory?.heapUsedMb}/${m.nextMemory?.heapTotalMb}`);
  }
}

// a restart: the database and the build unchanged; the first season page is computed from the rows
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
const t0 = performance.now();
server = startServer();
const firstUrl = bigSeasons > 0 ? `${base}/seasons/big-1` : pageUrl;
let ready = 0;
for (;;) {
  try {
    const t = performance.now();
    const r = await fetch(firstUrl);
    await r.arrayBuffer();
    if (r.ok) {
      ready = performance.now() - t;
      break;
    }
  } catch {}
  await new Promise((r) => setTimeout(r, 50));
}
console.log(`restart → first season page${bigSeasons > 0 ? ' (40 × 1,000)' : ''}: ${(performance.now() - t0).toFixed(0)} ms from the start of the process; the page request alone ${ready.toFixed(0)} ms (goal < 1000 ms)`);
cleanup();
process.exit(0);

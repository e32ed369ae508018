#!/usr/bin/env node
// `npm run bench:kinds` (issue 24): every kind of public page side by side, each against a static
// file of the same bytes served by the same server, brotli (what browsers ask for), 50 connections.
// The database is the demo one `npm start` seeds (a Grand Prix season, an open, a season of
// leagues, a team league); the pages are found by following the home page's links.
// GP_BENCH_SECONDS (default 5) per measurement. Prints figures (and the X-GP-Cache each page got).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs } from './proc-stats.mjs';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-kinds-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_DEMO_PASSWORD: 'bench password 123', NEXT_TELEMETRY_DISABLED: '1' };
const seconds = Number(process.env.GP_BENCH_SECONDS || 5);
if (!existsSync(join(root, '.next', 'BUILD_ID'))) throw new Error('no build: run `npm run build` first');
const prepared = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'prepare-db.ts')], { cwd: root, env, encoding: 'utf8' });
if (prepared.status !== 0) throw new Error(prepared.stderr);

const port = await new Promise((res) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const statics = [];
let server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
const cleanup = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  for (const f of statics) rmSync(f, { force: true });
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (i > 600) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const text = async (path) => {
  const r = await fetch(`${base}${path}`);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return r.text();
};
const link = (html, re, what) => {
  const m = re.exec(html);
  if (!m) throw new Error(`no link to ${what}`);
  return m[1].replaceAll('&amp;', '&');
};
const home = await text('/');
const season = link(home, /href="(\/(?:pl\/)?seasons\/[^"/?]+)"/, 'a season');
const open = link(home, /href="(\/(?:pl\/)?events\/[^"/?]+)"/, 'an open');
const leagues = link(home, /href="(\/(?:pl\/)?leagues\/[^"/?]+)"/, 'a season of leagues');
const teamLeague = link(home, /href="(\/(?:pl\/)?team-leagues\/[^"/?]+)"/, 'a team league');
const league = link(await text(leagues), /href="(\/(?:pl\/)?leagues\/[^"/?]+\/[^"/?]+)"/, "a league's cross-table");
const player = link(await text(season), /href="\/(?:pl\/)?seasons\/[^"/]+\/players\/([^"]+)"/, 'a player');
// the people pages: a player across the site, found through the search page (/players/{key})
const search = await text(`/search?q=${encodeURIComponent('a')}`);
const person = /href="(\/(?:pl\/)?players\/[^"?]+)"/.exec(search)?.[1] ?? `/players/${player}`;
const embed = `/embed${season.replace(/^\/pl/, '')}?top=10`;
const pages = [
  ['Grand Prix table', season],
  ["a league's cross-table", league],
  ['the team league', teamLeague],
  ["the open's page", open],
  ['an embed page', embed],
  ['a player page', person],
  ['the search page', '/search?q=a'],
];

const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const run = async (url) => {
  const server0 = cpuMs(server.pid);
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench-client.mjs'), JSON.stringify({ url, headers: brotli, connections: 50, duration: seconds })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let t = '';
    child.stdout.on('data', (c) => (t += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(t) : reject(new Error(`the benchmark client failed (${code})`))));
  });
  const r = JSON.parse(out.trim().split('\n').at(-1));
  r.serverMs = (cpuMs(server.pid) - server0) / r.requests.total;
  return r;
};
const fmt = (r) => `${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}  server CPU ${r.serverMs.toFixed(2)} ms/req`;

console.log(`Server: scripts/serve.mjs, the demo database; brotli, 50 connections, ${seconds} s each (Node ${process.version})`);
const rows = [];
for (const [i, [name, path]] of pages.entries()) {
  const first = await fetch(`${base}${path}`, { headers: brotli });
  await first.arrayBuffer();
  const again = await fetch(`${base}${path}`, { headers: brotli });
  const how = again.headers.get('x-gp-cache') ?? 'Next';
  const body = await text(path);
  const file = join(root, 'public', `bench-kind-${i}.html`);
  writeFileSync(file, body);
  statics.push(file);
  rows.push({ name, path, how, size: Buffer.byteLength(body), cacheControl: again.headers.get('cache-control') });
}
// public/'s files are listed when the server starts: restart it with the static twins in place
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1' }, stdio: 'ignore' });
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/bench-kind-0.html`)).ok) break;
  } catch {}
  if (i > 600) throw new Error('the server did not start again');
  await new Promise((r) => setTimeout(r, 200));
}
for (const [i, row] of rows.entries()) {
  // warm-up: the page rendered and kept (if it is kept), the file read and compressed
  await run(`${base}${row.path}`);
  await run(`${base}/bench-kind-${i}.html`);
  const file = await run(`${base}/bench-kind-${i}.html`);
  const page = await run(`${base}${row.path}`);
  const pct = ((100 * page.requests.average) / file.requests.average).toFixed(0);
  console.log(`${row.name.padEnd(24)} ${(row.size / 1024).toFixed(0).padStart(4)} KiB  served by: ${row.how.padEnd(5)}  page ${fmt(page)}  | static ${fmt(file)}  | ${pct.padStart(4)} % of static  (${row.path})`);
}
console.log(`Cache-Control of the pages kept: ${[...new Set(rows.map((r) => r.cacheControl))].join(' | ')}`);
cleanup();
process.exit(0);

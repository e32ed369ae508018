#!/usr/bin/env node
// `npm run bench:web`: the public season page under 50 concurrent connections vs a static file of
// the same size from the same server, and the time from an upload to a page showing it. Prints figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1' };
const staticFile = join(root, 'public', 'bench-static.html');

if (!existsSync(join(root, '.next', 'BUILD_ID'))) spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, stdio: 'inherit', env });
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts'], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);
writeFileSync(staticFile, 'x');

const port = await new Promise((res) => {
  const s = createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const server = spawn(join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], { cwd: root, env, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
const cleanup = () => {
  server.kill('SIGTERM');
  rmSync(staticFile, { force: true });
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);

for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/api/seasons/bench/standings`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const pageUrl = `${base}/seasons/bench`;
const page = await (await fetch(pageUrl)).text();
const size = Buffer.byteLength(page);
writeFileSync(staticFile, 'x'.repeat(size));

const run = (url) =>
  new Promise((resolve, reject) => autocannon({ url, connections: 50, duration: 10 }, (err, r) => (err ? reject(err) : resolve(r))));
const fmt = (r) => `${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;

console.log(`Season: 20 tournaments × 300 players; page ${(size / 1024).toFixed(0)} KiB; 50 connections, 10 s each (Node ${process.version})`);
await run(pageUrl); // warm-up
const p = await run(pageUrl);
const s = await run(`${base}/bench-static.html`);
console.log(`season page   ${fmt(p)}`);
console.log(`static file   ${fmt(s)}`);
console.log(`page / static throughput: ${((100 * p.requests.average) / s.requests.average).toFixed(0)} % (goal ≥ 50 %), page p99 ${p.latency.p99} ms (goal < 200 ms)`);

// upload → fresh page: a corrected gp01 in which a registered player who had no result scores 9, 8, 7…
const times = [];
for (let i = 0; i < 5; i++) {
  const points = 9 - i;
  const file = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${points}\n`;
  const t0 = performance.now();
  const put = await fetch(`${base}/api/seasons/bench/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: file });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  const html = await (await fetch(pageUrl)).text();
  const t1 = performance.now();
  const row = /Benchowy Zawodnik<\/a><\/th><td>[^<]*<\/td><td>([^<]+)<\/td>/.exec(html);
  if (!row || row[1] !== String(points)) throw new Error(`the page does not show the upload (total ${row?.[1]}, expected ${points})`);
  times.push(t1 - t0);
}
times.sort((a, b) => a - b);
console.log(`upload → fresh page: median ${times[2].toFixed(0)} ms, worst ${times[4].toFixed(0)} ms over 5 uploads (goal < 1000 ms)`);
cleanup();
process.exit(0);

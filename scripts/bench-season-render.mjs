#!/usr/bin/env node
// `npm run bench:season-render` (issue 39 item 5): the Grand Prix season page as it is (a string,
// lib/render/season-page-html.ts) against the same page rendered like every other page (a React
// server component in the site's layout, scripts/bench-season-render/season-page-react.tsx), on a
// season of 40 tournaments × 1,000 players (scripts/bench-web-seed.ts `big:40:1000:1`, as
// `bench:web`). The React page is not part of the site: this script copies the project into a
// throw-away folder (node_modules hard-linked), adds the page there as
// `app/[lang]/seasons/[slug]/react/page.tsx` — an address the production server's page cache keeps
// per season revision like the string page's — builds it with `next build`, seeds a database and
// serves it with scripts/serve.mjs (what `npm start` runs). Then, for each page, in rounds
// (GP_BENCH_ROUNDS, default 2):
//   - upload → fresh page: a one-player upload to gp01, then the page (the standings computed again
//     and the page rendered: the first render after a change), wall time;
//   - the repeat render: the page asked with a cookie, which the page cache never answers, so Next
//     renders it again from the standings it keeps (the string page: its second table page, as its
//     first is kept per revision);
//   - for both, the server process's CPU time (all its threads; /proc, 10 ms ticks), which the
//     load of a shared machine inflates far less than the wall time;
//   - bytes: the HTML, its brotli, the React payload inlined in it (`self.__next_f.push`), and the
//     scripts a first visit downloads (every `<script src>`, brotli as served);
//   - through the page cache: 50 connections asking for the page with brotli against a static file of
//     the same bytes from the same server (GP_BENCH_SECONDS each, default 8).
// Prints figures. Builds a copy of the project (minutes): run it under the build lock on a shared
// machine — `flock /tmp/next-build.lock npm run bench:season-render`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { cpuMs } from './proc-stats.mjs';

const root = join(import.meta.dirname, '..');
const seconds = Number(process.env.GP_BENCH_SECONDS || 8);
const rounds = Number(process.env.GP_BENCH_ROUNDS || 2);
// GP_BENCH_COPY=<folder>: a copy built by an earlier run kept with GP_BENCH_KEEP=1 (its database seeded again)
const reuse = process.env.GP_BENCH_COPY && existsSync(join(process.env.GP_BENCH_COPY, '.next', 'BUILD_ID')) ? process.env.GP_BENCH_COPY : null;
const copy = reuse ?? mkdtempSync(join(tmpdir(), 'gp-season-render-'));
let server = null;
const cleanup = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  if (!process.env.GP_BENCH_KEEP && !reuse) rmSync(copy, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

const env = { ...process.env, GP_DATABASE: join(copy, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1' };
if (!reuse) {
  // the project's files as they are in the working tree (tracked and untracked, not ignored)
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    if (f === 'node_modules') continue;
    try {
      cpSync(join(root, f), join(copy, f), { recursive: false });
    } catch (e) {
      if (e.code !== 'ENOENT') throw e; // a file deleted in the working tree
    }
  }
  // hard links: no copy of 600 MB, and nothing the build writes goes into the project's own files
  execFileSync('cp', ['-al', realpathSync(join(root, 'node_modules')), join(copy, 'node_modules')]);
  // the page module, and the two pages that render it (scripts/bench-season-render/season-page-react.tsx)
  const at = join(copy, 'app', '[lang]', 'seasons', '[slug]');
  cpSync(join(root, 'scripts', 'bench-season-render', 'season-page-react.tsx'), join(at, 'react', 'season-page-react.tsx'));
  for (const [folder, tableAsHtml] of [['react', false], ['react-html', true]]) {
    mkdirSync(join(at, folder), { recursive: true });
    writeFileSync(
      join(at, folder, 'page.tsx'),
      `import { ReactSeasonPage } from '${folder === 'react' ? '.' : '../react'}/season-page-react';\nexport const dynamic = 'force-dynamic';\nexport default function Page(p: { params: Promise<{ lang: 'pl' | 'en'; slug: string }> }) {\n  return ReactSeasonPage({ params: p.params, tableAsHtml: ${tableAsHtml} });\n}\n`,
    );
  }
  const t0 = performance.now();
  const built = spawnSync(join(copy, 'node_modules/.bin/next'), ['build'], { cwd: copy, env: { ...env, NODE_ENV: 'production' }, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (built.status !== 0) throw new Error(`next build failed:\n${built.stdout}\n${built.stderr}`);
  console.log(`(a copy of the project built with the React page in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${relative(tmpdir(), copy)})`);
} else for (const f of ['gp.sqlite', 'gp.sqlite-wal', 'gp.sqlite-shm', 'gp.sqlite.pages']) rmSync(join(copy, f), { recursive: true, force: true });
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts', 'big:40:1000:1'], { cwd: copy, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);
// the static twins: public/'s files are listed when the server starts, their bytes read when asked
const twin = { string: 'bench-season-string.html', react: 'bench-season-react.html', 'react-html': 'bench-season-react-html.html' };
for (const f of Object.values(twin)) writeFileSync(join(copy, 'public', f), 'x');

const port = await new Promise((res) => {
  const s = createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
server = spawn(process.execPath, [join(copy, 'scripts', 'serve.mjs')], { cwd: copy, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 600; i++) {
  try {
    if ((await fetch(`${base}/api/seasons/big-1/standings`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}

/** One GET with the bytes as they come (no decoding): status, headers, body. */
const get = (path, headers = {}) =>
  new Promise((resolve, reject) => {
    const t = performance.now();
    request(`${base}${path}`, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - t }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
const pages = { string: '/seasons/big-1', react: '/seasons/big-1/react', 'react-html': '/seasons/big-1/react-html' };
const kinds = Object.keys(pages);
const label = { string: 'string page         ', react: 'React page          ', 'react-html': 'React, table as HTML' };
const ms = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(0)} ms (${s.map((x) => x.toFixed(0)).join(', ')})`;
};
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

// the page shows the upload: it is of the season's new revision (the live marker's, rendered with the
// table from the same data on both pages; every upload bumps it). The uploaded player need not be on
// the table's first page of 500 rows.
const revisionOf = (html) => Number(/data-gp-revision="(\d+)"/.exec(html)?.[1] ?? NaN);
let upload = 0;
let seen = 0;
const uploadThen = async (kind) => {
  const points = 9 - (upload++ % 9);
  const file = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${points}\n`;
  const t = performance.now();
  const cpu = cpuMs(server.pid);
  const put = await fetch(`${base}/api/seasons/big-1/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: file });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  const page = await get(pages[kind]);
  const total = performance.now() - t;
  const serverCpu = cpuMs(server.pid) - cpu;
  const revision = revisionOf(page.body.toString('utf8'));
  if (page.status !== 200 || !(revision > seen)) throw new Error(`${kind}: the page does not show the upload (${page.status}, revision ${revision} after ${seen})`);
  seen = revision;
  return { total, page: page.ms, cpu: serverCpu, cache: page.headers['x-gp-cache'] };
};

// both pages rendered once (the code compiled), then the figures
for (const kind of kinds) await uploadThen(kind);
const figures = Object.fromEntries(kinds.map((k) => [k, { fresh: [], freshPage: [], freshCpu: [], repeat: [], repeatCpu: [] }]));
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < 3; i++) {
    for (const kind of kinds) {
      const u = await uploadThen(kind);
      figures[kind].fresh.push(u.total);
      figures[kind].freshPage.push(u.page);
      figures[kind].freshCpu.push(u.cpu);
    }
  }
  for (let i = 0; i < 5; i++) {
    // a cookie: the page cache never answers it (scripts/serve.mjs), Next renders
    for (const kind of kinds) {
      const cpu = cpuMs(server.pid);
      const r = await get(kind === 'string' ? `${pages.string}?page=2` : pages[kind], { cookie: 'bench=1' });
      if (r.status !== 200) throw new Error(`repeat ${kind}: ${r.status}`);
      figures[kind].repeat.push(r.ms);
      figures[kind].repeatCpu.push(cpuMs(server.pid) - cpu);
    }
  }
}
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`\nSeason of 40 tournaments × 1,000 players, the table's first 500 rows (GP_TABLE_PAGE_ROWS); Node ${process.version}; load average ${loadavg()}`);
for (const kind of kinds) {
  const f = figures[kind];
  console.log(`${label[kind]}  upload → fresh page ${ms(f.fresh)}; of it the page's request ${ms(f.freshPage)}; repeat render (no page cache) ${ms(f.repeat)}`);
  console.log(`${' '.repeat(label[kind].length)}  the server's CPU: upload → fresh page ${ms(f.freshCpu)}; repeat render ${ms(f.repeatCpu)}`);
}

// bytes, as a first visit gets them
const sizes = {};
for (const kind of kinds) {
  const plain = await get(pages[kind]);
  const br = await get(pages[kind], { 'accept-encoding': 'br' });
  const html = plain.body.toString('utf8');
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((n, m) => n + Buffer.byteLength(m[0]), 0);
  const scripts = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))];
  let js = 0;
  let jsBr = 0;
  for (const src of scripts) {
    const a = await get(src);
    const b = await get(src, { 'accept-encoding': 'br' });
    js += a.body.length;
    jsBr += b.headers['content-encoding'] === 'br' ? b.body.length : brotliCompressSync(a.body).length;
  }
  sizes[kind] = { html: plain.body.length, br: br.headers['content-encoding'] === 'br' ? br.body.length : NaN, flight, scripts: scripts.length, js, jsBr };
  writeFileSync(join(copy, 'public', twin[kind]), plain.body);
}
for (const kind of kinds) {
  const s = sizes[kind];
  console.log(`${label[kind]}  HTML ${kib(s.html)} (of it the React payload ${kib(s.flight)}), brotli ${kib(s.br)}; scripts ${s.scripts}: ${kib(s.js)}, brotli ${kib(s.jsBr)}`);
}
for (const kind of kinds.slice(1)) console.log(`${label[kind].trim()} / string: HTML ${((100 * sizes[kind].html) / sizes.string.html).toFixed(0)} %, brotli ${((100 * sizes[kind].br) / sizes.string.br).toFixed(0)} %, scripts (brotli) ${((100 * sizes[kind].jsBr) / sizes.string.jsBr).toFixed(0)} %`);

// through the page cache, against a static file of the same bytes
const run = (url) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench-client.mjs'), JSON.stringify({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, connections: 50, duration: seconds })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(text.trim().split('\n').at(-1))) : reject(new Error(`the benchmark client failed (${code})`))));
  });
for (const kind of kinds) {
  await get(pages[kind], { 'accept-encoding': 'br' }); // kept compressed
  await get(`/${twin[kind]}`, { 'accept-encoding': 'br' });
}
console.log(`\nThrough the page cache, brotli, 50 connections, ${seconds} s each (load average ${loadavg()}):`);
for (let r = 0; r < rounds; r++) {
  for (const kind of kinds) {
    const page = await run(`${base}${pages[kind]}`);
    const file = await run(`${base}/${twin[kind]}`);
    const errors = page.errors + page.non2xx + file.errors + file.non2xx;
    console.log(
      `${label[kind]}  ${page.requests.average.toFixed(0)} req/s (p99 ${page.latency.p99} ms) / its static twin ${file.requests.average.toFixed(0)} req/s (p99 ${file.latency.p99} ms) = ${((100 * page.requests.average) / file.requests.average).toFixed(0)} % of static${errors ? `; errors ${errors}` : ''}`,
    );
  }
}
console.log(`load average at the end ${loadavg()}`);
process.exit(0);

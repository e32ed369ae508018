#!/usr/bin/env node
// `npm run bench:abuse` (issue 31): the sign-in page's latency (GET /arbiter/sign-in, and a full
// sign-in through its form) while an anonymous client attacks the production server, attack by
// attack: none; 64 unfinished request bodies; 8 parallel what-if clients on a 40 × 3,000 season;
// 70 clients that never read the season's page, under 70 query strings; 240 spellings of one page.
// Issue 42's: 3,000 live streams from one address; a 135,471-row upload, then 5 anonymous download
// loops of the biggest tournament's results.xlsx; a search flood (8 loops of new searches).
// The attacker and the measured visitor come from different addresses (GP_TRUST_PROXY=127.0.0.1
// and X-Forwarded-For; loopback only). Prints, per attack, the visitor's p50/p95/p99 — its sign-in
// page (the interactive lane), the season's page (the page cache) and a search of its own (a new query:
// a render) — the server's memory (RSS) and the machine's load average. GP_BENCH_PLAYERS (default 3000), GP_BENCH_TOURNAMENTS (default 40),
// GP_BENCH_SAMPLES (default 40 page loads per attack), GP_BENCH_ONLY (a regular expression of the attacks' labels:
// only those), GP_BENCH_BEFORE=1 (issue 42's bounds off: no stream bound per client, no row bound,
// the Next thread shared by requests in flight only, one Next thread, tables not paged — the server as
// it was, for the figures before).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-abuse-'));
const before = process.env.GP_BENCH_BEFORE === '1' ? { GP_MAX_STREAMS_PER_CLIENT: '1000000', GP_MAX_RESULT_ROWS: '1000000', GP_CLIENT_BUSY_MS: '1000000000000', GP_INTERACTIVE_LANE: '0', GP_TABLE_PAGE_ROWS: '1000000' } : {};
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1', GP_TRUST_PROXY: '127.0.0.1', ...before };
const tournaments = Number(process.env.GP_BENCH_TOURNAMENTS || 40);
const players = Number(process.env.GP_BENCH_PLAYERS || 3000);
const samples = Number(process.env.GP_BENCH_SAMPLES || 40);
const only = process.env.GP_BENCH_ONLY || '';
spawnSync(process.execPath, [join(root, 'scripts', 'build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts', `big:${tournaments}:${players}`], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);
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
// issue 42, item 2: the season's page as sent (500 rows a page; GP_BENCH_BEFORE: the whole table)
const pageBytes = Buffer.byteLength(html);
const player = /href="(\/seasons\/big\/players\/[^"/]+)"/.exec(html)[1];

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
/** One load of `path` as the visitor (its own address), ms; Infinity when it failed or took over 30 s. */
async function load(path) {
  const t = performance.now();
  try {
    const r = await fetch(`${base}${path}`, { headers: visitor, signal: AbortSignal.timeout(30_000) });
    await r.arrayBuffer();
    return r.ok ? performance.now() - t : Infinity;
  } catch {
    return Infinity;
  }
}
// issue 42 item 3: what the visitor does on results day, one at a time — the sign-in page (Next, never
// kept), the season's page (the page cache) and a search of its own (a new query each time: a render)
let visits = 0;
const probes = {
  'sign-in': () => load('/arbiter/sign-in'),
  page: () => load('/seasons/big'),
  search: () => load(`/search?q=gracz${visits++}`),
};
/** The server's resident memory (its Next thread included), MB. */
const rss = () => {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return NaN;
  }
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
// the visitor's own first renders (the sign-in page's cold ≈ 0.7 s) are no attack's doing: made before any attack
for (let i = 0; i < 3; i++) for (const probe of Object.values(probes)) await probe();
async function measure(label, attack) {
  if (only && !new RegExp(only).test(label)) return;
  const stop = await attack();
  await new Promise((r) => setTimeout(r, 500));
  const times = Object.fromEntries(Object.keys(probes).map((name) => [name, []]));
  let peak = rss();
  for (let i = 0; i < samples; i++) {
    for (const [name, probe] of Object.entries(probes)) times[name].push(await probe());
    peak = Math.max(peak, rss());
  }
  const note = await stop();
  const fmt = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'timeout');
  const figures = Object.entries(times).map(([name, xs]) => `${name} ${fmt(percentile(xs, 50))} / ${fmt(percentile(xs, 95))} / ${fmt(percentile(xs, 99))}${xs.some((t) => !Number.isFinite(t)) ? ` (failed ${xs.filter((t) => !Number.isFinite(t)).length})` : ''}`);
  console.log(`${label.padEnd(46)} p50 / p95 / p99: ${figures.join('; ')}  RSS peak ${peak} MB  load ${loadAverage()}${typeof note === 'string' ? `  ${note}` : ''}`);
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

console.log(`season: ${tournaments} tournaments × ${players} players; per attack ${samples} visits from a second address, one at a time, each a sign-in page, the season's page (${(pageBytes / 1024 / 1024).toFixed(2)} MB of HTML) and a new search${process.env.GP_BENCH_BEFORE === '1' ? '; issue 42 bounds OFF (before)' : ''}; load ${loadAverage()}`);
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

// issue 42: 3,000 live streams opened from one address in a second; the visitor's stream and sign-in
await measure('3,000 streams from one address', async () => {
  const statuses = new Map();
  const list = Array.from({ length: 3000 }, () => {
    const s = connect(port, '127.0.0.1', () => s.write(`GET /api/seasons/big/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${attacker}\r\n\r\n`));
    s.once('data', (c) => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(c.toString('latin1'))?.[1] ?? '?';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    s.on('error', () => undefined);
    return s;
  });
  await new Promise((r) => setTimeout(r, 2000));
  const controller = new AbortController();
  const mine = await fetch(`${base}/api/seasons/big/events`, { headers: visitor, signal: controller.signal }).catch(() => ({ status: 'failed' }));
  controller.abort();
  return async () => {
    list.forEach((s) => s.destroy());
    return `attacker's streams ${[...statuses].sort().map(([s, n]) => `${n} × ${s}`).join(', ')}; visitor's stream ${mine.status}`;
  };
});

// issue 42: the 135,471-row upload (9.8 MB), then 5 anonymous loops downloading the biggest stored tournament's results.xlsx
await measure('135,471-row upload, then 5 results.xlsx loops', async () => {
  // points from 9 down to 0 in ten groups: within the season's 9 rounds, places in order (no shared place)
  const rows = (n) => ['place,name,points,club', ...Array.from({ length: n }, (_, i) => `${i + 1},Gracz${i} Jan${i},${9 - Math.floor((i * 10) / n)},Klub ${i % 400}`)].join('\n') + '\n';
  const put = async (code, n) => {
    const t = performance.now();
    const r = await fetch(`${base}/api/seasons/big/tournaments/${code}?name=${code}&date=2018-12-01`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: rows(n), signal: AbortSignal.timeout(300_000) });
    const body = await r.json().catch(() => ({}));
    return { status: r.status, ms: Math.round(performance.now() - t), code: body.errors?.[0]?.code };
  };
  const huge = await put('huge', 135_471);
  const big = await put('big10k', 10_000);
  const target = huge.status === 200 ? 'huge' : 'big10k';
  const sizeOf = async (path) => {
    const t = performance.now();
    try {
      const r = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': attacker, 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(300_000) });
      const bytes = (await r.arrayBuffer()).byteLength;
      return `${r.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${Math.round(performance.now() - t)} ms`;
    } catch (e) {
      return `failed (${e.cause?.message ?? e.message}) after ${Math.round(performance.now() - t)} ms`;
    }
  };
  const page = await sizeOf(`/seasons/big/tournaments/${target}`);
  const workbook = await sizeOf(`/api/seasons/big/tournaments/${target}/results.xlsx`);
  const stop = loop(5, async (c, i) => {
    const r = await fetch(`${base}/api/seasons/big/tournaments/${target}/results.xlsx?lang=${(i + c) % 2 ? 'pl' : 'en'}`, { headers: { 'x-forwarded-for': attacker }, signal: AbortSignal.timeout(120_000) });
    await r.arrayBuffer();
  });
  return async () => {
    await stop();
    return `upload 135,471 rows: ${huge.status}${huge.code ? ` ${huge.code}` : ''} in ${huge.ms} ms; 10,000 rows: ${big.status}${big.code ? ` ${big.code}` : ''} in ${big.ms} ms; ${target}'s page ${page}, results.xlsx ${workbook} (first)`;
  };
});

// issue 42: a search flood (new searches, every one a first render) from one client
await measure('search flood (8 loops of new searches)', async () => {
  let count = 0;
  const started = performance.now();
  const stop = loop(8, async (c, i) => {
    const q = `${String.fromCharCode(97 + ((i * 7 + c) % 26))}${String.fromCharCode(97 + ((i * 3 + c * 5) % 26))}${i}`;
    const r = await fetch(`${base}${i % 2 ? '/api/search' : '/search'}?q=${q}`, { headers: { 'x-forwarded-for': attacker }, signal: AbortSignal.timeout(60_000) });
    await r.arrayBuffer();
    count++;
  });
  return async () => {
    await stop();
    return `attacker's searches ${Math.round(count / ((performance.now() - started) / 1000))}/s`;
  };
});
process.exit(0);

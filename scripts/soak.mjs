#!/usr/bin/env node
// `npm run soak`: 10 minutes (SOAK_SECONDS) of steady mixed traffic against the production server `npm start` runs (scripts/serve.mjs) over
// a season of 20 tournaments × 300 players — public reads (season page, player pages, JSON, CSV),
// uploads, corrections and sign-ins — then p50/p99 per endpoint, errors and the server's memory.
// Goal: 0 errors, p99 < 200 ms for reads, memory flat. Not part of `npm test`; prints, asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { parentPid, rssMb } from './proc-stats.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'gp-soak-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1' };

buildIfNeeded();
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts'], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);
const port = await new Promise((res) => {
  const s = createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
// the production server `npm start` runs: public pages from memory, rendered by Next in its worker thread; the rest by Next too
// SOAK_NODE_ARGS: options for the server's Node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' (profiles of every thread)
const nodeArgs = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
process.on('exit', () => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/seasons/bench/standings`)).ok) break;
  } catch {}
  if (i > 300) throw new Error('the server did not answer');
  await new Promise((r) => setTimeout(r, 200));
}

/** Resident memory of the server and its child processes, in MB (Linux /proc). */
function serverMemoryMb() {
  const pids = [server.pid];
  for (let i = 0; i < pids.length; i++) {
    for (const p of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) if (parentPid(p) === pids[i]) pids.push(Number(p));
  }
  // a process gone meanwhile counts nothing
  return pids.reduce((mb, p) => mb + (rssMb(p) || 0), 0);
}

const standings = await (await fetch(`${base}/api/seasons/bench/standings`)).json();
const playerKeys = standings.individual.slice(0, 200).map((e) => e.crId ?? e.key);
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

// sign-in goes through the page's form, as a browser without JavaScript posts it
const signInHtml = await (await fetch(`${base}/arbiter/sign-in`)).text();
const signInForm = signInHtml.split('<form').find((f) => f.includes('name="password"'));
const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const actionFields = [...signInForm.matchAll(/<input([^>]*)>/g)]
  .map((m) => [/name="([^"]*)"/.exec(m[1])?.[1], /value="([^"]*)"/.exec(m[1])?.[1] ?? ''])
  .filter(([n]) => n?.startsWith('$ACTION'))
  .map(([n, v]) => [unescape(n), unescape(v)]);

let version = 0;
const resultsFile = (points) => `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${points}\n2,Drugi Zawodnik,,,1991,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,,1\n`;

/** Endpoints with their rate per second and what a good answer is. */
const endpoints = [
  { name: 'read: season page', rate: 8, read: true, run: () => fetch(`${base}/seasons/bench`), ok: (s) => s === 200 },
  { name: 'read: player page', rate: 5, read: true, run: () => fetch(`${base}/seasons/bench/players/${encodeURIComponent(pick(playerKeys))}`), ok: (s) => s === 200 },
  { name: 'read: standings JSON', rate: 3, read: true, run: () => fetch(`${base}/api/seasons/bench/standings`), ok: (s) => s === 200 },
  { name: 'read: standings CSV', rate: 1, read: true, run: () => fetch(`${base}/api/seasons/bench/standings.csv`), ok: (s) => s === 200 },
  { name: 'read: tournaments', rate: 2, read: true, run: () => fetch(`${base}/seasons/bench/tournaments`), ok: (s) => s === 200 },
  { name: 'write: upload (new version of soak)', rate: 0.2, run: () => fetch(`${base}/api/seasons/bench/tournaments/soak?name=Soak&date=2018-12-01`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: resultsFile(1 + (version++ % 8)) }), ok: (s) => s === 200 || s === 201 },
  { name: 'write: correction of gp01', rate: 0.2, run: () => fetch(`${base}/api/seasons/bench/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: resultsFile(1 + (version++ % 9)) }), ok: (s) => s === 200 || s === 201 },
  {
    name: 'sign-in (argon2id)',
    rate: 0.2,
    run: () => {
      const form = new FormData();
      for (const [k, v] of [...actionFields, ['lang', 'pl'], ['email', 'bench@example.org'], ['password', 'bench password 123']]) form.append(k, v);
      return fetch(`${base}/arbiter/sign-in`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: base } });
    },
    ok: (s) => s === 303,
  },
];
for (const e of endpoints) Object.assign(e, { times: [], errors: 0, statuses: new Map() });

// warm-up: every route compiled and every memo filled once, so the figures are the steady state
for (let i = 0; i < 3; i++) {
  for (const e of endpoints) await (await e.run()).arrayBuffer();
}

const memory = [serverMemoryMb()];
const started = performance.now();
/** The worst answer of each 10 s, to see whether slow answers come in one stall or all along. */
const worstBySlice = [];
const inFlight = new Set();
/**
 * Arrivals (SOAK_ARRIVALS): `random` (default) — each endpoint's requests come as independent
 * clients do, a Poisson process at the endpoint's mean rate (exponential gaps), so a write
 * sometimes lands next to another write or a read, as on a results day; `aligned` — one request per
 * period, every endpoint's timer started in the same millisecond: every 5 s the upload, the
 * correction and the sign-in arrive together, with a read of each kind (what this soak did before).
 */
const aligned = process.env.SOAK_ARRIVALS === 'aligned';
let stopped = false;
let lastWrite = -Infinity;
const readsNearWrite = [];
const readsElse = [];
const timers = [];
const schedule = (period, tick) => {
  if (aligned) return timers.push(setInterval(tick, period));
  const next = () => timers.push(setTimeout(() => stopped || (tick(), next()), -Math.log(1 - Math.random()) * period));
  next();
};
for (const e of endpoints)
  schedule(1000 / e.rate, () => {
    const t0 = performance.now();
    if (!e.read) lastWrite = t0;
    // a read that starts within 500 ms of a write's start meets the season being computed again
    const nearWrite = e.read && t0 - lastWrite < 500;
    const p = e
      .run()
      .then(async (r) => {
        await r.arrayBuffer();
        const ms = performance.now() - t0;
        e.times.push(ms);
        if (e.read) (nearWrite ? readsNearWrite : readsElse).push(ms);
        const slice = Math.floor((t0 - started) / 10_000);
        worstBySlice[slice] = Math.max(worstBySlice[slice] ?? 0, ms);
        if (!e.ok(r.status)) {
          e.errors++;
          e.statuses.set(r.status, (e.statuses.get(r.status) ?? 0) + 1);
        }
      })
      .catch(() => e.errors++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  });
const sampler = setInterval(() => {
  memory.push(serverMemoryMb());
  process.stderr.write(`${Math.round((performance.now() - started) / 1000)} s: ${memory.at(-1).toFixed(0)} MB\n`);
}, 30_000);
await new Promise((r) => setTimeout(r, seconds * 1000));
stopped = true;
for (const t of timers) clearTimeout(t);
clearInterval(sampler);
await Promise.allSettled([...inFlight]);
memory.push(serverMemoryMb());

const q = (xs, f) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))] : NaN);
console.log(`soak: ${seconds} s of steady traffic, ${aligned ? 'aligned arrivals (every endpoint once per period, all timers started together)' : 'random arrivals (Poisson) at steady mean rates'} (Node ${process.version}); season 20 tournaments × 300 players\n`);
console.log('endpoint                                 requests   p50 ms   p99 ms   max ms  errors');
for (const e of endpoints) {
  const statuses = [...e.statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`${e.name.padEnd(40)} ${String(e.times.length).padStart(8)} ${q(e.times, 0.5).toFixed(0).padStart(8)} ${q(e.times, 0.99).toFixed(0).padStart(8)} ${Math.max(...e.times).toFixed(0).padStart(8)} ${String(e.errors).padStart(7)} ${statuses}`);
}
const reads = endpoints.filter((e) => e.read).flatMap((e) => e.times);
const errors = endpoints.reduce((n, e) => n + e.errors, 0);
console.log(`\nall reads: p99 ${q(reads, 0.99).toFixed(0)} ms (goal < 200 ms); errors ${errors} (goal 0)`);
console.log(`  reads starting within 500 ms of a write (or a sign-in): ${readsNearWrite.length}, p50 ${q(readsNearWrite, 0.5).toFixed(0)} ms, p99 ${q(readsNearWrite, 0.99).toFixed(0)} ms; the others: ${readsElse.length}, p50 ${q(readsElse, 0.5).toFixed(0)} ms, p99 ${q(readsElse, 0.99).toFixed(0)} ms`);
console.log(`worst answer per 10 s: ${[...worstBySlice].map((m) => (m ?? 0).toFixed(0)).join(', ')} ms`);
console.log(`server memory: ${memory[0].toFixed(0)} MB at start, ${memory.at(-1).toFixed(0)} MB at the end (samples every 30 s: ${memory.map((m) => m.toFixed(0)).join(', ')})`);
// the server closes before its database goes
server.kill('SIGTERM');
if (server.exitCode === null && server.signalCode === null) await Promise.race([new Promise((r) => server.once('exit', r)), new Promise((r) => setTimeout(r, 10_000))]);
process.exit(0);

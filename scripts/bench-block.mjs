#!/usr/bin/env node
// `npm run bench:block`: does one heavy request hold up the others? The production server
// (scripts/serve.mjs, what `npm start` runs) on a generated season of 40 tournaments × 3,000 players
// (GP_BENCH_TOURNAMENTS, GP_BENCH_PLAYERS). For each step — the first season page and player page
// after the start, an upload, then the player page and the season pages after it — a second client
// fetches a cheap route (/site.css, a public file the server answers from memory) every 10 ms; printed: the step's
// time, the slowest ping and the server thread's event-loop delay (perf_hooks.monitorEventLoopDelay)
// during the step. Goal (issue 13): no ping slower than 100 ms; the server thread runs no
// application code (Next is in one worker thread, scripts/render-worker.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tournaments = Number(process.env.GP_BENCH_TOURNAMENTS || 40);
const players = Number(process.env.GP_BENCH_PLAYERS || 3000);
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-block-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1' };

if (!existsSync(join(root, '.next', 'BUILD_ID'))) spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, stdio: 'inherit', env });
const t0 = performance.now();
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-web-seed.ts', `bench:${tournaments}:${players}`], { cwd: root, env, encoding: 'utf8' });
if (seed.status !== 0) throw new Error(seed.stderr);
const token = seed.stdout.trim().split('\n').at(-1);
console.log(`Season: ${tournaments} tournaments × ${players} players, seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s (Node ${process.version})`);

const port = await new Promise((res) => {
  const s = createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const base = `http://127.0.0.1:${port}`;
let server = null;
const cleanup = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);

const loopDelay = async () => (await fetch(`${base}/__gp/loop-delay`)).json();

/** Runs `action` while pinging /site.css every 10 ms; the slowest ping and the server's loop delay meanwhile. */
async function step(name, action) {
  await loopDelay();
  const pings = [];
  let errors = 0;
  const inFlight = new Set();
  const timer = setInterval(() => {
    const t = performance.now();
    const p = fetch(`${base}/site.css`)
      .then((r) => r.arrayBuffer())
      .then(
        () => pings.push(performance.now() - t),
        () => errors++,
      );
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  }, 10);
  const t = performance.now();
  const status = await action();
  const took = performance.now() - t;
  await new Promise((r) => setTimeout(r, 100));
  clearInterval(timer);
  await Promise.all(inFlight);
  const loop = await loopDelay();
  pings.sort((a, b) => a - b);
  const p50 = pings[Math.floor(pings.length / 2)] ?? 0;
  console.log(
    `${name.padEnd(34)} ${String(status).padStart(3)} ${took.toFixed(0).padStart(7)} ms   pings ${String(pings.length).padStart(4)}  p50 ${p50.toFixed(0).padStart(4)} ms  max ${(pings.at(-1) ?? 0).toFixed(0).padStart(6)} ms   loop delay max ${loop.maxMs.toFixed(0).padStart(6)} ms   longest task ${loop.longestTaskCpuMs === null ? '?' : loop.longestTaskCpuMs.toFixed(0).padStart(5)} ms CPU   RSS ${loop.rssMb} MB${errors ? `   ${errors} pings failed` : ''}`,
  );
  return { ping: pings.at(-1) ?? 0, task: loop.longestTaskCpuMs ?? 0 };
}

const get = (path) => async () => {
  const r = await fetch(`${base}${path}`);
  await r.arrayBuffer();
  return r.status;
};

{
  server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1', GP_BENCH_LOOP: '1' }, stdio: 'ignore' });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/site.css`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log('\nRendered in the Next thread:');
  console.log(`${'step'.padEnd(34)} ${'st'.padStart(3)} ${'time'.padStart(10)}`);
  const worst = { ping: 0, task: 0 };
  const measure = async (name, action) => {
    const r = await step(name, action);
    worst.ping = Math.max(worst.ping, r.ping);
    worst.task = Math.max(worst.task, r.task);
  };
  let player = null;
  // after a start: Next loads each route's code on its first request, in the thread that answers it
  await step('season page, first after start', async () => {
    const r = await fetch(`${base}/seasons/bench`);
    // the leader's page
    player = /href="\/seasons\/bench\/players\/([^"]+)"/.exec(await r.text())?.[1];
    return r.status;
  });
  if (!player) throw new Error('no player link on the season page');
  await step('player page, first after start', get(`/seasons/bench/players/${player}`));
  for (let i = 0; i < 3; i++) {
    const file = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${9 - i}\n`;
    const upload = async () => {
      const r = await fetch(`${base}/api/seasons/bench/tournaments/gp01?name=I&date=2018-02-04`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: file });
      await r.arrayBuffer();
      return r.status;
    };
    // the first upload and the client router's first request load their routes' code: not counted
    await (i === 0 ? step : measure)(`upload ${i + 1} (PUT gp01)`, upload);
    await measure('  player page after it', get(`/seasons/bench/players/${player}`));
    await (i === 0 ? step : measure)('  teams page, client router (RSC)', async () => {
      const r = await fetch(`${base}/seasons/bench/teams?_rsc`, { headers: { rsc: '1' } });
      await r.arrayBuffer();
      return r.status;
    });
    await measure('  season page (pl) after it', get('/seasons/bench'));
    await measure('  season page (en) after it', get('/en/seasons/bench'));
    await measure('  standings JSON after it', get('/api/seasons/bench/standings'));
  }
  console.log(`after the first upload: longest task of the server thread ${worst.task.toFixed(0)} ms CPU (goal ≤ 100 ms); slowest ping ${worst.ping.toFixed(0)} ms (wall time, with every other process of the machine)`);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
cleanup();
process.exit(0);

#!/usr/bin/env node
// `npm run bench:scale` (issue 38): archives of 1, 40 and 200 Grand Prix seasons (recurring players,
// a register, an open, a season of leagues and a team league for every four seasons;
// scripts/bench-scale-seed.ts) served by `npm start`'s server, and per size: each public page's first
// time after a change and its repeat time, the crawl of every season page and 300 player pages one
// after another, the server's memory after it, the import time per season, upload → fresh page, the
// first start and a restart, the database's size. Prints figures.
// GP_SCALE_SIZES (default 1,40,200) chooses the sizes. Building 200 seasons takes minutes: on a shared
// machine run it under the build lock (`flock /tmp/next-build.lock npm run bench:scale`).
// GP_SCALE_CACHE=<folder> keeps each size's seeded database there (before its first start) and reuses
// it on the next run, so the 200-season archive is built once (delete the folder after a change to
// the import or the seed).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildIfNeeded } from './build-if-needed.mjs';
import { rssMb } from './proc-stats.mjs';

const root = join(import.meta.dirname, '..');
const sizes = (process.env.GP_SCALE_SIZES ?? '1,40,200').split(',').map(Number);
buildIfNeeded();

const freePort = () =>
  new Promise((res) => {
    const s = createServer().listen(0, () => {
      const p = s.address().port;
      s.close(() => res(p));
    });
  });
const ms = (t) => `${t.toFixed(0)} ms`;
const sizeMb = (path) => {
  try {
    return statSync(path).size / 1048576;
  } catch {
    return 0;
  }
};
// a kept-alive connection the server closes as idle just as a request goes out: the request never reached it, try again
const fetchAgain = async (url, init) => {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (e?.cause?.code !== 'UND_ERR_SOCKET' && e?.cause?.code !== 'ECONNRESET') throw e;
    return fetch(url, init);
  }
};
const timed = async (url) => {
  const t0 = performance.now();
  const r = await fetchAgain(url);
  const body = await r.text();
  if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
  return { ms: performance.now() - t0, body, cache: r.headers.get('x-gp-cache') };
};

for (const n of sizes) {
  const dir = mkdtempSync(join(tmpdir(), `gp-scale-${n}-`));
  const database = join(dir, 'gp.sqlite');
  const env = { ...process.env, GP_DATABASE: database, GP_SEED_DEMO: '0', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  console.log(`\n## ${n} season${n === 1 ? '' : 's'}`);
  const t0 = performance.now();
  const cache = process.env.GP_SCALE_CACHE ? join(process.env.GP_SCALE_CACHE, `${n}`) : null;
  let seed;
  if (cache && existsSync(`${cache}.json`)) {
    copyFileSync(`${cache}.sqlite`, database);
    seed = JSON.parse(readFileSync(`${cache}.json`, 'utf8'));
    console.log(`(the archive seeded on an earlier run, from ${cache}.sqlite)`);
  } else {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-scale-seed.ts', String(n)], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 << 20 });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    seed = JSON.parse(seeded.stdout.trim().split('\n').at(-1));
    if (cache) {
      mkdirSync(process.env.GP_SCALE_CACHE, { recursive: true });
      copyFileSync(database, `${cache}.sqlite`);
      writeFileSync(`${cache}.json`, JSON.stringify(seed));
    }
  }
  const imports = [...seed.importMs].sort((a, b) => a - b);
  console.log(`built in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${seed.seasons.length} seasons (${seed.rows.toLocaleString('en')} result rows), ${seed.competitions.length} competitions; import of a 17-tournament season: median ${ms(imports[Math.floor(imports.length / 2)])}, worst ${ms(imports.at(-1))} (goal < 5 s)`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = null;
  // npm start: migrate, fill what the pages keep (prepare-db), serve
  const start = async () => {
    const began = performance.now();
    server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env: { ...env, PORT: String(port), GP_HOST: '127.0.0.1', GP_BENCH_LOOP: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    server.stderr.on('data', (c) => (log += c));
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped: ${log}`);
      try {
        const r = await fetch(`${base}/`);
        await r.arrayBuffer();
        if (r.ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    return { ms: performance.now() - began, log };
  };
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  };
  const first = await start();
  const kept = /kept pages' data: .*/.exec(first.log)?.[0];
  console.log(`first start (npm start → home page answered): ${ms(first.ms)}${kept ? ` (${kept})` : ''}`);

  const latest = seed.seasons[0];
  const regular = seed.players[0];
  // the club with the most players of the directory (its page reads every season's calendar)
  const club = (() => {
    const db = new Database(database, { readonly: true });
    try {
      return db.prepare('SELECT slug FROM kept_clubs ORDER BY players DESC, slug LIMIT 1').get().slug;
    } finally {
      db.close();
    }
  })();
  let points = 9;
  let tournament = 0;
  // a change: a new one-player tournament in the latest season (Benchowy Zawodnik scores `points`)
  const change = async () => {
    points = points === 9 ? 8 : 9;
    tournament++;
    const file = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points\n1,Benchowy Zawodnik,99999,,1990,M,UKS Jedynka Olsztyn,warmińsko-mazurskie,1500,${points}\n`;
    const year = latest.split('-')[1];
    const put = await fetchAgain(`${base}/api/seasons/${latest}/tournaments/bench${tournament}?name=Bench%20${tournament}&date=${year}-12-0${(tournament % 5) + 1}`, { method: 'PUT', headers: { authorization: `Bearer ${seed.token}` }, body: file });
    if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  };
  const pages = [
    ['home /', '/'],
    ['home /en', '/en'],
    [`a regular player's page /players/${regular}`, `/players/${regular}`],
    [`GET /api/players/${regular}`, `/api/players/${regular}`],
    [`a season page /seasons/${latest}`, `/seasons/${latest}`],
    [`an older season page /seasons/${seed.seasons.at(-1)}`, `/seasons/${seed.seasons.at(-1)}`],
    ['search /search?q=kowal', '/search?q=kowal'],
    [`a club's page /clubs/${club}`, `/clubs/${club}`],
    [`a season's player page /seasons/${latest}/players/${regular}`, `/seasons/${latest}/players/${regular}`],
  ];
  // the second request after a change may render again: the first one's kept rows moved the database's data_version, which keys the pages that read across seasons
  console.log('page (first time after an upload to the latest season / second / third; X-GP-Cache of each):');
  for (const [name, path] of pages) {
    await change();
    const a = await timed(`${base}${path}`);
    const b = await timed(`${base}${path}`);
    const c = await timed(`${base}${path}`);
    console.log(`  ${name.padEnd(48)} ${ms(a.ms).padStart(8)} / ${ms(b.ms).padStart(6)} / ${ms(c.ms).padStart(6)}  (${a.cache ?? '-'} / ${b.cache ?? '-'} / ${c.cache ?? '-'})`);
  }

  const ups = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await change();
    const html = (await timed(`${base}/seasons/${latest}`)).body;
    ups.push(performance.now() - t);
    if (!html.includes('Benchowy Zawodnik')) throw new Error('the season page does not show the upload');
  }
  ups.sort((a, b) => a - b);
  console.log(`upload → fresh season page: median ${ms(ups[2])}, worst ${ms(ups[4])} over 5 uploads (goal < 1 s)`);

  // a search engine's crawl: every season page, then 300 players' pages, one after another
  const crawl = [...seed.seasons.map((s) => `/seasons/${s}`), ...seed.players.slice(0, 300).map((p) => `/players/${p}`)];
  const tc = performance.now();
  let slowest = 0;
  for (const path of crawl) slowest = Math.max(slowest, (await timed(`${base}${path}`)).ms);
  const crawlMs = performance.now() - tc;
  console.log(`crawl of ${seed.seasons.length} season pages + ${Math.min(300, seed.players.length)} player pages: ${(crawlMs / 1000).toFixed(1)} s, ${ms(crawlMs / crawl.length)} a page, slowest ${ms(slowest)} (goal < 100 ms a page)`);
  const rssRight = rssMb(server.pid);
  // at rest: each thread collects after a second without requests and again 6 s later, when V8 also
  // gives back its young generation (scripts/idle-collector.mjs)
  await new Promise((r) => setTimeout(r, 3000));
  const rss3 = rssMb(server.pid);
  await new Promise((r) => setTimeout(r, 7000));
  const probe = await (await fetchAgain(`${base}/__gp/loop-delay`)).json();
  const heap = (m) => (m ? `${m.heapUsedMb} used of ${m.heapTotalMb} (young ${m.newSpaceMb}, outside the heap ${m.externalMb})` : '(none)');
  console.log(`server memory (RSS) right after the crawl: ${rssRight.toFixed(0)} MB; 3 s later: ${rss3.toFixed(0)} MB; at rest 10 s later: ${rssMb(server.pid).toFixed(0)} MB (goal < 512 MB); heaps at rest: the public Next thread's ${heap(probe.nextMemory)}, the interactive lane's ${probe.interactiveMemory ? heap(probe.interactiveMemory) : '(none: GP_INTERACTIVE_LANE=0)'}, the server thread's ${probe.serverThread.heapUsedMb} of ${probe.serverThread.heapTotalMb}; the page cache ${(probe.pageCache.bytes / 1048576).toFixed(0)} MB in ${probe.pageCache.entries} pages`);

  await stop();
  const again = await start();
  const player = await timed(`${base}/players/${seed.players[1]}`);
  console.log(`restart (npm start → home page answered): ${ms(again.ms)} (goal < 5 s); then a player's page: ${ms(player.ms)}`);
  await stop();
  console.log(`database: ${(sizeMb(database) + sizeMb(`${database}-wal`)).toFixed(0)} MB`);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

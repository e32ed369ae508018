/**
 * `npm run bench:backup [-- MB]`: `gp backup` under steady writes. Builds a database of MB
 * megabytes (default 170) of stored uploads, then, while a second thread commits 15 uploads a
 * second, times SQLite's page-by-page online backup (the old `gp backup`) and `VACUUM INTO` (the new
 * one). Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '@/db/client';
import { backupDatabase } from '@/db/backup';
import { createSeason } from '@/server/seasons';

const megabytes = Number(process.argv[2] ?? 170);
const dir = mkdtempSync(join(tmpdir(), 'gp-bench-backup-'));
const path = join(dir, 'gp.sqlite');
const conn = openDatabase(path);
const cli = { userId: null, via: 'cli' as const };
createSeason(conn, cli, { slug: 'bench', name: 'Bench', year: 2027 });
const seasonId = conn.sqlite.prepare("select id from seasons where slug = 'bench'").pluck().get() as number;
const tournamentId = conn.sqlite.prepare("insert into tournaments (season_id, code, name, date) values (?, 'gp01', 'GP 1', '2027-03-01') returning id").pluck().get(seasonId) as number;
const insert = conn.sqlite.prepare("insert into upload_versions (tournament_id, version, file_name, bytes, sha256, encoding, delimiter, style, has_region, rows) values (?, ?, 'f.csv', randomblob(?), 'x', 'utf-8', ',', 'generic', 0, 1)");
const blob = 64 * 1024;
conn.sqlite.transaction(() => {
  for (let v = 1; v <= (megabytes * 1024 * 1024) / blob; v++) insert.run(tournamentId, v, blob);
})();
conn.sqlite.pragma('wal_checkpoint(TRUNCATE)');

// the writer: 15 uploads (a 70 kB file each) a second, from another thread with its own connection
const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');
const writer = new Worker(
  `const Database = require(${JSON.stringify(betterSqlite)});
   const { parentPort, workerData } = require('node:worker_threads');
   const db = new Database(workerData.path); db.pragma('busy_timeout = 5000');
   let v = 1e6, n = 0;
   const put = db.prepare("insert into upload_versions (tournament_id, version, file_name, bytes, sha256, encoding, delimiter, style, has_region, rows) values (?, ?, 'w.csv', randomblob(70000), 'x', 'utf-8', ',', 'generic', 0, 1)");
   const timer = setInterval(() => { db.transaction(() => put.run(workerData.tournamentId, v++))(); n++; }, 1000 / 15);
   parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.postMessage(n); });`,
  { eval: true, workerData: { path, tournamentId } },
);

const time = async (fn: () => unknown) => {
  const t0 = performance.now();
  await fn();
  return (performance.now() - t0) / 1000;
};
await new Promise((r) => setTimeout(r, 1000));
const size = conn.sqlite.prepare('select page_count * page_size from pragma_page_count(), pragma_page_size()').pluck().get() as number;
console.log(`database ${(size / 1024 / 1024).toFixed(0)} MB, 15 uploads/s committed meanwhile by another thread\n`);
const vacuum = await time(() => backupDatabase(conn, join(dir, 'vacuum-into.sqlite')));
console.log(`VACUUM INTO (new gp backup):           ${vacuum.toFixed(1)} s`);
const deadline = 300;
const online = await time(() => Promise.race([conn.sqlite.backup(join(dir, 'online.sqlite')), new Promise((r) => setTimeout(r, deadline * 1000))]));
console.log(`online backup API (old gp backup):     ${online >= deadline ? `> ${deadline} s (stopped)` : `${online.toFixed(1)} s`}`);
writer.postMessage('stop');
const uploads = await new Promise<number>((r) => writer.once('message', r));
console.log(`\nuploads committed during the run: ${uploads}`);
await writer.terminate();
rmSync(dir, { recursive: true, force: true });
process.exit(0);

/** Migrates $GP_DATABASE (creating it and its folder when missing) and loads the demo season into an empty one. */
import { databasePath, openDatabase } from '@/db/client';
import { currentDate } from '@/server/clock';
import { keepEverything } from '@/server/kept';
import { hasAnySeason } from '@/db/queries/seasons';

const conn = openDatabase(databasePath());
// the demo's generators are loaded only for an empty database (a restart does not pay for them)
const seeded = process.env.GP_SEED_DEMO === '0' || hasAnySeason(conn) ? false : (await import('@/server/seed')).seedDemoIfEmpty(conn);
// issue 38: what the pages keep of every season and competition, computed where it is missing or
// stale (after an upgrade that bumped KEPT_VERSION, a restore, a first start): never by a page
const started = performance.now();
const kept = keepEverything(conn, currentDate());
conn.sqlite.close();
process.stderr.write(`database ${databasePath()} migrated${seeded ? '; demo season loaded' : ''}; kept pages' data: ${kept.computed} of ${kept.sources} seasons and competitions computed in ${Math.round(performance.now() - started)} ms\n`);
if (seeded && seeded.length) {
  process.stderr.write(
    ['', 'Demo accounts (shown only now; sign in at /arbiter/sign-in):', ...seeded.map((a) => `  ${a.role.padEnd(9)}  ${a.email.padEnd(22)}  ${a.password}`), ''].join('\n') + '\n',
  );
}

/** Migrates $GP_DATABASE (creating it and its folder when missing) and loads the demo season into an empty one. */
import { databasePath, openDatabase } from '@/db/client';
import { currentDate } from '@/server/clock';
import { keptIsCurrent } from '@/server/kept-basis';
import { hasAnySeason } from '@/db/queries/seasons';

const conn = openDatabase(databasePath());
// the demo's generators are loaded only for an empty database (a restart does not pay for them)
const seeded = process.env.GP_SEED_DEMO === '0' || hasAnySeason(conn) ? false : (await import('@/server/seed')).seedDemoIfEmpty(conn);
// issue 38: what the pages keep of every season and competition, computed where it is missing or
// stale (after an upgrade that bumped KEPT_VERSION, a restore, a first start): never by a page. A
// restart whose kept rows are all current checks them with the database's modules only (the
// computations' — standings, every kind, the linking — are loaded when there is something to compute)
const started = performance.now();
const today = currentDate();
const kept = keptIsCurrent(conn, today) ? null : (await import('@/server/kept')).keepEverything(conn, today);
conn.sqlite.close();
const what = kept ? `${kept.computed} of ${kept.sources} seasons and competitions computed` : 'every season and competition current';
process.stderr.write(`database ${databasePath()} migrated${seeded ? '; demo season loaded' : ''}; kept pages' data: ${what} in ${Math.round(performance.now() - started)} ms\n`);
if (seeded && seeded.length) {
  process.stderr.write(
    ['', 'Demo accounts (shown only now; sign in at /arbiter/sign-in):', ...seeded.map((a) => `  ${a.role.padEnd(9)}  ${a.email.padEnd(22)}  ${a.password}`), ''].join('\n') + '\n',
  );
}

/** Migrates $GP_DATABASE (creating it and its folder when missing) and loads the demo season into an empty one. */
import { databasePath, openDatabase } from '@/db/client';
import { seedDemoIfEmpty } from '@/server/seed';

const conn = openDatabase(databasePath());
const seeded = process.env.GP_SEED_DEMO === '0' ? false : seedDemoIfEmpty(conn);
conn.sqlite.close();
process.stderr.write(`database ${databasePath()} migrated${seeded ? '; demo season loaded' : ''}\n`);
if (seeded && seeded.length) {
  process.stderr.write(
    ['', 'Demo accounts (shown only now; sign in at /arbiter/sign-in):', ...seeded.map((a) => `  ${a.role.padEnd(9)}  ${a.email.padEnd(22)}  ${a.password}`), ''].join('\n') + '\n',
  );
}

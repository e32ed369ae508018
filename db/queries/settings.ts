import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { writeTransaction, type Connection } from '@/db/client';
import { settings } from '@/db/schema';

const secrets = new WeakMap<Connection, string>();

/** The secret that seals session cookies: $GP_SESSION_SECRET, else one generated once and kept in the database. */
export function sessionSecret(conn: Connection): string {
  const fromEnv = process.env.GP_SESSION_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  const known = secrets.get(conn);
  if (known) return known;
  // read first: every request needs the secret, and a read never waits for another process's write
  const stored = conn.db.select().from(settings).where(eq(settings.key, 'session_secret')).get()?.value;
  const value =
    stored ??
    writeTransaction(conn, () => {
      const row = conn.db.select().from(settings).where(eq(settings.key, 'session_secret')).get();
      if (row) return row.value;
      const fresh = randomBytes(32).toString('hex');
      conn.db.insert(settings).values({ key: 'session_secret', value: fresh }).run();
      return fresh;
    });
  secrets.set(conn, value);
  return value;
}

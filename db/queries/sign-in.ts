import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lockedUntil } from '@/lib/auth/throttle';
import { writeTransaction, type Connection } from '@/db/client';
import { settings, users, type User } from '@/db/schema';
import { audit } from './audit';
import { hashPassword, verifyPassword } from './users';

let dummyHash: Promise<string> | null = null;

export type SignInResult = { ok: true; user: User } | { ok: false };

/**
 * Checks an e-mail and password. The answer is the same for an unknown e-mail, a wrong password and
 * a locked account, and takes as long (an unknown e-mail still pays for one argon2id check).
 */
export async function checkSignIn(conn: Connection, email: string, password: string, now: Date): Promise<SignInResult> {
  const user = conn.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    return { ok: false };
  }
  const locked = user.lockedUntil !== null && user.lockedUntil > now.toISOString();
  const good = await verifyPassword(user.passwordHash, password);
  if (good && !locked) {
    writeTransaction(conn, () => {
      conn.db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, user.id)).run();
      audit(conn, { userId: user.id, via: 'web' }, 'user.sign-in', null);
    });
    return { ok: true, user };
  }
  if (!locked) {
    writeTransaction(conn, () => {
      const failures = user.failedSignIns + 1;
      conn.db.update(users).set({ failedSignIns: failures, lockedUntil: lockedUntil(failures, now) }).where(eq(users.id, user.id)).run();
      audit(conn, { userId: user.id, via: 'web' }, 'user.sign-in-failed', null, { failures });
    });
  }
  return { ok: false };
}

/** The secret that seals session cookies: $GP_SESSION_SECRET, else one generated once and kept in the database. */
export function sessionSecret(conn: Connection): string {
  const fromEnv = process.env.GP_SESSION_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  return writeTransaction(conn, () => {
    const row = conn.db.select().from(settings).where(eq(settings.key, 'session_secret')).get();
    if (row) return row.value;
    const value = randomBytes(32).toString('hex');
    conn.db.insert(settings).values({ key: 'session_secret', value }).run();
    return value;
  });
}

export function userById(conn: Connection, id: number): User | null {
  return conn.db.select().from(users).where(eq(users.id, id)).get() ?? null;
}

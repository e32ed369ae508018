import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, lte, sql } from 'drizzle-orm';
import { ADDRESS_WINDOW_SECONDS, addressLockedUntil, lockedUntil } from '@/lib/auth/throttle';
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { hashPassword, verifyPassword } from '@/server/users';
import { signInAddresses, users, type User } from '@/db/schema';

let dummyHash: Promise<string> | null = null;

export type SignInResult = { ok: true; user: User } | { ok: false };

type Reservation = { kind: 'locked' } | { kind: 'unknown' } | { kind: 'user'; user: User; failures: number };

/**
 * Counts the attempt before any password is checked, in one write transaction: the address's count
 * and the account's count go up by one (`UPDATE … RETURNING`), and the wait that this attempt would
 * earn if it fails is set at once. Parallel guesses therefore each take their own number: after the
 * 5th, the others find the account waiting and are refused without an argon2 check.
 */
function reserveAttempt(conn: Connection, email: string, address: string | null, now: Date): Reservation {
  const at = now.toISOString();
  if (address !== null) {
    const windowStart = new Date(now.getTime() - ADDRESS_WINDOW_SECONDS * 1000).toISOString();
    const row = conn.db.select().from(signInAddresses).where(eq(signInAddresses.address, address)).get();
    if (row?.lockedUntil && row.lockedUntil > at) return { kind: 'locked' };
    const failures = row && row.lastAttemptAt > windowStart ? row.failedSignIns + 1 : 1;
    conn.db
      .insert(signInAddresses)
      .values({ address, failedSignIns: failures, lockedUntil: addressLockedUntil(failures, now), lastAttemptAt: at })
      .onConflictDoUpdate({ target: signInAddresses.address, set: { failedSignIns: failures, lockedUntil: addressLockedUntil(failures, now), lastAttemptAt: at } })
      .run();
  }
  const counted = conn.db
    .update(users)
    .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
    .where(and(eq(users.email, email), isNull(users.removedAt), or(isNull(users.lockedUntil), lte(users.lockedUntil, at))))
    .returning()
    .get();
  if (!counted) {
    const exists = conn.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), isNull(users.removedAt))).get();
    return exists ? { kind: 'locked' } : { kind: 'unknown' };
  }
  conn.db.update(users).set({ lockedUntil: lockedUntil(counted.failedSignIns, now) }).where(eq(users.id, counted.id)).run();
  return { kind: 'user', user: counted, failures: counted.failedSignIns };
}

/**
 * Checks an e-mail and password. The answer is the same for an unknown e-mail, a wrong password and
 * a waiting account or address. After 5 failures in a row an account waits (5 s, then doubling up to
 * 15 minutes), and an address waits after 20; once the wait is over, the right password signs in.
 */
export async function checkSignIn(conn: Connection, email: string, password: string, now: Date, address: string | null = null): Promise<SignInResult> {
  const normalized = email.trim().toLowerCase();
  const reserved = writeTransaction(conn, () => reserveAttempt(conn, normalized, address, now));
  if (reserved.kind === 'locked') return { ok: false };
  if (reserved.kind === 'unknown') {
    // an unknown e-mail still pays for one argon2id check, so it takes as long as a wrong password
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    return { ok: false };
  }
  const { user, failures } = reserved;
  const good = await verifyPassword(user.passwordHash, password);
  if (good) {
    writeTransaction(conn, () => {
      conn.db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, user.id)).run();
      // a success does not wipe the address's failures (one own account must not reset guesses at others)
      if (address !== null) conn.db.update(signInAddresses).set({ failedSignIns: sql`max(${signInAddresses.failedSignIns} - 1, 0)`, lockedUntil: null }).where(eq(signInAddresses.address, address)).run();
      audit(conn, { userId: user.id, via: 'web' }, 'user.sign-in', null);
    });
    return { ok: true, user: { ...user, failedSignIns: 0, lockedUntil: null } };
  }
  writeTransaction(conn, () => audit(conn, { userId: user.id, via: 'web' }, 'user.sign-in-failed', null, { failures }));
  return { ok: false };
}

import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { signInAddresses, users, type User } from '@/db/schema';

/**
 * The sign-in counters' rows (issue 31): an address's or a device's failures (`sign_in_addresses`,
 * keyed by the address or `device:{id}`) and an account's. How many failures earn which wait is
 * lib/auth/throttle.ts's, the order of the steps server/sign-in.ts's; each call here runs inside its
 * write transactions.
 */

type SignInCounter = typeof signInAddresses.$inferSelect;

/** An address's or a device's counter (`key`), if it has one. */
export function signInCounter(conn: Connection, key: string): SignInCounter | undefined {
  return conn.db.select().from(signInAddresses).where(eq(signInAddresses.address, key)).get();
}

/** Sets an address's or a device's counter, creating it the first time. */
export function putSignInCounter(conn: Connection, key: string, c: { failedSignIns: number; lockedUntil: string | null; lastAttemptAt: string }): void {
  conn.db
    .insert(signInAddresses)
    .values({ address: key, ...c })
    .onConflictDoUpdate({ target: signInAddresses.address, set: c })
    .run();
}

export function deleteSignInCounter(conn: Connection, key: string): void {
  conn.db.delete(signInAddresses).where(eq(signInAddresses.address, key)).run();
}

/** One failure less on an address's counter (never below 0) and no wait: what a success from it earns. */
export function forgiveOneAddressFailure(conn: Connection, address: string): void {
  conn.db.update(signInAddresses).set({ failedSignIns: sql`max(${signInAddresses.failedSignIns} - 1, 0)`, lockedUntil: null }).where(eq(signInAddresses.address, address)).run();
}

/**
 * Counts one attempt on the account with this address (not removed, not waiting at `at`) in one
 * statement (`UPDATE … RETURNING`), so parallel attempts each take their own number; undefined
 * when no such account is counted (unknown, removed or waiting).
 */
export function countAccountAttempt(conn: Connection, email: string, at: string): User | undefined {
  return conn.db
    .update(users)
    .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
    .where(and(eq(users.email, email), isNull(users.removedAt), or(isNull(users.lockedUntil), lte(users.lockedUntil, at))))
    .returning()
    .get();
}

/** Sets the account's wait (null: none); `failedSignIns` too when given (0 after a success). */
export function setAccountWait(conn: Connection, userId: number, lockedUntil: string | null, failedSignIns?: number): void {
  conn.db
    .update(users)
    .set({ lockedUntil, ...(failedSignIns === undefined ? {} : { failedSignIns }) })
    .where(eq(users.id, userId))
    .run();
}

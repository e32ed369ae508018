/**
 * Accounts and their sessions: a password change, an account's removal, and the list of signed-in
 * browsers with a revoke button. Every function takes the signed-in user and checks it here, next
 * to the data; every write is one transaction with its audit line.
 */
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { activeSessions } from '@/server/sessions';
import { revokeSessionRow, revokeUserSessions, sessionOwner, type ActiveSession } from '@/db/queries/sessions';
import { liveUserById, markUserRemoved, revokeUserTokens, updatePasswordHash } from '@/db/queries/users';
import { checkNewPassword, hashPassword, UserInputError, verifyPassword } from '@/server/users';
import type { User } from '@/db/schema';
import { forArbiter, isArbiter, notAllowed } from './workspace/access';
import type { Problem, Result } from '@/lib/problem';
import { coded, notFound, refuse } from '@/lib/problem';

const web = (user: User) => ({ userId: user.id, via: 'web' as const });

/**
 * The signed-in user's own password. Every session of the account is revoked (a thief's cookie
 * included); the caller starts a fresh session for the browser that made the change.
 */
export async function changeOwnPassword(conn: Connection, user: User | null, p: { current: string; next: string }, now: Date): Promise<Result<{ revoked: number }>> {
  if (!user) return notAllowed(user);
  if (!(await verifyPassword(user.passwordHash, p.current))) return refuse([coded<Problem>({ code: 'WRONG_PASSWORD' })]);
  try {
    checkNewPassword(p.next);
  } catch (e) {
    if (e instanceof UserInputError) return refuse([coded<Problem>({ code: 'WEAK_PASSWORD' })]);
    throw e;
  }
  const passwordHash = await hashPassword(p.next);
  return writeTransaction(conn, () => {
    updatePasswordHash(conn, user.id, passwordHash);
    const revoked = revokeUserSessions(conn, user.id, 'password-change', now);
    audit(conn, web(user), 'user.password-change', null, { revokedSessions: revoked });
    return { ok: true as const, value: { revoked } };
  });
}

/**
 * Removes an account (arbiters only, not their own): it can no longer sign in, its sessions and API
 * tokens stop at once; its uploads, reservations and audit lines stay, as history.
 */
export function removeAccount(conn: Connection, user: User | null, userId: number, now: Date): Result<{ email: string; sessions: number; tokens: number }> {
  if (!isArbiter(user)) return notAllowed(user);
  if (userId === user.id) return refuse([coded<Problem>({ code: 'OWN_ACCOUNT' })]);
  return writeTransaction(conn, () => {
    const target = liveUserById(conn, userId);
    if (!target) return notFound({ what: 'account' });
    const at = now.toISOString();
    markUserRemoved(conn, userId, at);
    const revoked = revokeUserSessions(conn, userId, 'account-removed', now);
    const tokens = revokeUserTokens(conn, userId, at);
    audit(conn, web(user), 'user.remove', null, { email: target.email, role: target.role, sessions: revoked, tokens });
    return { ok: true as const, value: { email: target.email, sessions: revoked, tokens } };
  });
}

/** Every signed-in browser of every account (arbiters only): who, since when, last seen, from where. */
export function listActiveSessions(conn: Connection, user: User | null, now: Date): Result<ActiveSession[]> {
  return forArbiter(user, (user) => activeSessions(conn, now));
}

/** Ends one session at once (arbiters only); its cookie opens nothing afterwards. */
export function revokeSession(conn: Connection, user: User | null, sessionId: number, now: Date): Result<boolean> {
  return forArbiter(user, (user) => {
    return writeTransaction(conn, () => {
      const row = sessionOwner(conn, sessionId);
      if (!row || !revokeSessionRow(conn, sessionId, 'revoked', now)) return false;
      audit(conn, web(user), 'session.revoke', null, { session: sessionId, email: row.email });
      return true;
    });
  });
}

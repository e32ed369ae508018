import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { sessions, users, type SessionRow, type User } from '@/db/schema';

const PRUNE_AFTER_DAYS = 30;

type RevokeReason = 'sign-out' | 'password-change' | 'account-removed' | 'revoked';

export function hashSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/** A new session row; the random id goes into the cookie and only its sha256 is stored. Call inside a write transaction. */
export function insertSession(conn: Connection, p: { userId: number; now: Date; address: string | null; userAgent: string | null }): { sid: string; session: SessionRow } {
  const sid = randomBytes(32).toString('base64url');
  const at = p.now.toISOString();
  // sessions unused for 30 days are long over (12 hours at most): their rows go, the audit log keeps the history
  conn.db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(p.now.getTime() - PRUNE_AFTER_DAYS * 86_400_000).toISOString())).run();
  const session = conn.db
    .insert(sessions)
    .values({ tokenHash: hashSessionId(sid), userId: p.userId, createdAt: at, lastSeenAt: at, address: p.address?.slice(0, 100) ?? null, userAgent: p.userAgent?.slice(0, 300) ?? null })
    .returning()
    .get();
  return { sid, session };
}

/** The session row behind a cookie's id and its user, when neither the session is revoked nor the account removed (expiry is server/sessions.ts's). */
export function sessionByToken(conn: Connection, sid: string): { session: SessionRow; user: User } | null {
  return (
    conn.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashSessionId(sid)), isNull(sessions.revokedAt), isNull(users.removedAt)))
      .get() ?? null
  );
}

/** The idle timer restarts. */
export function touchSessionRow(conn: Connection, id: number, now: Date): void {
  conn.db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, id)).run();
}

/** Revokes one session; false when it was not live. Call inside a write transaction. */
export function revokeSessionRow(conn: Connection, id: number, reason: RevokeReason, now: Date): boolean {
  const r = conn.db.update(sessions).set({ revokedAt: now.toISOString(), revokedReason: reason }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt))).run();
  return r.changes > 0;
}

/** Revokes every live session of a user (except `keep`); returns how many. Call inside a write transaction. */
export function revokeUserSessions(conn: Connection, userId: number, reason: RevokeReason, now: Date, keep?: number): number {
  const where = and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep));
  return conn.db.update(sessions).set({ revokedAt: now.toISOString(), revokedReason: reason }).where(where).run().changes;
}

export interface ActiveSession {
  id: number;
  userId: number;
  email: string;
  role: User['role'];
  createdAt: string;
  lastSeenAt: string;
  address: string | null;
  userAgent: string | null;
}

/** Sessions not revoked, of accounts not removed, last seen and started after the given instants (ISO), newest first. */
export function openSessions(conn: Connection, p: { seenAfter: string; startedAfter: string; userId?: number }): ActiveSession[] {
  return conn.db
    .select({ id: sessions.id, userId: sessions.userId, email: users.email, role: users.role, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, address: sessions.address, userAgent: sessions.userAgent })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(isNull(sessions.revokedAt), isNull(users.removedAt), gt(sessions.lastSeenAt, p.seenAfter), gt(sessions.createdAt, p.startedAfter), p.userId === undefined ? undefined : eq(sessions.userId, p.userId)))
    .orderBy(desc(sessions.lastSeenAt))
    .all();
}

/** A session with its account's address (null: none). */
export function sessionOwner(conn: Connection, sessionId: number): { userId: number; email: string } | null {
  return conn.db.select({ userId: sessions.userId, email: users.email }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.id, sessionId)).get() ?? null;
}


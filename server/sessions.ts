/** When a stored session is still live (lib/auth/throttle's idle and absolute limits), over the rows of db/queries/sessions.ts. */
import { ABSOLUTE_SECONDS, IDLE_SECONDS, sessionExpired } from '@/lib/auth/throttle';
import type { Connection } from '@/db/client';
import { openSessions, sessionByToken, type ActiveSession } from '@/db/queries/sessions';
import type { SessionRow, User } from '@/db/schema';

const expired = (s: { createdAt: string; lastSeenAt: string }, now: Date) => sessionExpired({ createdAt: Date.parse(s.createdAt), lastSeen: Date.parse(s.lastSeenAt) }, now.getTime());

/**
 * The live session behind a cookie's id and its user — null when the id is unknown, the session was
 * revoked or has expired (idle or absolute limit), or the account is removed.
 */
export function liveSession(conn: Connection, sid: string, now: Date): { session: SessionRow; user: User } | null {
  const row = sessionByToken(conn, sid);
  return row && !expired(row.session, now) ? row : null;
}

/** Sessions not revoked and not expired, newest first. */
export function activeSessions(conn: Connection, now: Date, userId?: number): ActiveSession[] {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  return openSessions(conn, { seenAfter: before(IDLE_SECONDS), startedAfter: before(ABSOLUTE_SECONDS), userId }).filter((s) => !expired(s, now));
}

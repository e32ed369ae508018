import 'server-only';
import { currentTime } from '@/server/clock';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { writeTransaction } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { insertSession, revokeSessionRow, touchSessionRow } from '@/db/queries/sessions';
import { liveSession } from '@/server/sessions';
import { sessionSecret } from '@/db/queries/settings';
import type { SessionRow, User } from '@/db/schema';
import { ABSOLUTE_SECONDS } from '@/lib/auth/throttle';
import { connection } from './data';

/**
 * The cookie holds only a random session id (sealed by iron-session); the session itself is a row
 * of the database, checked on every request. A cookie replayed after signing out, a password change
 * or the account's removal finds its row revoked and opens nothing.
 */
interface SessionCookie {
  sid?: string;
}

/** The idle timer is written back at most once a minute: a page view is not a write. */
const TOUCH_EVERY_MS = 60_000;

async function cookieSession(): Promise<IronSession<SessionCookie>> {
  const h = await headers();
  const https = h.get('x-forwarded-proto') === 'https';
  return getIronSession<SessionCookie>(await cookies(), {
    password: sessionSecret(connection()),
    cookieName: 'gp_session',
    ttl: ABSOLUTE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
  });
}

/** The client's address as the nearest proxy saw it (the last x-forwarded-for entry; Next sets it without a proxy). */
/** The database's secret that signs the session cookie and the sign-in's device cookie. */
export function cookieSecret(): string {
  return sessionSecret(connection());
}

export async function clientAddress(): Promise<string | null> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || h.get('x-real-ip') || null;
}

/** The signed-in session and its user, or null (no cookie, revoked, expired, or the account is removed). */
export async function currentSession(): Promise<{ session: SessionRow; user: User } | null> {
  const s = await cookieSession();
  if (!s.sid) return null;
  return liveSession(connection(), s.sid, currentTime());
}

export async function currentUser(): Promise<User | null> {
  return (await currentSession())?.user ?? null;
}

/** In server actions: the user, and the idle timer restarts. */
export async function touchSession(): Promise<User | null> {
  const live = await currentSession();
  if (!live) return null;
  const now = currentTime();
  if (now.getTime() - Date.parse(live.session.lastSeenAt) > TOUCH_EVERY_MS) {
    const conn = connection();
    writeTransaction(conn, () => touchSessionRow(conn, live.session.id, now));
  }
  return live.user;
}

/** A new session (a new random id: a session is never reused across sign-ins). */
export async function startSession(user: User): Promise<void> {
  const s = await cookieSession();
  const conn = connection();
  const h = await headers();
  const address = await clientAddress();
  const { sid } = writeTransaction(conn, () => insertSession(conn, { userId: user.id, now: currentTime(), address, userAgent: h.get('user-agent') }));
  s.sid = sid;
  await s.save();
  // the public pages' header (issue 29): a hint their script can read that someone is signed in and
  // with which role, so "Logowanie" becomes the way back to the workspace — no secret, never read for
  // any permission (the session cookie above decides), gone with the session's cookie
  (await cookies()).set(SIGNED_IN_HINT, user.role, { httpOnly: false, sameSite: 'lax', secure: h.get('x-forwarded-proto') === 'https', path: '/', maxAge: ABSOLUTE_SECONDS });
}

/** The name of the signed-in hint cookie (app/components/account-link.tsx and public/table-controls.js read it). */
export const SIGNED_IN_HINT = 'gp_signed_in';

/** Signing out revokes the session in the database, then clears the cookie. */
export async function endSession(): Promise<void> {
  const s = await cookieSession();
  if (s.sid) {
    const conn = connection();
    const live = liveSession(conn, s.sid, currentTime());
    if (live) {
      writeTransaction(conn, () => {
        revokeSessionRow(conn, live.session.id, 'sign-out', currentTime());
        audit(conn, { userId: live.user.id, via: 'web' }, 'user.sign-out', null, { session: live.session.id });
      });
    }
  }
  s.destroy();
  (await cookies()).delete(SIGNED_IN_HINT);
}

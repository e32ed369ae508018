import 'server-only';
import { currentTime } from '@/server/clock';
import { randomBytes } from 'node:crypto';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { sessionSecret, userById } from '@/db/queries/sign-in';
import type { User } from '@/db/schema';
import { ABSOLUTE_SECONDS, sessionExpired } from '@/lib/auth/throttle';
import { connection } from './data';

interface SessionData {
  userId?: number;
  /** A new random id on every sign-in: a session is never reused across sign-ins. */
  sid?: string;
  createdAt?: number;
  lastSeen?: number;
}

async function session(): Promise<IronSession<SessionData>> {
  const h = await headers();
  const https = h.get('x-forwarded-proto') === 'https';
  return getIronSession<SessionData>(await cookies(), {
    password: sessionSecret(connection()),
    cookieName: 'gp_session',
    ttl: ABSOLUTE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
  });
}

/** The signed-in user, or null (no session, expired, or the account is gone). */
export async function currentUser(): Promise<User | null> {
  const s = await session();
  if (!s.userId || !s.createdAt || !s.lastSeen) return null;
  if (sessionExpired({ createdAt: s.createdAt, lastSeen: s.lastSeen }, currentTime().getTime())) return null;
  return userById(connection(), s.userId);
}

/** In server actions: the user, and the idle timer restarts. */
export async function touchSession(): Promise<User | null> {
  const user = await currentUser();
  if (user) {
    const s = await session();
    s.lastSeen = currentTime().getTime();
    await s.save();
  }
  return user;
}

export async function startSession(user: User): Promise<void> {
  const s = await session();
  s.destroy();
  const fresh = await session();
  fresh.userId = user.id;
  fresh.sid = randomBytes(16).toString('hex');
  fresh.createdAt = currentTime().getTime();
  fresh.lastSeen = fresh.createdAt;
  await fresh.save();
}

export async function endSession(): Promise<void> {
  (await session()).destroy();
}

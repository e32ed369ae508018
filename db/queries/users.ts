import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { writeTransaction, type Connection } from '@/db/client';
import { apiTokens, users, type User } from '@/db/schema';
import { audit, type Actor } from './audit';

/**
 * The users and api_tokens rows, read and written. The rules (what an e-mail address is, how long a
 * password must be) and the hashing (argon2 for passwords, sha256 for tokens) are server/users.ts's:
 * this file receives the address already normalized and the hashes already made.
 */

export type Role = 'arbiter' | 'organizer' | 'captain';

/** The account with this address (removed ones included: the address stays taken), or null. */
export function findUserByEmail(conn: Connection, email: string): User | null {
  return conn.db.select().from(users).where(eq(users.email, email)).get() ?? null;
}

/** The accounts not removed, by address. */
export function listActiveUsers(conn: Connection) {
  return conn.db.select({ id: users.id, email: users.email, role: users.role, club: users.club, createdAt: users.createdAt }).from(users).where(isNull(users.removedAt)).orderBy(asc(users.email)).all();
}

/**
 * Inserts a user whose password is already hashed, with its audit line, in one transaction; null
 * (nothing written) when the address is taken.
 */
export function insertUser(conn: Connection, actor: Actor, p: { email: string; passwordHash: string; role: Role; club: string | null }): User | null {
  return writeTransaction(conn, () => {
    if (findUserByEmail(conn, p.email)) return null;
    const user = insertUserRow(conn, p);
    audit(conn, actor, 'user.create', null, { email: p.email, role: p.role, club: p.club });
    return user;
  });
}

/** The bare insert (no audit line, no transaction): for a caller that writes the account inside its own transaction. */
export function insertUserRow(conn: Connection, p: { email: string; passwordHash: string; role: Role; club: string | null }): User {
  return conn.db.insert(users).values({ email: p.email, passwordHash: p.passwordHash, role: p.role, club: p.club }).returning().get();
}

/** Sets a new (already hashed) password and clears the failed sign-ins; the caller holds the transaction. */
export function updatePasswordHash(conn: Connection, userId: number, passwordHash: string): void {
  conn.db.update(users).set({ passwordHash, failedSignIns: 0, lockedUntil: null }).where(eq(users.id, userId)).run();
}

/** The account (not removed) with this address. */
export function liveUserByEmail(conn: Connection, email: string): User | undefined {
  return conn.db.select().from(users).where(and(eq(users.email, email), isNull(users.removedAt))).get();
}

/**
 * Stores a token's hash for the active account with this address, with its audit line, in one
 * transaction; null (nothing written) when there is no such account.
 */
export function insertToken(conn: Connection, actor: Actor, p: { email: string; tokenHash: string; label: string }): User | null {
  return writeTransaction(conn, () => {
    const user = liveUserByEmail(conn, p.email);
    if (!user) return null;
    conn.db.insert(apiTokens).values({ userId: user.id, tokenHash: p.tokenHash, label: p.label }).run();
    audit(conn, actor, 'token.create', null, { email: user.email, label: p.label });
    return user;
  });
}

/** The active user behind a stored token hash, or null (unknown or revoked). */
export function userForTokenHash(conn: Connection, tokenHash: string): User | null {
  const row = conn.db
    .select({ user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), isNull(users.removedAt)))
    .get();
  return row?.user ?? null;
}

/** An account's API tokens, newest first (no hashes). */
export function tokensOfUser(conn: Connection, userId: number) {
  return conn.db.select({ id: apiTokens.id, label: apiTokens.label, createdAt: apiTokens.createdAt, revokedAt: apiTokens.revokedAt }).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.id)).all();
}

/** Revokes one live token of the account; its label, or null when there was none to revoke. */
export function revokeTokenRow(conn: Connection, userId: number, id: number, at: string): string | null {
  const t = conn.db.select().from(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt))).get();
  if (!t) return null;
  conn.db.update(apiTokens).set({ revokedAt: at }).where(eq(apiTokens.id, id)).run();
  return t.label;
}

/** Revokes every live token of the account; how many. */
export function revokeUserTokens(conn: Connection, userId: number, at: string): number {
  return conn.db.update(apiTokens).set({ revokedAt: at }).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt))).run().changes;
}

/** An account that is not removed. */
export function liveUserById(conn: Connection, userId: number): User | undefined {
  return conn.db.select().from(users).where(and(eq(users.id, userId), isNull(users.removedAt))).get();
}

export function markUserRemoved(conn: Connection, userId: number, at: string): void {
  conn.db.update(users).set({ removedAt: at }).where(eq(users.id, userId)).run();
}


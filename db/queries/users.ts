import { hash, hashSync, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { writeTransaction, type Connection } from '@/db/client';
import { apiTokens, users, type User } from '@/db/schema';
import { audit, type Actor } from './audit';

export type Role = 'arbiter' | 'organizer' | 'captain';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export function hashPasswordSync(password: string): string {
  return hashSync(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export async function createUser(conn: Connection, actor: Actor, p: { email: string; role: Role; club?: string | null; password: string }): Promise<User> {
  const email = p.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UserInputError(`"${p.email}" is not an e-mail address`);
  checkNewPassword(p.password);
  if (p.role === 'organizer' && !p.club) throw new UserInputError('an organizer account needs --club');
  const passwordHash = await hashPassword(p.password);
  return writeTransaction(conn, () => {
    if (conn.db.select().from(users).where(eq(users.email, email)).get()) throw new UserInputError(`a user ${email} already exists`);
    const user = conn.db.insert(users).values({ email, passwordHash, role: p.role, club: p.club ?? null }).returning().get();
    audit(conn, actor, 'user.create', null, { email, role: p.role, club: p.club ?? null });
    return user;
  });
}

export class UserInputError extends Error {}

/** At least 10 characters; at most 200 (argon2 takes any length, the limit keeps requests small). */
export function checkNewPassword(password: string): void {
  if (password.length < 10) throw new UserInputError('the password needs at least 10 characters');
  if (password.length > 200) throw new UserInputError('the password may have at most 200 characters');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new API token for the user: returned once, stored only as its sha256. */
export function createToken(conn: Connection, actor: Actor, email: string, label = ''): { token: string; user: User } {
  return writeTransaction(conn, () => {
    const user = conn.db.select().from(users).where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.removedAt))).get();
    if (!user) throw new UserInputError(`no user ${email}`);
    const token = `gp_${randomBytes(32).toString('base64url')}`;
    conn.db.insert(apiTokens).values({ userId: user.id, tokenHash: hashToken(token), label }).run();
    audit(conn, actor, 'token.create', null, { email: user.email, label });
    return { token, user };
  });
}

/** The user behind a bearer token, or null (unknown or revoked). */
export function userForToken(conn: Connection, token: string): User | null {
  const row = conn.db
    .select({ user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt), isNull(users.removedAt)))
    .get();
  return row?.user ?? null;
}

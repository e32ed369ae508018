/**
 * Accounts' rules and secrets: what an e-mail address is, how long a password must be, argon2 for
 * passwords and sha256 for API tokens. db/queries/users.ts only stores and finds the rows these
 * functions hand it.
 */
import { hash, hashSync, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import type { Connection } from '@/db/client';
import type { Actor } from '@/db/queries/audit';
import { insertToken, insertUser, userForTokenHash, type Role } from '@/db/queries/users';
import type { User } from '@/db/schema';
import type { UserInputReason } from '@/lib/i18n/catalogue';
import type { ParamsOf } from '@/lib/problem';

export type { Role };

/**
 * An account's input refused: why (`reason`) and the values its sentence needs, the words in the
 * catalogue (USER_INPUT, INVALID_USER): `gp user` says them in English where it prints (cli/admin.ts,
 * issue 39: English at the edge), a refusal passes `params` on. `message` is the code and reason, for a log.
 */
export class UserInputError extends Error {
  readonly params: ParamsOf<'INVALID_USER'>;
  constructor(reason: UserInputReason, values: Omit<ParamsOf<'INVALID_USER'>, 'reason'> = {}) {
    const params = { reason, ...values };
    super(`USER_INPUT ${reason}`);
    this.params = params;
  }
}

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

/** At least 10 characters; at most 200 (argon2 takes any length, the limit keeps requests small). */
export function checkNewPassword(password: string): void {
  if (password.length < 10) throw new UserInputError('password-short', { min: 10 });
  if (password.length > 200) throw new UserInputError('password-long', { max: 200 });
}

/** The address trimmed and lower-cased; a UserInputError when it is not one (or longer than 320 characters). */
export function normalEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email) || email.length > 320) throw new UserInputError('not-email', { value: raw });
  return email;
}

/** A new account: the address and password checked, the password hashed, then one insert with its audit line. */
export async function createUser(conn: Connection, actor: Actor, p: { email: string; role: Role; club?: string | null; password: string }): Promise<User> {
  const email = normalEmail(p.email);
  checkNewPassword(p.password);
  if (p.role === 'organizer' && !p.club) throw new UserInputError('organizer-club');
  const passwordHash = await hashPassword(p.password);
  const user = insertUser(conn, actor, { email, passwordHash, role: p.role, club: p.club ?? null });
  if (!user) throw new UserInputError('exists', { email });
  return user;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new API token for the user: returned once, stored only as its sha256. */
export function createToken(conn: Connection, actor: Actor, email: string, label = ''): { token: string; user: User } {
  const token = `gp_${randomBytes(32).toString('base64url')}`;
  const user = insertToken(conn, actor, { email: email.trim().toLowerCase(), tokenHash: hashToken(token), label });
  if (!user) throw new UserInputError('no-user', { email });
  return { token, user };
}

/** The user behind a bearer token, or null (unknown or revoked). */
export function userForToken(conn: Connection, token: string): User | null {
  return userForTokenHash(conn, hashToken(token));
}

/** The arbiter's accounts: API tokens, organizer accounts, the audit log. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { writeTransaction, type Connection } from '@/db/client';
import { apiTokens, auditLog, users, type User } from '@/db/schema';
import { audit } from '@/db/queries/audit';
import { listActiveUsers } from '@/db/queries/users';
import { createUser, UserInputError } from '@/server/users';
import { assertArbiter } from './access';
import { web } from './access';
import type { Result } from '@/lib/problem';
import { refuse } from '@/lib/problem';

export function listTokens(conn: Connection, user: User | null) {
  assertArbiter(user);
  return conn.db.select({ id: apiTokens.id, label: apiTokens.label, createdAt: apiTokens.createdAt, revokedAt: apiTokens.revokedAt }).from(apiTokens).where(eq(apiTokens.userId, user.id)).orderBy(desc(apiTokens.id)).all();
}

export function revokeToken(conn: Connection, user: User | null, id: number, at: string): boolean {
  assertArbiter(user);
  return writeTransaction(conn, () => {
    const t = conn.db.select().from(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt))).get();
    if (!t) return false;
    conn.db.update(apiTokens).set({ revokedAt: at }).where(eq(apiTokens.id, id)).run();
    audit(conn, web(user), 'token.revoke', null, { id, label: t.label });
    return true;
  });
}

export function listAudit(conn: Connection, user: User | null, seasonId?: number) {
  assertArbiter(user);
  const q = conn.db.select({ id: auditLog.id, at: auditLog.at, via: auditLog.via, action: auditLog.action, details: auditLog.details, by: users.email }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId));
  return (seasonId === undefined ? q : q.where(eq(auditLog.seasonId, seasonId))).orderBy(desc(auditLog.id)).limit(200).all();
}

/** Organizer accounts are created by the arbiter (or `gp user add --role organizer --club C`). */
export async function createOrganizerAccount(conn: Connection, user: User | null, p: { email: string; club: string; password: string }): Promise<Result<{ email: string }>> {
  assertArbiter(user);
  try {
    const created = await createUser(conn, web(user), { email: p.email, role: 'organizer', club: p.club.trim() || null, password: p.password });
    return { ok: true, value: { email: created.email } };
  } catch (e) {
    if (e instanceof UserInputError) return refuse([{ code: 'INVALID_USER', message: e.message }]);
    throw e;
  }
}

export function listUsers(conn: Connection, user: User | null) {
  assertArbiter(user);
  return listActiveUsers(conn);
}

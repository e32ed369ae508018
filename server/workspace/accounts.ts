/** The arbiter's accounts: API tokens, organizer accounts, the audit log. */
import { writeTransaction, type Connection } from '@/db/client';
import type { User } from '@/db/schema';
import { audit, latestAudit } from '@/db/queries/audit';
import { listActiveUsers, revokeTokenRow, tokensOfUser } from '@/db/queries/users';
import { createUser, UserInputError } from '@/server/users';
import { forArbiter, isArbiter, notAllowed } from './access';
import { web } from './access';
import type { Problem, Result } from '@/lib/problem';
import { coded, refuse } from '@/lib/problem';

export function listTokens(conn: Connection, user: User | null) {
  return forArbiter(user, (user) => tokensOfUser(conn, user.id));
}

export function revokeToken(conn: Connection, user: User | null, id: number, at: string): Result<boolean> {
  return forArbiter(user, (user) => {
    return writeTransaction(conn, () => {
      const label = revokeTokenRow(conn, user.id, id, at);
      if (label === null) return false;
      audit(conn, web(user), 'token.revoke', null, { id, label });
      return true;
    });
  });
}

export function listAudit(conn: Connection, user: User | null, seasonId?: number) {
  return forArbiter(user, (user) => latestAudit(conn, seasonId));
}

/** Organizer accounts are created by the arbiter (or `gp user add --role organizer --club C`). */
export async function createOrganizerAccount(conn: Connection, user: User | null, p: { email: string; club: string; password: string }): Promise<Result<{ email: string }>> {
  if (!isArbiter(user)) return notAllowed(user);
  try {
    const created = await createUser(conn, web(user), { email: p.email, role: 'organizer', club: p.club.trim() || null, password: p.password });
    return { ok: true, value: { email: created.email } };
  } catch (e) {
    if (e instanceof UserInputError) return refuse([coded<Problem>({ code: 'INVALID_USER', params: e.params })]);
    throw e;
  }
}

export function listUsers(conn: Connection, user: User | null) {
  return forArbiter(user, (user) => listActiveUsers(conn));
}

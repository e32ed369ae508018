import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users, type AuditEntry } from '@/db/schema';
import type { Connection } from '@/db/client';

export type Via = 'api' | 'cli' | 'web' | 'seed';

export interface Actor {
  userId: number | null;
  via: Via;
}

/** One line of the audit log; call it inside the write's transaction. */
export function audit(conn: Connection, actor: Actor, action: string, seasonId: number | null, details: Record<string, unknown> = {}): void {
  conn.db.insert(auditLog).values({ userId: actor.userId, via: actor.via, action, seasonId, details: JSON.stringify(details) }).run();
}

/** The latest 200 audit lines (of one season, when given), newest first, with who wrote them. */
export function latestAudit(conn: Connection, seasonId?: number) {
  const q = conn.db.select({ id: auditLog.id, at: auditLog.at, via: auditLog.via, action: auditLog.action, details: auditLog.details, by: users.email }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId));
  return (seasonId === undefined ? q : q.where(eq(auditLog.seasonId, seasonId))).orderBy(desc(auditLog.id)).limit(200).all();
}


/** The latest `limit` audit lines of one action in a season, newest first. */
export function auditLinesOf(conn: Connection, seasonId: number, action: string, limit: number): AuditEntry[] {
  return conn.db.select().from(auditLog).where(and(eq(auditLog.seasonId, seasonId), eq(auditLog.action, action))).orderBy(desc(auditLog.id)).limit(limit).all();
}

/** One audit line of a season and action by its id. */
export function auditLineOf(conn: Connection, seasonId: number, action: string, id: number): AuditEntry | undefined {
  return conn.db.select().from(auditLog).where(and(eq(auditLog.id, id), eq(auditLog.seasonId, seasonId), eq(auditLog.action, action))).get();
}

import { auditLog } from '@/db/schema';
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

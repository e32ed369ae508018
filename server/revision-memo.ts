import type { Connection } from '@/db/client';

/**
 * A value computed from a season's data, kept until the season's revision changes (every write
 * bumps it in its transaction). Keyed by the database connection as well: two databases open in
 * one process (tests, a second site) never share an entry, and a closed database's entries go
 * with its connection object.
 */
export class RevisionMemo<K, V> {
  private readonly byDatabase = new WeakMap<Connection, Map<K, { revision: number; value: V }>>();

  get(conn: Connection, key: K, revision: number, compute: () => V): V {
    let entries = this.byDatabase.get(conn);
    if (!entries) {
      entries = new Map();
      this.byDatabase.set(conn, entries);
    }
    const hit = entries.get(key);
    if (hit && hit.revision === revision) return hit.value;
    const value = compute();
    entries.set(key, { revision, value });
    return value;
  }
}

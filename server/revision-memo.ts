import type { Connection } from '@/db/client';

/**
 * A value computed from a season's data, kept until the season's revision changes (every write
 * bumps it in its transaction). Keyed by the database as well: two databases open in one process
 * (tests, a second site) never share an entry. A database file is known by its path, so the site's
 * write and read-only connections to one file share their entries; an in-memory database by its
 * connection object.
 */
export class RevisionMemo<K, V> {
  private readonly byFile = new Map<string, Map<K, { revision: number; value: V }>>();
  private readonly byObject = new WeakMap<Connection, Map<K, { revision: number; value: V }>>();

  private entriesOf(conn: Connection): Map<K, { revision: number; value: V }> {
    const file = conn.sqlite.memory ? null : conn.sqlite.name;
    let entries = file === null ? this.byObject.get(conn) : this.byFile.get(file);
    if (!entries) {
      entries = new Map();
      if (file === null) this.byObject.set(conn, entries);
      else this.byFile.set(file, entries);
    }
    return entries;
  }

  get(conn: Connection, key: K, revision: number, compute: () => V): V {
    const entries = this.entriesOf(conn);
    const hit = entries.get(key);
    if (hit && hit.revision === revision) return hit.value;
    const value = compute();
    entries.set(key, { revision, value });
    return value;
  }
}

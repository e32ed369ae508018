import type { Connection } from '@/db/client';

type Entries<K, V> = Map<K, { revision: number; value: V }>;

/** The process's memo entries by memo name (see the constructor). */
const MEMOS = Symbol.for('gp.revision-memos');

/**
 * A value computed from a season's data, kept until the season's revision changes (every write bumps
 * it). Per database: a file by its path (its connections share entries), an in-memory one by its
 * connection. At most `max` keys per database, the least recently used dropped first (a 40 × 1,000
 * season's standings are tens of MB; its pages stay in the server's page cache).
 */
export class RevisionMemo<K, V> {
  private readonly byFile: Map<string, Entries<K, V>>;
  private readonly byObject: WeakMap<Connection, Entries<K, V>>;

  /** `name`: the entries are the process's, shared by every copy of this module Next bundles into its chunks. */
  constructor(name: string, private readonly max: number = 64) {
    const registry = ((globalThis as Record<symbol, unknown>)[MEMOS] ??= new Map()) as Map<string, { byFile: Map<string, unknown>; byObject: WeakMap<Connection, unknown> }>;
    let shared = registry.get(name);
    if (!shared) registry.set(name, (shared = { byFile: new Map(), byObject: new WeakMap() }));
    this.byFile = shared.byFile as Map<string, Entries<K, V>>;
    this.byObject = shared.byObject as WeakMap<Connection, Entries<K, V>>;
  }
  private entriesOf(conn: Connection): Entries<K, V> {
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
    return this.kept(conn, key, revision, compute, false);
  }
  /** The same, `compute` given an older revision's value when one is kept (get() lets it go first). */
  update(conn: Connection, key: K, revision: number, compute: (previous: V | undefined) => V): V {
    return this.kept(conn, key, revision, compute, true);
  }
  private kept(conn: Connection, key: K, revision: number, compute: (previous: V | undefined) => V, handOn: boolean): V {
    const entries = this.entriesOf(conn);
    const hit = entries.get(key);
    if (hit && hit.revision === revision) {
      // the most recently used last: the first key is the one to drop
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    // unless handed on, the older value goes first: both are never held at once
    entries.delete(key);
    const value = compute(handOn ? hit?.value : undefined);
    entries.set(key, { revision, value });
    while (entries.size > this.max) entries.delete(entries.keys().next().value as K);
    return value;
  }
  /** Keys kept for a database (tests). */
  size(conn: Connection): number {
    return this.entriesOf(conn).size;
  }
}

/** How many seasons' computed data (rows, standings, progression) a process keeps: GP_MEMO_SEASONS, default 4. */
export function memoSeasons(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.GP_MEMO_SEASONS);
  return Number.isInteger(n) && n >= 1 ? n : 4;
}

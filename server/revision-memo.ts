import type { Connection } from '@/db/client';

type Entry<V> = { revision: number; value: V; token: object };
type Entries<K, V> = Map<K, Entry<V>>;

/** The process's memo entries by memo name (see the constructor), and its byte budgets by name. */
const MEMOS = Symbol.for('gp.revision-memos');
const BUDGETS = Symbol.for('gp.memo-budgets');

/**
 * A number of bytes shared by several memos (issue 38): their entries, whatever memo and database
 * they belong to, are one list, least recently used first; when what they weigh together passes the
 * limit the oldest are dropped — never the one just computed. Weights are estimates (each memo's
 * `weigh`, calibrated against V8's heap: docs/serving-and-caching.md).
 */
export class MemoBudget {
  private readonly entries = new Map<object, { bytes: number; drop: () => void }>();
  private used = 0;
  private constructor(readonly limit: number) {}
  /** The process's budget of that name (shared by every copy of this module Next bundles), made with `limit` bytes the first time. */
  static named(name: string, limit: number): MemoBudget {
    const registry = ((globalThis as Record<symbol, unknown>)[BUDGETS] ??= new Map()) as Map<string, MemoBudget>;
    let budget = registry.get(name);
    if (!budget) registry.set(name, (budget = new MemoBudget(limit)));
    return budget;
  }
  add(token: object, bytes: number, drop: () => void): void {
    this.entries.set(token, { bytes, drop });
    this.used += bytes;
    this.shrink(token);
  }
  /** A weight known later (a promise's value). */
  resize(token: object, bytes: number): void {
    const e = this.entries.get(token);
    if (!e) return;
    this.used += bytes - e.bytes;
    e.bytes = bytes;
    this.shrink(token);
  }
  touch(token: object): void {
    const e = this.entries.get(token);
    if (!e) return;
    this.entries.delete(token);
    this.entries.set(token, e);
  }
  remove(token: object): void {
    const e = this.entries.get(token);
    if (!e) return;
    this.entries.delete(token);
    this.used -= e.bytes;
  }
  private shrink(keep: object): void {
    for (const [token, e] of this.entries) {
      if (this.used <= this.limit) break;
      if (token === keep) continue;
      this.remove(token);
      e.drop();
    }
  }
  /** Bytes weighed and entries held (the benchmark's view, tests). */
  stats(): { bytes: number; entries: number; limit: number } {
    return { bytes: this.used, entries: this.entries.size, limit: this.limit };
  }
}

/** How a memo weighs its values against a budget. */
interface MemoWeight<V> {
  budget: MemoBudget;
  /** An estimate of a value's bytes; a promise's is read when it settles. */
  weigh: (value: V) => number | Promise<number>;
}

/**
 * A value computed from a season's data, kept until the season's revision changes (every write bumps
 * it). Per database: a file by its path (its connections share entries), an in-memory one by its
 * connection. At most `max` keys per database, the least recently used dropped first, and — with a
 * `weight` — within a byte budget shared with other memos (a 40 × 1,000 season's standings are tens
 * of MB; its pages stay in the server's page cache).
 */
export class RevisionMemo<K, V> {
  private readonly byFile: Map<string, Entries<K, V>>;
  private readonly byObject: WeakMap<Connection, Entries<K, V>>;

  /** `name`: the entries are the process's, shared by every copy of this module Next bundles into its chunks. */
  constructor(
    name: string,
    private readonly max: number = 64,
    private readonly weight?: MemoWeight<V>,
  ) {
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
      this.weight?.budget.touch(hit.token);
      return hit.value;
    }
    // unless handed on, the older value goes first: both are never held at once
    this.drop(entries, key);
    const value = compute(handOn ? hit?.value : undefined);
    const token = {};
    entries.set(key, { revision, value, token });
    while (entries.size > this.max) this.drop(entries, entries.keys().next().value as K);
    if (this.weight) {
      const { budget, weigh } = this.weight;
      const bytes = weigh(value);
      budget.add(token, typeof bytes === 'number' ? bytes : 0, () => {
        if (entries.get(key)?.token === token) entries.delete(key);
      });
      if (typeof bytes !== 'number') bytes.then((b) => budget.resize(token, b)).catch(() => {});
    }
    return value;
  }
  private drop(entries: Entries<K, V>, key: K): void {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    this.weight?.budget.remove(e.token);
  }
  /** Keys kept for a database (tests). */
  size(conn: Connection): number {
    return this.entriesOf(conn).size;
  }
}

/**
 * How many seasons' computed data (rows, standings, progression) each memo keeps at most:
 * GP_MEMO_SEASONS, default 16 (issue 38: the bytes they take are bounded by GP_MEMO_MB; it was 4 seasons and no byte bound).
 */
export function memoSeasons(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.GP_MEMO_SEASONS);
  return Number.isInteger(n) && n >= 1 ? n : 16;
}

/** The bytes the computed data behind the pages may take (estimated): GP_MEMO_MB, default 96. */
export function memoBytes(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.GP_MEMO_MB);
  return (Number.isFinite(n) && n > 0 ? n : 96) * 1048576;
}

/** The one budget of the memos of computed data (GP_MEMO_MB): rows, standings, progression, pages, competitions, files. */
export function computedBudget(): MemoBudget {
  return MemoBudget.named('computed', memoBytes());
}

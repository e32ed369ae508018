/**
 * A value computed from a season's data, kept until the season's revision changes (every write
 * bumps it in its transaction). One shape for the standings, the progression and the page caches.
 */
export class RevisionMemo<K, V> {
  private readonly entries = new Map<K, { revision: number; value: V }>();

  get(key: K, revision: number, compute: () => V): V {
    const hit = this.entries.get(key);
    if (hit && hit.revision === revision) return hit.value;
    const value = compute();
    this.entries.set(key, { revision, value });
    return value;
  }
}

/**
 * The field and the waiting list: with a limit, the first `limit` live entries (in the order they
 * came) play and the rest wait; a withdrawal moves the first waiting entry up. Without a limit
 * nobody waits. The organizer's own additions count in the order they were made, like any other.
 */
interface Queued {
  id: number;
  withdrawn: boolean;
  waiting: boolean;
}

/** Each live entry's place (`waiting`) under `limit`, in the order given (the entries' order of coming). */
export function placeEntries(entries: readonly Pick<Queued, 'id' | 'withdrawn'>[], limit: number | null): Map<number, boolean> {
  const out = new Map<number, boolean>();
  let inField = 0;
  for (const e of entries) {
    if (e.withdrawn) continue;
    const waits = limit !== null && inField >= limit;
    if (!waits) inField += 1;
    out.set(e.id, waits);
  }
  return out;
}

/** The entries whose `waiting` must change for the field to be what `placeEntries` says. */
export function waitingChanges(entries: readonly Queued[], limit: number | null): { id: number; waiting: boolean }[] {
  const placed = placeEntries(entries, limit);
  return entries.filter((e) => !e.withdrawn && placed.get(e.id) !== e.waiting).map((e) => ({ id: e.id, waiting: placed.get(e.id)! }));
}

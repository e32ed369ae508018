/**
 * A place in a pairing that the games so far may or may not have decided: `startNo` once it is
 * certain, otherwise null with the players who can still end up there (empty when not worked out).
 * Nothing is ever guessed: a slot is filled only when every way the open games can end fills it
 * with the same player.
 */
export interface Slot {
  startNo: number | null;
  candidates: number[];
}

export function knownSlot(startNo: number): Slot {
  return { startNo, candidates: [startNo] };
}

/** The slot of a value seen in every possible continuation: known when they all agree. */
export function slotFrom(values: Iterable<number>, order: (a: number, b: number) => number = (a, b) => a - b): Slot {
  const set = [...new Set(values)].sort(order);
  return set.length === 1 ? knownSlot(set[0]!) : { startNo: null, candidates: set };
}

export const OPEN_SLOT: Slot = { startNo: null, candidates: [] };

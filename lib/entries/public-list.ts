import { ENTRY_CATEGORIES, type EntryCategory } from './categories';

/** What the public list shows of an entry (issue 41: name, club, rating, category — nothing else personal). */
export interface PublicEntry {
  id: number;
  name: string;
  club: string | null;
  rating: number | null;
  category: EntryCategory;
}

export interface ListedEntry extends PublicEntry {
  withdrawn: boolean;
  waiting: boolean;
}

export interface PublicList {
  entries: PublicEntry[];
  /** The waiting list, in the order it moves up (not by rating). */
  waiting: PublicEntry[];
  /** Entries in the field per category; every category present, 0 included. */
  counts: Record<EntryCategory, number>;
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** Highest rating first, unrated last, then by name the Polish way, then by entry. */
export function byRating(a: PublicEntry, b: PublicEntry): number {
  return (b.rating ?? -1) - (a.rating ?? -1) || collator.compare(a.name, b.name) || a.id - b.id;
}

const publicOf = (e: ListedEntry): PublicEntry => ({ id: e.id, name: e.name, club: e.club, rating: e.rating, category: e.category });

/** The public entry list of live entries given in order of coming. */
export function publicList(entries: readonly ListedEntry[]): PublicList {
  const live = entries.filter((e) => !e.withdrawn);
  const field = live.filter((e) => !e.waiting).map(publicOf).sort(byRating);
  const counts = Object.fromEntries(ENTRY_CATEGORIES.map((c) => [c, 0])) as Record<EntryCategory, number>;
  for (const e of field) counts[e.category] += 1;
  return { entries: field, waiting: live.filter((e) => e.waiting).map(publicOf), counts };
}

import { normalizeName } from '@/lib/identity/normalize-name';

/** What identifies an entrant: their ids and their name with birth year. */
interface EntrantKeys {
  name: string;
  birthYear: number | null;
  crId: string | null;
  fideId: string | null;
}

/** The keys one person is known by: `cr:…`, `fide:…`, and `name:<normalized>|<birth year>`. */
export function entrantKeys(e: EntrantKeys): string[] {
  const keys: string[] = [];
  if (e.crId) keys.push(`cr:${e.crId}`);
  if (e.fideId) keys.push(`fide:${e.fideId}`);
  keys.push(`name:${normalizeName(e.name)}|${e.birthYear ?? ''}`);
  return keys;
}

/**
 * The live entry the new one repeats, if any: the same CR id, the same FIDE id, or the same name
 * (rules §2's normalization: case, diacritics, commas) with the same birth year. A withdrawn entry is
 * no duplicate — a player who withdrew may enter again.
 */
export function duplicateOf<T extends EntrantKeys & { withdrawn: boolean }>(existing: readonly T[], entry: EntrantKeys): T | null {
  const keys = new Set(entrantKeys(entry));
  return existing.find((e) => !e.withdrawn && entrantKeys(e).some((k) => keys.has(k))) ?? null;
}

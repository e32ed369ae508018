import { normalizeName } from './normalize-name';

/** A register player as the arbiter chooses one: enough to tell namesakes apart. */
export interface RegisterEntry {
  crId: string;
  name: string;
  birthYear: number | null;
  club: string | null;
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** The whole register in the order people look names up: by name the Polish way, then birth year, then CR id. */
export function sortRegister<T extends RegisterEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => collator.compare(a.name, b.name) || (a.birthYear ?? 0) - (b.birthYear ?? 0) || a.crId.localeCompare(b.crId, 'en', { numeric: true }));
}

/**
 * The register players fitting every word of `query` (rules §2, linking by hand): a word of letters
 * is part of the name or the club (without diacritics, any case: "nowak olsztyn"); a 4-digit word
 * from 1900 to 2099 is the birth year or the start of a CR id; other digits are the start of a CR
 * id. An empty query fits everyone. Sorted by name; at most `limit`.
 */
export function searchRegister<T extends RegisterEntry>(register: readonly T[], query: string, limit = Infinity): T[] {
  const fits = registerQuery(query);
  const out: T[] = [];
  for (const e of sortRegister(register)) {
    if (out.length >= limit) break;
    if (fits(e, registerSearchText(e))) out.push(e);
  }
  return out;
}

/** What a query's words are looked for in: the name and the club, normalized (a server keeps it per entry of a big register). */
export function registerSearchText(e: RegisterEntry): string {
  return `${normalizeName(e.name)} ${normalizeName(e.club ?? '')}`;
}

/** The test of searchRegister for one query: whether an entry (with its registerSearchText) fits every word. */
export function registerQuery(query: string): (e: RegisterEntry, text: string) => boolean {
  const words = normalizeName(query).split(' ').filter(Boolean);
  return (e, text) =>
    words.every((w) => {
      if (/^\d+$/.test(w)) {
        const year = w.length === 4 && Number(w) >= 1900 && Number(w) <= 2099 && e.birthYear === Number(w);
        return year || e.crId.startsWith(w);
      }
      return text.includes(w);
    });
}

/** How a register player is shown in a list: "Nowak Jan · 2001 · UKS Jedynka Olsztyn · ID CR 99123". */
export function registerLabel(e: RegisterEntry, crIdWord: string): string {
  return [e.name, e.birthYear ?? '?', e.club || '—', `${crIdWord} ${e.crId}`].join(' · ');
}

import { normalizeName } from '@/lib/identity/normalize-name';

/**
 * A prefix index of folded words (docs/decisions/search.md): every word of every name, folded as
 * rules §2 folds names (diacritics and ł removed, lower case — "Jasiński" is `jasinski`), in one
 * sorted array. A query word is a range of that array found by binary search; a name matches when
 * each query word begins one of its words, in any order ("Paweł Jasiński" = "jasinski pawel").
 */
export interface SearchIndex {
  /** Sorted folded words and, at the same position, the document they come from. */
  words: string[];
  docs: Int32Array;
  /** Each document's folded words (to check the other query words against one candidate). */
  docWords: string[][];
}

/** The words of a name or a query, folded: `Kowalska-Nowak, Ewa` → `kowalska-nowak`, `kowalska`, `nowak`, `ewa`. */
export function foldWords(text: string): string[] {
  const words = normalizeName(text)
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return [...new Set(words.flatMap((w) => (w.includes('-') ? [w.replace(/-/g, ''), ...w.split('-').filter(Boolean)] : [w])))];
}

export function buildSearchIndex(names: readonly string[]): SearchIndex {
  const docWords = names.map(foldWords);
  const pairs: { w: string; d: number }[] = [];
  docWords.forEach((ws, d) => ws.forEach((w) => pairs.push({ w, d })));
  pairs.sort((a, b) => (a.w < b.w ? -1 : a.w > b.w ? 1 : a.d - b.d));
  return { words: pairs.map((p) => p.w), docs: Int32Array.from(pairs.map((p) => p.d)), docWords };
}

/** The query's letters and digits: a search needs at least {@link MIN_QUERY_LETTERS}. */
export const MIN_QUERY_LETTERS = 3;

export function queryLetters(query: string): number {
  return foldWords(query).join('').replace(/-/g, '').length;
}

interface SearchHit {
  doc: number;
  /** How many query words equal a whole word of the name (a better match first). */
  exact: number;
}

/**
 * The documents every query word begins a word of, better matches first (more whole words, then
 * the document order the caller chose). Empty when the query has fewer than 3 letters.
 */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const words = foldWords(query);
  if (queryLetters(query) < MIN_QUERY_LETTERS || words.length === 0) return [];
  const ranges = words.map((w) => ({ w, ...prefixRange(index.words, w) })).sort((a, b) => a.to - a.from - (b.to - b.from));
  const narrowest = ranges[0]!;
  const candidates = new Set<number>();
  for (let i = narrowest.from; i < narrowest.to; i++) candidates.add(index.docs[i]!);
  const hits: SearchHit[] = [];
  for (const doc of candidates) {
    const own = index.docWords[doc]!;
    if (!words.every((w) => own.some((o) => o.startsWith(w)))) continue;
    hits.push({ doc, exact: words.filter((w) => own.includes(w)).length });
  }
  return hits.sort((a, b) => b.exact - a.exact || a.doc - b.doc);
}

/** The positions [from, to) of the sorted words that begin with `prefix`. */
function prefixRange(words: readonly string[], prefix: string): { from: number; to: number } {
  const lower = (test: (w: string) => boolean) => {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (test(words[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const from = lower((w) => w < prefix);
  const to = lower((w) => w < prefix || w.startsWith(prefix));
  return { from, to };
}

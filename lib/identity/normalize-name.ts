/**
 * rules §2: Unicode NFKD, combining marks removed, ł→l, lower case, commas and periods removed,
 * whitespace collapsed. `Wiśniewski, Łukasz` = `WISNIEWSKI LUKASZ`. Word order is kept on purpose:
 * `Łukasz Wiśniewski` is another key, which the arbiter links by hand.
 */
export function normalizeName(name: string): string {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const key = computeKey(name);
  // names repeat in every tournament of a season; the cache is bounded, and only speeds things up
  if (cache.size >= 100_000) cache.clear();
  cache.set(name, key);
  return key;
}

const cache = new Map<string, string>();

// invisible characters (zero-width, bidi controls, soft hyphen) never make two names different
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u202A-\u202E\u2066-\u2069]/g;

function computeKey(name: string): string {
  return name
    .replace(INVISIBLE, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[,.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The name shown for a player known only from result rows: "Surname, First" loses its comma and an
 * all-capitals export (`BARANOWSKI PAWEŁ`) is written as a name (`Baranowski Paweł`).
 */
export function displayName(name: string): string {
  const plain = name.replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain !== plain.toLocaleUpperCase('pl')) return plain;
  return plain
    .toLocaleLowerCase('pl')
    .replace(/(^|[\s\-'])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('pl'));
}

/** A name written mostly in capitals is a worse display form than a mixed-case one. */
export function isAllCapitals(name: string): boolean {
  return name === name.toLocaleUpperCase('pl') && name !== name.toLocaleLowerCase('pl');
}

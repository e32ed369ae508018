/**
 * formats §6, who is who without a register: how a results file spells a player.
 *
 * - `spellingKey`: spellings that CANNOT be two people are one key — spaces, commas, periods, case,
 *   accents (rules §2's normalizeName), dash and apostrophe variants, invisible characters, and a
 *   parenthesised club or guest marker after the name (`Herrmann,Eberhard (SC Zugzwang 95)`).
 * - `withMarkerClub`: a club marker becomes the row's club when the row has none (a file without a
 *   club column); a guest marker (`(G)`, `(Gast)`, `(ohne Verein)` …) means no club.
 *   lib/identity/link-players.ts applies it to every row it links, so the standings' clubs, teams
 *   and eligibility see it; the name keeps the marker as written, the player's shown name does not.
 * - `spellingProposal`: spellings that are LIKELY one player — a first name that is a prefix of the
 *   other's (cut by the pairing program, or a short form), an extra surname, a missing first name.
 *   Proposed to the arbiter, never merged without an answer. Different first names that are not
 *   prefixes of each other are different people.
 *
 * Pure: no I/O. Names are read "Surname,First" when the file writes a comma, else "Surname First"
 * (the order of the pairing programs' exports and of formats §1's examples).
 */
import type { ResultRow } from '@/lib/import/parse-results';
import { displayName, normalizeName } from './normalize-name';

// hyphen, non-breaking hyphen, figure dash, en/em dash, horizontal bar, minus, small and full-width hyphen-minus
const DASHES = /[\u2010-\u2015\u2043\u2212\uFE58\uFE63\uFF0D]/g;
// curly quotes, modifier letter apostrophes, grave and acute accents, prime, full-width apostrophe
const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u02B9\u02BB\u02BC\u02BD\u0060\u00B4\u2032\uFF07]/g;
// the same invisible characters as normalizeName, taken off before a marker is looked for
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u202A-\u202E\u2066-\u2069]/g;
/** A parenthesised marker at the end of a name: `Walker (G)`, `Herrmann,Eberhard (SC Zugzwang 95)`. */
// the marker is words (a club, a guest mark), never a formula's arguments or an address: `=HYPERLINK("…")` is a name as written
const MARKER = /^(.*?\S)\s*\(([^()"'=:/\\<>]*)\)\s*$/su;

/**
 * Markers that say "a guest" or "no club" rather than naming a club (folded as normalizeName folds):
 * German, Polish and English as the clubs' files write them.
 */
const GUEST_MARKERS = new Set(['g', 'gast', 'guest', 'gosc', 'ohne verein', 'o v', 'ov', 'vereinslos', 'bez klubu', 'niezrzeszony', 'niezrzeszona', 'nz', 'unattached', 'none', '-', '']);

interface NameMarker {
  /** The name without its marker (as written otherwise). */
  name: string;
  /** The marker's text, trimmed; null when the name has none. */
  marker: string | null;
  /** The marker says a guest or no club, not a club's name. */
  guest: boolean;
}

/** A name and the parenthesised marker after it, if any (only one, the last: `X (a) (b)` keeps `X (a)`). */
export function splitNameMarker(raw: string): NameMarker {
  const name = raw.replace(INVISIBLE, '');
  const m = MARKER.exec(name);
  if (!m) return { name: raw, marker: null, guest: false };
  const before = m[1]!.replace(/[\s,]+$/u, '');
  // a name that is nothing but a marker stays as it is
  if (!/\p{L}/u.test(before)) return { name: raw, marker: null, guest: false };
  const marker = m[2]!.trim();
  return { name: before, marker, guest: GUEST_MARKERS.has(normalizeName(marker)) };
}

/**
 * The row as the season sees it (formats §6): a parenthesised club marker after the name becomes
 * the club of a row that has none (the file has no club column, or the cell is empty); a guest
 * marker leaves it without. The name stays as the file writes it (the games and the tournament's
 * page find the row by it); `spellingKey` and the shown name leave the marker out. The same object
 * when nothing changes.
 */
export function withMarkerClub(row: ResultRow): ResultRow {
  if (row.club !== null || !row.name.includes('(')) return row;
  const m = splitNameMarker(row.name);
  if (m.marker === null || m.guest || m.marker === '') return row;
  return { ...row, club: m.marker };
}

/** A name as a player is shown: without its parenthesised marker (`Walker (G)` → `Walker`) and invisible characters. */
export function nameWithoutMarker(name: string): string {
  const visible = name.replace(INVISIBLE, '');
  return visible.includes('(') ? splitNameMarker(visible).name : visible;
}

/** Dash and apostrophe variants as one character each; spaces around a hyphen taken away. */
function foldMarks(name: string): string {
  return name.replace(DASHES, '-').replace(APOSTROPHES, "'").replace(/\s*-\s*/g, '-');
}

const cache = new Map<string, string>();

/**
 * One key for spellings that cannot be two people (formats §6): `Walker,Perry` = `Walker, Perry`,
 * `Maetzing,Hans‑Die` (U+2011) = `Maetzing,Hans-Die`, `Herrmann,Eberhard (Zugzwang)` =
 * `Herrmann,Eberhard (G)` = `Herrmann,Eberhard`, `Wal\u200Bker` = `Walker`.
 */
export function spellingKey(name: string): string {
  const known = cache.get(name);
  if (known !== undefined) return known;
  const key = normalizeName(foldMarks(splitNameMarker(name).name));
  if (cache.size >= 100_000) cache.clear();
  cache.set(name, key);
  return key;
}

/** A name's surname words and first-name words, folded (a hyphenated surname is two words). */
interface SpellingParts {
  surname: string[];
  first: string[];
}

export function spellingParts(name: string): SpellingParts {
  const plain = foldMarks(splitNameMarker(name).name.replace(INVISIBLE, ''));
  const comma = plain.indexOf(',');
  const words = (s: string) => normalizeName(s).split(' ').filter((w) => w !== '');
  if (comma >= 0) {
    return { surname: words(plain.slice(0, comma)).flatMap((w) => w.split('-')).filter((w) => w !== ''), first: words(plain.slice(comma + 1)) };
  }
  const all = words(plain);
  return { surname: (all[0] ?? '').split('-').filter((w) => w !== ''), first: all.slice(1) };
}

/** Why two spellings may be one player (formats §6). */
export type ProposalReason = 'first-name-prefix' | 'extra-surname' | 'no-first-name';

/**
 * Whether two spellings (of different keys) may be one player, and why; null when they are two
 * people: another surname, or first names that are not prefixes of each other (`Dragnev,Jan` /
 * `Dragnev,Stoyan`).
 */
export function spellingProposal(a: string, b: string): ProposalReason[] | null {
  if (spellingKey(a) === spellingKey(b)) return null;
  const x = spellingParts(a);
  const y = spellingParts(b);
  if (x.surname.length === 0 || y.surname.length === 0) return null;
  const reasons: ProposalReason[] = [];
  // the surnames: equal, or one's words all among the other's (`Coto` / `Coto Alfonso`)
  const sameSurname = x.surname.join(' ') === y.surname.join(' ');
  if (!sameSurname) {
    const [short, long] = x.surname.length <= y.surname.length ? [x.surname, y.surname] : [y.surname, x.surname];
    if (short.length === long.length || !short.every((w) => long.includes(w))) return null;
    reasons.push('extra-surname');
  }
  const fx = x.first.join(' ');
  const fy = y.first.join(' ');
  if (fx === '' || fy === '') {
    if (fx === fy) return reasons.length > 0 ? reasons : null;
    reasons.push('no-first-name');
  } else if (fx !== fy) {
    const [short, long] = fx.length <= fy.length ? [fx, fy] : [fy, fx];
    if (!long.startsWith(short)) return null;
    reasons.push('first-name-prefix');
  }
  return reasons.length > 0 ? reasons : null;
}

/**
 * Of two spellings proposed as one player, the one that says more (the `same_as` of aliases.csv):
 * the longer first name, then the longer surname; `a` on a tie.
 */
export function fullerSpelling(a: string, b: string): string {
  const x = spellingParts(a);
  const y = spellingParts(b);
  const fx = x.first.join(' ').length;
  const fy = y.first.join(' ').length;
  if (fx !== fy) return fx > fy ? a : b;
  return y.surname.join(' ').length > x.surname.join(' ').length ? b : a;
}

const variants = new Map<string, string>();

/**
 * A spelling as the player's page lists it ("also written as …"): without its marker, dashes and
 * apostrophes as one character, "Surname, First" as `displayName` writes it — so `Walker,Perry` and
 * `Walker, Perry` are one spelling, `Bahr,Jan` and `Bahr,Jan-Hendrik` two.
 */
export function spellingVariant(name: string): string {
  const known = variants.get(name);
  if (known !== undefined) return known;
  const v = displayName(foldMarks(splitNameMarker(name).name.replace(INVISIBLE, '')));
  if (variants.size >= 100_000) variants.clear();
  variants.set(name, v);
  return v;
}

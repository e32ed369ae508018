import { compareCrIds } from '@/lib/identity/cr-id';
import { displayName, isAllCapitals, normalizeName } from '@/lib/identity/normalize-name';
import type { Appearance } from './appearance';

/**
 * Who is who across every competition of the association's year (issue 30), extending rules §2
 * (lib/identity/link-players.ts) from one season to every kind and year:
 *  1. one CR id is one person;
 *  2. one FIDE id is one person — unless that joins two different CR ids (rules §2: a FIDE id that
 *     differs is another person; here a CR id that differs is);
 *  3. one name with one birth year is one person, when both sides have a year — unless that joins
 *     two different CR ids or two different FIDE ids. Names are compared normalized (rules §2) and
 *     in any word order: the open's TRF writes "Jasiński, Paweł", a team league's roster "Paweł
 *     Jasiński", for the same man; the birth year keeps that safe;
 *  4. someone with no birth year at all joins the one person of that name (any word order) whose ids
 *     do not conflict — and stays apart when there are several (namesakes born in other years):
 *     rules §2's "rows without a year that fit several years are ambiguous".
 * A Grand Prix player's aliases (every row the season linked to them, hand links included) count as
 * their names, so the arbiter's hand links apply in every competition. Pure; the result does not
 * depend on the order of the appearances.
 */
interface LinkedPeople {
  /** Each person's appearances, by competition then the competition's own key ({@link appearanceOrder}); persons sorted by key. */
  people: { key: string; appearances: Appearance[] }[];
  /** A person's key by appearance (the same objects as given). */
  keyOf: Map<Appearance, string>;
}

/** The name compared across competitions: normalized (rules §2), words in alphabetical order. */
export function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = normalizeName(name).split(' ').filter(Boolean).sort().join(' ');
    if (nameKeys.size >= 200_000) nameKeys.clear();
    nameKeys.set(name, key);
  }
  return key;
}
const nameKeys = new Map<string, string>();

export function linkPeople(input: readonly Appearance[]): LinkedPeople {
  // a stable order whatever the caller's: competition, then the competition's own key
  const sortKey = new Map(input.map((a) => [a, appearanceOrderKey(a.ref, a.localKey)]));
  const all = [...input].sort((a, b) => cmp(sortKey.get(a)!, sortKey.get(b)!));
  const parent = all.map((_, i) => i);
  const crs = all.map((a) => new Set(a.crId ? [a.crId] : []));
  const fides = all.map((a) => new Set(a.fideId ? [a.fideId] : []));
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const conflict = (x: Set<string>, y: Set<string>) => x.size > 0 && y.size > 0 && ![...x].some((v) => y.has(v));
  const union = (i: number, j: number, check: 'none' | 'cr' | 'cr+fide') => {
    const a = find(i);
    const b = find(j);
    if (a === b) return;
    if (check !== 'none' && conflict(crs[a]!, crs[b]!)) return;
    if (check === 'cr+fide' && conflict(fides[a]!, fides[b]!)) return;
    const [root, child] = a < b ? [a, b] : [b, a];
    parent[child] = root;
    for (const v of crs[child]!) crs[root]!.add(v);
    for (const v of fides[child]!) fides[root]!.add(v);
  };
  const byValue = (value: (a: Appearance) => string[], check: 'none' | 'cr' | 'cr+fide') => {
    const first = new Map<string, number>();
    all.forEach((a, i) => {
      for (const v of value(a)) {
        const j = first.get(v);
        if (j === undefined) first.set(v, i);
        else union(j, i, check);
      }
    });
  };
  byValue((a) => (a.crId ? [a.crId] : []), 'none');
  byValue((a) => (a.fideId ? [a.fideId] : []), 'cr');
  const names = (a: Appearance) => [{ name: a.name, birthYear: a.birthYear }, ...a.aliases];
  byValue((a) => [...new Set(names(a).flatMap((n) => (n.birthYear !== null ? [`${nameKey(n.name)}|${n.birthYear}`] : [])))], 'cr+fide');

  // 4: a person with no birth year anywhere joins the only other person of one of their names
  const groups = () => {
    const g = new Map<number, number[]>();
    all.forEach((_, i) => {
      const r = find(i);
      const list = g.get(r);
      if (list) list.push(i);
      else g.set(r, [i]);
    });
    return g;
  };
  const before = groups();
  const roots = [...before.keys()];
  const namesOf = new Map(roots.map((r) => [r, new Set(before.get(r)!.flatMap((i) => names(all[i]!).map((n) => nameKey(n.name))))]));
  const hasYear = new Map(roots.map((r) => [r, before.get(r)!.some((i) => names(all[i]!).some((n) => n.birthYear !== null))]));
  const rootsByName = new Map<string, number[]>();
  for (const r of roots) {
    for (const n of namesOf.get(r)!) {
      const list = rootsByName.get(n);
      if (list) list.push(r);
      else rootsByName.set(n, [r]);
    }
  }
  // only someone with no id and no year looks for others: the people with an id or a year are the ones found
  const identified = (r: number) => hasYear.get(r)! || crs[r]!.size > 0 || fides[r]!.size > 0;
  for (const r of roots) {
    if (identified(r)) continue;
    const others = new Set<number>();
    for (const n of namesOf.get(r)!) for (const o of rootsByName.get(n) ?? []) if (o !== r) others.add(o);
    const known = [...others].filter(identified);
    if (known.length === 1) union(r, known[0]!, 'cr+fide');
    // the others of that name without id or year are one new player (rules §2: keyed by the name)
    for (const o of others) if (!identified(o)) union(r, o, 'cr+fide');
  }

  const final = groups();
  const people = [...final.values()].map((members) => ({ appearances: members.map((i) => all[i]!), base: baseKey(members.map((i) => all[i]!)) }));
  // two people may come to one base key (namesakes whose years could not tell them apart): -2, -3 … in the stable order
  people.sort((a, b) => cmp(a.base, b.base) || cmp(sortKey.get(a.appearances[0]!)!, sortKey.get(b.appearances[0]!)!));
  const seen = new Map<string, number>();
  const keyed = people.map((p) => {
    const n = (seen.get(p.base) ?? 0) + 1;
    seen.set(p.base, n);
    return { key: n === 1 ? p.base : `${p.base}-${n}`, appearances: p.appearances };
  });
  const keyOf = new Map<Appearance, string>();
  for (const p of keyed) for (const a of p.appearances) keyOf.set(a, p.key);
  // inside each person, the appearances in the stable order (competition, then its own key), whatever
  // the caller's: a person's page is then the same however the competitions were read (issue 38 keeps
  // them per competition, server/kept.ts)
  keyed.sort((a, b) => cmp(a.key, b.key));
  return { people: keyed, keyOf };
}

/**
 * A person's key (docs/people.md): the CR id (the smallest, as rules §2 picks on a conflict), else
 * `fide-{FIDE id}`, else `n-{surname-first-names}-{birth year}` from the name shown, the year left
 * out when none is known (or several are).
 */
export function baseKey(appearances: readonly Appearance[]): string {
  const cr = appearances.flatMap((a) => (a.crId ? [a.crId] : [])).sort(compareCrIds)[0];
  if (cr) return cr;
  const fide = appearances.flatMap((a) => (a.fideId ? [a.fideId] : [])).sort(compareCrIds)[0];
  if (fide) return `fide-${fide}`;
  const words = normalizeName(personName(appearances))
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  const years = [...new Set(appearances.flatMap((a) => [a.birthYear, ...a.aliases.map((x) => x.birthYear)]).filter((y): y is number => y !== null))];
  return ['n', ...words, ...(years.length === 1 ? [String(years[0])] : [])].join('-');
}

/**
 * The name a person is shown with: a Grand Prix register name first (the registry's spelling), then
 * the first mixed-case spelling of the competitions in their order, as rules §2 shows new players.
 */
export function personName(given: readonly Appearance[]): string {
  // the first in (competition, key) order of those that qualify: one pass, no sort (a regular of
  // 200 seasons has 200 appearances, and every person is named at every linking)
  let registered: { a: Appearance; id: string } | null = null;
  let mixed: { a: Appearance; id: string } | null = null;
  let first: { a: Appearance; id: string } | null = null;
  const before = (a: Appearance, id: string, than: { a: Appearance; id: string } | null) => than === null || cmp(id, than.id) < 0 || (id === than.id && cmp(a.localKey, than.a.localKey) < 0);
  for (const a of given) {
    const id = refId(a);
    if (a.ref.kind === 'grand-prix' && a.crId && before(a, id, registered)) registered = { a, id };
    if (!isAllCapitals(a.name) && before(a, id, mixed)) mixed = { a, id };
    if (before(a, id, first)) first = { a, id };
  }
  return displayName((registered ?? mixed ?? first)!.a.name);
}

/** The stable order of appearances: by competition (`{kind}/{slug}/{league id}`), then the competition's own key. */
export const appearanceOrderKey = (ref: Pick<Appearance['ref'], 'kind' | 'slug' | 'league'>, localKey: string) => `${ref.kind}/${ref.slug}/${ref.league?.id ?? ''}\u0000${localKey}`;

const refId = (a: Appearance) => `${a.ref.kind}/${a.ref.slug}/${a.ref.league?.id ?? ''}`;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

import { normalizeName } from '@/lib/identity/normalize-name';
import type { Appearance, AppearanceResult, ClubAppearance, CompetitionRef } from './appearance';
import { appearanceOrderKey, linkPeople } from './link-people';
import { personName } from './link-people';
import { buildSearchIndex, searchIndex, type SearchIndex } from './search-index';

/** One game on a player's page: the opponent's person key when the directory knows them. */
interface PersonGame {
  round: number | string;
  stage?: string;
  opponentKey: string | null;
  opponentName: string | null;
  colour: 'w' | 'b' | null;
  result: string;
}

/** One competition of a person, with the result the competition's own computation gives. */
export type PersonEntry = CompetitionRef &
  Omit<AppearanceResult, 'gameList'> & {
    /** The participant's key inside the competition (a season player key, a start number …). */
    localKey: string;
    club: string | null;
    gameList: PersonGame[];
  };

export interface Person {
  key: string;
  name: string;
  /** The club of the latest year that names one (a Grand Prix row or a team league roster). */
  club: string | null;
  clubSlug: string | null;
  entries: PersonEntry[];
}

export interface DirectoryClub {
  slug: string;
  name: string;
  /** The latest year a competition names the club in; its players are that year's. */
  year: number | null;
  players: { key: string; name: string; competitions: number }[];
  teams: ClubAppearance[];
}

export interface DirectoryCompetition {
  kind: string;
  slug: string;
  name: string;
  year: number | null;
}

export interface PeopleDirectory {
  people: Map<string, Person>;
  /** By slug, in the slugs' order. */
  clubs: Map<string, DirectoryClub>;
  competitions: DirectoryCompetition[];
  /** A person's key by one of their entries: `{kind}/{slug}/{league id}|{local key}` (issue 40, C11: a season's player page links the person). */
  personOf: ReadonlyMap<string, string>;
  /** Each appearance's entry (the same object as in its person's entries), by the appearance given (issue 38 keeps them per source). */
  entryOf: ReadonlyMap<Appearance, PersonEntry>;
}

/** What the search reads of a person: a line, not the entries (issue 38: kept as a row, server/kept.ts). */
interface PersonLine {
  key: string;
  name: string;
  club: string | null;
  /** How many competitions (entries) the person has. */
  competitions: number;
}

/** What the search reads of a club. */
interface ClubLine {
  slug: string;
  name: string;
  /** How many players the club's page lists. */
  players: number;
}

/** The players of a club's page in their order: by name (Polish), namesakes by key. */
export const comparePlayers = (a: { key: string; name: string }, b: { key: string; name: string }) => polish.compare(a.name, b.name) || cmp(a.key, b.key);

/** The search's view of a directory: its lines and an index of their names. */
export interface DirectoryListing {
  people: Map<string, PersonLine>;
  clubs: Map<string, ClubLine>;
  competitions: DirectoryCompetition[];
  /** Search over people (0 … p−1), clubs (p … p+c−1) and competitions (the rest), in that order. */
  index: SearchIndex;
  order: { kind: 'person' | 'club' | 'competition'; id: string | number }[];
}

/** The key of {@link PeopleDirectory.personOf} for one entry of a competition (no league: ''). */
export const entryKey = (kind: string, slug: string, localKey: string, league = '') => `${kind}/${slug}/${league}|${localKey}`;

interface BuildDirectoryInput {
  people: readonly Appearance[];
  clubs: readonly ClubAppearance[];
  competitions: readonly DirectoryCompetition[];
}

/** A club's address: its name folded (rules §2) to letters, digits and dashes — `UKS Jedynka Olsztyn` → `uks-jedynka-olsztyn`. */
export function clubSlug(name: string): string {
  let slug = clubSlugs.get(name);
  if (slug === undefined) {
    slug = normalizeName(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    // a directory names each club on every entry of every player: fold each name once
    if (clubSlugs.size >= 50_000) clubSlugs.clear();
    clubSlugs.set(name, slug);
  }
  return slug;
}
const clubSlugs = new Map<string, string>();

// one collator: String#localeCompare builds one per call, seconds over 50,000 names
const polish = new Intl.Collator('pl');
const refKeys = new WeakMap<CompetitionRef, string>();
const refKey = (r: CompetitionRef) => {
  let k = refKeys.get(r);
  if (k === undefined) refKeys.set(r, (k = `${r.kind}/${r.slug}/${r.league?.id ?? ''}`));
  return k;
};
const byYearDesc = (a: { year: number | null }, b: { year: number | null }) => (b.year ?? 0) - (a.year ?? 0);

/**
 * A person's entry for one appearance: its result, its games with each opponent's person (`personOf`:
 * a person's key by {@link entryKey}; only the appearance's own competition is looked up).
 */
export function personEntry(a: Appearance, personOf: ReadonlyMap<string, string>): PersonEntry {
  const { gameList, ...result } = a.result;
  return {
    ...a.ref,
    ...result,
    localKey: a.localKey,
    club: a.club,
    gameList: (gameList ?? []).map((g) => ({
      round: g.round,
      ...(g.stage ? { stage: g.stage } : {}),
      opponentKey: g.opponent === null ? null : (personOf.get(`${refKey(a.ref)}|${g.opponent}`) ?? null),
      opponentName: g.opponentName,
      colour: g.colour,
      result: g.result,
    })),
  };
}

/**
 * The order of a person's entries on their page: the latest year first; in a year
 * the Grand Prix, then the others by name. Sorted from the appearances' order (competition by
 * competition), the result is the directory's whatever assembles them (issue 38: kept per source).
 */
export function compareEntries(a: PersonEntry, b: PersonEntry): number {
  return byYearDesc(a, b) || Number(b.kind === 'grand-prix') - Number(a.kind === 'grand-prix') || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || ((a.league?.id ?? '') < (b.league?.id ?? '') ? -1 : 1);
}

/** The stable order of a competition's teams (a club's name is the first spelling in this order): by competition, club and team. */
export const teamOrderKey = (t: ClubAppearance) => `${appearanceOrderKey(t.ref, t.club)}\u0000${t.team ?? ''}`;
/** The stable order of entries (link-people.ts): by competition, then the competition's own key. */
export const entryOrderKey = (e: PersonEntry) => appearanceOrderKey(e, e.localKey);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A club's teams in the order its page shows them (in place): the latest year first, then by competition. */
export function sortTeams(teams: ClubAppearance[]): ClubAppearance[] {
  return teams.sort((a, b) => byYearDesc(a.ref, b.ref) || (a.ref.name < b.ref.name ? -1 : 1));
}

/** Every person, club and competition of the year, linked (link-people.ts) and indexed for search. */
export function buildPeopleDirectory(input: BuildDirectoryInput): PeopleDirectory {
  const linked = linkPeople(input.people);
  const personOf = new Map<string, string>();
  for (const [a, key] of linked.keyOf) personOf.set(entryKey(a.ref.kind, a.ref.slug, a.localKey, a.ref.league?.id), key);

  const people = new Map<string, Person>();
  const entryOf = new Map<Appearance, PersonEntry>();
  for (const { key, appearances } of linked.people) {
    const entries = appearances
      .map((a) => {
        const e = personEntry(a, personOf);
        entryOf.set(a, e);
        return e;
      })
      .sort(compareEntries);
    const club = entries.find((e) => e.club)?.club ?? null;
    people.set(key, { key, name: personName(appearances), club, clubSlug: club ? clubSlug(club) : null, entries });
  }

  const clubs = new Map<string, DirectoryClub>();
  const clubOf = (name: string) => {
    const slug = clubSlug(name);
    if (!slug) return null;
    let c = clubs.get(slug);
    if (!c) clubs.set(slug, (c = { slug, name, year: null, players: [], teams: [] }));
    return c;
  };
  // in the stable order, whatever the caller's: the first spelling of a club names it
  const teamsIn = input.clubs.map((t) => ({ t, key: teamOrderKey(t) })).sort((a, b) => cmp(a.key, b.key));
  for (const { t } of teamsIn) {
    const c = clubOf(t.club);
    if (!c) continue;
    c.teams.push(t);
    if (t.ref.year !== null && (c.year === null || t.ref.year > c.year)) c.year = t.ref.year;
  }
  for (const p of people.values()) {
    for (const e of p.entries) {
      if (!e.club) continue;
      const c = clubOf(e.club);
      if (c && e.year !== null && (c.year === null || e.year > c.year)) c.year = e.year;
    }
  }
  for (const p of people.values()) {
    const mine = new Set<string>();
    for (const e of p.entries) if (e.club && clubs.get(clubSlug(e.club))?.year === e.year) mine.add(clubSlug(e.club));
    for (const slug of mine) clubs.get(slug)!.players.push({ key: p.key, name: p.name, competitions: p.entries.length });
  }
  for (const c of clubs.values()) {
    c.players.sort((a, b) => polish.compare(a.name, b.name));
    sortTeams(c.teams);
  }
  // clubs by slug (the search lists them in this order): whatever the order they were found in
  const bySlug = new Map([...clubs].sort(([a], [b]) => cmp(a, b)));

  return { people, clubs: bySlug, competitions: [...input.competitions], personOf, entryOf };
}

/** A person's line for the search. */
export const personLine = (p: Person): PersonLine => ({ key: p.key, name: p.name, club: p.club, competitions: p.entries.length });
/** A club's line for the search. */
export const clubLine = (c: DirectoryClub): ClubLine => ({ slug: c.slug, name: c.name, players: c.players.length });

/** The search's listing of people, clubs and competitions, in the order given (the directory's: people by key). */
export function directoryListing(people: readonly PersonLine[], clubs: readonly ClubLine[], competitions: readonly DirectoryCompetition[]): DirectoryListing {
  const order: DirectoryListing['order'] = [
    ...people.map((p) => ({ kind: 'person' as const, id: p.key })),
    ...clubs.map((c) => ({ kind: 'club' as const, id: c.slug })),
    ...competitions.map((_, id) => ({ kind: 'competition' as const, id })),
  ];
  const names = [...people.map((p) => p.name), ...clubs.map((c) => c.name), ...competitions.map((c) => c.name)];
  return { people: new Map(people.map((p) => [p.key, p])), clubs: new Map(clubs.map((c) => [c.slug, c])), competitions: [...competitions], index: buildSearchIndex(names), order };
}

/** The listing of a directory built in memory. */
export function listingOf(d: PeopleDirectory): DirectoryListing {
  return directoryListing([...d.people.values()].map(personLine), [...d.clubs.values()].map(clubLine), d.competitions);
}

export interface SearchResults {
  players: { key: string; name: string; club?: string; competitions: number }[];
  clubs: { name: string; slug: string; players: number }[];
  competitions: { kind: string; slug: string; name: string; year: number | null }[];
}

/** At most this many results of each kind. */
export const SEARCH_LIMIT = 50;

/** The search of the site's header: players (most competitions first among equal matches), clubs, competitions. */
export function searchPeople(d: DirectoryListing, query: string, limit = SEARCH_LIMIT): SearchResults {
  const out: SearchResults = { players: [], clubs: [], competitions: [] };
  const hits = searchIndex(d.index, query);
  const players: { exact: number; p: PersonLine }[] = [];
  for (const h of hits) {
    const o = d.order[h.doc]!;
    if (o.kind === 'person') players.push({ exact: h.exact, p: d.people.get(o.id as string)! });
    else if (o.kind === 'club' && out.clubs.length < limit) {
      const c = d.clubs.get(o.id as string)!;
      out.clubs.push({ name: c.name, slug: c.slug, players: c.players });
    } else if (o.kind === 'competition' && out.competitions.length < limit) {
      const c = d.competitions[o.id as number]!;
      out.competitions.push({ kind: c.kind, slug: c.slug, name: c.name, year: c.year });
    }
  }
  players.sort((a, b) => b.exact - a.exact || b.p.competitions - a.p.competitions || polish.compare(a.p.name, b.p.name) || (a.p.key < b.p.key ? -1 : 1));
  out.players = players.slice(0, limit).map(({ p }) => ({ key: p.key, name: p.name, ...(p.club ? { club: p.club } : {}), competitions: p.competitions }));
  return out;
}

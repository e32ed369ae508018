import { createHash } from 'node:crypto';
import { DatabaseBusy, keepingConnection, writeTransaction, type Connection } from '@/db/client';
import { deleteKeptClub, deleteKeptPeople, readKeptClub, readKeptClubMembers, readKeptClubNamed, readKeptClubTeams, readKeptClubTeamsOf, readKeptDirectory, readKeptListing, readKeptPeopleByBase, readKeptPeopleByValue, readKeptPeopleLines, readKeptPersonAppearances, readKeptPersonFacts, readKeptPersonLine, readKeptPersonOf, readKeptProgressionHeads, readKeptSourceRows, readKeptSources, replaceKeptDirectory, replaceKeptSourceRows, writeKeptClub, writeKeptDirectory, writeKeptPeople, writeKeptProgression, writeKeptSourcePeople, writeKeptSource, writeKeptSummary, deleteKeptProgressions, keptProgressionSources, type KeptAppearanceRow, type KeptClubRow, type KeptPersonRow, type KeptSourceRow, type KeptTeamRow, type KeptValueRow } from '@/db/queries/kept';
import type { Competition, KeptSource, Season } from '@/db/schema';
import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import { competitionKind } from '@/lib/competitions/registry';
import type { IsoDate } from '@/lib/dates';
import type { Appearance, ClubAppearance } from '@/lib/people/appearance';
import { competitionParticipants } from '@/lib/people/competition-participants';
import { grandPrixAppearances } from '@/lib/people/participants/grand-prix';
import { baseKey, linkPeople, nameKey, personName } from '@/lib/people/link-people';
import { buildPeopleDirectory, clubLine, clubSlug, compareEntries, comparePlayers, directoryListing, entryKey, entryOrderKey, personEntry, personLine, sortTeams, teamOrderKey, type DirectoryClub, type DirectoryCompetition, type DirectoryListing, type Person, type PersonEntry } from '@/lib/people/people-directory';
import type { EntryProfile } from '@/lib/people/person-json';
import { seasonSummaryBasis, type SeasonSummaryBasis } from '@/lib/series/season-summary';
import { getCompetitionView } from './competitions';
import { seasonProfiles } from './player-profile';
import { current, fingerprintOf, KEPT_VERSION, progressionCurrent, publicSources, summaryHolds, type Source } from './kept-basis';
import { RevisionMemo } from './revision-memo';
import { computeProgression, getStandings, progressPointsJson } from './standings';

/**
 * Issue 38: what the pages that read across the archive need — a player's entries in every
 * competition, a club, the search's list, the home page's line of each competition — derived once
 * per revision of a season or competition and kept in the database (db/schema.ts `kept_*`), so a
 * player's page reads that player's row and the home page the summaries, whatever the archive's size.
 * What the rows are checked against (KEPT_VERSION, the sources' bases, the fingerprint) is in
 * server/kept-basis.ts: bump KEPT_VERSION there whenever a computation whose result is kept changes.
 */
export { KEPT_VERSION, publicSources, type Source } from './kept-basis';

/** A Grand Prix season's kept payload: its people and clubs, and each player's profile (ratings, title) by player key. */
interface SourcePeople {
  people: Appearance[];
  clubs: ClubAppearance[];
  profiles?: Record<string, EntryProfile>;
}

/** What linking a source's people reads (lib/people/link-people.ts), and what a person's and a club's line read besides their entries: hashed. */
function identityOf(payload: SourcePeople): string {
  // in the stable order (the directory does not depend on the order a source lists its people in: a
  // results day that reorders the table changes no identity)
  const facts = [
    payload.people.map((a) => [appearanceEntry(a), a.ref, a.localKey, a.name, a.crId, a.fideId, a.birthYear, a.aliases, a.club]).sort((x, y) => cmp(x[0] as string, y[0] as string)),
    payload.clubs.map((c) => [teamOrderKey(c), c.ref, c.club, c.team ?? null]).sort((x, y) => cmp(x[0] as string, y[0] as string)),
  ];
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 32);
}

/** A source's people and clubs (and a season's players' profiles), from its own computation (the standings, the competition's files), with the hash of its identity facts. */
function computePeople(conn: Connection, source: Source): { people: string; identity: string } {
  let payload: SourcePeople;
  if ('season' in source) {
    const { season } = source;
    const { people, clubs } = grandPrixAppearances(getStandings(conn, season), { slug: season.slug, name: season.name, year: season.year });
    payload = { people, clubs, profiles: Object.fromEntries(seasonProfiles(conn, season)) };
  } else {
    const { competition: c } = source;
    const view = getCompetitionView(conn, c);
    // a competition still in preparation shows no tables, so it names nobody yet
    payload = view.load.ok ? competitionParticipants(c.kind, view.load.result, { slug: c.slug, name: c.name, year: Number(c.createdAt.slice(0, 4)) || null }) : { people: [], clubs: [] };
  }
  return { people: JSON.stringify(payload), identity: identityOf(payload) };
}

/**
 * A source's kept row computed afresh: a season's summary basis (its standings are computed for
 * it); its people only when asked for (the home page does not need them: a player's page computes
 * them on first need). A competition's summary depends on the day: keptSummaries makes it.
 */
function computeSource(conn: Connection, source: Source, withPeople: boolean): KeptSourceRow {
  const summary = 'season' in source ? JSON.stringify(seasonSummaryBasis(getStandings(conn, source.season))) : null;
  const people = withPeople ? computePeople(conn, source) : null;
  return { source: source.id, basis: source.basis, version: KEPT_VERSION, people: people?.people ?? null, identity: people?.identity ?? null, hasPeople: people !== null, summary, summaryFrom: null, summaryUntil: null };
}

/** Stores what a read derived; false when another writer held the lock (the caller goes on with what it computed). */
function keep(conn: Connection, write: (w: Connection) => void): boolean {
  const w = keepingConnection(conn);
  try {
    writeTransaction(w, () => write(w));
    return true;
  } catch (e) {
    if (e instanceof DatabaseBusy) return false;
    throw e;
  }
}

/**
 * The kept rows of the sources, each computed and kept first when missing or stale; the people (and
 * their identity's hash) of those for which `withPeople` says so, read or computed, the others'
 * `people` null (a season's people are large: every appearance with its games).
 */
function keptRows(conn: Connection, sources: readonly Source[], withPeople: (s: Source) => boolean): Map<string, KeptSourceRow> {
  const rows = readKeptSources(
    conn,
    sources.map((s) => s.id),
    sources.filter(withPeople).map((s) => s.id),
  );
  const writes: ((w: Connection) => void)[] = [];
  for (const s of sources) {
    const row = rows.get(s.id);
    if (current(row, s)) {
      if (withPeople(s) && (row.people === null || row.identity === null)) {
        const { people, identity } = computePeople(conn, s);
        Object.assign(row, { people, identity, hasPeople: true });
        writes.push((w) => writeKeptSourcePeople(w, s.id, people, identity));
      }
      continue;
    }
    const fresh = computeSource(conn, s, withPeople(s));
    rows.set(s.id, fresh);
    const { hasPeople, ...stored } = fresh;
    void hasPeople;
    writes.push((w) => writeKeptSource(w, stored));
  }
  if (writes.length) keep(conn, (w) => writes.forEach((write) => write(w)));
  return rows;
}

const competitionsOf = (sources: readonly Source[]): DirectoryCompetition[] =>
  sources.map((s) => ('season' in s ? { kind: 'grand-prix', slug: s.season.slug, name: s.season.name, year: s.season.year } : { kind: s.competition.kind, slug: s.competition.slug, name: s.competition.name, year: Number(s.competition.createdAt.slice(0, 4)) || null }));

/** A person as kept: the directory's Person and the profiles of their Grand Prix entries, by season slug. */
interface KeptPerson {
  person: Person;
  profiles: Record<string, EntryProfile>;
}

/** The directory's rows as they are kept (tests compare them with a directory computed afresh). */
interface DirectoryRows {
  fingerprint: string;
  people: KeptPerson[];
  clubs: DirectoryClub[];
  competitions: DirectoryCompetition[];
}

/** One appearance as kept (`kept_appearances.data`): the person's entry for it and, in a Grand Prix season, the player's profile. */
interface KeptEntry {
  entry: PersonEntry;
  profile: EntryProfile | null;
}

/** How the directory knows each source as linked: [id, basis, version, identity's hash] (`kept_directory.linked`). */
type Linked = [string, string, number, string][];

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const appearanceEntry = (a: Appearance) => `${a.ref.league?.id ?? ''}|${a.localKey}`;
const profileOf = (payload: SourcePeople, a: Appearance): EntryProfile | null => (a.ref.kind === 'grand-prix' ? (payload.profiles?.[a.localKey] ?? null) : null);
const teamRows = (source: string, payload: SourcePeople): KeptTeamRow[] =>
  payload.clubs.flatMap((t, ord) => {
    const club = clubSlug(t.club);
    return club ? [{ source, ord, club, data: JSON.stringify(t) }] : [];
  });

/** What links an appearance (lib/people/link-people.ts) and what a person's and a club's line read of it, as kept (`kept_appearances.facts`). */
const factsOf = (a: Appearance) => JSON.stringify([a.ref, a.localKey, a.name, a.crId, a.fideId, a.birthYear, a.aliases, a.club]);
function fromFacts(json: string): Appearance {
  const [ref, localKey, name, crId, fideId, birthYear, aliases, club] = JSON.parse(json) as [Appearance['ref'], string, string, string | null, string | null, number | null, Appearance['aliases'], string | null];
  return { ref, localKey, name, crId, fideId, birthYear, aliases, club, result: {} };
}
/** The values two appearances of one person may share (link-people.ts links by nothing else): the CR id, the FIDE id, each name's key. */
const linkValues = (a: Appearance) => [...(a.crId ? [`cr:${a.crId}`] : []), ...(a.fideId ? [`fide:${a.fideId}`] : []), ...new Set([a.name, ...a.aliases.map((x) => x.name)].map((n) => `nk:${nameKey(n)}`))];

/** A source's rows to keep, its people linked (`personOf`: a person's key by entryKey, for its own appearances and their opponents). */
function sourceRows(source: string, payload: SourcePeople, personOf: ReadonlyMap<string, string>, entryOf?: ReadonlyMap<Appearance, PersonEntry>) {
  const appearances: KeptAppearanceRow[] = [];
  const values: KeptValueRow[] = [];
  payload.people.forEach((a, ord) => {
    const entry = appearanceEntry(a);
    const club = a.club ? clubSlug(a.club) || null : null;
    const item: KeptEntry = { entry: entryOf?.get(a) ?? personEntry(a, personOf), profile: profileOf(payload, a) };
    const person = personOf.get(entryKey(a.ref.kind, a.ref.slug, a.localKey, a.ref.league?.id))!;
    appearances.push({ source, ord, entry, person, facts: factsOf(a), club, year: a.ref.year, data: JSON.stringify(item) });
    for (const value of linkValues(a)) values.push({ value, source, entry, person });
  });
  return { appearances, values, teams: teamRows(source, payload) };
}

/** A person's entries from their appearances' facts or kept entries: in the stable order, then as the directory orders them (lib/people). */
function pageOrder<T>(items: T[], entryOf: (t: T) => Pick<PersonEntry, 'kind' | 'slug' | 'league' | 'localKey' | 'year' | 'name'>): T[] {
  const keyed = items.map((t) => {
    const e = entryOf(t) as PersonEntry;
    return { t, e, k: entryOrderKey(e) };
  });
  return keyed
    .sort((a, b) => cmp(a.k, b.k))
    .sort((a, b) => compareEntries(a.e, b.e))
    .map(({ t }) => t);
}
const factsEntry = (a: Appearance) => ({ ...a.ref, localKey: a.localKey, club: a.club });

/** A person's line (what the search lists) from their appearances' facts: as buildPeopleDirectory makes it. */
function personRow(key: string, appearances: Appearance[]): KeptPersonRow {
  const club = pageOrder(appearances, factsEntry).find((a) => a.club)?.club ?? null;
  return { key, base: baseKey(appearances), name: personName(appearances), club, competitions: appearances.length };
}

/** A person assembled from their kept entries: what the directory holds of them. */
function assemblePerson(key: string, name: string, given: KeptEntry[]): KeptPerson {
  const items = pageOrder(given, (i) => i.entry);
  const entries = items.map((i) => i.entry);
  const profiles: Record<string, EntryProfile> = {};
  for (const i of items) if (i.entry.kind === 'grand-prix' && i.profile) profiles[i.entry.slug] = i.profile;
  const club = entries.find((e) => e.club)?.club ?? null;
  return { person: { key, name, club, clubSlug: club ? clubSlug(club) : null, entries }, profiles };
}

/**
 * Links the kept people of every source into the directory (lib/people): the rows to keep (every
 * person, club, appearance and team), and the directory as a page reads it (when it cannot be kept).
 */
function linkDirectory(sources: readonly Source[], rows: ReadonlyMap<string, KeptSourceRow>, fingerprint: string) {
  const payloads = sources.map((s) => JSON.parse(rows.get(s.id)!.people!) as SourcePeople);
  const competitions = competitionsOf(sources);
  const directory = buildPeopleDirectory({ people: payloads.flatMap((p) => p.people), clubs: payloads.flatMap((p) => p.clubs), competitions });
  const kept = { appearances: [] as KeptAppearanceRow[], values: [] as KeptValueRow[], teams: [] as KeptTeamRow[] };
  const items = new Map<string, KeptEntry[]>();
  const facts = new Map<string, Appearance[]>();
  sources.forEach((s, i) => {
    const payload = payloads[i]!;
    const r = sourceRows(s.id, payload, directory.personOf, directory.entryOf);
    kept.appearances.push(...r.appearances);
    kept.values.push(...r.values);
    kept.teams.push(...r.teams);
    payload.people.forEach((a, ord) => {
      const person = r.appearances[ord]!.person;
      const item: KeptEntry = { entry: directory.entryOf.get(a)!, profile: profileOf(payload, a) };
      (items.get(person) ?? items.set(person, []).get(person)!).push(item);
      (facts.get(person) ?? facts.set(person, []).get(person)!).push(a);
    });
  });
  const people = [...directory.people.values()];
  const clubs = [...directory.clubs.values()];
  const linked: Linked = sources.map((s) => [s.id, s.basis, KEPT_VERSION, rows.get(s.id)!.identity!]);
  return {
    kept: {
      fingerprint,
      linked: JSON.stringify(linked),
      competitions: JSON.stringify(competitions),
      listing: fingerprint,
      people: people.map((p) => ({ ...personLine(p), base: baseKey(facts.get(p.key)!) })),
      clubs: clubs.map((c) => ({ ...clubLine(c), data: JSON.stringify({ ...c, teams: [] }) })),
      ...kept,
    },
    read: (): DirectoryRows => ({ fingerprint, people: people.map((p) => assemblePerson(p.key, p.name, items.get(p.key) ?? [])), clubs, competitions }),
  };
}

/** A club's row as the directory makes it (lib/people buildPeopleDirectory), from what is kept of its teams and of the appearances that name it; null when nothing names it. */
function clubRow(conn: Connection, slug: string): KeptClubRow | null {
  const teams = readKeptClubTeams(conn, slug)
    .map((t) => JSON.parse(t.data) as ClubAppearance)
    .map((t) => ({ t, k: teamOrderKey(t) }))
    .sort((a, b) => cmp(a.k, b.k))
    .map(({ t }) => t);
  const named = readKeptClubNamed(conn, slug);
  if (teams.length === 0 && named.first === null) return null;
  let year: number | null = named.year;
  for (const t of teams) if (t.ref.year !== null && (year === null || t.ref.year > year)) year = t.ref.year;
  // its name: the first spelling of its teams in the stable order, else of the first person (by key) who names it, in their page's order
  let name = teams[0]?.club;
  if (name === undefined) {
    const own = pageOrder(readKeptPersonFacts(conn, named.first!).map((r) => fromFacts(r.facts)), factsEntry);
    name = own.find((a) => a.club && clubSlug(a.club) === slug)!.club!;
  }
  const members = readKeptClubMembers(conn, slug, year);
  const lines = readKeptPeopleLines(conn, members);
  const players = members.map((key) => ({ key, name: lines.get(key)!.name, competitions: lines.get(key)!.competitions })).sort(comparePlayers);
  const club: DirectoryClub = { slug, name, year, players, teams: [] };
  return { ...clubLine(club), data: JSON.stringify(club) };
}

/** At most this many appearances are linked again by a change (else everyone is: a change that touches that many people is an import). */
const RELINK_LIMIT = 20_000;

/**
 * Links again only the people a change touches: the appearances of the changed (added, removed)
 * sources whose facts changed, and every appearance that may be linked with them (sharing a CR id,
 * a FIDE id or a name's key, transitively, and the namesakes whose keys are numbered together) —
 * link-people.ts links by nothing else, so the people outside are linked as they were. Their
 * entries are written again for the changed sources and for the sources where someone's key
 * changed; their lines and clubs are written again. A change that links nobody anew (the same
 * players, other results) rewrites that source's rows only.
 * Returns the search's stamp; null when everyone must be linked (no directory kept, another code
 * version, a change that touches more than RELINK_LIMIT appearances), or another writer held the lock.
 */
function relinkChanged(conn: Connection, sources: readonly Source[], kept: { linked: string; competitions: string; listing: string | null }, fingerprint: string): string | null {
  const linked = new Map((JSON.parse(kept.linked) as Linked).map(([id, basis, version, identity]) => [id, { basis, version, identity }]));
  if ([...linked.values()].some((l) => l.version !== KEPT_VERSION)) return null;
  const order = new Map(sources.map((s, i) => [s.id, i]));
  // changed since the directory was linked, or kept since without its people (the home page keeps a season's summary only)
  const meta = readKeptSources(
    conn,
    sources.map((s) => s.id),
    [],
  );
  const changed = sources.filter((s) => {
    const row = meta.get(s.id);
    return linked.get(s.id)?.basis !== s.basis || !current(row, s) || !row.hasPeople || row.identity === null;
  });
  const removed = [...linked.keys()].filter((id) => !order.has(id));
  const ids = new Set(changed.map((s) => s.id));
  const rows = keptRows(conn, sources, (s) => ids.has(s.id));
  const payloads = new Map(changed.map((s) => [s.id, JSON.parse(rows.get(s.id)!.people!) as SourcePeople]));

  // the appearances as they are now in the changed sources, and those whose facts changed (or that came or went)
  const current_ = new Map<string, Appearance>();
  const byValue = new Map<string, string[]>();
  const seeds = { people: new Set<string>(), appearances: [] as string[] };
  const candidates = new Map<string, Appearance>();
  const gone = new Set<string>();
  const oldPerson = new Map<string, string>();
  for (const s of changed) {
    const old = new Map(readKeptSourceRows(conn, s.id).map((r) => [r.entry, r]));
    for (const a of payloads.get(s.id)!.people) {
      const id = `${s.id} ${appearanceEntry(a)}`;
      current_.set(id, a);
      for (const v of linkValues(a)) (byValue.get(v) ?? byValue.set(v, []).get(v)!).push(id);
      const o = old.get(appearanceEntry(a));
      if (o?.facts === factsOf(a)) continue;
      // someone's new appearance that can only be theirs (below) joins them without linking their history again
      if (!o && a.crId) candidates.set(id, a);
      else seeds.appearances.push(id);
      if (o) seeds.people.add(o.person);
    }
    for (const [entry, o] of old) {
      if (current_.has(`${s.id} ${entry}`)) continue;
      gone.add(`${s.id} ${entry}`);
      seeds.people.add(o.person);
    }
  }
  for (const id of removed) {
    for (const o of readKeptSourceRows(conn, id)) {
      gone.add(`${id} ${o.entry}`);
      seeds.people.add(o.person);
    }
  }

  // everyone who may be linked with them: closed over shared values and over people, and over people of one base
  const closure = new Map<string, Appearance>();
  const people = new Set<string>();
  const values = new Set<string>();
  const peopleQueue = [...seeds.people];
  const valueQueue: string[] = [];
  const add = (id: string, a: Appearance) => {
    if (closure.has(id)) return;
    closure.set(id, a);
    for (const v of linkValues(a)) if (!values.has(v)) valueQueue.push(v);
  };
  for (const id of seeds.appearances) add(id, current_.get(id)!);
  // A new appearance with a CR id whose every value (CR id, FIDE id, names) leads to nobody but the
  // person keyed by that CR id is theirs, as linking everyone would make it: union-find joins it to
  // them by the CR id and to nobody else (nobody else shares a value with it), and their key stays
  // their CR id. Their line (name, club, competitions) and clubs are made again; nobody else's.
  const attached = new Map<string, { a: Appearance; person: string }>();
  for (const [id, a] of candidates) {
    const person = a.crId!;
    const alone = linkValues(a).every((v) => readKeptPeopleByValue(conn, v).every((p) => p === person));
    if (alone && readKeptPeopleLines(conn, [person]).has(person)) attached.set(id, { a, person });
    else add(id, a);
  }
  let relinked!: ReturnType<typeof linkPeople>;
  let idOf!: Map<Appearance, string>;
  for (;;) {
    while (peopleQueue.length || valueQueue.length) {
      if (closure.size > RELINK_LIMIT) return null;
      const p = peopleQueue.pop();
      if (p !== undefined) {
        if (people.has(p)) continue;
        people.add(p);
        for (const r of readKeptPersonFacts(conn, p)) {
          const id = `${r.source} ${r.entry}`;
          oldPerson.set(id, p);
          if (gone.has(id)) continue;
          add(id, current_.get(id) ?? fromFacts(r.facts));
        }
        continue;
      }
      const v = valueQueue.pop()!;
      if (values.has(v)) continue;
      values.add(v);
      for (const q of readKeptPeopleByValue(conn, v)) if (!people.has(q)) peopleQueue.push(q);
      for (const id of byValue.get(v) ?? []) add(id, current_.get(id)!);
    }
    // an attached appearance whose person, or one of whose values, is linked again is linked with them
    let joined = false;
    for (const [id, { a, person }] of attached) {
      if (!people.has(person) && !closure.has(id) && !linkValues(a).some((v) => values.has(v))) continue;
      attached.delete(id);
      add(id, a);
      peopleQueue.push(person);
      joined = true;
    }
    if (joined) continue;
    idOf = new Map([...closure].map(([id, a]) => [a, id]));
    // nobody's facts changed (the same players, other results): nobody is linked again
    relinked = closure.size === 0 ? { people: [], keyOf: new Map() } : linkPeople([...closure.values()]);
    // someone outside whose key has the base of someone inside, now or before: their -2, -3 … are numbered together
    const bases = [...new Set([...relinked.people.map((p) => baseKey(p.appearances)), ...[...readKeptPeopleLines(conn, [...people]).values()].map((l) => l.base)])];
    const outside = readKeptPeopleByBase(conn, bases).filter((k) => !people.has(k));
    if (outside.length === 0) break;
    peopleQueue.push(...outside);
  }

  // the sources whose entries change: the changed ones, and those where someone's key changed (their opponents' keys too)
  const newPerson = new Map<string, string>();
  for (const p of relinked.people) for (const a of p.appearances) newPerson.set(idOf.get(a)!, p.key);
  const joining = new Map<string, Appearance[]>();
  for (const [id, { a, person }] of attached) {
    newPerson.set(id, person);
    oldPerson.set(id, person);
    (joining.get(person) ?? joining.set(person, []).get(person)!).push(a);
  }
  const rewrite = new Set(changed.map((s) => s.id));
  for (const [id, key] of newPerson) if (oldPerson.get(id) !== key) rewrite.add(id.slice(0, id.indexOf(' ')));
  const others = sources.filter((s) => rewrite.has(s.id) && !ids.has(s.id));
  const otherRows = keptRows(conn, others, () => true);
  for (const s of others) payloads.set(s.id, JSON.parse(otherRows.get(s.id)!.people!) as SourcePeople);
  const written = { appearances: [] as KeptAppearanceRow[], values: [] as KeptValueRow[], teams: [] as KeptTeamRow[] };
  const clubs = new Set<string>();
  for (const id of rewrite) {
    const payload = payloads.get(id)!;
    const before = new Map(readKeptSourceRows(conn, id).map((r) => [r.entry, r]));
    const personOf = new Map(payload.people.map((a) => [entryKey(a.ref.kind, a.ref.slug, a.localKey, a.ref.league?.id), newPerson.get(`${id} ${appearanceEntry(a)}`) ?? before.get(appearanceEntry(a))!.person]));
    const r = sourceRows(id, payload, personOf);
    written.appearances.push(...r.appearances);
    written.values.push(...r.values);
    written.teams.push(...r.teams);
    if (ids.has(id)) {
      // the clubs whose teams came, went or changed their name or year (a club's row reads nothing else of them)
      const fact = (t: ClubAppearance) => JSON.stringify([clubSlug(t.club), t.club, t.ref.year]);
      const was = new Set(readKeptClubTeamsOf(conn, id).map((t) => fact(JSON.parse(t.data) as ClubAppearance)));
      const now = new Set(r.teams.map((t) => fact(JSON.parse(t.data) as ClubAppearance)));
      for (const f of [...was].filter((x) => !now.has(x)).concat([...now].filter((x) => !was.has(x)))) clubs.add(JSON.parse(f)[0] as string);
    }
  }
  for (const id of removed) for (const t of readKeptClubTeamsOf(conn, id)) clubs.add(t.club);
  // the clubs the people linked again name (before and now)
  for (const id of [...closure.keys(), ...gone]) {
    const a = closure.get(id);
    if (a?.club && clubSlug(a.club)) clubs.add(clubSlug(a.club));
  }
  for (const p of people) for (const r of readKeptPersonFacts(conn, p)) {
    const a = fromFacts(r.facts);
    if (a.club && clubSlug(a.club)) clubs.add(clubSlug(a.club));
  }
  const lines = relinked.people.map((p) => personRow(p.key, p.appearances));
  for (const [person, joined] of joining) {
    const own = readKeptPersonFacts(conn, person).map((r) => fromFacts(r.facts));
    lines.push(personRow(person, [...own, ...joined]));
    for (const a of [...own, ...joined]) if (a.club && clubSlug(a.club)) clubs.add(clubSlug(a.club));
  }
  const competitions = JSON.stringify(competitionsOf(sources));
  const linkedNow: Linked = sources.map((s) => [s.id, s.basis, KEPT_VERSION, (ids.has(s.id) ? rows.get(s.id)!.identity : linked.get(s.id)!.identity)!]);
  // the search's lines are the same unless someone was linked again or the competitions it lists changed
  const listing = people.size === 0 && closure.size === 0 && joining.size === 0 && clubs.size === 0 && competitions === kept.competitions && kept.listing ? kept.listing : fingerprint;
  const stored = keep(conn, (w) => {
    replaceKeptSourceRows(w, [...rewrite, ...removed], written.appearances, written.values, written.teams);
    deleteKeptPeople(w, people);
    writeKeptPeople(w, lines);
    for (const slug of clubs) {
      const row = clubRow(w, slug);
      if (row) writeKeptClub(w, row);
      else deleteKeptClub(w, slug);
    }
    writeKeptDirectory(w, { fingerprint, linked: JSON.stringify(linkedNow), competitions, listing });
  });
  return stored ? listing : null;
}

/** The directory's state for a page: its fingerprint, the search's stamp, each source's place, and the linked rows when they could not be kept. */
interface DirectoryState {
  fingerprint: string;
  listing: string;
  order: ReadonlyMap<string, number>;
  unstored: DirectoryRows | null;
}

/**
 * Makes sure the kept directory is the one of the public sources as they are now: one indexed read
 * when it is. Else the sources that changed are computed (only those: the others' rows are kept);
 * when none of them changed who is who (the usual re-upload of a results day: the same players),
 * only their entries are written again (relinkChanged); else every person is linked again (pure,
 * over the kept appearances) and the directory replaced, in one transaction.
 */
export function ensureDirectory(conn: Connection): DirectoryState {
  const sources = publicSources(conn);
  const fingerprint = fingerprintOf(sources);
  const order = new Map(sources.map((s, i) => [s.id, i]));
  const kept = readKeptDirectory(conn);
  if (kept?.fingerprint === fingerprint) return { fingerprint, listing: kept.listing ?? fingerprint, order, unstored: null };
  const listing = kept?.linked ? relinkChanged(conn, sources, { linked: kept.linked, competitions: kept.competitions, listing: kept.listing }, fingerprint) : null;
  if (listing !== null) return { fingerprint, listing, order, unstored: null };
  const linked = linkDirectory(sources, keptRows(conn, sources, () => true), fingerprint);
  const stored = keep(conn, (w) => replaceKeptDirectory(w, linked.kept));
  // not stored (another writer held the lock): this request uses what it linked, the next one links again
  return { fingerprint, listing: fingerprint, order, unstored: stored ? null : linked.read() };
}

/** One person of the kept directory (up to date), or null. */
export function keptPerson(conn: Connection, key: string): KeptPerson | null {
  const { unstored } = ensureDirectory(conn);
  if (unstored) return unstored.people.find((p) => p.person.key === key) ?? null;
  const line = readKeptPersonLine(conn, key);
  if (!line) return null;
  return assemblePerson(
    key,
    line.name,
    readKeptPersonAppearances(conn, key).map((r) => JSON.parse(r.data) as KeptEntry),
  );
}

/** One club of the kept directory (up to date), or null. */
export function keptClub(conn: Connection, slug: string): DirectoryClub | null {
  const { unstored } = ensureDirectory(conn);
  if (unstored) return unstored.clubs.find((c) => c.slug === slug) ?? null;
  const data = readKeptClub(conn, slug);
  if (!data) return null;
  const club = JSON.parse(data) as DirectoryClub;
  // in the stable order, then as the directory orders them (lib/people)
  const teams = readKeptClubTeams(conn, slug).map((t) => JSON.parse(t.data) as ClubAppearance);
  club.teams = sortTeams(teams.map((t) => ({ t, k: teamOrderKey(t) })).sort((a, b) => cmp(a.k, b.k)).map(({ t }) => t));
  return club;
}

/** The person an appearance of a source (`s{id}`, `c{id}`; its entry `{league id}|{local key}`) was linked to in the kept directory (up to date), or null. */
export function keptPersonOfEntry(conn: Connection, source: string, entry: string): string | null {
  const { unstored } = ensureDirectory(conn);
  if (unstored) {
    const s = publicSources(conn).find((x) => x.id === source);
    if (!s) return null;
    const [kind, slug] = 'season' in s ? ['grand-prix', s.season.slug] : [s.competition.kind, s.competition.slug];
    const person = unstored.people.find((p) => p.person.entries.some((e) => e.kind === kind && e.slug === slug && `${e.league?.id ?? ''}|${e.localKey}` === entry));
    return person?.person.key ?? null;
  }
  return readKeptPersonOf(conn, source, entry) ?? null;
}

const listingMemo = new RevisionMemo<string, DirectoryListing>('kept-listing', 1);

/** The search's listing of the kept directory (its names indexed), kept in memory until its lines change. */
export function keptListing(conn: Connection): DirectoryListing {
  const { listing, unstored } = ensureDirectory(conn);
  return listingMemo.get(conn, unstored ? `unstored ${listing}` : listing, 0, () => {
    if (unstored) return directoryListing(unstored.people.map((p) => personLine(p.person)), unstored.clubs.map(clubLine), unstored.competitions);
    const rows = readKeptListing(conn);
    return directoryListing(rows.people, rows.clubs, JSON.parse(rows.competitions) as DirectoryCompetition[]);
  });
}

/** The kept directory's rows as stored (tests). */
export function readDirectoryRows(conn: Connection): DirectoryRows {
  const { fingerprint, unstored } = ensureDirectory(conn);
  if (unstored) return unstored;
  const rows = readKeptListing(conn);
  return {
    fingerprint,
    people: rows.people.map((p) => keptPerson(conn, p.key)!),
    clubs: rows.clubs.map((c) => keptClub(conn, c.slug)!),
    competitions: JSON.parse(rows.competitions) as DirectoryCompetition[],
  };
}

/**
 * The home page's line of each public source: a season's from its kept basis (the calendar and
 * today are the caller's: they change without the season's revision); a competition's as its kind
 * summarizes it, kept for the days it holds for. A kind's summary depends on the day only through
 * `nextDay`, the first of its days on or after today (lib/competitions/*-summary.ts), so a summary
 * made on day T whose next day is N holds from T to N (from T on when N is null).
 */
export function keptSummaries(conn: Connection, sources: readonly Source[], today: IsoDate): Map<string, { season: SeasonSummaryBasis } | { competition: CompetitionSummary | null }> {
  const rows = keptRows(conn, sources, () => false);
  const out = new Map<string, { season: SeasonSummaryBasis } | { competition: CompetitionSummary | null }>();
  const renewed: { id: string; summary: Pick<KeptSource, 'summary' | 'summaryFrom' | 'summaryUntil'> }[] = [];
  for (const s of sources) {
    const row = rows.get(s.id)!;
    if ('season' in s) {
      out.set(s.id, { season: JSON.parse(row.summary!) as SeasonSummaryBasis });
      continue;
    }
    if (summaryHolds(row, today)) {
      out.set(s.id, { competition: JSON.parse(row.summary!) as CompetitionSummary | null });
      continue;
    }
    const summary = competitionSummary(conn, s.competition, today);
    out.set(s.id, { competition: summary });
    renewed.push({ id: s.id, summary: { summary: JSON.stringify(summary), summaryFrom: today, summaryUntil: summary?.nextDay ?? null } });
  }
  if (renewed.length) keep(conn, (w) => renewed.forEach((r) => writeKeptSummary(w, r.id, r.summary)));
  return out;
}

/** A competition's summary as its kind makes it today; null when its files do not load. */
function competitionSummary(conn: Connection, c: Competition, today: IsoDate): CompetitionSummary | null {
  const kind = competitionKind(c.kind);
  const view = getCompetitionView(conn, c);
  return kind && view.load.ok ? kind.summarize(view.load.result, today) : null;
}

/**
 * After a write has committed (the site's writes, server/after-write.ts; `gp import` and `gp
 * seed-demo`, cli/admin.ts): every stale kept row made current now, by the writer. A failure never
 * undoes the write: it is logged, and the next page that needs the rows computes them.
 */
export function keepAfterCommit(conn: Connection, today: IsoDate): void {
  try {
    keepEverything(conn, today);
  } catch (e) {
    console.error('keeping the pages’ data after a commit failed (the write is stored; a page will compute it):', e);
  }
}

/**
 * Fills every missing or stale kept row (the sources, the directory): `npm start` runs it before
 * the site serves, so that no page computes the archive after an upgrade or a restore.
 */
export function keepEverything(conn: Connection, today: IsoDate): { sources: number; computed: number } {
  const sources = publicSources(conn);
  const before = readKeptSources(
    conn,
    sources.map((s) => s.id),
    [],
  );
  const stale = sources.filter((s) => !current(before.get(s.id), s) || !before.get(s.id)!.hasPeople || before.get(s.id)!.identity === null);
  // every stale row with its people (a change the directory was linked after, the directory links
  // below: it reads the changed sources' rows from its own record of them), each season's standings
  // computed once for the row, the directory and the summary
  if (stale.length) keptRows(conn, stale, () => true);
  keepProgressions(conn, sources);
  ensureDirectory(conn);
  keptSummaries(conn, sources, today);
  return { sources: sources.length, computed: stale.length };
}

/**
 * Issue 38 (migration 0016): each public season's progression chart kept per player, computed for
 * the seasons whose kept chart is missing or stale (after a write: the season written, in the
 * writer's request); the charts of seasons no longer public dropped. Writes nothing when all are current.
 */
function keepProgressions(conn: Connection, sources: readonly Source[]): void {
  const seasons = sources.filter((s): s is Source & { season: Season } => 'season' in s);
  const heads = readKeptProgressionHeads(
    conn,
    seasons.map((s) => s.id),
  );
  const writes: ((w: Connection) => void)[] = [];
  for (const s of seasons) {
    if (progressionCurrent(heads.get(s.id), s)) continue;
    const chart = computeProgression(conn, s.season);
    if (!chart) continue;
    const keys = chart.keys();
    const tournaments = JSON.stringify(chart.tournaments());
    const players = keys.map((key) => [key, progressPointsJson(chart.get(key)!)] as const);
    writes.push((w) => writeKeptProgression(w, s.id, { basis: s.basis, version: KEPT_VERSION, tournaments }, players));
  }
  const gone = keptProgressionSources(conn).filter((id) => !seasons.some((s) => s.id === id));
  if (writes.length === 0 && gone.length === 0) return;
  keep(conn, (w) => {
    writes.forEach((write) => write(w));
    deleteKeptProgressions(w, gone);
  });
}

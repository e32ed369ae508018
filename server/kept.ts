import { createHash } from 'node:crypto';
import { DatabaseBusy, keepingConnection, writeTransaction, type Connection } from '@/db/client';
import { listCompetitions } from '@/db/queries/competitions';
import { readKeptClub, readKeptClubTeams, readKeptDirectory, readKeptListing, readKeptPersonAppearances, readKeptPersonLine, readKeptPersonOf, readKeptSourceLinks, readKeptSources, replaceKeptDirectory, rewriteKeptSource, writeKeptDirectory, writeKeptPeople, writeKeptSource, writeKeptSummary, type KeptAppearanceRow, type KeptSourceRow, type KeptTeamRow } from '@/db/queries/kept';
import { listPublicSeasons } from '@/db/queries/seasons';
import type { Competition, KeptSource, Season } from '@/db/schema';
import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import { competitionKind } from '@/lib/competitions/registry';
import type { IsoDate } from '@/lib/dates';
import type { Appearance, ClubAppearance } from '@/lib/people/appearance';
import { competitionParticipants } from '@/lib/people/competition-participants';
import { grandPrixAppearances } from '@/lib/people/participants/grand-prix';
import { buildPeopleDirectory, clubLine, clubSlug, compareEntries, directoryListing, entryKey, entryOrderKey, personEntry, personLine, sortTeams, teamOrderKey, type DirectoryClub, type DirectoryCompetition, type DirectoryListing, type Person, type PersonEntry } from '@/lib/people/people-directory';
import type { EntryProfile } from '@/lib/people/person-json';
import { seasonSummaryBasis, type SeasonSummaryBasis } from '@/lib/series/season-summary';
import { getCompetitionView } from './competitions';
import { seasonProfiles } from './player-profile';
import { RevisionMemo } from './revision-memo';
import { getStandings } from './standings';

/**
 * Issue 38: what the pages that read across the archive need — a player's entries in every
 * competition, a club, the search's list, the home page's line of each competition — derived once
 * per revision of a season or competition and kept in the database (db/schema.ts `kept_*`), so a
 * player's page reads that player's row and the home page the summaries, whatever the archive's size.
 *
 * Bump KEPT_VERSION whenever a computation whose result is kept changes (a season's or a kind's
 * participants, the linking of people, a summary, a profile): every kept row of another version is
 * computed again on first need, and `npm start` (scripts/prepare-db.ts) fills them before serving.
 */
export const KEPT_VERSION = 2;

/** One public season or competition as the kept rows name it. */
export type Source = { id: string; basis: string } & ({ season: Season } | { competition: Competition });

/** A Grand Prix season's kept payload: its people and clubs, and each player's profile (ratings, title) by player key. */
interface SourcePeople {
  people: Appearance[];
  clubs: ClubAppearance[];
  profiles?: Record<string, EntryProfile>;
}

/** Every public season and competition, with the state (basis) their kept rows must have been computed from. */
export function publicSources(conn: Connection): Source[] {
  return [
    // the revision moves with every write; the stamp tells a restored backup's revisions apart; the
    // names are in what is kept, and a season's fields may change without a new revision
    ...listPublicSeasons(conn).map((season) => ({ id: `s${season.id}`, basis: JSON.stringify([season.revision, season.stamp, season.slug, season.name, season.year]), season })),
    ...listCompetitions(conn, { publicOnly: true }).map((competition) => ({ id: `c${competition.id}`, basis: JSON.stringify([competition.revision, competition.slug, competition.name, competition.kind, competition.createdAt]), competition })),
  ];
}

const current = (row: KeptSourceRow | undefined, source: Source): row is KeptSourceRow => row !== undefined && row.basis === source.basis && row.version === KEPT_VERSION;

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
        writes.push((w) => writeKeptPeople(w, s.id, people, identity));
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

/** The directory's fingerprint: the sources (with their bases) and the code it was linked from. */
function fingerprintOf(sources: readonly Source[]): string {
  const h = createHash('sha256').update(`v${KEPT_VERSION}`);
  for (const s of sources) h.update(`|${s.id}=${s.basis}`);
  return h.digest('hex').slice(0, 32);
}

const competitionsOf = (sources: readonly Source[]): DirectoryCompetition[] =>
  sources.map((s) => ('season' in s ? { kind: 'grand-prix', slug: s.season.slug, name: s.season.name, year: s.season.year } : { kind: s.competition.kind, slug: s.competition.slug, name: s.competition.name, year: Number(s.competition.createdAt.slice(0, 4)) || null }));

/** A person as kept: the directory's Person and the profiles of their Grand Prix entries, by season slug. */
export interface KeptPerson {
  person: Person;
  profiles: Record<string, EntryProfile>;
}

/** The directory's rows as they are kept (tests compare them with a directory computed afresh). */
export interface DirectoryRows {
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

/** How the directory knows each source as linked: [id, basis, version, identity's hash], in the sources' order (`kept_directory.linked`). */
type Linked = [string, string, number, string][];

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const appearanceEntry = (a: Appearance) => `${a.ref.league?.id ?? ''}|${a.localKey}`;
const profileOf = (payload: SourcePeople, a: Appearance): EntryProfile | null => (a.ref.kind === 'grand-prix' ? (payload.profiles?.[a.localKey] ?? null) : null);
const teamRows = (source: string, payload: SourcePeople): KeptTeamRow[] =>
  payload.clubs.flatMap((t, ord) => {
    const club = clubSlug(t.club);
    return club ? [{ source, ord, club, data: JSON.stringify(t) }] : [];
  });

/** A person assembled from their kept entries (in the stable order, then as the directory orders them: lib/people): what the directory holds of them. */
function assemblePerson(key: string, name: string, items: KeptEntry[]): KeptPerson {
  items = items.map((i) => ({ i, k: entryOrderKey(i.entry) })).sort((a, b) => cmp(a.k, b.k)).map(({ i }) => i);
  items.sort((a, b) => compareEntries(a.entry, b.entry));
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
  const appearances: KeptAppearanceRow[] = [];
  const teams: KeptTeamRow[] = [];
  const items = new Map<string, KeptEntry[]>();
  sources.forEach((s, i) => {
    const payload = payloads[i]!;
    payload.people.forEach((a, ord) => {
      const person = directory.personOf.get(entryKey(a.ref.kind, a.ref.slug, a.localKey, a.ref.league?.id))!;
      const item: KeptEntry = { entry: directory.entryOf.get(a)!, profile: profileOf(payload, a) };
      appearances.push({ source: s.id, ord, entry: appearanceEntry(a), person, data: JSON.stringify(item) });
      const list = items.get(person);
      if (list) list.push(item);
      else items.set(person, [item]);
    });
    teams.push(...teamRows(s.id, payload));
  });
  const people = [...directory.people.values()];
  const clubs = [...directory.clubs.values()];
  const linked: Linked = sources.map((s) => [s.id, s.basis, KEPT_VERSION, rows.get(s.id)!.identity!]);
  const competitionsJson = JSON.stringify(competitions);
  return {
    kept: {
      fingerprint,
      linked: JSON.stringify(linked),
      competitions: competitionsJson,
      listing: fingerprint,
      people: people.map(personLine),
      clubs: clubs.map((c) => ({ ...clubLine(c), data: JSON.stringify({ ...c, teams: [] }) })),
      appearances,
      teams,
    },
    read: (): DirectoryRows => ({ fingerprint, people: people.map((p) => assemblePerson(p.key, p.name, items.get(p.key) ?? [])), clubs, competitions }),
  };
}

/**
 * The sources that changed since the directory was linked, relinked when none of them changed who is
 * who: each one's appearances keep their people (the identity's hash is the one linked), so only its
 * entries (results, games, profiles) and teams are written again — what a full linking would write
 * for them, and nothing else changes (a person's and a club's line read identity facts only).
 * Returns the search's stamp; null when a full linking is needed (sources added, removed or
 * reordered, or an identity changed), or when another writer held the lock.
 */
function relinkChanged(conn: Connection, sources: readonly Source[], linked: Linked, directory: { competitions: string; listing: string | null }, fingerprint: string): string | null {
  if (linked.length !== sources.length || linked.some(([id], i) => id !== sources[i]!.id)) return null;
  // changed since the directory was linked, or kept since without its people (the home page keeps a season's summary only)
  const meta = readKeptSources(
    conn,
    sources.map((s) => s.id),
    [],
  );
  const changed = sources.filter((s, i) => {
    const row = meta.get(s.id);
    return linked[i]![1] !== s.basis || linked[i]![2] !== KEPT_VERSION || !current(row, s) || !row.hasPeople || row.identity === null;
  });
  const order = new Map(sources.map((s, i) => [s.id, i]));
  const ids = new Set(changed.map((s) => s.id));
  const rows = keptRows(conn, sources, (s) => ids.has(s.id));
  const plans: { source: string; appearances: KeptAppearanceRow[]; teams: KeptTeamRow[] }[] = [];
  for (const s of changed) {
    const row = rows.get(s.id)!;
    if (row.identity !== linked[order.get(s.id)!]![3]) return null;
    const payload = JSON.parse(row.people!) as SourcePeople;
    // each appearance keeps the person it was linked to (the same appearances: the identity's hash is the one linked)
    const links = new Map(readKeptSourceLinks(conn, s.id).map((l) => [l.entry, l.person]));
    if (links.size !== payload.people.length || payload.people.some((a) => !links.has(appearanceEntry(a)))) return null;
    const personOf = new Map(payload.people.map((a) => [entryKey(a.ref.kind, a.ref.slug, a.localKey, a.ref.league?.id), links.get(appearanceEntry(a))!]));
    plans.push({
      source: s.id,
      appearances: payload.people.map((a, ord) => ({ source: s.id, ord, entry: appearanceEntry(a), person: links.get(appearanceEntry(a))!, data: JSON.stringify({ entry: personEntry(a, personOf), profile: profileOf(payload, a) } satisfies KeptEntry) })),
      teams: teamRows(s.id, payload),
    });
  }
  const competitions = JSON.stringify(competitionsOf(sources));
  const now: Linked = sources.map((s, i) => [s.id, s.basis, KEPT_VERSION, rows.get(s.id)!.identity ?? linked[i]![3]]);
  // the search's lines are the same unless the competitions it lists changed
  const listing = competitions === directory.competitions && directory.listing ? directory.listing : fingerprint;
  const stored = keep(conn, (w) => {
    for (const p of plans) rewriteKeptSource(w, p.source, p.appearances, p.teams);
    writeKeptDirectory(w, { fingerprint, linked: JSON.stringify(now), competitions, listing });
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
  const listing = kept?.linked ? relinkChanged(conn, sources, JSON.parse(kept.linked) as Linked, kept, fingerprint) : null;
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

/** The person a season's player (by the season's id and the player's key) was linked to in the kept directory (up to date), or null. */
export function keptPersonOfSeasonPlayer(conn: Connection, seasonId: number, playerKey: string): string | null {
  const { unstored } = ensureDirectory(conn);
  if (unstored) {
    const slug = publicSources(conn).find((s) => s.id === `s${seasonId}` && 'season' in s);
    const person = slug && 'season' in slug ? unstored.people.find((p) => p.person.entries.some((e) => e.kind === 'grand-prix' && e.slug === slug.season.slug && e.localKey === playerKey)) : undefined;
    return person?.person.key ?? null;
  }
  return readKeptPersonOf(conn, `s${seasonId}`, `|${playerKey}`) ?? null;
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
    const holds = row.summaryFrom !== null && row.summaryFrom <= today && (row.summaryUntil === null || today <= row.summaryUntil);
    if (holds) {
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
  const computed = sources.filter((s) => !current(before.get(s.id), s) || !before.get(s.id)!.hasPeople || before.get(s.id)!.identity === null).length;
  // the directory first: each season's standings are computed once for both (the summary with the people)
  ensureDirectory(conn);
  keptSummaries(conn, sources, today);
  return { sources: sources.length, computed };
}

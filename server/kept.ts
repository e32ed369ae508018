import { createHash } from 'node:crypto';
import { DatabaseBusy, keepingConnection, writeTransaction, type Connection } from '@/db/client';
import { listCompetitions } from '@/db/queries/competitions';
import { keptDirectoryFingerprint, readKeptClub as readKeptClubRow, readKeptListing, readKeptPerson as readKeptPersonRow, readKeptSources, readKeptSummaries, replaceKeptDirectory, writeKeptPeople, writeKeptSource, writeKeptSummary } from '@/db/queries/kept';
import { listPublicSeasons } from '@/db/queries/seasons';
import type { Competition, KeptSource, Season } from '@/db/schema';
import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import { competitionKind } from '@/lib/competitions/registry';
import type { IsoDate } from '@/lib/dates';
import type { Appearance, ClubAppearance } from '@/lib/people/appearance';
import { competitionParticipants } from '@/lib/people/competition-participants';
import { grandPrixAppearances } from '@/lib/people/participants/grand-prix';
import { buildPeopleDirectory, clubLine, directoryListing, personLine, type DirectoryClub, type DirectoryCompetition, type DirectoryListing, type Person } from '@/lib/people/people-directory';
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
export const KEPT_VERSION = 1;

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

const current = (row: Pick<KeptSource, 'basis' | 'version'> | undefined, source: Source): row is KeptSource => row !== undefined && row.basis === source.basis && row.version === KEPT_VERSION;

/** A source's people and clubs (and a season's players' profiles), from its own computation: the standings, the competition's files. */
function computePeople(conn: Connection, source: Source): string {
  if ('season' in source) {
    const { season } = source;
    const { people, clubs } = grandPrixAppearances(getStandings(conn, season), { slug: season.slug, name: season.name, year: season.year });
    return JSON.stringify({ people, clubs, profiles: Object.fromEntries(seasonProfiles(conn, season)) } satisfies SourcePeople);
  }
  const { competition: c } = source;
  const view = getCompetitionView(conn, c);
  // a competition still in preparation shows no tables, so it names nobody yet
  const payload: SourcePeople = view.load.ok ? competitionParticipants(c.kind, view.load.result, { slug: c.slug, name: c.name, year: Number(c.createdAt.slice(0, 4)) || null }) : { people: [], clubs: [] };
  return JSON.stringify(payload);
}

/**
 * A source's kept row computed afresh: a season's summary basis (its standings are computed for
 * it); its people only when asked for (the home page does not need them: a player's page computes
 * them on first need). A competition's summary depends on the day: keptSummaries makes it.
 */
function computeSource(conn: Connection, source: Source, withPeople: boolean): KeptSource {
  const summary = 'season' in source ? JSON.stringify(seasonSummaryBasis(getStandings(conn, source.season))) : null;
  return { source: source.id, basis: source.basis, version: KEPT_VERSION, people: withPeople ? computePeople(conn, source) : null, summary, summaryFrom: null, summaryUntil: null };
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

/** The kept rows of the sources, each computed and kept first when missing or stale (with its people when `withPeople`). */
function keptRows(conn: Connection, sources: readonly Source[], withPeople: boolean): Map<string, KeptSource> {
  const rows = withPeople ? readKeptSources(conn, sources.map((s) => s.id)) : readKeptSummaries(conn, sources.map((s) => s.id));
  const writes: ((w: Connection) => void)[] = [];
  for (const s of sources) {
    const row = rows.get(s.id);
    if (current(row, s)) {
      if (withPeople && row.people === null) {
        const people = (row.people = computePeople(conn, s));
        writes.push((w) => writeKeptPeople(w, s.id, people));
      }
      continue;
    }
    const fresh = computeSource(conn, s, withPeople);
    rows.set(s.id, fresh);
    writes.push((w) => writeKeptSource(w, fresh));
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

/** Links the kept people of every source into the directory (lib/people): what is kept of it. */
function linkDirectory(sources: readonly Source[], rows: ReadonlyMap<string, KeptSource>, fingerprint: string): DirectoryRows {
  const people: Appearance[] = [];
  const clubs: ClubAppearance[] = [];
  const profilesBySlug = new Map<string, Record<string, EntryProfile>>();
  for (const s of sources) {
    const payload = JSON.parse(rows.get(s.id)!.people!) as SourcePeople;
    people.push(...payload.people);
    clubs.push(...payload.clubs);
    if ('season' in s && payload.profiles) profilesBySlug.set(s.season.slug, payload.profiles);
  }
  const competitions = competitionsOf(sources);
  const directory = buildPeopleDirectory({ people, clubs, competitions });
  const kept: KeptPerson[] = [...directory.people.values()].map((person) => {
    const profiles: Record<string, EntryProfile> = {};
    for (const e of person.entries) {
      const p = e.kind === 'grand-prix' ? profilesBySlug.get(e.slug)?.[e.localKey] : undefined;
      if (p) profiles[e.slug] = p;
    }
    return { person, profiles };
  });
  return { fingerprint, people: kept, clubs: [...directory.clubs.values()], competitions };
}

/**
 * Makes sure the kept directory is the one of the public sources as they are now: one indexed read
 * when it is; else the sources that changed are computed (only those: the others' rows are kept),
 * every person linked again (pure, over the kept appearances) and the directory replaced in one
 * transaction. Returns the fingerprint, and the linked rows when they could not be stored.
 */
export function ensureDirectory(conn: Connection): { fingerprint: string; unstored: DirectoryRows | null } {
  const sources = publicSources(conn);
  const fingerprint = fingerprintOf(sources);
  if (keptDirectoryFingerprint(conn) === fingerprint) return { fingerprint, unstored: null };
  const rows = linkDirectory(sources, keptRows(conn, sources, true), fingerprint);
  const stored = keep(conn, (w) => {
    replaceKeptDirectory(w, {
      fingerprint,
      competitions: JSON.stringify(rows.competitions),
      people: rows.people.map((p) => ({ ...personLine(p.person), data: JSON.stringify(p) })),
      clubs: rows.clubs.map((c) => ({ ...clubLine(c), data: JSON.stringify(c) })),
    });
  });
  // not stored (another writer held the lock): this request uses what it linked, the next one links again
  return { fingerprint, unstored: stored ? null : rows };
}

/** One person of the kept directory (up to date), or null. */
export function keptPerson(conn: Connection, key: string): KeptPerson | null {
  const { unstored } = ensureDirectory(conn);
  if (unstored) return unstored.people.find((p) => p.person.key === key) ?? null;
  const data = readKeptPersonRow(conn, key);
  return data ? (JSON.parse(data) as KeptPerson) : null;
}

/** One club of the kept directory (up to date), or null. */
export function keptClub(conn: Connection, slug: string): DirectoryClub | null {
  const { unstored } = ensureDirectory(conn);
  if (unstored) return unstored.clubs.find((c) => c.slug === slug) ?? null;
  const data = readKeptClubRow(conn, slug);
  return data ? (JSON.parse(data) as DirectoryClub) : null;
}

const listingMemo = new RevisionMemo<string, DirectoryListing>('kept-listing', 1);

/** The search's listing of the kept directory (its names indexed), kept in memory for its fingerprint. */
export function keptListing(conn: Connection): DirectoryListing {
  const { fingerprint, unstored } = ensureDirectory(conn);
  return listingMemo.get(conn, fingerprint, 0, () => {
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
    people: rows.people.map((p) => JSON.parse(readKeptPersonRow(conn, p.key)!) as KeptPerson),
    clubs: rows.clubs.map((c) => JSON.parse(readKeptClubRow(conn, c.slug)!) as DirectoryClub),
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
  const rows = keptRows(conn, sources, false);
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
  const before = readKeptSources(conn, sources.map((s) => s.id));
  const computed = sources.filter((s) => !current(before.get(s.id), s) || before.get(s.id)!.people === null).length;
  // the directory first: each season's standings are computed once for both (the summary with the people)
  ensureDirectory(conn);
  keptSummaries(conn, sources, today);
  return { sources: sources.length, computed };
}

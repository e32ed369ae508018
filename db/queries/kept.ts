import { asc, eq } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { keptClubs, keptDirectory, keptPeople, keptSources, type KeptSource } from '@/db/schema';

/** The kept row of one source (`s{id}` a season, `c{id}` a competition), whatever its basis. */
export function readKeptSource(conn: Connection, source: string): KeptSource | undefined {
  return conn.db.select().from(keptSources).where(eq(keptSources.source, source)).get();
}

/** The kept rows of the given sources (one query), by source. */
export function readKeptSources(conn: Connection, sources: readonly string[]): Map<string, KeptSource> {
  if (sources.length === 0) return new Map();
  const rows = conn.sqlite.prepare(`SELECT source, basis, version, people, summary, summary_from AS summaryFrom, summary_until AS summaryUntil FROM kept_sources WHERE source IN (SELECT value FROM json_each(?))`).all(JSON.stringify(sources)) as KeptSource[];
  return new Map(rows.map((r) => [r.source, r]));
}

/** The kept rows without their people (the home page does not read them: `people` is null), by source. */
export function readKeptSummaries(conn: Connection, sources: readonly string[]): Map<string, KeptSource> {
  if (sources.length === 0) return new Map();
  const rows = conn.sqlite.prepare(`SELECT source, basis, version, NULL AS people, summary, summary_from AS summaryFrom, summary_until AS summaryUntil FROM kept_sources WHERE source IN (SELECT value FROM json_each(?))`).all(JSON.stringify(sources)) as KeptSource[];
  return new Map(rows.map((r) => [r.source, r]));
}

/** Stores (replaces) a source's kept row. Call inside a write transaction. */
export function writeKeptSource(conn: Connection, row: KeptSource): void {
  conn.db.insert(keptSources).values(row).onConflictDoUpdate({ target: keptSources.source, set: { basis: row.basis, version: row.version, people: row.people, summary: row.summary, summaryFrom: row.summaryFrom, summaryUntil: row.summaryUntil } }).run();
}

/** Stores only a source's people (its row is current otherwise). Call inside a write transaction. */
export function writeKeptPeople(conn: Connection, source: string, people: string): void {
  conn.db.update(keptSources).set({ people }).where(eq(keptSources.source, source)).run();
}

/** Stores only a competition's summary and the days it holds for. Call inside a write transaction. */
export function writeKeptSummary(conn: Connection, source: string, summary: Pick<KeptSource, 'summary' | 'summaryFrom' | 'summaryUntil'>): void {
  conn.db.update(keptSources).set(summary).where(eq(keptSources.source, source)).run();
}

/** The fingerprint of the kept directory (the sources and code it was linked from), null when none is kept. */
export function keptDirectoryFingerprint(conn: Connection): string | null {
  return conn.db.select({ f: keptDirectory.fingerprint }).from(keptDirectory).where(eq(keptDirectory.id, 1)).get()?.f ?? null;
}

export interface KeptDirectoryRows {
  fingerprint: string;
  competitions: string;
  people: { key: string; name: string; club: string | null; competitions: number; data: string }[];
  clubs: { slug: string; name: string; players: number; data: string }[];
}

/** Replaces the kept directory (every person and club) at once. Call inside a write transaction. */
export function replaceKeptDirectory(conn: Connection, rows: KeptDirectoryRows): void {
  conn.db.delete(keptPeople).run();
  conn.db.delete(keptClubs).run();
  const person = conn.sqlite.prepare('INSERT INTO kept_people (key, ord, name, club, competitions, data) VALUES (?, ?, ?, ?, ?, ?)');
  rows.people.forEach((p, i) => person.run(p.key, i, p.name, p.club, p.competitions, p.data));
  const club = conn.sqlite.prepare('INSERT INTO kept_clubs (slug, ord, name, players, data) VALUES (?, ?, ?, ?, ?)');
  rows.clubs.forEach((c, i) => club.run(c.slug, i, c.name, c.players, c.data));
  conn.db
    .insert(keptDirectory)
    .values({ id: 1, fingerprint: rows.fingerprint, competitions: rows.competitions })
    .onConflictDoUpdate({ target: keptDirectory.id, set: { fingerprint: rows.fingerprint, competitions: rows.competitions } })
    .run();
}

/** One kept person's JSON, or undefined. */
export function readKeptPerson(conn: Connection, key: string): string | undefined {
  return conn.db.select({ data: keptPeople.data }).from(keptPeople).where(eq(keptPeople.key, key)).get()?.data;
}

/** One kept club's JSON, or undefined. */
export function readKeptClub(conn: Connection, slug: string): string | undefined {
  return conn.db.select({ data: keptClubs.data }).from(keptClubs).where(eq(keptClubs.slug, slug)).get()?.data;
}

/** The search's lines of the kept directory, in its order, and its competitions' JSON. */
export function readKeptListing(conn: Connection) {
  return {
    people: conn.db.select({ key: keptPeople.key, name: keptPeople.name, club: keptPeople.club, competitions: keptPeople.competitions }).from(keptPeople).orderBy(asc(keptPeople.ord)).all(),
    clubs: conn.db.select({ slug: keptClubs.slug, name: keptClubs.name, players: keptClubs.players }).from(keptClubs).orderBy(asc(keptClubs.ord)).all(),
    competitions: conn.db.select({ c: keptDirectory.competitions }).from(keptDirectory).where(eq(keptDirectory.id, 1)).get()?.c ?? '[]',
  };
}

/** How many rows each kept table holds (tests, the benchmark). */
export function keptCounts(conn: Connection): { sources: number; people: number; clubs: number } {
  const count = (t: string) => (conn.sqlite.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
  return { sources: count('kept_sources'), people: count('kept_people'), clubs: count('kept_clubs') };
}

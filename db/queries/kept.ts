import { asc, eq } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { keptClubs, keptDirectory, keptPeople, keptSources, type KeptSource } from '@/db/schema';

/** A kept source's row as read: its people only when asked for (else null), and whether it has them. */
export type KeptSourceRow = KeptSource & { hasPeople: boolean };

/**
 * The kept rows of the given sources (one query), by source; the people (large: every appearance
 * with its games; kept_source_people) only of the sources in `withPeople`, the others' `people`
 * read as null. The small rows never walk the people's pages (migration 0015).
 */
export function readKeptSources(conn: Connection, sources: readonly string[], withPeople: readonly string[] = sources): Map<string, KeptSourceRow> {
  if (sources.length === 0) return new Map();
  const rows = conn.sqlite
    .prepare(
      `SELECT s.source, s.basis, s.version, s.summary, s.summary_from AS summaryFrom, s.summary_until AS summaryUntil, s.identity, p.source IS NOT NULL AS hasPeople FROM kept_sources s LEFT JOIN kept_source_people p ON p.source = s.source WHERE s.source IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(sources)) as (Omit<KeptSource, 'people'> & { hasPeople: number })[];
  const people = new Map<string, string>();
  if (withPeople.length > 0) {
    const read = conn.sqlite.prepare('SELECT source, people FROM kept_source_people WHERE source IN (SELECT value FROM json_each(?))').all(JSON.stringify(withPeople)) as { source: string; people: string }[];
    for (const r of read) people.set(r.source, r.people);
  }
  return new Map(rows.map((r) => [r.source, { ...r, people: people.get(r.source) ?? null, hasPeople: r.hasPeople === 1 }]));
}

/** Stores (replaces) a source's kept row, and its people (none: removed). Call inside a write transaction. */
export function writeKeptSource(conn: Connection, row: KeptSource): void {
  const { source, people, ...set } = row;
  conn.db.insert(keptSources).values({ source, ...set }).onConflictDoUpdate({ target: keptSources.source, set }).run();
  if (people === null) conn.sqlite.prepare('DELETE FROM kept_source_people WHERE source = ?').run(source);
  else conn.sqlite.prepare('INSERT OR REPLACE INTO kept_source_people (source, people) VALUES (?, ?)').run(source, people);
}

/** Stores only a source's people and their identity's hash (its row is current otherwise). Call inside a write transaction. */
export function writeKeptSourcePeople(conn: Connection, source: string, people: string, identity: string): void {
  conn.db.update(keptSources).set({ identity }).where(eq(keptSources.source, source)).run();
  conn.sqlite.prepare('INSERT OR REPLACE INTO kept_source_people (source, people) VALUES (?, ?)').run(source, people);
}

/** Stores only a competition's summary and the days it holds for. Call inside a write transaction. */
export function writeKeptSummary(conn: Connection, source: string, summary: Pick<KeptSource, 'summary' | 'summaryFrom' | 'summaryUntil'>): void {
  conn.db.update(keptSources).set(summary).where(eq(keptSources.source, source)).run();
}

/** The kept directory's state: its fingerprint, the sources as linked (JSON), its competitions (JSON) and the search's stamp; null when none is kept. */
export function readKeptDirectory(conn: Connection): { fingerprint: string; linked: string | null; competitions: string; listing: string | null } | null {
  return conn.db.select({ fingerprint: keptDirectory.fingerprint, linked: keptDirectory.linked, competitions: keptDirectory.competitions, listing: keptDirectory.listing }).from(keptDirectory).where(eq(keptDirectory.id, 1)).get() ?? null;
}

/** Writes the kept directory's one row. Call inside a write transaction. */
export function writeKeptDirectory(conn: Connection, row: { fingerprint: string; linked: string; competitions: string; listing: string }): void {
  conn.db
    .insert(keptDirectory)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: keptDirectory.id, set: row })
    .run();
}

export interface KeptAppearanceRow {
  source: string;
  ord: number;
  entry: string;
  person: string;
  facts: string;
  club: string | null;
  year: number | null;
  data: string;
}

export interface KeptTeamRow {
  source: string;
  ord: number;
  club: string;
  data: string;
}

export interface KeptValueRow {
  value: string;
  source: string;
  entry: string;
  person: string;
}

export interface KeptPersonRow {
  key: string;
  base: string;
  name: string;
  club: string | null;
  competitions: number;
}

export interface KeptClubRow {
  slug: string;
  name: string;
  players: number;
  data: string;
}

interface KeptDirectoryRows {
  fingerprint: string;
  linked: string;
  competitions: string;
  listing: string;
  people: KeptPersonRow[];
  clubs: KeptClubRow[];
  appearances: KeptAppearanceRow[];
  values: KeptValueRow[];
  teams: KeptTeamRow[];
}

/** Replaces the kept directory (every person, club, appearance, value and team) at once. Call inside a write transaction. */
export function replaceKeptDirectory(conn: Connection, rows: KeptDirectoryRows): void {
  for (const t of ['kept_people', 'kept_clubs', 'kept_appearances', 'kept_values', 'kept_teams']) conn.sqlite.prepare(`DELETE FROM ${t}`).run();
  writeKeptPeople(conn, rows.people);
  for (const c of rows.clubs) writeKeptClub(conn, c);
  insertSourceRows(conn, rows.appearances, rows.values, rows.teams);
  writeKeptDirectory(conn, { fingerprint: rows.fingerprint, linked: rows.linked, competitions: rows.competitions, listing: rows.listing });
}

function insertSourceRows(conn: Connection, appearances: readonly KeptAppearanceRow[], values: readonly KeptValueRow[], teams: readonly KeptTeamRow[]): void {
  const appearance = conn.sqlite.prepare('INSERT INTO kept_appearances (source, ord, entry, person, facts, club, year, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const a of appearances) appearance.run(a.source, a.ord, a.entry, a.person, a.facts, a.club, a.year, a.data);
  const value = conn.sqlite.prepare('INSERT INTO kept_values (value, source, entry, person) VALUES (?, ?, ?, ?)');
  for (const v of values) value.run(v.value, v.source, v.entry, v.person);
  const team = conn.sqlite.prepare('INSERT INTO kept_teams (source, ord, club, data) VALUES (?, ?, ?, ?)');
  for (const t of teams) team.run(t.source, t.ord, t.club, t.data);
}

/** Replaces what is kept of some sources' appearances, values and teams (each source's rows wholly). Call inside a write transaction. */
export function replaceKeptSourceRows(conn: Connection, sources: readonly string[], appearances: readonly KeptAppearanceRow[], values: readonly KeptValueRow[], teams: readonly KeptTeamRow[]): void {
  for (const t of ['kept_appearances', 'kept_values', 'kept_teams']) {
    const del = conn.sqlite.prepare(`DELETE FROM ${t} WHERE source = ?`);
    for (const source of sources) del.run(source);
  }
  insertSourceRows(conn, appearances, values, teams);
}

/** Writes (inserts or replaces) people's lines. Call inside a write transaction. */
export function writeKeptPeople(conn: Connection, people: readonly KeptPersonRow[]): void {
  const person = conn.sqlite.prepare('INSERT OR REPLACE INTO kept_people (key, base, name, club, competitions) VALUES (?, ?, ?, ?, ?)');
  for (const p of people) person.run(p.key, p.base, p.name, p.club, p.competitions);
}

/** Removes people's lines. Call inside a write transaction. */
export function deleteKeptPeople(conn: Connection, keys: Iterable<string>): void {
  const del = conn.sqlite.prepare('DELETE FROM kept_people WHERE key = ?');
  for (const k of keys) del.run(k);
}

/** Writes (inserts or replaces) a club's row. Call inside a write transaction. */
export function writeKeptClub(conn: Connection, c: KeptClubRow): void {
  conn.sqlite.prepare('INSERT OR REPLACE INTO kept_clubs (slug, name, players, data) VALUES (?, ?, ?, ?)').run(c.slug, c.name, c.players, c.data);
}

/** Removes a club's row. Call inside a write transaction. */
export function deleteKeptClub(conn: Connection, slug: string): void {
  conn.sqlite.prepare('DELETE FROM kept_clubs WHERE slug = ?').run(slug);
}

/** Each kept appearance of one source: its entry, person and facts (JSON). */
export function readKeptSourceRows(conn: Connection, source: string): { entry: string; person: string; facts: string }[] {
  return conn.sqlite.prepare('SELECT entry, person, facts FROM kept_appearances WHERE source = ?').all(source) as { entry: string; person: string; facts: string }[];
}

/** Each kept appearance of one person: its source, entry and facts (JSON). */
export function readKeptPersonFacts(conn: Connection, person: string): { source: string; entry: string; facts: string }[] {
  return conn.sqlite.prepare('SELECT source, entry, facts FROM kept_appearances WHERE person = ?').all(person) as { source: string; entry: string; facts: string }[];
}

/** The people with an appearance linked by `value` (kept_values). */
export function readKeptPeopleByValue(conn: Connection, value: string): string[] {
  return (conn.sqlite.prepare('SELECT DISTINCT person FROM kept_values WHERE value = ?').all(value) as { person: string }[]).map((r) => r.person);
}

/** The kept people whose key has one of the bases. */
export function readKeptPeopleByBase(conn: Connection, bases: readonly string[]): string[] {
  return (conn.sqlite.prepare('SELECT key FROM kept_people WHERE base IN (SELECT value FROM json_each(?))').all(JSON.stringify(bases)) as { key: string }[]).map((r) => r.key);
}

/** A source's kept teams (their club's slug and the ClubAppearance's JSON). */
export function readKeptClubTeamsOf(conn: Connection, source: string): { club: string; data: string }[] {
  return conn.sqlite.prepare('SELECT club, data FROM kept_teams WHERE source = ?').all(source) as { club: string; data: string }[];
}

/** Of the appearances that name a club (by slug): the latest year, and the first person by key (null: none). */
export function readKeptClubNamed(conn: Connection, slug: string): { year: number | null; first: string | null } {
  return conn.sqlite.prepare('SELECT max(year) AS year, min(person) AS first FROM kept_appearances WHERE club = ?').get(slug) as { year: number | null; first: string | null };
}

/** The people with an appearance that names a club (by slug) in a year (null: no year). */
export function readKeptClubMembers(conn: Connection, slug: string, year: number | null): string[] {
  return (conn.sqlite.prepare('SELECT DISTINCT person FROM kept_appearances WHERE club = ? AND year IS ?').all(slug, year) as { person: string }[]).map((r) => r.person);
}

/** Kept people's lines by key. */
export function readKeptPeopleLines(conn: Connection, keys: readonly string[]): Map<string, KeptPersonRow> {
  const rows = conn.sqlite.prepare('SELECT key, base, name, club, competitions FROM kept_people WHERE key IN (SELECT value FROM json_each(?))').all(JSON.stringify(keys)) as KeptPersonRow[];
  return new Map(rows.map((r) => [r.key, r]));
}

/** One kept person's line (name, club, competitions), or undefined. */
export function readKeptPersonLine(conn: Connection, key: string): { name: string; club: string | null; competitions: number } | undefined {
  return conn.db.select({ name: keptPeople.name, club: keptPeople.club, competitions: keptPeople.competitions }).from(keptPeople).where(eq(keptPeople.key, key)).get();
}

/** One kept person's appearances (in no order: the caller orders them by its sources). */
export function readKeptPersonAppearances(conn: Connection, key: string): { source: string; ord: number; data: string }[] {
  return conn.sqlite.prepare('SELECT source, ord, data FROM kept_appearances WHERE person = ?').all(key) as { source: string; ord: number; data: string }[];
}

/** The person a source's appearance (`{league id}|{local key}`) was linked to, or undefined. */
export function readKeptPersonOf(conn: Connection, source: string, entry: string): string | undefined {
  return (conn.sqlite.prepare('SELECT person FROM kept_appearances WHERE source = ? AND entry = ?').get(source, entry) as { person: string } | undefined)?.person;
}

/** One kept club's JSON (without its teams), or undefined. */
export function readKeptClub(conn: Connection, slug: string): string | undefined {
  return conn.db.select({ data: keptClubs.data }).from(keptClubs).where(eq(keptClubs.slug, slug)).get()?.data;
}

/** One kept club's teams (in no order: the caller orders them by its sources). */
export function readKeptClubTeams(conn: Connection, slug: string): { source: string; ord: number; data: string }[] {
  return conn.sqlite.prepare('SELECT source, ord, data FROM kept_teams WHERE club = ?').all(slug) as { source: string; ord: number; data: string }[];
}

/** The search's lines of the kept directory, in its order, and its competitions' JSON. */
export function readKeptListing(conn: Connection) {
  return {
    // the directory's orders: people by key, clubs by slug (SQLite's binary order is JavaScript's for these keys)
    people: conn.db.select({ key: keptPeople.key, name: keptPeople.name, club: keptPeople.club, competitions: keptPeople.competitions }).from(keptPeople).orderBy(asc(keptPeople.key)).all(),
    clubs: conn.db.select({ slug: keptClubs.slug, name: keptClubs.name, players: keptClubs.players }).from(keptClubs).orderBy(asc(keptClubs.slug)).all(),
    competitions: conn.db.select({ c: keptDirectory.competitions }).from(keptDirectory).where(eq(keptDirectory.id, 1)).get()?.c ?? '[]',
  };
}

/** How many rows each kept table holds (tests, the benchmark). */
export function keptCounts(conn: Connection): { sources: number; people: number; clubs: number; appearances: number } {
  const count = (t: string) => (conn.sqlite.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
  return { sources: count('kept_sources'), people: count('kept_people'), clubs: count('kept_clubs'), appearances: count('kept_appearances') };
}

/** A kept progression's head: the basis and code version it was computed from (migration 0016). */
export interface KeptProgressionHead {
  basis: string;
  version: number;
}

/** The heads of the kept progressions of `sources` (a source without one is absent). */
export function readKeptProgressionHeads(conn: Connection, sources: readonly string[]): Map<string, KeptProgressionHead> {
  const out = new Map<string, KeptProgressionHead>();
  const statement = conn.sqlite.prepare("SELECT basis, version FROM kept_progression WHERE source = ? AND player = ''");
  for (const source of sources) {
    const row = statement.get(source) as { basis: string | null; version: number | null } | undefined;
    if (row?.basis != null && row.version != null) out.set(source, { basis: row.basis, version: row.version });
  }
  return out;
}

/**
 * One player's kept progression with its head: the tournaments (JSON) and the player's points (JSON,
 * null when the chart has no such player); undefined when the source has no kept chart.
 */
export function readKeptPlayerProgression(conn: Connection, source: string, player: string): (KeptProgressionHead & { tournaments: string; points: string | null }) | undefined {
  const row = conn.sqlite
    .prepare("SELECT h.basis AS basis, h.version AS version, h.points AS tournaments, p.points AS points FROM kept_progression h LEFT JOIN kept_progression p ON p.source = h.source AND p.player = ? WHERE h.source = ? AND h.player = ''")
    .get(player, source) as { basis: string | null; version: number | null; tournaments: string; points: string | null } | undefined;
  return row && row.basis !== null && row.version !== null ? { basis: row.basis, version: row.version, tournaments: row.tournaments, points: row.points } : undefined;
}

/** Replaces a source's kept progression: its head and one row a player. Call inside a write transaction. */
export function writeKeptProgression(conn: Connection, source: string, head: KeptProgressionHead & { tournaments: string }, players: readonly (readonly [string, string])[]): void {
  conn.sqlite.prepare('DELETE FROM kept_progression WHERE source = ?').run(source);
  const insert = conn.sqlite.prepare('INSERT INTO kept_progression (source, player, basis, version, points) VALUES (?, ?, ?, ?, ?)');
  insert.run(source, '', head.basis, head.version, head.tournaments);
  for (const [player, points] of players) insert.run(source, player, null, null, points);
}

/** The sources that have a kept progression. */
export function keptProgressionSources(conn: Connection): string[] {
  return conn.sqlite.prepare("SELECT source FROM kept_progression WHERE player = ''").pluck().all() as string[];
}

/** Drops the kept progressions of `sources` (no longer public, or gone). Call inside a write transaction. */
export function deleteKeptProgressions(conn: Connection, sources: readonly string[]): void {
  const drop = conn.sqlite.prepare('DELETE FROM kept_progression WHERE source = ?');
  for (const s of sources) drop.run(s);
}

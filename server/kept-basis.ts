import { createHash } from 'node:crypto';
import type { Connection } from '@/db/client';
import { listCompetitions } from '@/db/queries/competitions';
import { readKeptDirectory, readKeptProgressionHeads, readKeptSources, type KeptProgressionHead, type KeptSourceRow } from '@/db/queries/kept';
import { listPublicSeasons } from '@/db/queries/seasons';
import type { Competition, Season } from '@/db/schema';
import type { IsoDate } from '@/lib/dates';

/**
 * What the kept rows of issue 38 (server/kept.ts) are checked against — the code's version, the
 * public sources and their bases, the directory's fingerprint — in a module of its own that loads
 * only the database's: `npm start` (scripts/prepare-db.ts) asks {@link keptIsCurrent} first and
 * loads the computations (server/kept.ts: standings, every kind, the linking) only when something
 * is missing or stale (issue 38: a restart under 5 s).
 *
 * Bump KEPT_VERSION whenever a computation whose result is kept changes (a season's or a kind's
 * participants, the linking of people, a summary, a profile): every kept row of another version is
 * computed again on first need, and `npm start` fills them before serving.
 */
// 3: a league read from a crosstable by final place says no round and no colour of its games (issue 40's walk)
export const KEPT_VERSION = 3;

/** One public season or competition as the kept rows name it. */
export type Source = { id: string; basis: string } & ({ season: Season } | { competition: Competition });

/**
 * A season as the kept rows name it: the revision moves with every write; the stamp tells a restored
 * backup's revisions apart; the names are in what is kept, and a season's fields may change without
 * a new revision.
 */
export const seasonSource = (season: Season): Source & { season: Season } => ({ id: `s${season.id}`, basis: JSON.stringify([season.revision, season.stamp, season.slug, season.name, season.year]), season });

/** Every public season and competition, with the state (basis) their kept rows must have been computed from. */
export function publicSources(conn: Connection): Source[] {
  return [
    ...listPublicSeasons(conn).map(seasonSource),
    ...listCompetitions(conn, { publicOnly: true }).map((competition) => ({ id: `c${competition.id}`, basis: JSON.stringify([competition.revision, competition.slug, competition.name, competition.kind, competition.createdAt]), competition })),
  ];
}

/** Whether a kept row was computed from the source as it is now, by this code. */
export const current = (row: KeptSourceRow | undefined, source: Source): row is KeptSourceRow => row !== undefined && row.basis === source.basis && row.version === KEPT_VERSION;

/** Whether a season's kept progression chart (migration 0016) was computed from the season as it is now, by this code. */
export const progressionCurrent = (head: KeptProgressionHead | undefined, source: Source): boolean => head !== undefined && head.basis === source.basis && head.version === KEPT_VERSION;

/** Whether a competition's kept summary, made on `summaryFrom` and holding until `summaryUntil`, holds on `today`. */
export const summaryHolds = (row: Pick<KeptSourceRow, 'summaryFrom' | 'summaryUntil'>, today: IsoDate): boolean => row.summaryFrom !== null && row.summaryFrom <= today && (row.summaryUntil === null || today <= row.summaryUntil);

/** The directory's fingerprint: the sources (with their bases) and the code it was linked from. */
export function fingerprintOf(sources: readonly Source[]): string {
  const h = createHash('sha256').update(`v${KEPT_VERSION}`);
  for (const s of sources) h.update(`|${s.id}=${s.basis}`);
  return h.digest('hex').slice(0, 32);
}

/**
 * Whether everything the pages keep is there and up to date for `today` (what keepEverything would
 * compute: nothing): every public source's row current with its people, each season's progression
 * chart, each competition's summary holding today, the directory linked from these sources. Reads the small rows only.
 */
export function keptIsCurrent(conn: Connection, today: IsoDate): boolean {
  const sources = publicSources(conn);
  const rows = readKeptSources(
    conn,
    sources.map((s) => s.id),
    [],
  );
  const progressions = readKeptProgressionHeads(
    conn,
    sources.filter((s) => 'season' in s).map((s) => s.id),
  );
  for (const s of sources) {
    const row = rows.get(s.id);
    if (!current(row, s) || !row.hasPeople || row.identity === null || row.summary === null) return false;
    if ('competition' in s && !summaryHolds(row, today)) return false;
    if ('season' in s && !progressionCurrent(progressions.get(s.id), s)) return false;
  }
  return readKeptDirectory(conn)?.fingerprint === fingerprintOf(sources);
}

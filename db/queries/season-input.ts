import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ComputeStandingsInput } from '@/lib/series/standings';
import type { Connection } from '@/db/client';
import { manualLinks, registryPlayers, reservations, results, tournaments, uploadVersions, type Season } from '@/db/schema';

type SeasonRows = Pick<ComputeStandingsInput, 'registry' | 'manualLinks' | 'tournaments'>;
type ResultRow = SeasonRows['tournaments'][number]['rows'][number];
type RegistryRow = NonNullable<SeasonRows['registry']>[number];

/** The season's stored rows the engine reads: the current version of each tournament, the register, the hand links. */
export function loadSeasonRows(conn: Connection, season: Season): SeasonRows {
  const ts = conn.db
    .select({ t: tournaments, v: uploadVersions })
    .from(tournaments)
    .innerJoin(uploadVersions, eq(uploadVersions.id, tournaments.currentVersionId))
    .where(and(eq(tournaments.seasonId, season.id), isNull(tournaments.deletedAt), isNotNull(tournaments.currentVersionId)))
    .orderBy(asc(tournaments.date), asc(tournaments.code))
    .all();
  const versionIds = ts.map((x) => x.v.id);
  const rows = versionIds.length ? conn.db.select().from(results).where(inArray(results.versionId, versionIds)).orderBy(asc(results.versionId), asc(results.line)).all() : [];
  const byVersion = new Map<number, ResultRow[]>();
  for (const r of rows) {
    const list = byVersion.get(r.versionId) ?? [];
    list.push({ line: r.line, place: r.place, name: r.name, points: r.pointsHalf, crId: r.crId, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, club: r.club, region: r.region, rating: r.rating, category: r.category, fed: r.fed });
    byVersion.set(r.versionId, list);
  }
  const reg = conn.db.select().from(registryPlayers).where(eq(registryPlayers.seasonId, season.id)).orderBy(asc(registryPlayers.line)).all();
  const registry: RegistryRow[] | null = reg.length
    ? reg.map((r) => ({ line: r.line, crId: r.crId, name: r.name, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, rating: r.rating, category: r.category, fed: r.fed, club: r.club, region: r.region, from: r.from, to: r.to }))
    : null;
  const links = conn.db.select().from(manualLinks).where(eq(manualLinks.seasonId, season.id)).all();
  return {
    registry,
    manualLinks: links.map((l) => ({ tournamentId: l.tournamentCode, normalizedName: l.normalizedName, birthYear: l.birthYear, place: l.place, line: l.line, crId: l.crId })),
    tournaments: ts.map(({ t, v }) => ({ id: t.code, name: t.name, date: t.date, final: t.final, fileName: v.fileName, fileHasRegion: v.hasRegion, rows: byVersion.get(v.id) ?? [] })),
  };
}

/** The season's confirmed reservations (the calendar's tournaments, uploaded or still to come). */
export function confirmedReservations(conn: Connection, seasonId: number) {
  return conn.db.select({ id: reservations.id, final: reservations.final }).from(reservations).where(and(eq(reservations.seasonId, seasonId), eq(reservations.status, 'confirmed'))).all();
}

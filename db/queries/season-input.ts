import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { RegistryRow } from '@/lib/import/parse-registry';
import type { ResultRow } from '@/lib/import/parse-results';
import type { ComputeStandingsInput } from '@/lib/series/standings';
import type { Connection } from '@/db/client';
import { manualLinks, registryPlayers, reservations, results, tournaments, uploadVersions, type Season } from '@/db/schema';
import { reservationTournamentCode } from '@/lib/calendar/reservation-rules';
import type { Remaining } from '@/lib/series/outlook';
import { seasonRules } from './seasons';

/** Everything the engine needs for a season, from the current version of each tournament. */
export function loadSeasonInput(conn: Connection, season: Season): ComputeStandingsInput {
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
    year: season.year,
    rules: seasonRules(season),
    registry,
    manualLinks: links.map((l) => ({ tournamentId: l.tournamentCode, normalizedName: l.normalizedName, birthYear: l.birthYear, place: l.place, line: l.line, crId: l.crId })),
    tournaments: ts.map(({ t, v }) => ({ id: t.code, name: t.name, date: t.date, final: t.final, fileName: v.fileName, fileHasRegion: v.hasRegion, rows: byVersion.get(v.id) ?? [] })),
  };
}

/**
 * Issue 14 ("what do I need?"): the tournaments still to come, from the season's calendar — the
 * confirmed reservations whose results are not uploaded yet (a count, and whether the Final is one
 * of them). None when the calendar holds nothing to come.
 */
export function remainingFromCalendar(conn: Connection, season: Season, uploaded: ReadonlySet<string>): Remaining | undefined {
  const confirmed = conn.db.select({ id: reservations.id, final: reservations.final }).from(reservations).where(and(eq(reservations.seasonId, season.id), eq(reservations.status, 'confirmed'))).all();
  const toCome = confirmed.filter((r) => !uploaded.has(reservationTournamentCode(r)));
  if (toCome.length === 0) return undefined;
  return { regular: toCome.filter((r) => !r.final).length, final: toCome.some((r) => r.final) && !uploaded.has('final') };
}

/** Issue 14: the tournaments still to come as the arbiter set them in the season's settings; null = from the calendar. */
export function seasonRemaining(season: Season): Remaining | null {
  return season.remainingRegular === null ? null : { regular: season.remainingRegular, final: season.remainingFinal };
}

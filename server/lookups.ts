import 'server-only';
/**
 * What app/ looks up by address, through server/ (app/ never imports db/; tests/architecture.test.ts):
 * a season or a competition by its slug, the lists the pages show, a tournament's stored versions.
 * Whether the caller may see a row is the page's or the route wrapper's (drafts, hidden seasons).
 */
import type { Connection } from '@/db/client';
import { getCompetitionBySlug, listCompetitionFileVersions, listCompetitions } from '@/db/queries/competitions';
import { getSeasonBySlug, listPublicSeasons } from '@/db/queries/seasons';
import { listVersions, versionBytes } from '@/db/queries/uploads';
import type { Competition, Season } from '@/db/schema';

export type { Competition, Season, User } from '@/db/schema';

export function seasonBySlug(conn: Connection, slug: string): Season | undefined {
  return getSeasonBySlug(conn, slug);
}

export function competitionBySlug(conn: Connection, slug: string): Competition | undefined {
  return getCompetitionBySlug(conn, slug);
}

/** The public seasons, newest first. */
export function publicSeasonList(conn: Connection): Season[] {
  return listPublicSeasons(conn);
}

/** Every competition, drafts included (the arbiter's list). */
export function allCompetitions(conn: Connection): Competition[] {
  return listCompetitions(conn, { publicOnly: false });
}

/** A competition's stored files, every version. */
export function competitionFileVersions(conn: Connection, competitionId: number) {
  return listCompetitionFileVersions(conn, competitionId);
}

/** A tournament's versions with who uploaded them (null: no such tournament). */
export function tournamentVersions(conn: Connection, season: Season, code: string) {
  return listVersions(conn, season.id, code);
}

/** One version's original bytes, as uploaded (null: none). */
export function tournamentVersionBytes(conn: Connection, season: Season, code: string, version: number) {
  return versionBytes(conn, season.id, code, version);
}

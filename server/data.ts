import 'server-only';
import { notFound } from 'next/navigation';
import { getConnection, getReadConnection } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import type { Season } from '@/db/schema';
import type { Lang } from '@/lib/i18n/messages';
import type { ProgressPoint } from '@/lib/series/progression';
import type { Standings } from '@/lib/series/standings';
import { seasonPlayerProgress, getProvisionalStandings, getSeasonPageHtml, getStandings, getTournamentsInProgress } from './standings';
import type { TournamentProgress } from '@/lib/series/tournament-progress';

/**
 * The site's connection. Reading never writes: the demo season is loaded by `npm start`
 * (scripts/prepare-db.ts) or `gp seed-demo`, not as a side effect of the first page view.
 */
export function connection() {
  return getConnection();
}

/** The public pages' connection: reads only, and never waits for a writer (see getReadConnection). */
export function readConnection() {
  return getReadConnection();
}

/** A public season or a 404 — hidden seasons are not shown to the public. */
export function publicSeasonOr404(slug: string): Season {
  const season = getSeasonBySlug(readConnection(), slug);
  if (!season || !season.public) notFound();
  return season;
}

export function seasonStandings(season: Season): Standings {
  return getStandings(readConnection(), season);
}

/**
 * Issue 25: the official table, the provisional one ("if the tournaments in progress ended now",
 * null when none is) and the tournaments in progress by id — for the pages that mark them.
 */
export function seasonStandingsWithProvisional(season: Season): { official: Standings; provisional: Standings | null; inProgress: ReadonlyMap<string, TournamentProgress> } {
  const conn = readConnection();
  return { official: getStandings(conn, season), provisional: getProvisionalStandings(conn, season), inProgress: getTournamentsInProgress(conn, season) };
}

/** One player's progression on a season's player page (kept per revision, else computed: server/standings.ts). */
export function seasonPlayerProgressCached(season: Season, key: string): Promise<ProgressPoint[]> {
  return seasonPlayerProgress(readConnection(), season, key);
}

/** The public individual standings page, memoized per database, season revision and language. */
export function seasonPageHtmlCached(season: Season, lang: Lang, query = ''): Uint8Array {
  return getSeasonPageHtml(readConnection(), season, lang, query);
}

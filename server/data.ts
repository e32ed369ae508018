import 'server-only';
import { notFound } from 'next/navigation';
import { getConnection } from '@/db/client';
import { getSeasonBySlug, listPublicSeasons } from '@/db/queries/seasons';
import type { Season } from '@/db/schema';
import type { Lang } from '@/lib/i18n/messages';
import type { ProgressPoint } from '@/lib/series/progression';
import type { Standings } from '@/lib/series/standings';
import { getProgression, getSeasonPageHtml, getStandings } from './standings';

/**
 * The site's connection. Reading never writes: the demo season is loaded by `npm start`
 * (scripts/prepare-db.ts) or `gp seed-demo`, not as a side effect of the first page view.
 */
export function connection() {
  return getConnection();
}

/** A public season or a 404 — hidden seasons are not shown to the public. */
export function publicSeasonOr404(slug: string): Season {
  const season = getSeasonBySlug(connection(), slug);
  if (!season || !season.public) notFound();
  return season;
}

export function seasonStandings(season: Season): Standings {
  return getStandings(connection(), season);
}

export function publicSeasons(): { season: Season; standings: Standings }[] {
  const conn = connection();
  return listPublicSeasons(conn).map((season) => ({ season, standings: getStandings(conn, season) }));
}

export function seasonProgressionCached(season: Season): Map<string, ProgressPoint[]> {
  return getProgression(connection(), season);
}

/** The public individual standings page, memoized per database, season revision and language. */
export function seasonPageHtmlCached(season: Season, lang: Lang): Uint8Array {
  return getSeasonPageHtml(connection(), season, lang);
}

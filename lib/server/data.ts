import 'server-only';
import { notFound } from 'next/navigation';
import { getConnection } from '../../db/client';
import { getSeasonBySlug, listPublicSeasons } from '../../db/queries/seasons';
import { getStandings, loadSeasonInput } from '../../db/queries/standings';
import { seedDemoIfEmpty } from '../../db/seed';
import type { Season } from '../../db/schema';
import { seasonProgression, type ProgressPoint } from '../scoring/progression';
import type { Standings } from '../scoring/standings';
import type { Lang } from '../i18n/messages';
import { renderSeasonPage } from '../render/season-page-html';

/** The site's connection; an empty database gets the demo season on first use (`npm start`). */
let seedChecked = false;

export function connection() {
  const conn = getConnection();
  if (!seedChecked) {
    if (process.env.GP_SEED_DEMO !== '0') {
      const demo = seedDemoIfEmpty(conn);
      if (demo && demo.length) console.error(`demo season loaded; demo accounts: ${demo.map((a) => `${a.email} / ${a.password}`).join(', ')}`);
    }
    seedChecked = true;
  }
  return conn;
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

const progressionCache = new Map<number, { revision: number; value: Map<string, ProgressPoint[]> }>();

export function seasonProgressionCached(season: Season): Map<string, ProgressPoint[]> {
  const hit = progressionCache.get(season.id);
  if (hit && hit.revision === season.revision) return hit.value;
  const value = seasonProgression(loadSeasonInput(connection(), season));
  progressionCache.set(season.id, { revision: season.revision, value });
  return value;
}

const pageCache = new Map<string, { revision: number; html: Uint8Array }>();

/** The public individual standings page (lib/render/season-page-html.ts), memoized per season revision and language. */
export function seasonPageHtmlCached(season: Season, lang: Lang): Uint8Array {
  const key = `${season.id}:${lang}`;
  const hit = pageCache.get(key);
  if (hit && hit.revision === season.revision) return hit.html;
  // kept encoded: the bytes go out as they are on every request
  const html = new TextEncoder().encode(renderSeasonPage({ lang, slug: season.slug, seasonName: season.name, standings: seasonStandings(season) }));
  pageCache.set(key, { revision: season.revision, html });
  return html;
}

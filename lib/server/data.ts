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
import { RevisionMemo } from '../revision-memo';

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

const progressionCache = new RevisionMemo<number, Map<string, ProgressPoint[]>>();

export function seasonProgressionCached(season: Season): Map<string, ProgressPoint[]> {
  return progressionCache.get(season.id, season.revision, () => seasonProgression(loadSeasonInput(connection(), season)));
}

const pageCache = new RevisionMemo<string, Uint8Array>();

/** The public individual standings page (lib/render/season-page-html.ts), memoized per season revision and language. */
export function seasonPageHtmlCached(season: Season, lang: Lang): Uint8Array {
  // kept encoded: the bytes go out as they are on every request
  return pageCache.get(`${season.id}:${lang}`, season.revision, () =>
    new TextEncoder().encode(renderSeasonPage({ lang, slug: season.slug, seasonName: season.name, standings: seasonStandings(season) })),
  );
}

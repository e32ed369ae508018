import { generateSeason } from '../lib/demo/generate-season';
import { loadSeason } from '../lib/season/season-folder';
import type { Connection } from './client';
import { seasons } from './schema';
import { importSeason } from './queries/import-season';

export const DEMO_SLUG = 'gp-warmia-mazury-2018';

/**
 * On an empty database: the demo season — a complete fictional "Grand Prix Warmii i Mazur 2018",
 * 16 tournaments and the Final, 170 players, a registry with a mid-season transfer and a mid-season
 * registration, files in all three export styles. Returns whether it seeded.
 */
export function seedDemoIfEmpty(conn: Connection): boolean {
  if (conn.db.select({ id: seasons.id }).from(seasons).limit(1).get()) return false;
  const demo = generateSeason({ seed: 2018, year: 2018, tournaments: 16, playersPerTournament: 72, poolSize: 170, withFinal: true, name: 'Grand Prix Warmii i Mazur 2018' });
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error(`demo season invalid: ${loaded.errors.join('; ')}`);
  importSeason(conn, { userId: null, via: 'seed' }, loaded.season, DEMO_SLUG, demo.seasonJson.rules);
  return true;
}

import { randomBytes } from 'node:crypto';
import { generateSeason } from '@/lib/demo/generate-season';
import { loadSeason } from '@/lib/season/season-folder';
import type { Connection } from '@/db/client';
import { seasons, users } from '@/db/schema';
import { hashPasswordSync } from '@/server/users';
import { audit } from '@/db/queries/audit';
import { importSeason } from '@/server/import-season';

export const DEMO_SLUG = 'gp-warmia-mazury-2018';

/**
 * Demo accounts, created only together with the demo season on an empty database (GP_SEED_DEMO=0
 * turns the demo off): a newcomer can try the arbiter's and the organizers' workspaces at once.
 * Secure by default: each database gets its own random password, printed once by `npm start`
 * (GP_DEMO_PASSWORD fixes it, for tests).
 */
export const DEMO_ACCOUNTS = [
  { email: 'sedzia@demo.gp', role: 'arbiter' as const, club: null },
  { email: 'organizator@demo.gp', role: 'organizer' as const, club: 'UKS Jedynka Olsztyn' },
  { email: 'organizator2@demo.gp', role: 'organizer' as const, club: 'MKS Żuławy Elbląg' },
];

export interface DemoCredentials {
  email: string;
  role: string;
  password: string;
}

/**
 * On an empty database: the demo season — a complete fictional "Grand Prix Warmii i Mazur 2018",
 * 16 tournaments and the Final, 170 players, a registry with a mid-season transfer and a mid-season
 * registration, files in all three export styles. Returns whether it seeded.
 */
export function seedDemoIfEmpty(conn: Connection): DemoCredentials[] | false {
  if (conn.db.select({ id: seasons.id }).from(seasons).limit(1).get()) return false;
  const demo = generateSeason({ seed: 2018, year: 2018, tournaments: 16, playersPerTournament: 72, poolSize: 170, withFinal: true, name: 'Grand Prix Warmii i Mazur 2018' });
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error(`demo season invalid: ${loaded.errors.join('; ')}`);
  importSeason(conn, { userId: null, via: 'seed' }, loaded.season, DEMO_SLUG, demo.seasonJson.rules);
  const password = process.env.GP_DEMO_PASSWORD || randomBytes(9).toString('base64url');
  const created: DemoCredentials[] = [];
  for (const a of DEMO_ACCOUNTS) {
    if (conn.db.select().from(users).all().some((u) => u.email === a.email)) continue;
    conn.db.insert(users).values({ email: a.email, passwordHash: hashPasswordSync(password), role: a.role, club: a.club }).run();
    audit(conn, { userId: null, via: 'seed' }, 'user.create', null, { email: a.email, role: a.role, demo: true });
    created.push({ email: a.email, role: a.role, password });
  }
  return created;
}

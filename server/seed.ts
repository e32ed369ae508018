import { inEnglish } from '@/lib/problem';
import { describe } from '@/lib/i18n/t';
import { randomBytes } from 'node:crypto';
import { generateSeason } from '@/lib/demo/generate-season';
import { loadSeason } from '@/lib/season/season-folder';
import type { Connection } from '@/db/client';
import { hashPasswordSync } from '@/server/users';
import { audit } from '@/db/queries/audit';
import { importSeason } from '@/server/import-season';
import { hasAnySeason } from '@/db/queries/seasons';
import { hasAnyCompetition } from '@/db/queries/competitions';
import { findUserByEmail, insertUserRow } from '@/db/queries/users';
import { demoPeople } from '@/lib/demo/demo-people';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import type { DemoCompetitionKeys, GeneratedCompetition } from '@/lib/demo/generated-competition';
import { createCompetition, putCompetitionFiles } from '@/server/competitions';

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

interface DemoCredentials {
  email: string;
  role: string;
  password: string;
}

/** The kinds' demos (`CompetitionKind.demo`, each in its kind's folder beside its generator), in the registry's order. */
const demos = () => Object.values(COMPETITION_KINDS).flatMap((k) => (k.demo ? [k.demo] : []));

/**
 * The demo's competitions computed from games, one of each kind (issue 28), by address: each kind's
 * demo gives its key and slug (`open: 'open-olsztyn-2018'` …). The keys' type is what the kinds'
 * folders declare (`DemoCompetitionKeys`, declaration merging): the registered kinds are the ones
 * that declare them, so the object holds every key its type names.
 */
export const DEMO_COMPETITIONS = Object.fromEntries(demos().map((d) => [d.key, d.slug])) as Readonly<Record<keyof DemoCompetitionKeys, string>>;

/**
 * The demo's competitions, one of each kind that has a demo, each generated from seeds by its
 * kind's generator (lib/competitions/<kind>/generate-….ts) over the Grand Prix season's people —
 * many of them play in several competitions, with the same name, birth year, FIDE id and club — so
 * a newcomer sees every kind the site runs.
 */
export function demoCompetitions(registryCsv: Uint8Array): GeneratedCompetition[] {
  const people = demoPeople(registryCsv);
  return demos().map((d) => d.generate(people));
}

/**
 * On an empty database: the demo season — a complete fictional "Grand Prix Warmii i Mazur 2018",
 * 16 tournaments and the Final, 170 players, a registry with a mid-season transfer and a mid-season
 * registration, files in all three export styles; then one competition of each kind
 * (demoCompetitions), created and uploaded file by file by the demo arbiter through the same use
 * cases as an arbiter's upload. Returns whether it seeded.
 */
export function seedDemoIfEmpty(conn: Connection): DemoCredentials[] | false {
  if (hasAnySeason(conn)) return false;
  const demo = generateSeason({ seed: 2018, year: 2018, tournaments: 16, playersPerTournament: 72, poolSize: 170, withFinal: true, name: 'Grand Prix Warmii i Mazur 2018' });
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error(`demo season invalid: ${loaded.errors.map((e) => describe('en', e, { file: e.file })).join('; ')}`);
  importSeason(conn, { userId: null, via: 'seed' }, loaded.season, DEMO_SLUG, demo.seasonJson.rules);
  const password = process.env.GP_DEMO_PASSWORD || randomBytes(9).toString('base64url');
  const created: DemoCredentials[] = [];
  for (const a of DEMO_ACCOUNTS) {
    if (findUserByEmail(conn, a.email)) continue;
    insertUserRow(conn, { email: a.email, passwordHash: hashPasswordSync(password), role: a.role, club: a.club });
    audit(conn, { userId: null, via: 'seed' }, 'user.create', null, { email: a.email, role: a.role, demo: true });
    created.push({ email: a.email, role: a.role, password });
  }
  if (!hasAnyCompetition(conn)) {
    const arbiter = findUserByEmail(conn, DEMO_ACCOUNTS[0]!.email);
    if (arbiter?.role === 'arbiter') {
      for (const c of demoCompetitions(demo.files.get('players.csv')!)) {
        const made = createCompetition(conn, arbiter, { slug: c.slug, kind: c.kind, name: c.name });
        if (!made.ok) throw new Error(`demo ${c.slug}: ${made.errors.map((e) => inEnglish(e).message).join('; ')}`);
        const put = putCompetitionFiles(conn, arbiter, c.slug, c.files, { via: 'cli' });
        if (!put.ok || !put.value.complete) throw new Error(`demo ${c.slug}: ${put.ok ? 'incomplete' : put.errors.map((e) => inEnglish(e).message).join('; ')}`);
      }
    }
  }
  return created;
}

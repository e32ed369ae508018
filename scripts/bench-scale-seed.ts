/**
 * Seeds $GP_DATABASE with an archive for `npm run bench:scale` (issue 38): `seasons` Grand Prix
 * seasons of 17 tournaments (the Final among them) of 260–290 players each, four a year going back
 * from 2026, every one drawn from the same pool of 385 registered players (so the regulars recur in
 * every season, as an association's do), with its register; and one open, one season of leagues and
 * one team league for every four seasons, over the same people. Prints one JSON line: the import
 * time of each season, an API token, the slugs, and the CR ids of the players who play most.
 * Argument: the number of seasons.
 */
import { inEnglish } from '@/lib/problem';
import { databasePath, openDatabase } from '@/db/client';
import { generateSeason } from '@/lib/demo/generate-season';
import { describe } from '@/lib/i18n/t';
import { loadSeason } from '@/lib/season/season-folder';
import { createCompetition, putCompetitionFiles } from '@/server/competitions';
import { importSeason } from '@/server/import-season';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { getStandings } from '@/server/standings';
import { demoCompetitions } from '@/server/seed';
import { createToken, createUser } from '@/server/users';

const seasons = Number(process.argv[2] ?? 1);
const conn = openDatabase(databasePath());
const actor = { userId: null, via: 'cli' } as const;
await createUser(conn, actor, { email: 'bench@example.org', role: 'arbiter', password: 'bench password 123' });
const arbiter = conn.sqlite.prepare("SELECT * FROM users WHERE email = 'bench@example.org'").get() as Parameters<typeof createCompetition>[1];
const token = createToken(conn, actor, 'bench@example.org').token;

const importMs: number[] = [];
const slugs: string[] = [];
const plays = new Map<string, number>();
let registryCsv: Uint8Array | null = null;
for (let k = 0; k < seasons; k++) {
  const year = 2026 - Math.floor(k / 4);
  const demo = generateSeason({ seed: 38, year, tournaments: 16, withFinal: true, playersPerTournament: 260 + ((k * 7) % 31), poolSize: 385, name: `Grand Prix ${year} — series ${(k % 4) + 1}` });
  // the benchmark's uploads put "Benchowy Zawodnik" (CR 99999, in no tournament yet) into a tournament of the latest season
  const registry = new TextDecoder().decode(demo.files.get('players.csv')!) + '99999,,Benchowy Zawodnik,1990,M,1500,UKS Jedynka Olsztyn,warmińsko-mazurskie,,\r\n';
  demo.files.set('players.csv', new TextEncoder().encode(registry));
  registryCsv ??= demo.files.get('players.csv')!;
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => describe('en', e, { file: e.file })).join('\n'));
  const slug = `gp-${year}-${(k % 4) + 1}`;
  const t0 = performance.now();
  importSeason(conn, actor, loaded.season, slug, demo.seasonJson.rules);
  importMs.push(performance.now() - t0);
  slugs.push(slug);
  for (const t of loaded.season.tournaments) for (const r of t.rows) if (r.crId) plays.set(r.crId, (plays.get(r.crId) ?? 0) + 1);
}

const competitions: string[] = [];
for (let k = 0; k < Math.max(1, Math.ceil(seasons / 4)); k++) {
  for (const c of demoCompetitions(registryCsv!)) {
    const slug = `${c.slug}-${k + 1}`;
    const made = createCompetition(conn, arbiter, { slug, kind: c.kind, name: `${c.name} (${k + 1})` });
    if (!made.ok) throw new Error(`${slug}: ${made.errors.map((e) => inEnglish(e).message).join('; ')}`);
    const put = putCompetitionFiles(conn, arbiter, slug, c.files, { via: 'cli' });
    if (!put.ok || !put.value.complete) throw new Error(`${slug}: ${put.ok ? 'incomplete' : put.errors.map((e) => inEnglish(e).message).join('; ')}`);
    competitions.push(slug);
  }
}
// the players of the latest season's individual table (those outside the region are in no table, so have no page), most seasons first
const classified = new Set(getStandings(conn, getSeasonBySlug(conn, slugs[0]!)!).individual.map((e) => e.crId));
const players = [...plays].filter(([crId]) => classified.has(crId)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([crId]) => crId);
const rows = (conn.sqlite.prepare('SELECT count(*) AS n FROM results').get() as { n: number }).n;
conn.sqlite.close();
console.log(JSON.stringify({ importMs, token, seasons: slugs, competitions, players, rows }));

/**
 * Seeds $GP_DATABASE for the web benchmarks: seasons of generated tournaments, an arbiter and a
 * token (printed last). Arguments: `slug:tournaments:players[:copies]` (default `bench:20:300`);
 * tournaments counts the Final; with copies, seasons slug-1 … slug-copies of the same results. Each season's registry also holds "Benchowy Zawodnik" (CR 99999),
 * who plays no tournament yet: the upload benchmarks put them into gp01.
 */
import { describe } from '@/lib/i18n/t';
import { databasePath, openDatabase } from '@/db/client';
import { importSeason } from '@/server/import-season';
import { createToken, createUser } from '@/server/users';
import { generateSeason } from '@/lib/demo/generate-season';
import { loadSeason } from '@/lib/season/season-folder';

const conn = openDatabase(databasePath());
const specs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['bench:20:300'];
for (const [i, spec] of specs.entries()) {
  const [slug, tournaments, players, copies] = spec.split(':');
  const per = Number(players);
  const demo = generateSeason({ seed: 20 + i, year: 2018, tournaments: Number(tournaments) - 1, withFinal: true, playersPerTournament: per, poolSize: Math.round(per * 1.4), name: `Bench season ${slug}` });
  const registry = new TextDecoder().decode(demo.files.get('players.csv')!) + '99999,,Benchowy Zawodnik,1990,M,1500,UKS Jedynka Olsztyn,warmińsko-mazurskie,,\r\n';
  demo.files.set('players.csv', new TextEncoder().encode(registry));
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => describe('en', e, { file: e.file })).join('\n'));
  const slugs = copies ? Array.from({ length: Number(copies) }, (_, k) => `${slug}-${k + 1}`) : [slug!];
  for (const s of slugs) importSeason(conn, { userId: null, via: 'cli' }, loaded.season, s, demo.seasonJson.rules);
}
await createUser(conn, { userId: null, via: 'cli' }, { email: 'bench@example.org', role: 'arbiter', password: 'bench password 123' });
console.log(createToken(conn, { userId: null, via: 'cli' }, 'bench@example.org').token);

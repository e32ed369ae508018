/** Seeds $GP_DATABASE for `npm run bench:web`: a season of 20 tournaments × 300 players, an arbiter and a token (printed). */
import { databasePath, openDatabase } from '@/db/client';
import { importSeason } from '@/server/import-season';
import { createToken, createUser } from '@/db/queries/users';
import { generateSeason } from '@/lib/demo/generate-season';
import { loadSeason } from '@/lib/season/season-folder';

const conn = openDatabase(databasePath());
const demo = generateSeason({ seed: 20, year: 2018, tournaments: 19, withFinal: true, playersPerTournament: 300, poolSize: 420, name: 'Bench season' });
// a registered player who plays no tournament yet: the upload benchmark puts them into gp01
const registry = new TextDecoder().decode(demo.files.get('players.csv')!) + '99999,,Benchowy Zawodnik,1990,M,1500,UKS Jedynka Olsztyn,warmińsko-mazurskie,,\r\n';
demo.files.set('players.csv', new TextEncoder().encode(registry));
const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
importSeason(conn, { userId: null, via: 'cli' }, loaded.season, 'bench', demo.seasonJson.rules);
await createUser(conn, { userId: null, via: 'cli' }, { email: 'bench@example.org', role: 'arbiter', password: 'bench password 123' });
console.log(createToken(conn, { userId: null, via: 'cli' }, 'bench@example.org').token);

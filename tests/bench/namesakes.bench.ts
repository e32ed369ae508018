/**
 * `npm run bench:namesakes` (issue 31, item 4): sizes and times of a season whose register holds
 * thousands of players of one name and whose file has thousands of rows of it — the standings, the
 * season page, its JSON, its warnings — and of an arbiter's upload preview of a 3-row file against
 * a big register. Prints figures; asserts nothing.
 * Arguments: namesakes in the register (5000), rows of the file (3000), register for the preview (150000).
 */
import { openDatabase } from '@/db/client';
import { createUser } from '@/server/users';
import { getStandings, getSeasonPageHtml, getStandingsDownload } from '@/server/standings';
import { previewTournamentUpload } from '@/server/workspace';
import { namesakeResults, seedNamesakeSeason } from '@/tests/fixtures/namesakes';
import { warningsInEnglish } from '@/lib/series/standings-json';

const [namesakesArg = '5000', rowsArg = '3000', bigArg = '150000'] = process.argv.slice(2);
const mb = (n: number) => `${(n / 1e6).toFixed(3)} MB`;
const ms = (t: number) => `${Math.round(performance.now() - t)} ms`;
const heap = () => `${Math.round(process.memoryUsage().heapUsed / 1e6)} MB heap`;

const conn = openDatabase(':memory:');
const arbiter = await createUser(conn, { userId: null, via: 'cli' }, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
let t = performance.now();
const season = seedNamesakeSeason(conn, { slug: 'namesakes', registry: Number(namesakesArg), rows: Number(rowsArg), others: 50 });
console.log(`seed ${namesakesArg} namesakes + ${rowsArg} rows: ${ms(t)}`);
t = performance.now();
const s = getStandings(conn, season);
const warnings = warningsInEnglish(s);
console.log(`standings: ${ms(t)}, ${warnings.length} warnings, ${mb(JSON.stringify(warnings).length)} of warnings, ${heap()}`);
t = performance.now();
const page = getSeasonPageHtml(conn, season, 'pl');
console.log(`season page (pl): ${mb(page.length)} in ${ms(t)}`);
t = performance.now();
const json = getStandingsDownload(conn, season, 'json');
console.log(`standings JSON: ${mb(json.length)} in ${ms(t)}`);

t = performance.now();
const big = seedNamesakeSeason(conn, { slug: 'big-register', registry: 2000, rows: 0, others: Number(bigArg) - 2000 });
console.log(`seed a register of ${bigArg}: ${ms(t)}`);
t = performance.now();
const preview = previewTournamentUpload(conn, arbiter, { season: big, code: 'gp01', name: 'GP 1', date: '2024-03-09', final: false, fileName: 'gp01.csv', bytes: namesakeResults(2, 1) });
console.log(`upload preview of a 3-row file against ${bigArg}: ${mb(JSON.stringify(preview).length)} in ${ms(t)}, ${heap()}`);

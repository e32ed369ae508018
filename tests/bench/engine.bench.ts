/**
 * `npm run bench`: import + link + score a generated season in the three file styles, timing each
 * stage, for 2,500 / 10,000 / 40,000 rows (20 tournaments × 125 / 500 / 2,000 players).
 * Prints figures; asserts nothing (speed is measured, not tested).
 */
import { generateSeason } from '@/lib/demo/generate-season';
import { parseResultsFile } from '@/lib/import/parse-results';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import { linkPlayers } from '@/lib/identity/link-players';
import { computeStandings } from '@/lib/series/standings';
import { resolveRules } from '@/lib/series/rules';

const rules = resolveRules('warmia-mazury-2018', undefined);
if (!rules.ok) throw new Error('preset');

const gc = (globalThis as { gc?: () => void }).gc;

function once(season: ReturnType<typeof generateSeason>) {
  gc?.(); // each run starts from a collected heap, so one run's garbage is not billed to the next
  const t0 = performance.now();
  const registry = parseRegistryFile(season.files.get('players.csv')!).rows;
  const tournaments = season.seasonJson.tournaments.map((t) => {
    const r = parseResultsFile(season.files.get(t.file)!, { rounds: 9 });
    if (r.problems.some((p) => p.severity === 'error')) throw new Error(`${t.file}: ${r.problems[0]!.message}`);
    return { id: t.id, name: t.name, date: t.date, final: !!t.final, fileName: t.file, fileHasRegion: r.facts!.fields.includes('region'), rows: r.rows };
  });
  const t1 = performance.now();
  linkPlayers({ registry, tournaments });
  const t2 = performance.now();
  const s = computeStandings({ year: 2018, rules: rules.ok ? rules.rules : (null as never), registry, tournaments });
  const t3 = performance.now();
  return { importMs: t1 - t0, linkMs: t2 - t1, scoreMs: t3 - t2, totalMs: t1 - t0 + (t3 - t2), rows: tournaments.reduce((n, t) => n + t.rows.length, 0), players: s.individual.length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`Node ${process.version}; median of 9 runs after 3 warm-ups${gc ? ', heap collected before each run' : ''}; score includes linking (computeStandings links itself)\n`);
console.log('rows     players  import ms  link ms  score ms  total ms  µs/row');
const results: { rows: number; total: number }[] = [];
for (const per of [125, 500, 2000]) {
  const season = generateSeason({ seed: 7, tournaments: 19, withFinal: true, playersPerTournament: per, poolSize: Math.round(per * 1.4) });
  for (let i = 0; i < 3; i++) once(season);
  const runs = Array.from({ length: 9 }, () => once(season));
  const m = (k: 'importMs' | 'linkMs' | 'scoreMs' | 'totalMs') => median(runs.map((r) => r[k]));
  const total = m('totalMs');
  results.push({ rows: runs[0]!.rows, total });
  console.log(
    `${String(runs[0]!.rows).padEnd(8)} ${String(runs[0]!.players).padEnd(8)} ${m('importMs').toFixed(1).padStart(9)} ${m('linkMs').toFixed(1).padStart(8)} ${m('scoreMs').toFixed(1).padStart(9)} ${total.toFixed(1).padStart(9)} ${((total * 1000) / runs[0]!.rows).toFixed(2).padStart(7)}`,
  );
}
const [a, b, c] = results;
console.log(`\nscaling: ×${(b!.rows / a!.rows).toFixed(1)} rows → ×${(b!.total / a!.total).toFixed(2)} time; ×${(c!.rows / b!.rows).toFixed(1)} rows → ×${(c!.total / b!.total).toFixed(2)} time`);
console.log(`goal: 10,000 rows under 100 ms → ${b!.total.toFixed(1)} ms ${b!.total < 100 ? '(met)' : '(NOT met)'}`);

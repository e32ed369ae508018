/**
 * `npm run bench`: import + link + score a generated season in the three file styles, timing each
 * stage, for 2,500 / 10,000 / 40,000 rows (20 tournaments × 125 / 500 / 2,000 players).
 * Prints figures; asserts nothing (speed is measured, not tested).
 */
import { inEnglish } from '@/lib/problem';
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
    if (r.problems.some((p) => p.severity === 'error')) throw new Error(`${t.file}: ${inEnglish(r.problems[0]!).message}`);
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

// — issue 27: a chess-results crosstable .xlsx of 300 players × 7 rounds beside the CSV of the same table —
{
  const { chessResultsRows, chessResultsTournament } = await import('@/tests/fixtures/spreadsheets/chess-results');
  const { writeXlsx } = await import('@/tests/fixtures/spreadsheets/write-spreadsheet');
  const { readWorkbook } = await import('@/lib/import/spreadsheet/read-workbook');
  const { readTournamentFile } = await import('@/lib/series/tournament-file');
  const players = chessResultsTournament(300, 7);
  const sheetRows = chessResultsRows(players, { title: 'Bench Open Ełk', date: '2024/12/28', rounds: 7, crosstable: true });
  const xlsx = writeXlsx([{ name: 'Wyniki', rows: sheetRows }]);
  // the CSV an arbiter would export of the same table (header and players; the facts are not a CSV's)
  const table = sheetRows.slice(17) as (string | number | null)[][];
  const csv = new TextEncoder().encode(table.map((r) => r.map((c) => `"${String(c ?? '').replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n');
  const options = { tieBreaks: ['BH/M1', 'BH', 'WIN', 'PS'] as const, rounds: 7, date: '2024-12-28' };
  const check = readTournamentFile(xlsx, { ...options, tieBreaks: [...options.tieBreaks] });
  if (check.rows.length !== 300 || !check.games) throw new Error(`bench crosstable: ${check.problems.filter((p) => p.severity === 'error').map((p) => inEnglish(p).message)[0]}`);
  const time = (fn: () => unknown) => {
    for (let i = 0; i < 30; i++) fn();
    const runs: number[] = [];
    for (let i = 0; i < 21; i++) {
      gc?.();
      const t = performance.now();
      fn();
      runs.push(performance.now() - t);
    }
    return { median: median(runs), max: Math.max(...runs) };
  };
  const sheet = time(() => readWorkbook(xlsx));
  const listXlsx = time(() => parseResultsFile(xlsx, { rounds: 7 }));
  const listCsv = time(() => parseResultsFile(csv, { rounds: 7 }));
  const fullXlsx = time(() => readTournamentFile(xlsx, { ...options, tieBreaks: [...options.tieBreaks] }));
  const fullCsv = time(() => readTournamentFile(csv, { ...options, tieBreaks: [...options.tieBreaks] }));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\n300-player chess-results crosstable, 7 rounds: .xlsx ${kb(xlsx.length)}, CSV of the same table ${kb(csv.length)} (median of 21 runs, max in brackets)`);
  console.log('                                              .xlsx ms         CSV ms');
  const line = (label: string, a: { median: number; max: number } | null, b: { median: number; max: number } | null) =>
    console.log(`${label.padEnd(44)} ${a ? `${a.median.toFixed(2)} (${a.max.toFixed(1)})`.padStart(14) : ''.padStart(14)} ${b ? `${b.median.toFixed(2)} (${b.max.toFixed(1)})`.padStart(14) : '—'.padStart(14)}`);
  line('unzip + first sheet to cells', sheet, null);
  line('ranking list rows (parseResultsFile)', listXlsx, listCsv);
  line('upload read (readTournamentFile; xlsx: games)', fullXlsx, fullCsv);
  console.log(`goal: the 300-row crosstable .xlsx read under 50 ms → ${fullXlsx.median.toFixed(1)} ms ${fullXlsx.median < 50 ? '(met)' : '(NOT met)'}`);
}

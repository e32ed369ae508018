/**
 * For `npm run bench:web`: the CPU time of a stored season's standings (lib/series), its individual
 * page (lib/render) and its progression chart, as the server computes them after an upload.
 * Arguments: the slug, the number of measured runs (default 7) and of warm-up runs before them
 * (default 3). A server computes standings all day: the measured runs are of code the JIT has
 * compiled, as in a running server; the first run, as after a restart, is printed too. Rows read: all
 * of them (after a restart) and those of one tournament (after an upload: the server keeps the rows
 * of the stored versions that did not change). The progression chart: all of it, and after an upload of the
 * latest tournament (from the basis the season left before it). Prints one JSON line (medians in ms).
 */
import { databasePath, openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { loadSeason, loadSeasonInput, remainingFromCalendar } from '@/server/season-input';
import { renderSeasonPage } from '@/lib/render/season-page-html';
import { progressionSteps } from '@/lib/series/progression';
import { computeStandings } from '@/lib/series/standings';
import { compareTournaments } from '@/lib/series/tournament-order';

const [slug = 'bench', runsArg = '7', warmArg = '3'] = process.argv.slice(2);
const conn = openDatabase(databasePath());
const season = getSeasonBySlug(conn, slug);
if (!season) throw new Error(`no season ${slug}`);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const figures = { load: [] as number[], loadAfterUpload: [] as number[], standings: [] as number[], page: [] as number[], progression: [] as number[], progressionAfterUpload: [] as number[] };
let first: Record<keyof typeof figures, number> | null = null;
let rows = 0;
for (let i = 0; i < Number(warmArg) + Number(runsArg); i++) {
  let t = cpu();
  const input = loadSeasonInput(conn, season);
  const remaining = remainingFromCalendar(conn, season, new Set(input.tournaments.map((x) => x.id)));
  const load = cpu() - t;
  // after an upload of the last tournament: the other versions' rows are kept (server/standings.ts)
  const { versions } = loadSeason(conn, season);
  versions.delete([...versions.keys()].at(-1)!);
  t = cpu();
  loadSeason(conn, season, versions);
  const loadAfterUpload = cpu() - t;
  t = cpu();
  const s = computeStandings(remaining ? { ...input, remaining } : input);
  const standings = cpu() - t;
  t = cpu();
  renderSeasonPage({ lang: 'pl', slug, seasonName: season.name, standings: s, updatedAt: null });
  const page = cpu() - t;
  t = cpu();
  const { steps, result } = progressionSteps(input);
  for (const step of steps) step();
  result();
  const progression = cpu() - t;
  // the latest tournament uploaded (a results day): the season before it left its basis (server/standings.ts)
  const latest = [...input.tournaments].sort(compareTournaments).at(-1)!;
  const before = progressionSteps({ ...input, tournaments: input.tournaments.filter((x) => x !== latest) });
  for (const step of before.steps) step();
  const basis = before.basis();
  t = cpu();
  const after = progressionSteps(input, basis);
  for (const step of after.steps) step();
  after.result();
  const progressionAfterUpload = cpu() - t;
  rows = input.tournaments.reduce((n, x) => n + x.rows.length, 0);
  const run = { load, loadAfterUpload, standings, page, progression, progressionAfterUpload };
  first ??= run;
  if (i < Number(warmArg)) continue;
  for (const k of Object.keys(figures) as (keyof typeof figures)[]) figures[k].push(run[k]);
}
const round = (n: number) => Math.round(n);
console.log(
  JSON.stringify({
    rows,
    runs: Number(runsArg),
    warmUps: Number(warmArg),
    loadMs: round(median(figures.load)),
    loadAfterUploadMs: round(median(figures.loadAfterUpload)),
    standingsMs: round(median(figures.standings)),
    pageMs: round(median(figures.page)),
    progressionMs: round(median(figures.progression)),
    progressionAfterUploadMs: round(median(figures.progressionAfterUpload)),
    first: Object.fromEntries(Object.entries(first!).map(([k, v]) => [`${k}Ms`, round(v)])),
  }),
);

/**
 * For `npm run bench:web`: the CPU time of a stored season's standings (lib/series) and of its
 * individual page (lib/render), as the server computes them after an upload. Arguments: the slug
 * and the number of runs; prints one JSON line (medians in ms).
 */
import { databasePath, openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { loadSeasonInput, remainingFromCalendar } from '@/server/season-input';
import { renderSeasonPage } from '@/lib/render/season-page-html';
import { seasonProgression } from '@/lib/series/progression';
import { computeStandings } from '@/lib/series/standings';

const [slug = 'bench', runsArg = '5'] = process.argv.slice(2);
const conn = openDatabase(databasePath());
const season = getSeasonBySlug(conn, slug);
if (!season) throw new Error(`no season ${slug}`);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load: number[] = [];
const standings: number[] = [];
const page: number[] = [];
const progression: number[] = [];
let rows = 0;
for (let i = 0; i < Number(runsArg) + 1; i++) {
  let t = cpu();
  const input = loadSeasonInput(conn, season);
  const remaining = remainingFromCalendar(conn, season, new Set(input.tournaments.map((x) => x.id)));
  const l = cpu() - t;
  t = cpu();
  const s = computeStandings(remaining ? { ...input, remaining } : input);
  const c = cpu() - t;
  t = cpu();
  renderSeasonPage({ lang: 'pl', slug, seasonName: season.name, standings: s, updatedAt: null });
  const r = cpu() - t;
  t = cpu();
  if (i === 1) seasonProgression(input);
  const p = cpu() - t;
  rows = input.tournaments.reduce((n, x) => n + x.rows.length, 0);
  // the first run warms the code up
  if (i === 0) continue;
  load.push(l);
  standings.push(c);
  page.push(r);
  if (i === 1) progression.push(p);
}
console.log(JSON.stringify({ rows, loadMs: median(load), standingsMs: median(standings), pageMs: median(page), progressionMs: progression[0] }));

/**
 * `npm run bench:progression`: the player page's progression chart on a big season — the old way
 * (the whole standings recomputed after each tournament) against one pass over the standings.
 * Prints figures; asserts nothing (speed is measured, not tested).
 */
import { generateSeason } from '@/lib/demo/generate-season';
import { loadSeason } from '@/lib/season/season-folder';
import { progressionFromStandings } from '@/lib/series/progression';
import { computeStandings, type ComputeStandingsInput } from '@/lib/series/standings';
import { compareTournaments } from '@/lib/series/tournament-order';

function season(tournaments: number, players: number): ComputeStandingsInput {
  const demo = generateSeason({ seed: 13, tournaments, playersPerTournament: players, poolSize: Math.round(players * 1.3), withFinal: true });
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error(loaded.errors.join('; '));
  return loaded.season;
}

/** The way it was: computeStandings on every prefix of the season. */
function byPrefixes(input: ComputeStandingsInput): number {
  const ordered = [...input.tournaments].filter((t) => t.rows.length > 0).sort(compareTournaments);
  let n = 0;
  ordered.forEach((_, i) => (n += computeStandings({ ...input, tournaments: ordered.slice(0, i + 1) }).individual.length));
  return n;
}

const time = (fn: () => unknown) => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`Node ${process.version}; median of 5 runs (the old way: 1 run)\n`);
console.log('season (tournaments × players)  standings ms  progression ms (one pass)  old way ms  speed-up');
for (const [t, p] of [
  [40, 300],
  [40, 3000],
] as const) {
  const input = season(t, p);
  const standings = computeStandings(input);
  progressionFromStandings(standings);
  const standingsMs = median(Array.from({ length: 5 }, () => time(() => computeStandings(input))));
  const passMs = median(Array.from({ length: 5 }, () => time(() => progressionFromStandings(standings))));
  const oldMs = time(() => byPrefixes(input));
  console.log(`${`${t} × ${p}`.padEnd(32)} ${standingsMs.toFixed(1).padStart(12)} ${passMs.toFixed(1).padStart(26)} ${oldMs.toFixed(0).padStart(11)} ${`×${(oldMs / (passMs + standingsMs)).toFixed(0)}`.padStart(9)}`);
}
console.log('\nA player page after a write pays "standings" once (shared with every other page, memoized per revision) plus "progression" once (memoized per revision).');

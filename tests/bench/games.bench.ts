/**
 * `npm run bench:games`: generate a Swiss TRF deterministically (seeded PRNG), then read it and
 * compute every tie-break of the registry, timing both. Goal: under 50 ms for 300 players × 9
 * rounds. Prints the median of several runs and a players × rounds grid; asserts nothing (speed
 * is measured, not tested).
 */
import { inEnglish } from '@/lib/problem';
import { EDITIONS } from '@/lib/games/editions';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { TIEBREAK_CODES } from '@/lib/games/tiebreaks/tiebreak-registry';
import { parseTrf } from '@/lib/import/trf/parse-trf';
import { generateSwissTrf } from './generate-swiss-trf';

/** Read the file and compute the whole registry as one chain (DE last, on the remaining ties). */
function once(bytes: Uint8Array): number {
  const t0 = performance.now();
  const read = parseTrf(bytes);
  if (!read.ok) throw new Error(inEnglish(read.errors[0]!).message);
  const model = gamesModelFromTrf(read.tournament);
  rankByChain(model, TIEBREAK_CODES, 'fide-2023');
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function measure(players: number, rounds: number, runs: number): { median: number; best: number } {
  const bytes = generateSwissTrf(players, rounds);
  for (let i = 0; i < 3; i++) once(bytes); // warm-up: JIT, caches
  const times = Array.from({ length: runs }, () => once(bytes));
  return { median: median(times), best: Math.min(...times) };
}

console.log(`Node ${process.version}; parse TRF + games model + all ${TIEBREAK_CODES.length} tie-breaks (${TIEBREAK_CODES.join(' ')}), fide-2023`);
const main = measure(300, 9, 15);
console.log(
  `\n300 players × 9 rounds: median ${main.median.toFixed(1)} ms, best ${main.best.toFixed(1)} ms over 15 runs (goal < 50 ms: ${main.median < 50 ? 'met' : 'NOT met'})`,
);

for (const edition of EDITIONS) {
  const bytes = generateSwissTrf(300, 9);
  const read = parseTrf(bytes);
  if (!read.ok) throw new Error('generated file');
  const model = gamesModelFromTrf(read.tournament);
  const runs: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t0 = performance.now();
    rankByChain(model, TIEBREAK_CODES, edition);
    runs.push(performance.now() - t0);
  }
  console.log(`  tie-breaks only, ${edition}: median ${median(runs).toFixed(1)} ms`);
}

const playerSizes = [100, 300, 1000, 3000];
const roundSizes = [5, 9, 13];
console.log('\nmedian ms (best) of 7 runs, players × rounds:');
console.log(['players', ...roundSizes.map((r) => `${r} rounds`)].map((s) => s.padStart(16)).join(''));
for (const p of playerSizes) {
  console.log(
    [String(p), ...roundSizes.map((r) => measure(p, r, 7)).map((m) => `${m.median.toFixed(1)} (${m.best.toFixed(1)})`)].map((s) => s.padStart(16)).join(''),
  );
}

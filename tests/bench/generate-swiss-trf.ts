import type { TrfPlayer, TrfRound } from '@/lib/import/trf/trf-tournament';
import { writeTrf } from '@/lib/import/trf/write-trf';

/** mulberry32: a small seeded generator, so every run benchmarks the same tournament. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A Swiss-like event: each round pairs players of similar score (sorted by score, then rating,
 * neighbours paired, avoiding repeats when the next one is free), with some byes, absences and
 * forfeits so that the unplayed-round rules do real work.
 */
export function generateSwissTrf(players: number, rounds: number, seed = 2026): Uint8Array {
  const random = prng(seed);
  const rating = Array.from({ length: players }, (_, i) => 2400 - i * Math.floor(1000 / players) - Math.floor(random() * 20));
  const score = new Array<number>(players).fill(0);
  const history: TrfRound[][] = Array.from({ length: players }, () => []);
  const met = Array.from({ length: players }, () => new Set<number>());
  for (let r = 0; r < rounds; r++) {
    const present: number[] = [];
    for (let i = 0; i < players; i++) {
      const x = random();
      if (x < 0.01) {
        history[i]!.push({ opponent: null, colour: null, result: 'H' });
        score[i]! += 1;
      }
      else if (x < 0.02) history[i]!.push({ opponent: null, colour: null, result: 'Z' });
      else present.push(i);
    }
    present.sort((a, b) => score[b]! - score[a]! || rating[b]! - rating[a]!);
    if (present.length % 2 === 1) {
      const byePlayer = present.pop()!;
      history[byePlayer]!.push({ opponent: null, colour: null, result: 'U' });
      score[byePlayer]! += 2;
    }
    while (present.length > 0) {
      const a = present.shift()!;
      let k = present.findIndex((b) => !met[a]!.has(b));
      if (k < 0) k = 0;
      const b = present.splice(k, 1)[0]!;
      met[a]!.add(b);
      met[b]!.add(a);
      const x = random();
      const aWhite = random() < 0.5;
      let ra: TrfRound['result'];
      let rb: TrfRound['result'];
      if (x < 0.02) [ra, rb] = ['+', '-'];
      else if (x < 0.42) [ra, rb] = ['1', '0'];
      else if (x < 0.72) [ra, rb] = ['=', '='];
      else [ra, rb] = ['0', '1'];
      const forfeit = ra === '+';
      history[a]!.push({ opponent: b + 1, colour: forfeit ? null : aWhite ? 'w' : 'b', result: ra });
      history[b]!.push({ opponent: a + 1, colour: forfeit ? null : aWhite ? 'b' : 'w', result: rb });
      score[a]! += ra === '1' || ra === '+' ? 2 : ra === '=' ? 1 : 0;
      score[b]! += rb === '1' ? 2 : rb === '=' ? 1 : 0;
    }
  }
  const trfPlayers: TrfPlayer[] = history.map((rs, i) => ({
    startNumber: i + 1,
    sex: i % 5 === 0 ? 'w' : 'm',
    title: null,
    name: `Player${i + 1},Generated`,
    rating: rating[i]!,
    federation: 'POL',
    fideId: String(1_000_000 + i),
    birth: '2000/00/00',
    points: score[i]!,
    rank: null,
    rounds: rs,
  }));
  const text = writeTrf({
    records: [
      { tag: '012', value: `Generated Swiss ${players}x${rounds}` },
      { tag: '042', value: '2025/05/01' },
      { tag: 'XXR', value: String(rounds) },
    ],
    players: trfPlayers,
    teams: [],
    nationalRatings: [],
  });
  return new TextEncoder().encode(text);
}


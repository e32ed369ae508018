import { describe, expect, test } from 'vitest';
import { computeStandings, type SeasonTournamentInput } from '@/lib/series/standings';
import { WARMIA_MAZURY_2018, type RuleSet } from '@/lib/series/rules';
import { standingsToJson } from '@/lib/series/standings-json';
import { tournament, type P } from './builders';

// A small season under the Warmia-Mazury rules with drops that grow fast (1 after 2 events, one
// more per event) and a Final ×2: 1-round tournaments keep the enumeration small.
const rules: RuleSet = { ...WARMIA_MAZURY_2018, rounds: 1, drops: { kind: 'growing', firstAfter: 2, every: 1 }, tieBreaks: [], placePrizes: [100, 50], categories: [] };
// a guest from another region plays every tournament: the tournament is held even if all players of the table are absent
const guest: P = { name: 'Guest', crId: '99', points: 0, region: 'mazowieckie' };
const played = [
  tournament('gp1', '2018-03-03', [{ name: 'A', crId: '1', points: 1 }, { name: 'B', crId: '2', points: 0.5 }, { name: 'C', crId: '3', points: 0 }, guest]),
  tournament('gp2', '2018-03-10', [{ name: 'B', crId: '2', points: 1 }, { name: 'A', crId: '1', points: 0.5 }, guest]),
];
const names = ['A', 'B', 'C'];
/** absent, 0, ½, 1 */
const OPTIONS = [null, 0, 0.5, 1] as const;

function completion(choice: number[]): SeasonTournamentInput[] {
  const rows = (offset: number) => names.flatMap((name, i) => (OPTIONS[choice[offset + i]!] === null ? [] : [{ name, crId: String(i + 1), points: OPTIONS[choice[offset + i]!]! }])).sort((a, b) => b.points - a.points);
  return [...played, tournament('gp3', '2018-03-17', [...rows(0), guest]), tournament('final', '2018-12-16', [...rows(3), guest], { final: true })];
}

describe('"what do I need?" against brute force (every completion of a small season)', () => {
  const now = computeStandings({ year: 2018, rules, registry: null, tournaments: played, remaining: { regular: 1, final: true } });
  const seen = new Map(names.map((n) => [n, { max: -Infinity, min: Infinity, bestRank: Infinity, worstRank: 0, ranks: new Set<number>() }]));
  for (let code = 0; code < 4 ** 6; code++) {
    const choice = Array.from({ length: 6 }, (_, k) => Math.floor(code / 4 ** k) % 4);
    const s = computeStandings({ year: 2018, rules, registry: null, tournaments: completion(choice) });
    for (const e of s.individual) {
      const x = seen.get(e.name)!;
      x.max = Math.max(x.max, e.total);
      x.min = Math.min(x.min, e.total);
      x.bestRank = Math.min(x.bestRank, e.rank);
      x.worstRank = Math.max(x.worstRank, e.rank);
      x.ranks.add(e.rank);
    }
  }

  test.each(names)('%s: highest and lowest total, best rank exact, worst rank a safe bound', (name) => {
    const e = now.individual.find((x) => x.name === name)!;
    const x = seen.get(name)!;
    expect(e.outlook).toBeDefined();
    expect(e.outlook!.maxTotal).toBe(x.max);
    expect(e.outlook!.minTotal).toBe(x.min);
    expect(e.outlook!.bestRank).toBe(x.bestRank);
    // "an equal total counts as could finish either side": never better than any completion's rank
    expect(e.outlook!.worstRank).toBeGreaterThanOrEqual(x.worstRank);
  });

  test('a secured prize place stays secured, and an out-of-reach one stays out, for every completion', () => {
    for (const e of now.individual) {
      const ranks = [...seen.get(e.name)!.ranks];
      if (e.outlook!.prizeSecured) expect(ranks.every((r) => r <= rules.placePrizes.length)).toBe(true);
      if (e.outlook!.outOfReach) expect(ranks.every((r) => r > rules.placePrizes.length)).toBe(true);
    }
    // in half-points: drops grow with the events held — gp3 makes 3 tournaments → 2 drops, so a
    // third regular result cannot raise A's or B's regular 1 point; only the Final (×2) can
    expect(now.individual.map((e) => [e.name, e.total, e.outlook!.minTotal, e.outlook!.maxTotal])).toEqual([['A', 2, 2, 6], ['B', 2, 2, 6], ['C', 0, 0, 6]]);
  });

  test('the JSON contract: every individual entry carries its outlook in points', () => {
    const doc = standingsToJson(now);
    expect(doc.individual[0]).toMatchObject({ outlook: { maxTotal: expect.any(Number), minTotal: expect.any(Number), bestRank: expect.any(Number), worstRank: expect.any(Number) } });
    expect(doc.individual.find((e) => e.name === 'A')!.outlook).toMatchObject({ maxTotal: 3, minTotal: 1, bestRank: 1, worstRank: 3 });
  });
});

test('a season already decided: the leader’s prize is secured, the last player is out of reach', () => {
  const s = computeStandings({
    year: 2018,
    rules: { ...rules, drops: { kind: 'none' }, placePrizes: [100] },
    registry: null,
    tournaments: [tournament('gp1', '2018-03-03', [{ name: 'A', crId: '1', points: 1 }, { name: 'B', crId: '2', points: 0 }]), tournament('gp2', '2018-03-10', [{ name: 'A', crId: '1', points: 1 }, { name: 'B', crId: '2', points: 0 }])],
    remaining: { regular: 1, final: false },
  });
  expect(s.individual.map((e) => [e.name, e.outlook!.prizeSecured, e.outlook!.outOfReach])).toEqual([['A', true, false], ['B', false, true]]);
});

import { describe, expect, test } from 'vitest';
import { rankingFromCategory, inCategory } from '@/lib/series/categories';
import { WARMIA_MAZURY_2018 } from '@/lib/series/rules';
import { dates, standings, tournament, type P } from './builders';

const [d1] = dates(1);
const table = WARMIA_MAZURY_2018.categoryRanking;
const cat = (id: string) => WARMIA_MAZURY_2018.categories.find((c) => c.id === id)!;
const facts = (over: Partial<{ birthYear: number | null; sex: 'M' | 'F' | null; fed: string | null; ranking: number }>) => ({ birthYear: null, sex: null, fed: null, ranking: 2000, ...over });

describe('category edges for season year 2018 (rules §6)', () => {
  test.each([
    { label: 'born exactly Y−60 is a veteran', id: 'veteran60', f: facts({ birthYear: 1958 }), in: true },
    { label: 'born Y−59 is not', id: 'veteran60', f: facts({ birthYear: 1959 }), in: false },
    { label: 'born exactly Y−14 is a junior', id: 'junior14', f: facts({ birthYear: 2004 }), in: true },
    { label: 'born Y−15 is not', id: 'junior14', f: facts({ birthYear: 2003 }), in: false },
    { label: 'unknown birth year: neither', id: 'junior14', f: facts({}), in: false },
    { label: 'rating exactly 1800', id: 'rating1800', f: facts({ ranking: 1800 }), in: true },
    { label: 'rating 1801', id: 'rating1800', f: facts({ ranking: 1801 }), in: false },
    { label: 'a foreign player is not national', id: 'rating1800', f: facts({ ranking: 1500, fed: 'GER' }), in: false },
    { label: 'federation POL', id: 'rating1800', f: facts({ ranking: 1500, fed: 'POL' }), in: true },
    { label: 'a woman', id: 'woman', f: facts({ sex: 'F' }), in: true },
    { label: 'unknown sex', id: 'woman', f: facts({}), in: false },
  ])('$label', ({ id, f, in: expected }) => {
    expect(inCategory(f, cat(id), 2018)).toBe(expected);
  });
});

describe('PZSzach ranking from a category (rules §8)', () => {
  test.each([
    { c: 'II', sex: 'M', r: 1800 },
    { c: 'II', sex: 'F', r: 1600 },
    { c: 'IIk', sex: null, r: 1600 },
    { c: 'kI', sex: null, r: 1800 },
    { c: 'I', sex: 'M', r: 2000 },
    { c: 'V', sex: 'M', r: 1200 },
    { c: 'bk', sex: 'M', r: 1000 },
    { c: 'm', sex: 'M', r: 2400 },
    { c: 'k', sex: 'M', r: 2200 },
    { c: 'k', sex: 'F', r: 2000 },
    { c: 'FM', sex: 'M', r: 2400 },
    { c: 'WGM', sex: null, r: 2200 },
    { c: '??', sex: 'M', r: null },
  ] as const)('$c ($sex) → $r', ({ c, sex, r }) => expect(rankingFromCategory(c, sex, table)).toBe(r));
});

function field(n: number, extra: (i: number) => Partial<P> = () => ({})): P[] {
  // distinct totals: player i scores 9.5 − i/2 (rating high, adult man: no category)
  return Array.from({ length: n }, (_, i) => ({ name: `Gracz ${String(i + 1).padStart(2, '0')}`, crId: String(100 + i), points: 9.5 - i * 0.5, rating: 2100, birthYear: 1990, sex: 'M' as const, ...extra(i) }));
}

describe('place prizes', () => {
  test('1–15 get 450 … 50 zł', () => {
    const s = standings([tournament('gp1', d1!, field(20))]);
    const place = s.prizes.filter((p) => p.prize === 'place');
    expect(place.map((p) => p.amountGrosze / 100)).toEqual(WARMIA_MAZURY_2018.placePrizes);
  });
  test('a tie at a prize place pools the positions and splits them (rounded to 0.01 zł)', () => {
    const players = field(20);
    // players 14, 15 and 16 share rank 14: pool 60 + 50 + 0 = 110 → 36.67 each
    for (const i of [13, 14, 15]) players[i]!.points = 3;
    const s = standings([tournament('gp1', d1!, players)]);
    const shared = s.prizes.filter((p) => p.place === 14);
    expect(shared.map((p) => [p.crId, p.amountGrosze, p.sharedBy])).toEqual([['113', 3667, 3], ['114', 3667, 3], ['115', 3667, 3]]);
    expect(s.prizes.some((p) => p.crId === '116' && p.prize === 'place')).toBe(false);
  });
  test('category prizes go to the best-ranked player of the category without a prize; one prize per player', () => {
    const players = field(20, (i) =>
      i === 2 ? { sex: 'F' } // a woman in the top 15: has a place prize already
      : i === 16 ? { sex: 'F' } // the best woman without a prize
      : i === 17 ? { birthYear: 1958, rating: 1500 } // veteran and rating ≤ 1800: wins rating (awarded first), not veteran
      : i === 18 ? { birthYear: 1950 }
      : i === 19 ? { birthYear: 2004 }
      : {},
    );
    const s = standings([tournament('gp1', d1!, players)]);
    const cats = Object.fromEntries(s.prizes.filter((p) => p.prize !== 'place').map((p) => [p.prize, p.crId]));
    expect(cats).toEqual({ woman: '116', rating1800: '117', veteran60: '118', junior14: '119' });
  });
  test('candidates sharing the best rank split a category prize', () => {
    const players = field(20, (i) => (i === 17 || i === 18 ? { sex: 'F', points: 1 } : {}));
    const s = standings([tournament('gp1', d1!, players)]);
    expect(s.prizes.filter((p) => p.prize === 'woman').map((p) => [p.crId, p.amountGrosze])).toEqual([['117', 2500], ['118', 2500]]);
  });
  test('a woman written K in the file wins the woman prize; no rating anywhere counts as bk = 1000', () => {
    const players = field(17, (i) => (i === 16 ? { sex: 'F', rating: null } : {}));
    const s = standings([tournament('gp1', d1!, players)]);
    expect(s.prizes.filter((p) => p.crId === '116').map((p) => p.prize)).toEqual(['rating1800']);
    expect(s.individual.find((e) => e.crId === '116')!.facts.ranking).toBe(1000);
  });
});

test('a minimum number of events for a prize (KKSz: ≥ 4): the prize goes to the next player, ties kept', async () => {
  const { standings, tournament, dates } = await import('./builders');
  const d = dates(4);
  const all = () => [{ name: 'Often', crId: '2', points: 5 }, { name: 'Tied', crId: '3', points: 5 }];
  const s = standings(
    [0, 1, 2, 3].map((i) => tournament(`gp${i}`, d[i]!, i === 0 ? [{ name: 'Once', crId: '1', points: 9 }, ...all()] : all())),
    { rules: { minEventsForPrize: 4, drops: { kind: 'bestOf', best: 1 }, placePrizes: [100, 50, 20], categories: [], region: null } },
  );
  expect(s.individual.map((e) => [e.name, e.rank])).toEqual([['Once', 1], ['Often', 2], ['Tied', 2]]);
  // Once leads with one event but wins nothing; Often and Tied share the first two prizes: (100 + 50) / 2
  expect(s.prizes.map((p) => [p.name, p.amountGrosze / 100])).toEqual([['Often', 75], ['Tied', 75]]);
});

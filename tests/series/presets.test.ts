import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { describe, expect, test } from 'vitest';
import { loadSeason } from '@/lib/season/season-folder';
import { PRESET_INFO, PRESETS, resolveRules } from '@/lib/series/rules';
import { computeStandings } from '@/lib/series/standings';
import { standingsToJson } from '@/lib/series/standings-json';

/** A season folder held in memory: season.json plus results files written as pairing programs export them. */
function season(json: object, files: Record<string, string>) {
  const all: Record<string, string> = { 'season.json': JSON.stringify(json), ...files };
  const loaded = loadSeason((name) => (name in all ? new TextEncoder().encode(all[name]) : null));
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const s = loaded.season;
  return { warnings: loaded.warnings, json: standingsToJson(computeStandings({ year: s.year, rules: s.rules, registry: s.registry, tournaments: s.tournaments })) };
}
const table = (doc: ReturnType<typeof season>['json']) => doc.individual.map((e) => [e.rankLabel, e.name, e.totalExact]);

describe('presets are data files', () => {
  test('the real series are there under their names, each a valid rule set', () => {
    for (const name of ['warmia-mazury-2018', 'fide-gp-2012', 'keshmat-circuit-2024', 'pomysl-blitz']) expect(PRESETS[name]).toBeDefined();
    expect(Object.keys(PRESETS).length).toBeGreaterThanOrEqual(7);
  });
  test('a preset that extends another lists only what differs', () => {
    expect(PRESET_INFO['fide-gp-2012']!.extends).toBe('game-points-series');
    expect(PRESETS['fide-gp-2012']!.region).toBe(PRESETS['game-points-series']!.region);
    expect(PRESETS['fide-gp-2012']!.drops).toEqual({ kind: 'bestOf', best: 3 });
  });
  test('an unknown preset is an error', () => {
    expect(rulesInEnglish(resolveRules('fide-gp-2013', {}))).toMatchObject({ ok: false, errors: [expect.stringContaining('unknown preset "fide-gp-2013"')] });
  });
});

// rule-variants "Real series": place points 170, 140, 110, 90, 80, 70 …; players tied on game
// points share equally the points of the places they occupy; the best 3 results count.
test('fide-gp-2012: a hand-made season, totals computed from the regulation’s words', () => {
  const { json } = season(
    { name: 'FIDE GP (test)', year: 2012, preset: 'fide-gp-2012', tournaments: [
      { id: 'g1', name: 'London', date: '2012-09-21', file: 'g1.csv' },
      { id: 'g2', name: 'Tashkent', date: '2012-11-22', file: 'g2.csv' },
      { id: 'g3', name: 'Zug', date: '2013-04-18', file: 'g3.csv' },
      { id: 'g4', name: 'Thessaloniki', date: '2013-05-22', file: 'g4.csv' },
    ] },
    {
      // 2nd–4th on 3 points, places split by the file's tie-breaks: FIDE ignores them → (140 + 110 + 90) / 3 = 113⅓
      'g1.csv': 'Rk.,Name,Pts.\n1,A,4\n2,B,3\n3,C,3\n4,D,3\n5,E,2\n',
      // A and E share 2nd as written (competition ranks) → (140 + 110) / 2 = 125
      'g2.csv': 'Rk.,Name,Pts.\n1,B,4.5\n2,A,3\n2,E,3\n4,C,2\n5,F,0.5\n',
      'g3.csv': 'Rk.,Name,Pts.\n1,C,5\n2,D,3.5\n3,A,3.5\n4,F,2\n5,B,1\n',
      // three-way tie for 1st → (170 + 140 + 110) / 3 = 140
      'g4.csv': 'Rk.,Name,Pts.\n1,A,4\n1,D,4\n1,E,4\n4,B,2\n5,C,1\n',
    },
  );
  // A: 170, 125, 125, 140 → best 3 = 435 · D: 113⅓, 125, 140 = 378⅓ · B: 113⅓, 170, 80, 90 → 373⅓
  // C: 113⅓, 90, 170, 80 → 373⅓ · E: 80, 125, 140 = 345 · F: 80, 90 = 170
  expect(table(json)).toEqual([
    ['1', 'A', '435'],
    ['2', 'D', '378 1/3'],
    ['3–4', 'B', '373 1/3'],
    ['3–4', 'C', '373 1/3'],
    ['5', 'E', '345'],
    ['6', 'F', '170'],
  ]);
  expect(json.individual[2]).toMatchObject({ total: 373.3333, totalExact: '373 1/3', regular: 373.3333 });
  expect(json.individual[0]!.droppedTournaments).toEqual(['g2']);
  expect(json.individual[2]!.results[0]).toMatchObject({ tournament: 'g1', points: 113.3333, pointsExact: '113 1/3', place: 2 });
  expect(json).toMatchObject({ drops: 1, teams: [], prizes: [], pointsUnit: 6 });
});

// "game points; a player's best (most events played by any player − 1) results count; ties: higher
// points per counted event (i.e. fewer counted events), then shared"
test('keshmat-circuit-2024: a hand-made season, totals computed from the regulation’s words', () => {
  const { json, warnings } = season(
    { name: 'Keshmat (test)', year: 2024, preset: 'keshmat-circuit-2024', tournaments: [
      { id: 'k1', name: 'September', date: '2024-09-14', file: 'k1.csv' },
      { id: 'k2', name: 'October', date: '2024-10-12', file: 'k2.csv' },
      { id: 'k3', name: 'December', date: '2024-12-14', file: 'k3.csv' },
      { id: 'k4', name: 'January', date: '2025-01-11', file: 'k4.csv' },
    ] },
    {
      'k1.csv': 'place,name,points\n1,R,7\n2,Q,6\n3,P,5\n4,S,2\n',
      'k2.csv': 'place,name,points\n1,R,7\n2,Q,4\n2,P,4\n4,S,3\n',
      // dense ranks as some programs write them: Q and S share 2nd, T is 3rd
      'k3.csv': 'place,name,points\n1,P,5\n2,Q,4\n2,S,4\n3,T,1\n',
      'k4.csv': 'place,name,points\n1,P,3\n2,S,2\n',
    },
  );
  // P played all 4 → best 3 count. P: 5, 4, 5, 3 → 14 · Q: 6, 4, 4 → 14 · R: 7, 7 → 14
  // S: 2, 3, 4, 2 → 9 · T: 1. R has 7 per counted event, P and Q 14/3: R first, P and Q shared.
  expect(table(json)).toEqual([
    ['1', 'R', '14'],
    ['2–3', 'P', '14'],
    ['2–3', 'Q', '14'],
    ['4', 'S', '9'],
    ['5', 'T', '1'],
  ]);
  expect(json.drops).toBe(1);
  // the season runs from July to June: January 2025 is no surprise
  expect(warnings).toEqual([]);
});

// "game points + a place bonus: 1st 10, 2nd–3rd 9, 4th–6th 8 …; shared places get the bonus of the
// place they share; the worst of the edition's tournaments is dropped (an absence counts as 0);
// ties: the sum of all results including the dropped one, then the best single result"
test('pomysl-blitz: a hand-made edition, totals computed from the regulation’s words', () => {
  const { json } = season(
    { name: 'Pomysł (test)', year: 2024, preset: 'pomysl-blitz', tournaments: [1, 2, 3, 4, 5].map((i) => ({ id: `p${i}`, name: `Pomysł ${i}`, date: `2024-0${i}-10`, file: `p${i}.csv` })) },
    {
      // B and C share 2nd: each gets 2nd place's bonus, 9
      'p1.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;A;5\n2;B;4\n2;C;4\n4;D;1\n',
      'p2.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;B;5\n2;C;4\n3;A;3\n4;D;2\n',
      'p3.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;C;5\n2;A;4\n3;D;3\n',
      'p4.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;A;5\n2;D;4\n3;C;3\n4;B;2\n',
      'p5.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;C;4\n2;D;3\n2;B;3\n',
    },
  );
  // A: 15, 12, 13, 15, absent 0 → drop 0 → 55, all 55
  // C: 13, 13, 15, 12, 14 → drop 12 → 55, all 67: above A by the sum including the dropped result
  // B: 13, 15, absent, 10, 12 → 50 · D: 9, 10, 12, 13, 12 → drop 9 → 47
  expect(table(json)).toEqual([
    ['1', 'C', '55'],
    ['2', 'A', '55'],
    ['3', 'B', '50'],
    ['4', 'D', '47'],
  ]);
  expect(json.individual.find((e) => e.name === 'A')!.droppedTournaments).toEqual(['p5']);
});

// rule-variants pomysl-blitz (issue 27): "the worst of the edition's tournaments held so far is
// dropped, also while the edition is under way (after 4 of 5 held the best 3 count; an absence counts
// as 0, so it is dropped first)".
test('pomysl-blitz mid-edition: after 4 of 5 held, the best 3 count', () => {
  const { json } = season(
    { name: 'Pomysł (test)', year: 2024, preset: 'pomysl-blitz', tournaments: [1, 2, 3, 4].map((i) => ({ id: `p${i}`, name: `Pomysł ${i}`, date: `2024-0${i}-10`, file: `p${i}.csv` })) },
    {
      'p1.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;A;5\n2;B;4\n2;C;4\n4;D;1\n',
      'p2.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;B;5\n2;C;4\n3;A;3\n4;D;2\n',
      'p3.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;C;5\n2;A;4\n3;D;3\n',
      'p4.csv': 'M-ce;Nazwisko i imię;Pkt.\n1;A;5\n2;D;4\n3;C;3\n4;B;2\n',
    },
  );
  // A: 5+10, 3+9, 4+9, 5+10 = 15, 12, 13, 15 → 12 dropped → 43 (all 55)
  // C: 4+9, 4+9, 5+10, 3+9 = 13, 13, 15, 12 → 12 dropped → 41 (all 53)
  // B: 4+9, 5+10, absent 0, 2+8 = 13, 15, 0, 10 → the absence dropped → 38
  // D: 1+8, 2+8, 3+9, 4+9 = 9, 10, 12, 13 → 9 dropped → 35
  expect(table(json)).toEqual([
    ['1', 'A', '43'],
    ['2', 'C', '41'],
    ['3', 'B', '38'],
    ['4', 'D', '35'],
  ]);
  expect(json.drops).toBe(1);
  expect(json.individual.find((e) => e.name === 'A')!.droppedTournaments).toEqual(['p2']);
  expect(json.individual.find((e) => e.name === 'B')!.droppedTournaments).toEqual(['p3']);
});

/** A season of the given preset from results files (id → CSV text), one a week. */
function quick(preset: string, files: string[]) {
  const tournaments = files.map((_, i) => ({ id: `t${i + 1}`, name: `T${i + 1}`, date: `2024-03-${String(2 + i * 2).padStart(2, '0')}`, file: `t${i + 1}.csv` }));
  return table(season({ name: preset, year: 2024, preset, tournaments }, Object.fromEntries(files.map((f, i) => [`t${i + 1}.csv`, f]))).json);
}

describe('the catalogue presets, each on a hand-made season', () => {
  test('zehlendorf: 25-20-15-10-…, best 6, ties by the best single result', () => {
    const rows = quick('zehlendorf', ['place,name,points\n1,A,5\n2,X,4\n3,B,3\n', 'place,name,points\n1,Y,5\n2,Z,4\n3,W,3\n4,B,2\n']);
    // A 25, Y 25 (best single 25 each: shared) · B 15 + 10 = 25, best single 15 · X 20, Z 20 · W 15
    expect(rows).toEqual([['1–2', 'A', '25'], ['1–2', 'Y', '25'], ['3', 'B', '25'], ['4–5', 'X', '20'], ['4–5', 'Z', '20'], ['6', 'W', '15']]);
  });
  test('gp-tczewa: game points, ties by fewer tournaments, then the lower rating', () => {
    const rows = quick('gp-tczewa', ['place,name,points,rating\n1,A,5,1500\n2,B,3,1800\n', 'place,name,points,rating\n1,C,5,1400\n2,B,2,1800\n']);
    // all on 5; A and C played once (before B), C has the lower rating
    expect(rows).toEqual([['1', 'C', '5'], ['2', 'A', '5'], ['3', 'B', '5']]);
  });
  test('hetman-wroclaw-blitz: best 8 of 10, ties by the sum including dropped results, then the last tournament’s place', () => {
    const eight = Array.from({ length: 8 }, () => 'place,name,points\n1,A,5\n1,B,5\n1,C,5\n');
    const rows = quick('hetman-wroclaw-blitz', [...eight, 'place,name,points\n1,A,1\n2,B,0\n']);
    // 9 held → 1 dropped. A: 8 × 5 + 1 → 40, all 41 · B: 8 × 5 + 0 → 40, all 40 · C: 8 × 5, absent → 40, all 40;
    // B was 2nd in the last tournament, C absent
    expect(rows).toEqual([['1', 'A', '40'], ['2', 'B', '40'], ['3', 'C', '40']]);
  });
  test('dolnoslaskie-youth: 50, 45, 42 …; the worst dropped only for players who played every tournament', () => {
    const rows = quick('dolnoslaskie-youth', ['place,name,points\n1,A,5\n2,B,4\n3,C,3\n', 'place,name,points\n1,A,5\n2,B,4\n3,C,3\n', 'place,name,points\n1,C,5\n2,A,4\n']);
    // A: 50, 50, 45 → played all, 45 dropped → 100 · C: 42, 42, 50 → 92 · B: 45, 45, absent → nothing dropped → 90
    expect(rows).toEqual([['1', 'A', '100'], ['2', 'C', '92'], ['3', 'B', '90']]);
  });
});

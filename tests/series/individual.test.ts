import { describe, expect, test } from 'vitest';
import type { IndividualEntry } from '@/lib/series/standings';
import { dates, registryRow, standings, tournament, REGION } from './builders';
import { warningsInEnglish } from '@/lib/series/standings-json';

const [d1, d2, d3, d4] = dates(4);
const FINAL = '2018-12-16';

describe('the Final counts double and decides ties (rules §4)', () => {
  const s = standings([
    tournament('gp1', d1!, [{ name: 'A', crId: '1', points: 7 }, { name: 'B', crId: '2', points: 5 }, { name: 'C', crId: '3', points: 6 }, { name: 'D', crId: '4', points: 6 }, { name: 'E', crId: '5', points: 6 }]),
    tournament('final', FINAL, [{ name: 'B', crId: '2', points: 1 }, { name: 'A', crId: '1', points: 0 }], { final: true }),
  ]);
  const byId: Record<string, IndividualEntry | undefined> = Object.fromEntries(s.individual.map((e) => [e.crId, e]));
  test('final = 2 × Final points, total = regular + final', () => {
    expect(byId['2']).toMatchObject({ regular: 10, final: 4, total: 14, finalPlace: 1 });
    expect(byId['1']).toMatchObject({ regular: 14, final: 0, total: 14, finalPlace: 2 });
  });
  test('equal totals: the better Final place first; a player without a Final result after; still equal → shared rank', () => {
    expect(s.individual.map((e) => [e.crId, e.rankLabel])).toEqual([
      ['2', '1'], ['1', '2'], ['3', '3–5'], ['4', '3–5'], ['5', '3–5'],
    ]);
    expect(s.individual.map((e) => e.rank)).toEqual([1, 2, 3, 3, 3]);
  });
});

describe('eligibility with a registry (rules §3)', () => {
  const registry = [
    // registers mid-season, at the second tournament
    registryRow({ crId: '10', name: 'Nowa Ola', from: d2 }),
    // changes clubs after the second tournament
    registryRow({ crId: '20', name: 'Zmiana Jan', club: 'LKS Pionek Ełk', to: d2 }),
    registryRow({ crId: '20', name: 'Zmiana Jan', club: 'MKS Żuławy Elbląg', from: d3 }),
    // moves to another region after the first tournament
    registryRow({ crId: '30', name: 'Obcy Piotr', to: d1 }),
    registryRow({ crId: '30', name: 'Obcy Piotr', club: 'KS Polonia Warszawa', region: 'mazowieckie', from: d2 }),
    registryRow({ crId: '40', name: 'Daleki Adam', club: 'KS Polonia Warszawa', region: 'mazowieckie' }),
  ];
  const s = standings(
    [d1, d2, d3, d4].map((d, i) =>
      tournament(`gp${i + 1}`, d!, [
        { name: 'Nowa Ola', crId: '10', points: 5 },
        { name: 'Zmiana Jan', crId: '20', points: 4, club: 'whatever the file says' },
        { name: 'Obcy Piotr', crId: '30', points: 3 },
        { name: 'Daleki Adam', crId: '40', points: 6 },
        { name: 'Bez Rejestru', crId: '50', points: 7 },
      ]),
    ),
    { registry },
  );
  const byId: Record<string, IndividualEntry | undefined> = Object.fromEntries(s.individual.map((e) => [e.crId, e]));
  test('a player who registers mid-season counts from that date', () => {
    expect(byId['10']!.results.map((r) => [r.tournament, r.eligible, r.reason])).toEqual([
      ['gp1', false, 'not-registered'], ['gp2', true, null], ['gp3', true, null], ['gp4', true, null],
    ]);
    expect(byId['10']!.total).toBe(30);
  });
  test('a player who changes clubs: each result belongs to the club of its date', () => {
    expect(byId['20']!.results.map((r) => r.club)).toEqual(['LKS Pionek Ełk', 'LKS Pionek Ełk', 'MKS Żuławy Elbląg', 'MKS Żuławy Elbląg']);
    const pionek = s.teams.find((t) => t.club === 'LKS Pionek Ełk')!;
    expect(pionek.tournaments.map((t) => t.score)).toEqual([8, 8, 0, 0]);
  });
  test('a player who leaves for another region counts only before', () => {
    expect(byId['30']!.results.map((r) => r.reason)).toEqual([null, 'other-region', 'other-region', 'other-region']);
    expect(byId['30']!.total).toBe(6);
  });
  test('players with no eligible result are not listed', () => {
    expect(byId['40']).toBeUndefined();
    expect(byId['50']).toBeUndefined();
    expect(s.teams.map((t) => t.club)).not.toContain('KS Polonia Warszawa');
  });
});

describe('eligibility without a registry', () => {
  test('the row’s region decides', () => {
    const s = standings([tournament('gp1', d1!, [{ name: 'A', crId: '1', points: 5 }, { name: 'B', crId: '2', points: 6, region: 'pomorskie' }, { name: 'C', crId: '3', points: 6, region: null }])]);
    expect(s.individual.map((e) => e.crId)).toEqual(['1']);
  });
  test('regions compare without case, accents and spaces around the hyphen', () => {
    const s = standings([tournament('gp1', d1!, [{ name: 'A', crId: '1', points: 5, region: 'Warminsko - Mazurskie' }])]);
    expect(s.individual).toHaveLength(1);
  });
  test('without a region column every row counts, with a warning', () => {
    const s = standings([tournament('gp1', d1!, [{ name: 'A', crId: '1', points: 5, region: null }], { fileHasRegion: false, fileName: 'gp1.csv' })]);
    expect(s.individual).toHaveLength(1);
    expect(warningsInEnglish(s)).toEqual([expect.stringContaining('gp1.csv: no registry and no region column; eligibility was not checked')]);
  });
  test('a region-less rule set classifies everybody', () => {
    const s = standings([tournament('gp1', d1!, [{ name: 'B', crId: '2', points: 6, region: 'pomorskie' }])], { rules: { region: null } });
    expect(s.individual).toHaveLength(1);
  });
});

describe('a register in a season that classifies everybody (rules §3, issue 40 B2)', () => {
  const players = [
    { name: 'Kowalski Jan', crId: '1', points: 6, club: 'KS File' },
    { name: 'Nowak Adam', crId: '2', points: 5 },
    { name: 'Lis Ewa', crId: null, points: 4 },
  ];
  test('one register entry leaves everybody counted; it only gives its player the register’s club', () => {
    const without = standings([tournament('gp1', d1!, players)], { rules: { region: null } });
    const withOne = standings([tournament('gp1', d1!, players)], { rules: { region: null }, registry: [registryRow({ crId: '1', name: 'Kowalski Jan', club: 'KS Register', region: 'pomorskie' })] });
    expect(without.individual).toHaveLength(3);
    expect(withOne.individual.map((e) => [e.name, e.total])).toEqual(without.individual.map((e) => [e.name, e.total]));
    expect(withOne.tournaments[0]!.rows.map((r) => [r.eligible, r.reason, r.club])).toEqual([
      [true, null, 'KS Register'],
      [true, null, 'UKS Jedynka Olsztyn'],
      [true, null, 'UKS Jedynka Olsztyn'],
    ]);
  });
  test('with a region the register still decides: a player it does not have is not registered', () => {
    const s = standings([tournament('gp1', d1!, players)], { registry: [registryRow({ crId: '1', name: 'Kowalski Jan' })] });
    expect(s.tournaments[0]!.rows.map((r) => r.reason)).toEqual([null, 'not-registered', 'not-registered']);
  });
});

test('the Final result of an ineligible player does not count and gives no Final place', () => {
  const registry = [registryRow({ crId: '1', name: 'A', to: d1 })];
  const s = standings([tournament('gp1', d1!, [{ name: 'A', crId: '1', points: 5 }]), tournament('final', FINAL, [{ name: 'A', crId: '1', points: 9 }], { final: true })], { registry });
  expect(s.individual[0]).toMatchObject({ total: 10, final: 0, finalPlace: null });
});

test('a place table is a rule variant: points from the place, not the score', () => {
  const s = standings([tournament('gp1', d1!, [{ name: 'A', crId: '1', points: 7 }, { name: 'B', crId: '2', points: 6 }, { name: 'C', crId: '3', points: 1 }])], {
    rules: { points: { kind: 'placeTable', table: [25, 18, 15], otherwise: 0, step: null, min: 0 } },
  });
  expect(s.individual.map((e) => e.total)).toEqual([50, 36, 30]);
});

test('REGION constant is the preset region', () => expect(REGION).toBe('warmińsko-mazurskie'));

import { describe, expect, test } from 'vitest';
import { linkWarningsInEnglish } from '@/tests/helpers';
import { normalizeName, displayName } from '@/lib/identity/normalize-name';
import { linkPlayers } from '@/lib/identity/link-players';
import type { ResultRow } from '@/lib/import/parse-results';
import type { RegistryRow } from '@/lib/import/parse-registry';

describe('normalized names (rules §2)', () => {
  test.each([
    ['Wiśniewski, Łukasz', 'wisniewski lukasz'],
    ['WISNIEWSKI LUKASZ', 'wisniewski lukasz'],
    ['  Wiśniewski   Łukasz ', 'wisniewski lukasz'],
    ['Żółć Gęślą', 'zolc gesla'],
    ['Nowak J.', 'nowak j'],
  ])('%s → %s', (name, key) => expect(normalizeName(name)).toBe(key));
  test('word order is not reordered', () => {
    expect(normalizeName('Łukasz Wiśniewski')).not.toBe(normalizeName('Wiśniewski Łukasz'));
  });
  test('display names', () => {
    expect(displayName('Woźniak, Marcin')).toBe('Woźniak Marcin');
    expect(displayName('BARANOWSKI PAWEŁ')).toBe('Baranowski Paweł');
    expect(displayName('KOWALSKA-NOWAK ANNA')).toBe('Kowalska-Nowak Anna');
  });
});

const row = (over: Partial<ResultRow>): ResultRow => ({
  line: 2, place: 1, name: 'X', points: 10, crId: null, fideId: null, birthYear: null, sex: null, club: null, region: null, rating: null, category: null, fed: null, ...over,
});
const reg = (over: Partial<RegistryRow>): RegistryRow => ({
  line: 2, crId: '1', name: 'X', fideId: null, birthYear: null, sex: null, rating: null, category: null, fed: null, club: 'K', region: 'warmińsko-mazurskie', from: null, to: null, ...over,
});

describe('linking rows to season players, in the order of rules §2', () => {
  const registry = [
    reg({ crId: '100', name: 'Wiśniewski Łukasz', birthYear: 1990, fideId: '9100' }),
    reg({ crId: '200', name: 'Nowak Jan', birthYear: 1970 }),
    reg({ crId: '201', name: 'Nowak Jan', birthYear: 1985 }),
  ];
  const link = (r: ResultRow, reg: RegistryRow[] | null = registry) => linkPlayers({ registry: reg, tournaments: [{ id: 't', fileName: 't.csv', rows: [r] }] });

  test.each([
    { label: 'CR id first', r: row({ crId: '100', fideId: '777', name: 'Other' }), key: 'cr:100', method: 'cr_id' },
    { label: 'then FIDE id', r: row({ fideId: '9100', name: 'Other' }), key: 'cr:100', method: 'fide_id' },
    { label: 'then the unique registry name, any spelling', r: row({ name: 'WISNIEWSKI, LUKASZ' }), key: 'cr:100', method: 'name' },
    { label: 'name + matching birth year', r: row({ name: 'Nowak Jan', birthYear: 1985 }), key: 'cr:201', method: 'name' },
    { label: 'name + other birth year = new player', r: row({ name: 'Wiśniewski Łukasz', birthYear: 1991 }), key: 'name:wisniewski lukasz|1991', method: 'new' },
    { label: 'reversed word order = new player', r: row({ name: 'Łukasz Wiśniewski' }), key: 'name:lukasz wisniewski|', method: 'new' },
  ])('$label', ({ r, key, method }) => {
    const out = link(r);
    expect(out.rows.get('t')![0]).toMatchObject({ playerKey: key, method });
    expect(out.warnings).toEqual([]);
  });

  test('the ambiguous name: two registry players fit → warning with the line, not linked', () => {
    const out = link(row({ name: 'Nowak Jan', line: 17 }));
    expect(out.rows.get('t')![0]).toMatchObject({ method: 'ambiguous', candidates: ['200', '201'] });
    expect(out.rows.get('t')![0]!.playerKey.startsWith('cr:')).toBe(false);
    expect(linkWarningsInEnglish(out.warnings)).toEqual([expect.objectContaining({ code: 'AMBIGUOUS_NAME', line: 17, message: expect.stringContaining("t.csv line 17: 'Nowak Jan' matches two registry players") })]);
  });

  test('a FIDE id seen with a CR id in another tournament links rows that have only the FIDE id', () => {
    const out = linkPlayers({
      registry: null,
      tournaments: [
        { id: 'a', rows: [row({ fideId: '555', name: 'Lis Anna' })] },
        { id: 'b', rows: [row({ crId: '42', fideId: '555', name: 'Lis Anna' })] },
      ],
    });
    expect(out.rows.get('a')![0]!.playerKey).toBe('cr:42');
    expect(out.players.size).toBe(1);
  });

  test('the arbiter links a row by hand; the decision is kept by normalized name', () => {
    const out = linkPlayers({ registry, tournaments: [{ id: 't', rows: [row({ name: 'Nowak Jan' })] }], manualLinks: [{ tournamentId: 't', normalizedName: 'nowak jan', crId: '200' }] });
    expect(out.rows.get('t')![0]).toMatchObject({ playerKey: 'cr:200', method: 'manual' });
    expect(out.warnings).toEqual([]);
  });

  test('registry names are shown; others get their best spelling', () => {
    const out = linkPlayers({
      registry,
      tournaments: [
        { id: 'a', rows: [row({ name: 'WISNIEWSKI LUKASZ' }), row({ name: 'KOWAL ADAM', line: 3, place: 2 })] },
        { id: 'b', rows: [row({ name: 'Kowal, Adam' })] },
      ],
    });
    expect(out.players.get('cr:100')!.name).toBe('Wiśniewski Łukasz');
    expect(out.players.get('name:kowal adam|')!.name).toBe('Kowal Adam');
  });
});

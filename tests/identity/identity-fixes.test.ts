import { describe, expect, test } from 'vitest';
import { linkWarningsInEnglish } from '@/tests/helpers';
import { linkPlayers } from '@/lib/identity/link-players';
import type { RegistryRow } from '@/lib/import/parse-registry';
import type { ResultRow } from '@/lib/import/parse-results';
import { compareCrIds } from '@/lib/identity/cr-id';

const row = (over: Partial<ResultRow>): ResultRow => ({
  line: 2, place: 1, name: 'X', points: 10, crId: null, fideId: null, birthYear: null, sex: null, club: null, region: null, rating: null, category: null, fed: null, ...over,
});
const reg = (over: Partial<RegistryRow>): RegistryRow => ({
  line: 2, crId: '1', name: 'X', fideId: null, birthYear: null, sex: null, rating: null, category: null, fed: null, club: 'K', region: 'warmińsko-mazurskie', from: null, to: null, ...over,
});

describe('a FIDE id that conflicts blocks the name link (rules §2)', () => {
  const registry = [reg({ crId: '300', name: 'Nowak Jan', fideId: '1111' })];

  test('a row with FIDE id 9999 is not linked by name to the registry player whose FIDE id is 1111', () => {
    const out = linkPlayers({ registry, tournaments: [{ id: 't', fileName: 'gp01.csv', rows: [row({ name: 'Nowak Jan', fideId: '9999', line: 7 })] }] });
    expect(out.rows.get('t')![0]).toMatchObject({ playerKey: 'fide:9999', method: 'new' });
    expect(linkWarningsInEnglish(out.warnings)).toEqual([expect.objectContaining({ code: 'FIDE_ID_CONFLICT', line: 7, message: expect.stringContaining('gp01.csv line 7') })]);
  });

  test.each([
    { label: 'the same FIDE id links by FIDE id', r: row({ name: 'Nowak Jan', fideId: '1111' }), key: 'cr:300', method: 'fide_id' },
    { label: 'no FIDE id on the row links by name', r: row({ name: 'Nowak Jan' }), key: 'cr:300', method: 'name' },
  ])('$label, without a warning', ({ r, key, method }) => {
    const out = linkPlayers({ registry, tournaments: [{ id: 't', rows: [r] }] });
    expect(out.rows.get('t')![0]).toMatchObject({ playerKey: key, method });
    expect(out.warnings).toEqual([]);
  });

  test('a registry player without a FIDE id still links by name when the row has one', () => {
    const out = linkPlayers({ registry: [reg({ crId: '301', name: 'Lis Anna' })], tournaments: [{ id: 't', rows: [row({ name: 'Lis Anna', fideId: '4242' })] }] });
    expect(out.rows.get('t')![0]).toMatchObject({ playerKey: 'cr:301', method: 'name' });
  });
});

describe('hand links are kept per row, not per name', () => {
  const registry = [reg({ crId: '200', name: 'Nowak Jan', birthYear: 1970 }), reg({ crId: '201', name: 'Nowak Jan', birthYear: 1985 })];
  const namesakes = [row({ name: 'Nowak Jan', line: 5, place: 4 }), row({ name: 'Nowak Jan', line: 9, place: 8 })];

  test('two namesakes in one file are linked to two different players', () => {
    const out = linkPlayers({
      registry,
      tournaments: [{ id: 't', rows: namesakes }],
      manualLinks: [
        { tournamentId: 't', normalizedName: 'nowak jan', birthYear: null, place: 4, line: 5, crId: '201' },
        { tournamentId: 't', normalizedName: 'nowak jan', birthYear: null, place: 8, line: 9, crId: '200' },
      ],
    });
    expect(out.rows.get('t')!.map((l) => [l.row.line, l.playerKey, l.method])).toEqual([
      [5, 'cr:201', 'manual'],
      [9, 'cr:200', 'manual'],
    ]);
    expect(out.droppedLinks).toEqual([]);
  });

  test('a re-upload keeps a link whose row still matches by name, birth year and place, even on another line', () => {
    const out = linkPlayers({
      registry,
      tournaments: [{ id: 't', rows: [row({ name: 'Kot Ewa', line: 2, place: 1 }), row({ name: 'NOWAK, JAN', line: 6, place: 4 })] }],
      manualLinks: [{ tournamentId: 't', normalizedName: 'nowak jan', birthYear: null, place: 4, line: 5, crId: '201' }],
    });
    expect(out.rows.get('t')![1]).toMatchObject({ playerKey: 'cr:201', method: 'manual' });
  });

  test('a re-upload drops a link whose row changed place, and says so', () => {
    const out = linkPlayers({
      registry,
      tournaments: [{ id: 't', fileName: 'gp02.csv', rows: [row({ name: 'Nowak Jan', line: 5, place: 6 })] }],
      manualLinks: [{ tournamentId: 't', normalizedName: 'nowak jan', birthYear: null, place: 4, line: 5, crId: '201' }],
    });
    expect(out.rows.get('t')![0]!.method).toBe('ambiguous');
    expect(out.droppedLinks).toEqual([expect.objectContaining({ crId: '201', place: 4 })]);
    expect(out.warnings.map((w) => w.code)).toContain('MANUAL_LINK_DROPPED');
  });

  test('a link saved before links were per row (no place) still applies to the rows of its name', () => {
    const out = linkPlayers({ registry, tournaments: [{ id: 't', rows: [namesakes[0]!] }], manualLinks: [{ tournamentId: 't', normalizedName: 'nowak jan', crId: '200' }] });
    expect(out.rows.get('t')![0]).toMatchObject({ playerKey: 'cr:200', method: 'manual' });
  });

  test('keeping one namesake apart does not merge it with the other', () => {
    const out = linkPlayers({
      registry,
      tournaments: [{ id: 't', rows: namesakes }],
      manualLinks: [
        { tournamentId: 't', normalizedName: 'nowak jan', place: 4, line: 5, crId: null },
        { tournamentId: 't', normalizedName: 'nowak jan', place: 8, line: 9, crId: null },
      ],
    });
    const keys = out.rows.get('t')!.map((l) => l.playerKey);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('one person, one key (rules §2 step 4)', () => {
  test('a new player with a birth year in one export and none in another is one player', () => {
    const out = linkPlayers({
      registry: null,
      tournaments: [
        { id: 'a', rows: [row({ name: 'Kowal Adam', birthYear: 1990 })] },
        { id: 'b', rows: [row({ name: 'KOWAL ADAM' })] },
      ],
    });
    expect(out.players.size).toBe(1);
    expect(out.rows.get('a')![0]!.playerKey).toBe(out.rows.get('b')![0]!.playerKey);
  });

  test('the result does not depend on the order of the tournaments', () => {
    const a = { id: 'a', rows: [row({ name: 'Kowal Adam', birthYear: 1990 })] };
    const b = { id: 'b', rows: [row({ name: 'Kowal Adam' })] };
    const one = linkPlayers({ registry: null, tournaments: [a, b] });
    const two = linkPlayers({ registry: null, tournaments: [b, a] });
    expect(one.rows.get('b')![0]!.playerKey).toBe(two.rows.get('b')![0]!.playerKey);
  });

  test('two birth years are two players, and a row without a year is ambiguous between them', () => {
    const out = linkPlayers({
      registry: null,
      tournaments: [
        { id: 'a', rows: [row({ name: 'Kowal Adam', birthYear: 1990 }), row({ name: 'Kowal Adam', birthYear: 2010, line: 3, place: 2 })] },
        { id: 'b', fileName: 'b.csv', rows: [row({ name: 'Kowal Adam', line: 4 })] },
      ],
    });
    const [x, y] = out.rows.get('a')!;
    expect(x!.playerKey).not.toBe(y!.playerKey);
    expect(out.rows.get('b')![0]!.method).toBe('ambiguous');
    expect(linkWarningsInEnglish(out.warnings)).toEqual([expect.objectContaining({ code: 'AMBIGUOUS_NAME', line: 4, message: expect.stringContaining('1990, 2010') })]);
  });
});

describe('CR ids compare as numbers', () => {
  test.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['100', '99', 1],
    ['42', '42', 0],
  ])('%s vs %s', (a, b, sign) => expect(Math.sign(compareCrIds(a, b))).toBe(sign));

  test('the smallest CR id wins a FIDE id seen with two CR ids: 9 before 10', () => {
    const out = linkPlayers({
      registry: null,
      tournaments: [
        { id: 'a', rows: [row({ crId: '10', fideId: '555', name: 'Lis Anna' })] },
        { id: 'b', rows: [row({ crId: '9', fideId: '555', name: 'Lis Anna' })] },
        { id: 'c', rows: [row({ fideId: '555', name: 'Lis Anna' })] },
      ],
    });
    expect(out.rows.get('c')![0]!.playerKey).toBe('cr:9');
  });
});

describe('a player twice in one file (formats §1)', () => {
  test.each([
    { label: 'the same CR id', a: { crId: '77' }, b: { crId: '77' }, id: 'CR id 77' },
    { label: 'the same FIDE id', a: { fideId: '1234' }, b: { fideId: '1234' }, id: 'FIDE id 1234' },
  ])('$label on two rows: a warning naming both lines', ({ a, b, id }) => {
    const out = linkPlayers({
      registry: null,
      tournaments: [{ id: 't', fileName: 'gp05.csv', rows: [row({ ...a, name: 'Lis Anna', line: 3, place: 2 }), row({ ...b, name: 'Lis Ana', line: 11, place: 10 })] }],
    });
    expect(linkWarningsInEnglish(out.warnings)).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_PLAYER', line: 3, message: `gp05.csv lines 3 and 11: ${id} is on both rows ('Lis Anna', 'Lis Ana'); line 11 counts — link line 3 by hand` }),
    ]);
  });

  test('a hand link of the earlier row resolves it: no warning any more', () => {
    const out = linkPlayers({
      registry: null,
      tournaments: [{ id: 't', rows: [row({ crId: '77', name: 'Lis Anna', line: 3, place: 2 }), row({ crId: '77', name: 'Lis Ana', line: 11, place: 10 })] }],
      manualLinks: [{ tournamentId: 't', normalizedName: 'lis anna', place: 2, line: 3, crId: null }],
    });
    expect(out.warnings).toEqual([]);
  });
});

describe('a near match is offered, not linked (issue 29, defect 4)', () => {
  test('the name of a registered player with another birth year: a new player carrying the register players of that name', () => {
    const registry = [reg({ crId: '300', name: 'Nowak Jan', birthYear: 1990 }), reg({ crId: '12', name: 'Nowak Jan', birthYear: 1975 }), reg({ crId: '5', name: 'Lis Ewa', birthYear: 1990 })];
    const out = linkPlayers({ registry, tournaments: [{ id: 't', rows: [row({ name: 'NOWAK Jan', birthYear: 1991 }), row({ line: 3, name: 'Kot Adam', birthYear: 1991 })] }] });
    const [nowak, kot] = out.rows.get('t')!;
    expect(nowak).toMatchObject({ method: 'new', playerKey: 'name:nowak jan|1991', candidates: ['12', '300'] });
    expect(kot!.method).toBe('new');
    expect(kot!.candidates).toBeUndefined();
    expect(out.warnings).toEqual([]);
  });

  test('thousands of namesakes: a few are carried', () => {
    const registry = Array.from({ length: 2000 }, (_, i) => reg({ crId: String(i + 1), name: 'Kowalski Jan', birthYear: 1950 + (i % 40) }));
    const out = linkPlayers({ registry, tournaments: [{ id: 't', rows: [row({ name: 'Kowalski Jan', birthYear: 2010 })] }] });
    expect(out.rows.get('t')![0]!.candidates).toEqual(['1', '2', '3', '4', '5']);
  });
});

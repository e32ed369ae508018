import { describe, expect, test } from 'vitest';
import { entryAgesOf, entryCategory, entryFee, DEFAULT_ENTRY_AGES } from '@/lib/entries/categories';
import { validateEntry } from '@/lib/entries/validate-entry';
import { findInRegister, type RegisterPlayer } from '@/lib/entries/find-in-register';
import { duplicateOf } from '@/lib/entries/duplicates';
import { placeEntries, waitingChanges } from '@/lib/entries/waiting-list';
import { publicList, type ListedEntry } from '@/lib/entries/public-list';
import { hashCode, normalizeCode, withdrawalCode } from '@/lib/entries/withdrawal-code';
import { entriesState } from '@/lib/entries/entry-window';
import { entryLimitReached, windowStart } from '@/lib/entries/rate-limit';
import { matchResultsToEntries } from '@/lib/entries/results-entries';
import { WARMIA_MAZURY_2018 } from '@/lib/series/rules';

// regulation 003 §1.10: senior 25, junior do 18 / nestor od 60 — 20, kobieta / junior do 14 — 15
const FEES = { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 };

describe('category and fee (§1.10), in the tournament year 2027', () => {
  test.each([
    { label: 'a man of 30', birthYear: 1997, sex: 'M' as const, category: 'senior', fee: 25 },
    { label: 'a boy who turns 18 this year', birthYear: 2009, sex: 'M' as const, category: 'junior18', fee: 20 },
    { label: 'a man who turns 19', birthYear: 2008, sex: 'M' as const, category: 'senior', fee: 25 },
    { label: 'a boy who turns 14', birthYear: 2013, sex: 'M' as const, category: 'junior14', fee: 15 },
    { label: 'a boy who turns 15', birthYear: 2012, sex: 'M' as const, category: 'junior18', fee: 20 },
    { label: 'a man who turns 60', birthYear: 1967, sex: 'M' as const, category: 'veteran60', fee: 20 },
    { label: 'a man who turns 59', birthYear: 1968, sex: 'M' as const, category: 'senior', fee: 25 },
    { label: 'a woman of 30', birthYear: 1997, sex: 'F' as const, category: 'woman', fee: 15 },
    { label: 'a woman of 65 pays the cheapest band', birthYear: 1962, sex: 'F' as const, category: 'woman', fee: 15 },
    { label: 'a girl of 12 is a junior14', birthYear: 2015, sex: 'F' as const, category: 'junior14', fee: 15 },
  ])('$label: $category, $fee zł', ({ birthYear, sex, category, fee }) => {
    const c = entryCategory({ birthYear, sex }, 2027);
    expect(c).toBe(category);
    expect(entryFee(c, FEES)).toBe(fee);
  });

  test('a band the organizer left blank pays the next dearer band given; no fees at all: null', () => {
    expect(entryFee('woman', { adult: 30, junior18OrVeteran: null, womanOrJunior14: null })).toBe(30);
    expect(entryFee('junior14', { adult: 30, junior18OrVeteran: 10, womanOrJunior14: null })).toBe(10);
    expect(entryFee('senior', { adult: null, junior18OrVeteran: 10, womanOrJunior14: 5 })).toBeNull();
    expect(entryFee('senior', null)).toBeNull();
  });

  test('the ages come from the rule set: Warmia-Mazury 2018 gives 14 and 60 by its category prizes; explicit entryAges win', () => {
    expect(entryAgesOf(WARMIA_MAZURY_2018)).toEqual({ junior: 18, youngJunior: 14, veteran: 60 });
    expect(entryAgesOf({ categories: [{ test: { kind: 'ageAtMost', years: 12 } }, { test: { kind: 'ageAtLeast', years: 65 } }] })).toEqual({ junior: 18, youngJunior: 12, veteran: 65 });
    expect(entryAgesOf({ entryAges: { junior: 20 }, categories: [] })).toEqual({ ...DEFAULT_ENTRY_AGES, junior: 20 });
    // a series whose veterans start at 65: a man of 62 is a senior
    expect(entryCategory({ birthYear: 1965, sex: 'M' }, 2027, { junior: 18, youngJunior: 14, veteran: 65 })).toBe('senior');
  });
});

describe('validating an entry', () => {
  const good = { name: 'Nowak Jan', birth: 1990, sex: 'M', club: 'UKS Jedynka', consent: true };
  test('a good entry, with the Polish K for a woman and a full date of birth', () => {
    expect(validateEntry(good, 2027)).toEqual({ ok: true, value: { name: 'Nowak Jan', birthYear: 1990, sex: 'M', club: 'UKS Jedynka', crId: null, fideId: null } });
    const r = validateEntry({ ...good, name: '  Kowalska   Anna ', sex: 'k', birth: '1995-04-02', crId: '0099123', club: '' }, 2027);
    expect(r).toEqual({ ok: true, value: { name: 'Kowalska Anna', birthYear: 1995, sex: 'F', club: null, crId: '99123', fideId: null } });
  });

  test.each([
    { label: 'no name', input: { ...good, name: '  ' }, field: 'name', reason: 'required' },
    { label: 'a name of digits', input: { ...good, name: '12345' }, field: 'name', reason: 'no-letters' },
    { label: 'a formula for a name', input: { ...good, name: '=HYPERLINK("x")' }, field: 'name', reason: 'formula' },
    { label: 'a zero-width space', input: { ...good, name: 'Nowak\u200BJan' }, field: 'name', reason: 'control-characters' },
    { label: 'a name too long', input: { ...good, name: 'A'.repeat(101) }, field: 'name', reason: 'too-long' },
    { label: 'a birth year of 1900', input: { ...good, birth: 1900 }, field: 'birth', reason: 'year-range' },
    { label: 'a birth year of this year', input: { ...good, birth: 2027 }, field: 'birth', reason: 'year-range' },
    { label: 'no sex', input: { ...good, sex: '' }, field: 'sex', reason: 'required' },
    { label: 'a sex of X', input: { ...good, sex: 'X' }, field: 'sex', reason: 'sex' },
    { label: 'a CR id with letters', input: { ...good, crId: 'AB12' }, field: 'crId', reason: 'digits' },
    { label: 'a FIDE id with letters', input: { ...good, fideId: '1-2' }, field: 'fideId', reason: 'digits' },
    { label: 'no consent', input: { ...good, consent: false }, field: 'consent', reason: 'consent' },
  ])('$label: $field $reason', ({ input, field, reason }) => {
    const r = validateEntry(input, 2027);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.params)).toContainEqual(expect.objectContaining({ field, reason }));
    expect(r.errors.every((e) => e.code === 'ENTRY_FIELD')).toBe(true);
  });

  test('markup in a name is kept as text (pages escape it), not refused', () => {
    const r = validateEntry({ ...good, name: '<b>Nowak</b> Jan' }, 2027);
    expect(r.ok && r.value.name).toBe('<b>Nowak</b> Jan');
  });

  test('every bad field is said at once', () => {
    const r = validateEntry({}, 2027);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.params?.field)).toEqual(['name', 'birth', 'sex', 'consent']);
  });
});

const REGISTER: RegisterPlayer[] = [
  { crId: '100', fideId: '1100', name: 'Nowak Jan', birthYear: 1990, sex: 'M', club: 'Jedynka', rating: 1850 },
  { crId: '101', fideId: null, name: 'Nowak Jan', birthYear: 2010, sex: 'M', club: 'Hetman', rating: 1400 },
  { crId: '102', fideId: null, name: 'Wiśniewska Łucja', birthYear: 1995, sex: 'F', club: null, rating: null },
  { crId: '103', fideId: null, name: 'Kowalski Piotr', birthYear: 1980, sex: 'M', club: 'A', rating: null },
  { crId: '104', fideId: null, name: 'Kowalski Piotr', birthYear: 1980, sex: 'M', club: 'B', rating: null },
];

describe('finding the entrant in the register', () => {
  test.each([
    { label: 'by CR id', q: { crId: '101' }, expected: { kind: 'found', by: 'crId', crId: '101' } },
    { label: 'by FIDE id', q: { fideId: '1100' }, expected: { kind: 'found', by: 'fideId', crId: '100' } },
    { label: 'by name and birth year, namesakes told apart by the year', q: { name: 'NOWAK, Jan', birthYear: 2010 }, expected: { kind: 'found', by: 'name', crId: '101' } },
    { label: 'by name without diacritics', q: { name: 'wisniewska lucja', birthYear: 1995 }, expected: { kind: 'found', by: 'name', crId: '102' } },
    { label: 'a CR id the register lacks', q: { crId: '999', name: 'Nowak Jan', birthYear: 1990 }, expected: { kind: 'none' } },
    { label: 'a name of another year', q: { name: 'Nowak Jan', birthYear: 1991 }, expected: { kind: 'none' } },
  ])('$label', ({ q, expected }) => {
    const m = findInRegister(REGISTER, q);
    expect(m.kind).toBe(expected.kind);
    if (m.kind === 'found') expect({ kind: m.kind, by: m.by, crId: m.player.crId }).toEqual(expected);
  });

  test('two register players of one name and year: ambiguous, both named', () => {
    const m = findInRegister(REGISTER, { name: 'Kowalski Piotr', birthYear: 1980 });
    expect(m.kind === 'ambiguous' && m.players.map((p) => p.crId)).toEqual(['103', '104']);
  });
});

describe('duplicates', () => {
  const existing = [
    { id: 1, name: 'Nowak Jan', birthYear: 1990, crId: '100', fideId: null, withdrawn: false },
    { id: 2, name: 'Zieliński Adam', birthYear: 1970, crId: null, fideId: null, withdrawn: false },
    { id: 3, name: 'Lis Ewa', birthYear: 2000, crId: null, fideId: null, withdrawn: true },
  ];
  test.each([
    { label: 'the same CR id under another spelling', entry: { name: 'Jan Nowak', birthYear: 1990, crId: '100', fideId: null }, duplicate: 1 },
    { label: 'the same name and year, other case and diacritics', entry: { name: 'ZIELINSKI, ADAM', birthYear: 1970, crId: null, fideId: null }, duplicate: 2 },
    { label: 'the same name, another year: a namesake', entry: { name: 'Zieliński Adam', birthYear: 1971, crId: null, fideId: null }, duplicate: null },
    { label: 'a withdrawn entry may enter again', entry: { name: 'Lis Ewa', birthYear: 2000, crId: null, fideId: null }, duplicate: null },
  ])('$label', ({ entry, duplicate }) => {
    expect(duplicateOf(existing, entry)?.id ?? null).toBe(duplicate);
  });
});

describe('limit and waiting list', () => {
  const e = (id: number, withdrawn = false, waiting = false) => ({ id, withdrawn, waiting });
  test('the first `limit` live entries play, in the order they came; without a limit nobody waits', () => {
    expect([...placeEntries([e(1), e(2, true), e(3), e(4)], 2)]).toEqual([[1, false], [3, false], [4, true]]);
    expect([...placeEntries([e(1), e(2)], null)]).toEqual([[1, false], [2, false]]);
  });
  test('a withdrawal moves the first waiting entry up; a raised limit takes more', () => {
    const stored = [e(1, true), e(2), e(3, false, true), e(4, false, true)];
    expect(waitingChanges(stored, 2)).toEqual([{ id: 3, waiting: false }]);
    expect(waitingChanges(stored, 3)).toEqual([{ id: 3, waiting: false }, { id: 4, waiting: false }]);
    expect(waitingChanges([e(1), e(2), e(3)], 1)).toEqual([{ id: 2, waiting: true }, { id: 3, waiting: true }]);
  });
});

describe('the public list', () => {
  const entries: ListedEntry[] = [
    { id: 1, name: 'Zet Adam', club: 'A', rating: 1600, category: 'senior', withdrawn: false, waiting: false },
    { id: 2, name: 'Ąbel Ola', club: null, rating: null, category: 'woman', withdrawn: false, waiting: false },
    { id: 3, name: 'Bąk Jan', club: 'B', rating: 2000, category: 'veteran60', withdrawn: false, waiting: false },
    { id: 4, name: 'Abel Ela', club: null, rating: null, category: 'junior14', withdrawn: false, waiting: false },
    { id: 5, name: 'Gone Ex', club: null, rating: 2500, category: 'senior', withdrawn: true, waiting: false },
    { id: 6, name: 'Late Tom', club: null, rating: 2400, category: 'senior', withdrawn: false, waiting: true },
  ];
  test('sorted by rating, unrated last by name; counts by category; the waiting list apart; nothing else personal', () => {
    const l = publicList(entries);
    expect(l.entries.map((x) => x.id)).toEqual([3, 1, 4, 2]);
    expect(l.waiting.map((x) => x.id)).toEqual([6]);
    expect(l.counts).toEqual({ junior14: 1, woman: 1, junior18: 0, veteran60: 1, senior: 1 });
    expect(Object.keys(l.entries[0]!).sort()).toEqual(['category', 'club', 'id', 'name', 'rating']);
  });
});

describe('the withdrawal code', () => {
  test('ten letters without look-alikes in two groups; typed back in any case; stored as a hash', () => {
    const code = withdrawalCode(Uint8Array.from([0, 1, 2, 3, 4, 30, 31, 32, 200, 255]));
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(code).toBe('ABCDE-9ABRH');
    expect(normalizeCode(' abcde 9abrh ')).toBe('ABCDE9ABRH');
    expect(hashCode('abcde-9abrh')).toBe(hashCode(code));
    expect(hashCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(code)).not.toContain('ABCDE');
    expect(() => withdrawalCode(new Uint8Array(4))).toThrow(RangeError);
  });
});

describe('when entries are taken', () => {
  test.each([
    { label: 'a confirmed tournament ahead', t: { date: '2027-03-06', status: 'confirmed' as const, closedAt: null }, state: 'open' },
    { label: 'one waiting for agreement', t: { date: '2027-03-06', status: 'awaiting-agreement' as const, closedAt: null }, state: 'open' },
    { label: 'closed by the organizer', t: { date: '2027-03-06', status: 'confirmed' as const, closedAt: '2027-03-01T10:00:00Z' }, state: 'closed' },
    { label: 'on the day itself', t: { date: '2027-03-01', status: 'confirmed' as const, closedAt: null }, state: 'past' },
    { label: 'a cancelled reservation', t: { date: '2027-03-06', status: 'cancelled' as const, closedAt: null }, state: 'cancelled' },
  ])('$label: $state', ({ t, state }) => {
    expect(entriesState(t, '2027-03-01')).toBe(state);
  });
});

describe('rate limits', () => {
  test('per client and tournament, per client in the window, per tournament in the window', () => {
    expect(entryLimitReached({ clientThisTournament: 5, clientInWindow: 9, tournamentInWindow: 119 })).toBeNull();
    expect(entryLimitReached({ clientThisTournament: 6, clientInWindow: 0, tournamentInWindow: 0 })).toBe('client-tournament');
    expect(entryLimitReached({ clientThisTournament: 0, clientInWindow: 10, tournamentInWindow: 0 })).toBe('client-window');
    expect(entryLimitReached({ clientThisTournament: 0, clientInWindow: 0, tournamentInWindow: 120 })).toBe('tournament-window');
    expect(windowStart(new Date('2027-03-01T10:00:00Z'))).toBe('2027-03-01T09:00:00.000Z');
  });
});

describe('results meet entries', () => {
  const entries = [
    { id: 1, name: 'Nowak Jan', birthYear: 1990, crId: '100', fideId: null },
    { id: 2, name: 'Zieliński Adam', birthYear: 1970, crId: null, fideId: '555' },
    { id: 3, name: 'Lis Ewa', birthYear: 2000, crId: null, fideId: null },
    { id: 4, name: 'Kot Ola', birthYear: 2001, crId: null, fideId: null },
  ];
  test('by CR id, FIDE id, then name and year (a guest marker dropped); what is left is said', () => {
    const rows = [
      { line: 2, name: 'NOWAK Jan', birthYear: null, crId: '100', fideId: null },
      { line: 3, name: 'Zielinski,Adam', birthYear: 1970, crId: null, fideId: '555' },
      { line: 4, name: 'Lis, Ewa (G)', birthYear: 2000, crId: null, fideId: null },
      { line: 5, name: 'Desk Walk-in', birthYear: 1999, crId: null, fideId: null },
    ];
    expect(matchResultsToEntries(rows, entries)).toEqual({
      linked: [
        { line: 2, entryId: 1, by: 'crId' },
        { line: 3, entryId: 2, by: 'fideId' },
        { line: 4, entryId: 3, by: 'name' },
      ],
      missing: [4],
      unentered: [5],
    });
  });
  test('an id that differs is another person whatever the name; two entries fitting a row link none', () => {
    const rows = [{ line: 2, name: 'Nowak Jan', birthYear: 1990, crId: '999', fideId: null }];
    expect(matchResultsToEntries(rows, entries).linked).toEqual([]);
    const twins = [
      { id: 7, name: 'Kot Ola', birthYear: 2001, crId: null, fideId: null },
      { id: 8, name: 'Kot Ola', birthYear: 2003, crId: null, fideId: null },
    ];
    expect(matchResultsToEntries([{ line: 9, name: 'Kot Ola', birthYear: null, crId: null, fideId: null }], twins)).toEqual({ linked: [], missing: [7, 8], unentered: [9] });
  });
});

import { describe, expect, test } from 'vitest';
import { registerLabel, searchRegister, sortRegister, type RegisterEntry } from '@/lib/identity/search-register';

const register: RegisterEntry[] = [
  { crId: '99123', name: 'Nowak Jan', birthYear: 2001, club: 'UKS Jedynka Olsztyn' },
  { crId: '23522', name: 'Woźniak Marcin', birthYear: 1999, club: 'MLKS Hetman Ostróda' },
  { crId: '10442', name: 'Nowak Jan', birthYear: 1958, club: 'KS Mazur Giżycko' },
  { crId: '51000', name: 'Łukasiewicz Anna', birthYear: 2010, club: 'UKS Jedynka Olsztyn' },
];
const ids = (q: string) => searchRegister(register, q).map((e) => e.crId);

describe('searching the whole register when linking by hand (issue 11, defect 6)', () => {
  test.each([
    { label: 'both namesakes by name, the older first', query: 'nowak jan', expected: ['10442', '99123'] },
    { label: 'name and birth year', query: 'Nowak 2001', expected: ['99123'] },
    { label: 'name and club, without diacritics', query: 'nowak gizycko', expected: ['10442'] },
    { label: 'a club alone', query: 'jedynka', expected: ['51000', '99123'] },
    { label: 'Ł written as L', query: 'lukasiewicz', expected: ['51000'] },
    { label: 'the start of a CR id', query: '235', expected: ['23522'] },
    { label: 'a whole CR id', query: '99123', expected: ['99123'] },
    { label: 'an id nobody has', query: '99999', expected: [] },
    { label: 'everyone, sorted by name', query: '', expected: ['51000', '10442', '99123', '23522'] },
  ])('$label: "$query"', ({ query, expected }) => {
    expect(ids(query)).toEqual(expected);
  });

  test('a limit keeps the first matches in name order', () => {
    expect(searchRegister(register, '', 2).map((e) => e.crId)).toEqual(['51000', '10442']);
  });

  test('namesakes are told apart by birth year, club and id', () => {
    expect(sortRegister(register).map((e) => registerLabel(e, 'ID CR')).slice(1, 3)).toEqual([
      'Nowak Jan · 1958 · KS Mazur Giżycko · ID CR 10442',
      'Nowak Jan · 2001 · UKS Jedynka Olsztyn · ID CR 99123',
    ]);
  });
});

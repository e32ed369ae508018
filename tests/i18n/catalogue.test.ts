import { describe, expect, test } from 'vitest';
import { CATALOGUE } from '@/lib/i18n/catalogue';
import { t as say, describe as describeProblem } from '@/lib/i18n/t';
import { PROBLEM_CODES } from '@/lib/import/problems';
import { parseResultsFile } from '@/lib/import/parse-results';
import { parseRegistryFile } from '@/lib/import/parse-registry';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('one message catalogue', () => {
  test('every import problem code has a Polish and an English message', () => {
    for (const code of Object.keys(PROBLEM_CODES)) {
      expect(CATALOGUE, code).toHaveProperty(code);
    }
  });

  test.each([
    { label: 'a bad points value', file: 'place,name,points\n1,Lis Anna,x\n', line: 2, pl: 'wiersz 2: Punkty „x” — nie jest liczbą.' },
    { label: 'a bad birth date', file: 'place,name,points,birth\n1,Lis Anna,5,abc\n', line: 2, pl: 'wiersz 2: Data urodzenia „abc” nie jest datą urodzenia (wpisz 1985, 1985-03-14 lub 14.03.1985); rok uznano za nieznany.' },
    { label: 'a missing column', file: 'place,name\n1,Lis Anna\n', line: 1, pl: 'wiersz 1: W nagłówku brak kolumny points (oczekiwana jedna z: points, pts, Pts., pkt, Pkt., punkty).' },
    { label: 'not a text file', file: '\u0000\u0001binary', line: 0, pl: 'To nie jest plik tekstowy. Wyeksportuj ranking końcowy jako CSV lub tekst.' },
  ])('a Polish page says $label in Polish, with its line', ({ file, line, pl }) => {
    const p = parseResultsFile(bytes(file)).problems.find((x) => x.line === line)!;
    expect(p).toBeDefined();
    const text = describeProblem('pl', p);
    if (typeof pl === 'string') expect(text).toBe(pl);
    else expect(text).toMatch(pl);
    expect(text).not.toMatch(/ · |line \d|The |This /);
  });

  test('English pages keep the English message with the values', () => {
    const p = parseResultsFile(bytes('place,name,points\n1,Lis Anna,x\n')).problems[0]!;
    expect(describeProblem('en', p)).toBe('line 2: Points "x" are not a number.');
  });

  test('register problems too: an unknown category is said in Polish', () => {
    const p = parseRegistryFile(bytes('cr_id,name,category\n5,Lis Anna,XYZ\n')).problems.find((x) => x.code === 'BAD_CATEGORY')!;
    expect(describeProblem('pl', p)).toMatch(/^wiersz 2: Kategoria „XYZ” nie jest kategorią PZSzach/);
  });

  test('an unknown code falls back to the message it came with', () => {
    expect(say('pl', 'SOMETHING_NEW', {}, 'fallback text')).toBe('fallback text');
  });
});

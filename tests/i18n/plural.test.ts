import { describe, expect, test } from 'vitest';
// every registered kind's words merged into the catalogue (a kind's codes are its folder's, issue 39)
import '@/lib/competitions/registry';
import { countOf, NOUNS, pluralForm } from '@/lib/i18n/plural';
import { t as say } from '@/lib/i18n/t';

// Issue 29, defect 6: a count meets its noun in the right form (Intl.PluralRules: one, few, many).
describe('plural forms', () => {
  test('Polish one, few, many, and fractions', () => {
    const rows = NOUNS.row.pl;
    expect([1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 24, 25, 62, 100, 102, 112].map((k) => `${k} ${pluralForm('pl', k, rows)}`)).toEqual([
      '1 wiersz', '2 wiersze', '3 wiersze', '4 wiersze', '5 wierszy', '11 wierszy', '12 wierszy', '14 wierszy', '21 wierszy', '22 wiersze', '24 wiersze', '25 wierszy', '62 wiersze', '100 wierszy', '102 wiersze', '112 wierszy',
    ]);
    expect(pluralForm('pl', 0, rows)).toBe('wierszy');
    expect(pluralForm('pl', 2.5, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' })).toBe('punktu');
  });

  test('English one and other', () => {
    expect(countOf('en', 1, NOUNS.row)).toBe('1 row');
    expect(countOf('en', 62, NOUNS.row)).toBe('62 rows');
  });

  test('the catalogue counts with them', () => {
    expect(say('pl', 'VERSION_SAVED', { version: 2, rows: 62 })).toBe('Zapisano wersję 2 (62 wiersze).');
    expect(say('pl', 'VERSION_SAVED', { version: 1, rows: 1 })).toBe('Zapisano wersję 1 (1 wiersz).');
    expect(say('en', 'VERSION_SAVED', { version: 1, rows: 1 })).toBe('Saved version 1 (1 row).');
    expect(say('pl', 'REGISTER_SAVED', { players: 5 })).toBe('Rejestr zapisany: 5 zawodników.');
    expect(say('pl', 'TOO_MANY_ROUNDS', { players: 12, rounds: 11, schedule: 'x', days: 9 })).toBe('12 zawodników potrzebuje 11 rund, a dni gry „x” mają 9.');
    expect(say('pl', 'EXCLUSION_ANNULLED', { name: 'Lis Ewa', games: 2, min: 5 })).toContain('rozegrał(a) 2 partie (mniej niż 5)');
  });

  test('a count of players in the case its sentence needs: nominative on its own and as a subject (the verb agreeing), genitive after "dla"', () => {
    expect([1, 3, 5, 22, 25].map((k) => say('pl', 'REGISTER_SAVED', { players: k }))).toEqual([
      'Rejestr zapisany: 1 zawodnik.', 'Rejestr zapisany: 3 zawodnicy.', 'Rejestr zapisany: 5 zawodników.', 'Rejestr zapisany: 22 zawodnicy.', 'Rejestr zapisany: 25 zawodników.',
    ]);
    expect(say('pl', 'TOO_MANY_ROUNDS', { players: 4, rounds: 3, schedule: 'x', days: 2 })).toBe('4 zawodnicy potrzebują 3 rund, a dni gry „x” mają 2.');
    expect(say('pl', 'TOO_MANY_ROUNDS', { players: 22, rounds: 21, schedule: 'x', days: 9 })).toBe('22 zawodnicy potrzebują 21 rund, a dni gry „x” mają 9.');
    expect(say('pl', 'UNUSED_GAME_DAYS', { players: 3, rounds: 2, unused: 4 })).toBe('3 zawodnicy grają 2 rundy; ostatnie dni gry (4) nie są wykorzystane.');
    expect(say('pl', 'UNUSED_GAME_DAYS', { players: 6, rounds: 5, unused: 1 })).toBe('6 zawodników gra 5 rund; ostatnie dni gry (1) nie są wykorzystane.');
    expect(say('pl', 'UNUSED_GAME_DAYS', { players: 2, rounds: 1, unused: 3 })).toBe('2 zawodnicy grają 1 rundę; ostatnie dni gry (3) nie są wykorzystane.');
    expect(say('pl', 'RANK_DISAGREES', { count: 3, players: 'Lis Ewa (1 → 2)', chain: 'BH', more: 0 })).toContain('dla 3 zawodników:');
    expect(say('en', 'TOO_MANY_ROUNDS', { players: 4, rounds: 3, schedule: 'x', days: 2 })).toBe('4 players need 3 rounds, but the game days "x" have 2.');
  });

  test('a rank column that differs for many players: the rest counted in the page’s language', () => {
    const p = { count: 14, players: 'Lis Ewa (1 → 2)', chain: 'BH', more: 4 };
    expect(say('pl', 'RANK_DISAGREES', p)).toBe('Kolumna miejsc pliku różni się od kolejności według punktów i BH dla 14 zawodników: Lis Ewa (1 → 2) i 4 inni. Sezon liczy miejsca przeliczone z partii.');
    expect(say('pl', 'RANK_DISAGREES', { ...p, more: 5 })).toContain('i 5 innych.');
    expect(say('en', 'RANK_DISAGREES', p)).toContain('Lis Ewa (1 → 2) and 4 more.');
    expect(say('pl', 'RANK_DISAGREES', p)).not.toContain('more');
  });
});

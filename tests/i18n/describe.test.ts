import { inEnglish } from '@/lib/problem';
import { describe as group, expect, test } from 'vitest';
import { coded, type Problem } from '@/lib/problem';
// every registered kind's words merged into the catalogue (a kind's codes are its folder's, issue 39)
import '@/lib/competitions/registry';
import { describe, describeNote, t } from '@/lib/i18n/t';
import { standingsNote } from '@/lib/series/standings';

// The one describe(lang, p, options): where a problem is, said one way in both languages.
const bad = coded<Problem>({ code: 'CSV_BAD_ROUND', file: 'postponements.csv', line: 10, params: { value: 'x' } });

group('describe(lang, problem, options)', () => {
  test('the line, and the file only when asked for', () => {
    expect(inEnglish(bad).message).toBe('Round "x" is not a round number.');
    expect(describe('pl', bad)).toBe('wiersz 10: „x” nie jest numerem rundy.');
    expect(describe('en', bad)).toBe('line 10: Round "x" is not a round number.');
    expect(describe('pl', bad, { file: bad.file })).toBe('postponements.csv, wiersz 10: „x” nie jest numerem rundy.');
    expect(describe('en', bad, { file: bad.file })).toBe('postponements.csv line 10: Round "x" is not a round number.');
    expect(describe('en', { ...bad, line: 0 }, { file: 'results.csv' })).toBe('results.csv: Round "x" is not a round number.');
  });

  test("'none': the words alone, for a form that shows the line in a column", () => {
    expect(describe('pl', bad, 'none')).toBe('„x” nie jest numerem rundy.');
    expect(describe('en', bad, 'none')).toBe('Round "x" is not a round number.');
  });

  test("'placed': a problem passed on by a use case keeps its English, another language says where from params.file", () => {
    const passed = { line: bad.line, code: bad.code, message: describe('en', bad, { file: bad.file }), params: { ...bad.params, file: bad.file! } };
    expect(describe('en', passed, 'placed')).toBe('postponements.csv line 10: Round "x" is not a round number.');
    expect(describe('pl', passed, 'placed')).toBe('postponements.csv, wiersz 10: „x” nie jest numerem rundy.');
    const missing = coded<Problem>({ code: 'FILE_MISSING', file: 'teams.csv', line: 0, params: { file: 'teams.csv', role: 'teams' } });
    const whole = { line: 0, code: missing.code, message: describe('en', missing, { file: missing.file }), params: missing.params };
    expect(describe('pl', whole, 'placed')).toBe('teams.csv: Brakuje pliku drużyn, który wymienia team-league.json.');
  });

  test("'placed': a standings note, as its JSON says it in English", () => {
    const note = standingsNote('REPEATED_PLAYER', 'gp01.csv', 2, { name: 'Kowalski Jan', later: 3 });
    expect(describeNote('en', note)).toBe("gp01.csv line 2: 'Kowalski Jan' appears again on line 3; only line 3 counts");
    expect(describe('pl', note, 'placed')).toBe('gp01.csv, wiersz 2: „Kowalski Jan” występuje ponownie w wierszu 3; liczy się tylko wiersz 3.');
  });

  test("instead: a screen's own sentence for a code that came without the values its sentence needs", () => {
    const bare = { code: 'WRITE_BAD_FILE', message: 'The league file cannot be read.', line: 0 };
    expect(describe('pl', { ...bare, instead: 'LEAGUE_ENTRY_WRITE_BAD_FILE' }, 'placed')).toBe(t('pl', 'LEAGUE_ENTRY_WRITE_BAD_FILE'));
    expect(describe('en', { ...bare, instead: 'LEAGUE_ENTRY_WRITE_BAD_FILE' }, 'placed')).toBe('The league file cannot be read.');
    const full = coded<Problem>({ code: 'WRITE_BAD_FILE', params: { reason: 'postponements-open-quote', line: 2 } });
    expect(describe('pl', { ...full, instead: 'LEAGUE_ENTRY_WRITE_BAD_FILE' }, 'placed')).toBe('W pliku przełożeń cudzysłów otwarty w wierszu 2 nie jest zamknięty.');
  });
});

// Issue 39, item 2: code outside lib/i18n says a catalogue code by describe(lang, { code, params }), not t().
group('describe(lang, { code, params }): a bare code', () => {
  test('says the catalogue sentence of its values, in both languages', () => {
    expect(describe('pl', { code: 'ITEMS_NOT_GIVEN', params: { count: 2, total: 5 } })).toBe('Nie podano: 2 z 5 pozycji.');
    expect(describe('en', { code: 'ITEMS_NOT_GIVEN', params: { count: 2, total: 5 } })).toBe('Not given: 2 of 5 items.');
    expect(describe('pl', { code: 'BUSY' })).toBe('Baza danych jest chwilowo zajęta innym zapisem. Spróbuj ponownie za chwilę.');
    expect(describe('en', { code: 'TOO_LARGE', params: { mb: 10 } })).toBe('The file is larger than 10 MB.');
  });

  test('says what t() said for each code the site and server now say this way', () => {
    const said: [string, Record<string, string | number>?][] = [
      ['NOT_FOUND', { what: 'reservation' }],
      ['BUSY'],
      ['CAPTAIN_REVOKED', { team: 'Hetman', date: '2027-03-01' }],
      ['COMPLIANCE_OK'],
      ['ITEMS_NOT_GIVEN', { count: 1, total: 4 }],
      ['TIEBREAKS_ANNULLED', { names: 'Kowalski, Nowak' }],
      ['TIEBREAKS_FORFEITED', { names: 'Kowalski' }],
      ['TOO_LARGE', { mb: 10 }],
      ['FORM_LENGTH_REQUIRED'],
      ['FORM_TOO_LARGE', { mb: 1 }],
      ['WHATIF_NOT_IN_TABLE'],
      ['WHATIF_TWO_FINALS'],
      ['NO_SUCH_CODE_IN_THE_CATALOGUE'],
    ];
    for (const lang of ['pl', 'en'] as const) for (const [code, params] of said) expect(describe(lang, { code, params }), `${lang} ${code}`).toBe(t(lang, code, params));
    expect(describe('pl', { code: 'NO_SUCH_CODE_IN_THE_CATALOGUE' })).toBe('NO_SUCH_CODE_IN_THE_CATALOGUE');
  });
});

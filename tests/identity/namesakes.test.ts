import { describe, expect, test } from 'vitest';
import { linkWarningsInEnglish } from '@/tests/helpers';
import { linkPlayers } from '@/lib/identity/link-players';
import { CANDIDATES_KEPT, ROWS_LISTED_PER_NAME } from '@/lib/identity/namesake-warnings';
import { describe as sayProblem, describeNote as sayNote, t as say } from '@/lib/i18n/t';
import type { RegistryRow } from '@/lib/import/parse-registry';
import type { ResultRow } from '@/lib/import/parse-results';
import { computeStandings } from '@/lib/series/standings';
import { warningsInEnglish } from '@/lib/series/standings-json';
import { resolveRules } from '@/lib/series/rules';

/** Issue 31, item 4: namesakes by the thousand give bounded warnings and candidates (lib/identity/namesake-warnings.ts). */
const row = (over: Partial<ResultRow>): ResultRow => ({
  line: 2, place: 1, name: 'X', points: 10, crId: null, fideId: null, birthYear: null, sex: null, club: null, region: null, rating: null, category: null, fed: null, ...over,
});
const reg = (over: Partial<RegistryRow>): RegistryRow => ({
  line: 2, crId: '1', name: 'X', fideId: null, birthYear: null, sex: null, rating: null, category: null, fed: null, club: 'K', region: 'warmińsko-mazurskie', from: null, to: null, ...over,
});
const namesakes = (n: number) => Array.from({ length: n }, (_, i) => reg({ crId: String(100001 + i), name: 'Kowalski Jan', line: i + 2 }));
const rows = (n: number) => Array.from({ length: n }, (_, i) => row({ name: 'Kowalski Jan', line: i + 2, place: i + 1 }));
/** Polish groups thousands with a no-break space ("5 000"): compared as a space. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const link = (registry: RegistryRow[], r: ResultRow[]) => linkPlayers({ registry, tournaments: [{ id: 't', fileName: 'gp01.csv', rows: r }] });

describe('rows of one name that fit several registry players', () => {
  test.each([1, 2, ROWS_LISTED_PER_NAME])('%i row(s): one warning per row, as before', (n) => {
    const out = link(namesakes(2), rows(n));
    expect(out.warnings).toHaveLength(n);
    expect(out.warnings.map((w) => w.code)).toEqual(Array(n).fill('AMBIGUOUS_NAME'));
    expect(sayNote('en', out.warnings[0]!)).toBe("gp01.csv line 2: 'Kowalski Jan' matches two registry players (100001, 100002); not linked");
  });

  test('more rows: one summary of the name, with the first lines as examples', () => {
    const out = link(namesakes(2), rows(ROWS_LISTED_PER_NAME + 1));
    expect(linkWarningsInEnglish(out.warnings)).toEqual([
      {
        code: 'AMBIGUOUS_NAME_ROWS',
        tournamentId: 't',
        line: 2,
        message: "gp01.csv: 2 registry players are named 'Kowalski Jan' — 4 rows not linked; e.g. lines 2, 3, 4, 5",
        params: { name: 'Kowalski Jan', count: 2, rows: 4, lines: '2, 3, 4, 5' },
      },
    ]);
  });

  test('5,000 namesakes and 3,000 rows: one warning, ten candidates shared by every row', () => {
    const out = link(namesakes(5000), rows(3000));
    expect(out.warnings).toHaveLength(1);
    expect(sayNote('en', out.warnings[0]!)).toBe("gp01.csv: 5,000 registry players are named 'Kowalski Jan' — 3,000 rows not linked; e.g. lines 2, 3, 4, 5, 6 …");
    const linked = out.rows.get('t')!;
    expect(linked[0]).toMatchObject({ method: 'ambiguous', candidates: ['100001', '100002', '100003', '100004', '100005', '100006', '100007', '100008', '100009', '100010'], candidateCount: 5000 });
    expect(linked[0]!.candidates).toHaveLength(CANDIDATES_KEPT);
    // one array for the name, not a copy per row
    expect(new Set(linked.map((l) => l.candidates)).size).toBe(1);
  });

  test('a single row against 5,000 namesakes names ten of them and counts the others', () => {
    const out = link(namesakes(5000), rows(1));
    expect(sayNote('en', out.warnings[0]!)).toBe("gp01.csv line 2: 'Kowalski Jan' matches 5,000 registry players (100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 100009, 100010 and 4,990 more); not linked");
    expect(plain(say('pl', 'AMBIGUOUS_NAME', out.warnings[0]!.params))).toBe('„Kowalski Jan” pasuje do kilku zawodników (100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 100009, 100010 i 4 990 innych); nie powiązano — wybierz ręcznie.');
  });

  test('each name of a file is summed up on its own, and each file', () => {
    const registry = [...namesakes(3), reg({ crId: '7', name: 'Nowak Jan' }), reg({ crId: '8', name: 'Nowak Jan' })];
    const file = (id: string) => ({ id, fileName: `${id}.csv`, rows: [...rows(5), ...Array.from({ length: 2 }, (_, i) => row({ name: 'Nowak Jan', line: 10 + i, place: 6 + i }))] });
    const out = linkPlayers({ registry, tournaments: [file('a'), file('b')] });
    expect(out.warnings.map((w) => `${w.tournamentId} ${w.code} ${w.line}`)).toEqual(['a AMBIGUOUS_NAME_ROWS 2', 'a AMBIGUOUS_NAME 10', 'a AMBIGUOUS_NAME 11', 'b AMBIGUOUS_NAME_ROWS 2', 'b AMBIGUOUS_NAME 10', 'b AMBIGUOUS_NAME 11']);
  });

  test('rows without a birth year that fit new players of several years: one summary too', () => {
    const years = [1980, 1990].map((y, i) => row({ name: 'Lis Ewa', birthYear: y, line: 2 + i, place: 1 + i }));
    const bare = Array.from({ length: 5 }, (_, i) => row({ name: 'Lis Ewa', line: 4 + i, place: 3 + i }));
    const out = link([], [...years, ...bare]);
    expect(linkWarningsInEnglish(out.warnings)).toEqual([expect.objectContaining({ code: 'AMBIGUOUS_YEAR_ROWS', line: 4, message: "gp01.csv: 5 rows of 'Lis Ewa' have no birth year and fit players born 1980, 1990; not linked; e.g. lines 4, 5, 6, 7, 8", params: { name: 'Lis Ewa', rows: 5, years: '1980, 1990', more: 0, lines: '4, 5, 6, 7, 8' } })]);
  });

  test('rows whose FIDE ids differ from the namesakes\' in the registry: one summary, ids bounded', () => {
    const registry = Array.from({ length: 12 }, (_, i) => reg({ crId: String(10 + i), name: 'Kot Jan', fideId: String(500 + i) }));
    const out = link(registry, Array.from({ length: 4 }, (_, i) => row({ name: 'Kot Jan', fideId: String(900 + i), line: 2 + i, place: 1 + i })));
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0]).toMatchObject({ code: 'FIDE_ID_CONFLICT_ROWS', params: { rows: 4, more: 2 } });
    expect(sayNote('en', out.warnings[0]!)).toContain('19 (FIDE 509) and 2 more; not linked by name; e.g. lines 2, 3, 4, 5');
  });
});

describe('the summaries in Polish and English, plural forms by Intl.PluralRules', () => {
  test.each([
    { count: 2, rows: 4, pl: '2 zarejestrowani zawodnicy mają nazwisko i imię „Kowalski Jan” — 4 wierszy nie powiązano', en: "2 registered players have the name 'Kowalski Jan' — 4 rows not linked" },
    { count: 5000, rows: 3000, pl: '5 000 zarejestrowanych zawodników ma nazwisko i imię „Kowalski Jan” — 3 000 wierszy nie powiązano', en: "5,000 registered players have the name 'Kowalski Jan' — 3,000 rows not linked" },
    { count: 22, rows: 21, pl: '22 zarejestrowani zawodnicy mają nazwisko i imię „Kowalski Jan” — 21 wierszy nie powiązano', en: "22 registered players have the name 'Kowalski Jan' — 21 rows not linked" },
  ])('$count players, $rows rows', ({ count, rows: n, pl, en }) => {
    const params = { name: 'Kowalski Jan', count, rows: n, lines: '2, 3, 4, 5, 6 …' };
    expect(plain(say('pl', 'AMBIGUOUS_NAME_ROWS', params))).toBe(`${pl} (wybierz zawodnika ręcznie); przykłady: wiersz 2, 3, 4, 5, 6 …`);
    expect(say('en', 'AMBIGUOUS_NAME_ROWS', params)).toBe(`${en} (choose the player by hand); e.g. line 2, 3, 4, 5, 6 …`);
  });
});

describe('the standings of 5,000 namesakes and 3,000 rows', () => {
  const rules = resolveRules('warmia-mazury-2018', {});
  if (!rules.ok) throw new Error('preset');
  const many = rows(3000).map((r, i) => ({ ...r, points: Math.max(0, 18 - Math.floor(i / 200)) }));
  const s = computeStandings({ year: 2024, rules: rules.rules, registry: namesakes(5000), tournaments: [{ id: 'gp01', name: 'GP 1', date: '2024-03-09', fileName: 'gp01.csv', fileHasRegion: false, rows: many }] });

  test('two warnings: the namesakes, and the one player their rows make', () => {
    expect(warningsInEnglish(s)).toEqual([
      "gp01.csv: 5,000 registry players are named 'Kowalski Jan' — 3,000 rows not linked; e.g. lines 2, 3, 4, 5, 6 …",
      "gp01.csv: 'Kowalski Jan' is on 3,000 rows (e.g. lines 2, 3, 4, 5, 6 …); only line 3001 counts",
    ]);
    expect(s.notes.map((n) => plain(sayProblem('pl', n, 'placed')))).toEqual([
      'gp01.csv: 5 000 zarejestrowanych zawodników ma nazwisko i imię „Kowalski Jan” — 3 000 wierszy nie powiązano (wybierz zawodnika ręcznie); przykłady: wiersz 2, 3, 4, 5, 6 …',
      'gp01.csv: „Kowalski Jan” występuje w 3 000 wierszach (przykłady: wiersz 2, 3, 4, 5, 6 …); liczy się tylko wiersz 3001.',
    ]);
  });

  test('a row warned on its own is said in Polish after its file and line', () => {
    const few = computeStandings({ year: 2024, rules: rules.rules, registry: namesakes(2), tournaments: [{ id: 'gp01', name: 'GP 1', date: '2024-03-09', fileName: 'gp01.csv', fileHasRegion: false, rows: rows(2) }] });
    expect(few.notes.map((n) => sayProblem('pl', n, 'placed'))).toEqual([
      'gp01.csv, wiersz 2: „Kowalski Jan” pasuje do kilku zawodników (100001, 100002); nie powiązano — wybierz ręcznie.',
      'gp01.csv, wiersz 3: „Kowalski Jan” pasuje do kilku zawodników (100001, 100002); nie powiązano — wybierz ręcznie.',
      'gp01.csv, wiersz 2: „Kowalski Jan” występuje ponownie w wierszu 3; liczy się tylko wiersz 3.',
    ]);
    // English pages and the JSON: the messages as they were
    expect(few.notes.map((n) => sayNote('en', n))).toEqual(warningsInEnglish(few));
    expect(warningsInEnglish(few)[2]).toBe("gp01.csv line 2: 'Kowalski Jan' appears again on line 3; only line 3 counts");
  });
});

/**
 * Issue 39, item 1: each code's params are declared beside its words (`msg<P>`, lib/i18n/catalogue.ts
 * and a kind's `<kind>-problem-words.ts`), and tsc checks every producer against them. The
 * `@ts-expect-error` lines are the proof: `npm test` runs `tsc --noEmit` first, and a line that
 * compiled (a missing or extra param let through) would fail it ("Unused '@ts-expect-error' directive").
 * At run time each call still says its words, which the expectations below check.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { msg, v, type NoParams, type Param, type ParamsOf, type UndeclaredCode } from '@/lib/i18n/catalogue';
import { coded, inEnglish, type Problem } from '@/lib/problem';
import { problem } from '@/lib/import/problems';
import { eventProblem } from '@/lib/competitions/swiss-open/event-problems';
import { teamLeagueProblem } from '@/lib/competitions/team-league/team-league-problems';
import { describe as say } from '@/lib/i18n/t';

describe('coded(): a code with exactly the params its entry declares', () => {
  test('the declared params compile and are said', () => {
    expect(inEnglish(coded<Problem>({ code: 'UPLOAD_IDENTICAL', params: { version: 3 } })).message).toBe('The file is identical to version 3 — nothing changed.');
    expect(inEnglish(coded<Problem>({ code: 'NOT_TEXT' })).message).toBe('This is not a text file. Export the final ranking as CSV or text.');
  });

  test('a missing param does not compile', () => {
    // @ts-expect-error UPLOAD_IDENTICAL needs `version`
    const missing = coded<Problem>({ code: 'UPLOAD_IDENTICAL', params: {} });
    // @ts-expect-error UPLOAD_IDENTICAL's params cannot be left out
    const none = coded<Problem>({ code: 'UPLOAD_IDENTICAL' });
    expect(inEnglish(missing).message).toBe('The file is identical to version  — nothing changed.');
    expect(inEnglish(none).message).toBe(inEnglish(missing).message);
  });

  test('an extra param does not compile', () => {
    // @ts-expect-error `file` is no param of UPLOAD_IDENTICAL
    const extra = coded<Problem>({ code: 'UPLOAD_IDENTICAL', params: { version: 3, file: 'gp01.csv' } });
    // @ts-expect-error NOT_TEXT takes no params
    const toNone = coded<Problem>({ code: 'NOT_TEXT', params: { file: 'gp01.csv' } });
    expect(inEnglish(extra).message).toBe('The file is identical to version 3 — nothing changed.');
    expect(inEnglish(toNone).message).toBe('This is not a text file. Export the final ranking as CSV or text.');
  });

  test('a code the catalogue lacks does not compile', () => {
    // @ts-expect-error no entry has this code
    const unknown = coded<Problem>({ code: 'NO_SUCH_CODE' });
    expect(inEnglish(unknown).message).toBe('NO_SUCH_CODE');
  });

  test("a problem type's own codes only", () => {
    // @ts-expect-error BUSY is a catalogue code, but not one of Problem<'NOT_TEXT'>
    const other = coded<Problem<'NOT_TEXT'>>({ code: 'BUSY' });
    expect(other.code).toBe('BUSY');
  });
});

describe("a problem constructor takes its code's params the same way (ParamsArg)", () => {
  test('an import row', () => {
    expect(inEnglish(problem('BAD_BIRTH', 4, { value: '1985-13-01', reason: 'not-a-real-date' })).message).toBe('Birth "1985-13-01" is not a real date; the year is treated as unknown.');
    // @ts-expect-error BAD_BIRTH needs `reason`
    expect(problem('BAD_BIRTH', 4, { value: '1985-13-01' }).code).toBe('BAD_BIRTH');
    // @ts-expect-error `column` is no param of BAD_BIRTH
    expect(problem('BAD_BIRTH', 4, { value: '1985-13-01', reason: 'not-a-real-date', column: 3 }).code).toBe('BAD_BIRTH');
    // @ts-expect-error BAD_BIRTH's params cannot be left out
    expect(problem('BAD_BIRTH', 4).line).toBe(4);
  });

  test("a kind's codes, declared in its folder", () => {
    expect(inEnglish(teamLeagueProblem('TEAM_NOT_TEXT', 'teams.csv', 0, { file: 'teams.csv' })).message).toBe('teams.csv is not a text file; save it as CSV (UTF-8) or TRF.');
    // @ts-expect-error TEAM_NOT_TEXT needs `file`
    expect(teamLeagueProblem('TEAM_NOT_TEXT', 'teams.csv', 0).file).toBe('teams.csv');
    expect(inEnglish(eventProblem('GAMES_NOT_TEXT', 'games.csv', 0)).message).toBe('This is not a text file; save the games as CSV.');
    // @ts-expect-error GAMES_NOT_TEXT takes no params
    expect(eventProblem('GAMES_NOT_TEXT', 'games.csv', 0, { file: 'games.csv' }).file).toBe('games.csv');
  });
});

describe('the declarations', () => {
  test('every code has its params declared: an entry reading params without msg<P> would be a code here', () => {
    expectTypeOf<UndeclaredCode>().toEqualTypeOf<never>();
    expectTypeOf<ParamsOf<'NOT_TEXT'>>().toEqualTypeOf<NoParams>();
    expectTypeOf<ParamsOf<'UPLOAD_IDENTICAL'>>().toEqualTypeOf<{ version: Param }>();
    // a kind's code, its params from its folder's table
    expectTypeOf<ParamsOf<'TEAM_NOT_TEXT'>>().toEqualTypeOf<{ file: Param }>();
  });

  test('a template reads only what its entry declares', () => {
    const entry = msg<{ name: Param; season?: Param }>({
      pl: (p) => `Nie ma zawodnika „${v(p, 'name')}”${p.season ? ` w sezonie „${v(p, 'season')}”` : ''}.`,
      // @ts-expect-error `club` is not declared
      en: (p) => `No player "${v(p, 'name')}" of ${v(p, 'club')}.`,
    });
    expect(entry.pl({ name: 'Kowalski', season: 'gp-2027' })).toBe('Nie ma zawodnika „Kowalski” w sezonie „gp-2027”.');
  });
});

describe("describe(): a bare code's values are checked too, a problem's were where it was made", () => {
  test('the declared values compile and are said; a missing or extra one does not compile', () => {
    expect(say('en', { code: 'NOT_FOUND', params: { what: 'season', name: 'gp-2027' } })).toBe('No season "gp-2027".');
    // @ts-expect-error ITEMS_NOT_GIVEN needs `total`
    expect(say('pl', { code: 'ITEMS_NOT_GIVEN', params: { count: 2 } })).toBeTypeOf('string');
    // @ts-expect-error `club` is no param of NOT_FOUND
    expect(say('en', { code: 'NOT_FOUND', params: { what: 'season', name: 'gp-2027', club: 'x' } })).toBe('No season "gp-2027".');
    // @ts-expect-error BUSY takes no params
    expect(say('en', { code: 'BUSY', params: { seconds: 3 } })).toBe(say('en', { code: 'BUSY' }));
    const made: Problem = coded<Problem>({ code: 'UPLOAD_IDENTICAL', params: { version: 3 } });
    expect(say('pl', made)).toBe('Plik identyczny z wersją 3 — nic nie zmieniono.');
  });
});

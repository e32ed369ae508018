import { describe, expect, test } from 'vitest';
import { describe as say, describeNote } from '@/lib/i18n/t';
import { countedOf, standingsNote } from '@/lib/series/standings';

/** Issue 23: every warning of the standings carries a code and params, so a Polish page says it in Polish. */
describe('standings warnings in the page’s language', () => {
  test('a season with two Finals: the warning is coded, English for the JSON, Polish on the Polish page', () => {
    const t = (id: string) => ({ id, date: '2026-05-01', final: true, rows: [{ line: 2, place: 1, name: 'Kowalski Jan', points: 5 }] }) as unknown as Parameters<typeof countedOf>[0][number];
    const { warnings } = countedOf([t('final-a'), t('final-b')]);
    expect(warnings).toHaveLength(1);
    const [note] = warnings;
    expect(note!.code).toBe('MORE_THAN_ONE_FINAL');
    expect(describeNote('en', note!)).toBe(`more than one Final: only ${note!.params!.final} counts as the Final`);
    expect(describeNote('pl', note!)).toBe(`więcej niż jeden Turniej Finałowy: jako Finał liczy się tylko ${note!.params!.final}.`);
  });

  test('a note of a file and line: the English names them as the JSON does, the Polish page its own way', () => {
    const note = standingsNote('REPEATED_PLAYER', 'gp01.csv', 2, { name: 'Kowalski Jan', later: 3 });
    expect(describeNote('en', note)).toBe("gp01.csv line 2: 'Kowalski Jan' appears again on line 3; only line 3 counts");
    expect(describeNote('pl', note)).toBe('gp01.csv, wiersz 2: „Kowalski Jan” występuje ponownie w wierszu 3; liczy się tylko wiersz 3.');
  });

  test('the outlook that cannot be computed and the stale table are said in Polish', () => {
    expect(say('pl', standingsNote('OUTLOOK_NEEDS_ROUNDS', null, 0), 'placed')).toMatch(/^prognoza potrzebuje liczby rund/);
    expect(say('pl', standingsNote('STANDINGS_STALE', null, 0), 'placed')).toMatch(/^Po ostatniej zmianie/);
  });
});

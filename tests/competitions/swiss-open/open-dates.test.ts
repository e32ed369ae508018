import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { newConfigText } from '@/lib/competitions/new-config';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { SWISS_OPEN_KIND } from '@/lib/competitions/swiss-open/swiss-open-kind';
import { describe as say } from '@/lib/i18n/t';

/**
 * Issue 40, item 3: the open's form asks for its days. They go into event.json and date an open
 * whose Swiss file has no date of its own — the real chess-results crosstable saved as CSV
 * (2018-moscow-open.csv) has none, so without them no tie-break edition could be chosen.
 */
const fields = (dates?: { from: string; to: string }) => ({ name: 'Open Olsztyn', preset: 'amplico-open', parts: [], ...(dates ? { dates } : {}) });
const MOSCOW = new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files/2018-moscow-open.csv')));

describe('the open\'s form writes its days', () => {
  test.each([
    { label: 'both days', dates: { from: '2027-05-01', to: '2027-05-03' }, expected: { from: '2027-05-01', to: '2027-05-03' } },
    { label: 'only the first (a one-day open)', dates: { from: '2027-05-01', to: '' }, expected: { from: '2027-05-01', to: '2027-05-01' } },
    { label: 'none', dates: { from: '', to: '' }, expected: undefined },
  ])('$label', ({ dates, expected }) => {
    const r = newConfigText(SWISS_OPEN_KIND, fields(dates));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(JSON.parse(r.text)).toEqual({ name: 'Open Olsztyn', preset: 'amplico-open', swiss: 'swiss.trf', games: 'games.csv', ...(expected ? { dates: expected } : {}) });
  });

  test.each([
    { label: 'a day that does not exist', dates: { from: '2027-02-30', to: '' }, code: 'INVALID_DATE' },
    { label: 'the last day before the first', dates: { from: '2027-05-03', to: '2027-05-01' }, code: 'DATE_ORDER' },
  ])('$label is refused: $code, in both languages', ({ dates, code }) => {
    const r = newConfigText(SWISS_OPEN_KIND, fields(dates));
    expect(r.ok).toBe(false);
    const error = (r as Extract<typeof r, { ok: false }>).errors[0]!;
    expect(error.code).toBe(code);
    expect(say('pl', error)).not.toBe(say('en', error));
  });
});

describe('an open whose Swiss file has no date (a chess-results crosstable saved as CSV)', () => {
  const load = (extra: Record<string, unknown>) => {
    const files: Record<string, Uint8Array> = { 'event.json': new TextEncoder().encode(JSON.stringify({ name: 'Moscow Open 2018 A', preset: 'amplico-open', swiss: 'swiss.trf', rules: { qualifier: { rounds: 9 } }, ...extra })), 'swiss.trf': MOSCOW };
    return loadSwissOpen((n) => files[n] ?? null);
  };

  test('without days no edition of the tie-breaks can be chosen', () => {
    const r = load({});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.code)).toEqual(['EVENT_NO_EDITION']);
  });

  test('the form\'s days date it: the edition of that day, and its year on the home page', () => {
    const r = load({ dates: { from: '2018-01-28', to: '2018-02-05' } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    expect(r.result.startDate).toBe('2018-01-28');
    expect(SWISS_OPEN_KIND.summarize(r.result, '2026-12-06')).toMatchObject({ year: 2018, firstDay: '2018-01-28', lastDay: '2018-02-05' });
  });

  test('a one-day open (only its first day given) ends that day', () => {
    const r = load({ dates: { from: '2018-01-28' } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    expect([r.result.startDate, r.result.endDate]).toEqual(['2018-01-28', '2018-01-28']);
  });

  test('a day that is not a date in event.json is refused with its line', () => {
    const r = load({ dates: { from: '28.01.2018' } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toMatchObject({ code: 'EVENT_JSON_INVALID', file: 'event.json' });
  });
});

describe('an open whose Swiss file has its own days: those win over the form\'s', () => {
  const GROS = new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files/gros2010_javafo_sample2.trf')));
  test.each([
    { label: 'no days in event.json', dates: undefined },
    { label: 'other days in event.json', dates: { from: '2011-05-01', to: '2011-05-03' } },
  ])('gros2010 (042 24/09/2010, 052 02/10/2010): $label', ({ dates }) => {
    const files: Record<string, Uint8Array> = { 'event.json': new TextEncoder().encode(JSON.stringify({ name: 'Gros 2010', preset: 'swiss', swiss: 'swiss.trf', ...(dates ? { dates } : {}) })), 'swiss.trf': GROS };
    const r = loadSwissOpen((n) => files[n] ?? null);
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    expect([r.result.startDate, r.result.endDate]).toEqual(['2010-09-24', '2010-10-02']);
    expect(SWISS_OPEN_KIND.summarize(r.result, '2026-12-06')).toMatchObject({ firstDay: '2010-09-24', lastDay: '2010-10-02' });
  });
});

import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { inEnglish } from '@/lib/problem';
import { issueWords } from '@/lib/i18n/catalogue';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { describe, expect, test } from 'vitest';
import { SeasonWindowSchema, seasonWindow } from '@/lib/calendar/season-window';
import { checkReservation } from '@/lib/calendar/reservation-rules';
import { resolveRules } from '@/lib/series/rules';
import { describeRules } from '@/lib/i18n/rules-words';

// issue 27: "a window may be given as full dates (2008-04-20 to 2010-05-31) beside today's month-days
// (kept as they are) … Validate real calendar dates, from before to."
describe('season windows', () => {
  test.each([
    { label: 'month-days of the season’s year (regulation §1.13)', year: 2018, window: { from: '02-04', to: '12-16' }, expected: { from: '2018-02-04', to: '2018-12-16' } },
    { label: 'month-days ending before they start: into the next year (July to May)', year: 2024, window: { from: '07-01', to: '06-30' }, expected: { from: '2024-07-01', to: '2025-06-30' } },
    { label: 'full dates: the FIDE Grand Prix 2008–10, whatever the season’s year', year: 2008, window: { from: '2008-04-20', to: '2010-05-31' }, expected: { from: '2008-04-20', to: '2010-05-31' } },
    { label: 'full dates within one day', year: 2030, window: { from: '2026-03-07', to: '2026-03-07' }, expected: { from: '2026-03-07', to: '2026-03-07' } },
  ])('$label', ({ year, window, expected }) => {
    expect(SeasonWindowSchema.safeParse(window).success).toBe(true);
    expect(seasonWindow(year, window)).toEqual(expected);
  });

  test.each([
    { label: 'a day that does not exist', window: { from: '2008-04-20', to: '2010-02-30' }, message: 'a month-day written MM-DD or a real date written YYYY-MM-DD' },
    { label: 'a month-day that does not exist', window: { from: '02-30', to: '12-16' }, message: 'a month-day written MM-DD or a real date written YYYY-MM-DD' },
    { label: 'full dates in the wrong order', window: { from: '2010-05-31', to: '2008-04-20' }, message: 'the season ends (2008-04-20) before it starts (2010-05-31)' },
    { label: 'one end a month-day, the other a date', window: { from: '04-20', to: '2010-05-31' }, message: 'give both ends as MM-DD or both as YYYY-MM-DD' },
    { label: 'a date written the Polish way', window: { from: '20.04.2008', to: '2010-05-31' }, message: 'a month-day written MM-DD or a real date written YYYY-MM-DD' },
  ])('refused: $label', ({ window, message }) => {
    const r = SeasonWindowSchema.safeParse(window);
    expect(r.success).toBe(false);
    // a refinement carries its code and values, no words: its English said by the catalogue (issueWords), as the API says it
    expect(r.error!.issues.map((i) => issueWords('en', zodIssueParams(i, window)))).toContain(message);
  });

  test('a preset with a full-date window; the rule says it as it is', () => {
    const r = resolveRules('fide-gp-2012', { window: { from: '2008-04-20', to: '2010-05-31' } });
    if (!r.ok) throw new Error(r.errors.join());
    expect(describeRules(r.rules, 'pl').find((l) => l.topic === 'window')!.text).toBe('Sezon trwa od 2008-04-20 do 2010-05-31.');
    expect(describeRules(r.rules, 'en').find((l) => l.topic === 'window')!.text).toBe('The season runs from 2008-04-20 to 2010-05-31.');
    expect(rulesInEnglish(resolveRules('fide-gp-2012', { window: { from: '2010-05-31', to: '2008-04-20' } }))).toEqual({ ok: false, errors: ['rule "window.to": the season ends (2008-04-20) before it starts (2010-05-31)'], warnings: [] });
  });

  test('the calendar honours it: a reservation in 2010 for a 2008 season', () => {
    const rules = { window: { from: '2008-04-20', to: '2010-05-31' }, minDaysAhead: 30 };
    const check = (date: string) => checkReservation({ date, today: '2008-01-01', seasonYear: 2008, byArbiter: true, existing: [], rules });
    expect(check('2010-05-31').ok).toBe(true);
    expect(check('2009-07-04').ok).toBe(true);
    const late = check('2010-06-01');
    expect(late.ok ? late : { ...late, errors: late.errors.map((e) => inEnglish(e)) }).toEqual({ ok: false, errors: [{ code: 'OUTSIDE_SEASON', message: 'Tournaments of this season are played from 2008-04-20 to 2010-05-31.', params: { from: '2008-04-20', to: '2010-05-31' } }], warnings: [] });
    expect(check('2008-04-19').ok).toBe(false);
  });
});

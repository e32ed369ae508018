import { describe, expect, test } from 'vitest';
import { isPolishHoliday } from '@/lib/calendar/holidays';
import { checkReservation, statusAfterAnswers, weekendOf } from '@/lib/calendar/reservation-rules';
import { complianceChecks, feesOwed, tournamentFormatOf } from '@/lib/calendar/compliance';
import { resolveRules } from '@/lib/series/rules';

const organizer = (date: string, today: string, year = Number(date.slice(0, 4))) => checkReservation({ date, today, seasonYear: year, byArbiter: false, existing: [] });

describe('allowed days, with real dates', () => {
  test.each([
    { label: 'Easter Monday 2027', date: '2027-03-29', ok: true },
    { label: 'Corpus Christi 2027 (Thursday)', date: '2027-05-27', ok: true },
    { label: '11 November 2027 (Thursday)', date: '2027-11-11', ok: true },
    { label: '24 December 2027 is a holiday from 2025 on — but outside the window', date: '2027-12-24', ok: false, code: 'OUTSIDE_SEASON' },
    { label: 'a plain Wednesday', date: '2027-06-09', ok: false, code: 'NOT_A_DAY_OFF' },
    { label: 'a Saturday', date: '2027-06-12', ok: true },
    { label: 'a Sunday', date: '2027-06-13', ok: true },
    { label: 'the day before the window', date: '2027-02-03', ok: false, code: 'OUTSIDE_SEASON' },
    { label: 'the first day of the window (a Thursday, not a day off)', date: '2027-02-04', ok: false, code: 'NOT_A_DAY_OFF' },
    { label: 'the last day of the window (Thursday 16 December)', date: '2027-12-16', ok: false, code: 'NOT_A_DAY_OFF' },
    { label: '12 November 2018, the one-off holiday', date: '2018-11-12', ok: true },
    { label: 'not a date', date: '2027-02-30', ok: false, code: 'INVALID_DATE' },
  ])('$label', ({ date, ok, code }) => {
    const r = organizer(date, `${date.slice(0, 4)}-01-01`);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.errors.map((e) => e.code)).toContain(code);
  });
  test('24 December is a public holiday from 2025, not before', () => {
    expect(isPolishHoliday('2027-12-24')).toBe(true);
    expect(isPolishHoliday('2024-12-24')).toBe(false);
  });
});

describe('an organizer reserves at least 30 days ahead; the arbiter any date', () => {
  test('30 days ahead is fine', () => expect(organizer('2027-06-12', '2027-05-13').ok).toBe(true));
  test('29 days ahead is too late', () => {
    const r = organizer('2027-06-12', '2027-05-14');
    expect(r).toMatchObject({ ok: false, errors: [{ code: 'TOO_LATE' }] });
  });
  test('the arbiter may enter a date 2 days ahead, and a weekday (the Final on Thursday 16 December 2027)', () => {
    expect(checkReservation({ date: '2027-06-12', today: '2027-06-10', seasonYear: 2027, byArbiter: true, existing: [] }).ok).toBe(true);
    expect(checkReservation({ date: '2027-12-16', today: '2027-06-10', seasonYear: 2027, byArbiter: true, existing: [] }).ok).toBe(true);
    expect(checkReservation({ date: '2027-12-17', today: '2027-06-10', seasonYear: 2027, byArbiter: true, existing: [] }).ok).toBe(false);
  });
});

describe('first come, first served on a weekend', () => {
  const existing = [
    { id: 1, date: '2027-06-12', status: 'confirmed' as const, ownerId: 10 },
    { id: 2, date: '2027-06-13', status: 'awaiting-agreement' as const, ownerId: 11 },
    { id: 3, date: '2027-06-19', status: 'rejected' as const, ownerId: 12 },
  ];
  test('Saturday and Sunday are one weekend; a weekday holiday counts alone', () => {
    expect(weekendOf('2027-06-13')).toBe('2027-06-12');
    expect(weekendOf('2027-05-27')).toBe('2027-05-27');
  });
  test('the second tournament of a weekend waits for the confirmed organizers', () => {
    expect(checkReservation({ date: '2027-06-13', today: '2027-01-01', seasonYear: 2027, byArbiter: false, existing })).toMatchObject({ ok: true, status: 'awaiting-agreement', needsAgreementOf: [10] });
  });
  test('a weekend with only a rejected reservation is free', () => {
    expect(checkReservation({ date: '2027-06-20', today: '2027-01-01', seasonYear: 2027, byArbiter: false, existing })).toMatchObject({ ok: true, status: 'confirmed' });
  });
  test.each([
    [[{ organizerId: 1, agree: true }], 'confirmed'],
    [[{ organizerId: 1, agree: true }, { organizerId: 2, agree: null }], 'awaiting-agreement'],
    [[{ organizerId: 1, agree: true }, { organizerId: 2, agree: false }], 'rejected'],
  ] as const)('answers %j → %s', (answers, status) => expect(statusAfterAnswers(answers)).toBe(status));
});

test('compliance and fees (regulation §1)', () => {
  const wm = resolveRules('warmia-mazury-2018', {});
  if (!wm.ok) throw new Error(wm.errors.join('; '));
  const checks = complianceChecks({ rounds: 9, tempo: "10'+5\"", fees: { adult: 30, junior18OrVeteran: 20, womanOrJunior14: 15 }, prizes: { places: [250, 160, 100, 80, 60, 40], category: 40, drawn: null } }, tournamentFormatOf(wm.rules));
  const byCode = Object.fromEntries(checks.map((c) => [c.code, c.ok]));
  expect(byCode).toMatchObject({ RULE_ROUNDS: true, RULE_TEMPO: true, FEE_adult: false, FEE_junior18OrVeteran: true, PRIZE_1: true, PRIZE_6: false, PRIZE_CATEGORY: true, PRIZE_DRAWN: null });
  expect(feesOwed(60, false)).toEqual({ players: 60, associationGrosze: 18000, fideGrosze: 16000, totalGrosze: 34000 });
  expect(feesOwed(40, true)).toEqual({ players: 40, associationGrosze: 0, fideGrosze: 11000, totalGrosze: 11000 });
});

import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { resultDateWarnings } from '@/lib/calendar/result-date-warnings';
import { resolveRules } from '@/lib/series/rules';
import { t as say } from '@/lib/i18n/t';

// Issue 29, defect 3: results dated after today, or on a working day under W-M §1.4, are stored with a warning.
const daysOff = { tournamentDays: 'daysOff' as const };
const any = { tournamentDays: 'any' as const };

describe('resultDateWarnings', () => {
  test('a Saturday, a Sunday and a public holiday before today: nothing to say', () => {
    expect(resultDateWarnings('2026-11-28', '2026-11-30', daysOff)).toEqual([]); // Saturday
    expect(resultDateWarnings('2026-11-29', '2026-11-30', daysOff)).toEqual([]); // Sunday
    expect(resultDateWarnings('2026-11-11', '2026-11-30', daysOff)).toEqual([]); // Independence Day, a Wednesday
    expect(resultDateWarnings('2026-11-30', '2026-11-30', any)).toEqual([]); // today is not after today
  });

  test('a working day under a days-off regulation', () => {
    expect(resultDateWarnings('2026-11-25', '2026-11-30', daysOff).map((w) => inEnglish(w))).toEqual([{ line: 0, code: 'UPLOAD_DATE_NOT_DAY_OFF', message: expect.stringContaining('working day'), params: { date: '2026-11-25' } }]);
    expect(resultDateWarnings('2026-11-25', '2026-11-30', any)).toEqual([]);
  });

  test('a date after today, in any regulation; both warnings when both hold', () => {
    expect(resultDateWarnings('2026-12-05', '2026-11-30', any).map((w) => w.code)).toEqual(['UPLOAD_DATE_FUTURE']);
    expect(resultDateWarnings('2026-12-02', '2026-11-30', daysOff).map((w) => w.code)).toEqual(['UPLOAD_DATE_FUTURE', 'UPLOAD_DATE_NOT_DAY_OFF']);
  });

  test('not a date: the parser of the upload says so, not this', () => {
    expect(resultDateWarnings('2026-13-45', '2026-11-30', daysOff)).toEqual([]);
  });

  test('the W-M 2018 preset plays on days off; a preset that says nothing plays any day', () => {
    const wm = resolveRules('warmia-mazury-2018', {});
    const pomysl = resolveRules('pomysl-blitz', {});
    expect(wm.ok && wm.rules.tournamentDays).toBe('daysOff');
    expect(pomysl.ok && pomysl.rules.tournamentDays).toBe('any');
  });

  test('the words, in Polish and English', () => {
    expect(say('pl', 'UPLOAD_DATE_NOT_DAY_OFF', { date: '25.11.2026' })).toBe('25.11.2026 to dzień roboczy, a regulamin rozgrywa turnieje w soboty, niedziele i święta — sprawdź datę.');
    expect(say('en', 'UPLOAD_DATE_FUTURE', { date: '2026-12-05', today: '2026-11-30' })).toContain('after today (2026-11-30)');
  });
});

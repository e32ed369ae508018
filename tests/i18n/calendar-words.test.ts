import { describe, expect, test } from 'vitest';
import { CALENDAR_WORDS } from '@/lib/i18n/calendar-words';

/** Issue 11, defect 3: the calendar pages' words live in one table per language, none left in English on a Polish page. */
describe('the calendar word tables', () => {
  const { pl, en } = CALENDAR_WORDS;
  const ENGLISH = /\b(the|of|and|or|date|city|fees?|prizes?|tournament|reserve|cancel|agree|calendar)\b/i;
  // words spelled alike in both languages
  const SAME = new Set(['status']);

  test('the same keys in Polish and English', () => expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort()));

  test.each(Object.keys(pl) as (keyof typeof pl)[])('%s is Polish on a Polish page and differs from the English', (key) => {
    const said = (v: unknown): string => (typeof v === 'function' ? String((v as (n: number) => string)(30)) : Array.isArray(v) ? v.join(' ') : String(v));
    const p = said(pl[key]);
    const e = said(en[key]);
    expect(p).not.toMatch(ENGLISH);
    if (!SAME.has(key)) expect(p).not.toBe(e);
  });
});

import Holidays from 'date-holidays';
import type { IsoDate } from '@/lib/dates';

/** One-off public holidays date-holidays does not know (regulation §1.4: tournaments on days off). */
const ONE_OFF: Record<number, IsoDate[]> = {
  // 100th anniversary of independence: a one-off day off (Act of 15 November 2018)
  2018: ['2018-11-12'],
};

const cache = new Map<number, Set<IsoDate>>();

/** Polish public holidays of a year as ISO dates (24 December is one from 2025 on, date-holidays knows it). */
export function polishHolidays(year: number): Set<IsoDate> {
  let set = cache.get(year);
  if (!set) {
    const hd = new Holidays('PL');
    set = new Set(
      hd
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        // `date` is the local calendar date ("2018-11-11 00:00:00"), whatever the process time zone
        .map((h) => h.date.slice(0, 10)),
    );
    for (const d of ONE_OFF[year] ?? []) set.add(d);
    cache.set(year, set);
  }
  return set;
}

export function isPolishHoliday(date: IsoDate): boolean {
  return polishHolidays(Number(date.slice(0, 4))).has(date);
}

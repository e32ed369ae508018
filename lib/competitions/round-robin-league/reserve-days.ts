import type { IsoDate } from '@/lib/dates';
import type { LeagueRules, ReserveDay } from './league-rules';

/** A reserve date of the season with its hours. */
export interface ReserveDate {
  date: IsoDate;
  start: string;
  end: string;
}

/** Day of the week of an ISO date, 0 = Sunday (calendar arithmetic only; no clock is read). */
export function weekdayOf(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The reserve slot on a date, if it is a reserve day: the weekday matches and it is not an exception. */
export function reserveSlotOn(rules: Pick<LeagueRules, 'reserveDays' | 'season'>, date: IsoDate): ReserveDay | null {
  if (!rules.season || date < rules.season.from || date > rules.season.to) return null;
  const weekday = weekdayOf(date);
  return rules.reserveDays.find((r) => r.weekday === weekday && !r.except.includes(date)) ?? null;
}

/**
 * Every reserve date of the season from `after` (exclusive; null = from the first day) to the last
 * day (the regulation: every Sunday 10:30–14:30 except 10.12.2017, and every Friday 15:00–18:00).
 */
export function reserveDates(rules: Pick<LeagueRules, 'reserveDays' | 'season'>, after: IsoDate | null = null): ReserveDate[] {
  const out: ReserveDate[] = [];
  if (!rules.season) return out;
  for (let date = rules.season.from; date <= rules.season.to; date = addDays(date, 1)) {
    if (after !== null && date <= after) continue;
    const slot = reserveSlotOn(rules, date);
    if (slot) out.push({ date, start: slot.start, end: slot.end });
  }
  return out;
}

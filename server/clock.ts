import type { IsoDate } from '@/lib/dates';

/**
 * The one place that reads the wall clock. lib/ and db/ take time as arguments; routes and actions
 * read it here and pass it in. `GP_NOW` (an ISO timestamp) fixes it — the API and browser tests run
 * the site on a fixed day so that booking 2027 dates keeps working after 2027 has begun.
 */
export function currentTime(): Date {
  const fixed = process.env.GP_NOW;
  if (fixed) {
    const t = new Date(fixed);
    if (!Number.isNaN(t.getTime())) return t;
  }
  return new Date();
}

export function currentDate(): IsoDate {
  return currentTime().toISOString().slice(0, 10);
}

import { z } from 'zod';
import { refinement } from '@/lib/config/refinement';
import { isIsoDate, isRealDate, type IsoDate } from '@/lib/dates';

/**
 * A season's window (regulation §1.13), one of two kinds (issue 27):
 *  - month-days of the season's year, `02-04` … `12-16`; a window ending before it starts ends
 *    the next year (rule-variants: a season may run from July to May);
 *  - full dates, `2008-04-20` … `2010-05-31`: a series of two years and more (the FIDE Grand Prix
 *    2008–10), whatever the season's year.
 * Both ends are of the same kind; full dates are real and in order.
 */
export const SeasonWindowSchema = z
  .object({
    from: z.string().refine(isWindowEnd, refinement('WINDOW_END_FORM')),
    to: z.string().refine(isWindowEnd, refinement('WINDOW_END_FORM')),
  })
  .superRefine((w, ctx) => {
    if (!isWindowEnd(w.from) || !isWindowEnd(w.to)) return;
    if (isFullDate(w.from) !== isFullDate(w.to)) ctx.addIssue({ code: 'custom', path: ['to'], ...refinement('WINDOW_MIXED_FORMS') });
    else if (isFullDate(w.from) && w.to < w.from) ctx.addIssue({ code: 'custom', path: ['to'], ...refinement('WINDOW_ENDS_BEFORE_START', { from: w.from, to: w.to }) });
  });


const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** `12-16` (a real month-day; 29 February allowed) or `2010-05-31` (a real date). */
export function isWindowEnd(text: string): boolean {
  if (isIsoDate(text)) return true;
  const m = MONTH_DAY.exec(text);
  return m !== null && isRealDate(2000, Number(m[1]), Number(m[2]));
}

export function isFullDate(text: string): boolean {
  return isIsoDate(text);
}

/** Whether the window names its dates in full (a series of several years). */
export function hasFullDates(window: { from: string; to: string }): boolean {
  return isFullDate(window.from) && isFullDate(window.to);
}

/** The season's first and last days: full dates as they are; month-days in the season's year (or the next, for a window ending before it starts). */
export function seasonWindow(year: number, window: { from: string; to: string }): { from: IsoDate; to: IsoDate } {
  if (hasFullDates(window)) return { from: window.from, to: window.to };
  return { from: `${year}-${window.from}`, to: `${window.to < window.from ? year + 1 : year}-${window.to}` };
}

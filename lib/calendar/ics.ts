import { createEvents, type EventAttributes } from 'ics';
import type { ReservationStatus } from './reservation-rules';

export interface CalendarEntry {
  id: number;
  date: string;
  name: string;
  city: string;
  venue: string | null;
  club: string | null;
  status: ReservationStatus;
}

/**
 * iCalendar feed of the confirmed tournaments: all-day events with stable UIDs (a reservation's
 * UID never changes, so calendar apps update instead of duplicating).
 */
export function calendarIcs(seasonName: string, slug: string, host: string, items: readonly CalendarEntry[]): string {
  const events: EventAttributes[] = items
    .filter((r) => r.status === 'confirmed')
    .map((r) => {
      const [y, m, d] = r.date.split('-').map(Number) as [number, number, number];
      const next = new Date(Date.UTC(y, m - 1, d + 1));
      return {
        uid: `reservation-${r.id}.${slug}@${host}`,
        start: [y, m, d],
        end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
        title: r.name,
        location: [r.venue, r.city].filter(Boolean).join(', '),
        description: [seasonName, r.club ? `Organizator: ${r.club}` : null].filter(Boolean).join('\n'),
        calName: seasonName,
        productId: 'grand-prix/calendar',
        status: 'CONFIRMED',
      };
    });
  if (events.length === 0) {
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:grand-prix/calendar', `X-WR-CALNAME:${seasonName.replace(/[\r\n]/g, ' ')}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(events);
  if (error || !value) throw new Error(`calendar feed: ${error?.message ?? 'empty'}`);
  return value;
}

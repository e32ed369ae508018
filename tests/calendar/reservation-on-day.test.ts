import { expect, test } from 'vitest';
import { reservationOnDay } from '@/lib/calendar/reservation-on-day';

// Issue 40, item 4: a tournament without a reservation id takes the one reservation of its day.
test.each([
  { label: 'none that day', day: [], expected: undefined },
  { label: 'one, awaiting agreement', day: [{ id: 1, status: 'awaiting-agreement', final: false }], expected: 1 },
  { label: 'a confirmed one before one awaiting agreement', day: [{ id: 1, status: 'awaiting-agreement', final: false }, { id: 2, status: 'confirmed', final: false }], expected: 2 },
  { label: 'two confirmed (two towns): none rather than another town’s venue', day: [{ id: 1, status: 'confirmed', final: false }, { id: 2, status: 'confirmed', final: false }], expected: undefined },
])('$label', ({ day, expected }) => {
  expect(reservationOnDay(day)?.id).toBe(expected);
});

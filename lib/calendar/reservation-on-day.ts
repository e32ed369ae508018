/**
 * Issue 40, item 4: the reservation a tournament was played under when its id does not name one (a
 * CSV uploaded as `gp03`, not `r12`): the one live reservation of the season on the tournament's
 * date — confirmed before awaiting agreement. Two tournaments booked on one day (two towns) cannot
 * tell which is which: none, rather than another town's venue.
 */
export function reservationOnDay<R extends { status: string; final: boolean }>(onDay: readonly R[]): R | undefined {
  const confirmed = onDay.filter((r) => r.status === 'confirmed');
  const pool = confirmed.length > 0 ? confirmed : onDay;
  return pool.length === 1 ? pool[0] : undefined;
}

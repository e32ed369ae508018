/** Minutes since 1970 of a local date and time (`YYYY-MM-DD`, `HH:MM`); pure calendar arithmetic. */
export function localMinutes(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!) / 60000;
}

/** `YYYY-MM-DD HH:MM` or `YYYY-MM-DDTHH:MM` → its date and time, or null. */
export function readLocalDateTime(text: string): { date: string; time: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? { date: m[1]!, time: `${m[2]}:${m[3]}` } : null;
}

/**
 * The regulation: a player who cannot come must warn the opponent and the organisers "не менее чем
 * за 3 часа до начала тура" — at least 3 hours before the round starts. Exactly 3 hours before is
 * in time. Times are the club's local time on both sides, so no time zone enters.
 */
export function warnedInTime(roundStart: { date: string; time: string }, warnedAt: { date: string; time: string } | null, hours: number): boolean {
  if (warnedAt === null) return false;
  return localMinutes(roundStart.date, roundStart.time) - localMinutes(warnedAt.date, warnedAt.time) >= hours * 60;
}

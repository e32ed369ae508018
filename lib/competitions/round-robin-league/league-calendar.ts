import { writeIcs } from '@/lib/calendar/ics';
import type { IsoDate } from '@/lib/dates';
import type { LeagueResult } from './compute-league';
import { reserveSlotOn } from './reserve-days';
import type { LeagueRules } from './league-rules';

/** One calendar event: a league's game day, or a postponed game's new date on a reserve day. */
interface LeagueCalendarEvent {
  /** Stable across uploads, so calendar apps update instead of duplicating. */
  uid: string;
  date: IsoDate;
  /** Absent for a day without hours (the TRF's round dates): an all-day event. */
  start?: string;
  end?: string;
  title: string;
  description: string;
}

/**
 * The season's calendar (issue 9: "calendar feed of game days and of postponed games' new dates"):
 * one event per league and round on its game day, one per postponed game whose reserve date is
 * fixed, at the reserve day's hours. Times are the club's local wall-clock time.
 */
export function leagueCalendarEvents(season: { leagues: readonly LeagueResult[]; rules: Pick<LeagueRules, 'reserveDays' | 'season'> }): LeagueCalendarEvent[] {
  const events: LeagueCalendarEvent[] = [];
  for (const league of season.leagues) {
    // a league without game days: the TRF's round dates as all-day events; rounds without a date are not in the calendar
    league.roundDays.forEach((d, i) => {
      if (d.date === null || !league.games.some((g) => g.round === i + 1)) return;
      events.push({ uid: `${league.id}-round-${i + 1}`, date: d.date, ...(d.start !== null ? { start: d.start } : {}), ...(d.end !== null ? { end: d.end } : {}), title: `${league.name}: round ${i + 1}`, description: league.schedule?.timeControl ?? '' });
    });
    for (const p of league.postponed) {
      if (p.newDate === null) continue;
      const slot = reserveSlotOn(season.rules, p.newDate);
      const name = (s: number) => league.players.find((x) => x.startNumber === s)?.name ?? String(s);
      events.push({
        uid: `${league.id}-round-${p.round}-${p.white}-${p.black}`,
        date: p.newDate,
        ...optionalTimes(slot?.start ?? p.scheduled.start, slot?.end ?? p.scheduled.end),
        title: `${league.name}: ${name(p.white)} – ${name(p.black)} (round ${p.round}, postponed)`,
        description: p.scheduled.date === null ? 'Postponed' : `Postponed from ${p.scheduled.date}`,
      });
    }
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? '') || a.uid.localeCompare(b.uid));
}

/** Hours when known; without them the event is an all-day one. */
function optionalTimes(start: string | null, end: string | null): { start?: string; end?: string } {
  return { ...(start !== null ? { start } : {}), ...(end !== null ? { end } : {}) };
}

/** The same events as an iCalendar feed with floating local times (no time zone is guessed), through the site's one writer. */
export function leagueCalendarIcs(name: string, slug: string, host: string, events: readonly LeagueCalendarEvent[]): string {
  return writeIcs({
    name,
    productId: 'grand-prix/leagues',
    host,
    events: events.map((e) => ({ uid: `${e.uid}.${slug}`, date: e.date, start: e.start, end: e.end, summary: e.title, description: e.description })),
  });
}

import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import type { IsoDate } from '@/lib/dates';
import type { Standings } from './standings';

/** A day of the season's calendar: a tournament held, or a reservation with its status. */
export interface SeasonCalendarDay {
  date: IsoDate;
  status: 'played' | 'confirmed' | 'awaiting-agreement' | 'rejected' | 'cancelled';
}

/**
 * A Grand Prix season in one line: the tournaments counted so far (the Final among them once it is
 * in), the leader of the individual table with the total, and the next confirmed tournament date of
 * the season's calendar (regulation §1.11: a date is reserved for the tournament).
 */
export function seasonSummary(standings: Standings, calendar: readonly SeasonCalendarDay[], today: IsoDate): CompetitionSummary {
  const days = [...standings.tournaments.map((t) => t.date), ...calendar.filter((c) => c.status === 'played' || c.status === 'confirmed').map((c) => c.date)].sort();
  const final = standings.tournaments.some((t) => t.final);
  const hasResults = standings.tournaments.length > 0;
  const next = calendar
    .filter((c) => c.status === 'confirmed' && c.date >= today)
    .map((c) => c.date)
    .sort()[0];
  return {
    year: standings.year,
    firstDay: days[0] ?? null,
    lastDay: days.at(-1) ?? null,
    nextDay: final ? null : (next ?? null),
    hasResults,
    finished: final,
    // issue 40, B6: a season announced by its confirmed dates, before its first result
    state: hasResults ? { code: 'tournaments', played: standings.tournamentsCounted, final } : { code: 'coming' },
    leaders: standings.individual.filter((e) => e.rank === 1).map((e) => ({ name: e.name, points: { units: e.total, unit: standings.unit }, group: null })),
  };
}

import type { CompetitionSummary, SummaryLeader } from '@/lib/competitions/competition-summary';
import type { IsoDate } from '@/lib/dates';
import type { Standings } from './standings';

/** A day of the season's calendar: a tournament held, or a reservation with its status. */
interface SeasonCalendarDay {
  date: IsoDate;
  status: 'played' | 'confirmed' | 'awaiting-agreement' | 'rejected' | 'cancelled';
}

/**
 * What the home page's line of a season takes from its standings: a few values, so that it can be
 * kept per revision (server/kept.ts, issue 38) and the line made again with today's calendar
 * without the standings. Plain JSON.
 */
export interface SeasonSummaryBasis {
  year: number;
  /** The dates of the tournaments counted, in the standings' order. */
  days: IsoDate[];
  final: boolean;
  played: number;
  leaders: SummaryLeader[];
}

export function seasonSummaryBasis(standings: Standings): SeasonSummaryBasis {
  return {
    year: standings.year,
    days: standings.tournaments.map((t) => t.date),
    final: standings.tournaments.some((t) => t.final),
    played: standings.tournamentsCounted,
    leaders: standings.individual.filter((e) => e.rank === 1).map((e) => ({ name: e.name, points: { units: e.total, unit: standings.unit }, group: null })),
  };
}

/**
 * A Grand Prix season in one line: the tournaments counted so far (the Final among them once it is
 * in), the leader of the individual table with the total, and the next confirmed tournament date of
 * the season's calendar (regulation §1.11: a date is reserved for the tournament).
 */
export function seasonSummary(standings: Standings, calendar: readonly SeasonCalendarDay[], today: IsoDate): CompetitionSummary {
  return summaryOfSeason(seasonSummaryBasis(standings), calendar, today);
}

/** {@link seasonSummary} from the kept basis: the calendar (which changes without the season's revision) and today read now. */
export function summaryOfSeason(basis: SeasonSummaryBasis, calendar: readonly SeasonCalendarDay[], today: IsoDate): CompetitionSummary {
  const days = [...basis.days, ...calendar.filter((c) => c.status === 'played' || c.status === 'confirmed').map((c) => c.date)].sort();
  const next = calendar
    .filter((c) => c.status === 'confirmed' && c.date >= today)
    .map((c) => c.date)
    .sort()[0];
  return {
    year: basis.year,
    firstDay: days[0] ?? null,
    lastDay: days.at(-1) ?? null,
    nextDay: basis.final ? null : (next ?? null),
    hasResults: basis.days.length > 0,
    finished: basis.final,
    // issue 40, B6: a season announced by its confirmed dates, before its first result
    state: basis.days.length > 0 ? { code: 'tournaments', played: basis.played, final: basis.final } : { code: 'coming' },
    leaders: basis.leaders,
  };
}

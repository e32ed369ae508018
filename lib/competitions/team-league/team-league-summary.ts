import type { CompetitionSummary, SummaryLeader } from '@/lib/competitions/competition-summary';
import type { IsoDate } from '@/lib/dates';
import type { TeamLeagueResult } from './compute-team-league';

/**
 * A team league in one line (seed 001): the Swiss round while it runs with the team on top by game
 * points, then the knock-out, and the winner once every place is decided. Its days are the rules'
 * round dates (`roundDates`); the next one is the first still to come. The Swiss round is the last
 * round with a match (swiss-standings.ts roundsPlayed): a team match is in the file only with its
 * result, so a postponed match never holds the line at its round — the fault issue 40 found in the
 * leagues ("runda 1 z 9" with most games played) cannot happen here, and nothing is pending.
 */
export function teamLeagueSummary(r: TeamLeagueResult, today: IsoDate): CompetitionSummary {
  const dates = [...r.rules.roundDates].sort();
  const placed = r.swiss.rows.filter((row) => row.removedInRound === null).length;
  const finished = r.swiss.complete && placed > 0 && r.ranking.length >= placed;
  const teamName = (i: number) => r.teams[i]?.name ?? '';
  let leaders: SummaryLeader[];
  if (finished) leaders = r.ranking.filter((p) => p.place === 1).map((p) => ({ name: teamName(p.team), points: null, group: null }));
  else if (!r.swiss.complete) leaders = r.swiss.roundsPlayed > 0 ? r.swiss.rows.filter((row) => row.rank === 1).map((row) => ({ name: row.name, points: { units: row.gamePoints, unit: 2 }, group: null })) : [];
  else leaders = [];
  return {
    year: dates[0] ? Number(dates[0].slice(0, 4)) : null,
    firstDay: dates[0] ?? null,
    lastDay: dates.at(-1) ?? null,
    nextDay: finished ? null : (dates.find((d) => d >= today) ?? null),
    hasResults: r.matches.length > 0,
    finished,
    state: finished ? { code: 'finished' } : r.swiss.complete ? { code: 'knockout' } : { code: 'round', round: r.swiss.roundsPlayed, rounds: r.rules.swissRounds },
    leaders,
  };
}

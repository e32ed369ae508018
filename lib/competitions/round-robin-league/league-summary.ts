import type { CompetitionSummary, SummaryLeader } from '@/lib/competitions/competition-summary';
import type { IsoDate } from '@/lib/dates';
import { roundsUnderWay } from '@/lib/games/rounds-under-way';
import type { LeagueGame } from './compute-league';
import { leagueCalendarEvents } from './league-calendar';
import type { LeagueSeason } from './load-round-robin-league';

/** A game whose result is in (played, forfeited or annulled by an exclusion): nothing left to play. */
const decided = (g: LeagueGame) => g.status !== 'to-play' && g.status !== 'postponed';

/**
 * A season of parallel round-robin leagues in one line (competitions.md §4): the round play has
 * reached with the games of it and earlier rounds still to play ("runda 5 z 9 (2 partie zaległe)";
 * lib/games/rounds-under-way.ts — issue 40: a postponed game no longer holds its round open, which
 * read "runda 1 z 9" with 29 of 45 games played), each league's leader, and the next game day or
 * made-up game of the season's calendar. Finished once every game of every round is decided.
 */
export function leagueSummary(season: LeagueSeason, today: IsoDate): CompetitionSummary {
  const rounds = Math.max(0, ...season.leagues.map((l) => l.roundDays.length));
  const games = season.leagues.flatMap((l) => l.games);
  const { round, pending } = roundsUnderWay(games.map((g) => ({ round: g.round, decided: decided(g) })));
  const finished = rounds > 0 && games.length > 0 && games.every(decided);
  const hasResults = season.leagues.some((l) => l.games.some((g) => g.status === 'played' || g.status === 'forfeit'));
  const leaders: SummaryLeader[] = season.leagues.flatMap((l) => {
    const first = l.standings.filter((row) => row.place === 1 && !row.excluded);
    return hasResults ? first.map((row) => ({ name: row.name, points: { units: row.points, unit: 2 }, group: season.leagues.length > 1 ? l.name : null })) : [];
  });
  const events = leagueCalendarEvents(season);
  const days = events.map((e) => e.date).sort();
  const open = new Set(season.leagues.flatMap((l) => l.games.filter((g) => !decided(g)).map((g) => g.date ?? g.scheduled.date)));
  const next = days.find((d) => d >= today && open.has(d)) ?? null;
  // issue 40, C12: the year of the league's own game days (its schedule, its TRFs' round dates); a
  // league with none has no year of its own (the home page files it under today's) — the preset's
  // season window is the regulation's, and a league created in 2026 under the 2017 rules was "Archiwum 2017"
  const dated = days.length > 0;
  return {
    year: dated ? Number(days[0]!.slice(0, 4)) : null,
    firstDay: dated ? days[0]! : null,
    lastDay: dated ? days.at(-1)! : null,
    nextDay: finished ? null : next,
    hasResults,
    finished,
    state: finished ? { code: 'finished' } : { code: 'round', round, rounds, pending },
    leaders,
  };
}

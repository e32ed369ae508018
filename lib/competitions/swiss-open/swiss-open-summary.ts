import type { CompetitionSummary, SummaryLeader, SummaryState } from '@/lib/competitions/competition-summary';
import type { IsoDate } from '@/lib/dates';
import { roundsUnderWayOfGames } from '@/lib/games/rounds-under-way';
import type { SwissOpenResult } from './compute-swiss-open';
import { hasFinalStage } from './swiss-open-rules';

/**
 * An open in one line (competitions.md §3): the qualifier's round while it runs, then the play-off
 * at the cut, the groups, the matches, and the winner of the final once every place is decided.
 * The open is played over its Swiss file's start date (042); its next day is that date while the
 * open has not started.
 */
export function swissOpenSummary(r: SwissOpenResult, today: IsoDate): CompetitionSummary {
  const day = r.startDate;
  const final = r.matches.find((m) => m.id === 'final');
  // a plain Swiss open (no final stage) is finished when every round of its Swiss is in (issue 40)
  const finished = hasFinalStage(r.rules) ? final?.winner != null && r.swiss.decided : r.swiss.decided;
  const hasResults = r.qualifier.roundsPlayed > 0 || r.ranking.length > 0;
  const name = new Map(r.players.map((p) => [p.startNo, p.name]));
  const top = r.qualifier.rows[0];
  const qualifierLeader: SummaryLeader[] = top && top.rank === 1 ? r.qualifier.rows.filter((row) => row.rank === 1).map((row) => ({ name: row.name, points: { units: row.points, unit: 2 }, group: null })) : [];
  let state: SummaryState;
  let leaders: SummaryLeader[];
  if (finished) {
    state = { code: 'finished' };
    leaders = r.ranking.filter((e) => e.place === 1).map((e) => ({ name: name.get(e.startNo) ?? e.name, points: null, group: null }));
  } else if (!r.qualifier.complete) {
    state = { code: 'round', ...qualifierUnderWay(r), rounds: r.qualifier.rounds };
    leaders = qualifierLeader;
  } else if (r.qualifiers === null) {
    state = { code: 'qualifier-over' };
    leaders = qualifierLeader;
  } else if (![...r.groups, ...r.placements].every((g) => g.complete)) {
    state = { code: 'groups' };
    leaders = [];
  } else {
    state = { code: 'knockout' };
    leaders = [];
  }
  return {
    year: day ? Number(day.slice(0, 4)) : null,
    firstDay: day,
    lastDay: r.endDate ?? day,
    nextDay: !finished && day !== null && day >= today ? day : null,
    hasResults,
    finished,
    state,
    leaders,
  };
}

/**
 * The qualifier's round for the home page's line, read as every kind reads it
 * (lib/games/rounds-under-way.ts, issue 40): a game of an early round still without its result
 * is counted beside the round play has reached instead of holding the line at that round. Each
 * game once (from the player with the lower start number); a bye is not a game.
 */
function qualifierUnderWay(r: SwissOpenResult): { round: number; pending: number } {
  return roundsUnderWayOfGames(r.players.map((p) => ({ startNumber: p.startNo, rounds: p.rounds ?? [] })), r.qualifier.rounds, r.qualifier.roundsPlayed);
}

import { tiebreakDecimal } from '@/lib/games/tiebreaks/tiebreak-registry';
import { toPoints } from '@/lib/half-points';
import type { LeagueGame, LeagueResult } from './compute-league';
import type { LeagueSeason } from './load-round-robin-league';

/** One ranking row of the `gp league --json` contract (competitions.md §6), exactly its keys. */
interface LeagueRankingJson {
  place: number;
  startNo: number;
  name: string;
  points: number;
  excluded?: true;
}

const RESULT_TEXT: Record<string, string> = { '1/0': '1-0', '0/1': '0-1', '=/=': '1/2-1/2', '+/-': '+/-', '-/+': '-/+', '-/-': '-/-', 'W/L': '1-0 (unrated)', 'L/W': '0-1 (unrated)', 'D/D': '1/2-1/2 (unrated)', '0/0': '0-0' };

/** A game's result as the §6 CSVs write it, white first ("1-0", "1/2-1/2", "+/-"); null when none. */
export function resultText(codes: { white: string; black: string } | null): string | null {
  if (codes === null || codes.white === ' ') return null;
  return RESULT_TEXT[`${codes.white}/${codes.black}`] ?? `${codes.white}/${codes.black}`;
}

/**
 * The season as `gp league --json` prints it: `{"leagues": [{"id", "ranking": [...]}]}` as §6 fixes
 * it (an annulled player left out, a forfeited one `"excluded": true`, as `gp tiebreaks --exclude`),
 * extended with the league's name, its chain and tie-break values (decimals), the exclusion flags,
 * the postponed games still to play and every game with its date.
 */
export function leagueSeasonToJson(season: LeagueSeason) {
  return {
    name: season.name,
    preset: season.preset,
    asOf: season.asOf,
    reserveDaysLeft: season.reserveDaysLeft.map((d) => d.date),
    leagues: season.leagues.map(leagueToJson),
  };
}

export function leagueToJson(league: LeagueResult) {
  const name = (s: number) => league.players.find((p) => p.startNumber === s)?.name ?? String(s);
  return {
    id: league.id,
    name: league.name,
    ranking: league.standings.map((r): LeagueRankingJson => {
      const row: LeagueRankingJson = { place: r.place, startNo: r.startNumber, name: r.name, points: toPoints(r.points) };
      if (r.excluded) row.excluded = true;
      return row;
    }),
    chain: league.chain,
    // competitions.md §6: where the rounds' days come from (a league without game days is still ranked)
    calendar: league.calendar,
    roundDates: league.roundDays.map((d) => d.date),
    // issue 40: a crosstable by final place gives no rounds — its games' "round" and colours are the Berger table's slots, not the event's
    ...(league.roundsKnown ? {} : { roundsKnown: false }),
    tiebreaks: league.standings.map((r) => ({ startNo: r.startNumber, ...Object.fromEntries(league.chain.map((c) => [c, tiebreakDecimal(c, r.values[c]!)])) })),
    exclusions: league.flags
      .filter((f) => f.due.length > 0 || f.confirmed)
      .map((f) => ({
        startNo: f.startNumber,
        name: name(f.startNumber),
        unplayedPostponed: f.unplayedPostponed.length,
        absencesWithoutWarning: f.absencesWithoutWarning.length,
        due: f.due,
        dueSince: f.dueSince,
        confirmed: f.confirmed,
        consequence: f.consequence,
      })),
    postponed: league.postponed.map((p) => ({
      round: p.round,
      white: p.white,
      black: p.black,
      askedBy: p.postponedBy,
      scheduled: p.scheduled.date,
      newDate: p.newDate,
      reserveDaysLeft: p.reserveDaysLeft.length,
    })),
    games: league.games.map((g: LeagueGame) => ({
      round: g.round,
      board: g.board,
      white: g.white,
      black: g.black,
      date: g.date,
      dateKind: g.dateKind,
      status: g.status,
      result: resultText(g.result),
      ...(g.status === 'annulled' ? { annulledResult: resultText(g.recorded), annulledBecause: g.annulledBecause } : {}),
      ...(g.forfeitedBecause !== null ? { forfeitedBecause: g.forfeitedBecause } : {}),
    })),
  };
}

import { tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { toPoints, type HalfPoints } from '@/lib/half-points';
import type { SwissOpenResult } from './compute-swiss-open';
import type { EventGame } from './event-game';
import type { RoundRobinStage } from './round-robin-stage';
import type { Slot } from './slot';
import { GROUP_NAMES } from '@/lib/games/stage-label';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export { GROUP_NAMES };

/**
 * The `gp event --json` output (competitions.md §6): `qualifiers` (start numbers in qualifier order,
 * `[]` until every seat is decided) and `ranking` (`{place, startNo, name}`, the places decided so
 * far) as the contract fixes them; then each stage. Points and tie-breaks as decimals; a slot not
 * yet decided is `{"startNo": null, "candidates": [...]}`.
 */
export function swissOpenToJson(r: SwissOpenResult): { [key: string]: Json } {
  const name = new Map(r.players.map((p) => [p.startNo, p.name]));
  const slot = (s: Slot): Json => (s.startNo !== null ? { startNo: s.startNo, name: name.get(s.startNo) ?? '' } : { startNo: null, candidates: s.candidates });
  const values = (chain: readonly TiebreakCode[], v: Partial<Record<TiebreakCode, number>>): Json => Object.fromEntries(chain.map((c) => [c, tiebreakDecimal(c, v[c] ?? 0)]));
  const game = (g: EventGame): Json => ({ round: g.round, white: g.white, black: g.black, result: g.result, ...(g.line === 0 ? { byRules: true } : {}) });
  const pts = (h: HalfPoints) => toPoints(h);
  const roundRobin = (s: RoundRobinStage, chain: readonly TiebreakCode[]): { [key: string]: Json } => ({
    id: s.id,
    members: s.members.map(slot),
    rounds: s.rounds,
    standings: s.standings.map((row) => ({ position: row.position, startNo: row.startNo, name: name.get(row.startNo) ?? '', seat: row.seat, points: pts(row.points), tiebreaks: values(chain, row.values), gamesPlayed: row.gamesPlayed })),
    positions: s.positions.map(slot),
    games: s.games.map(game),
    remaining: s.remaining,
    complete: s.complete,
  });
  const q = r.qualifier;
  return {
    name: r.name,
    preset: r.rules.id,
    edition: r.edition,
    qualifiers: r.qualifiers ?? [],
    ranking: r.ranking.map((e) => ({ place: e.place, startNo: e.startNo, name: e.name })),
    seats: r.seats.map((s, i) => ({ seat: i + 1, ...(slot(s) as object) })),
    qualifier: {
      rounds: q.rounds,
      roundsPlayed: q.roundsPlayed,
      complete: q.complete,
      qualifiers: r.rules.qualifier.qualifiers ?? null,
      tiebreaks: r.rules.qualifier.chain,
      cutPoints: q.cutPoints === null ? null : pts(q.cutPoints),
      standings: q.rows.map((row) => ({
        rank: row.rank,
        startNo: row.startNumber,
        name: row.name,
        points: pts(row.points),
        tiebreaks: values(r.rules.qualifier.chain, row.values),
        status: row.status,
        ...(row.openTie ? { openTie: true } : {}),
      })),
      openTies: q.openTies,
    },
    playoff: r.playoff && {
      places: r.playoff.places,
      firstSeat: r.playoff.firstSeat,
      seeds: r.playoff.seeds.map((s, i) => ({ seed: i + 1, startNo: s, name: name.get(s) ?? '' })),
      rounds: r.playoff.rounds.map((round) => ({
        round: round.round,
        entrants: round.entrants,
        byes: round.byes,
        matches: round.matches.map((m) => ({ high: slot(m.high), low: slot(m.low), game: m.game && game(m.game), winner: m.winner, decidedBy: m.decidedBy })),
      })),
      qualified: r.playoff.qualified,
      eliminated: r.playoff.eliminated,
      complete: r.playoff.complete,
    },
    groups: r.groups.map((g, i) => ({ name: GROUP_NAMES[i] ?? String(i + 1), ...roundRobin(g, r.rules.groups?.chain ?? []) })),
    placements: r.placements.map((p) => ({ firstPlace: p.firstPlace, groupPosition: p.groupPosition, ...roundRobin(p, (r.rules.placements ?? []).find((x) => x.groupPosition === p.groupPosition)!.chain) })),
    matches: r.matches.map((m) => ({
      id: m.id,
      players: m.players.map(slot),
      games: m.games.map(game),
      score: m.score.map(pts),
      winner: m.winner,
      loser: m.loser,
      decidedBy: m.decidedBy,
      status: m.status,
    })),
    swiss: {
      rounds: r.swiss.rounds,
      roundsPlayed: r.swiss.roundsPlayed,
      decided: r.swiss.decided,
      tiebreaks: (r.rules.continuation?.chain ?? r.rules.qualifier.chain),
      standings: r.swiss.rows.map((row) => ({
        place: row.place,
        startNo: row.startNumber,
        name: row.name,
        points: pts(row.points),
        tiebreaks: values((r.rules.continuation?.chain ?? r.rules.qualifier.chain), row.values),
        ...(row.openTie ? { openTie: true } : {}),
        ...(row.mayQualify ? { mayQualify: true } : {}),
      })),
    },
    withdrawn: r.withdrawn.map((w) => ({ startNo: w.startNo, when: w.when })),
  };
}

import { toPoints } from '@/lib/half-points';
import type { Standings } from './standings';

/**
 * The standings document of formats §4 (the command line's `--json`, the HTTP API and the JSON
 * download). Required fields first; the rest are additions the contract allows.
 */
export function standingsToJson(s: Standings) {
  const regularIds = s.tournaments.filter((t) => !t.final).map((t) => t.id);
  return {
    tournamentsCounted: s.tournamentsCounted,
    drops: s.drops,
    individual: s.individual.map((e) => ({
      rank: e.rank,
      rankLabel: e.rankLabel,
      name: e.name,
      crId: e.crId,
      club: e.club,
      total: toPoints(e.total),
      regular: toPoints(e.regular),
      final: toPoints(e.final),
      finalPlace: e.finalPlace,
      results: e.results.map((r) => ({
        tournament: r.tournament,
        points: toPoints(r.points),
        counted: r.counted,
        ...(r.dropped ? { dropped: true } : {}),
        ...(!r.eligible ? { eligible: false, reason: r.reason } : {}),
        ...(r.final ? { final: true } : {}),
      })),
      droppedTournaments: e.droppedTournaments,
      categories: e.categories,
      fideId: e.fideId,
    })),
    teams: s.teams.map((t) => ({
      rank: t.rank,
      rankLabel: t.rankLabel,
      club: t.club,
      total: toPoints(t.total),
      regular: toPoints(t.regular),
      final: toPoints(t.final),
      finalPlace: t.finalPlace,
      cup: t.cup,
    })),
    // place prizes in place order, then the category prizes by id (the reference's order)
    prizes: [...s.prizes.filter((p) => p.prize === 'place'), ...s.prizes.filter((p) => p.prize !== 'place').sort((a, b) => (a.prize < b.prize ? -1 : a.prize > b.prize ? 1 : 0))].map((p) => ({
      prize: p.prize,
      ...(p.place !== undefined ? { place: p.place } : {}),
      name: p.name,
      crId: p.crId,
      amount: p.amountGrosze / 100,
      ...(p.sharedBy > 1 ? { sharedBy: p.sharedBy } : {}),
    })),
    tournaments: s.tournaments.map((t) => ({
      id: t.id,
      name: t.name,
      date: t.date,
      final: t.final,
      players: t.rows.length,
      counted: t.final || regularIds.includes(t.id),
    })),
    warnings: s.warnings,
  };
}

export type StandingsJson = ReturnType<typeof standingsToJson>;

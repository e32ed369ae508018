import { exactString, toDecimal } from '@/lib/fraction';
import { describeNote } from '@/lib/i18n/t';
import { boundedNotes, type Standings } from './standings';

/**
 * The standings' `warnings` of formats §4 in English, said here at the edge (issue 39, item 2: a
 * note carries its code and values, no words): the first MAX_WARNINGS notes, the last counting the
 * others (MORE_WARNINGS). A table shown for want of a current one (`stale`, server/standings-fallback.ts)
 * says its notice first, then the bounded list of the notes after it. The JSON (the API, `gp --json`,
 * the download) and `gp`'s text read these same lines.
 */
export function warningsInEnglish(s: Pick<Standings, 'notes' | 'stale'>): string[] {
  const notes = s.stale ? [s.stale, ...boundedNotes(s.notes.slice(1))] : boundedNotes(s.notes);
  return notes.map((n) => describeNote('en', n));
}

/**
 * The standings document of formats §4 (the command line's `--json`, the HTTP API and the JSON
 * download). Required fields first; the rest are additions the contract allows. `before`: warnings
 * the caller says first (`gp`: the tournaments in progress, the season folder's own warnings).
 */
export function standingsToJson(s: Standings, before: readonly string[] = []) {
  // Points are decimals (exact for halves, else 4 places: 153.3333); `…Exact` fields add the exact
  // value as text ("153 1/3") — for totals always, for a result only when the decimal is rounded.
  const num = (units: number) => toDecimal(units, s.unit);
  const exact = (units: number) => exactString(units, s.unit);
  const isHalf = (units: number) => (units * 2) % s.unit === 0;
  const regularIds = s.tournaments.filter((t) => !t.final).map((t) => t.id);
  return {
    tournamentsCounted: s.tournamentsCounted,
    drops: s.drops,
    /** Every points value of the season is a whole number of 1/pointsUnit (2: halves). */
    pointsUnit: s.unit,
    individual: s.individual.map((e) => ({
      rank: e.rank,
      rankLabel: e.rankLabel,
      name: e.name,
      crId: e.crId,
      club: e.club,
      total: num(e.total),
      regular: num(e.regular),
      final: num(e.final),
      totalExact: exact(e.total),
      regularExact: exact(e.regular),
      finalExact: exact(e.final),
      finalPlace: e.finalPlace,
      results: e.results.map((r) => ({
        tournament: r.tournament,
        points: num(r.points),
        ...(isHalf(r.points) ? {} : { pointsExact: exact(r.points) }),
        place: r.place,
        counted: r.counted,
        ...(r.dropped ? { dropped: true } : {}),
        ...(!r.eligible ? { eligible: false, reason: r.reason } : {}),
        ...(r.final ? { final: true } : {}),
      })),
      ...(e.outlook
        ? { outlook: { maxTotal: num(e.outlook.maxTotal), minTotal: num(e.outlook.minTotal), bestRank: e.outlook.bestRank, worstRank: e.outlook.worstRank, prizeSecured: e.outlook.prizeSecured, outOfReach: e.outlook.outOfReach } }
        : {}),
      droppedTournaments: e.droppedTournaments,
      categories: e.categories,
      fideId: e.fideId,
    })),
    teams: s.teams.map((t) => ({
      rank: t.rank,
      rankLabel: t.rankLabel,
      club: t.club,
      total: num(t.total),
      regular: num(t.regular),
      final: num(t.final),
      totalExact: exact(t.total),
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
    warnings: [...before, ...warningsInEnglish(s)],
  };
}


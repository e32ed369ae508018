import { toPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { birthYearOf, type Appearance, type AppearanceGame, type CompetitionRef } from '@/lib/people/appearance';
import { sideCode } from '@/lib/people/participants/game-codes';

/**
 * An open's players (seed 000): the place the open's ranking gives (decided places only), the points
 * of the Swiss table the open's JSON shows the player in (the continuation for those who stayed in
 * the Swiss, else the qualifier), and every game — the TRF's rounds and the stages of games.csv.
 */
export function swissOpenAppearances(r: SwissOpenResult, base: Omit<CompetitionRef, 'kind' | 'name' | 'year'> & { name?: string }): Appearance[] {
  const ref: CompetitionRef = { kind: 'swiss-open', slug: base.slug, name: base.name ?? r.name, year: birthYearOf(r.startDate ?? null) };
  const name = new Map(r.players.map((p) => [p.startNo, p.name]));
  const place = new Map(r.ranking.map((e) => [e.startNo, e.place]));
  const qualifierPoints = new Map(r.qualifier.rows.map((row) => [row.startNumber, row.points]));
  const swissPoints = new Map(r.swiss.rows.map((row) => [row.startNumber, row.points]));
  const stageGames = [...r.groups.flatMap((g) => g.games), ...r.placements.flatMap((p) => p.games), ...r.matches.flatMap((m) => m.games), ...(r.playoff?.rounds.flatMap((round) => round.matches.flatMap((m) => (m.game ? [m.game] : []))) ?? [])];
  return r.players.map((p): Appearance => {
    const games: AppearanceGame[] = [];
    (p.rounds ?? []).forEach((g, i) => {
      if (g.opponent === null && (g.result === ' ' || g.result === 'Z')) return;
      games.push({ round: i + 1, opponent: g.opponent === null ? null : String(g.opponent), opponentName: g.opponent === null ? null : (name.get(g.opponent) ?? null), colour: g.colour, result: g.result });
    });
    for (const g of stageGames) {
      if (g.white !== p.startNo && g.black !== p.startNo) continue;
      const side = g.white === p.startNo ? 'w' : 'b';
      const opponent = side === 'w' ? g.black : g.white;
      games.push({ round: g.round, stage: g.stage, opponent: String(opponent), opponentName: name.get(opponent) ?? null, colour: side, result: sideCode(g.result, side) });
    }
    const points = swissPoints.get(p.startNo) ?? qualifierPoints.get(p.startNo);
    return {
      ref,
      localKey: String(p.startNo),
      name: p.name,
      crId: null,
      fideId: p.fideId ?? null,
      birthYear: birthYearOf(p.birth),
      aliases: [],
      club: null,
      result: {
        ...(place.has(p.startNo) ? { place: place.get(p.startNo)! } : {}),
        ...(points !== undefined ? { points: toPoints(points) } : {}),
        ...(p.rating !== null ? { rating: p.rating } : {}),
        ...(p.title ? { title: p.title } : {}),
        games: games.filter((g) => g.opponent !== null && g.result !== ' ').length,
        gameList: games,
      },
    };
  });
}

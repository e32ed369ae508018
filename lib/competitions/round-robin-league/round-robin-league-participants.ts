import { toPoints } from '@/lib/half-points';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { birthYearOf, type Appearance, type AppearanceGame, type CompetitionRef } from '@/lib/people/appearance';

/**
 * A season of round-robin leagues (seed 004): one appearance per player and league, with the place
 * and points of the league's table (an annulled player has neither: the table leaves them out) and
 * every game of the schedule with its opponent. Identity from the league's TRF (FIDE id, birth date).
 */
export function roundRobinLeagueAppearances(season: LeagueSeason, base: { slug: string; name?: string }): Appearance[] {
  const out: Appearance[] = [];
  for (const league of season.leagues) {
    const model = season.inputs.find((i) => i.id === league.id)?.model;
    const dates = league.games.map((g) => g.date ?? g.scheduled.date).filter((d): d is string => typeof d === 'string').sort();
    const year = birthYearOf(dates[0] ?? season.asOf ?? model?.startDate ?? null);
    const ref: CompetitionRef = { kind: 'round-robin-league', slug: base.slug, name: base.name ?? season.name, year, league: { id: league.id, name: league.name } };
    const name = new Map(league.players.map((p) => [p.startNumber, p.name]));
    const row = new Map(league.standings.map((r) => [r.startNumber, r]));
    for (const p of league.players) {
      const source = model?.players.find((m) => m.startNumber === p.startNumber);
      const games: AppearanceGame[] = [];
      for (const g of league.games) {
        if (g.white !== p.startNumber && g.black !== p.startNumber) continue;
        const side = g.white === p.startNumber ? 'w' : 'b';
        const opponent = side === 'w' ? g.black : g.white;
        const code = g.result === null ? ' ' : side === 'w' ? g.result.white : g.result.black;
        // a crosstable numbered by final place gives no rounds and no colours (roundsKnown false): none are said
        games.push({ round: league.roundsKnown ? g.round : '', opponent: String(opponent), opponentName: name.get(opponent) ?? null, colour: league.roundsKnown ? side : null, result: code });
      }
      const standing = row.get(p.startNumber);
      out.push({
        ref,
        localKey: String(p.startNumber),
        name: p.name,
        crId: null,
        fideId: source?.fideId ?? null,
        birthYear: birthYearOf(source?.birth),
        aliases: [],
        club: null,
        result: {
          ...(standing ? { place: standing.place, points: toPoints(standing.points) } : {}),
          ...(p.rating !== null ? { rating: p.rating } : {}),
          ...(source?.title ? { title: source.title } : {}),
          games: p.gamesPlayed,
          gameList: games,
        },
      });
    }
  }
  return out;
}

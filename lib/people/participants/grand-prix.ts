import { toDecimal } from '@/lib/fraction';
import type { Standings } from '@/lib/series/standings';
import type { Appearance, ClubAppearance, CompetitionRef } from '../appearance';

interface GrandPrixSeasonRef {
  slug: string;
  name: string;
  year: number;
}

/**
 * The players of a Grand Prix season's individual table, with their rank and total exactly as the
 * standings JSON (formats §4) writes them: the same Standings, the same toDecimal. Each row the season
 * linked to a player (by CR id, FIDE id, name, or the arbiter's hand link) is an alias of that player,
 * so the hand links of the season hold in every other competition of the directory too.
 */
export function grandPrixAppearances(standings: Standings, season: GrandPrixSeasonRef): { people: Appearance[]; clubs: ClubAppearance[] } {
  const ref: CompetitionRef = { kind: 'grand-prix', slug: season.slug, name: season.name, year: season.year };
  const aliases = new Map<string, { name: string; birthYear: number | null }[]>();
  for (const t of standings.tournaments) {
    for (const r of t.rows) {
      const list = aliases.get(r.playerKey) ?? [];
      if (!list.some((a) => a.name === r.source.name && a.birthYear === r.source.birthYear)) list.push({ name: r.source.name, birthYear: r.source.birthYear });
      aliases.set(r.playerKey, list);
    }
  }
  const people = standings.individual.map(
    (e): Appearance => ({
      ref,
      localKey: e.key,
      name: e.name,
      crId: e.crId,
      fideId: e.fideId,
      birthYear: e.facts.birthYear,
      aliases: aliases.get(e.key) ?? [],
      club: e.club,
      result: { rank: e.rank, rankLabel: e.rankLabel, total: toDecimal(e.total, standings.unit), totalUnits: { units: e.total, unit: standings.unit }, games: e.eventsPlayed },
    }),
  );
  const clubs = standings.teams.map((t): ClubAppearance => ({ ref, club: t.club, rank: t.rank, rankLabel: t.rankLabel, total: toDecimal(t.total, standings.unit), totalUnits: { units: t.total, unit: standings.unit } }));
  return { people, clubs };
}

import type { ResultRow } from '@/lib/import/parse-results';
import type { RegistryRow } from '@/lib/import/parse-registry';
import { computeStandings, type SeasonTournamentInput } from '@/lib/series/standings';
import { WARMIA_MAZURY_2018, type RuleSet } from '@/lib/series/rules';

export const REGION = 'warmińsko-mazurskie';

export type P = Partial<ResultRow> & { name: string; points: number };

/** Rows from short player descriptions; places follow the order given unless set. */
export function rows(players: P[]): ResultRow[] {
  return players.map((p, i) => ({
    line: i + 2, place: i + 1, crId: null, fideId: null, birthYear: null, sex: null, club: 'UKS Jedynka Olsztyn', region: REGION, rating: null, category: null, fed: null,
    ...p,
    points: p.points * 2,
  }));
}

export function tournament(id: string, date: string, players: P[], extra: Partial<SeasonTournamentInput> = {}): SeasonTournamentInput {
  return { id, name: id, date, fileHasRegion: true, rows: rows(players), ...extra };
}

/** n regular tournaments, one a week from 2018-02-10. */
export function dates(n: number): string[] {
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(2018, 1, 10 + 7 * i)).toISOString().slice(0, 10));
}

export function registryRow(over: Partial<RegistryRow> & { crId: string; name: string }): RegistryRow {
  return { line: 2, fideId: null, birthYear: null, sex: null, rating: null, category: null, fed: null, club: 'UKS Jedynka Olsztyn', region: REGION, from: null, to: null, ...over };
}

export function standings(tournaments: SeasonTournamentInput[], opts: { rules?: Partial<RuleSet>; registry?: RegistryRow[] | null; year?: number } = {}) {
  return computeStandings({ year: opts.year ?? 2018, rules: { ...WARMIA_MAZURY_2018, ...opts.rules }, registry: opts.registry ?? null, tournaments });
}

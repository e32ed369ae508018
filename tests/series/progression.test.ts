import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { generateSeason } from '@/lib/demo/generate-season';
import { loadSeason } from '@/lib/season/season-folder';
import { seasonProgression, type ProgressPoint } from '@/lib/series/progression';
import { computeStandings, type ComputeStandingsInput } from '@/lib/series/standings';
import { compareTournaments } from '@/lib/series/tournament-order';
import { loadFixtureSeason, SEASONS } from '@/tests/helpers';

/** The definition, computed the slow way: the whole standings recomputed on each prefix of the season. */
function byPrefixes(input: ComputeStandingsInput): Map<string, { total: number | null; rank: number | null }[]> {
  const ordered = [...input.tournaments].filter((t) => t.rows.length > 0).sort(compareTournaments);
  const full = computeStandings(input);
  const out = new Map<string, { total: number | null; rank: number | null }[]>();
  for (const key of full.players.keys()) out.set(key, []);
  ordered.forEach((_, i) => {
    const s = computeStandings({ ...input, tournaments: ordered.slice(0, i + 1) });
    const byKey = new Map(s.individual.map((e) => [e.key, e]));
    for (const [key, points] of out) {
      const e = byKey.get(key);
      points.push({ total: e ? e.total : null, rank: e ? e.rank : null });
    }
  });
  return out;
}

const plain = (m: Map<string, ProgressPoint[]>) => new Map([...m].map(([k, ps]) => [k, ps.map((p) => ({ total: p.total, rank: p.rank }))]));

function generated(options: Parameters<typeof generateSeason>[0]): ComputeStandingsInput {
  const demo = generateSeason(options);
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error(loaded.errors.join('; '));
  return { ...loaded.season, remaining: loaded.season.remaining ?? undefined };
}

describe('progression equals the standings recomputed after each tournament, under any rule set', () => {
  test.each(readdirSync(SEASONS))('fixture season %s', (name) => {
    const loaded = loadFixtureSeason(name);
    const season = { ...loaded, remaining: loaded.remaining ?? undefined };
    expect(plain(seasonProgression(season))).toEqual(byPrefixes(season));
  });

  test.each([
    { label: '12 tournaments × 40 players, with a Final (drops start after 9)', options: { seed: 3, tournaments: 12, playersPerTournament: 40, poolSize: 60, withFinal: true } },
    { label: '16 tournaments × 30 of 80 players, no Final', options: { seed: 11, tournaments: 16, playersPerTournament: 30, poolSize: 80, withFinal: false } },
  ])('generated season: $label', ({ options }) => {
    const input = generated(options);
    expect(plain(seasonProgression(input))).toEqual(byPrefixes(input));
  });

  test('every player has one point per tournament, and the last point is the final table', () => {
    const input = generated({ seed: 5, tournaments: 10, playersPerTournament: 30, poolSize: 50, withFinal: true });
    const standings = computeStandings(input);
    const progression = seasonProgression(input);
    for (const e of standings.individual) {
      const points = progression.get(e.key)!;
      expect(points).toHaveLength(standings.tournaments.length);
      expect(points.at(-1)).toMatchObject({ total: e.total, rank: e.rank });
    }
  });
});

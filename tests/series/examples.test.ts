import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { computeStandings } from '@/lib/series/standings';
import { standingsToJson } from '@/lib/series/standings-json';
import { loadFixtureSeason, SEASONS } from '@/tests/helpers';

// The three seasons of shared/examples, computed by an independent implementation of the rules.
const seasons = readdirSync(SEASONS);

describe.each(seasons)('season %s gives exactly its expected.json', (name) => {
  const season = loadFixtureSeason(name);
  const got = standingsToJson(computeStandings({ year: season.year, rules: season.rules, registry: season.registry, tournaments: season.tournaments }));
  const expected = JSON.parse(readFileSync(join(SEASONS, name, 'expected.json'), 'utf8'));

  test('tournaments counted and drops', () => {
    expect(got.tournamentsCounted).toBe(expected.tournamentsCounted);
    expect(got.drops).toBe(expected.drops);
  });
  test('individual classification, in order', () => {
    const pick = (e: Record<string, unknown>) => ({ rank: e.rank, name: e.name, crId: e.crId, total: e.total, regular: e.regular, final: e.final, finalPlace: e.finalPlace });
    expect(got.individual.map(pick)).toEqual(expected.individual.map(pick));
  });
  test('club teams', () => {
    const pick = (e: Record<string, unknown>) => ({ rank: e.rank, club: e.club, total: e.total, regular: e.regular, final: e.final });
    expect(got.teams.map(pick)).toEqual(expected.teams.map(pick));
  });
  test('prizes', () => {
    const pick = (e: Record<string, unknown>) => ({ prize: e.prize, crId: e.crId, amount: e.amount });
    expect(got.prizes.map(pick)).toEqual(expected.prizes.map(pick));
  });
});

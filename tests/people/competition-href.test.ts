import { describe, expect, test } from 'vitest';
import { competitionHref, entryHref } from '@/lib/people/person-json';

// One spelling of a competition's public address (search, club pages, the arbiter's list, a person's entries)
describe('competitionHref', () => {
  test('a Grand Prix season under /seasons, a competition under its kind’s path from the registry', () => {
    expect(competitionHref('pl', 'grand-prix', 'gp-2018')).toBe('/seasons/gp-2018');
    expect(competitionHref('en', 'grand-prix', 'gp-2018', 'teams')).toBe('/en/seasons/gp-2018/teams');
    expect(competitionHref('pl', 'swiss-open', 'open')).toBe('/events/open');
    expect(competitionHref('pl', 'round-robin-league', 'ligi', 'liga-1')).toBe('/leagues/ligi/liga-1');
    expect(competitionHref('en', 'team-league', 'ld')).toBe('/en/team-leagues/ld');
  });

  test('a person’s entry in a league links its one league; in a season, the season’s player page', () => {
    expect(entryHref('pl', { kind: 'round-robin-league', slug: 'ligi', league: { id: 'liga-1' } as never, localKey: 'x' })).toBe('/leagues/ligi/liga-1');
    expect(entryHref('pl', { kind: 'grand-prix', slug: 'gp', league: null as never, localKey: 'k1' })).toMatch(/^\/seasons\/gp\/players\//);
  });
});

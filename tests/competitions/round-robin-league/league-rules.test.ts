import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { describe, expect, test } from 'vitest';
import { resolveLeagueRules } from '@/lib/competitions/round-robin-league/league-rules';
import { knownLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { SPB } from './helpers';

describe('preset spb-leagues-2017 (seed 004)', () => {
  test('game days as the regulation lists them', () => {
    expect(SPB.schedules.friday!.rounds.map((d) => `${d.date} ${d.start}`)).toEqual([
      '2017-10-27 18:00', '2017-11-10 18:00', '2017-11-17 18:00', '2017-11-24 18:00', '2017-12-01 18:00',
      '2017-12-08 18:00', '2017-12-15 18:00', '2017-12-22 18:00', '2017-12-28 11:30',
    ]);
    expect(SPB.schedules['tuesday-evening']!.rounds.map((d) => d.date)).toEqual(['2017-10-31', '2017-11-07', '2017-11-14', '2017-11-21', '2017-11-28', '2017-12-05', '2017-12-12', '2017-12-19', '2017-12-26']);
    expect(SPB.schedules['tuesday-afternoon']!.rounds.every((d) => d.start === '16:00' && d.end === '18:00')).toBe(true);
    expect(SPB.schedules.friday!.timeControl).toBe('60 min + 30 s');
  });

  test('thresholds and chain', () => {
    expect(SPB.exclusion).toMatchObject({ unplayedPostponed: 3, absencesWithoutWarning: 2, minGamesPlayed: 5 });
    expect(SPB.chain).toEqual(['SB', 'DE', 'WIN', 'KS']);
    expect(SPB.warningHours).toBe(3);
  });

  test.each([
    { id: 'superliga', name: 'Superliga', schedule: 'friday' },
    { id: 'x', name: 'Высшая лига', schedule: 'friday' },
    { id: 'liga-2-3', name: 'Liga 2.3', schedule: 'tuesday-evening' },
    { id: 'l43', name: 'Лига 4.3', schedule: 'tuesday-afternoon' },
    { id: 'open', name: 'Open', schedule: null },
  ])('league "$name" ($id) plays on $schedule', ({ id, name, schedule }) => {
    expect(knownLeague(SPB, id, name)).toBe(schedule);
  });
});

describe('overrides', () => {
  test('a field replaces, objects merge', () => {
    const r = resolveLeagueRules('spb-leagues-2017', { chain: ['SB', 'KS'], exclusion: { minGamesPlayed: 4 } });
    expect(r.ok && r.rules.chain).toEqual(['SB', 'KS']);
    expect(r.ok && r.rules.exclusion).toMatchObject({ minGamesPlayed: 4, unplayedPostponed: 3 });
  });

  test.each([
    { preset: 'nope', overrides: undefined, error: 'unknown preset "nope"' },
    { preset: 'spb-leagues-2017', overrides: { chain: ['XX'] }, error: 'rule "chain.0"' },
    { preset: 'spb-leagues-2017', overrides: { warningHours: -1 }, error: 'rule "warningHours"' },
    { preset: 'spb-leagues-2017', overrides: { leagues: [{ id: 'a', name: 'A', schedule: 'sunday' }] }, error: 'names game days "sunday"' },
    { preset: 'spb-leagues-2017', overrides: [1], error: '"rules" must be an object' },
  ])('$error', ({ preset, overrides, error }) => {
    const r = rulesInEnglish(resolveLeagueRules(preset, overrides));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.join('\n')).toContain(error);
  });

  test('an unknown field is a warning', () => {
    const r = rulesInEnglish(resolveLeagueRules('spb-leagues-2017', { colour: 'red' }));
    expect(r.ok && r.warnings).toEqual(['unknown rule "colour" ignored']);
  });
});

import { describe, expect, test } from 'vitest';
import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import { associationYear, type YearItem } from '@/lib/home/association-year';
import { describeLeaders, describeNextDay, describeState } from '@/lib/i18n/home-words';

const summary = (s: Partial<CompetitionSummary>): CompetitionSummary => ({ year: 2026, firstDay: null, lastDay: null, nextDay: null, hasResults: true, finished: true, state: { code: 'finished' }, leaders: [], ...s });
const item = (key: string, kind: YearItem['kind'], s: Partial<CompetitionSummary>): YearItem => ({ key, kind, name: key, path: `/${key}`, summary: summary(s) });

describe('the association’s year on the home page', () => {
  const items = [
    item('gp-2026', 'grand-prix', { finished: false, nextDay: '2026-12-05', state: { code: 'tournaments', played: 9, final: false } }),
    item('liga-2026', 'round-robin-league', { finished: false, nextDay: '2026-12-01', state: { code: 'round', round: 5, rounds: 9 } }),
    item('open-2026', 'swiss-open', { finished: true }),
    item('druzynowa-2026', 'team-league', { finished: true }),
    item('open-2025', 'swiss-open', { year: 2025 }),
    item('gp-2025', 'grand-prix', { year: 2025 }),
    item('ligi-2023', 'round-robin-league', { year: 2023 }),
    item('draft', 'swiss-open', { hasResults: false, finished: false, nextDay: '2026-12-10' }),
  ];

  test('on now and next, soonest first; the current season by kind; earlier years latest first; drafts nowhere', () => {
    const y = associationYear(items, '2026-11-30');
    expect(y.now.map((i) => i.key)).toEqual(['liga-2026', 'gp-2026']);
    expect(y.season).toEqual({ year: 2026, groups: [{ kind: 'swiss-open', items: [items[2]] }, { kind: 'team-league', items: [items[3]] }] });
    expect(y.archive.map((a) => [a.year, a.items.map((i) => i.key)])).toEqual([
      [2025, ['gp-2025', 'open-2025']],
      [2023, ['ligi-2023']],
    ]);
    expect(JSON.stringify(y)).not.toContain('draft');
  });

  test.each([
    { label: 'a season not finished this year is on now even without a date', today: '2026-03-01', s: { finished: false, state: { code: 'tournaments', played: 2, final: false } } as Partial<CompetitionSummary>, now: true },
    { label: 'an unfinished competition of an earlier year with nothing to come is filed under its year', today: '2026-03-01', s: { year: 2024, finished: false }, now: false },
    { label: 'a finished one is never on now', today: '2026-03-01', s: { finished: true, nextDay: null }, now: false },
  ])('$label', ({ today, s, now }) => {
    const y = associationYear([item('x', 'grand-prix', s)], today);
    expect(y.now.length === 1).toBe(now);
  });

  test('issue 40, B6: a season with confirmed dates and no results yet is coming, on now and next; without a date it stays unlisted', () => {
    const coming = item('gp-2027', 'grand-prix', { year: 2027, hasResults: false, finished: false, nextDay: '2027-02-13', state: { code: 'coming' } });
    const undated = item('gp-2028', 'grand-prix', { year: 2028, hasResults: false, finished: false, nextDay: null, state: { code: 'coming' } });
    const y = associationYear([...items, coming, undated], '2026-11-30');
    expect(y.now.map((i) => i.key)).toEqual(['liga-2026', 'gp-2026', 'gp-2027']);
    expect(JSON.stringify(y)).not.toContain('gp-2028');
    expect(describeState('pl', coming.summary.state)).toBe('przed pierwszym turniejem');
    expect(describeState('en', coming.summary.state)).toBe('before the first tournament');
    expect(describeNextDay('pl', coming.summary)).toBe('najbliższy termin: 13.02.2027');
  });

  test('the current season is the latest year with a published competition when this year has none', () => {
    const y = associationYear([item('gp-2018', 'grand-prix', { year: 2018 }), item('ligi-2017', 'round-robin-league', { year: 2017 })], '2026-11-30');
    expect(y.season?.year).toBe(2018);
    expect(y.archive.map((a) => a.year)).toEqual([2017]);
  });
});

describe('one line per competition, Polish and English, plural forms by Intl.PluralRules', () => {
  test.each([
    { state: { code: 'round', round: 5, rounds: 9 } as const, pl: 'runda 5 z 9', en: 'round 5 of 9' },
    { state: { code: 'round', round: 5, rounds: 9, pending: 0 } as const, pl: 'runda 5 z 9', en: 'round 5 of 9' },
    { state: { code: 'round', round: 5, rounds: 9, pending: 1 } as const, pl: 'runda 5 z 9 (1 partia zaległa)', en: 'round 5 of 9 (1 game outstanding)' },
    { state: { code: 'round', round: 6, rounds: 9, pending: 2 } as const, pl: 'runda 6 z 9 (2 partie zaległe)', en: 'round 6 of 9 (2 games outstanding)' },
    { state: { code: 'round', round: 6, rounds: 9, pending: 5 } as const, pl: 'runda 6 z 9 (5 partii zaległych)', en: 'round 6 of 9 (5 games outstanding)' },
    { state: { code: 'tournaments', played: 1, final: false } as const, pl: 'po 1 turnieju', en: 'after 1 tournament' },
    { state: { code: 'tournaments', played: 16, final: true } as const, pl: 'po 16 turniejach i finale', en: 'after 16 tournaments and the Final' },
    { state: { code: 'qualifier-over' } as const, pl: 'eliminacje zakończone — baraż', en: 'qualifier over — play-off' },
    { state: { code: 'finished' } as const, pl: 'zakończone', en: 'finished' },
  ])('$pl', ({ state, pl, en }) => {
    expect(describeState('pl', state)).toBe(pl);
    expect(describeState('en', state)).toBe(en);
  });

  test('leaders with their points; winners once finished; a season of leagues names each league', () => {
    const gp = summary({ finished: false, leaders: [{ name: 'Zalewski Adam', points: { units: 110, unit: 1 }, group: null }] });
    expect(describeLeaders('pl', gp)).toBe('Prowadzi: Zalewski Adam — 110 pkt');
    expect(describeLeaders('en', gp)).toBe('Leader: Zalewski Adam — 110 points');
    const one = summary({ finished: false, leaders: [{ name: 'Nowak Jan', points: { units: 2, unit: 2 }, group: null }] });
    expect(describeLeaders('en', one)).toBe('Leader: Nowak Jan — 1 point');
    const tied = summary({ finished: false, leaders: [{ name: 'A', points: { units: 13, unit: 2 }, group: null }, { name: 'B', points: { units: 13, unit: 2 }, group: null }] });
    expect(describeLeaders('pl', tied)).toBe('Prowadzą: A, B — 6,5 pkt');
    const leagues = summary({ finished: true, leaders: [{ name: 'A', points: { units: 15, unit: 2 }, group: 'I liga' }, { name: 'B', points: { units: 12, unit: 2 }, group: 'II liga' }] });
    expect(describeLeaders('pl', leagues)).toBe('Zwycięzcy: I liga: A — 7,5 pkt · II liga: B — 6 pkt');
    expect(describeLeaders('pl', summary({ leaders: [{ name: 'Król Michał', points: null, group: null }] }))).toBe('Zwycięzca: Król Michał');
    expect(describeLeaders('pl', summary({}))).toBeNull();
    expect(describeNextDay('pl', summary({ nextDay: '2026-12-05' }))).toBe('najbliższy termin: 05.12.2026');
  });
});

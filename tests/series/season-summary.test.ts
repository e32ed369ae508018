import { expect, test } from 'vitest';
import { seasonSummary } from '@/lib/series/season-summary';
import type { Standings } from '@/lib/series/standings';

// only the fields a summary reads; the rest of a season's standings plays no part in it
const standings = (final: boolean) =>
  ({
    year: 2026,
    unit: 2,
    tournamentsCounted: 2,
    tournaments: [
      { id: 'gp01', name: 'I', date: '2026-02-07', final: false, rows: [] },
      { id: 'gp02', name: 'II', date: '2026-03-14', final: false, rows: [] },
      ...(final ? [{ id: 'final', name: 'F', date: '2026-12-12', final: true, rows: [] }] : []),
    ],
    individual: [
      { rank: 1, name: 'Zalewski Adam', total: 220 },
      { rank: 2, name: 'Nowak Jan', total: 200 },
    ],
  }) as unknown as Standings;

test('a Grand Prix under way: the tournaments so far, the leader with the total, the next confirmed date of the calendar', () => {
  const calendar = [
    { date: '2026-03-14', status: 'played' as const },
    { date: '2026-04-11', status: 'awaiting-agreement' as const },
    { date: '2026-05-09', status: 'confirmed' as const },
    { date: '2026-02-28', status: 'confirmed' as const },
  ];
  expect(seasonSummary(standings(false), calendar, '2026-04-01')).toEqual({
    year: 2026,
    firstDay: '2026-02-07',
    lastDay: '2026-05-09',
    nextDay: '2026-05-09',
    hasResults: true,
    finished: false,
    state: { code: 'tournaments', played: 2, final: false },
    leaders: [{ name: 'Zalewski Adam', points: { units: 220, unit: 2 }, group: null }],
  });
});

test('with the Final in, the season is finished and has no next day', () => {
  expect(seasonSummary(standings(true), [{ date: '2027-01-10', status: 'confirmed' }], '2026-12-20')).toMatchObject({ finished: true, nextDay: null, state: { code: 'tournaments', played: 2, final: true } });
});

test('issue 40, B6: a season with confirmed dates and no result yet is coming, with its next date and nobody leading', () => {
  const empty = { year: 2027, unit: 2, tournamentsCounted: 0, tournaments: [], individual: [] } as unknown as Standings;
  const calendar = [
    { date: '2027-02-13', status: 'confirmed' as const },
    { date: '2027-03-13', status: 'confirmed' as const },
  ];
  expect(seasonSummary(empty, calendar, '2026-12-01')).toMatchObject({ year: 2027, hasResults: false, finished: false, nextDay: '2027-02-13', state: { code: 'coming' }, leaders: [] });
});

import { expect, test } from 'vitest';
import { teamLineup } from '@/lib/series/team-lineups';
import { prizeHolders } from '@/lib/series/prizes';
import { dates, standings, tournament } from './builders';

test('issue 11: a club\'s score in a tournament names the players who made it, best first; a not-counted row is never one of them', () => {
  const [d] = dates(1);
  const club = 'KS Wieża';
  const s = standings([
    tournament('gp1', d!, [
      { name: 'A Jan', crId: '1', points: 7, club },
      { name: 'Obcy Piotr', crId: '9', points: 6.5, club, region: 'pomorskie' },
      { name: 'B Jan', crId: '2', points: 6, club },
      { name: 'C Jan', crId: '3', points: 5, club },
      { name: 'Inny Klub', crId: '4', points: 4.5, club: 'MKS Inny' },
    ]),
  ], { rules: { teamSize: 2 } });
  const team = s.teams.find((t) => t.club === club)!;
  const lineup = teamLineup(s, team.tournaments[0]!);
  expect(lineup.map((p) => [p.name, p.points / s.unit])).toEqual([['A Jan', 7], ['B Jan', 6]]);
  expect(team.tournaments[0]!.score).toBe(lineup.reduce((a, p) => a + p.points, 0));
});

test('issue 11: the prize holders now are the awards of the prizes page, by player', () => {
  const ds = dates(2);
  const s = standings(ds.map((d) => tournament(d, d, [{ name: 'A', crId: '1', points: 7 }, { name: 'B', crId: '2', points: 6, sex: 'F' }, { name: 'C', crId: '3', points: 5 }])), {
    rules: { placePrizes: [100] },
  });
  const holders = prizeHolders(s.prizes);
  expect(holders.get('cr:1')?.map((a) => a.prize)).toEqual(['place']);
  expect([...holders.values()].flat()).toHaveLength(s.prizes.length);
  expect(holders.has('cr:2')).toBe(s.prizes.some((p) => p.key === 'cr:2'));
});

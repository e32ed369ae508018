import { expect, test } from 'vitest';
import { dates, standings, tournament } from './builders';

const [d1, d2] = dates(2);
const club = (c: string) => ({ club: c });

test('team score = the club’s best 5 eligible scores; a club with fewer players sums those present; absent = 0', () => {
  const s = standings([
    tournament('gp1', d1!, [
      ...[9, 8, 7, 6, 5, 4].map((p, i) => ({ name: `J${i}`, crId: `j${i}`, points: p, ...club('UKS Jedynka Olsztyn') })),
      { name: 'P1', crId: 'p1', points: 8.5, ...club('LKS Pionek Ełk') },
      { name: 'P2', crId: 'p2', points: 3, ...club('LKS Pionek Ełk') },
      { name: 'X', crId: 'x', points: 9, club: 'KS Polonia Warszawa', region: 'mazowieckie' },
    ]),
    tournament('gp2', d2!, [{ name: 'J0', crId: 'j0', points: 2, ...club('UKS Jedynka Olsztyn') }]),
  ]);
  expect(s.teams.map((t) => [t.club, t.rankLabel, t.tournaments.map((x) => x.score), t.total])).toEqual([
    ['UKS Jedynka Olsztyn', '1', [70, 4], 74],
    ['LKS Pionek Ełk', '2', [23, 0], 23],
  ]);
  expect(s.teams[0]!.tournaments[0]!.players).toEqual(['cr:j0', 'cr:j1', 'cr:j2', 'cr:j3', 'cr:j4']);
  expect(s.teams.map((t) => t.cup)).toEqual([1, 2]);
});

test('team ties: the better Final team place, then shared', () => {
  const s = standings([
    tournament('gp1', d1!, [
      { name: 'A', crId: 'a', points: 5, club: 'Klub A' },
      { name: 'B', crId: 'b', points: 7, club: 'Klub B' },
      { name: 'C', crId: 'c', points: 9, club: 'Klub C' },
      { name: 'D', crId: 'd', points: 9, club: 'Klub D' },
    ]),
    tournament('final', '2018-12-16', [{ name: 'A', crId: 'a', points: 2, club: 'Klub A' }, { name: 'B', crId: 'b', points: 1, club: 'Klub B' }], { final: true }),
  ]);
  // A: 10 + 2×4 = 18; B: 14 + 2×2 = 18; C = D = 18 without a Final
  expect(s.teams.map((t) => [t.club, t.total, t.finalPlace, t.rankLabel])).toEqual([
    ['Klub A', 18, 1, '1'],
    ['Klub B', 18, 2, '2'],
    ['Klub C', 18, null, '3–4'],
    ['Klub D', 18, null, '3–4'],
  ]);
});

test('club names written differently in two files are one club', () => {
  const s = standings([
    tournament('gp1', d1!, [{ name: 'A', crId: 'a', points: 5, club: 'UKS Wieża Kętrzyn' }]),
    tournament('gp2', d2!, [{ name: 'A', crId: 'a', points: 5, club: 'UKS WIEŻA KĘTRZYN' }]),
  ]);
  expect(s.teams).toHaveLength(1);
});

import { describe, expect, test } from 'vitest';
import { describeViolation } from '@/lib/competitions/team-league/lineup-words';
import { loadFixture } from './helpers';

/**
 * tests/fixtures/competitions/team-league/mini-league: five teams of four boards (two of one club),
 * three Swiss rounds (a rule override), one bye a round, a forfeited match, a vacancy, and a few
 * line-up faults planted on purpose. Every expected value below was worked out by hand from the
 * regulation's words (seed 001) and competitions.md §5, not taken from the program.
 */
const r = loadFixture('mini-league');
const row = (team: string) => r.swiss.rows.find((x) => x.name === team)!;

describe('the Swiss table', () => {
  test('order by game points: Hetman 8½, Polonia I 7, Polonia II 6, Legion 5, Wieża 3½', () => {
    expect(r.swiss.complete).toBe(true);
    expect(r.swiss.rows.map((x) => [x.rank, x.name, x.gamePoints / 2, x.matchPoints])).toEqual([
      [1, 'Hetman', 8.5, 4], // 1½ (lost) + 3 (won) + 4 (forfeit win, 2 MP)
      [2, 'Polonia I', 7, 5], // 2½ (won) + bye 2 (1 MP) + 2½ (won)
      [3, 'Polonia II', 6, 3], // bye 2 (1 MP) + 2½ (won) + 1½ (lost)
      [4, 'Legion', 5, 2], // 2 (drawn, 1 MP) + 1 (lost) + bye 2 (1 MP)
      [5, 'Wieża', 3.5, -1], // 2 (drawn) + 1½ (lost) + forfeit 0 (−2 MP)
    ]);
  });

  // Opponents' unplayed rounds count as 2 (a drawn match): P1 7, P2 6, H 6½, L 5, W 5½.
  // Own unplayed round: S_before + (4 − S_round) + 2·(3 − R).
  test.each([
    // P1: Hetman 6½ + bye round 2 (2½ + 2 + 2 = 6½) + Polonia II 6 = 19; cut 6 → 13
    { team: 'Polonia I', bh: 19, bhC1: 13, ps: 14, boards: [2, 2, 0.5, 2.5] },
    // P2: bye round 1 (0 + 2 + 4 = 6) + Wieża 5½ + Polonia I 7 = 18½; cut 5½ → 13
    { team: 'Polonia II', bh: 18.5, bhC1: 13, ps: 12.5, boards: [2, 1.5, 1.5, 1] },
    // H: Polonia I 7 + Legion 5 + forfeit win round 3 (4½ + 0 + 0 = 4½) = 16½; cut 4½ → 12
    { team: 'Hetman', bh: 16.5, bhC1: 12, ps: 14.5, boards: [2, 2.5, 2.5, 1.5] },
    // L: Wieża 5½ + Hetman 6½ + bye round 3 (3 + 2 + 0 = 5) = 17; cut 5 → 12
    { team: 'Legion', bh: 17, bhC1: 12, ps: 10, boards: [1.5, 0.5, 1.5, 1.5] },
    // W: Legion 5 + Polonia II 6 + forfeit loss round 3 (3½ + 4 + 0 = 7½) = 18½; cut 5 → 13½
    { team: 'Wieża', bh: 18.5, bhC1: 13.5, ps: 9, boards: [0, 1, 1.5, 1] },
  ])('$team: BH $bh, BH/C1 $bhC1, PS $ps, boards $boards', ({ team, bh, bhC1, ps, boards }) => {
    const x = row(team);
    expect(x.buchholz / 2).toBe(bh);
    expect(x.buchholzCut1 / 2).toBe(bhC1);
    expect(x.progressive / 2).toBe(ps);
    expect(x.boardPoints.map((b) => b / 2)).toEqual(boards);
    expect(x.lot).toBe('none');
    expect(x.directEncounter).toBeNull();
  });

  test('one forfeit is not yet a removal', () => {
    expect(row('Wieża').removedInRound).toBeNull();
  });
});

describe('the knock-out after the Swiss phase', () => {
  test('five teams: a bracket of 8 with byes for 1, 2 and 3; only 4–5 plays in the first round', () => {
    const group = r.knockout.groups[0]!;
    expect(group.places).toEqual([1, 5]);
    const first = group.rounds[0]!.map((m) => [m.first && r.teams[m.first.team]!.name, m.second && r.teams[m.second.team]!.name, m.status]);
    expect(first).toEqual([
      ['Hetman', null, 'bye'],
      ['Legion', 'Wieża', 'not-played'],
      ['Polonia II', null, 'bye'],
      ['Polonia I', null, 'bye'],
    ]);
    // C and D winners are known: Polonia I (2) – Polonia II (3) for places 1–4
    const semi = group.rounds[1]!.find((m) => m.second !== null)!;
    expect([r.teams[semi.first!.team]!.name, r.teams[semi.second!.team]!.name, semi.places]).toEqual(['Polonia I', 'Polonia II', [1, 4]]);
    expect(r.ranking).toEqual([]);
  });
});

describe('line-up violations', () => {
  test('each planted fault is found, explained, and nothing else', () => {
    expect(r.violations.map((v) => [v.rule, v.round, r.teams[v.team]!.name, v.board, v.player, v.file, v.line])).toEqual([
      ['LATE_ADDITION', null, 'Hetman', null, 'Piotr Późny', 'teams.csv', 17], // added 2008-01-05; round 6 is 2008-01-06 → last day 2008-01-04
      ['ADDED_NOT_LAST', null, 'Legion', null, 'Leszek Stary', 'teams.csv', 27], // stands after Krzysztof Nowy, added later
      ['HIGHER_TEAM_REGULAR', 2, 'Polonia II', 1, 'Bogdan Kowal', 'boards.csv', 15], // Polonia I's board 2 in Polonia II
      ['BOARD_ORDER', 2, 'Legion', 2, 'Paweł Gil', 'boards.csv', 12], // board 1 of the roster below board 2
      ['VACANCY', 2, 'Wieża', 2, null, 'boards.csv', 16], // only boards 3 and 4 may be vacant
    ]);
    for (const v of r.violations) {
      expect(describeViolation('pl', v).length).toBeGreaterThan(10);
      expect(describeViolation('en', v).length).toBeGreaterThan(10);
    }
    // legal on purpose: Olaf Kruk (born 1990, 1550) on the women's board, Tomasz Młody (1991, 1500)
    // registered on it, Urszula Lewandowska and Janina Pawlak (reserve women) on it
    expect(r.violations.some((v) => v.rule === 'WOMEN_BOARD' || v.rule === 'ROSTER_WOMEN_BOARD')).toBe(false);
  });
});

describe('board rankings', () => {
  const board = (n: number) => r.boards.filter((b) => b.board === n).map((b) => [b.rank, b.name, r.teams[b.team]!.name, b.points / 2, b.games]);
  test('board 1: Nowak 1½/2, Zając 1/2, Bury 0/2', () => {
    expect(board(1)).toEqual([
      [1, 'Adam Nowak', 'Polonia I', 1.5, 2],
      [2, 'Karol Zając', 'Hetman', 1, 2],
      [3, 'Wacław Bury', 'Wieża', 0, 2],
    ]);
  });
  test('board 2: players split over boards 1 and 2 go to board 2; equal points and percentage → team place; then percentage', () => {
    // Kowal (b2 for Polonia I, b1 for Polonia II), Mak (b2 forfeit win, b1), Gil and Czaja (one game on each)
    // all sit on board 2; Wilk, Kowal, Mak: 1½ of 2 → Swiss places 1 (Hetman), 2 (Polonia I), 3 (Polonia II);
    // Kret 1 of 1 (100 %) above Gil 1 of 2 (50 %)
    expect(board(2)).toEqual([
      [1, 'Leon Wilk', 'Hetman', 1.5, 2],
      [2, 'Bogdan Kowal', 'Polonia I', 1.5, 2],
      [3, 'Edward Mak', 'Polonia II', 1.5, 2],
      [4, 'Zenon Kret', 'Wieża', 1, 1],
      [5, 'Paweł Gil', 'Legion', 1, 2],
      [6, 'Roman Czaja', 'Legion', 0, 2],
    ]);
  });
  test('a vacancy and a forfeited match give nobody a game; a board won against a vacancy is a game', () => {
    expect(r.boards.find((b) => b.name === 'Zenon Kret')!.games).toBe(1);
    expect(r.boards.find((b) => b.name === 'Edward Mak')!.gamesByBoard).toEqual([1, 1, 0, 0]);
  });
});

describe('fees per club', () => {
  test.each([
    // 200 + 100 (second team) + 6 rated × 15 + 2 unrated × 5; reserves 2 ≤ 10
    { club: 'Polonia Warszawa', total: 400, deposit: 100 },
    // 200 + late 50 + 3 × 15 + 1 × 5
    { club: 'Hetman Radom', total: 300, deposit: 50 },
    // 200 + 4 × 5 (no FIDE id) + 1 reserve beyond 5 × 15
    { club: 'Legion Płock', total: 235, deposit: 50 },
    // 200 + 2 × 15 + 2 × 5 + one forfeited match 100
    { club: 'Wieża Siedlce', total: 340, deposit: 50 },
  ])('$club pays $total zł (deposit $deposit zł)', ({ club, total, deposit }) => {
    const f = r.fees.find((x) => x.club === club)!;
    expect(f.total / 100).toBe(total);
    expect(f.deposit / 100).toBe(deposit);
    expect(f.lines.reduce((s, l) => s + l.amount, 0)).toBe(f.total);
  });
});

import { describe, expect, test } from 'vitest';
import type { EventGame } from '@/lib/competitions/swiss-open/event-game';
import { knockoutMatch } from '@/lib/competitions/swiss-open/knockout-match';
import { roundRobinStage } from '@/lib/competitions/swiss-open/round-robin-stage';
import { knownSlot, type Slot } from '@/lib/competitions/swiss-open/slot';

// Group I of the final stage: seats 1, 8, 9, 16 (§2.7.1). Start numbers in swiss.trf: seat s is
// player 40 + s, so the seat (= qualifier place) is visible in every number below.
const P = (seat: number) => 40 + seat;
const seatOf = new Map([1, 8, 9, 16].map((s) => [P(s), s]));
let line = 1;
const g = (stage: string, round: number | 'A', white: number, black: number, result: EventGame['result']): EventGame => ({ line: ++line, stage, round, white, black, result });
const group = (games: EventGame[], withdrawn: number[] = []) =>
  roundRobinStage({ id: 'group-1', members: [1, 8, 9, 16].map((s) => knownSlot(P(s))), seatOf, games, chain: ['SB', 'WIN'], edition: 'fide-2023', withdrawn: new Set(withdrawn), gamesFile: 'games.csv' });

describe('a group: points, SB, wins, qualifier place (§2.7.1)', () => {
  test('a tie on points decided by Sonneborn-Berger', () => {
    // a=1 b=8 c=9 d=16. R1 a–d 1-0, b–c 1-0; R2 c–a 1-0, b–d ½; R3 a–b ½, c–d 1-0.
    // Points: a 1½, b 2, c 2, d ½. SB b = 1·2 (c) + ½·½ (d) + ½·1½ (a) = 3; SB c = 1½ (a) + ½ (d) = 2.
    const { stage, problems } = group([
      g('group-1', 1, P(1), P(16), '1-0'),
      g('group-1', 1, P(8), P(9), '1-0'),
      g('group-1', 2, P(9), P(1), '1-0'),
      g('group-1', 2, P(8), P(16), '1/2-1/2'),
      g('group-1', 3, P(1), P(8), '1/2-1/2'),
      g('group-1', 3, P(9), P(16), '1-0'),
    ]);
    expect(problems).toEqual([]);
    expect(stage.complete).toBe(true);
    // (half-points; SB in quarter-points) a: beat d ½·1 + drew b ½·2 = 1½; d: drew b ½·2 = 1
    expect(stage.standings.map((r) => [r.seat, r.points, r.values.SB])).toEqual([
      [8, 4, 12],
      [9, 4, 8],
      [1, 3, 6],
      [16, 1, 4],
    ]);
    expect(stage.positions.map((p) => p.startNo)).toEqual([P(8), P(9), P(1), P(16)]);
  });

  test('level on points and SB: wins, then the qualifier place', () => {
    // p=1 draws all three; q=8 beats r=9, loses to s=16; r beats s. Everybody has 1½ points and
    // SB 2¼ (each: ½·1½·… worked out: p ½(1½+1½+1½); q ½·1½ + 1·1½; r ½·1½ + 1·1½; s ½·1½ + 1·1½).
    // WIN: p 0, q r s 1 → p last; q, r, s by qualifier place: 8, 9, 16.
    const { stage } = group([
      g('group-1', 1, P(1), P(16), '1/2-1/2'),
      g('group-1', 1, P(8), P(9), '1-0'),
      g('group-1', 2, P(9), P(1), '1/2-1/2'),
      g('group-1', 2, P(16), P(8), '1-0'),
      g('group-1', 3, P(1), P(8), '1/2-1/2'),
      g('group-1', 3, P(9), P(16), '1-0'),
    ]);
    expect(stage.standings.map((r) => [r.seat, r.points, r.values.SB, r.values.WIN])).toEqual([
      [8, 3, 9, 1],
      [9, 3, 9, 1],
      [16, 3, 9, 1],
      [1, 3, 9, 0],
    ]);
  });

  test('positions decided before the last round: only what every ending of the open games agrees on', () => {
    // after two rounds a (seat 1) has 2, b (8) 1, c (9) 1, d (16) 0; open: a–d, b–c.
    // a is first whatever happens (at worst 2 points level with b or c, and ahead on SB 3 to 2);
    // d can never be 2nd (at most 1 point, while b–c gives one of them ≥ 1½ or both 1½);
    // 3rd and 4th depend on the last round (e.g. d beating a overtakes the loser of b–c on SB).
    const { stage } = group([
      g('group-1', 1, P(1), P(8), '1-0'),
      g('group-1', 1, P(9), P(16), '1-0'),
      g('group-1', 2, P(1), P(9), '1-0'),
      g('group-1', 2, P(8), P(16), '1-0'),
    ]);
    expect(stage.complete).toBe(false);
    expect(stage.remaining).toEqual([[P(1), P(16)], [P(8), P(9)]]);
    expect(stage.positions).toEqual([
      { startNo: P(1), candidates: [P(1)] },
      { startNo: null, candidates: [P(8), P(9)] },
      { startNo: null, candidates: [P(8), P(9), P(16)] },
      { startNo: null, candidates: [P(8), P(9), P(16)] },
    ]);
  });

  test('a player withdrawn after the cut loses every game not yet played', () => {
    const { stage } = group([g('group-1', 1, P(1), P(16), '0-1'), g('group-1', 1, P(8), P(9), '1-0')], [P(16)]);
    expect(stage.games.filter((x) => x.line === 0).map((x) => [x.white, x.black, x.result])).toEqual([
      [P(8), P(16), '+/-'],
      [P(9), P(16), '+/-'],
    ]);
    expect(stage.remaining).toEqual([[P(1), P(8)], [P(1), P(9)]]);
  });

  test.each([
    { label: 'a player from another group', game: g('group-1', 1, P(1), 99, '1-0'), code: 'GAMES_NOT_IN_STAGE' },
    { label: 'a fourth round', game: g('group-1', 4, P(1), P(8), '1-0'), code: 'GAMES_BAD_ROUND' },
    { label: 'the same pair twice', game: g('group-1', 3, P(8), P(1), '1-0'), code: 'GAMES_DUPLICATE' },
    { label: 'a player twice in a round', game: g('group-1', 1, P(1), P(9), '1-0'), code: 'GAMES_TWICE_IN_ROUND' },
  ])('refused with its line: $label', ({ game, code }) => {
    const { problems } = group([g('group-1', 1, P(1), P(8), '1-0'), game]);
    expect(problems).toEqual([expect.objectContaining({ code, file: 'games.csv', line: game.line })]);
  });
});

const A = 7;
const B = 12;
const match = (games: EventGame[], players: [Slot, Slot] = [knownSlot(A), knownSlot(B)], withdrawn: number[] = []) =>
  knockoutMatch({ id: 'semi-1', players, games, gameCount: 2, drawGoesTo: 'black', withdrawn: new Set(withdrawn), gamesFile: 'games.csv' });

describe('a two-game match with armageddon (§2.7.3)', () => {
  test('1½–½ after two games: decided by the games', () => {
    const { match: m } = match([g('semi-1', 1, A, B, '1-0'), g('semi-1', 2, B, A, '1/2-1/2')]);
    expect(m).toMatchObject({ score: [3, 1], winner: A, loser: B, decidedBy: 'games', status: 'decided' });
  });
  test('1–1, then an armageddon drawn: black goes through', () => {
    const { match: m, problems } = match([g('semi-1', 1, A, B, '1-0'), g('semi-1', 2, B, A, '1-0'), g('semi-1', 'A', A, B, '1/2-1/2')]);
    expect(problems).toEqual([]);
    expect(m).toMatchObject({ score: [2, 2], winner: B, loser: A, decidedBy: 'armageddon', status: 'decided' });
  });
  test('1–1 and no armageddon yet: open, never guessed', () => {
    const { match: m } = match([g('semi-1', 1, A, B, '1/2-1/2'), g('semi-1', 2, B, A, '1/2-1/2')]);
    expect(m).toMatchObject({ winner: null, status: 'armageddon' });
  });
  test('one game played: under way', () => {
    const { match: m } = match([g('semi-1', 1, A, B, '1-0')]);
    expect(m).toMatchObject({ score: [2, 0], winner: null, status: 'under-way' });
  });
  test('a player not known yet: waiting, and a game for it is refused', () => {
    const { match: m, problems } = match([g('semi-1', 1, A, B, '1-0')], [knownSlot(A), { startNo: null, candidates: [B, 13] }]);
    expect(m.status).toBe('waiting');
    expect(problems.map((p) => p.code)).toEqual(['GAMES_NOT_IN_STAGE']);
  });
  test('an armageddon at 1½–½ is refused', () => {
    const { problems } = match([g('semi-1', 1, A, B, '1-0'), g('semi-1', 2, B, A, '1/2-1/2'), g('semi-1', 'A', A, B, '1-0')]);
    expect(problems.map((p) => p.code)).toEqual(['GAMES_ARMAGEDDON_NOT_NEEDED']);
  });
  test('a third numbered game is refused', () => {
    const { problems } = match([g('semi-1', 3, A, B, '1-0')]);
    expect(problems.map((p) => p.code)).toEqual(['GAMES_TOO_MANY']);
  });
  test('a player withdrawn after the cut loses a match not yet decided', () => {
    const { match: m } = match([], undefined, [A]);
    expect(m).toMatchObject({ winner: B, decidedBy: 'withdrawal' });
  });
});

import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { competitionKind } from '@/lib/competitions/registry';
import type { GameRound } from '@/lib/games/games-model';
import { roundsUnderWay, type RoundGame } from '@/lib/games/rounds-under-way';
import { resultPoints } from '@/lib/import/trf/result-codes';
import { writeTrf } from '@/lib/import/trf/write-trf';
import { circleSchedule, fixedResult } from '@/tests/games/helpers/round-robin';

/** A 10-player round robin (45 games in 9 rounds, 5 a round) with the first `played` games of each round decided. */
const robin = (decidedPerRound: number[]): RoundGame[] =>
  circleSchedule(10).flatMap((games, r) => games.map((_, k) => ({ round: r + 1, decided: k < (decidedPerRound[r] ?? 0) })));

describe('roundsUnderWay: the round play has reached, and the games of it and earlier rounds still to play (issue 40)', () => {
  test('the walk’s league: 29 of 45 games played, one game of round 1 postponed — round 6, 1 outstanding (it read "runda 1 z 9")', () => {
    const games = robin([4, 5, 5, 5, 5, 5]);
    expect(games.filter((g) => g.decided)).toHaveLength(29);
    expect(roundsUnderWay(games)).toEqual({ round: 6, pending: 1 });
  });

  test('postponed games in several rounds are all counted beside the round reached', () => {
    expect(roundsUnderWay(robin([4, 5, 3, 5, 5]))).toEqual({ round: 5, pending: 3 });
  });

  test('a round is reached once at least half its games are in: 2 of 5 results of round 6 leave the line at round 5', () => {
    expect(roundsUnderWay(robin([5, 5, 5, 5, 5, 2]))).toEqual({ round: 5, pending: 0 });
    expect(roundsUnderWay(robin([5, 5, 5, 5, 5, 3]))).toEqual({ round: 6, pending: 2 });
  });

  test('one game played in advance of a later round does not move the line to that round', () => {
    expect(roundsUnderWay(robin([5, 5, 0, 0, 0, 0, 0, 1]))).toEqual({ round: 2, pending: 0 });
  });

  test('before any result: round 0; every result in: the last round, nothing outstanding', () => {
    expect(roundsUnderWay(robin([]))).toEqual({ round: 0, pending: 0 });
    expect(roundsUnderWay(robin([5, 5, 5, 5, 5, 5, 5, 5, 5]))).toEqual({ round: 9, pending: 0 });
    expect(roundsUnderWay([])).toEqual({ round: 0, pending: 0 });
  });
});

describe('the open’s home-page line reads its qualifier the same way', () => {
  const REVERSE: Record<string, GameRound['result']> = { '1': '0', '0': '1', '=': '=' };
  /** 20 players, the amplico preset's 8-round qualifier; rounds 1–3 paired and played except one game of round 1 (blank result). */
  const trf = () => {
    const rounds = new Map<number, GameRound[]>(Array.from({ length: 20 }, (_, i) => [i + 1, []]));
    circleSchedule(20)
      .slice(0, 3)
      .forEach((games, r) =>
        games.forEach(([w, b], k) => {
          const res = r === 0 && k === 0 ? ' ' : fixedResult(w, b);
          rounds.get(w)![r] = { opponent: b, colour: 'w', result: res };
          rounds.get(b)![r] = { opponent: w, colour: 'b', result: res === ' ' ? ' ' : REVERSE[res]! };
        }),
      );
    return writeTrf({
      records: [{ tag: '012', value: 'Test open' }, { tag: '042', value: '2024/05/11' }, { tag: 'XXR', value: '8' }],
      players: [...rounds].map(([n, rs]) => ({ startNumber: n, sex: null, title: null, name: `Gracz ${n}, Jan`, rating: 2000 - n, federation: 'POL', fideId: null, birth: null, points: rs.reduce((t, x) => t + resultPoints(x.result), 0), rank: null, rounds: rs })),
      teams: [],
      nationalRatings: [],
    });
  };

  test('a game of round 1 still without its result: "round 3 of 8 (1 outstanding)", not "round 1 under way"', () => {
    const event = readFileSync(join(process.cwd(), 'tests/fixtures/competitions/swiss-open/amplico-2024/event.json'));
    const files: Record<string, Uint8Array> = { 'event.json': new Uint8Array(event), 'swiss.trf': new TextEncoder().encode(trf()), 'games.csv': new TextEncoder().encode('stage,round,white,black,result\n') };
    const kind = competitionKind('swiss-open')!;
    const loaded = kind.load((f) => files[f] ?? null);
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => inEnglish(e).message).join('; '));
    expect(kind.summarize(loaded.result, '2024-05-11').state).toEqual({ code: 'round', round: 3, rounds: 8, pending: 1 });
  });
});

import { inEnglish } from '@/lib/problem';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseTrf, parseTrfText } from '@/lib/import/trf/parse-trf';
import type { ResultCode } from '@/lib/import/trf/result-codes';
import type { TrfPlayer, TrfRound } from '@/lib/import/trf/trf-tournament';
import { writeTrf } from '@/lib/import/trf/write-trf';

/** Fixed seeds: a failure replays exactly (fc.assert prints the counterexample and its path). */
const SEED = 42;

const GAME_PAIRS: [ResultCode, ResultCode][] = [['1', '0'], ['0', '1'], ['=', '='], ['+', '-'], ['-', '+'], ['-', '-'], ['0', '0'], ['W', 'L'], ['L', 'W'], ['D', 'D'], [' ', ' ']];
const BYES: ResultCode[] = ['H', 'F', 'U', 'Z', ' '];
/** C.04 Annex 2 points, written out independently of the reader's table. */
const HALF_POINTS: Partial<Record<ResultCode, number>> = { '1': 2, '=': 1, '+': 2, W: 2, D: 1, H: 1, F: 2, U: 2 };

const nameChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZąćęłńóśźżĄĆĘŁŃÓŚŹŻ,.-\' ');
const name = fc
  .array(nameChars, { minLength: 1, maxLength: 33 })
  .map((cs) => cs.join('').trim())
  .filter((s) => s.length > 0);

/** A consistent tournament: every game written on both records, byes and unpaired rounds for the rest. */
const tournament = fc
  .record({
    size: fc.integer({ min: 1, max: 12 }),
    rounds: fc.integer({ min: 0, max: 7 }),
  })
  .chain(({ size, rounds }) =>
    fc.record({
      players: fc.array(
        fc.record({
          sex: fc.constantFrom<TrfPlayer['sex']>('m', 'w', null),
          title: fc.constantFrom(null, 'GM', 'IM', 'WFM', 'CM'),
          name,
          rating: fc.option(fc.integer({ min: 1000, max: 2850 }), { nil: null }),
          federation: fc.constantFrom(null, 'POL', 'AUS', 'GER'),
          fideId: fc.option(fc.integer({ min: 1, max: 99_999_999 }).map(String), { nil: null }),
          birth: fc.constantFrom(null, '1996/00/00', '2008/05/17', '1970'),
          rank: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
          declarePoints: fc.boolean(),
        }),
        { minLength: size, maxLength: size },
      ),
      schedule: fc.array(
        fc.record({ order: fc.shuffledSubarray([...Array(size).keys()], { minLength: size, maxLength: size }), games: fc.array(fc.nat(GAME_PAIRS.length - 1), { minLength: 6, maxLength: 6 }), bye: fc.constantFrom(...BYES), white: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }) }),
        { minLength: rounds, maxLength: rounds },
      ),
      records: fc.subarray(['012 Generated open', '042 2025/03/01', 'XXR 3', '142 2', '### comment', '092 Swiss'], { minLength: 0 }),
    }),
  )
  .map(({ players, schedule, records }) => {
    const rounds: TrfRound[][] = players.map(() => []);
    for (const round of schedule) {
      const order = round.order;
      for (let k = 0; k + 1 < order.length; k += 2) {
        const [a, b] = [order[k]!, order[k + 1]!];
        const [ra, rb] = GAME_PAIRS[round.games[(k / 2) % 6]!]!;
        const aWhite = round.white[(k / 2) % 6]!;
        rounds[a]!.push({ opponent: b + 1, colour: aWhite ? 'w' : 'b', result: ra });
        rounds[b]!.push({ opponent: a + 1, colour: aWhite ? 'b' : 'w', result: rb });
      }
      if (order.length % 2 === 1) rounds[order[order.length - 1]!]!.push({ opponent: null, colour: null, result: round.bye });
    }
    const trfPlayers: TrfPlayer[] = players.map((p, i) => ({
      startNumber: i + 1,
      sex: p.sex,
      title: p.title,
      name: p.name,
      rating: p.rating,
      federation: p.federation,
      fideId: p.fideId,
      birth: p.birth,
      points: p.declarePoints ? rounds[i]!.reduce((sum, r) => sum + (HALF_POINTS[r.result] ?? 0), 0) : null,
      rank: p.rank,
      rounds: rounds[i]!,
    }));
    return { records: records.map((line) => ({ tag: line.slice(0, 3), value: line.slice(4) })), players: trfPlayers, teams: [], nationalRatings: [] };
  });

describe('TRF reader properties (fast-check, seed 42)', () => {
  test('random bytes never throw: the answer is a tournament or line-numbered errors', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const r = parseTrf(bytes);
        if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
        for (const p of r.ok ? r.warnings : r.errors) expect(Number.isInteger(p.line)).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('random text made of TRF-looking pieces never throws', () => {
    const piece = fc.oneof(
      fc.constantFrom('001 ', '013 ', 'XXR ', '142 ', '### ', 'POL ', '062 ', '   ', '0000 - ', ' w ', ' b ', '1', '0', '=', '+', '-', 'H', 'U', 'Z', '\r\n', '\n', '\r'),
      fc.string({ maxLength: 12 }),
      fc.integer({ min: 0, max: 99999 }).map(String),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), (pieces) => {
        const r = parseTrfText(pieces.join(''));
        expect(typeof r.ok).toBe('boolean');
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  test('a consistent tournament is written and read back as the same tournament', () => {
    fc.assert(
      fc.property(tournament, (model) => {
        const read = parseTrfText(writeTrf(model));
        if (!read.ok) throw new Error(read.errors.map((e) => `line ${e.line}: ${inEnglish(e).message}`).join('\n'));
        const roundCount = read.tournament.roundCount;
        // the reader pads every player to the number of rounds; nothing else may change
        const padded = model.players.map((p) => ({
          ...p,
          rounds: [...p.rounds, ...Array.from({ length: roundCount - p.rounds.length }, () => ({ opponent: null, colour: null, result: ' ' as const }))],
        }));
        expect(read.tournament.players).toEqual(padded);
        expect(read.tournament.records).toEqual(model.records);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  test('write(parse(x)) parses to the same model, for every x the reader accepts', () => {
    fc.assert(
      fc.property(tournament, fc.constantFrom('\n', '\r\n', '\r'), (model, eol) => {
        const text = writeTrf(model).replace(/\r\n/g, eol);
        const first = parseTrfText(text);
        if (!first.ok) return;
        const second = parseTrfText(writeTrf(first.tournament));
        expect(second.ok && second.tournament).toEqual(first.tournament);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createGamesModel } from '@/lib/games/games-model';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { roundsPlayed, tournamentProgress } from '@/lib/series/tournament-progress';
import { chessResultsRows, chessResultsTournament } from '@/tests/fixtures/spreadsheets/chess-results';
import { writeXlsx } from '@/tests/fixtures/spreadsheets/write-spreadsheet';
import { trfAfterRound, trfWithoutResult as withoutResult } from '@/tests/fixtures/in-progress';

const fixture = (...p: string[]) => new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', ...p)));
const swiss9 = fixture('tiebreaks', 'held_c07_exercises', 'held_swiss_9.trf');
const CHAIN = ['BH/M1', 'BH', 'WIN', 'PS'] as const;

const game = (opponent: number | null, result: string) => ({ opponent, colour: opponent === null ? null : ('w' as const), result: result as ' ' });

describe('the rounds played of a file with games', () => {
  test.each([
    { label: 'no round has a result', rounds: [[game(2, ' ')], [game(1, ' ')]], expected: 0 },
    { label: 'round 2 paired, not yet played', rounds: [[game(2, '1'), game(2, ' ')], [game(1, '0'), game(1, ' ')]], expected: 1 },
    { label: 'two rounds played', rounds: [[game(2, '1'), game(2, '=')], [game(1, '0'), game(1, '=')]], expected: 2 },
    { label: 'a bye alone does not make a round', rounds: [[game(2, '1'), game(null, 'H')], [game(1, '0'), game(null, 'Z')]], expected: 1 },
    { label: 'round 2 under way: one game still waits for its result', rounds: [[game(2, '1'), game(3, '1')], [game(1, '0'), game(4, ' ')], [game(4, '1'), game(1, '0')], [game(3, '0'), game(2, ' ')]], expected: 1 },
    { label: 'a forfeit is a result', rounds: [[game(2, '1'), game(2, '+')], [game(1, '0'), game(1, '-')]], expected: 2 },
  ])('$label → $expected', ({ rounds, expected }) => {
    const model = createGamesModel({ roundCount: 9, players: rounds.map((r, i) => ({ startNumber: i + 1, name: `P${i + 1}`, rounds: r })) });
    expect(roundsPlayed(model)).toBe(expected);
  });
});

describe('whether a file is of a tournament in progress (docs/in-progress.md)', () => {
  const model = (played: number) => createGamesModel({ roundCount: 9, players: [1, 2].map((s) => ({ startNumber: s, name: `P${s}`, rounds: Array.from({ length: played }, () => game(3 - s, s === 1 ? '1' : '0')) })) });
  test.each([
    { label: 'TRF: XXR 9, 5 rounds played', input: { games: { model: model(5), declaredRounds: 9 }, ruleRounds: 7 }, expected: { round: 5, of: 9 } },
    { label: 'TRF: every declared round played', input: { games: { model: model(9), declaredRounds: 9 }, ruleRounds: 9 }, expected: null },
    { label: 'TRF without XXR: the rule set’s rounds', input: { games: { model: model(5), declaredRounds: null }, ruleRounds: 9 }, expected: { round: 5, of: 9 } },
    { label: 'TRF without XXR and a rule set without rounds: finished', input: { games: { model: model(5), declaredRounds: null }, ruleRounds: null }, expected: null },
    { label: 'more rounds played than the rule set says: finished', input: { games: { model: model(9), declaredRounds: null }, ruleRounds: 7 }, expected: null },
    {
      label: 'crosstable: Number of rounds 9, caption after 5',
      input: { games: { model: model(5), declaredRounds: 9 }, sheet: { rounds: 9, roundsRow: 11, caption: 'Ranking crosstable after 5 Rounds', captionRow: 17 }, ruleRounds: 7 },
      expected: { round: 5, of: 9 },
    },
    {
      label: 'crosstable: the caption’s count is the rounds played, not the total (rule set’s 9)',
      input: { games: { model: model(5), declaredRounds: 5 }, sheet: { rounds: 5, roundsRow: 3, caption: 'Ranking crosstable after 5 Rounds', captionRow: 3 }, ruleRounds: 9 },
      expected: { round: 5, of: 9 },
    },
    {
      label: 'crosstable: a "Final Ranking" caption is finished',
      input: { games: { model: model(7), declaredRounds: 7 }, sheet: { rounds: 7, roundsRow: 3, caption: 'Final Ranking crosstable after 7 Rounds', captionRow: 3 }, ruleRounds: 9 },
      expected: null,
    },
    {
      label: 'ranking list: caption after 5, Number of rounds 9',
      input: { games: null, sheet: { rounds: 9, roundsRow: 11, caption: 'Ranking after 5 Rounds', captionRow: 17 }, ruleRounds: 9 },
      expected: { round: 5, of: 9 },
    },
    { label: 'ranking list without a caption: finished', input: { games: null, sheet: null, ruleRounds: 9 }, expected: null },
  ])('$label', ({ input, expected }) => {
    expect(tournamentProgress(input)).toEqual(expected);
  });
});

describe('real files after round 5 of 9', () => {
  test('a TRF (XXR 9) after round 5: in progress, the ranking and points after round 5', () => {
    const file = readTournamentFile(trfAfterRound(swiss9, 5), { tieBreaks: CHAIN, rounds: 9 });
    expect(file.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(tournamentProgress({ games: file.games, sheet: file.facts?.sheet, ruleRounds: 9 })).toEqual({ round: 5, of: 9 });
    const full = readTournamentFile(swiss9, { tieBreaks: CHAIN, rounds: 9 });
    expect(tournamentProgress({ games: full.games, sheet: full.facts?.sheet, ruleRounds: 9 })).toBeNull();
    // Alyx: 1, ½, ½, 1, ½ in rounds 1–5
    expect(file.rows.find((r) => r.name === 'Alyx')?.points).toBe(7);
  });

  test('a chess-results crosstable after round 5 of 9', () => {
    const players = chessResultsTournament(10, 5);
    const bytes = writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { title: 'Turniej', date: '2024/08/01', rounds: 9, played: 5, crosstable: true }) }]);
    const file = readTournamentFile(bytes, { tieBreaks: CHAIN, rounds: 9, date: '2024-08-01' });
    expect(file.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(tournamentProgress({ games: file.games, sheet: file.facts?.sheet, ruleRounds: 9 })).toEqual({ round: 5, of: 9 });
  });
});

/**
 * Issue 40: the round a tournament in progress is after is read as every kind reads its round
 * (lib/games/rounds-under-way.ts) — reached once at least half its games have a result, the games
 * of it and earlier rounds still without a result counted beside — so one game left without a
 * result no longer holds the tournament at the round before it.
 */
describe('one game without a result does not hold the round back (issue 40)', () => {
  const gros = new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', 'gros2010_javafo_sample2.trf')));

  test('the real Gros 2010 TRF (XXR 9, 4 rounds played, round 5 only requested byes): after round 4 of 9, nothing outstanding', () => {
    const file = readTournamentFile(gros, { tieBreaks: CHAIN, rounds: 9 });
    expect(file.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(tournamentProgress({ games: file.games, sheet: file.facts?.sheet, ruleRounds: 9 })).toEqual({ round: 4, of: 9 });
  });

  test('the same file with Mirzoev’s game of round 2 (start numbers 1 v 13) without its result: after round 4 of 9, 1 game outstanding (was after round 1)', () => {
    const file = readTournamentFile(withoutResult(gros, 2, 1, 13), { tieBreaks: CHAIN, rounds: 9 });
    expect(file.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // the rounds finished from the first stop at round 1: what the notice said before issue 40
    expect(roundsPlayed(file.games!.model)).toBe(1);
    expect(tournamentProgress({ games: file.games, sheet: file.facts?.sheet, ruleRounds: 9 })).toEqual({ round: 4, of: 9, pending: 1 });
  });

  test('two games of rounds 3 and 5 without results in a TRF after round 5 of 9: after round 5, 2 outstanding', () => {
    const after5 = trfAfterRound(swiss9, 5);
    const model = readTournamentFile(after5, { tieBreaks: CHAIN, rounds: 9 }).games!.model;
    const opponent = (round: number, start: number) => model.players.find((p) => p.startNumber === start)!.rounds[round - 1]!.opponent!;
    const bytes = withoutResult(withoutResult(after5, 3, 1, opponent(3, 1)), 5, 2, opponent(5, 2));
    const file = readTournamentFile(bytes, { tieBreaks: CHAIN, rounds: 9 });
    expect(tournamentProgress({ games: file.games, sheet: file.facts?.sheet, ruleRounds: 9 })).toEqual({ round: 5, of: 9, pending: 2 });
  });

  test('every round played but one game of the last: still in progress, after round 9 of 9 with 1 outstanding; the full file is finished', () => {
    const model = readTournamentFile(swiss9, { tieBreaks: CHAIN, rounds: 9 }).games!.model;
    const p1 = model.players.find((p) => p.startNumber === 1)!;
    const file = readTournamentFile(withoutResult(swiss9, 9, 1, p1.rounds[8]!.opponent!), { tieBreaks: CHAIN, rounds: 9 });
    expect(tournamentProgress({ games: file.games, sheet: file.facts?.sheet, ruleRounds: 9 })).toEqual({ round: 9, of: 9, pending: 1 });
    expect(tournamentProgress({ games: readTournamentFile(swiss9, { tieBreaks: CHAIN, rounds: 9 }).games, sheet: null, ruleRounds: 9 })).toBeNull();
  });

  test('a round with fewer than half its results in is not reached: its played games do not move the round on', () => {
    // 4 games a round; round 6: 1 of 4 results in
    const players = Array.from({ length: 8 }, (_, i) => i + 1);
    const opp = (s: number) => (s % 2 ? s + 1 : s - 1);
    const model = createGamesModel({
      roundCount: 9,
      players: players.map((s) => ({ startNumber: s, name: `P${s}`, rounds: [1, 2, 3, 4, 5, 6].map((r) => game(opp(s), r < 6 || s <= 2 ? (s % 2 ? '1' : '0') : ' ')) })),
    });
    expect(tournamentProgress({ games: { model, declaredRounds: 9 }, ruleRounds: 9 })).toEqual({ round: 5, of: 9 });
  });
});

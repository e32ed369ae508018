import { describe, expect, test } from 'vitest';
import { classifyGame, type ClassifyGameParams } from '@/lib/competitions/round-robin-league/classify-game';
import type { PostponementNote } from '@/lib/competitions/round-robin-league/postponement-note';
import { reserveSlotOn } from '@/lib/competitions/round-robin-league/reserve-days';
import type { ResultCode } from '@/lib/import/trf/result-codes';
import { SPB } from './helpers';

/** Round 3 of a Friday league, 17.11.2017 at 18:00: white 2, black 10 (the Berger table's 2–10). */
const note = (player: number, warned: string | null, extra: Partial<PostponementNote> = {}): PostponementNote => ({
  round: 3,
  player,
  warnedAt: warned === null ? null : { date: warned.slice(0, 10), time: warned.slice(11) },
  reason: null,
  reasonAccepted: true,
  madeUpOn: null,
  line: 7,
  ...extra,
});
const classify = (recorded: [ResultCode, ResultCode], notes: PostponementNote[], extra: Partial<ClassifyGameParams> = {}) =>
  classifyGame({
    pairing: { round: 3, board: 1, white: 2, black: 10 },
    recorded: { white: recorded[0], black: recorded[1] },
    notes,
    roundStart: { date: '2017-11-17', time: '18:00' },
    warningHours: 3,
    unexplainedForfeitIsAbsence: true,
    isReserveDay: (d) => reserveSlotOn(SPB, d) !== null,
    ...extra,
  });

describe('one game under the absence rules (derived by hand from the regulation)', () => {
  test.each([
    { label: 'no notes, no result: still to play', recorded: [' ', ' '], notes: [], status: 'to-play', codes: ' / ', postponedBy: [], absent: [] },
    { label: 'no notes, played', recorded: ['1', '0'], notes: [], status: 'played', codes: '1/0', postponedBy: [], absent: [] },
    { label: 'no notes, unrated game (W/L) is played', recorded: ['W', 'L'], notes: [], status: 'played', codes: 'W/L', postponedBy: [], absent: [] },
    { label: 'no notes, forfeit in the file: an absence without warning (our reading)', recorded: ['-', '+'], notes: [], status: 'forfeit', codes: '-/+', postponedBy: [], absent: [2] },
    { label: 'no notes, double forfeit: both absent', recorded: ['-', '-'], notes: [], status: 'forfeit', codes: '-/-', postponedBy: [], absent: [2, 10] },
    { label: 'warned exactly 3 h before, valid reason: postponed', recorded: [' ', ' '], notes: [note(2, '2017-11-17 15:00')], status: 'postponed', codes: ' / ', postponedBy: [2], absent: [] },
    { label: 'warned 2 h before: a loss and an absence without warning', recorded: [' ', ' '], notes: [note(2, '2017-11-17 16:00')], status: 'forfeit', codes: '-/+', postponedBy: [], absent: [2] },
    { label: 'no warning at all (black): a loss', recorded: [' ', ' '], notes: [note(10, null)], status: 'forfeit', codes: '+/-', postponedBy: [], absent: [10] },
    { label: 'warned in time, reason not accepted: a loss, not an absence without warning', recorded: [' ', ' '], notes: [note(2, '2017-11-16 12:00', { reasonAccepted: false })], status: 'forfeit', codes: '-/+', postponedBy: [], absent: [] },
    { label: 'both absent without warning: double forfeit', recorded: [' ', ' '], notes: [note(2, null), note(10, null)], status: 'forfeit', codes: '-/-', postponedBy: [], absent: [2, 10] },
    { label: 'absence already recorded as a forfeit in the file', recorded: ['-', '+'], notes: [note(2, null)], status: 'forfeit', codes: '-/+', postponedBy: [], absent: [2] },
    { label: 'postponed and made up on Sunday 19.11', recorded: ['=', '='], notes: [note(10, '2017-11-15 10:00', { madeUpOn: '2017-11-19' })], status: 'played', codes: '=/=', postponedBy: [10], absent: [] },
    { label: 'postponed with a new date, not played yet', recorded: [' ', ' '], notes: [note(10, '2017-11-15 10:00', { madeUpOn: '2017-11-26' })], status: 'postponed', codes: ' / ', postponedBy: [10], absent: [] },
    { label: 'both asked in time: postponed by both', recorded: [' ', ' '], notes: [note(2, '2017-11-15 10:00'), note(10, '2017-11-16 10:00')], status: 'postponed', codes: ' / ', postponedBy: [2, 10], absent: [] },
  ] as const)('$label', ({ recorded, notes, status, codes, postponedBy, absent }) => {
    const r = classify([...recorded], [...notes]);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.game.status).toBe(status);
    expect(`${r.game.codes.white}/${r.game.codes.black}`).toBe(codes);
    expect(r.game.postponedBy).toEqual(postponedBy);
    expect(r.game.absentWithoutWarning).toEqual(absent);
  });

  test('unexplained forfeits are not absences when the setting is off', () => {
    expect(classify(['-', '+'], [], { unexplainedForfeitIsAbsence: false }).game.absentWithoutWarning).toEqual([]);
  });

  test('a made-up game remembers it was made up, with its date', () => {
    const r = classify(['1', '0'], [note(2, '2017-11-15 10:00', { madeUpOn: '2017-11-19' })]);
    expect(r.game).toMatchObject({ madeUp: true, madeUpOn: '2017-11-19' });
  });
});

describe('contradictions and doubtful notes', () => {
  test.each([
    { label: 'absent, but the file has the game played', recorded: ['1', '0'], notes: [note(2, null)], code: 'ABSENT_BUT_PLAYED', severity: 'error' },
    { label: 'absent white, but the file gives white the forfeit win', recorded: ['+', '-'], notes: [note(2, null)], code: 'FORFEIT_MISMATCH', severity: 'error' },
    { label: 'one postponed in time, the other absent', recorded: [' ', ' '], notes: [note(2, '2017-11-15 10:00'), note(10, null)], code: 'CONFLICTING_NOTES', severity: 'error' },
    { label: 'a made-up date for a lost game', recorded: [' ', ' '], notes: [note(2, null, { madeUpOn: '2017-11-19' })], code: 'MADE_UP_AFTER_ABSENCE', severity: 'error' },
    { label: 'two make-up dates', recorded: [' ', ' '], notes: [note(2, '2017-11-15 10:00', { madeUpOn: '2017-11-19' }), note(10, '2017-11-15 10:00', { madeUpOn: '2017-11-26' })], code: 'MADE_UP_CONFLICT', severity: 'error' },
    { label: 'made up before the round', recorded: [' ', ' '], notes: [note(2, '2017-11-12 10:00', { madeUpOn: '2017-11-12' })], code: 'MADE_UP_BEFORE_ROUND', severity: 'error' },
    { label: 'made up on a Tuesday', recorded: ['1', '0'], notes: [note(2, '2017-11-15 10:00', { madeUpOn: '2017-11-21' })], code: 'MADE_UP_NOT_RESERVE_DAY', severity: 'warning' },
    { label: 'made up on Sunday 10.12, the excepted reserve day', recorded: ['1', '0'], notes: [note(2, '2017-11-15 10:00', { madeUpOn: '2017-12-10' })], code: 'MADE_UP_NOT_RESERVE_DAY', severity: 'warning' },
    { label: 'a result without a make-up date', recorded: ['1', '0'], notes: [note(2, '2017-11-15 10:00')], code: 'MADE_UP_WITHOUT_DATE', severity: 'warning' },
    { label: 'postponed, then forfeited', recorded: ['-', '+'], notes: [note(2, '2017-11-15 10:00', { madeUpOn: '2017-11-19' })], code: 'POSTPONED_BUT_FORFEITED', severity: 'warning' },
  ] as const)('$label: $code', ({ recorded, notes, code, severity }) => {
    const r = classify([...recorded], [...notes]);
    expect(r.problems.map((p) => p.code)).toContain(code);
    const p = r.problems.find((x) => x.code === code)!;
    expect(p).toMatchObject({ severity, source: 'postponements', line: 7 });
  });
});

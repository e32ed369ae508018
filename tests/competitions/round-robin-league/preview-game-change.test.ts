import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { applyGameChange, type GameChange } from '@/lib/competitions/round-robin-league/apply-game-change';
import { previewGameChange } from '@/lib/competitions/round-robin-league/preview-game-change';
import { leagueOf, loadSpb } from './helpers';

/**
 * The arbiter's preview on Лига 1.1 of the fixture (after round 7, 3 and 7 excluded). Standings
 * before: 6 5½, 1 5, 2 4½, 4 4, 3 3½ (excluded), 5 2½, 8 1½, 9 1, 10 ½ (compute-league.test).
 */
const { season } = loadSpb();
const { input } = leagueOf(season, 'liga-1-1');
const preview = (change: GameChange, from = input) => {
  const r = previewGameChange(from, change);
  if (!r.ok) throw new Error(r.errors.map((e) => inEnglish(e).message).join('\n'));
  return r;
};
const line = (r: ReturnType<typeof preview>, s: number) => r.rows.find((x) => x.startNumber === s)!;

describe('entering a postponement', () => {
  test('8 warns 1 hour before round 8 (22.12, 18:00): too late, 1 gets a forfeit win and goes first', () => {
    const r = preview({ kind: 'postponement', round: 8, player: 8, warnedAt: '2017-12-22 17:00', reason: 'ill' });
    expect(line(r, 1)).toMatchObject({ before: { place: 2, points: 10 }, after: { place: 1, points: 12 }, changed: true });
    expect(line(r, 6)).toMatchObject({ before: { place: 1, points: 11 }, after: { place: 2, points: 11 }, changed: true });
    expect(line(r, 9)).toMatchObject({ changed: false });
    expect(r.after.games.find((g) => g.round === 8 && g.white === 1)).toMatchObject({ black: 8, status: 'forfeit', result: { white: '+', black: '-' } });
    expect(r.after.flags.find((f) => f.startNumber === 8)!.absencesWithoutWarning).toEqual([{ round: 8, opponent: 1 }]);
  });

  test('9 warns the day before round 8: the game is postponed, the table does not move', () => {
    const r = preview({ kind: 'postponement', round: 8, player: 9, warnedAt: '2017-12-21 12:00', reason: 'exam' });
    expect(r.rows.every((x) => !x.changed)).toBe(true);
    expect(r.after.postponed.map((p) => `${p.round}:${p.white}-${p.black} by ${p.postponedBy}`)).toEqual(['5:4-2 by 2', '8:10-9 by 9']);
    // after 22.12 only Sunday 24.12 is left for it
    expect(r.after.postponed[1]!.reserveDaysLeft.map((d) => d.date)).toEqual(['2017-12-24']);
  });

  test("a second absence without warning makes 5's exclusion due — a flag for the arbiter, nothing applied", () => {
    const first = applyGameChange(input, { kind: 'postponement', round: 8, player: 5, warnedAt: null });
    if (!first.ok) throw new Error(inEnglish(first.errors[0]!).message);
    const r = preview({ kind: 'postponement', round: 9, player: 5, warnedAt: null }, first.input);
    expect(line(r, 5)).toMatchObject({ dueBefore: [], dueAfter: ['absences'], changed: true });
    expect(r.after.flags.find((f) => f.startNumber === 5)).toMatchObject({ due: ['absences'], confirmed: false, consequence: null });
    expect(line(r, 10)).toMatchObject({ before: { points: 1 }, after: { points: 3 } });
  });
});

describe('entering a result or a made-up date', () => {
  test('round 8, 4–5 drawn: 4 and 5 gain ½', () => {
    const r = preview({ kind: 'result', round: 8, white: 4, black: 5, result: '1/2-1/2' });
    expect(line(r, 4)).toMatchObject({ before: { points: 8 }, after: { points: 9 } });
    expect(line(r, 5)).toMatchObject({ before: { points: 5 }, after: { points: 6 } });
  });

  test('the postponed 4–2 made up on Sunday 17.12, 0–1: 2 reaches 5½ and no postponed game is left', () => {
    const r = preview({ kind: 'made-up', round: 5, white: 4, black: 2, date: '2017-12-17', result: '0-1' });
    expect(line(r, 2)).toMatchObject({ before: { points: 9 }, after: { points: 11 } });
    expect(r.after.postponed).toEqual([]);
    expect(r.after.games.find((g) => g.round === 5 && g.white === 4)).toMatchObject({ status: 'played', date: '2017-12-17', dateKind: 'reserve', madeUp: true });
  });

  test('a made-up date without a result: the game is still to play, now on its new date', () => {
    const r = preview({ kind: 'made-up', round: 5, white: 4, black: 2, date: '2017-12-24' });
    expect(r.after.postponed.map((p) => p.newDate)).toEqual(['2017-12-24']);
    expect(r.rows.every((x) => !x.changed)).toBe(true);
  });

  test('the returned input is what was previewed (to be stored)', () => {
    const r = preview({ kind: 'result', round: 8, white: 4, black: 5, result: '1-0' });
    expect(r.input.model.players.find((p) => p.startNumber === 4)!.rounds[7]).toEqual({ opponent: 5, colour: 'w', result: '1' });
    expect(input.model.players.find((p) => p.startNumber === 4)!.rounds[7]).toEqual({ opponent: null, colour: null, result: ' ' });
  });
});

describe('changes the preview refuses', () => {
  test.each([
    { label: 'a game not in the schedule', change: { kind: 'result', round: 8, white: 5, black: 4, result: '1-0' }, code: 'CHANGE_NO_GAME' },
    { label: 'a player without a game that round', change: { kind: 'postponement', round: 12, player: 1, warnedAt: null }, code: 'CHANGE_NO_GAME' },
    { label: 'a warning time that is not one', change: { kind: 'postponement', round: 8, player: 1, warnedAt: 'yesterday' }, code: 'CHANGE_BAD_DATE' },
    { label: 'a result that is not one', change: { kind: 'result', round: 8, white: 4, black: 5, result: '2-0' }, code: 'CHANGE_BAD_RESULT' },
    { label: 'a made-up date for a game never postponed', change: { kind: 'made-up', round: 8, white: 4, black: 5, date: '2017-12-24' }, code: 'CHANGE_NOT_POSTPONED' },
    { label: 'a made-up date before the round', change: { kind: 'made-up', round: 5, white: 4, black: 2, date: '2017-11-26' }, code: 'MADE_UP_BEFORE_ROUND' },
    { label: 'a result for a game the CSV says was lost by absence', change: { kind: 'result', round: 4, white: 2, black: 3, result: '1/2-1/2' }, code: 'ABSENT_BUT_PLAYED' },
  ])('$label: $code', ({ change, code }) => {
    const r = previewGameChange(input, change as GameChange);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.code)).toContain(code);
  });
});

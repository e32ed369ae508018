import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { computeLeague, type LeagueInput, type LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { tiebreakDecimal } from '@/lib/games/tiebreaks/tiebreak-registry';
import { leagueOf, loadSpb } from './helpers';

/**
 * The fixture season tests/fixtures/competitions/round-robin-league/spb-2017, every expected value
 * worked out by hand from the files and the regulation (see the comments).
 */
const { season, warnings } = loadSpb();
const points = (l: LeagueResult) => Object.fromEntries(l.standings.map((r) => [r.startNumber, r.points / 2]));
const compute = (input: LeagueInput) => {
  const r = computeLeague(input);
  if (!r.ok) throw new Error(r.errors.map((e) => inEnglish(e).message).join('\n'));
  return r.league;
};

describe('Лига 2.1: six players, five rounds, all played — SB, DE, WIN, KS by hand', () => {
  const { league } = leagueOf(season, 'liga-2-1');
  // scores: 1: 3, 2: 2½, 3: 2, 4: 3, 5: 2, 6: 2½
  // SB: 1 beat 6 (2½), 2 (2½), 5 (2) = 7;  4 beat 3 (2), 5 (2), 1 (3) = 7;
  //     2: draws 5, 6, 3 (2 + 2½ + 2)/2 = 3¼ + beat 4 (3) = 6¼;  6: beat 4 (3), 3 (2) + draw 2 (2½/2) = 6¼
  //     3: beat 1 (3) + draws 5, 2 (2 + 2½)/2 = 5¼;  5: beat 6 (2½) + draws 2, 3 (2½ + 2)/2 = 4¾
  // DE: 4 beat 1 in round 4 → 4 above 1; 2 and 6 drew → still level, then WIN: 6 won 2 games, 2 one
  // KS: half of the maximum 5 is 2½ → against 1, 2, 4, 6: 1: 2, 2: 1½, 3: 1½, 4: 1, 5: 1½, 6: 1½
  test.each([
    { place: 1, startNumber: 4, points: 3, SB: 7, DE: 1, WIN: 3, KS: 1 },
    { place: 2, startNumber: 1, points: 3, SB: 7, DE: 2, WIN: 3, KS: 2 },
    { place: 3, startNumber: 6, points: 2.5, SB: 6.25, DE: 1, WIN: 2, KS: 1.5 },
    { place: 4, startNumber: 2, points: 2.5, SB: 6.25, DE: 1, WIN: 1, KS: 1.5 },
    { place: 5, startNumber: 3, points: 2, SB: 5.25, DE: 1, WIN: 1, KS: 1.5 },
    { place: 6, startNumber: 5, points: 2, SB: 4.75, DE: 1, WIN: 1, KS: 1.5 },
  ])('place $place: start number $startNumber', ({ place, startNumber, ...values }) => {
    const i = league.standings.findIndex((r) => r.startNumber === startNumber);
    const row = league.standings[i]!;
    expect(i + 1).toBe(place);
    expect(row.place).toBe(place);
    expect(row.points / 2).toBe(values.points);
    for (const code of ['SB', 'DE', 'WIN', 'KS'] as const) expect(tiebreakDecimal(code, row.values[code]!)).toBe(values[code]);
  });

  test('a 2017 season ranks unplayed rounds by fide-2009; the unused game days are a warning', () => {
    expect(league.edition).toBe('fide-2009');
    expect(warnings.map((w) => `${w.file}: ${w.code}`)).toContain('liga-2-1.trf: UNUSED_GAME_DAYS');
  });

  test('the chain is a setting: with WIN, DE only, 1 and 4 (level on WIN) go by DE, 3 and 5 drew and share 5th', () => {
    const { input } = leagueOf(season, 'liga-2-1');
    const other = compute({ ...input, chain: ['WIN', 'DE'] });
    expect(other.standings.map((r) => [r.startNumber, r.place])).toEqual([[4, 1], [1, 2], [6, 3], [2, 4], [3, 5], [5, 5]]);
  });
});

describe('Лига 1.1 after round 7: postponements, absences, a made-up game and two confirmed exclusions', () => {
  const { league, input } = leagueOf(season, 'liga-1-1');
  const flag = (s: number) => league.flags.find((f) => f.startNumber === s)!;

  test('7 asked for three postponements (rounds 2–4); the one 8 asked for (round 5) does not count', () => {
    expect(flag(7).unplayedPostponed.map((g) => g.round)).toEqual([2, 3, 4]);
    expect(flag(7).due).toEqual(['postponements']);
    expect(flag(7).dueSince).toBe('2017-11-24');
  });

  test("8 asked to postpone round 5 against 7; once 7's games are annulled it no longer counts for 8", () => {
    expect(flag(8).unplayedPostponed).toEqual([]);
    const before = compute({ ...input, excluded: [] });
    expect(before.flags.find((f) => f.startNumber === 8)!.unplayedPostponed).toEqual([{ round: 5, opponent: 7 }]);
  });

  test('3 was absent in round 4 without warning and warned 2 h before round 6: two absences', () => {
    expect(flag(3).absencesWithoutWarning.map((g) => g.round)).toEqual([4, 6]);
    expect(flag(3).due).toEqual(['absences']);
    expect(flag(3).dueSince).toBe('2017-12-08');
  });

  test("2's game of round 3 was made up on Sunday 19.11 and no longer counts; round 5 is still to play", () => {
    expect(flag(2).unplayedPostponed.map((g) => g.round)).toEqual([5]);
    expect(flag(2).due).toEqual([]);
    const game = league.games.find((g) => g.round === 3 && g.white === 2)!;
    expect(game).toMatchObject({ black: 10, status: 'played', date: '2017-11-19', dateKind: 'reserve', madeUp: true, result: { white: '1', black: '0' } });
  });

  test('the late warning in round 6 makes 3–4 a forfeit win for 4 although the file has no result', () => {
    expect(league.games.find((g) => g.round === 6 && g.white === 3)).toMatchObject({ black: 4, status: 'forfeit', result: { white: '-', black: '+' } });
  });

  test('before the exclusions: points from the file and the absence rules', () => {
    const before = compute({ ...input, excluded: [] });
    // 1: 1 ½ 1 1 1 ½ ½; 2: ½ ½ 1 + · 1 ½; 3: 1 1 0 − 1 − ½; 4: 0 1 1 0 · + 1; 5: ½ · 1 ½ 0 0 ½;
    // 6: ½ 1 · 1 1 ½ ½; 7: 1 · · · · 1 ½; 8: 0 0 0 0 · ½ 1; 9: ½ 0 0 ½ 0 0 0; 10: 0 0 0 · 0 ½ 0
    expect(points(before)).toEqual({ 1: 5.5, 2: 4.5, 3: 3.5, 4: 4, 5: 2.5, 6: 4.5, 7: 2.5, 8: 1.5, 9: 1, 10: 0.5 });
    expect(before.flags.filter((f) => f.due.length > 0).map((f) => f.startNumber)).toEqual([3, 7]);
  });

  test('7 played 3 games (< 5): all annulled — 1 loses the ½ of round 7, 4 and 9 lost to 7 anyway', () => {
    expect(league.players.find((p) => p.startNumber === 7)).toMatchObject({ gamesPlayed: 3, exclusion: 'annulled' });
    expect(league.standings.some((r) => r.startNumber === 7)).toBe(false);
    expect(league.games.filter((g) => g.white === 7 || g.black === 7).every((g) => g.status === 'annulled' && g.annulledBecause === 7)).toBe(true);
  });

  test('3 played 5 games (≥ 5): the rest are forfeits — 6 gets round 8; the round-9 game with 7 is annulled', () => {
    expect(league.players.find((p) => p.startNumber === 3)).toMatchObject({ gamesPlayed: 5, exclusion: 'forfeited' });
    expect(league.games.find((g) => g.round === 8 && g.white === 3)).toMatchObject({ black: 6, status: 'forfeit', forfeitedBecause: 3, result: { white: '-', black: '+' } });
    expect(league.games.find((g) => g.round === 9 && g.black === 3)).toMatchObject({ white: 7, status: 'annulled' });
  });

  test('the standings after both exclusions', () => {
    expect(league.standings.map((r) => [r.place, r.startNumber, r.points / 2, r.excluded])).toEqual([
      [1, 6, 5.5, false],
      [2, 1, 5, false],
      [3, 2, 4.5, false],
      [4, 4, 4, false],
      [5, 3, 3.5, true],
      [6, 5, 2.5, false],
      [7, 8, 1.5, false],
      [8, 9, 1, false],
      [9, 10, 0.5, false],
    ]);
  });

  test.each([
    { label: '3 with 5 games played: forfeited', change: null, outcome: 'forfeited', played: 5 },
    { label: '3 with 4 games played (round 7 a forfeit instead): annulled', change: '-', outcome: 'annulled', played: 4 },
  ] as const)('the threshold at 5 games: $label', ({ change, outcome, played }) => {
    const model = change === null ? input.model : {
      ...input.model,
      players: input.model.players.map((p) => p.startNumber === 3 ? { ...p, rounds: p.rounds.map((r, i) => (i === 6 ? { ...r, result: '-' as const } : r)) } : p.startNumber === 5 ? { ...p, rounds: p.rounds.map((r, i) => (i === 6 ? { ...r, result: '+' as const } : r)) } : p),
    };
    const l = compute({ ...input, model });
    expect(l.players.find((p) => p.startNumber === 3)).toMatchObject({ gamesPlayed: played, exclusion: outcome });
    if (outcome === 'annulled') {
      // everything against 3 goes: 1 −1 (round 3), 2 −1 (round 4 forfeit), 4 −1 (round 6 forfeit), 5 −1 (round 7 forfeit), 8 ±0, 9 ±0, 10 ±0
      expect(points(l)).toEqual({ 1: 4, 2: 3.5, 4: 3, 5: 2, 6: 4.5, 8: 1.5, 9: 1, 10: 0.5 });
    }
  });

  test('the postponed game still to play: 4–2 of round 5, asked by 2, three reserve days left after 15.12', () => {
    expect(league.postponed).toEqual([
      {
        round: 5,
        white: 4,
        black: 2,
        postponedBy: [2],
        scheduled: { date: '2017-12-01', start: '18:00', end: '21:00' },
        newDate: null,
        reserveDaysLeft: [
          { date: '2017-12-17', start: '10:30', end: '14:30' },
          { date: '2017-12-22', start: '15:00', end: '18:00' },
          { date: '2017-12-24', start: '10:30', end: '14:30' },
        ],
      },
    ]);
  });

  test('the schedule has all 45 games of the Berger table with their dates, rounds 8–9 still to play', () => {
    expect(league.berger).toBe(true);
    expect(league.games).toHaveLength(45);
    expect(league.games.filter((g) => g.round === 9).map((g) => `${g.white}-${g.black} ${g.date}`)).toEqual(['5-10 2017-12-28', '6-4 2017-12-28', '7-3 2017-12-28', '8-2 2017-12-28', '9-1 2017-12-28']);
    expect(league.games.filter((g) => g.status === 'to-play').map((g) => `${g.round}:${g.white}-${g.black}`)).toEqual(['8:10-9', '8:1-8', '8:4-5', '9:5-10', '9:6-4', '9:8-2', '9:9-1']);
  });

  test('the cross-table: by start number, annulled results kept (struck through on the page), points that count', () => {
    const row7 = league.crossTable.find((r) => r.startNumber === 7)!;
    expect(row7).toMatchObject({ place: null, points: null, recordedPoints: 5, exclusion: 'annulled' });
    expect(row7.cells.find((c) => c.opponent === 4)).toMatchObject({ kind: 'annulled', points: 2, code: '1' });
    const row1 = league.crossTable.find((r) => r.startNumber === 1)!;
    expect(row1).toMatchObject({ place: 2, points: 10 });
    expect(row1.cells.map((c) => c.kind)).toEqual(['self', 'played', 'played', 'played', 'played', 'played', 'annulled', 'to-play', 'to-play', 'played']);
    expect(league.crossTable.find((r) => r.startNumber === 2)!.cells.find((c) => c.opponent === 4)).toMatchObject({ kind: 'postponed', points: null, round: 5 });
  });
});

describe('errors of one league', () => {
  const { input } = leagueOf(season, 'liga-1-1');
  test.each([
    { label: 'an excluded start number that is not in the league', change: { excluded: [42] }, code: 'EXCLUDED_NOT_IN_LEAGUE' },
    { label: 'unknown game days', change: { scheduleId: 'sunday' }, code: 'UNKNOWN_GAME_DAYS' },
    { label: 'a note for a player not in the league', change: { notes: [{ round: 1, player: 11, warnedAt: null, reason: null, reasonAccepted: true, madeUpOn: null, line: 3 }] }, code: 'CSV_UNKNOWN_PLAYER' },
    { label: 'a note naming the wrong opponent', change: { notes: [{ round: 1, player: 1, opponent: 9, warnedAt: null, reason: null, reasonAccepted: true, madeUpOn: null, line: 3 }] }, code: 'OPPONENT_MISMATCH' },
    { label: 'a note for a game the file has played', change: { notes: [{ round: 1, player: 1, warnedAt: null, reason: null, reasonAccepted: true, madeUpOn: null, line: 3 }] }, code: 'ABSENT_BUT_PLAYED' },
    { label: 'two notes of one player for one round', change: { notes: [...input.notes, { ...input.notes[0]!, line: 99 }] }, code: 'CSV_DUPLICATE_ROW' },
  ])('$label: $code', ({ change, code }) => {
    const r = computeLeague({ ...input, ...change } as LeagueInput);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.code)).toContain(code);
  });

  test('more players than game days: TOO_MANY_ROUNDS', () => {
    const players = Array.from({ length: 12 }, (_, i) => ({ ...input.model.players[0]!, startNumber: i + 1, rounds: [] }));
    const r = computeLeague({ ...input, notes: [], excluded: [], model: { ...input.model, roundCount: 0, players } });
    expect(!r.ok && r.errors.map((e) => e.code)).toEqual(['TOO_MANY_ROUNDS']);
  });
});

import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { applyExclusion } from '@/lib/games/apply-exclusion';
import { createGamesModel, gamesPlayed, playerPoints, type GamesModel } from '@/lib/games/games-model';
import { circleSchedule, league } from './helpers/round-robin';

/**
 * competitions.md §4 (seed 004, St Petersburg leagues 2017): an excluded player with fewer than 5
 * games played has every game annulled; with 5 or more, every remaining game is a forfeit loss
 * for them and a forfeit win for the opponent. Leagues here are 10 players, 9 rounds.
 */
const EXCLUDED = 3;
const schedule = circleSchedule(10);
const opponentIn = (round: number, player: number) => {
  const [w, b] = schedule[round - 1]!.find(([x, y]) => x === player || y === player)!;
  return w === player ? b : w;
};

/** Player 3 plays rounds 1..k, is absent without warning in `absentRounds`, and the rest are postponed. */
function leagueWhere3Played(k: number, absentRounds: number[] = []): GamesModel {
  return league((round, w, b) => {
    if (w !== EXCLUDED && b !== EXCLUDED) return undefined;
    if (round <= k) return undefined;
    if (absentRounds.includes(round)) return w === EXCLUDED ? 'forfeit-by-white' : 'forfeit-by-black';
    return 'postponed';
  });
}

const pointsOf = (m: GamesModel) => new Map(m.players.map((p) => [p.startNumber, playerPoints(p)]));

describe('exclusion: annul or forfeit, by the games played over the board', () => {
  test.each([
    { played: 4, minGames: 5, outcome: 'annulled' },
    { played: 5, minGames: 5, outcome: 'forfeited' },
    { played: 3, minGames: 4, outcome: 'annulled' },
    { played: 4, minGames: 4, outcome: 'forfeited' },
  ])('$played games played, rule $minGames: $outcome', ({ played, minGames, outcome }) => {
    const r = applyExclusion(leagueWhere3Played(played), [EXCLUDED], minGames);
    expect(r.ok && (r.annulled.includes(EXCLUDED) ? 'annulled' : r.forfeited.includes(EXCLUDED) ? 'forfeited' : 'none')).toBe(outcome);
  });

  test('forfeits are not games played: 4 games and 2 absences are annulled', () => {
    const model = leagueWhere3Played(4, [5, 6]);
    expect(gamesPlayed(model.players[EXCLUDED - 1]!)).toBe(4);
    expect(applyExclusion(model, [EXCLUDED])).toMatchObject({ ok: true, annulled: [EXCLUDED], forfeited: [] });
  });

  test('unrated games (W D L) are games played', () => {
    const model = league((round, w, b) => {
      if (w !== EXCLUDED && b !== EXCLUDED) return undefined;
      if (round === 5) return 'D';
      return round <= 4 ? undefined : 'postponed';
    });
    expect(applyExclusion(model, [EXCLUDED])).toMatchObject({ ok: true, annulled: [], forfeited: [EXCLUDED] });
  });

  test('an unknown start number is refused with a code', () => {
    expect(applyExclusion(league(), [42])).toEqual({ ok: false, errors: [expect.objectContaining({ code: 'UNKNOWN_START_NUMBER', startNumber: 42 })], warnings: [] });
  });
});

describe('exclusion with 4 games played: everything of player 3 is annulled (seed 004)', () => {
  const before = leagueWhere3Played(4, [5, 6]);
  const r = applyExclusion(before, [EXCLUDED]);
  if (!r.ok) throw new Error(inEnglish(r.errors[0]!).message);
  const after = r.model;

  test('player 3 is no longer in the standings', () => {
    expect(after.players.map((p) => p.startNumber)).not.toContain(EXCLUDED);
    expect(after.players).toHaveLength(9);
  });

  const others = before.players.filter((p) => p.startNumber !== EXCLUDED);
  test.each(others.map((p) => ({ startNumber: p.startNumber })))("player $startNumber loses exactly what they scored against 3 (games and forfeit wins)", ({ startNumber }) => {
    const p = before.players.find((x) => x.startNumber === startNumber)!;
    const againstExcluded = p.rounds.filter((x) => x.opponent === EXCLUDED).reduce((s, x) => s + playerPoints({ rounds: [x] }), 0);
    expect(pointsOf(after).get(startNumber)).toBe(playerPoints(p) - againstExcluded);
  });

  test('the rounds against 3 read as never paired', () => {
    for (const p of after.players) expect(p.rounds.some((x) => x.opponent === EXCLUDED)).toBe(false);
    const first = after.players.find((p) => p.startNumber === opponentIn(1, EXCLUDED))!;
    expect(first.rounds[0]).toEqual({ opponent: null, colour: null, result: ' ' });
  });
});

describe('exclusion with 5 games played: the remaining games are forfeits (seed 004)', () => {
  const before = leagueWhere3Played(5, [6]);
  const r = applyExclusion(before, [EXCLUDED]);
  if (!r.ok) throw new Error(inEnglish(r.errors[0]!).message);
  const after = r.model;
  const excluded = after.players.find((p) => p.startNumber === EXCLUDED)!;

  test('player 3 stays, flagged excluded, with the points they had', () => {
    expect(excluded.excluded).toBe(true);
    expect(playerPoints(excluded)).toBe(playerPoints(before.players[EXCLUDED - 1]!));
  });

  test.each([7, 8, 9].map((round) => ({ round, opponent: opponentIn(round, EXCLUDED) })))(
    'round $round: a forfeit loss against the scheduled opponent $opponent, who gets a forfeit win',
    ({ round, opponent }) => {
      expect(excluded.rounds[round - 1]).toEqual({ opponent, colour: null, result: '-' });
      const other = after.players.find((p) => p.startNumber === opponent)!;
      expect(other.rounds[round - 1]).toEqual({ opponent: EXCLUDED, colour: null, result: '+' });
      expect(playerPoints(other)).toBe(playerPoints(before.players.find((p) => p.startNumber === opponent)!) + 2);
    },
  );

  test('decided rounds stay as they were: the games played and the absence of round 6', () => {
    expect(excluded.rounds.slice(0, 6)).toEqual(before.players[EXCLUDED - 1]!.rounds.slice(0, 6));
  });

  test('nobody else changes', () => {
    const touched = new Set([EXCLUDED, opponentIn(7, EXCLUDED), opponentIn(8, EXCLUDED), opponentIn(9, EXCLUDED)]);
    for (const p of after.players.filter((x) => !touched.has(x.startNumber))) {
      expect(p.rounds).toEqual(before.players.find((x) => x.startNumber === p.startNumber)!.rounds);
    }
  });
});

describe('exclusion: cases around the rule', () => {
  test('two excluded players who have not met get a double forfeit', () => {
    // 3 and its round-9 opponent both stop after 5 games: their round-9 game was never played
    const partner = opponentIn(9, EXCLUDED);
    const model = league((round, w, b) => ((w === EXCLUDED || b === EXCLUDED || w === partner || b === partner) && round > 5 ? 'postponed' : undefined));
    const r = applyExclusion(model, [EXCLUDED, partner]);
    if (!r.ok) throw new Error(inEnglish(r.errors[0]!).message);
    const p3 = r.model.players.find((p) => p.startNumber === EXCLUDED)!;
    const q = r.model.players.find((p) => p.startNumber === partner)!;
    expect(p3.rounds[8]).toEqual({ opponent: partner, colour: null, result: '-' });
    expect(q.rounds[8]).toEqual({ opponent: EXCLUDED, colour: null, result: '-' });
  });

  test('a round robin whose schedule leaves no round free for a missing game: it goes into a new last round', () => {
    // 4 players: 1 meets 2 and 3, then rests in round 3 while 4 plays 2 again; 1 never met 4
    const g = (opponent: number, colour: 'w' | 'b', result: '1' | '0' | '=') => ({ opponent, colour, result });
    const model = createGamesModel({
      roundRobin: true,
      players: [
        { startNumber: 1, name: 'A', rounds: [g(2, 'w', '1'), g(3, 'b', '='), null] },
        { startNumber: 2, name: 'B', rounds: [g(1, 'b', '0'), g(4, 'w', '1'), g(4, 'b', '=')] },
        { startNumber: 3, name: 'C', rounds: [g(4, 'w', '0'), g(1, 'w', '='), null] },
        { startNumber: 4, name: 'D', rounds: [g(3, 'b', '1'), g(2, 'b', '0'), g(2, 'w', '=')] },
      ],
    });
    const r = applyExclusion(model, [1], 2);
    if (!r.ok) throw new Error(inEnglish(r.errors[0]!).message);
    expect(r.model.roundCount).toBe(4);
    expect(r.model.players.map((p) => p.rounds[3])).toEqual([
      { opponent: 4, colour: null, result: '-' },
      { opponent: null, colour: null, result: ' ' },
      { opponent: null, colour: null, result: ' ' },
      { opponent: 1, colour: null, result: '+' },
    ]);
  });

  test('in a Swiss, a remaining round without a known opponent becomes a forfeit loss without an opponent', () => {
    const model = createGamesModel({
      roundRobin: false,
      roundCount: 3,
      players: [
        { startNumber: 1, name: 'A', rounds: [{ opponent: 2, colour: 'w', result: '1' }] },
        { startNumber: 2, name: 'B', rounds: [{ opponent: 1, colour: 'b', result: '0' }] },
      ],
    });
    const r = applyExclusion(model, [1], 1);
    expect(r.ok && r.model.players[0]!.rounds.slice(1)).toEqual([
      { opponent: null, colour: null, result: '-' },
      { opponent: null, colour: null, result: '-' },
    ]);
  });
});

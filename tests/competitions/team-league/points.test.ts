import { describe, expect, test } from 'vitest';
import { scoreMatch } from '@/lib/competitions/team-league/score-match';
import type { BoardInput, BoardResult, MatchInput } from '@/lib/competitions/team-league/team-league-model';
import { TEAM_LEAGUE_PRESETS } from '@/lib/competitions/team-league/team-league-rules';
import { boardsCsv, computeInline, ONE_BOARD_RULES, oneBoardTeams } from './helpers';

/** Seed 001, "Punktacja i ocena wyników" and the forfeit rules; expected values by hand, in points. */
const rules = TEAM_LEAGUE_PRESETS['mazovia-seniors-2007']!;
const boards = (...results: (BoardResult | null)[]): BoardInput[] => results.map((result, i) => ({ board: i + 1, homePlayer: 'x', awayPlayer: 'y', result, line: i + 2 }));
const match = (m: Partial<MatchInput>): MatchInput => ({ round: 1, home: 0, away: 1, forfeit: null, boards: [], playoff: [], line: 2, ...m });

describe('a match in points', () => {
  test.each([
    { label: '2½–1½: 2 and 0 match points', m: match({ boards: boards('1-0', '=', '0-1', '1-0') }), home: [2.5, 2], away: [1.5, 0], homeBoards: [1, 0.5, 0, 1] },
    { label: '2–2: 1 match point each', m: match({ boards: boards('1-0', '0-1', '=', '=') }), home: [2, 1], away: [2, 1], homeBoards: [1, 0, 0.5, 0.5] },
    { label: 'forfeits on boards count as won and lost games: 3–1', m: match({ boards: boards('+/-', '+/-', '-/+', '1-0') }), home: [3, 2], away: [1, 0], homeBoards: [1, 1, 0, 1] },
    { label: 'both absent on a board: 0–0 there', m: match({ boards: boards('-/-', '1-0', '0-1', '=') }), home: [1.5, 1], away: [1.5, 1], homeBoards: [0, 1, 0, 0.5] },
    { label: 'the away team forfeits: 4–0, 2 and −2 match points', m: match({ forfeit: 'away' }), home: [4, 2], away: [0, -2], homeBoards: [1, 1, 1, 1] },
    { label: 'the home team forfeits: 0–4, −2 and 2', m: match({ forfeit: 'home' }), home: [0, -2], away: [4, 2], homeBoards: [0, 0, 0, 0] },
    { label: 'neither came: 0–0, −2 each', m: match({ forfeit: 'both' }), home: [0, -2], away: [0, -2], homeBoards: [0, 0, 0, 0] },
    { label: 'a bye: 2 game points, 1 match point, ½ on each board', m: match({ away: null }), home: [2, 1], away: null, homeBoards: [0.5, 0.5, 0.5, 0.5] },
  ])('$label', ({ m, home, away, homeBoards }) => {
    const s = scoreMatch(m, rules, 4);
    expect(s.complete).toBe(true);
    if (!s.complete) return;
    expect([s.home.gamePoints / 2, s.home.matchPoints]).toEqual(home);
    expect(s.away === null ? null : [s.away.gamePoints / 2, s.away.matchPoints]).toEqual(away);
    expect(s.home.boardPoints.map((b) => b / 2)).toEqual(homeBoards);
  });

  test('a board without a result leaves the match incomplete', () => {
    expect(scoreMatch(match({ boards: boards('1-0', null, '=', '=') }), rules, 4).complete).toBe(false);
  });
});

describe('the second forfeit removes the team', () => {
  // T4 forfeits round 1 (to T1) and round 2 (to T2): removed after round 2. Round 3 still lists
  // T4 – T3 with T4 winning the board: scored as a forfeit by T4 (its remaining matches are
  // forfeits), with no fine for it. Its earlier results stay; it is listed last.
  const r = computeInline({
    teams: oneBoardTeams(4),
    boards: boardsCsv([
      [1, 'T1', 'T4', 0, '', '', '+/-'],
      [1, 'T2', 'T3', 1, 'Player 2', 'Player 3', '1/2-1/2'],
      [2, 'T4', 'T2', 0, '', '', '-/+'],
      [2, 'T1', 'T3', 1, 'Player 1', 'Player 3', '0-1'],
      [3, 'T4', 'T3', 1, 'Player 4', 'Player 3', '1-0'],
      [3, 'T1', 'T2', 1, 'Player 1', 'Player 2', '1-0'],
    ]),
    rules: { ...ONE_BOARD_RULES, swissRounds: 3 },
  });
  const row = (team: string) => r.swiss.rows.find((x) => x.name === team)!;

  test('points: T1 1+0+1 = 2, T2 ½+1+0 = 1½, T3 ½+1+1 = 2½, T4 0 with −6 match points', () => {
    expect(r.swiss.rows.map((x) => [x.rank, x.name, x.gamePoints / 2, x.matchPoints, x.removedInRound])).toEqual([
      [1, 'T3', 2.5, 5, null],
      [2, 'T1', 2, 4, null],
      [3, 'T2', 1.5, 3, null],
      [4, 'T4', 0, -6, 2],
    ]);
    expect(row('T4').rounds.map((x) => x.kind)).toEqual(['forfeit-loss', 'forfeit-loss', 'forfeit-loss']);
    expect(row('T3').rounds[2]!.kind).toBe('forfeit-win');
  });
  test('the removed team takes no place in the knock-out', () => {
    expect(r.knockout.groups.map((g) => g.places)).toEqual([[1, 3]]);
  });
  test('fined for the two forfeits it gave, not for the automatic one: 200 + 15 + 2 × 100', () => {
    const fee = r.fees.find((f) => f.club === 'Club 4')!;
    expect(fee.lines.find((l) => l.item === 'forfeit-fines')!.count).toBe(2);
    expect(fee.total / 100).toBe(415);
  });
});

describe('game points against match points in the direct encounter (a setting)', () => {
  // one Swiss round, T1 – T2 1–1 on two boards: tied; DE by match points (1 each) cannot split them,
  // and neither can game points (1 each) — while T3 – T4 is not an encounter of theirs
  const teams = ['team,club,board,name,sex,birth,rating', ...[1, 2, 3, 4].flatMap((i) => [`T${i},C${i},1,P${i}a,m,1950,1800`, `T${i},C${i},2,P${i}b,m,1950,1800`])].join('\n');
  test.each(['match-points', 'game-points'])('%s: a drawn encounter separates nobody', (by) => {
    const r = computeInline({
      teams,
      boards: boardsCsv([
        [1, 'T1', 'T2', 1, 'P1a', 'P2a', '1-0'],
        [1, 'T1', 'T2', 2, 'P1b', 'P2b', '0-1'],
        [1, 'T3', 'T4', 1, 'P3a', 'P4a', '1-0'],
        [1, 'T3', 'T4', 2, 'P3b', 'P4b', '0-1'],
      ]),
      rules: { menBoards: 2, womenBoard: false, vacanciesAllowedOn: [2], swissRounds: 1, tiebreaks: ['DE'], directEncounterBy: by },
    });
    expect(r.swiss.rows.map((x) => x.rank)).toEqual([1, 1, 1, 1]);
    expect(r.swiss.rows.map((x) => x.directEncounter)).toEqual([1, 1, 1, 1]);
  });
});

import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { loadTeamLeague } from '@/lib/competitions/team-league/load-team-league';
import { boardsCsv, inlineReader, loadInline, ONE_BOARD_RULES, oneBoardTeams } from './helpers';

/** Bad files are refused with coded, line-numbered errors naming the file; nothing throws. */
const codes = (l: Parameters<typeof loadInline>[0]) => {
  const r = loadInline(l);
  return r.ok ? [] : r.errors.map((e) => [e.code, e.file, e.line]);
};

describe('team-league.json', () => {
  test('missing', () => {
    const r = loadTeamLeague(() => null);
    expect(r.ok ? [] : r.errors.map((e) => [e.code, e.file])).toEqual([['FILE_MISSING', 'team-league.json']]);
  });
  test('not JSON: the line of the fault', () => {
    const r = loadTeamLeague((n) => (n === 'team-league.json' ? new TextEncoder().encode('{\n  "name": "x",\n  "teams": "teams.csv"\n  "boards": "b.csv"\n}') : null));
    expect(r.ok ? [] : r.errors.map((e) => [e.code, e.line])).toEqual([['BAD_JSON', 4]]);
  });
  test('an unknown preset and a bad rule value', () => {
    expect(codes({ teams: oneBoardTeams(2), extra: { preset: 'nowhere' } })).toEqual([['BAD_RULES', 'team-league.json', 1]]);
    expect(codes({ teams: oneBoardTeams(2), rules: { swissRounds: 0 } })).toEqual([['BAD_RULES', 'team-league.json', 1]]);
  });
  test('an unknown team in "lot"', () => {
    expect(codes({ teams: oneBoardTeams(2), rules: ONE_BOARD_RULES, extra: { lot: ['T9'] } })).toEqual([['UNKNOWN_TEAM', 'team-league.json', 1]]);
  });
});

describe('teams.csv', () => {
  test.each([
    { label: 'a missing column', teams: 'team,club,board,name,sex,birth\nT,C,1,a,m,1950', expected: [['MISSING_COLUMN', 'teams.csv', 1]] },
    { label: 'a bad board', teams: 'team,club,board,name,sex,birth,rating\nT,C,X,a,m,1950,1800', expected: [['BAD_BOARD', 'teams.csv', 2]] },
    { label: 'a board twice', teams: 'team,club,board,name,sex,birth,rating\nT,C,1,a,m,1950,1800\nT,C,1,b,m,1950,1800', expected: [['DUPLICATE_BOARD', 'teams.csv', 3]] },
    { label: 'a team in two clubs', teams: 'team,club,board,name,sex,birth,rating\nT,C,1,a,m,1950,1800\nT,D,2,b,m,1950,1800', expected: [['TEAM_TWO_CLUBS', 'teams.csv', 3]] },
    { label: 'a player twice in a club', teams: 'team,club,board,name,sex,birth,rating\nT,C,1,a,m,1950,1800\nU,C,1,A,m,1950,1800', expected: [['TEAM_DUPLICATE_PLAYER', 'teams.csv', 3]] },
    { label: 'a rating that is not a number', teams: 'team,club,board,name,sex,birth,rating\nT,C,1,a,m,1950,abc', expected: [['TEAM_BAD_RATING', 'teams.csv', 2]] },
    { label: 'a bad addition date', teams: 'team,club,board,name,sex,birth,rating,added\nT,C,R,a,m,1950,1800,2007-13-01', expected: [['BAD_DATE', 'teams.csv', 2]] },
  ])('$label', ({ teams, expected }) => {
    expect(codes({ teams })).toEqual(expected);
  });
  test('Windows-1250 and semicolons are read', () => {
    const text = 'team;club;board;name;sex;birth;rating\nŁódź;Łódź;1;Żółw;m;1950;1800\n';
    const bytes = Uint8Array.from([...text].map((c) => ({ Ł: 0xa3, ó: 0xf3, ź: 0x9f, Ż: 0xaf, ł: 0xb3, w: 0x77 })[c as 'Ł'] ?? c.charCodeAt(0)));
    const reader = inlineReader({ teams: '', rules: ONE_BOARD_RULES });
    const r = loadTeamLeague((n) => (n === 'teams.csv' ? bytes : reader(n)));
    expect(r.ok && r.result.teams.map((t) => t.name)).toEqual(['Łódź']);
  });
});

describe('boards.csv', () => {
  const teams = oneBoardTeams(4);
  const rules = ONE_BOARD_RULES;
  test.each([
    { label: 'an unknown team', rows: [[1, 'T1', 'T9', 1, 'Player 1', 'x', '1-0']], expected: [['UNKNOWN_TEAM', 'boards.csv', 2]] },
    { label: 'a bad result', rows: [[1, 'T1', 'T2', 1, 'Player 1', 'Player 2', '2-0']], expected: [['BAD_RESULT', 'boards.csv', 2]] },
    { label: 'a bad round', rows: [['x', 'T1', 'T2', 1, 'Player 1', 'Player 2', '1-0']], expected: [['BAD_ROUND', 'boards.csv', 2]] },
    { label: 'a team in two matches of a round', rows: [[1, 'T1', 'T2', 1, 'Player 1', 'Player 2', '1-0'], [1, 'T1', 'T3', 1, 'Player 1', 'Player 3', '1-0']], expected: [['TEAM_TWICE_IN_ROUND', 'boards.csv', 3]] },
    { label: 'home and away swapped within a match', rows: [[1, 'T1', 'T2', 1, 'Player 1', 'Player 2', '1-0'], [1, 'T2', 'T1', 1, 'Player 2', 'Player 1', '1-0']], expected: [['MATCH_ORIENTATION', 'boards.csv', 3]] },
    { label: 'a bye with a board', rows: [[1, 'T1', 'BYE', 1, 'Player 1', '', '']], expected: [['BYE_WITH_BOARDS', 'boards.csv', 2]] },
    { label: 'a forfeited match with a board', rows: [[1, 'T1', 'T2', 0, '', '', '+/-'], [1, 'T1', 'T2', 1, 'Player 1', 'Player 2', '1-0']], expected: [['FORFEIT_WITH_BOARDS', 'boards.csv', 3]] },
    { label: 'a vacancy that "won"', rows: [[1, 'T1', 'T2', 1, '', 'Player 2', '1-0']], expected: [['VACANCY_RESULT', 'boards.csv', 2]] },
    { label: 'a forfeited match with a played result', rows: [[1, 'T1', 'T2', 0, '', '', '1-0']], expected: [['BAD_RESULT', 'boards.csv', 2]] },
  ])('$label', ({ rows, expected }) => {
    expect(codes({ teams, boards: boardsCsv(rows), rules })).toEqual(expected);
  });
  test('a board missing from a four-board match', () => {
    const r = loadInline({
      teams: 'team,club,board,name,sex,birth,rating\nA,A,1,a,m,1950,1\nB,B,1,b,m,1950,1',
      boards: boardsCsv([[1, 'A', 'B', 1, 'a', 'b', '1-0']]),
    });
    expect(r.ok ? [] : r.errors.map((e) => [e.code, e.line, inEnglish(e).message])).toEqual([['MISSING_BOARDS', 2, 'round 1, A – B: boards 2, 3, 4 missing (a vacancy is a row with the player left blank)']]);
  });
  test('a vacancy with no result is a forfeit for the side that came', () => {
    const r = loadInline({ teams, boards: boardsCsv([[1, 'T1', 'T2', 1, 'Player 1', '', '']]), rules });
    expect(r.ok && r.result.swiss.rows.map((x) => [x.name, x.gamePoints])).toEqual([
      ['T1', 2],
      ['T2', 0],
      ['T3', 0],
      ['T4', 0],
    ]);
  });
  test('without boards.csv the league has its rosters and no results', () => {
    const r = loadInline({ teams, rules });
    expect(r.ok && [r.result.swiss.roundsPlayed, r.result.teams.length]).toEqual([0, 4]);
  });
});

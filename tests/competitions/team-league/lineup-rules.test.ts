import { describe, expect, test } from 'vitest';
import { LINEUP_RULES } from '@/lib/competitions/team-league/lineup-words';
import { boardsCsv, computeInline } from './helpers';

/**
 * The line-up rules of seed 001 ("Skład drużyn"), one case at a time: a legal line-up and the
 * ways to break each rule. Expected violations worked out by hand from the rule's words.
 * Polonia has two teams (P1 first, P2 second) and one reserve list: R1 (man), RW (woman),
 * RJ (junior, born 1990, 1500), RJX (junior, 1700), RL (added 2007-11-01). Hetman's board 3 is a
 * woman. R1 is also on Legion's list (a move between clubs: same name and birth year).
 */
const TEAMS = `team,club,board,name,sex,birth,rating,added
P1,Polonia,1,A1,m,1950,2000,
P1,Polonia,2,A2,m,1950,2000,
P1,Polonia,3,A3,m,1950,2000,
P1,Polonia,4,A4,w,1950,1800,
P2,Polonia,1,B1,m,1950,1900,
P2,Polonia,2,B2,m,1950,1900,
P2,Polonia,3,B3,m,1950,1900,
P2,Polonia,4,B4,w,1950,1700,
P1,Polonia,R,R1,m,1950,1700,
P1,Polonia,R,RW,w,1955,1600,
P2,Polonia,R,RJ,m,1990,1500,
P2,Polonia,R,RJX,m,1990,1700,
P2,Polonia,R,RL,m,1950,1600,2007-11-01
H,Hetman,1,H1,m,1950,2000,
H,Hetman,2,H2,m,1950,2000,
H,Hetman,3,H3,w,1950,2000,
H,Hetman,4,H4,w,1950,1800,
H,Hetman,R,HR,m,1950,1700,
L,Legion,1,L1,m,1950,2000,
L,Legion,2,L2,m,1950,2000,
L,Legion,3,L3,m,1950,2000,
L,Legion,4,L4,w,1950,1800,
L,Legion,R,R1,m,1950,1700,
`;
const P1 = ['A1', 'A2', 'A3', 'A4'];
const P2 = ['B1', 'B2', 'B3', 'B4'];
const H = ['H1', 'H2', 'H3', 'H4'];
const L = ['L1', 'L2', 'L3', 'L4'];

type Lineup = [round: number, home: string, away: string, homePlayers: string[], awayPlayers: string[]];

function violations(lineups: Lineup[], teams = TEAMS) {
  const rows = lineups.flatMap(([round, home, away, hp, ap]) =>
    hp.map((h, i) => {
      const a = ap[i]!;
      const result = h === '' && a === '' ? '-/-' : h === '' ? '-/+' : a === '' ? '+/-' : '1/2-1/2';
      return [round, home, away, i + 1, h, a, result];
    }),
  );
  const r = computeInline({ teams, boards: boardsCsv(rows) });
  return r.violations.map((v) => [v.rule, v.round, r.teams[v.team]!.name, v.board, v.player]);
}

describe('board order, the women’s board and vacancies', () => {
  test.each([
    { label: 'the roster order: legal', lineups: [[1, 'P1', 'H', P1, H]] as Lineup[], expected: [] },
    { label: 'boards 1 and 2 swapped', lineups: [[1, 'P1', 'H', ['A2', 'A1', 'A3', 'A4'], H]] as Lineup[], expected: [['BOARD_ORDER', 1, 'P1', 2, 'A1']] },
    { label: 'a reserve above a regular', lineups: [[1, 'P1', 'H', ['A1', 'R1', 'A3', 'A4'], H]] as Lineup[], expected: [['BOARD_ORDER', 1, 'P1', 3, 'A3']] },
    { label: 'the women’s-board player on board 3, after the last man, a reserve woman on board 4: legal', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'A4', 'RW'], H]] as Lineup[], expected: [] },
    { label: 'the women’s-board player above a man', lineups: [[1, 'P1', 'H', ['A1', 'A4', 'A3', 'RW'], H]] as Lineup[], expected: [['BOARD_ORDER', 1, 'P1', 3, 'A3']] },
    { label: 'a reserve woman in her reserve place: legal', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'RW', 'A4'], H]] as Lineup[], expected: [] },
    { label: 'reserves out of the list’s order (RW above R1)', lineups: [[1, 'P1', 'H', ['A1', 'RW', 'R1', 'A4'], H]] as Lineup[], expected: [['BOARD_ORDER', 1, 'P1', 3, 'R1']] },
    { label: 'a second team’s regular on the first team’s men’s boards after its regulars: legal (a loan)', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'B1', 'A4'], H]] as Lineup[], expected: [] },
    { label: 'a junior reserve (1990, 1500) on the women’s board: legal', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'A3', 'RJ'], H]] as Lineup[], expected: [] },
    { label: 'a junior over 1600 on the women’s board', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'A3', 'RJX'], H]] as Lineup[], expected: [['WOMEN_BOARD', 1, 'P1', 4, 'RJX']] },
    { label: 'a man reserve on the women’s board', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'A3', 'R1'], H]] as Lineup[], expected: [['WOMEN_BOARD', 1, 'P1', 4, 'R1']] },
    { label: 'a men’s-board regular on the women’s board', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'R1', 'A3'], H]] as Lineup[], expected: [['WOMEN_BOARD', 1, 'P1', 4, 'A3']] },
    { label: 'a woman registered on a men’s board may not play the women’s board', lineups: [[1, 'P1', 'H', P1, ['H1', 'H2', 'HR', 'H3']]] as Lineup[], expected: [['WOMEN_BOARD', 1, 'H', 4, 'H3']] },
    { label: 'vacancies on boards 3 and 4: legal', lineups: [[1, 'P1', 'H', ['A1', 'A2', '', ''], H]] as Lineup[], expected: [] },
    { label: 'a vacancy on board 2', lineups: [[1, 'P1', 'H', ['A1', '', 'A3', 'A4'], H]] as Lineup[], expected: [['VACANCY', 1, 'P1', 2, null]] },
    { label: 'a name not on the club’s roster', lineups: [[1, 'P1', 'H', ['A1', 'A2', 'H1', 'A4'], ['H2', 'H3', 'HR', 'H4']]] as Lineup[], expected: [['NOT_ON_ROSTER', 1, 'P1', 3, 'H1']] },
  ])('$label', ({ lineups, expected }) => {
    expect(violations(lineups)).toEqual(expected);
  });
});

describe('players between teams', () => {
  test.each([
    { label: 'a first team’s regular in the second team', lineups: [[1, 'P2', 'H', ['A1', 'B2', 'B3', 'B4'], H]] as Lineup[], expected: [['HIGHER_TEAM_REGULAR', 1, 'P2', 1, 'A1']] },
    { label: 'the first team’s women’s board in the second team', lineups: [[1, 'P2', 'H', ['B1', 'B2', 'B3', 'A4'], H]] as Lineup[], expected: [['HIGHER_TEAM_REGULAR', 1, 'P2', 4, 'A4']] },
    {
      label: 'a second team’s regular: once for the first team, then back: legal',
      lineups: [[1, 'P1', 'H', ['A1', 'A2', 'B1', 'A4'], H], [2, 'P2', 'L', P2, L]] as Lineup[],
      expected: [],
    },
    {
      label: 'a second team’s regular: three times for the first team, then he belongs to it',
      lineups: [[1, 'P1', 'H', ['A1', 'A2', 'B1', 'A4'], H], [2, 'H', 'P1', H, ['A1', 'A2', 'B1', 'A4']], [3, 'P1', 'H', ['A1', 'A2', 'B1', 'A4'], H], [4, 'P2', 'L', P2, L], [5, 'P1', 'H', ['A1', 'A2', 'B1', 'A4'], H]] as Lineup[],
      expected: [['LOAN_LIMIT', 4, 'P2', 1, 'B1']],
    },
    {
      label: 'a reserve: three games for the first team, then the second: legal',
      lineups: [1, 2, 3].map((r): Lineup => [r, 'P1', 'H', ['A1', 'A2', 'R1', 'A4'], H]).concat([[4, 'P2', 'L', ['B1', 'B2', 'R1', 'B4'], L]]),
      expected: [],
    },
    {
      label: 'a reserve: four games for the first team, then the second',
      lineups: [1, 2, 3, 4].map((r): Lineup => [r, 'P1', 'H', ['A1', 'A2', 'R1', 'A4'], H]).concat([[5, 'P2', 'L', ['B1', 'B2', 'R1', 'B4'], L]]),
      expected: [['RESERVE_GAMES', 5, 'P2', 3, 'R1']],
    },
    {
      label: 'a reserve: four games for Polonia, then Legion (a move between clubs)',
      lineups: [1, 2, 3, 4].map((r): Lineup => [r, 'P1', 'H', ['A1', 'A2', 'R1', 'A4'], H]).concat([[5, 'L', 'P2', ['L1', 'L2', 'R1', 'L4'], P2]]),
      expected: [['RESERVE_GAMES', 5, 'L', 3, 'R1']],
    },
    {
      label: 'one player in two teams in one round',
      lineups: [[1, 'P1', 'H', ['A1', 'A2', 'R1', 'A4'], H], [1, 'P2', 'L', ['B1', 'B2', 'R1', 'B4'], L]] as Lineup[],
      expected: [['ONE_PLACE_PER_ROUND', 1, 'P2', 3, 'R1']],
    },
    { label: 'teams of one club in round 3: legal', lineups: [[3, 'P1', 'P2', P1, P2]] as Lineup[], expected: [] },
    { label: 'teams of one club in round 4', lineups: [[4, 'P1', 'P2', P1, P2]] as Lineup[], expected: [['SAME_CLUB_MEETING', 4, 'P1', null, null]] },
    { label: 'an added player (2007-11-01) in round 2 (2007-10-28)', lineups: [[2, 'P2', 'H', ['B1', 'B2', 'RL', 'B4'], H]] as Lineup[], expected: [['PLAYED_BEFORE_ADDED', 2, 'P2', 3, 'RL']] },
    { label: 'an added player in round 3 (2007-11-18): legal', lineups: [[3, 'P2', 'H', ['B1', 'B2', 'RL', 'B4'], H]] as Lineup[], expected: [] },
  ])('$label', ({ lineups, expected }) => {
    expect(violations(lineups)).toEqual(expected);
  });
});

describe('rosters', () => {
  const base = 'team,club,board,name,sex,birth,rating\n';
  test.each([
    { label: 'a full roster with a woman on board 4: legal', teams: 'X,C,1,a,m,1950,1\nX,C,2,b,m,1950,1\nX,C,3,c,m,1950,1\nX,C,4,d,w,1950,1', expected: [] },
    { label: 'a junior (1989, 1600) on board 4: legal', teams: 'X,C,1,a,m,1950,1\nX,C,2,b,m,1950,1\nX,C,3,c,m,1950,1\nX,C,4,d,m,1989,1600', expected: [] },
    { label: 'a man born 1988 on board 4', teams: 'X,C,1,a,m,1950,1\nX,C,2,b,m,1950,1\nX,C,3,c,m,1950,1\nX,C,4,d,m,1988,1500', expected: [['ROSTER_WOMEN_BOARD', 4, 'd']] },
    { label: 'a junior rated 1601 on board 4', teams: 'X,C,1,a,m,1950,1\nX,C,2,b,m,1950,1\nX,C,3,c,m,1950,1\nX,C,4,d,m,1990,1601', expected: [['ROSTER_WOMEN_BOARD', 4, 'd']] },
    { label: 'no board 3', teams: 'X,C,1,a,m,1950,1\nX,C,2,b,m,1950,1\nX,C,4,d,w,1950,1', expected: [['ROSTER_BOARD_MISSING', 3, null]] },
    {
      label: 'one person a regular of two clubs’ teams',
      teams: 'X,C,1,a,m,1950,1\nX,C,2,b,m,1950,1\nX,C,3,c,m,1950,1\nX,C,4,d,w,1950,1\nY,D,1,a,m,1950,1\nY,D,2,e,m,1950,1\nY,D,3,f,m,1950,1\nY,D,4,g,w,1950,1',
      expected: [['REGULAR_IN_TWO_TEAMS', 1, 'a']],
    },
  ])('$label', ({ teams, expected }) => {
    const r = computeInline({ teams: base + teams });
    expect(r.violations.map((v) => [v.rule, v.board, v.player])).toEqual(expected);
  });
});

test('every rule carries the regulation’s words and an English rendering', () => {
  for (const words of Object.values(LINEUP_RULES)) {
    expect(words.quote.length).toBeGreaterThan(20);
    expect(words.en.length).toBeGreaterThan(20);
  }
});

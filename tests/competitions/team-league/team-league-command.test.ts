import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { kindCommand } from '@/cli/kind-command';
import { TEAM_LEAGUE_KIND } from '@/lib/competitions/team-league/team-league-kind';
import { folderReader } from '@/tests/helpers';
import { TEAM_LEAGUE_FIXTURES } from './helpers';

const teamLeagueCommand = kindCommand(TEAM_LEAGUE_KIND);

/** `gp team-league <folder> --json` (competitions.md §6), called as a function with a reader over the fixtures. */
function run(args: string[], files?: Record<string, string>) {
  let out = '';
  let err = '';
  const read = files
    ? (path: string) => (path in files ? new TextEncoder().encode(files[path]!) : null)
    : (path: string) => folderReader(TEAM_LEAGUE_FIXTURES)(path);
  const code = teamLeagueCommand(args, { out: (s) => void (out += s), err: (s) => void (err += s) }, read);
  return { code, out, err };
}

describe('the §6 JSON contract', () => {
  test('swiss, ranking and boards with exactly the contract keys first, values as decimals', () => {
    const { code, out, err } = run(['knockout-8', '--json']);
    expect([code, err]).toEqual([0, '']);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['swiss', 'ranking', 'boards']));
    expect(Object.keys(json.swiss[0]).slice(0, 4)).toEqual(['rank', 'team', 'gamePoints', 'matchPoints']);
    expect(json.swiss[0]).toMatchObject({ rank: 1, team: 'T1', gamePoints: 1, matchPoints: 2 });
    expect(json.ranking).toEqual([
      { place: 1, team: 'T5' },
      { place: 2, team: 'T6' },
      { place: 3, team: 'T2' },
      { place: 4, team: 'T1' },
      { place: 5, team: 'T7' },
      { place: 6, team: 'T4' },
      { place: 7, team: 'T3' },
      { place: 8, team: 'T8' },
    ]);
    expect(Object.keys(json.boards[0])).toEqual(['board', 'rank', 'name', 'team', 'points', 'games']);
  });

  test('the mini league: half points as .5, the bracket, violations and fees', () => {
    const json = JSON.parse(run(['mini-league/', '--json']).out);
    expect(json.swiss.map((s: { team: string; gamePoints: number; matchPoints: number }) => [s.team, s.gamePoints, s.matchPoints])).toEqual([
      ['Hetman', 8.5, 4],
      ['Polonia I', 7, 5],
      ['Polonia II', 6, 3],
      ['Legion', 5, 2],
      ['Wieża', 3.5, -1],
    ]);
    expect(json.swiss[0].tiebreaks).toEqual({ 'BH/C1': 12, BH: 16.5, PS: 14.5, boards: [2, 2.5, 2.5, 1.5] });
    expect(json.ranking).toEqual([]);
    expect(json.boards[0]).toEqual({ board: 1, rank: 1, name: 'Adam Nowak', team: 'Polonia I', points: 1.5, games: 2 });
    expect(json.violations.map((v: { rule: string }) => v.rule)).toEqual(['LATE_ADDITION', 'ADDED_NOT_LAST', 'HIGHER_TEAM_REGULAR', 'BOARD_ORDER', 'VACANCY']);
    expect(json.fees.find((f: { club: string }) => f.club === 'Wieża Siedlce')).toMatchObject({ total: 340, deposit: 50 });
    expect(json.bracket[0].rounds[0][1]).toMatchObject({ round: 4, first: { team: 'Legion', seed: 4 }, second: { team: 'Wieża', seed: 5 }, status: 'not-played' });
  });
});

describe('the text table and the exit codes', () => {
  test('without --json: readable tables', () => {
    const { code, out } = run(['knockout-12']);
    expect(code).toBe(0);
    expect(out).toContain('SWISS PHASE (1 of 1 rounds, complete)');
    expect(out).toContain('round 2, places 1–8: T1 (1) – T8 (8) 0.5:0.5 [awaiting-playoff]');
    expect(out).toMatch(/ 9 {2}T12\n/);
  });
  test('bad usage: exit 2', () => {
    expect(run([]).code).toBe(2);
    expect(run(['a', 'b']).code).toBe(2);
    expect(run(['mini-league', '--csv']).code).toBe(2);
  });
  test('a bad file: exit 1, "file line N: message" on stderr', () => {
    const { code, err, out } = run(['x'], {
      'x/team-league.json': '{"name": "x", "teams": "teams.csv", "boards": "boards.csv"}',
      'x/teams.csv': 'team,club,board,name,sex,birth,rating\nT1,C1,1,a,m,1950,1800\nT2,C2,1,b,m,1950,1800\n',
      'x/boards.csv': 'round,home,away,board,home_player,away_player,result\n1,T1,T2,1,a,b,3-0\n',
    });
    expect([code, out]).toEqual([1, '']);
    expect(err).toBe('x/boards.csv line 2: result "3-0" is not 1-0, 0-1, 1/2-1/2, +/-, -/+ or -/-\n');
  });
  test('a folder without team-league.json: exit 1', () => {
    const { code, err } = run(['nowhere']);
    expect(code).toBe(1);
    expect(err).toBe('nowhere/team-league.json: not found in the league folder\n');
  });
});

test('node --import tsx cli/gp.ts team-league <folder> --json', () => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', 'team-league', join(TEAM_LEAGUE_FIXTURES, 'knockout-8'), '--json'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  expect(JSON.parse(r.stdout).ranking[0]).toEqual({ place: 1, team: 'T5' });
});

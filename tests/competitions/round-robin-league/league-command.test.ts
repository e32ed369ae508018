import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { kindCommand } from '@/cli/kind-command';
import { ROUND_ROBIN_LEAGUE_KIND } from '@/lib/competitions/round-robin-league/round-robin-league-kind';
import { fixtureFolder, FIXTURES } from './helpers';

const leagueCommand = kindCommand(ROUND_ROBIN_LEAGUE_KIND);

/** The command with an in-memory reader over the fixture folder (paths as the caller typed them). */
function run(args: string[], replace: Record<string, string | null> = {}) {
  let out = '';
  let err = '';
  const read = fixtureFolder('spb-2017', replace);
  const code = leagueCommand(args, { out: (s) => void (out += s), err: (s) => void (err += s) }, (path) => (path.startsWith('spb/') ? read(path.slice(4)) : null));
  return { code, out, err };
}

describe('gp league <folder> --json (competitions.md §6)', () => {
  const { code, out, err } = run(['spb', '--json']);
  const json = JSON.parse(out);

  test('exit 0; warnings on stderr', () => {
    expect(code).toBe(0);
    expect(err).toContain('liga-2-1.trf: League "Лига 2.1": 6 players play 5 rounds; the last 4 game days are not used. (warning)');
  });

  test('ranking rows exactly as the contract: annulled 7 left out, forfeited 3 "excluded": true (hand-derived, see compute-league.test)', () => {
    expect(json.leagues.map((l: { id: string }) => l.id)).toEqual(['liga-1-1', 'liga-2-1']);
    expect(json.leagues[0].ranking).toEqual([
      { place: 1, startNo: 6, name: 'Егоров Евгений', points: 5.5 },
      { place: 2, startNo: 1, name: 'Алексеев Андрей', points: 5 },
      { place: 3, startNo: 2, name: 'Борисов Борис', points: 4.5 },
      { place: 4, startNo: 4, name: 'Григорьев Глеб', points: 4 },
      { place: 5, startNo: 3, name: 'Васильев Виктор', points: 3.5, excluded: true },
      { place: 6, startNo: 5, name: 'Дмитриев Денис', points: 2.5 },
      { place: 7, startNo: 8, name: 'Зайцев Игорь', points: 1.5 },
      { place: 8, startNo: 9, name: 'Ильин Кирилл', points: 1 },
      { place: 9, startNo: 10, name: 'Козлов Леонид', points: 0.5 },
    ]);
  });

  test('tie-break values as decimals, in ranking order', () => {
    expect(json.leagues[1].chain).toEqual(['SB', 'DE', 'WIN', 'KS']);
    expect(json.leagues[1].tiebreaks.slice(0, 2)).toEqual([
      { startNo: 4, SB: 7, DE: 1, WIN: 3, KS: 1 },
      { startNo: 1, SB: 7, DE: 2, WIN: 3, KS: 2 },
    ]);
  });

  test('exclusions, postponed games and the schedule', () => {
    expect(json.leagues[0].exclusions).toEqual([
      { startNo: 3, name: 'Васильев Виктор', unplayedPostponed: 0, absencesWithoutWarning: 2, due: ['absences'], dueSince: '2017-12-08', confirmed: true, consequence: 'forfeited' },
      { startNo: 7, name: 'Жуков Захар', unplayedPostponed: 3, absencesWithoutWarning: 0, due: ['postponements'], dueSince: '2017-11-24', confirmed: true, consequence: 'annulled' },
    ]);
    expect(json.leagues[0].postponed).toEqual([{ round: 5, white: 4, black: 2, askedBy: [2], scheduled: '2017-12-01', newDate: null, reserveDaysLeft: 3 }]);
    expect(json.leagues[0].games.find((g: { round: number; white: number }) => g.round === 3 && g.white === 2)).toEqual({ round: 3, board: 1, white: 2, black: 10, date: '2017-11-19', dateKind: 'reserve', status: 'played', result: '1-0' });
    expect(json.leagues[0].games.find((g: { round: number; white: number }) => g.round === 1 && g.white === 4)).toEqual({ round: 1, board: 4, white: 4, black: 7, date: '2017-10-27', dateKind: 'regular', status: 'annulled', result: null, annulledResult: '0-1', annulledBecause: 7 });
    expect(json.asOf).toBe('2017-12-15');
    expect(json.reserveDaysLeft).toEqual(['2017-12-17', '2017-12-22', '2017-12-24']);
  });
});

describe('gp league without --json, and its errors', () => {
  test('a readable table per league', () => {
    const { code, out } = run(['spb']);
    expect(code).toBe(0);
    expect(out).toContain('Лига 1.1 (liga-1-1) — Fridays 18:00–21:00');
    expect(out).toMatch(/ {4}5 {3}3 {2}Васильев Виктор \(excluded\) {2}3\.5/);
    expect(out).toContain('7: 3 unplayed postponed, 0 absences without warning; postponements; confirmed, games annulled');
    expect(out).toContain('round 5: 4–2 (asked by 2; was 2017-12-01); 3 reserve days left');
  });

  test.each([
    { args: [], code: 2, err: 'expected one league folder' },
    { args: ['spb', 'other'], code: 2, err: 'expected one league folder' },
    { args: ['spb', '--csv'], code: 2, err: 'unknown option --csv' },
    { args: ['nowhere', '--json'], code: 1, err: 'league.json: not found in the league folder' },
  ])('$args → exit $code', ({ args, code, err }) => {
    const r = run(args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(err);
    expect(r.out).toBe('');
  });

  test('a bad file: exit 1 with "file line N: message"', () => {
    const r = run(['spb', '--json'], { 'postponements.csv': 'league,round,player\nliga-1-1,x,1\n' });
    expect(r.code).toBe(1);
    expect(r.err).toBe('postponements.csv line 2: Round "x" is not a round number.\n');
  });
});

describe('gp league through node', () => {
  test('npm run gp -- league <folder> --json prints the same contract', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', 'league', `${FIXTURES}spb-2017`, '--json'], { cwd: root, encoding: 'utf8', env: { ...process.env, INIT_CWD: root } });
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.leagues[0].ranking[0]).toEqual({ place: 1, startNo: 6, name: 'Егоров Евгений', points: 5.5 });
    expect(json.leagues[0].ranking.map((x: { startNo: number }) => x.startNo)).not.toContain(7);
  });
});

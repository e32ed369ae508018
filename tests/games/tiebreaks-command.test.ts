import { describe, expect, test } from 'vitest';
import { tiebreaksCommand } from '@/cli/tiebreaks-command';
import type { GamesModel } from '@/lib/games/games-model';
import type { TiebreaksReportRow } from '@/lib/games/tiebreaks-report';
import { writeTrf } from '@/lib/import/trf/write-trf';
import { fixtureBytes } from './helpers/fixtures';
import { league } from './helpers/round-robin';

/** The league of the exclusion tests as a TRF file, the way a pairing program would export it. */
function leagueTrf(model: GamesModel): Uint8Array {
  const text = writeTrf({
    records: [
      { tag: '012', value: 'Liga 1.1' },
      { tag: '042', value: '2017/10/01' },
      { tag: '092', value: 'Round robin' },
    ],
    players: model.players.map((p) => ({ startNumber: p.startNumber, sex: null, title: null, name: p.name, rating: p.rating, federation: 'RUS', fideId: null, birth: null, points: null, rank: null, rounds: p.rounds })),
    teams: [],
    nationalRatings: [],
  });
  return new TextEncoder().encode(text);
}

/** Players 1 and 2 in one round; player 2's record names `secondsOpponent` (1 is right). */
function twoPlayerFile(header: string, secondsOpponent: number): Uint8Array {
  const p = (startNumber: number, opponent: number, colour: 'w' | 'b', result: '1' | '0') => ({
    startNumber, sex: null, title: null, name: `Player ${startNumber}`, rating: 1500, federation: 'POL', fideId: null, birth: null, points: null, rank: null,
    rounds: [{ opponent, colour, result }],
  });
  const text = writeTrf({ records: [{ tag: header.slice(0, 3), value: header.slice(4) }], players: [p(1, 2, 'w', '1'), p(2, secondsOpponent, 'b', '0')], teams: [], nationalRatings: [] });
  return new TextEncoder().encode(text);
}

/** Player 3 plays `k` games, the rest of their games are postponed. */
const leagueWhere3Played = (k: number) => league((round, w, b) => ((w === 3 || b === 3) && round > k ? 'postponed' : undefined));

const files: Record<string, Uint8Array> = {
  'swiss5.trf': fixtureBytes('held_c07_exercises/held_swiss_5.trf'),
  'league-4.trf': leagueTrf(leagueWhere3Played(4)),
  'league-5.trf': leagueTrf(leagueWhere3Played(5)),
  'bad.trf': twoPlayerFile('012 Broken', 3),
  'nodate.trf': twoPlayerFile('012 No date', 1),
};

function run(...args: string[]) {
  let out = '';
  let err = '';
  const code = tiebreaksCommand(args, { out: (s) => void (out += s), err: (s) => void (err += s) }, (path) => files[path] ?? null);
  return { code, out, err };
}

describe('gp tiebreaks --json (competitions.md §6)', () => {
  const result = run('swiss5.trf', '--rules', 'fide-2023', '--tiebreaks', 'BH,BH/C1,SB', '--json');
  const rows = JSON.parse(result.out) as TiebreaksReportRow[];

  test('exits 0 with one JSON array, one row per player, in rank order', () => {
    expect(result.code).toBe(0);
    expect(rows).toHaveLength(16);
    expect(rows.map((r) => r.rank)).toEqual([...rows.map((r) => r.rank)].sort((a, b) => a - b));
  });
  test('each row has startNo, name, points, rank and the tie-breaks as decimals, in that order', () => {
    expect(Object.keys(rows[0]!)).toEqual(['startNo', 'name', 'points', 'rank', 'tiebreaks']);
    // Held's answers for player 4 (BH 15.0, BH/C1 11.5, SB 9.75)
    expect(rows.find((r) => r.startNo === 4)).toEqual({ startNo: 4, name: 'David', points: 3.5, rank: 3, tiebreaks: { BH: 15, 'BH/C1': 11.5, SB: 9.75 } });
  });
  test('without --rules the edition follows the start date (042 2024-08-01: fide-2023)', () => {
    expect(run('swiss5.trf', '--tiebreaks', 'BH,BH/C1,SB', '--json').out).toBe(result.out);
  });
  test('--rules fide-2026 applies the 2026 caps (player 4: BH 14.0)', () => {
    const rows2026 = JSON.parse(run('swiss5.trf', '--rules=fide-2026', '--tiebreaks', 'BH', '--json').out) as TiebreaksReportRow[];
    expect(rows2026.find((r) => r.startNo === 4)!.tiebreaks.BH).toBe(14);
  });
  test('Vega-style codes are accepted (BH-C1)', () => {
    expect(run('swiss5.trf', '--rules', 'fide-2023', '--tiebreaks', 'BH,BH-C1,SB', '--json').out).toBe(result.out);
  });
});

describe('gp tiebreaks --exclude (competitions.md §4 consequence)', () => {
  test('a player with 4 games played is annulled: left out of the array', () => {
    const r = run('league-4.trf', '--tiebreaks', 'SB,DE,WIN,KS', '--exclude', '3', '--json');
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as TiebreaksReportRow[];
    expect(rows.map((x) => x.startNo)).not.toContain(3);
    expect(rows).toHaveLength(9);
  });
  test('a player with 5 games played stays, with "excluded": true', () => {
    const rows = JSON.parse(run('league-5.trf', '--tiebreaks', 'SB,DE,WIN,KS', '--exclude', '3', '--json').out) as TiebreaksReportRow[];
    expect(rows).toHaveLength(10);
    expect(rows.find((x) => x.startNo === 3)).toMatchObject({ excluded: true });
    expect(rows.filter((x) => x.excluded)).toHaveLength(1);
  });
  test('--exclusion-min-games changes the threshold: 4 games with a rule of 4 forfeit the rest', () => {
    const rows = JSON.parse(run('league-4.trf', '--tiebreaks', 'SB', '--exclude', '3', '--exclusion-min-games', '4', '--json').out) as TiebreaksReportRow[];
    expect(rows.find((x) => x.startNo === 3)).toMatchObject({ excluded: true });
  });
});

describe('gp tiebreaks: the readable table', () => {
  test('names the edition and the tie-breaks, one line per player', () => {
    const r = run('league-5.trf', '--tiebreaks', 'SB,DE', '--exclude', '3');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Liga 1.1');
    expect(r.out).toContain('unplayed rounds by fide-2009');
    expect(r.out).toMatch(/Rank\s+No\s+Name\s+Pts\s+SB\s+DE/);
    expect(r.out).toContain('Player 3 (excluded)');
    expect(r.out).toContain('Excluded, remaining games forfeited: 3');
  });
});

describe('gp tiebreaks: exit codes', () => {
  test('a bad file exits 1 with "file line N: message" on stderr', () => {
    const r = run('bad.trf', '--tiebreaks', 'BH');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^bad\.trf line 2: Round 1: player 1 is paired with 2, but player 2's record \(line 3\) shows opponent 3/m);
    expect(r.out).toBe('');
  });
  test('a missing file exits 1', () => {
    expect(run('nowhere.trf', '--tiebreaks', 'BH')).toMatchObject({ code: 1, err: expect.stringContaining('nowhere.trf: no such file') });
  });
  test.each([
    { label: 'no file', args: ['--tiebreaks', 'BH'], message: 'expected a TRF file' },
    { label: 'two files', args: ['a.trf', 'b.trf', '--tiebreaks', 'BH'], message: 'expected one TRF file' },
    { label: 'no --tiebreaks', args: ['swiss5.trf'], message: '--tiebreaks is required' },
    { label: 'an unknown tie-break', args: ['swiss5.trf', '--tiebreaks', 'BH,TPR'], message: 'unknown tie-break "TPR"' },
    { label: 'an unknown edition', args: ['swiss5.trf', '--tiebreaks', 'BH', '--rules', 'fide-2017'], message: '--rules must be one of' },
    { label: 'an unknown option', args: ['swiss5.trf', '--tiebreaks', 'BH', '--csv'], message: 'unknown option --csv' },
    { label: 'an option without its value', args: ['swiss5.trf', '--tiebreaks'], message: '--tiebreaks needs a value' },
    { label: 'a start number that is not a number', args: ['swiss5.trf', '--tiebreaks', 'BH', '--exclude', '3,x'], message: '--exclude takes start numbers' },
    { label: 'a start number nobody has', args: ['swiss5.trf', '--tiebreaks', 'BH', '--exclude', '99'], message: 'no player with start number 99' },
    { label: 'a threshold without --exclude', args: ['swiss5.trf', '--tiebreaks', 'BH', '--exclusion-min-games', '5'], message: 'only applies with --exclude' },
    { label: 'no start date and no --rules', args: ['nodate.trf', '--tiebreaks', 'BH'], message: 'name the edition with --rules' },
  ])('$label exits 2 and says so', ({ args, message }) => {
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});

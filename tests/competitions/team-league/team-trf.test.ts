import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadTeamLeague } from '@/lib/competitions/team-league/load-team-league';
import { looksLikeTrf } from '@/lib/competitions/team-league/read-team-trf';
import { teamLeagueToJson } from '@/lib/competitions/team-league/team-league-json';
import { folderReader } from '@/tests/helpers';
import { TEAM_LEAGUE_FIXTURES } from './helpers';

/**
 * A pairing program's team TRF (013 records) in place of the captains' board CSV. The fixture
 * `team-trf/` holds a hand-made TRF of five teams over three rounds — a reserve on board 4, a
 * vacancy, a board lost by forfeit, a forfeited match, byes — and the same rounds as boards.csv.
 */
const FOLDER = join(TEAM_LEAGUE_FIXTURES, 'team-trf');
const disk = folderReader(FOLDER);
const enc = (s: string) => new TextEncoder().encode(s);
const TRF = readFileSync(join(FOLDER, 'boards.trf'), 'utf8');

/** The fixture league reading `boards` from the given file (or from a TRF text given inline). */
function load(boards: 'boards.trf' | 'boards.csv' | { trf: string }) {
  return loadTeamLeague((name) => {
    if (name === 'team-league.json') {
      const spec = JSON.parse(new TextDecoder().decode(disk(name)!));
      return enc(JSON.stringify({ ...spec, boards: typeof boards === 'string' ? boards : 'edited.trf' }));
    }
    if (name === 'edited.trf' && typeof boards !== 'string') return enc(boards.trf);
    return disk(name);
  });
}

const errors = (trf: string) => {
  const r = load({ trf });
  return r.ok ? [] : r.errors.map((e) => [e.code, e.file, e.line]);
};

/** The TRF with one player's round cell (opponent, colour, result) replaced, and the points column when given. */
function setRound(text: string, startNo: number, round: number, cell: string, points?: string): string {
  return text
    .split('\r\n')
    .map((l) => {
      if (!l.startsWith('001') || Number(l.slice(4, 8)) !== startNo) return l;
      const at = 91 + 10 * (round - 1);
      const withCell = l.slice(0, at) + cell + l.slice(at + cell.length);
      return points === undefined ? withCell : withCell.slice(0, 80) + points.padStart(4) + withCell.slice(84);
    })
    .join('\r\n');
}

describe('team TRF', () => {
  test('is told from the board CSV by its first line', () => {
    expect(looksLikeTrf(enc(TRF))).toBe(true);
    expect(looksLikeTrf(disk('boards.csv')!)).toBe(false);
  });

  test('the TRF and the equivalent board CSV give the same matches and the same standings', () => {
    const fromTrf = load('boards.trf');
    const fromCsv = load('boards.csv');
    if (!fromTrf.ok || !fromCsv.ok) throw new Error(JSON.stringify([fromTrf, fromCsv]));
    const strip = (l: typeof fromTrf.league) =>
      l.matches.map((m) => ({ ...m, line: 0, boards: m.boards.map((b) => ({ ...b, line: 0 })) })).sort((a, b) => a.round - b.round || a.home - b.home);
    expect(strip(fromTrf.league)).toEqual(strip(fromCsv.league));
    // everything alike but where a violation was found (the file and its line)
    const json = (r: typeof fromTrf.result) => ({ ...teamLeagueToJson(r), violations: teamLeagueToJson(r).violations.map((v) => ({ ...v, file: '', line: 0 })) });
    expect(json(fromTrf.result)).toEqual(json(fromCsv.result));
    expect(fromTrf.result.violations.map((v) => [v.rule, v.file, v.line])).toEqual([['WOMEN_BOARD', 'boards.trf', 24]]);
    // the figures themselves, by hand: Sokół 1½ + bye 2 + forfeit win 4; Orzeł 2½ + 2½ (a vacancy
    // won) + 2; Żuraw bye 2 + 2½ (a board won by forfeit) + 2; Jastrząb 2½ + 1½ + bye 2; Kruk 1½ +
    // 1½ + 0 with −2 match points for the forfeited match
    expect(teamLeagueToJson(fromTrf.result).swiss.map((r) => [r.team, r.gamePoints, r.matchPoints])).toEqual([
      ['Sokół', 7.5, 3],
      ['Orzeł', 7, 5],
      ['Żuraw', 6.5, 4],
      ['Jastrząb', 6, 3],
      ['Kruk', 3, -2],
    ]);
  });

  test('roster names are found in either word order; the reserve sits on board 4, the vacancy and forfeits are read', () => {
    const r = load('boards.trf');
    if (!r.ok) throw new Error('not loaded');
    const team = (n: string) => r.league.teams.find((t) => t.name === n)!.index;
    const r1 = r.league.matches.find((m) => m.round === 1 && m.home === team('Jastrząb'))!;
    expect(r1.away).toBe(team('Kruk'));
    expect(r1.boards[3]).toMatchObject({ board: 4, homePlayer: 'Olaf Kruk', awayPlayer: 'Urszula Lewandowska', result: '1-0' });
    const r2 = r.league.matches.find((m) => m.round === 2 && m.home === team('Kruk'))!;
    expect(r2.boards[3]).toMatchObject({ homePlayer: null, awayPlayer: 'Danuta Wrona', result: '-/+' });
    const r2b = r.league.matches.find((m) => m.round === 2 && m.home === team('Żuraw'))!;
    expect(r2b.boards[1]).toMatchObject({ homePlayer: 'Zenon Kret', awayPlayer: 'Leon Wilk', result: '+/-' });
    const r3 = r.league.matches.find((m) => m.round === 3 && m.home === team('Sokół'))!;
    expect([r3.away, r3.forfeit, r3.boards]).toEqual([team('Kruk'), 'away', []]);
    expect(r.league.matches.filter((m) => m.away === null).map((m) => [m.round, r.league.teams[m.home]!.name])).toEqual([
      [1, 'Żuraw'],
      [2, 'Sokół'],
      [3, 'Jastrząb'],
    ]);
  });

  test('a team record naming a team not in teams.csv: its line', () => {
    expect(errors(TRF.replace('013 Żuraw   ', '013 Czapla  '))).toEqual([['UNKNOWN_TEAM', 'edited.trf', 29]]);
  });

  test('a player in two team records, and a team recorded twice', () => {
    // Żuraw's board 1 (start no. 17, line 20) replaced by Orzeł's: 17 is then in no team
    expect(errors(TRF.replace(/013 Żuraw( +)17/, '013 Żuraw$1 1'))).toEqual([
      ['TRF_PLAYER_WITHOUT_TEAM', 'edited.trf', 20],
      ['TRF_MEMBER_TWICE', 'edited.trf', 29],
    ]);
    expect(errors(TRF + '\r\n013 Orzeł                             22\r\n')).toEqual([['TRF_TEAM_TWICE', 'edited.trf', 31]]);
  });

  test('a player with games but in no team record', () => {
    expect(errors(TRF.replace(/013 Jastrząb( +)9   10   11   12   21/, '013 Jastrząb$19   10   11   12'))).toEqual([['TRF_PLAYER_WITHOUT_TEAM', 'edited.trf', 24]]);
  });

  test('boards that do not line up: the player out of place, by line', () => {
    // round 1: Jastrząb's reserve listed before board 3 — he would sit on board 3 against board 4's opponent, board 3's player on board 4
    expect(errors(TRF.replace(/013 Jastrząb( +)9   10   11   12   21/, '013 Jastrząb$19   10   21   11   12'))).toEqual([['TRF_BOARD_MISMATCH', 'edited.trf', 14], ['TRF_BOARD_MISMATCH', 'edited.trf', 24]]);
  });

  test('a team paired against players of two teams in one round', () => {
    // Orzeł's board 4 (start no. 4) paired with Jastrząb's reserve in round 1 instead of Sokół's board 4
    let t = setRound(TRF, 4, 1, '  21 b 1');
    t = setRound(t, 21, 1, '   4 w 0', '0.0');
    t = setRound(t, 8, 1, '   0 - -');
    t = setRound(t, 16, 1, '   0 - -');
    expect(errors(t)).toEqual([
      ['TRF_TEAMS_MIXED', 'edited.trf', 4],
      ['TRF_TEAMS_MIXED', 'edited.trf', 12],
    ]);
  });

  test('forfeit wins with no opponent for a whole team: the opposing team is unknown', () => {
    let t = TRF;
    for (const no of [5, 6, 7, 8]) t = setRound(t, no, 3, '   0 - +');
    for (const no of [13, 14, 15, 16]) t = setRound(t, no, 3, '   0 - -');
    expect(errors(t)).toEqual([['TRF_NO_OPPONENT_TEAM', 'edited.trf', 8]]);
  });

  test('a 0–0 on a board cannot be a board result', () => {
    let t = setRound(TRF, 3, 1, '   7 w 0');
    t = setRound(t, 7, 1, '   3 b 0', '2.0');
    expect(errors(t)).toEqual([['TRF_BOARD_RESULT', 'edited.trf', 6]]);
  });

  test("the TRF reader's own errors come through with their lines", () => {
    // Nowak's round 1 win not mirrored by Mak's record
    expect(errors(setRound(TRF, 1, 1, '   6 w 1')).every((e) => e[0] === 'TRF_FILE' && e[1] === 'edited.trf' && Number(e[2]) > 0)).toBe(true);
    expect(errors(setRound(TRF, 1, 1, '   6 w 1')).length).toBeGreaterThan(0);
    expect(errors('012 no teams\r\n001    1 m    A,B                               1500 POL                         0.0\r\n')).toEqual([['TRF_NO_TEAMS', 'edited.trf', 0]]);
  });
});

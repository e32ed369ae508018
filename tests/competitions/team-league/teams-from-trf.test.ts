import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadTeamLeague } from '@/lib/competitions/team-league/load-team-league';
import { readTeamsTrf } from '@/lib/competitions/team-league/read-teams-trf';
import { describe as say } from '@/lib/i18n/t';

/**
 * Issue 40, item 2: a team league takes its teams and rosters from the team TRF the arbiter has
 * (TRF-2026 team records), not only from a hand-written teams.csv. Against the real FIDE TRF-2026
 * team sample (tests/fixtures/real-files/grandmommyscup_example_trf26.trf: 50 teams, 249 players,
 * `013` and `310` records, `801` line-ups; QUIRKS T7, T9).
 */
const TRF = new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files/grandmommyscup_example_trf26.trf')));
const TEXT = new TextDecoder().decode(TRF);
/** The same file without its TRF16 `013` records: the TRF-2026 `310` records alone name the teams. */
const ONLY_310 = new TextEncoder().encode(TEXT.split('\n').filter((l) => !l.startsWith('013')).join('\n'));
/** The sample is a 14-round Swiss of four boards: rules that fit it (the preset is a 7-round Swiss with a knock-out). */
const RULES = { swissRounds: 14, knockout: null, womenBoard: false, menBoards: 4, vacanciesAllowedOn: [1, 2, 3, 4], juniorSubstitute: null, sameClubBanFromRound: null, additionDeadline: null };
const folder = (files: Record<string, Uint8Array>) => (n: string) => files[n] ?? null;
const json = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));

/** Each team's published game points (`310`, columns 62–67), in half-points. */
const publishedGamePoints = new Map(
  TEXT.split('\n')
    .filter((l) => l.startsWith('310 '))
    .map((l) => [l.slice(8, 40).trim(), Math.round(Number(l.slice(61, 67)) * 2)]),
);

describe('the teams and rosters of a team TRF', () => {
  test.each([
    { label: 'its 013 records', bytes: TRF, record: '013' },
    { label: 'its 310 records alone', bytes: ONLY_310, record: '310' },
  ])('from $label: every team, its players in the record\'s order, the first four on boards 1–4, the fifth a reserve', ({ bytes, record }) => {
    const r = readTeamsTrf(bytes, 'teams.csv', 4);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.teams).toHaveLength(50);
    expect(r.players).toHaveLength(249);
    expect(r.teams.map((t) => t.name)).toEqual([...publishedGamePoints.keys()]);
    const india = r.teams[0]!;
    // India's record: start numbers 1, 5, 15, 28, 44, with their `001` lines' names and ratings
    expect(india.players.map((id) => [r.players[id]!.name, r.players[id]!.board, r.players[id]!.rating])).toEqual([
      ['Test0001 Player0001', 1, 2586],
      ['Test0005 Player0005', 2, 2517],
      ['Test0015 Player0015', 3, 2442],
      ['Test0028 Player0028', 4, 2399],
      ['Test0044 Player0044', null, 2373],
    ]);
    const note = r.problems.find((p) => p.code === 'TEAMS_FROM_TRF')!;
    expect(note.params).toMatchObject({ teams: 50, players: 249, record });
    expect(say('pl', note)).toContain('50 drużyn, 249 zawodników');
    expect(say('en', note)).toContain('50 teams, 249 players');
  });

  test('a TRF without team records is refused, saying which records it looks for', () => {
    const r = readTeamsTrf(new TextEncoder().encode(TEXT.split('\n').filter((l) => !/^(013|310) /.test(l)).join('\n')), 'teams.csv', 4);
    expect(r.problems.map((p) => p.code)).toContain('TRF_NO_TEAMS');
    expect(say('pl', r.problems.find((p) => p.code === 'TRF_NO_TEAMS')!)).toContain('013 lub 310');
  });
});

describe('a team league from the team TRF alone (uploaded as teams.csv, no boards.csv)', () => {
  const r = loadTeamLeague(folder({ 'team-league.json': json({ name: 'Grandmommy’s Cup', preset: 'mazovia-seniors-2007', rules: RULES, teams: 'teams.csv', boards: 'boards.csv' }), 'teams.csv': TRF }));
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));

  test('its matches are read from the same file, said in the preview', () => {
    expect(r.league.teams).toHaveLength(50);
    expect(r.warnings.map((w) => w.code)).toContain('BOARDS_FROM_TEAMS_TRF');
    expect(r.result.swiss.roundsPlayed).toBe(14);
  });

  test('the 801 line-ups place the players on their boards; where a line-up names a player who did not play, the one who did takes the board (said)', () => {
    const differs = r.warnings.filter((w) => w.code === 'TRF_LINEUP_DIFFERS');
    expect(differs.map((w) => [w.params?.round, w.params?.team, w.params?.name, w.params?.board])).toEqual([
      [1, 'Argentina', 'Test0201 Player0201', 2],
      [7, 'Sweden', 'Test0218 Player0218', 1],
    ]);
  });

  test('the pairing-allocated byes of the 240 records are the teams\' byes (their players\' lines say only "0000 - -")', () => {
    const names = TEXT.split('\n').filter((l) => l.startsWith('310 ')).map((l) => l.slice(8, 40).trim());
    const byes = TEXT.split('\n').flatMap((l) => {
      const m = /^240 F\s+(\d+)((?:\s+\d+)+)\s*$/.exec(l);
      return m ? m[2]!.trim().split(/\s+/).map((t) => ({ round: Number(m[1]), team: names[Number(t) - 1]! })) : [];
    });
    expect(byes).toHaveLength(9);
    for (const b of byes) expect([b.team, b.round, r.result.swiss.rows.find((row) => row.name === b.team)!.rounds[b.round - 1]!.kind]).toEqual([b.team, b.round, 'bye']);
  });

  test('every team that played all its rounds has the game points the file publishes (310)', () => {
    const full = r.result.swiss.rows.filter((row) => row.rounds.every((x) => x.kind === 'played'));
    // five of the fifty teams had no bye and no match lost by forfeit
    expect(full.length).toBe(5);
    for (const row of full) expect([row.name, row.gamePoints]).toEqual([row.name, publishedGamePoints.get(row.name)]);
  });
});

test('the team TRF under the boards file\'s name, with no teams file, gives the teams too', () => {
  const r = loadTeamLeague(folder({ 'team-league.json': json({ name: 'Cup', preset: 'mazovia-seniors-2007', rules: RULES, teams: 'teams.csv', boards: 'boards.trf' }), 'boards.trf': TRF }));
  expect(r.ok).toBe(true);
  expect(r.warnings.find((w) => w.code === 'TEAMS_FROM_TRF')).toMatchObject({ file: 'boards.trf' });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bergerSchedule } from '@/lib/games/berger-schedule';
import { loadRoundRobinLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { readLeagueFile } from '@/lib/competitions/round-robin-league/read-league-file';
import { roundRobinLeagueAppearances } from '@/lib/competitions/round-robin-league/round-robin-league-participants';
import { writeResultToTrf } from '@/lib/competitions/round-robin-league/write-league-files';
import { describe as say } from '@/lib/i18n/t';

/**
 * Issue 40, item 1: a league reads what the arbiter has — a chess-results round-robin crosstable
 * (CSV, saved page), a Vega crosstable, a page of round-robin groups — not only a TRF. Against the
 * real files (tests/fixtures/real-files, INDEX.csv and QUIRKS.md say what each holds).
 */
const REAL = join(process.cwd(), 'tests/fixtures/real-files');
const real = (name: string) => new Uint8Array(readFileSync(join(REAL, name)));
const LEAGUE_JSON = (extra: Record<string, unknown> = {}) => new TextEncoder().encode(JSON.stringify({ name: 'Ligi', preset: 'spb-leagues-2017', leagues: [{ id: 'liga-1', name: 'Liga 1', file: 'liga-1.trf', ...extra }] }));
const load = (bytes: Uint8Array, extra: Record<string, unknown> = {}) => {
  const files: Record<string, Uint8Array> = { 'league.json': LEAGUE_JSON(extra), 'liga-1.trf': bytes };
  return loadRoundRobinLeague((n) => files[n] ?? null);
};
const ok = <R extends { ok: boolean }>(r: R) => {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<R, { ok: true }>;
};

describe('a chess-results round-robin crosstable saved as CSV (xref-to-gf-example-input.csv, by final place)', () => {
  const r = ok(load(real('xref-to-gf-example-input.csv')));
  const league = r.season.leagues[0]!;

  test('its six players with their ratings and federations, and every game of the table counted', () => {
    expect(league.players.map((p) => [p.name, p.rating])).toEqual([
      ['Zaragatski Ilja', 2482],
      ['Kornitzky Tino', 2055],
      ['Wüest Andrin', 2225],
      ['Aeschbacher Johann', 2053],
      ['Vögtlin André', 1719],
      ['Züllig Flavian', 1379],
    ]);
    expect(r.season.inputs[0]!.model.players.map((p) => p.federation)).toEqual(['GER', 'GER', 'SUI', 'FRA', 'SUI', 'SUI']);
    expect(league.games).toHaveLength(15);
    // the published Pts. column (5, 3½, 3, 2½, 1, 0) from the games of the cells
    expect(league.standings.map((s) => [s.place, s.points])).toEqual([
      [1, 10],
      [2, 7],
      [3, 6],
      [4, 5],
      [5, 2],
      [6, 0],
    ]);
  });

  test('numbered by final place, it gives no rounds: the games are kept without one, and the preview says so', () => {
    expect(league.roundsKnown).toBe(false);
    expect(league.rounds.pairings).toEqual([]);
    expect(league.rounds.progress).toEqual([]);
    const read = r.warnings.find((w) => w.code === 'LEAGUE_FILE_READ')!;
    expect(read).toMatchObject({ file: 'liga-1.trf', line: 2, params: { what: 'round-crosstable', players: 6, games: 15, rounds: 'unknown' } });
    expect(say('pl', read)).toContain('tabela krzyżowa turnieju kołowego — 6 zawodników, 15 partii; rundy nieznane');
    expect(say('en', read)).toContain('a round-robin crosstable — 6 players, 15 games; rounds unknown');
    const unknown = r.warnings.find((w) => w.code === 'LEAGUE_ROUNDS_UNKNOWN')!;
    expect(say('pl', unknown)).toContain('bez rundy');
    expect(say('en', unknown)).toContain('without a round');
  });
});

test("a player's games from a crosstable by final place say no round and no colour (the walk of 19:05: the player's page showed rounds 1–5 and colours the file does not give)", () => {
  const r = ok(load(real('xref-to-gf-example-input.csv')));
  const appearances = roundRobinLeagueAppearances(r.season, { slug: 'liga' });
  expect(appearances).toHaveLength(6);
  for (const a of appearances) {
    expect(a.result.gameList).toHaveLength(5);
    for (const g of a.result.gameList ?? []) expect([g.round, g.colour]).toEqual(['', null]);
  }
  // a league whose rounds are known keeps them
  const berger = roundRobinLeagueAppearances(ok(load(real('ussa2026_roundrobin_crosstable.html'))).season, { slug: 'liga' });
  expect(berger.flatMap((a) => a.result.gameList ?? []).every((g) => typeof g.round === 'number' && g.round > 0)).toBe(true);
});

describe('a chess-results starting-rank round-robin crosstable saved as a page (ussa2026_roundrobin_crosstable.html, 9 players)', () => {
  const r = ok(load(real('ussa2026_roundrobin_crosstable.html')));
  const league = r.season.leagues[0]!;

  test('numbered by start number, its games are placed by the FIDE Berger table: round and colours of the table, one player resting each round', () => {
    expect(league.roundsKnown).toBe(true);
    expect(league.berger).toBe(true);
    const table = bergerSchedule(9).flat();
    expect(league.games).toHaveLength(table.length);
    for (const t of table) expect(league.games.find((g) => g.white === t.white && g.black === t.black)).toMatchObject({ round: t.round });
    expect(league.rounds.pairings).toHaveLength(9);
    expect(r.warnings.find((w) => w.code === 'LEAGUE_FILE_READ')).toMatchObject({ line: 195, params: { players: 9, games: 36, rounds: 'berger' } });
  });

  test('the ranking the file publishes (Rk.) from its cells, the forfeit Shoba–Njoku included', () => {
    const rk = new Map([
      ['Brander Waylon', 1],
      ['Phokela Osia', 2],
      ['Shoba Lundi', 3],
      ['Makhetha Laviens', 4],
      ['Mthembu Lovers', 5],
      ['Yoko Christopher Dav', 6],
      ['Masinga Ayanda', 7],
      ['Njoku Greatman', 8],
      ['Shai Leon', 9],
    ]);
    expect(league.standings.map((s) => [s.name, s.place])).toEqual([...rk]);
    const forfeit = league.games.find((g) => [g.white, g.black].sort().join() === '2,8')!;
    expect(forfeit.status).toBe('forfeit');
  });
});

describe('a Vega crosstable with round columns (vega_HonourableBob2025_crosstable.html)', () => {
  test('its rounds and colours are the file\'s; not a Berger table, so the file\'s pairings are the schedule', () => {
    const r = ok(load(real('vega_HonourableBob2025_crosstable.html')));
    const league = r.season.leagues[0]!;
    expect(league.roundsKnown).toBe(true);
    expect(league.berger).toBe(false);
    expect(r.warnings.find((w) => w.code === 'LEAGUE_FILE_READ')).toMatchObject({ params: { what: 'crosstable', players: 31, rounds: 'file' } });
    expect(r.warnings.some((w) => w.code === 'PAIRING_NOT_BERGER')).toBe(true);
    // Hogg (2) met Davis (3) in round 4 with black (the cell's CSS class), a draw
    expect(league.games.find((g) => g.round === 4 && g.white === 3 && g.black === 2)).toMatchObject({ recorded: { white: '=', black: '=' } });
  });
});

describe('a page of ten round-robin groups (narva_kleeblatt-turnier-2025.md)', () => {
  test('each group a league of its own, named after it, its games from the pairings of its rounds', () => {
    const r = ok(load(real('narva_kleeblatt-turnier-2025.md')));
    const split = r.warnings.find((w) => w.code === 'LEAGUE_GROUPS_SPLIT')!;
    expect(split.params).toMatchObject({ count: 10 });
    expect(say('pl', split)).toContain('każda jest osobną ligą');
    expect(r.season.leagues.map((l) => [l.id, l.name])).toEqual(
      ['Capablanca', 'Steinitz', 'Lasker', 'Botwinnik', 'Tarrasch', 'Nimzowitsch', 'Smyslow', 'Najdorf', 'Petrosjan', 'Morphy'].map((g) => [g.toLowerCase(), g]),
    );
    for (const league of r.season.leagues) {
      expect(league.games).toHaveLength(6);
      expect(league.roundsKnown).toBe(true);
    }
  });

  test('every group\'s points from its games equal the points its ranking publishes (Punkte), the zero-width spaces of its names read', () => {
    const read = ok(readLeagueFile(real('narva_kleeblatt-turnier-2025.md')));
    const r = ok(load(real('narva_kleeblatt-turnier-2025.md')));
    expect(read.groups).toHaveLength(10);
    read.groups.forEach((g, i) => {
      const league = r.season.leagues[i]!;
      for (const p of g.tournament.players) {
        expect(p.name).not.toMatch(/\u200B/);
        expect(league.standings.find((s) => s.startNumber === p.startNumber)!.points).toBe(p.points);
      }
    });
    // numbered in the order of the page's list of participants: Daum (1), Omar (2), Sohr (3), Schenk (4)
    expect(read.groups[0]!.tournament.players.map((p) => p.name)).toEqual(['Daum,Norman', 'Omar,Samy', 'Sohr,Jim', 'Schenk,Rafael']);
    // the page has a FIDE column (Elo): a player with Elo 0 is unrated for FIDE, never rated by his DWZ
    // (walk of 19:05: Omar, DWZ 1965, Elo 0, got a FIDE rating change and performance from his DWZ)
    expect(read.groups[0]!.tournament.players.find((p) => p.name === 'Omar,Samy')!.rating).toBeNull();
  });

  test('"group" in league.json picks one group; a group the page does not have is refused with the ones it has', () => {
    const one = ok(load(real('narva_kleeblatt-turnier-2025.md'), { group: 'Lasker' }));
    expect(one.season.leagues.map((l) => [l.id, l.name, l.players.length])).toEqual([['liga-1', 'Liga 1', 4]]);
    expect(one.warnings.find((w) => w.code === 'LEAGUE_FILE_READ')).toMatchObject({ params: { what: 'group-page', group: 'Lasker' } });
    const none = load(real('narva_kleeblatt-turnier-2025.md'), { group: 'Kasparow' });
    expect(none.ok).toBe(false);
    const error = (none as Extract<typeof none, { ok: false }>).errors[0]!;
    expect(error).toMatchObject({ code: 'LEAGUE_GROUP_MISSING', file: 'league.json' });
    expect(say('en', error)).toContain('Capablanca, Steinitz');
  });
});

describe('a TRF is read as before', () => {
  test('a real TRF (gros2010) is read by the TRF reader: no note of what was read, as before', () => {
    const r = load(real('gros2010_javafo_sample2.trf'));
    expect(r.warnings.some((w) => w.code === 'LEAGUE_FILE_READ')).toBe(false);
    expect(ok(readLeagueFile(real('gros2010_javafo_sample2.trf')))).toMatchObject({ kind: 'trf', groups: [{ group: null, rounds: 'file' }] });
  });

  test('a file that holds no games (a ranking list) is refused with the reader\'s reason', () => {
    const r = load(real('vega_AprilBlitz2025_standings.html'));
    expect(r.ok).toBe(false);
    expect((r as Extract<typeof r, { ok: false }>).errors.map((e) => [e.code, e.file])).toEqual([['SHEET_NOT_CROSSTABLE', 'liga-1.trf']]);
  });
});

describe('a result entered in the browser for a league read from a crosstable', () => {
  test('is refused with why and what to do, in both languages: it can only be written into a TRF', () => {
    const r = writeResultToTrf(real('xref-to-gf-example-input.csv'), { round: 1, white: 1, black: 6, result: '1-0' });
    expect(r.ok).toBe(false);
    const error = (r as Extract<typeof r, { ok: false }>).errors[0]!;
    expect(error).toMatchObject({ code: 'WRITE_BAD_FILE', params: { reason: 'not-trf' } });
    expect(say('pl', error)).toContain('tabela krzyżowa lub strona z grupami, nie TRF');
    expect(say('en', error)).toContain('a crosstable or a page of groups, not a TRF');
  });
});

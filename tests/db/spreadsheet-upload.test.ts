import { formatName } from '@/lib/i18n/formats';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { loadSeason } from '@/lib/season/season-folder';
import { importSeason } from '@/server/import-season';
import { getTournamentGames, keysByStartNumber } from '@/server/games';
import { getStandings } from '@/server/standings';
import { putRegistry } from '@/server/uploads';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { folderReader } from '@/cli/gp';
import { join } from 'node:path';
import { loadFixtureSeason, SEASONS } from '@/tests/helpers';
import { chessResultsRows, chessResultsTournament } from '@/tests/fixtures/spreadsheets/chess-results';
import { textToXlsx } from '@/tests/fixtures/spreadsheets/text-to-xlsx';
import { writeXlsx } from '@/tests/fixtures/spreadsheets/write-spreadsheet';

const cli = { userId: null, via: 'cli' } as const;
const players = chessResultsTournament(10, 7);
const crosstable = writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { title: 'XII Turniej Świąteczny — Ełk', date: '2024/12/01', rounds: 7, crosstable: true }) }]);

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  importSeason(conn, cli, loadFixtureSeason('season-registry-mixed'), 'mixed', { region: 'warmińsko-mazurskie' });
  return { conn, arbiter, season: () => getSeasonBySlug(conn, 'mixed')! };
}
const count = (conn: ReturnType<typeof openDatabase>, table: string) => (conn.sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

describe('a chess-results crosstable .xlsx through the arbiter workspace', async () => {
  const { conn, arbiter, season } = await setup();
  const req = () => ({ season: season(), code: 'gp10', name: 'XII Turniej Świąteczny', date: '2024-12-01', final: false, fileName: 'Turniej-Swiateczny.xlsx', bytes: crosstable });

  test('the preview shows the sheet and its tournament facts, warns of the rounds the rules disagree with, and stores nothing', () => {
    const revision = season().revision;
    const versions = count(conn, 'upload_versions');
    const p = ws.previewTournamentUpload(conn, arbiter, req());
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.facts).toMatchObject({ encoding: 'xlsx', delimiter: '', style: 'chess-results-crosstable', sheet: { sheet: 'Wyniki', headerRow: 18, crosstable: true, title: 'XII Turniej Świąteczny — Ełk', date: '2024-12-01', rounds: 7, type: 'Swiss-System' } });
    expect(p.preview.rows).toHaveLength(10);
    // the preset plays 9 rounds; the sheet says 7
    expect(p.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'SHEET_ROUNDS_DIFFER', line: 11 })]));
    expect(season().revision).toBe(revision);
    expect(count(conn, 'upload_versions')).toBe(versions);
  });

  test('commit keeps the file byte for byte; its games give the cross-table and the tie-breaks', () => {
    expect(ws.commitTournamentUpload(conn, arbiter, req())).toMatchObject({ ok: true, value: { version: 1, rows: 10 } });
    const stored = conn.sqlite.prepare("select v.bytes b, v.style s, v.encoding e from upload_versions v join tournaments t on t.id = v.tournament_id where t.code = 'gp10'").get() as { b: Buffer; s: string; e: string };
    expect(Buffer.compare(stored.b, Buffer.from(crosstable))).toBe(0);
    expect([stored.s, stored.e]).toEqual(['chess-results-crosstable', 'xlsx']);
    const games = getTournamentGames(conn, season(), 'gp10');
    expect(games).not.toBeNull();
    expect(games!.ranking).toHaveLength(10);
    expect(games!.table).toMatchObject({ kind: 'swiss', roundCount: 7 });
    // each player's row of the cross-table has the results of their row of the sheet
    const mark = { '1': '1', '½': '=', '0': '0' } as Record<string, string>;
    for (const p of players) {
      // the cross-table writes names as pages do (issue 40, item 5)
      const row = games!.table.rows.find((r) => r.name === formatName(p.name))!;
      expect(row.rounds.map((c) => c.result)).toEqual(p.cells.map((c) => mark[c.slice(-1)]));
      expect(row.points).toBe(p.points);
    }
    const tournament = getStandings(conn, season()).tournaments.find((t) => t.id === 'gp10')!;
    expect(tournament.rows.map((r) => r.name).sort()).toEqual(players.map((p) => p.name).sort());
    expect(tournament.rows.reduce((n, r) => n + r.points, 0)).toBe(players.reduce((n, p) => n + p.points, 0));
  });

  test('the sheet’s ratings give each rated player a FIDE card, as a TRF’s do (issue 29)', () => {
    const games = getTournamentGames(conn, season(), 'gp10')!;
    const byName = new Map(games.startingList.map((e) => [e.name, e.startNumber]));
    for (const p of players) {
      const card = games.ratings.get(byName.get(formatName(p.name))!)!;
      expect(card.rating).toBe(p.rating);
      // every game of the sheet is over the board against a rated opponent: all are rated
      const played = p.cells.filter((c) => /[10½]$/.test(c) && /^\d/.test(c));
      expect(card.summary!.games).toBe(played.length);
      expect(card.summary!.score).toBe(played.reduce((n, c) => n + ({ '1': 2, '½': 1, '0': 0 } as Record<string, number>)[c.slice(-1)]!, 0));
    }
  });

  test('each game’s player finds its season row by start number, whichever way the sheet and the page spell the name (issue 40)', () => {
    const games = getTournamentGames(conn, season(), 'gp10')!;
    const tournament = getStandings(conn, season()).tournaments.find((t) => t.id === 'gp10')!;
    const keys = keysByStartNumber(games, tournament.rows);
    expect(keys.size).toBe(players.length);
    for (const p of players) {
      const startNumber = games.startingList.find((e) => e.name === formatName(p.name))!.startNumber;
      const row = tournament.rows.find((r) => r.name === p.name)!;
      // the sheet's row keeps 'Surname, First' where the games write 'Surname First'
      expect(row.name === formatName(p.name)).toBe(!p.name.includes(','));
      expect(keys.get(startNumber)).toBe(row.playerKey);
    }
  });

  test('a damaged or headerless spreadsheet is refused with its message and stores nothing', () => {
    const versions = count(conn, 'upload_versions');
    const audit = count(conn, 'audit_log');
    const broken = ws.commitTournamentUpload(conn, arbiter, { ...req(), code: 'gp11', bytes: crosstable.slice(0, crosstable.length - 300) });
    expect(broken).toMatchObject({ ok: false, status: 422, errors: [{ code: 'SHEET_CORRUPT' }] });
    const headerless = ws.commitTournamentUpload(conn, arbiter, { ...req(), code: 'gp11', bytes: writeXlsx([{ name: 'Arkusz1', rows: [['Lp', 'Gracz', 'Wynik'], [1, 'Mróz Jan', 5]] }]) });
    expect(headerless).toMatchObject({ ok: false, status: 422, errors: [{ code: 'SHEET_NO_HEADER' }] });
    expect(count(conn, 'upload_versions')).toBe(versions);
    expect(count(conn, 'audit_log')).toBe(audit);
  });

  test('the register upload takes a spreadsheet with its own columns', () => {
    const register = writeXlsx([{ name: 'Rejestr', rows: [['cr_id', 'name', 'birth', 'sex', 'club', 'region'], ['90001', 'Żółtowska Zofia', 2001, 'K', 'LKS Pionek Ełk', 'warmińsko-mazurskie'], ['90002', 'Ślęzak Łukasz', 1999, 'M', 'UKS Jedynka Olsztyn', 'warmińsko-mazurskie']] }]);
    expect(putRegistry(conn, cli, season(), 'rejestr.xlsx', register)).toMatchObject({ ok: true, value: { players: 2 } });
    const rows = conn.sqlite.prepare('select cr_id, name, birth_year, club from registry_players where season_id = ? order by cr_id').all(season().id);
    expect(rows).toEqual([
      { cr_id: '90001', name: 'Żółtowska Zofia', birth_year: 2001, club: 'LKS Pionek Ełk' },
      { cr_id: '90002', name: 'Ślęzak Łukasz', birth_year: 1999, club: 'UKS Jedynka Olsztyn' },
    ]);
  });
});

describe('a season folder kept as spreadsheets (gp import, gp standings) equals the same season as text files', () => {
  const original = folderReader(join(SEASONS, 'season-registry-mixed'));
  // every results file and the register opened in Excel and saved as .xlsx, under names that say nothing of the format
  const asSheets = (name: string): Uint8Array | null => {
    if (name === 'season.json') return original(name);
    const bytes = original(name);
    return bytes && name !== 'expected.json' ? textToXlsx(bytes) : bytes;
  };
  test('the same rows, warnings and standings', async () => {
    const text = loadSeason(original);
    const sheets = loadSeason(asSheets);
    if (!text.ok || !sheets.ok) throw new Error(JSON.stringify(!sheets.ok && sheets.errors));
    expect(sheets.season.tournaments.map((t) => t.rows)).toEqual(text.season.tournaments.map((t) => t.rows));
    expect(sheets.season.registry).toEqual(text.season.registry);
    expect(sheets.warnings).toEqual(text.warnings);
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    importSeason(a, cli, text.season, 's', { region: 'warmińsko-mazurskie' });
    importSeason(b, cli, sheets.season, 's', { region: 'warmińsko-mazurskie' });
    const standings = (conn: typeof a) => getStandings(conn, getSeasonBySlug(conn, 's')!).individual.map((e) => [e.name, e.crId, e.total, e.rank]);
    expect(standings(b)).toEqual(standings(a));
    expect(standings(b).length).toBeGreaterThan(10);
  });
});

import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { applyGameChange, type GameChange } from '@/lib/competitions/round-robin-league/apply-game-change';
import { loadRoundRobinLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { writeMadeUpToCsv, writePostponementToCsv, writeResultToTrf, type WriteFileResult } from '@/lib/competitions/round-robin-league/write-league-files';
import { parseTrf } from '@/lib/import/trf/parse-trf';
import { describe as say } from '@/lib/i18n/t';
import { fixtureFolder, leagueOf, loadSpb } from './helpers';

/** The writers on Лига 1.1 of the spb-2017 fixture: write, read the folder again, compare with the previewed change. */
const read = fixtureFolder('spb-2017');
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const bytes = (r: WriteFileResult) => {
  if (!r.ok) throw new Error(inEnglish(r.errors[0]!).message);
  return r.bytes;
};
const original = { trf: read('liga-1-1.trf')!, csv: read('postponements.csv')! };
const { season } = loadSpb();
const { input } = leagueOf(season, 'liga-1-1');

/** The season read from the fixture with some files replaced by bytes. */
function reload(replace: Record<string, Uint8Array>) {
  const r = loadRoundRobinLeague((n) => replace[n] ?? read(n));
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.file} ${e.line}: ${inEnglish(e).message}`).join('\n'));
  return leagueOf(r.season, 'liga-1-1');
}
const applied = (change: GameChange) => {
  const r = applyGameChange(input, change);
  if (!r.ok) throw new Error(inEnglish(r.errors[0]!).message);
  return r.input;
};
const changedLines = (a: string, b: string) => {
  const x = a.split('\r\n');
  const y = b.split('\r\n');
  return y.map((l, i) => (l === x[i] ? null : i + 1)).filter((i) => i !== null);
};

describe('a result written into the league TRF', () => {
  test('round 8, 4–5 drawn: read back, the games are exactly the previewed ones; only the two player lines change', () => {
    const trf = bytes(writeResultToTrf(original.trf, { round: 8, white: 4, black: 5, result: '1/2-1/2' }));
    const back = reload({ 'liga-1-1.trf': trf });
    expect(back.input.model.players).toEqual(applied({ kind: 'result', round: 8, white: 4, black: 5, result: '1/2-1/2' }).model.players);
    const before = text(original.trf);
    const after = text(trf);
    // lines 10 and 11 are players 4 and 5 (after six header lines, counting from 1)
    expect(changedLines(before, after)).toEqual([10, 11]);
    expect(after.split('\r\n')[9]).toMatch(/ 3\.5 .* 5 w =$/);
    expect(after.split('\r\n')[10]).toMatch(/ 3\.0 .* 4 b =$/);
    expect(after.endsWith('\r\n')).toBe(true);
    expect(back.league.standings.find((s) => s.startNumber === 4)!.points).toBe(9);
  });

  test('a postponed game made up (round 2, 7–5, 0–1): the points column follows and the file still reads without a warning', () => {
    const trf = bytes(writeResultToTrf(original.trf, { round: 2, white: 7, black: 5, result: '0-1' }));
    const parsed = parseTrf(trf);
    if (!parsed.ok) throw new Error('reads');
    expect(parsed.warnings.filter((w) => w.code === 'TRF_POINTS_MISMATCH')).toEqual([]);
    expect(parsed.tournament.players.find((p) => p.startNumber === 5)!.points).toBe(7);
    expect(parsed.tournament.players.find((p) => p.startNumber === 7)!.rounds[1]).toEqual({ opponent: 5, colour: 'w', result: '0' });
    expect(changedLines(text(original.trf), text(trf))).toEqual([11, 13]);
  });

  test('clearing a result keeps the pairing and takes the points back', () => {
    const trf = bytes(writeResultToTrf(original.trf, { round: 1, white: 1, black: 10, result: '' }));
    const p = parseTrf(trf);
    if (!p.ok) throw new Error('reads');
    expect(p.tournament.players[0]!).toMatchObject({ points: 9, rounds: expect.arrayContaining([{ opponent: 10, colour: 'w', result: ' ' }]) });
  });

  test('refused: a result that is not one, a player not in the file, a file that is not a TRF', () => {
    expect(writeResultToTrf(original.trf, { round: 8, white: 4, black: 5, result: '2-0' as never })).toMatchObject({ ok: false, errors: [{ code: 'WRITE_BAD_RESULT' }] });
    expect(writeResultToTrf(original.trf, { round: 8, white: 4, black: 44, result: '1-0' })).toMatchObject({ ok: false, errors: [{ code: 'WRITE_NO_PLAYER' }] });
    expect(writeResultToTrf(new TextEncoder().encode('hello'), { round: 8, white: 4, black: 5, result: '1-0' })).toMatchObject({ ok: false, errors: [{ code: 'WRITE_BAD_FILE' }] });
  });
});

describe('a postponement or a made-up date written into the postponements CSV', () => {
  test('8 warns 1 hour before round 8: one row appended in the documented format; read back it is the previewed note', () => {
    const csv = bytes(writePostponementToCsv(original.csv, { league: 'liga-1-1', round: 8, player: 8, opponent: 1, warnedAt: '2017-12-22 17:00', reason: 'ill' }));
    expect(text(csv)).toBe(`${text(original.csv)}liga-1-1,8,8,1,2017-12-22 17:00,ill,yes,\n`);
    const back = reload({ 'postponements.csv': csv });
    const want = applied({ kind: 'postponement', round: 8, player: 8, warnedAt: '2017-12-22 17:00', reason: 'ill' });
    expect(back.input.notes.map(({ line: _l, opponent: _o, ...n }) => n)).toEqual(want.notes.map(({ line: _l, opponent: _o, ...n }) => n));
    expect(back.league.games.find((g) => g.round === 8 && g.white === 1)).toMatchObject({ black: 8, status: 'forfeit' });
  });

  test('a second entry for the same player and round rewrites that row in place, keeping its made-up date', () => {
    const csv = bytes(writePostponementToCsv(original.csv, { league: 'liga-1-1', round: 3, player: 2, warnedAt: '2017-11-17 12:00', reason: 'a, b "c"' }));
    const lines = text(csv).split('\n');
    expect(lines[5]).toBe('liga-1-1,3,2,,2017-11-17 12:00,"a, b ""c""",yes,2017-11-19');
    expect(text(csv).split('\n').filter((l, i) => l !== text(original.csv).split('\n')[i])).toHaveLength(1);
    const note = reload({ 'postponements.csv': csv }).input.notes.find((n) => n.round === 3 && n.player === 2)!;
    expect(note).toMatchObject({ warnedAt: { date: '2017-11-17', time: '12:00' }, reason: 'a, b "c"', reasonAccepted: true, madeUpOn: '2017-11-19' });
  });

  test('a made-up date goes on the rows of the game; other rows stay byte for byte', () => {
    const csv = bytes(writeMadeUpToCsv(original.csv, { league: 'liga-1-1', round: 5, white: 4, black: 2, date: '2017-12-24' }));
    expect(text(csv)).toBe(text(original.csv).replace('liga-1-1,5,2,4,2017-11-30 20:00,illness,yes,', 'liga-1-1,5,2,4,2017-11-30 20:00,illness,yes,2017-12-24'));
    const back = reload({ 'postponements.csv': csv });
    expect(back.input.notes).toEqual(applied({ kind: 'made-up', round: 5, white: 4, black: 2, date: '2017-12-24' }).notes.map((n) => ({ ...n, line: back.input.notes.find((m) => m.round === n.round && m.player === n.player)!.line, opponent: back.input.notes.find((m) => m.round === n.round && m.player === n.player)!.opponent })));
    expect(back.league.postponed.map((p) => p.newDate)).toEqual(['2017-12-24']);
  });

  test('a semicolon file with its own column order and CRLF keeps them; a missing file starts with the header', () => {
    const own = new TextEncoder().encode('Runda;Liga;Zawodnik;Warned\r\n3;liga-1-1;7;2017-11-16 10:00\r\n');
    expect(text(bytes(writePostponementToCsv(own, { league: 'liga-1-1', round: 4, player: 7, warnedAt: null })))).toBe('Runda;Liga;Zawodnik;Warned\r\n3;liga-1-1;7;2017-11-16 10:00\r\n4;liga-1-1;7;\r\n');
    expect(text(bytes(writePostponementToCsv(null, { league: 'liga-2-1', round: 1, player: 2, warnedAt: '2017-10-27 09:00' })))).toBe('league,round,player,opponent,warned,reason,accepted,made_up\nliga-2-1,1,2,,2017-10-27 09:00,,yes,\n');
  });

  test('refused: a warning that is not a time, a made-up date for a game never postponed', () => {
    expect(writePostponementToCsv(original.csv, { league: 'liga-1-1', round: 8, player: 8, warnedAt: 'yesterday' })).toMatchObject({ ok: false, errors: [{ code: 'WRITE_BAD_DATE' }] });
    expect(writeMadeUpToCsv(original.csv, { league: 'liga-1-1', round: 8, white: 4, black: 5, date: '2017-12-24' })).toMatchObject({ ok: false, errors: [{ code: 'WRITE_NOT_POSTPONED' }] });
    expect(writeMadeUpToCsv(original.csv, { league: 'liga-1-1', round: 5, white: 4, black: 2, date: '2017-02-30' })).toMatchObject({ ok: false, errors: [{ code: 'WRITE_BAD_DATE' }] });
  });
});

describe('a refused write carries a code and values; its words come from the catalogue', () => {
  test('the values, the English message and the Polish sentence', () => {
    const open = new TextEncoder().encode('league,round,player\nliga-1-1,"3,7\n');
    const refused = [
      writeMadeUpToCsv(original.csv, { league: 'liga-1-1', round: 8, white: 4, black: 5, date: '2017-12-24' }),
      writePostponementToCsv(open, { league: 'liga-1-1', round: 4, player: 7, warnedAt: null }),
    ];
    expect(refused.map((r) => (r.ok ? r : { ...r, errors: r.errors.map((e) => inEnglish(e)) }))).toEqual([
      { ok: false, errors: [{ code: 'WRITE_NOT_POSTPONED', params: { round: 8, white: 4, black: 5 }, message: 'Round 8, 4–5 was not postponed; write the postponement first.' }], warnings: [] },
      { ok: false, errors: [{ code: 'WRITE_BAD_FILE', params: { reason: 'postponements-open-quote', line: 2 }, message: 'The postponements file has a quote opened on line 2 and never closed.' }], warnings: [] },
    ]);
    expect(refused.map((r) => (r.ok ? '' : say('pl', r.errors[0]!)))).toEqual([
      'Partia rundy 8, 4–5, nie była przełożona; najpierw wpisz przełożenie.',
      'W pliku przełożeń cudzysłów otwarty w wierszu 2 nie jest zamknięty.',
    ]);
  });
});

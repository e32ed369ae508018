import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { formatName } from '@/lib/i18n/formats';
import { parseTrf, parseTrfText, type ParseTrfResult } from '@/lib/import/trf/parse-trf';
import { RESULT_CODES, resultKind, resultPoints } from '@/lib/import/trf/result-codes';
import type { TrfTournament } from '@/lib/import/trf/trf-tournament';
import { writeTrf } from '@/lib/import/trf/write-trf';

/** Builds a 001 record column by column (trf.md table), so the tests say what each field holds. */
function player(p: {
  no: number;
  sex?: string;
  title?: string;
  name?: string;
  rating?: string;
  fed?: string;
  id?: string;
  birth?: string;
  points?: string;
  rank?: string;
  rounds?: string[];
}): string {
  const r = (s: string, w: number) => s.padStart(w).slice(-w);
  const l = (s: string, w: number) => s.padEnd(w).slice(0, w);
  const head = `001 ${r(String(p.no), 4)} ${l(p.sex ?? 'm', 1)}${r(p.title ?? '', 3)} ${l(p.name ?? `Player,${p.no}`, 33)} ${r(p.rating ?? '1500', 4)} ${l(p.fed ?? 'POL', 3)} ${r(p.id ?? '', 11)} ${l(p.birth ?? '', 10)} ${r(p.points ?? '', 4)} ${r(p.rank ?? '', 4)}`;
  return (head + (p.rounds ?? []).map((x) => `  ${x}`).join('')).trimEnd();
}

const ok = (result: ParseTrfResult): TrfTournament => {
  if (!result.ok) throw new Error(result.errors.map((e) => `line ${e.line}: ${inEnglish(e).message}`).join('\n'));
  return result.tournament;
};

const twoPlayers = [player({ no: 1, points: '1.0', rounds: ['   2 w 1'] }), player({ no: 2, points: '0.0', rounds: ['   1 b 0'] })];

describe('TRF reader: what real programs write is accepted', () => {
  test.each([
    { label: 'sex f is read as w', line: player({ no: 1, sex: 'f' }), field: 'sex', value: 'w' },
    { label: 'sex w', line: player({ no: 1, sex: 'w' }), field: 'sex', value: 'w' },
    { label: 'blank sex is unknown', line: player({ no: 1, sex: ' ' }), field: 'sex', value: null },
    { label: 'a name without a space after the comma is kept as written', line: player({ no: 1, name: 'Mueller,Kai' }), field: 'name', value: 'Mueller,Kai' },
    { label: 'rating 0000 means unrated', line: player({ no: 1, rating: '0000' }), field: 'rating', value: null },
    { label: 'a blank rating means unrated', line: player({ no: 1, rating: '' }), field: 'rating', value: null },
    { label: 'FIDE id 0 means none', line: player({ no: 1, id: '0' }), field: 'fideId', value: null },
    { label: 'a blank FIDE id means none', line: player({ no: 1, id: '' }), field: 'fideId', value: null },
    { label: 'a FIDE id is kept as digits', line: player({ no: 1, id: '12939455' }), field: 'fideId', value: '12939455' },
    { label: 'an empty birth date', line: player({ no: 1, birth: '' }), field: 'birth', value: null },
    { label: 'a birth date with unknown month and day', line: player({ no: 1, birth: '1996/00/00' }), field: 'birth', value: '1996/00/00' },
    { label: 'one-letter title g is GM', line: player({ no: 1, title: 'g' }), field: 'title', value: 'GM' },
    { label: 'title wf is WFM', line: player({ no: 1, title: 'wf' }), field: 'title', value: 'WFM' },
    { label: 'title IM', line: player({ no: 1, title: 'IM' }), field: 'title', value: 'IM' },
    { label: 'points with a decimal comma', line: player({ no: 1, points: '0,5', rounds: ['0000 - H'] }), field: 'points', value: 1 },
    { label: 'points without decimals', line: player({ no: 1, points: '1', rounds: ['0000 - F'] }), field: 'points', value: 2 },
    { label: 'a blank points column', line: player({ no: 1, points: '' }), field: 'points', value: null },
  ])('$label', ({ line, field, value }) => {
    const t = ok(parseTrfText(`012 Test\n${line}\n`));
    expect(t.players[0]![field as keyof TrfTournament['players'][number]]).toEqual(value);
  });

  test('the display name is written Surname First, with or without the comma (issue 40, item 5)', () => {
    expect(formatName('Mueller,Kai')).toBe('Mueller Kai');
    expect(formatName('Mueller, Kai')).toBe('Mueller Kai');
  });

  test('"0000 - -" (team exports) is an unpaired round, not a forfeit loss', () => {
    const t = ok(parseTrfText(player({ no: 1, points: '0.0', rounds: ['0000 - -'] })));
    expect(t.players[0]!.rounds[0]).toEqual({ opponent: null, colour: null, result: ' ' });
  });

  test.each([
    { label: 'a bare number', value: '2', players: 2 },
    { label: '"129 (88)" as one real export writes it', value: '129 (88)', players: 129 },
  ])('062 $label is read as the number of players', ({ value, players }) => {
    const t = ok(parseTrfText([`062 ${value}`, ...twoPlayers].join('\n')));
    expect(t.info.declaredPlayers).toBe(players);
  });

  test('062 that disagrees with the player records is a warning on the 062 line', () => {
    const r = parseTrfText(['012 x', '062 129 (88)', ...twoPlayers].join('\n'));
    expect(r.ok && r.warnings).toEqual([expect.objectContaining({ code: 'TRF_PLAYER_COUNT', line: 2 })]);
  });

  test.each([
    { label: 'LF', eol: '\n' },
    { label: 'CRLF', eol: '\r\n' },
    { label: 'CR', eol: '\r' },
  ])('lines ending in $label read the same', ({ eol }) => {
    const t = ok(parseTrfText(['012 Open', ...twoPlayers].join(eol) + eol));
    expect(t.players.map((p) => p.rounds[0])).toEqual([
      { opponent: 2, colour: 'w', result: '1' },
      { opponent: 1, colour: 'b', result: '0' },
    ]);
  });

  test('Windows-1250 bytes (not UTF-8) are decoded as Polish text', () => {
    const text = `012 Turniej\n${player({ no: 1, name: 'Łukasiewicz,Żaneta' })}\n`;
    const cp1250: Record<string, number> = { Ł: 0xa3, Ż: 0xaf };
    const bytes = Uint8Array.from([...text].map((c) => cp1250[c] ?? c.charCodeAt(0)));
    expect(ok(parseTrf(bytes)).players[0]!.name).toBe('Łukasiewicz,Żaneta');
  });

  test('UTF-8 with a byte order mark', () => {
    const bytes = new TextEncoder().encode(`\uFEFF012 Ząbki\n${player({ no: 1 })}\n`);
    expect(ok(parseTrf(bytes)).info.name).toBe('Ząbki');
  });

  test.each([
    { label: 'XXR', records: ['XXR 9'], rounds: 9 },
    { label: 'TRF26 142', records: ['142 7'], rounds: 7 },
    { label: 'the larger of XXR and 142', records: ['XXR 5', '142 7'], rounds: 7 },
    { label: 'the round columns when they are longer', records: ['XXR 0'], rounds: 1 },
    { label: 'the round columns without any record', records: [], rounds: 1 },
  ])('the number of rounds is $label', ({ records, rounds }) => {
    const t = ok(parseTrfText([...records, ...twoPlayers].join('\n')));
    expect(t.roundCount).toBe(rounds);
    expect(t.players.every((p) => p.rounds.length === rounds)).toBe(true);
  });

  test('header records become facts; 042 in any common date form', () => {
    const t = ok(
      parseTrfText(
        ['012 Mazovian Open', '022 Warszawa', '032 POL', '042 18.06.2024', '052 2024/06/20', '092 Individual: Swiss-System', '102 IA Jan Kowalski', '112 FA Anna Nowak', '112 NA Piotr Zieliński', '122 90 min + 30 s', ...twoPlayers].join('\n'),
      ),
    );
    expect(t.info).toMatchObject({
      name: 'Mazovian Open',
      city: 'Warszawa',
      federation: 'POL',
      startDate: '2024-06-18',
      endDate: '2024-06-20',
      type: 'Individual: Swiss-System',
      chiefArbiter: 'IA Jan Kowalski',
      deputies: ['FA Anna Nowak', 'NA Piotr Zieliński'],
      timeControl: '90 min + 30 s',
    });
  });

  test('132 round dates are read from above the round columns', () => {
    const dates = `132 ${' '.repeat(87)}24/06/18  24/06/19`;
    expect(ok(parseTrfText([dates, ...twoPlayers].join('\n'))).info.roundDates).toEqual(['24/06/18', '24/06/19']);
  });

  test('TRF26: comments, 142–260 records, national ratings, XX extensions and unknown records are kept and written back', () => {
    const national = `POL    1      ${'Player,1'.padEnd(33)} 1620     ${'1234567'.padStart(11)}`;
    const text = ['### exported by a test', '012 Open 2026', '142 1', '192 FIDE_DUTCH_2026', '202 BH/C1 BH SB', 'XXC white1', '999 some future record', ...twoPlayers, national, '013 Team A                          1    2'].join('\n');
    const t = ok(parseTrfText(text));
    expect(t.format).toBe('TRF26');
    expect(t.info.typeCode).toBe('FIDE_DUTCH_2026');
    expect(t.info.tiebreakCodes).toEqual(['BH/C1', 'BH', 'SB']);
    expect(t.nationalRatings).toEqual([expect.objectContaining({ federation: 'POL', startNumber: 1, rating: 1620, nationalId: '1234567' })]);
    expect(t.teams).toEqual([{ name: 'Team A', members: [1, 2] }]);
    expect(t.records.map((r) => r.tag)).toEqual(['###', '012', '142', '192', '202', 'XXC', '999']);
    const again = ok(parseTrfText(writeTrf(t)));
    expect(again).toEqual(t);
  });

  test('a TRF16 file is recognised as such', () => {
    expect(ok(parseTrfText(['012 Open', 'XXR 1', ...twoPlayers].join('\n'))).format).toBe('TRF16');
  });
});

describe('TRF reader: every round result code', () => {
  const opponentFor = (code: string) => (['H', 'F', 'U', 'Z'].includes(code) ? null : 2);
  test.each(RESULT_CODES.map((code) => ({ code })))('"$code" is read, with its points and kind', ({ code }) => {
    const opp = opponentFor(code);
    const mirror: Record<string, string> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+', W: 'L', L: 'W', D: 'D', ' ': ' ' };
    const lines =
      opp === null
        ? [player({ no: 1, rounds: [`0000 - ${code}`] }), player({ no: 2, rounds: ['0000 - Z'] })]
        : [player({ no: 1, rounds: [`   2 w ${code}`] }), player({ no: 2, rounds: [`   1 b ${mirror[code]}`] })];
    const t = ok(parseTrfText(lines.join('\n')));
    expect(t.players[0]!.rounds[0]).toEqual({ opponent: opp, colour: opp === null ? null : 'w', result: code });
    expect(resultPoints(code)).toBe({ '1': 2, '=': 1, '+': 2, W: 2, D: 1, H: 1, F: 2, U: 2 }[code as string] ?? 0);
    expect(resultKind(code, opp !== null)).toBeTruthy();
  });
  test('lower-case result codes are read as upper case', () => {
    const t = ok(parseTrfText([player({ no: 1, rounds: ['   2 w w'] }), player({ no: 2, rounds: ['   1 b l'] })].join('\n')));
    expect(t.players.map((p) => p.rounds[0]!.result)).toEqual(['W', 'L']);
  });
});

describe('TRF reader: problems name their line and say what is wrong', () => {
  test.each([
    {
      label: 'a pairing the opponent does not mirror',
      lines: ['012 x', player({ no: 1, rounds: ['   2 w 1'] }), player({ no: 2, rounds: ['   3 b 0'] }), player({ no: 3, rounds: ['   2 w 1'] })],
      code: 'TRF_NOT_MIRRORED',
      line: 2,
      text: "player 2's record (line 3) shows opponent 3",
    },
    {
      label: 'results of one game that do not match',
      lines: [player({ no: 1, rounds: ['   2 w 1'] }), player({ no: 2, rounds: ['   1 b 1'] })],
      code: 'TRF_RESULT_MISMATCH',
      line: 1,
      text: 'player 2 (line 2) has "1"',
    },
    {
      label: 'a start number used twice',
      lines: ['012 x', '', player({ no: 1 }), player({ no: 1, name: 'Other,Player' })],
      code: 'TRF_DUPLICATE_START_NUMBER',
      line: 4,
      text: 'here and on line 3',
    },
    {
      label: 'a player record without a start number',
      lines: ['012 x', player({ no: 1 }).replace('001    1', '001   ab')],
      code: 'TRF_BAD_LINE',
      line: 2,
      text: 'columns 5–8 are "ab"',
    },
    {
      label: 'a file without player records',
      lines: ['012 Only a header', '042 2024/01/01'],
      code: 'TRF_NO_PLAYERS',
      line: 0,
      text: 'no player records',
    },
    {
      label: 'an opponent nobody has',
      lines: [player({ no: 1, rounds: ['  99 w 1'] })],
      code: 'TRF_UNKNOWN_OPPONENT',
      line: 1,
      text: 'no player record has start number 99',
    },
    {
      label: 'a result code that does not exist',
      lines: [player({ no: 1, rounds: ['0000 - X'] })],
      code: 'TRF_BAD_ROUND',
      line: 1,
      text: '"X" is not a result code',
    },
    {
      label: 'a game result without an opponent',
      lines: [player({ no: 1, rounds: ['0000 - 1'] })],
      code: 'TRF_BAD_ROUND',
      line: 1,
      text: 'needs an opponent',
    },
    {
      label: 'a points column that is not a score',
      lines: [player({ no: 1, points: '2.3' })],
      code: 'TRF_BAD_POINTS',
      line: 1,
      text: 'not a score in half points',
    },
    {
      label: 'a points column that differs from the results',
      lines: ['XXR 1', player({ no: 1, points: '0.5', rounds: ['   2 w 1'] }), player({ no: 2, points: '0.0', rounds: ['   1 b 0'] })],
      code: 'TRF_POINTS_MISMATCH',
      line: 2,
      text: 'the points column says 0.5, but the round results add up to 1',
    },
  ])('$label: $code on line $line', ({ lines, code, line, text }) => {
    const r = parseTrfText(lines.join('\n'));
    expect(r.ok).toBe(false);
    const found = !r.ok && r.errors.find((e) => e.code === code);
    expect(found).toMatchObject({ code, line, severity: 'error' });
    expect(found && inEnglish(found).message).toContain(text);
  });

  test('the column of a bad round is reported (round 2 starts at column 102)', () => {
    const r = parseTrfText(player({ no: 1, rounds: ['0000 - H', '0000 - ?'] }));
    expect(!r.ok && r.errors[0]).toMatchObject({ code: 'TRF_BAD_ROUND', line: 1, column: 109 });
  });

  test('a points difference explained by a bye announced for a round nobody has played yet is only a warning', () => {
    // round 2 is not paired yet; player 3 has already asked for a half-point bye in it
    const lines = [
      player({ no: 1, points: '1.0', rounds: ['   2 w 1'] }),
      player({ no: 2, points: '0.0', rounds: ['   1 b 0'] }),
      player({ no: 3, points: '1.0', rounds: ['0000 - U', '0000 - H'] }),
    ];
    const r = parseTrfText(lines.join('\n'));
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([expect.objectContaining({ code: 'TRF_POINTS_MISMATCH', severity: 'warning', line: 3 })]);
    expect(inEnglish(r.warnings[0]!).message).toContain('bye announced for round 2');
  });

  test('the same difference in a round already played is an error', () => {
    const lines = [
      player({ no: 1, points: '1.0', rounds: ['   2 w 1', '   2 b ='] }),
      player({ no: 2, points: '0.5', rounds: ['   1 b 0', '   1 w ='] }), // right: 0 + ½
      player({ no: 3, points: '1.0', rounds: ['0000 - U', '0000 - H'] }),
    ];
    const r = parseTrfText(lines.join('\n'));
    expect(!r.ok && r.errors.map((e) => [e.code, e.line])).toEqual([
      ['TRF_POINTS_MISMATCH', 1],
      ['TRF_POINTS_MISMATCH', 3],
    ]);
  });

  test('an empty file', () => {
    expect(parseTrf(new Uint8Array())).toMatchObject({ ok: false, errors: [{ code: 'TRF_EMPTY_FILE', line: 0 }] });
  });

  test('a binary file', () => {
    expect(parseTrf(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toMatchObject({ ok: false, errors: [{ code: 'TRF_NOT_TEXT' }] });
  });

  test('warnings do not refuse the file: an unreadable rating is read as unrated', () => {
    const r = parseTrfText(player({ no: 1, rating: 'abcd' }));
    expect(r.ok && r.tournament.players[0]!.rating).toBeNull();
    expect(r.warnings).toEqual([expect.objectContaining({ code: 'TRF_BAD_RATING', line: 1, column: 49 })]);
  });
});

import { describe, expect, test } from 'vitest';
import { startListCsv, startListTrf, type StartListPlayer } from '@/lib/entries/start-list';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { readTables } from '@/lib/import/pipeline';
import { mapHeaders } from '@/lib/import/headers';

const players: StartListPlayer[] = [
  { id: 1, name: 'Wiśniewska, Łucja', birthYear: 1995, sex: 'F', club: 'KSz Hetman; Olsztyn', crId: '102', fideId: null, rating: 1600, fed: 'POL', category: 'woman' },
  { id: 2, name: 'Nowak, Jan', birthYear: 1990, sex: 'M', club: 'UKS "Jedynka"', crId: '100', fideId: '1100', rating: 1850, fed: 'POL', category: 'senior' },
  { id: 3, name: 'Gość Żółty', birthYear: 2014, sex: 'M', club: null, crId: null, fideId: null, rating: null, fed: null, category: 'junior14' },
  { id: 4, name: '<b>Kot</b> Ola', birthYear: 1962, sex: 'F', club: null, crId: null, fideId: '7', rating: null, fed: null, category: 'woman' },
];
const tournament = { name: 'III Turniej GP', city: 'Olsztyn', date: '2027-03-06', rounds: 9, tempo: "10'+5\"" };

describe('the start list as TRF-2026, read back by the TRF reader', () => {
  const text = startListTrf(tournament, players);
  test('player records in rating order, no rounds; the header the announcement knows', () => {
    const read = parseTrfText(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const t = read.tournament;
    expect(t.format).toBe('TRF26');
    expect(t.info).toMatchObject({ name: 'III Turniej GP', city: 'Olsztyn', startDate: '2027-03-06', declaredPlayers: 4, declaredRounds: 9, timeControl: "10'+5\"" });
    expect(t.players.map((p) => [p.startNumber, p.name, p.sex, p.fideId, p.birth, p.points, p.rank])).toEqual([
      [1, 'Nowak, Jan', 'm', '1100', '1990/00/00', null, null],
      [2, 'Wiśniewska, Łucja', 'w', null, '1995/00/00', null, null],
      [3, '<b>Kot</b> Ola', 'w', '7', '1962/00/00', null, null],
      [4, 'Gość Żółty', 'm', null, '2014/00/00', null, null],
    ]);
    // every round is blank: nobody is paired yet
    expect(t.players.every((p) => p.rounds.every((r) => r.opponent === null && r.result === ' '))).toBe(true);
    // the national ratings carry the CR id and the national rating
    expect(t.nationalRatings.map((n) => [n.federation, n.startNumber, n.rating, n.nationalId])).toEqual([
      ['POL', 1, 1850, '100'],
      ['POL', 2, 1600, '102'],
    ]);
    expect(read.warnings).toEqual([]);
  });
  test('the pipeline sees a TRF file', () => {
    const read = readTables(new TextEncoder().encode(text));
    expect(read.ok && read.container.kind).toBe('trf');
  });
});

describe('the start list as CSV, read back by the import pipeline', () => {
  const csv = startListCsv(players);
  test('one header the vocabulary knows, one row per player in rating order, every value as written', () => {
    const read = readTables(new TextEncoder().encode(csv));
    expect(read.ok).toBe(true);
    if (!read.ok || !('found' in read)) throw new Error('no table');
    expect(read.container.kind).toBe('text');
    const table = read.found.table;
    const { columns } = mapHeaders(table.header.cells, ['name', 'birth', 'sex', 'club', 'cr_id', 'fide_id', 'rating', 'fed', 'category']);
    expect(Object.keys(columns).sort()).toEqual(['birth', 'category', 'club', 'cr_id', 'fed', 'fide_id', 'name', 'rating', 'sex']);
    const cellOf = (row: { cells: string[] }, f: keyof typeof columns) => row.cells[columns[f]!] ?? '';
    expect(table.rows.map((r) => [cellOf(r, 'name'), cellOf(r, 'birth'), cellOf(r, 'sex'), cellOf(r, 'club'), cellOf(r, 'cr_id'), cellOf(r, 'fide_id'), cellOf(r, 'rating')])).toEqual([
      ['Nowak, Jan', '1990', 'M', 'UKS "Jedynka"', '100', '1100', '1850'],
      ['Wiśniewska, Łucja', '1995', 'F', 'KSz Hetman; Olsztyn', '102', '', '1600'],
      ['<b>Kot</b> Ola', '1962', 'F', '', '', '7', ''],
      ['Gość Żółty', '2014', 'M', '', '', '', ''],
    ]);
  });
  test('UTF-8 with a BOM, semicolons and CRLF (what Excel and the pairing programs open in a Polish locale)', () => {
    expect(csv.startsWith('\uFEFFName;Birth;Sex;Club;CR id;FIDE id;Rating;Fed;Category\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(6);
  });
});

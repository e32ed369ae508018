/** Issue 40, item 5: a competition file's preview shows the tables after the file against the tables now. */
import { describe, expect, test } from 'vitest';
import { standingsTables, tableChanges, type StandingsTable } from '@/lib/competitions/table-changes';

describe('standingsTables: a kind\'s workbook tabs that are standings', () => {
  const sheets = [
    { name: 'Liga A', header: ['Miejsce', 'Nr', 'Zawodnik', 'Pkt.', 'SB'], rows: [[1, 3, 'Kowalski Jan', 2.5, 4], [2, 1, 'Nowak Ewa', 2, 3], [3, 2, ' ', 0, 0]] },
    { name: 'Liga A — tabela krzyżowa', header: ['Nr', 'Zawodnik', '1', '2'], rows: [[1, 'Nowak Ewa', 'X', 1]] },
    { name: 'Tabela', header: ['M-ce', 'Drużyna', 'Klub'], rows: [['1', 'Hetman', 'KS']] },
  ];
  test('a place (or rank) first and a player (or team) column; points as half-points when there; blank names left out; the cross-table is not a table', () => {
    expect(standingsTables(sheets, 'pl')).toEqual([
      { title: 'Liga A', rows: [{ place: '1', name: 'Kowalski Jan', points: 5 }, { place: '2', name: 'Nowak Ewa', points: 4 }] },
      { title: 'Tabela', rows: [{ place: '1', name: 'Hetman', points: null }] },
    ]);
  });
  test('read by the headers of the language asked for', () => {
    expect(standingsTables([{ name: 'A', header: ['Place', 'No.', 'Player', 'Pts'], rows: [[1, 1, 'X', 1]] }], 'en')).toEqual([{ title: 'A', rows: [{ place: '1', name: 'X', points: 2 }] }]);
    expect(standingsTables([{ name: 'A', header: ['Place', 'No.', 'Player', 'Pts'], rows: [[1, 1, 'X', 1]] }], 'pl')).toEqual([]);
  });
});

const table = (title: string, rows: [string, string, number | null][]): StandingsTable => ({ title, rows: rows.map(([place, name, points]) => ({ place, name, points })) });

describe('tableChanges', () => {
  const now = [table('A', [['1', 'Adam', 6], ['2', 'Bartek', 4], ['3', 'Celina', 2], ['4', 'Darek', 0]]), table('B', [['1', 'Ewa', 2]]), table('C', [['1', 'Gosia', 2]])];
  const after = [table('A', [['1', 'Celina', 8], ['2', 'Adam', 6], ['3', 'Bartek', 4], ['4', 'Franek', 0]]), table('B', [['1', 'Ewa', 2]]), table('D', [['1', 'Hubert', 2]])];
  const r = tableChanges(now, after);
  test.each([
    { label: 'a player who climbs: places gained, the place and points now', name: 'Celina', expected: { place: '1', points: 8, before: { place: '3', points: 2 }, moved: 2 } },
    { label: 'a player pushed down', name: 'Adam', expected: { place: '2', before: { place: '1', points: 6 }, moved: -1 } },
    { label: 'a player the table does not have yet', name: 'Franek', expected: { before: null, moved: null } },
  ])('$label', ({ name, expected }) => {
    expect(r.tables[0]!.rows.find((x) => x.name === name)).toMatchObject(expected);
  });
  test('who leaves the table, tables unchanged, new and gone', () => {
    expect(r.tables.map((t) => [t.title, t.isNew, t.unchanged, t.removed])).toEqual([
      ['A', false, false, ['Darek']],
      ['B', false, true, []],
      ['D', true, false, []],
    ]);
    expect(r.removedTables).toEqual(['C']);
  });
  test('nothing computing now: every table new', () => {
    expect(tableChanges(null, after).tables.every((t) => t.isNew && !t.unchanged)).toBe(true);
  });
  test('the top rows, then only the rows that change, the rest counted; a name matched across spacing and case', () => {
    const long = (moved: number) => table('L', Array.from({ length: 30 }, (_, i) => [String(i + 1), `P${i === moved ? 'X' : i}`, 30 - i] as [string, string, number]));
    const before = long(-1);
    const next = table('L', before.rows.map((row, i) => [row.place, i === 25 ? 'p25 ' : row.name, i === 20 ? 99 : row.points] as [string, string, number]));
    const [t] = tableChanges([before], [next], { top: 5 }).tables;
    expect(t!.rows.map((x) => x.name)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P20']);
    expect(t!.more).toBe(24);
    expect(t!.removed).toEqual([]);
  });
});
